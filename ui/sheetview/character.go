package sheetview

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// characterSection is the first tab: who the character is, the attributes and the derived
// values.
type characterSection struct {
	e      *Editor
	object fyne.CanvasObject

	age, occupation *widget.Entry
	npc             *widget.Check
	species         *widget.Select
	portrait        *canvas.Image
	portraitProblem *widget.Label // why a document's portrait is not shown
	originals       map[string]*widget.Label
	marks           map[string]*widget.Check
	odds            map[string]*kit.TipLabel
	training        map[string]*widget.Label
	names           map[string]*widget.Entry  // the player's names for the ruleset's attributes
	levels          map[string]*widget.Select // the trackers whose levels have names
	own             *ownAttributes            // the player's own attributes, where the rules allow them
	main            *valueList
	groups          *fyne.Container
	derived         *widget.Card // the derived values, hidden where the ruleset derives none
	groupLists      map[string]*valueList
	groupOrder      []string
}

func newCharacterSection(e *Editor) *characterSection {
	s := &characterSection{e: e, originals: map[string]*widget.Label{}, marks: map[string]*widget.Check{},
		odds: map[string]*kit.TipLabel{}, training: map[string]*widget.Label{}, groupLists: map[string]*valueList{},
		levels: map[string]*widget.Select{}}

	// The name is also the tab's and the window's title.
	e.name = e.textEntry("name", lang.L("Name"), func(doc *sheet.Character, v string) {
		doc.Name = v
		e.UpdateTitle()
	})
	e.player = e.textEntry("player", lang.L("Player"), func(doc *sheet.Character, v string) { doc.Player = v })
	s.age = e.textEntry("age", lang.L("Age"), func(doc *sheet.Character, v string) { doc.Age = v })
	s.occupation = e.textEntry("occupation", occupationLabel(e.rules.Shape, e.words), func(doc *sheet.Character, v string) { doc.Occupation = v })
	s.npc = widget.NewCheck(lang.L("NPC"), func(b bool) { e.edit("npc", func(doc *sheet.Character) { doc.NPC = b }) })
	identity := widget.NewForm(
		widget.NewFormItem(lang.L("Name"), e.name),
		widget.NewFormItem(lang.L("Player"), e.player),
	)
	more := widget.NewForm()
	if len(e.rules.Shape.Species) > 0 {
		s.species = s.speciesSelect()
		identity.Append(lang.L("Species"), s.species)
	}
	more.Append(lang.L("Age"), s.age)
	occupation := occupationLabel(e.rules.Shape, e.words)
	more.Append(occupation, s.occupation)
	more.Append("", s.npc)

	portrait := s.portraitBox()

	// Attributes: value, the rolled original, a roll of the creation dice, the training cap,
	// the experience mark, and the odds of a roll against it, in columns of fixed width. A
	// ruleset whose attributes are not rolled for has no columns for rolling and training.
	rolled := e.rules.Shape.RolledAttributes
	widths := []float32{130, 70, 70, 70, 80, 90}
	s.names = map[string]*widget.Entry{}
	grid := container.NewVBox(row(widths, bold(lang.L("Attribute")), bold(lang.L("Value")), bold(lang.L("Rolled")),
		widget.NewLabel(""), bold(lang.L("Trains to")), bold(lang.L("Mark")), bold(lang.L("Roll"))))
	if !rolled {
		widths = []float32{180, 70}
		grid = container.NewVBox()
	}
	for _, r := range s.rows() {
		if r.Own {
			continue // the player's own are below, with a way to take them away
		}
		a := r.Attribute
		entry := e.numberEntry(r.Path, a.Abbr, func() int { return s.row(a.ID).Value },
			func(doc *sheet.Character, v int) { doc.Attributes[a.ID] = v })
		e.attributes[a.ID] = entry
		s.originals[a.ID] = widget.NewLabel("")
		s.training[a.ID] = widget.NewLabel("")
		s.odds[a.ID] = kit.NewTipLabel(e.host.Tips(), fyne.TextStyle{})
		s.marks[a.ID] = widget.NewCheck("", func(b bool) {
			e.edit("", func(doc *sheet.Character) { doc.AttributeMarks = setMark(doc.AttributeMarks, a.ID, b) })
		})
		rollDice := widget.NewButton(a.Dice, func() { s.rollAttributes(a) })
		if a.Dice == "" {
			rollDice.Disable()
		}
		roll := kit.NewRollButton(e.host.Tips(), lang.L("Roll"), func() { e.rollAndLog(engine.What{Kind: engine.AttributeRoll, Name: a.Abbr}) })
		var label fyne.CanvasObject = widget.NewLabelWithStyle(r.Heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		if r.NamePath != "" {
			// The player may call the attribute something else.
			rename := e.textEntry(r.NamePath, r.Unnamed, func(doc *sheet.Character, v string) { setAttributeName(doc, a.ID, v) })
			rename.SetPlaceHolder(r.Unnamed)
			s.names[a.ID] = rename
			label = rename
		}
		if !rolled {
			about := widget.NewLabel(e.words.F(a.About))
			about.Wrapping = fyne.TextWrapWord
			grid.Add(container.NewBorder(nil, nil, row(widths, label, entry), nil, about))
			continue
		}
		grid.Add(row(widths, label, entry, s.originals[a.ID], rollDice, s.training[a.ID], s.marks[a.ID],
			container.NewHBox(roll, s.odds[a.ID])))
	}
	rollAll := widget.NewButton(lang.L("Roll all attributes"), s.rollAll)
	if !rolled {
		rollAll.Hide()
	}

	trackers := s.trackerForms()

	s.main = newValueList(e.words, e.host.Tips(), e.derived)
	s.groups = container.NewVBox()
	top := container.NewBorder(nil, nil, nil, portrait, container.NewGridWithColumns(2, identity, more))
	attributeBox := container.NewVBox(grid)
	if e.rules.Shape.OwnAttributes {
		s.own = newOwnAttributes(e)
		attributeBox.Add(s.own.box)
	}
	attributes := widget.NewCard(lang.L("Attributes"), e.rules.Name, container.NewVBox(attributeBox,
		container.NewBorder(nil, nil, container.NewVBox(rollAll), nil, trackers)))
	s.derived = widget.NewCard(lang.L("Derived values"), "", container.NewVBox(s.main.box, s.groups))
	s.object = container.NewVScroll(container.NewVBox(top, attributes, s.derived))
	return s
}

// trackerForms are the trackers' inputs in two columns, so a ruleset with many of them still
// fits the screen: a choice of named levels, or a number to type.
func (s *characterSection) trackerForms() *fyne.Container {
	e := s.e
	trackers := container.NewGridWithColumns(2, widget.NewForm(), widget.NewForm())
	all := screen.Trackers(e.rs, e.doc, e.layout, false)
	for i, t := range all {
		var input fyne.CanvasObject
		if len(t.Levels) > 0 {
			// Named levels are chosen, not typed as numbers with a legend to read.
			sel := widget.NewSelect(t.LevelsIn(e.words), nil)
			sel.OnChanged = func(string) {
				if j := sel.SelectedIndex(); j >= 0 {
					e.edit("", func(doc *sheet.Character) { t.Set(doc, t.Min+j) })
				}
			}
			s.levels[t.ID] = sel
			input = sel
		} else {
			entry := e.numberEntry(t.Path, t.LabelIn(e.words), func() int { return e.doc.State[t.ID] }, t.Set)
			e.trackers[t.ID] = entry
			input = kit.FixedWidth(kit.NumberWidth, entry)
		}
		trackers.Objects[i*2/max(len(all), 1)].(*widget.Form).Append(t.HeadingIn(e.words), input)
	}

	return trackers
}

// portraitBox is the portrait with its buttons to choose and remove it, and its problem.
func (s *characterSection) portraitBox() fyne.CanvasObject {
	e := s.e
	s.portrait = canvas.NewImageFromResource(theme.AccountIcon())
	s.portrait.FillMode = canvas.ImageFillContain
	s.portrait.SetMinSize(fyne.NewSize(110, 130))
	choose := widget.NewButton(lang.L("Picture…"), s.choosePortrait)
	remove := widget.NewButton(lang.L("Remove"), func() {
		e.edit("", func(doc *sheet.Character) { doc.Portrait = nil })
		s.fillPortrait()
	})
	s.portraitProblem = widget.NewLabel("")
	s.portraitProblem.Wrapping = fyne.TextWrapWord
	s.portraitProblem.Importance = widget.DangerImportance
	s.portraitProblem.Hide()
	return container.NewVBox(s.portrait, container.NewGridWithColumns(2, choose, remove), s.portraitProblem)

}

// speciesSelect is the choice of the rules' species.
func (s *characterSection) speciesSelect() *widget.Select {
	e := s.e
	species := e.rules.Shape.Species
	names := make([]string, len(species))
	for i, sp := range species {
		names[i] = sp.Name
	}
	return widget.NewSelect(names, func(name string) {
		for _, sp := range species {
			if sp.Name == name {
				e.edit("species", func(doc *sheet.Character) { doc.Species = sp.ID })
			}
		}
	})
}

func (s *characterSection) fill() {
	e := s.e
	setText(e.name, e.doc.Name)
	setText(e.player, e.doc.Player)
	setText(s.age, e.doc.Age)
	setText(s.occupation, e.doc.Occupation)
	s.npc.SetChecked(e.doc.NPC)
	if sp, ok := e.rules.Shape.SpeciesOf(e.doc); ok && s.species != nil {
		s.species.SetSelected(sp.Name)
	}
	for _, r := range s.rows() {
		if r.Own {
			continue
		}
		setText(&e.attributes[r.ID].Entry, strconv.Itoa(r.Value))
		s.marks[r.ID].SetChecked(r.Marked)
		if r.HasOriginal {
			s.originals[r.ID].SetText(strconv.Itoa(r.Original))
		} else {
			s.originals[r.ID].SetText("–")
		}
		if entry := s.names[r.ID]; entry != nil {
			setText(entry, r.Given)
		}
	}
	if s.own != nil {
		s.own.fill()
	}
	for _, t := range screen.Trackers(e.rs, e.doc, e.layout, false) {
		if sel := s.levels[t.ID]; sel != nil {
			// A value past the levels (a document's 7) shows none chosen, and is flagged.
			if j, ok := t.Level(); ok {
				sel.SetSelectedIndex(j)
			} else {
				sel.ClearSelected()
			}
			continue
		}
		setText(&e.trackers[t.ID].Entry, strconv.Itoa(t.Value))
	}
	s.fillPortrait()
}

func (s *characterSection) show() {
	e := s.e
	for id, entry := range e.trackers {
		e.syncEntry(fieldpath.State(id), &entry.Entry, strconv.Itoa(e.doc.State[id])) // the table view edits them too
	}
	values := screen.DerivedValues(e.layout)
	var order []string
	groups := map[string][]engine.Value{}
	for k, g := range values {
		if k == 0 {
			s.main.show(g.Values) // the main values, under no heading of their own
			continue
		}
		order = append(order, g.Name)
		groups[g.Name] = g.Values
	}
	// A ruleset whose sheet has no derived values gets no empty heading for them.
	if values == nil {
		s.main.show(nil)
		s.derived.Hide()
	} else {
		s.derived.Show()
	}
	if !slices.Equal(order, s.groupOrder) {
		s.groupOrder = order
		s.groups.Objects = nil
		clear(s.groupLists)
		for _, g := range order {
			l := newValueList(e.words, e.host.Tips(), nil)
			s.groupLists[g] = l
			s.groups.Objects = append(s.groups.Objects, widget.NewLabelWithStyle(e.words.F(g), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			s.groups.Objects = append(s.groups.Objects, l.box)
		}
		s.groups.Refresh()
	}
	for _, g := range order {
		s.groupLists[g].show(groups[g])
	}
	for _, r := range s.rows() {
		if r.Own {
			continue
		}
		if v := r.Roll; v.Label != "" {
			what := engine.What{Kind: engine.AttributeRoll, Name: r.Abbr}
			s.odds[r.ID].SetText(e.oddsOf(v, what))
			s.odds[r.ID].SetTipOf(e.rollTip(v, what))
		}
		if v := r.Training; v.Label != "" {
			s.training[r.ID].SetText(v.TextIn(e.words))
		}
	}
}

// rows are the attribute rows of the document as it is now, as the paper prints them too.
func (s *characterSection) rows() []screen.Attribute {
	e := s.e
	return screen.Attributes(e.rs, e.doc, e.layout, e.filed)
}

// row is the row of attribute id as the document is now.
func (s *characterSection) row(id string) screen.Attribute {
	for _, r := range s.rows() {
		if r.ID == id {
			return r
		}
	}
	return screen.Attribute{}
}

// rollAll rolls every attribute the rules roll, after asking where they hold values already.
func (s *characterSection) rollAll() {
	e := s.e
	var rolled []engine.Attribute
	set := false
	for _, a := range e.rules.Attributes {
		if a.Dice != "" {
			rolled = append(rolled, a)
			// Rolled or typed already; a new character's defaults are neither, and asking to
			// roll them "again" read as if something had been rolled.
			v, had := e.doc.Attributes[a.ID]
			_, wasRolled := e.doc.Original[a.ID]
			set = set || had && v != a.Default || wasRolled
		}
	}
	// One click must not throw away a finished character unasked.
	if !set {
		s.rollAttributes(rolled...)
		return
	}
	dialog.ShowConfirm(lang.L("Roll all attributes"), lang.L("Roll every attribute again? The values the character has now, trained ones too, are replaced (Undo takes them back)."),
		func(ok bool) {
			if ok {
				s.rollAttributes(rolled...)
			}
		}, e.win)
}

// rollAttributes rolls attributes' creation dice and keeps each result as both the value and
// the original, as creation does: one edit, so one Undo takes them all back.
func (s *characterSection) rollAttributes(attrs ...engine.Attribute) {
	e := s.e
	values := make([]int, len(attrs))
	faces := make([][]int, len(attrs))
	for i, a := range attrs {
		var err error
		if values[i], faces[i], err = engine.RollAttribute(a, e.rng); err != nil {
			dialog.ShowError(err, e.win)
			return
		}
	}
	e.editRows(s.fill, func(doc *sheet.Character) {
		if doc.Original == nil {
			doc.Original = map[string]int{}
		}
		for i, a := range attrs {
			doc.Attributes[a.ID] = values[i]
			doc.Original[a.ID] = values[i]
		}
	})
	for i, a := range attrs {
		e.log.add(time.Now(), a.Abbr+" "+a.Dice, fmt.Sprint(faces[i]), strconv.Itoa(values[i]))
	}
}

func (s *characterSection) choosePortrait() {
	e := s.e
	failed := func(err error) { e.ShowError(lang.L("Cannot use the picture"), err) }
	kit.AskToOpen(e.win, e.Folder(), []string{".png", ".jpg", ".jpeg"}, func(path string) {
		data, err := readPortrait(path)
		if err == nil {
			var p *sheet.Portrait
			if p, err = sheet.NewPortrait(data); err == nil {
				e.edit("", func(doc *sheet.Character) { doc.Portrait = p })
				s.fillPortrait()
				return
			}
		}
		failed(&sheet.SaidError{Said: sheet.Said{Format: "%s: %s", Args: []any{filepath.Base(path), err}}, Err: err})
	}, failed)
}

// readPortrait reads the picture at path, no more of it than a portrait may take and a byte
// past, so a larger one is refused by its size and never read whole.
func readPortrait(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, sheet.MaxPortraitFile+1))
}

func (s *characterSection) fillPortrait() {
	p := s.e.doc.Portrait
	s.portrait.Image = nil
	s.portraitProblem.Hide()
	if p == nil || len(p.Data) == 0 {
		s.portrait.Resource = theme.AccountIcon()
	} else if data, err := p.JPEG(); err != nil {
		// A portrait past the limits is kept in the document, never decoded: it could be a
		// picture of gigapixels in a few megabytes. sheet says why in English, as the CLI
		// does; the editor says it in the player's language.
		s.portrait.Resource = theme.BrokenImageIcon()
		s.portraitProblem.SetText(lang.L("This portrait is too large or broken to show; choose the picture again to scale it down"))
		s.portraitProblem.Show()
	} else {
		s.portrait.Resource = fyne.NewStaticResource("portrait.jpg", bytes.Clone(data))
	}
	s.portrait.Refresh()
}

func setMark(marks []string, id string, on bool) []string {
	out := marks[:0:0]
	for _, m := range marks {
		if m != id {
			out = append(out, m)
		}
	}
	if on {
		out = append(out, id)
	}
	return out
}

// row lays objects out in cells of the given widths, the last one taking the rest.
func row(widths []float32, objs ...fyne.CanvasObject) fyne.CanvasObject {
	cells := make([]fyne.CanvasObject, 0, len(objs))
	for i, o := range objs[:len(objs)-1] {
		cells = append(cells, container.NewGridWrap(fyne.NewSize(widths[i], o.MinSize().Height), o))
	}
	// The cells first and the last after them, so Tab goes along the row as it reads: a
	// Border container lists its centre first, which put a row's ▶ before its value.
	left := container.NewHBox(cells...)
	return container.New(layout.NewBorderLayout(nil, nil, left, nil), left, objs[len(objs)-1])
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// occupationLabel names the document's occupation field as the ruleset does, in words'
// language: "Klass", "Class".
func occupationLabel(shape screen.Shape, words engine.Words) string {
	if shape.Occupation != "" {
		return words.F(shape.Occupation)
	}
	return lang.L("Occupation")
}
