package sheetview

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/catalog"
	"rollformular/ui/kit"
)

// equipmentSection holds the weapons, the shield and the armor per body part.
type equipmentSection struct {
	e       *Editor
	object  fyne.CanvasObject
	weapons *fyne.Container
	// weaponsDense gives the weapons' rows the dense theme; refreshed as they are built.
	weaponsDense *container.ThemeOverride
	shape        kit.RowShape
	wRows        []*weaponRow
	shield       *widget.Select
	// shieldSP is the SP of the shield carried, empty for the rules' own ("SP kan ändras för
	// en viss sköld"), which its placeholder shows.
	shieldSP *widget.Entry
	parts    map[string]*armorRow
	armory   screen.Armory
	// spHead and kpHead head the armor's columns, shieldSPHead the shield's entry, in the
	// rules' own abbreviations of the points, as the body parts' rows give them.
	spHead, kpHead, shieldSPHead *widget.Label
	fatigue                      *widget.Label
	// whole is the one armor choice of a ruleset without body parts.
	whole         *widget.Select
	wholeProblems *widget.Label
	armorValues   *valueList
	gear          *gearList
}

type weaponRow struct {
	// name says the weapon, and on hover how its damage and odds were reached: a tip, not a
	// line under each row. info is the document's notes of the weapon, hidden without any.
	name, damage, odds, info *kit.TipLabel
	// problems is a mark of a fixed width before the row's ▶, its problems on hover and in the
	// problems' panel: a line of them under the row came and went, moving the rows below.
	problems *kit.TipLabel
	entry    *widget.Entry // the damage, where it is entered per weapon
	columns  columnRow     // the ruleset's own members of a weapon: reach, value
	roll     engine.What   // what its ▶ rolls
}

type armorRow struct {
	under, outer *widget.Select
	// unders and outers are the armor its choices offer after "none", in their order.
	unders, outers []engine.CatalogItem
	sp             *kit.TipLabel
	kp             *widget.Label
	problems       *widget.Label
}

func newEquipmentSection(e *Editor) *equipmentSection {
	s := &equipmentSection{e: e, weapons: container.NewVBox(), parts: map[string]*armorRow{}, fatigue: widget.NewLabel(""),
		armory: e.rules.Armory}

	pick := widget.NewButtonWithIcon(lang.L("Weapons from the rules…"), theme.ContentAddIcon(), s.addFromCatalog)
	own := widget.NewButtonWithIcon(lang.L("Own weapon…"), theme.ContentAddIcon(), s.addOwnWeapon)
	adders := container.NewHBox(pick, own)
	if !screen.Weapons(e.rs, e.doc, nil, nil).Listed {
		adders = container.NewHBox(own) // every weapon is the player's own
	}
	// The rows dense, as the skills' are; the theme is refreshed into rows built later.
	s.weaponsDense = dense(s.weapons)
	weapons := widget.NewCard(lang.L("Weapons"), "", container.NewVBox(adders, s.weaponsDense))

	s.shield = s.newShieldSelect()
	s.shieldSP = s.newShieldSP()

	s.spHead, s.kpHead, s.shieldSPHead = bold(""), bold(""), widget.NewLabel("")
	armor := container.New(layout.NewGridLayoutWithColumns(5), bold(lang.L("Body part")), bold(lang.L("Under")),
		bold(lang.L("Armor")), s.spHead, s.kpHead)
	body := screen.Body(e.rs, e.doc, e.layout, e.filed)
	for _, p := range body {
		r := &armorRow{sp: kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{}), kp: widget.NewLabel(""), problems: widget.NewLabel(""),
			unders: p.Unders, outers: p.Outers}
		r.problems.Importance = widget.DangerImportance
		r.problems.Wrapping = fyne.TextWrapWord
		r.under = widget.NewSelect(s.armorNames(p.Unders), func(string) { s.setArmor(p.ID) })
		r.outer = widget.NewSelect(s.armorNames(p.Outers), func(string) { s.setArmor(p.ID) })
		s.parts[p.ID] = r
		armor.Objects = append(armor.Objects, widget.NewLabel(p.Label))
		armor.Objects = append(armor.Objects, r.under)
		armor.Objects = append(armor.Objects, r.outer)
		armor.Objects = append(armor.Objects, r.sp)
		armor.Objects = append(armor.Objects, r.kp)
	}
	problems := container.NewVBox()
	for _, p := range body {
		problems.Objects = append(problems.Objects, s.parts[p.ID].problems)
	}
	content := container.NewVBox(weapons)
	switch {
	case e.rules.Shape.Armor.ByPart:
		fromRules := widget.NewButtonWithIcon(lang.L("Armor and shields from the rules…"), theme.ContentAddIcon(), s.armorFromCatalog)
		content.Add(widget.NewCard(lang.L("Armor"), "", container.NewVBox(container.NewHBox(fromRules), armor, problems, s.fatigue,
			container.NewBorder(nil, nil, widget.NewLabel(lang.L("Shield")), container.NewHBox(s.shieldSPHead,
				kit.FixedWidth(90, s.shieldSP)), s.shield))))
	case e.rules.Shape.Armor.WholeBody != "":
		content.Add(s.wholeBodyArmor())
	}
	if e.rules.Shape.LoadBoxes > 0 {
		s.gear = newGearList(e)
		content.Add(s.gear.card)
	}
	s.object = container.NewVScroll(content)
	return s
}

// addFromCatalog shows the rules' weapons in a table with a search, and adds those chosen.
func (s *equipmentSection) addFromCatalog() {
	e := s.e
	catalog.Picker{
		Title:  lang.L("Add a weapon"),
		Items:  e.rules.Weapons,
		Label:  func(it engine.CatalogItem) string { return it.Plain() },
		Status: e.loadLine,
		OnPick: func(it engine.CatalogItem) bool {
			return e.editRows(s.fill, func(doc *sheet.Character) {
				doc.Weapons = append(doc.Weapons, sheet.Weapon{ID: it.ID, Members: e.newRow(engine.WeaponList)})
			})
		},
	}.Show(e.win, e.words)
}

// wholeBodyArmor is the armor card of a ruleset without body parts: one armor, and what it
// gives.
func (s *equipmentSection) wholeBodyArmor() *widget.Card {
	e := s.e
	part, outers := e.rules.Shape.Armor.WholeBody, s.armory.Outers()
	s.whole = widget.NewSelect(s.armorNames(outers), func(string) {
		e.edit("", func(doc *sheet.Character) { s.armory.Wear(doc, part, "", chosen(s.whole, outers)) })
	})
	s.wholeProblems = widget.NewLabel("")
	s.wholeProblems.Importance = widget.DangerImportance
	s.wholeProblems.Wrapping = fyne.TextWrapWord
	s.armorValues = newValueList(e.words, e.host.Tips(), nil)
	fromRules := widget.NewButtonWithIcon(lang.L("Armor from the rules…"), theme.ContentAddIcon(), s.armorFromCatalog)
	return widget.NewCard(lang.L("Armor"), "", container.NewVBox(container.NewBorder(nil, nil, fromRules, nil, s.whole), s.armorValues.box, s.wholeProblems))
}

// armorFromCatalog shows the rules' armor, helmets and shields in a table with a search, what
// each stops a column each, and puts on those chosen: an armor or a helmet on every part ticked
// that takes it (one armor on every part in one go), an under-layer beneath what a part wears,
// a shield in the hand; where the rules have no body parts, the one armor worn.
func (s *equipmentSection) armorFromCatalog() {
	e := s.e
	if !e.rules.Shape.Armor.ByPart {
		catalog.Picker{
			Title: lang.L("Armor"),
			Items: s.armory.Armor,
			Label: func(it engine.CatalogItem) string { return it.Plain() },
			OnPick: func(it engine.CatalogItem) bool {
				return e.editRows(s.fill, func(doc *sheet.Character) { s.armory.Wear(doc, e.rules.Shape.Armor.WholeBody, "", it.ID) })
			},
		}.Show(e.win, e.words)
		return
	}
	body := screen.Body(e.rs, e.doc, nil, nil)
	var labels []string
	for _, p := range body {
		labels = append(labels, p.Label)
	}
	parts := widget.NewCheckGroup(labels, nil)
	parts.Horizontal = true
	parts.SetSelected(labels)
	every := widget.NewButton(lang.L("Every part"), func() { parts.SetSelected(labels) })
	catalog.Picker{
		Title: lang.L("Armor and shields"),
		Items: slices.Concat(s.armory.Armor, s.armory.Shields),
		Label: func(it engine.CatalogItem) string { return it.Plain() },
		More:  widget.NewForm(widget.NewFormItem(lang.L("Body parts"), container.NewBorder(nil, nil, nil, every, parts))),
		OnPick: func(it engine.CatalogItem) bool {
			if _, ok := engine.Item(s.armory.Shields, it.ID); ok {
				return e.editRows(s.fill, func(doc *sheet.Character) { s.armory.Carry(doc, it.ID) })
			}
			ticked := slices.DeleteFunc(slices.Clone(body), func(p screen.BodyPart) bool { return !slices.Contains(parts.Selected, p.Label) })
			return e.editRows(s.fill, func(doc *sheet.Character) { s.armory.PutOn(doc, it, ticked) })
		},
	}.Show(e.win, e.words)
}

// armorNames are the choices of items, worded, after "none".
func (s *equipmentSection) armorNames(items []engine.CatalogItem) []string {
	names := []string{kit.None}
	for _, it := range items {
		names = append(names, catalog.Label(it, s.e.words))
	}
	return names
}

// chosen is the id of the item of items a choice of armorNames has chosen, "" for none.
func chosen(sel *widget.Select, items []engine.CatalogItem) string {
	if i := sel.SelectedIndex(); i > 0 && i <= len(items) {
		return items[i-1].ID
	}
	return ""
}

// armorName is armor id worded as its choice is, "none" for "".
func (s *equipmentSection) armorName(id string) string {
	if id == "" {
		return kit.None
	}
	if a, ok := engine.Item(s.armory.Armor, id); ok {
		return catalog.Label(a, s.e.words)
	}
	return id
}

// setArmor writes a body part's two choices into the document: the under-layer, then the
// outer armor or helmet (screen.Armory.Wear).
func (s *equipmentSection) setArmor(part string) {
	r := s.parts[part]
	s.e.edit("", func(doc *sheet.Character) {
		s.armory.Wear(doc, part, chosen(r.under, r.unders), chosen(r.outer, r.outers))
	})
}

func (s *equipmentSection) fill() {
	e := s.e
	if s.shape.Update(len(e.doc.Weapons), func(i int) string { return e.doc.Weapons[i].ID + "\x00" + e.doc.Weapons[i].Name }) {
		s.buildWeapons()
	}
	for i, w := range s.weaponTable().Rows[:len(s.wRows)] {
		if r := s.wRows[i]; r.entry != nil {
			setText(r.entry, w.Damage)
		}
		s.wRows[i].columns.fill(w.Members)
	}
	for _, p := range screen.Body(e.rs, e.doc, nil, nil) {
		r := s.parts[p.ID]
		r.under.SetSelected(s.armorName(p.Under))
		r.outer.SetSelected(s.armorName(p.Outer))
	}
	if s.whole != nil {
		name := kit.None
		for _, id := range e.doc.Armor[e.rules.Shape.Armor.WholeBody] {
			name = s.armorName(id)
		}
		s.whole.SetSelected(name)
	}
	if s.gear != nil {
		s.gear.fill()
	}
	s.fillShield()
}

// fillShield shows the shield the document carries, and its own SP where it gives one.
func (s *equipmentSection) fillShield() {
	e := s.e
	shield := kit.None
	if sh, ok := s.armory.Shield(e.doc); ok {
		shield = catalog.Label(sh, e.words)
	}
	s.shield.SetSelected(shield)
	sp := ""
	if e.doc.Shield != nil && e.doc.Shield.SP != nil {
		sp = strconv.Itoa(*e.doc.Shield.SP)
	}
	setText(s.shieldSP, sp)
}

// newShieldSelect is the choice of the rules' shields; another kind of shield keeps the SP
// typed for the one before.
func (s *equipmentSection) newShieldSelect() *widget.Select {
	e := s.e
	shields := s.armory.Shields
	var sel *widget.Select
	sel = widget.NewSelect(s.armorNames(shields), func(string) {
		e.edit("", func(doc *sheet.Character) { s.armory.Carry(doc, chosen(sel, shields)) })
	})
	return sel
}

// newShieldSP is the entry of the shield's own SP: a whole number, or nothing for the rules'.
func (s *equipmentSection) newShieldSP() *widget.Entry {
	e := s.e
	entry := widget.NewEntry()
	entry.AlwaysShowValidationError = true
	entry.OnChanged = func(text string) {
		text = strings.TrimSpace(text)
		v, err := strconv.Atoi(text)
		if text != "" && err != nil {
			e.markBad(entry, "shield.sp", lang.L("Not a whole number"), lang.L("{{.Field}}: “{{.Text}}” is not a whole number; {{.Value}} still applies",
				map[string]any{"Field": strings.TrimSpace(lang.L("Shield") + " " + s.shieldSPHead.Text), "Text": kit.Ellipsis(text, 20), "Value": e.shieldSPText()}))
			return
		}
		e.markGood(entry, "shield.sp")
		e.edit("shield.sp", func(doc *sheet.Character) {
			if doc.Shield == nil {
				return // no shield to give SP: the entry is disabled
			}
			doc.Shield.SP = nil
			if text != "" {
				doc.Shield.SP = &v
			}
		})
	}
	return entry
}

// shieldSPText is the SP of the shield carried as the sheet says it.
func (e *Editor) shieldSPText() string {
	if e.layout.Shield == nil {
		return "–"
	}
	return e.layout.Shield.TextIn(e.words)
}

// weaponTable is the weapons of the document as it is now, as the paper prints them too.
func (s *equipmentSection) weaponTable() screen.WeaponTable {
	e := s.e
	return screen.Weapons(e.rs, e.doc, e.layout, e.filed)
}

func (s *equipmentSection) buildWeapons() {
	e := s.e
	s.weapons.Objects = nil
	t := s.weaponTable()
	s.wRows = make([]*weaponRow, len(e.doc.Weapons))
	for i, w := range t.Rows[:len(e.doc.Weapons)] {
		tips := e.host.Tips()
		r := &weaponRow{name: kit.NewTipLabel(tips, fyne.TextStyle{Bold: true}), damage: kit.NewTipLabel(tips, fyne.TextStyle{Bold: true}), odds: kit.NewTipLabel(tips, fyne.TextStyle{}),
			info: kit.NewTipLabel(tips, fyne.TextStyle{}), problems: kit.NewTipLabel(tips, fyne.TextStyle{Bold: true})}
		r.info.SizeName = theme.SizeNameCaptionText
		r.info.Wrapping = fyne.TextWrapWord
		r.odds.Wrapping = fyne.TextWrapWord
		r.problems.Importance = widget.DangerImportance
		s.wRows[i] = r
		name := w.Name
		r.roll = w.Roll
		roll := kit.NewRollButton(e.host.Tips(), lang.L("Roll"), func() { e.rollAndLog(r.roll) })
		remove := kit.NewRemoveButton(e.host.Tips(), func() {
			e.removeRow(name, s.fill, func(doc *sheet.Character) { doc.Weapons = slices.Delete(doc.Weapons, i, i+1) })
		})
		r.name.SetText(name)
		left := container.NewHBox(r.name, r.damage)
		if w.DamagePath != "" {
			r.entry = e.textEntry(w.DamagePath, name, func(doc *sheet.Character, v string) { doc.Weapons[i].Damage = v })
			r.entry.SetPlaceHolder(e.words.F(t.DamageHint))
			r.entry.SetText(w.Damage)
			left = container.NewHBox(r.name, widget.NewLabel(lang.L("Damage")),
				kit.FixedWidth(120, r.entry), r.damage)
		}
		r.columns = e.columnRow(engine.WeaponList, i, name)
		r.columns.fill(w.Members)
		for _, o := range r.columns.objects {
			left.Add(o)
		}
		head := container.NewBorder(nil, nil, left, container.NewHBox(kit.FixedWidth(28, r.problems), roll, remove), r.odds)
		s.weapons.Objects = append(s.weapons.Objects, container.NewVBox(head, r.info))
	}
	if len(e.doc.Weapons) == 0 {
		s.weapons.Objects = append(s.weapons.Objects, widget.NewLabel(lang.L("No weapons yet.")))
	}
	s.weaponsDense.Refresh()
}

// showWeapon shows weapon i's derived values in its row r: its damage and reach, its odds, its
// reckoning on hover, its notes and its problems.
func (s *equipmentSection) showWeapon(w screen.Weapon, r *weaponRow) {
	e := s.e
	v := w.Derived
	if v.Label == "" {
		r.damage.SetText("")
		r.odds.SetText("")
		r.info.SetText("")
	} else {
		damage := v.TextIn(e.words) + " " + v.Abbr
		if d := v.Detail.In(e.words); d != "" { // its reach, "L 1", which the tip explains
			damage += " · " + d
		}
		r.damage.SetText(damage)
		r.damage.SetTip(strings.Join(e.abbreviationsIn(r.damage.Text), "\n"))
		r.odds.SetText(kit.ShortText(e.oddsOf(v, r.roll)))
		r.odds.SetTipOf(e.rollTip(v, r.roll))
		// The reckoning is the name's tip, with the abbreviations it uses: a caption under
		// each row made a weapon 75 points tall.
		why := kit.ShortText(v.Why.In(e.words))
		r.name.SetTip(strings.Join(append([]string{why}, e.abbreviationsIn(why)...), "\n"))
	}
	r.info.SetText("")
	r.info.Hide()
	// What the rules say of the weapon and what the document notes of it, under its row,
	// as the sheet prints them.
	var notes []string
	if note := v.Note.In(e.words); note != "" {
		notes = append(notes, note)
	}
	if w.Notes != "" {
		notes = append(notes, w.Notes)
	}
	if len(notes) > 0 {
		r.info.SetText(kit.ShortText(strings.Join(notes, " · ")))
		r.info.Show()
	}
	problems := w.Problems
	r.problems.SetText("")
	if len(problems) > 0 {
		r.problems.SetText("⚠")
	}
	r.problems.SetTip(kit.Bulleted(problems, ""))
}

// showArmor shows each body part's SP and KP, with the rules' abbreviations over them, and
// their problems.
func (s *equipmentSection) showArmor() {
	e := s.e
	for _, p := range screen.Body(e.rs, e.doc, e.layout, e.filed) {
		r := s.parts[p.ID]
		if v := p.SP; v.Label != "" {
			kit.SetLabel(s.spHead, v.Abbr)
			kit.SetLabel(s.shieldSPHead, v.Abbr)
			r.sp.SetText(v.TextIn(e.words))
			r.sp.SetTip(strings.Join(e.abbreviationsIn(r.sp.Text), "\n"))
		}
		if v := p.KP; v.Label != "" {
			kit.SetLabel(s.kpHead, v.Abbr)
			r.kp.SetText(v.TextIn(e.words))
		}
		showProblems(r.problems, p.Problems)
	}
}

func (s *equipmentSection) show() {
	e := s.e
	rows := s.weaponTable().Rows
	for i, r := range s.wRows {
		s.showWeapon(rows[i], r)
	}
	s.showArmor()
	if s.shieldSP != nil {
		s.shieldSP.SetPlaceHolder(e.shieldSPText())
		if e.doc.Shield == nil {
			s.shieldSP.Disable()
		} else {
			s.shieldSP.Enable()
		}
	}
	if s.whole != nil {
		s.armorValues.show(e.layout.Armor)
		showProblems(s.wholeProblems, e.problemsOf("armor"))
	}
	if s.gear != nil {
		s.gear.show()
	}
	var costs []string
	for _, v := range e.layout.Equipment {
		costs = append(costs, v.LabelIn(e.words)+": "+v.TextIn(e.words)+" ("+v.Why.In(e.words)+")")
	}
	s.fatigue.SetText(strings.Join(costs, "\n"))
}

// showProblems shows problems in a label, hidden when there are none.
func showProblems(l *widget.Label, problems []string) {
	l.SetText(kit.Bulleted(problems, ""))
	if len(problems) == 0 {
		l.Hide()
	} else {
		l.Show()
	}
}

// addOwnWeapon makes a weapon of the player's own, with a damage code and type.
func (s *equipmentSection) addOwnWeapon() {
	e := s.e
	name := widget.NewEntry()
	damage := widget.NewEntry()
	damage.SetPlaceHolder(e.words.F(e.rules.DamageHint))
	var types []string
	for _, t := range e.rules.WeaponKinds {
		types = append(types, t.Name)
	}
	typ := widget.NewSelect(types, nil)
	if len(types) > 0 {
		typ.SetSelectedIndex(0)
	}
	skill := widget.NewEntry()
	items := []*widget.FormItem{
		widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem(lang.L("Damage"), damage),
		widget.NewFormItem(lang.L("Type"), typ), widget.NewFormItem(lang.L("Skill"), skill),
	}
	own, setOwn := e.addColumns(engine.WeaponList)
	items = append(items, own...)
	dialog.ShowForm(lang.L("Own weapon"), lang.L("Add"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		n := strings.TrimSpace(name.Text)
		if n == "" || strings.TrimSpace(damage.Text) == "" {
			e.ShowError(lang.L("Cannot add the weapon"), fmt.Errorf("%s", lang.L("A weapon needs a name and a damage")))
			return
		}
		w := sheet.Weapon{ID: engine.ID(n), Name: n, Damage: strings.TrimSpace(damage.Text), Skill: strings.TrimSpace(skill.Text),
			Members: e.newRow(engine.WeaponList)}
		if i := typ.SelectedIndex(); i >= 0 {
			w.Type = e.rules.WeaponKinds[i].ID
		}
		if err := setOwn(&w.Members); err != nil {
			e.ShowError(lang.L("Cannot add the weapon"), err)
			return
		}
		e.editRows(s.fill, func(doc *sheet.Character) { doc.Weapons = append(doc.Weapons, w) })
	}, e.win)
}
