package sheetview

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/catalog"
	"rollformular/ui/kit"
)

// skillsSection lists the character's skills by group, with their odds, and adds and removes
// them.
type skillsSection struct {
	e      *Editor
	object fyne.CanvasObject
	list   *fyne.Container
	rows   []*skillRow
	shape  kit.RowShape // the skills the rows were built for; a change rebuilds them
	// order is how the rows of a group are ordered: as added, by name or by value. It orders
	// what is shown, not the document.
	order *widget.Select
}

// The orders of the skills' rows, as order offers them.
const (
	asAdded = iota
	byName
	byValue
)

type skillRow struct {
	value   *numberField
	spec    *widget.Entry
	mark    *widget.Check
	columns columnRow // the ruleset's own members of a skill: spent dice, concept
	odds    *kit.TipLabel
	// name says the skill, and on hover what its next step takes (the study time) or how
	// its value was reached: a tip, not a line under each row, which made a row 75 points.
	name *kit.TipLabel
	line fyne.CanvasObject // the row
	roll *kit.IconButton   // shown for a skill with odds of its own: one rolled alone
}

func newSkillsSection(e *Editor) *skillsSection {
	s := &skillsSection{e: e, list: container.NewVBox()}
	add := widget.NewButtonWithIcon(lang.L("Add from the rules…"), theme.ContentAddIcon(), s.addFromCatalog)
	own := widget.NewButtonWithIcon(lang.L("Own skill…"), theme.ContentAddIcon(), s.addOwn)
	s.order = widget.NewSelect([]string{lang.L("As added"), lang.L("By name"), lang.L("By value")}, func(string) {
		if s.rows != nil {
			s.build()
			e.loading = true
			s.fill()
			e.loading = false
			s.show()
		}
	})
	s.order.SetSelectedIndex(asAdded)
	bar := container.NewHBox(add, own, widget.NewLabel(lang.L("Order")), kit.FixedWidth(190, s.order)) // its longest choice whole
	s.object = container.NewBorder(bar, nil, nil, nil, container.NewVScroll(s.list))
	return s
}

// ordered are the indices of the document's skills in the order the rows show them.
func (s *skillsSection) ordered() []int {
	e := s.e
	out := make([]int, len(e.doc.Skills))
	for i := range out {
		out[i] = i
	}
	switch s.order.SelectedIndex() {
	case byName:
		rows := screen.SkillRows(e.rs, e.doc, e.layout, nil)
		slices.SortStableFunc(out, func(a, b int) int { return kit.CompareTexts(rows[a].Derived.Label, rows[b].Derived.Label) })
	case byValue: // the highest first, as a player looks for the best one
		slices.SortStableFunc(out, func(a, b int) int { return e.doc.Skills[b].Value - e.doc.Skills[a].Value })
	}
	return out
}

func (s *skillsSection) fill() {
	e := s.e
	if s.shape.Update(len(e.doc.Skills), func(i int) string {
		return e.doc.Skills[i].ID + "\x00" + e.doc.Skills[i].Name + "\x00" + e.doc.Skills[i].Group
	}) {
		s.build()
	}
	for i, sk := range e.doc.Skills {
		setText(&s.rows[i].value.Entry, strconv.Itoa(sk.Value))
		setText(s.rows[i].spec, sk.Spec)
		s.rows[i].mark.SetChecked(sk.Mark)
		s.rows[i].columns.fill(sk.Members)
	}
}

// build lays out one card per group, each skill a row: name (and specialisation), value,
// experience mark, odds, a roll button and a remove button; the study hint is the name's tip.
func (s *skillsSection) build() {
	e := s.e
	s.list.Objects = nil
	s.rows = make([]*skillRow, len(e.doc.Skills))
	other := lang.L("Other skills")
	if len(e.rules.SkillGroups) == 0 {
		other = lang.L("Skills")
	}
	// The groups the printed sheet prints (screen.SkillGroups), each skill in the order chosen.
	order := s.ordered()
	rows := screen.SkillRows(e.rs, e.doc, e.layout, nil)
	for _, g := range e.rules.GroupsOf(e.doc) {
		box := container.NewVBox()
		for _, i := range order {
			if slices.Contains(g.Held, i) {
				box.Objects = append(box.Objects, s.row(i, rows[i]))
			}
		}
		name := g.Name
		if g.ID == "" {
			name = other
		}
		if len(box.Objects) > 0 { // the rows dense, so fifteen and more show
			s.list.Objects = append(s.list.Objects, widget.NewCard(name, "", dense(box)))
		}
	}
	if len(e.doc.Skills) == 0 {
		s.list.Objects = append(s.list.Objects, widget.NewLabel(lang.L("No skills yet. Add them from the rules or make your own.")))
	}
	s.list.Refresh()
}

func (s *skillsSection) row(i int, sk screen.Skill) fyne.CanvasObject {
	e := s.e
	r := &skillRow{odds: kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{}), name: kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{Bold: true})}
	s.rows[i] = r
	name := sk.Name
	r.value = e.numberEntry(sk.Path, name, func() int { return e.doc.Skills[i].Value },
		func(doc *sheet.Character, v int) { doc.Skills[i].Value = v })
	r.spec = e.textEntry(sk.SpecPath, lang.L("Specialisation"), func(doc *sheet.Character, v string) { doc.Skills[i].Spec = v })
	r.spec.SetPlaceHolder(sk.SpecHint)
	r.mark = widget.NewCheck(lang.L(string(e.rules.Shape.Skills.MarkKey)), func(b bool) {
		e.edit("", func(doc *sheet.Character) { doc.Skills[i].Mark = b })
	})
	r.name.SetText(name)
	r.name.Truncation = fyne.TextTruncateEllipsis // its whole name is its tip's first line
	label := fyne.CanvasObject(r.name)
	if sk.SpecHint != "" {
		label = container.NewGridWithColumns(2, label, r.spec)
	}
	r.roll = kit.NewRollButton(e.host.Tips(), lang.L("Roll"), func() {
		// What the skill is called now: a specialisation typed since the row was built
		// renames it.
		if now := screen.SkillRows(e.rs, e.doc, e.layout, nil); i < len(now) && now[i].Derived.Label != "" {
			e.rollAndLog(now[i].Roll)
		}
	})
	remove := kit.NewRemoveButton(e.host.Tips(), func() {
		e.removeRow(name, s.fill, func(doc *sheet.Character) { doc.Skills = slices.Delete(doc.Skills, i, i+1) })
	})
	value := kit.FixedWidth(70, r.value)
	left := container.NewHBox(value)
	// The mark is an experience mark, or a skill used this session: only where the rules
	// have one.
	if e.rules.Shape.Skills.Marked {
		left.Add(r.mark)
	}
	r.columns = e.columnRow(engine.SkillList, i, name)
	for _, o := range r.columns.objects {
		left.Add(o)
	}
	// The name takes a fixed share, the odds what is left, wrapping: a row never widens the
	// window.
	r.odds.Wrapping = fyne.TextWrapWord
	nameCell := kit.FixedWidth(300, label)
	r.line = container.NewBorder(nil, nil, container.NewHBox(nameCell, left), container.NewHBox(r.roll, remove), r.odds)
	return r.line
}

func (s *skillsSection) show() {
	rows := screen.SkillRows(s.e.rs, s.e.doc, s.e.layout, nil)
	for i, sk := range rows[:min(len(rows), len(s.rows))] {
		v, what := sk.Derived, sk.Roll
		if v.Label == "" {
			continue
		}
		s.rows[i].odds.SetText(kit.ShortText(s.e.oddsOf(v, what)))
		s.rows[i].odds.SetTipOf(s.e.rollTip(v, what))
		// A value without odds is no roll of its own (a skill that only adds to an attribute's
		// roll): a ▶ there could only fail.
		if v.Odds == nil {
			s.rows[i].roll.Hide()
		} else {
			s.rows[i].roll.Show()
		}
		hint := v.Note
		if hint == nil {
			hint = v.Why
		}
		s.rows[i].name.SetTip(v.LabelIn(s.e.words) + ": " + hint.In(s.e.words))
	}
}

// skillColumns are what the catalogue's table shows of a skill beside its name: its group,
// and what its specialisation names, for rules whose skills have them.
func skillColumns(rules screen.Rules) []catalog.Column {
	var cols []catalog.Column
	if slices.ContainsFunc(rules.Skills, func(it engine.CatalogItem) bool { return it.Group != "" }) {
		cols = append(cols, catalog.Column{Head: lang.L("Group"), Text: func(it engine.CatalogItem) string { return rules.GroupName(it.Group) }})
	}
	if slices.ContainsFunc(rules.Skills, func(it engine.CatalogItem) bool { return it.Specialisation != "" }) {
		cols = append(cols, catalog.Column{Head: lang.L("Specialisation"), Text: func(it engine.CatalogItem) string { return it.Specialisation }})
	}
	return cols
}

// addFromCatalog shows the rules' skills with a search, and adds the chosen one, asking for
// its specialisation where it takes one.
func (s *skillsSection) addFromCatalog() {
	e := s.e
	spec := widget.NewEntry()
	value := widget.NewEntry()
	value.SetText(strconv.Itoa(e.rules.Shape.Skills.Default))
	// fields are what the value and specialisation held before a name typed in the search
	// ("svärd 13") stood in for them, for one skill.
	type fields struct{ value, spec string }
	var held *fields
	catalog.Picker{
		Title:   lang.L("Add a skill"),
		Items:   e.rules.Skills,
		Status:  e.budgetLine,
		Label:   func(it engine.CatalogItem) string { return it.Plain() },
		Columns: skillColumns(e.rules),
		More:    widget.NewForm(widget.NewFormItem(lang.L("Specialisation"), spec), widget.NewFormItem(lang.L("Value"), value)),
		OnSelect: func(it engine.CatalogItem) {
			spec.SetPlaceHolder(it.Specialisation)
			if it.Specialisation == "" {
				spec.Disable()
			} else {
				spec.Enable()
			}
		},
		// "svärd 13" adds the skill found with 13; a skill found by its description that takes
		// a specialisation takes the name typed as it: "svärd" finds Närstridsvapen, which is
		// then Närstridsvapen (Svärd).
		Prepare: func(it engine.CatalogItem, term, typed string) {
			held = &fields{value: value.Text, spec: spec.Text}
			if typed != "" {
				value.SetText(typed)
			}
			if it.Specialisation != "" && strings.TrimSpace(spec.Text) == "" && term != "" &&
				!strings.Contains(strings.ToLower(it.Plain()), strings.ToLower(term)) {
				first, size := utf8.DecodeRuneInString(term)
				spec.SetText(string(unicode.ToUpper(first)) + term[size:])
			}
		},
		OnPick: func(it engine.CatalogItem) bool {
			if held != nil { // the fields are the person's again for the next skill
				defer func(h *fields) {
					value.SetText(h.value)
					if h.spec == "" { // one the search named, not the person
						spec.SetText("")
					}
				}(held)
				held = nil
			}
			v, err := strconv.Atoi(strings.TrimSpace(value.Text))
			if err != nil {
				e.ShowError(lang.L("Cannot add the skill"), fmt.Errorf("%s: %q", lang.L("Not a whole number"), value.Text))
				return false
			}
			if it.Specialisation != "" && strings.TrimSpace(spec.Text) == "" {
				e.ShowError(lang.L("Cannot add the skill"), errors.New(lang.L("{{.Skill}} needs a specialisation ({{.What}}): type it under Specialisation",
					map[string]any{"Skill": it.Plain(), "What": it.Specialisation})))
				return false
			}
			sk := sheet.Skill{ID: it.ID, Spec: strings.TrimSpace(spec.Text), Value: v, Members: e.newRow(engine.SkillList)}
			spec.SetText("") // a specialisation is one skill's
			return e.editRows(s.fill, func(doc *sheet.Character) { doc.Skills = append(doc.Skills, sk) })
		},
	}.Show(e.win, e.words)
}

// addOwn adds a skill of the player's own, in a group of the ruleset's.
func (s *skillsSection) addOwn() {
	e := s.e
	name := widget.NewEntry()
	groups := make([]string, len(e.rules.SkillGroups))
	for i, g := range e.rules.SkillGroups {
		groups[i] = g.Name
	}
	group := widget.NewSelect(groups, nil)
	if len(groups) > 0 {
		group.SetSelectedIndex(0)
	}
	value := widget.NewEntry()
	value.SetText(strconv.Itoa(e.rules.Shape.Skills.Default))
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem(lang.L("Group"), group), widget.NewFormItem(lang.L("Value"), value)}
	dialog.ShowForm(lang.L("Own skill"), lang.L("Add"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		v, err := strconv.Atoi(strings.TrimSpace(value.Text))
		if err != nil || strings.TrimSpace(name.Text) == "" {
			e.ShowError(lang.L("Cannot add the skill"), fmt.Errorf("%s", lang.L("A skill needs a name and a whole number")))
			return
		}
		sk := sheet.Skill{Name: strings.TrimSpace(name.Text), Value: v, Members: e.newRow(engine.SkillList)}
		if i := group.SelectedIndex(); i >= 0 {
			sk.Group = e.rules.SkillGroups[i].ID
		}
		e.editRows(s.fill, func(doc *sheet.Character) { doc.Skills = append(doc.Skills, sk) })
	}, e.win)
}
