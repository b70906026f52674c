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
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/catalog"
	"rollformular/ui/kit"
)

// traitsSection lists the advantages and disadvantages with their levels and costs, and the
// drives.
type traitsSection struct {
	e      *Editor
	object fyne.CanvasObject
	list   *fyne.Container
	rows   []*traitRow
	shape  kit.RowShape
	drives *fyne.Container
	dShape int
	dRows  []*widget.SelectEntry
	budget *widget.Label
}

type traitRow struct {
	level     *widget.Select
	columns   columnRow // the ruleset's own members of a trait: background or concept
	skill     *widget.Entry
	cost, why *widget.Label
}

// levelNames are the three levels of a trait, which are also its cost classes.
func levelNames() []string {
	return []string{lang.L("1 limited"), lang.L("2 moderate"), lang.L("3 exceptional")}
}

func newTraitsSection(e *Editor) *traitsSection {
	s := &traitsSection{e: e, list: container.NewVBox(), drives: container.NewVBox(), budget: widget.NewLabel("")}
	s.budget.Wrapping = fyne.TextWrapWord
	add := widget.NewButtonWithIcon(lang.L("Add from the rules…"), theme.ContentAddIcon(), s.addFromCatalog)
	own := widget.NewButtonWithIcon(lang.L("Own trait…"), theme.ContentAddIcon(), s.addOwn)
	traits := widget.NewCard(e.words.F(e.rules.Shape.Traits.Title), "", container.NewVBox(container.NewHBox(add, own), s.list))
	content := container.NewVBox(s.budget, traits)
	if len(e.rules.Shape.Drives) > 0 {
		addDrive := widget.NewButtonWithIcon(lang.L("Add a drive"), theme.ContentAddIcon(), func() {
			if e.editRows(s.fill, func(doc *sheet.Character) { doc.Drives = append(doc.Drives, "") }) {
				e.win.Canvas().Focus(s.dRows[len(s.dRows)-1]) // to be typed in at once
			}
		})
		content.Add(widget.NewCard(lang.L("Drives"), lang.L("One is free; a second costs creation points"), container.NewVBox(s.drives, container.NewHBox(addDrive))))
	}
	s.object = container.NewVScroll(content)
	return s
}

func (s *traitsSection) fill() {
	e := s.e
	if s.shape.Update(len(e.doc.Traits), func(i int) string {
		return e.doc.Traits[i].ID + "\x00" + e.doc.Traits[i].Name + "\x00" + e.doc.Traits[i].Kind
	}) {
		s.build()
	}
	for i, t := range screen.TraitRows(e.rs, e.doc, nil, nil) {
		r := s.rows[i]
		r.level.SetSelectedIndex(t.Level - 1)
		r.columns.fill(t.Doc.Members)
		if r.skill != nil {
			setText(r.skill, t.Doc.Skill)
		}
	}
	if len(e.doc.Drives) != s.dShape {
		s.dShape = len(e.doc.Drives)
		s.buildDrives()
	}
	for i, d := range e.doc.Drives {
		setText(&s.dRows[i].Entry, d)
	}
}

func (s *traitsSection) build() {
	e := s.e
	s.list.Objects = nil
	s.rows = make([]*traitRow, len(e.doc.Traits))
	for i, t := range screen.TraitRows(e.rs, e.doc, nil, nil) {
		name := t.Name
		r := &traitRow{cost: widget.NewLabel(""), why: widget.NewLabel("")}
		r.why.SizeName = theme.SizeNameCaptionText
		r.why.Wrapping = fyne.TextWrapWord
		s.rows[i] = r
		r.level = widget.NewSelect(levelNames(), func(string) {
			level := r.level.SelectedIndex() + 1
			e.edit("", func(doc *sheet.Character) {
				if t.Fixed {
					doc.Traits[i].Level = 0 // the catalog's one level
				} else {
					doc.Traits[i].Level = level
				}
			})
		})
		if t.Fixed {
			r.level.Disable()
		}
		r.columns = e.columnRow(engine.TraitList, i, name)
		remove := kit.NewRemoveButton(e.host.Tips(), func() {
			e.removeRow(name, s.fill, func(doc *sheet.Character) { doc.Traits = slices.Delete(doc.Traits, i, i+1) })
		})
		controls := container.NewHBox(append([]fyne.CanvasObject{kit.FixedWidth(170, r.level)}, r.columns.objects...)...)
		if t.ForSkill {
			r.skill = e.textEntry(t.SkillPath, lang.L("Skill"), func(doc *sheet.Character, v string) { doc.Traits[i].Skill = v })
			r.skill.SetPlaceHolder(lang.L("Skill"))
			controls.Add(kit.FixedWidth(140, r.skill))
		}
		kind := t.Kind // its sign: "+", "−"
		label := bold(strings.TrimSpace(kind.Sign + " " + name))
		head := container.NewBorder(nil, nil, kit.FixedWidth(230, label),
			container.NewHBox(r.cost, remove), controls)
		s.list.Objects = append(s.list.Objects, container.NewVBox(head, r.why))
	}
	if len(e.doc.Traits) == 0 {
		s.list.Objects = append(s.list.Objects, widget.NewLabel(lang.L("No traits yet.")))
	}
	s.list.Refresh()
}

func (s *traitsSection) buildDrives() {
	e := s.e
	s.drives.Objects = nil
	s.dRows = make([]*widget.SelectEntry, len(e.doc.Drives))
	for i := range e.doc.Drives {
		entry := widget.NewSelectEntry(e.rules.Shape.Drives)
		e.bindText(&entry.Entry, fieldpath.Drive(i), lang.L("Drive"), sheet.MaxText, func(doc *sheet.Character, v string) { doc.Drives[i] = v })
		s.dRows[i] = entry
		remove := kit.NewRemoveButton(e.host.Tips(), func() {
			e.removeRow(e.doc.Drives[i], s.fill, func(doc *sheet.Character) { doc.Drives = slices.Delete(doc.Drives, i, i+1) })
		})
		s.drives.Objects = append(s.drives.Objects, container.NewBorder(nil, nil, nil, remove, entry))
	}
	if len(e.doc.Drives) == 0 {
		s.drives.Objects = append(s.drives.Objects, widget.NewLabel(lang.L("No drives yet.")))
	}
	s.drives.Refresh()
}

func (s *traitsSection) show() {
	e := s.e
	rows := screen.TraitRows(e.rs, e.doc, e.layout, e.filed)
	for i, r := range s.rows[:min(len(rows), len(s.rows))] {
		v := rows[i].Derived
		if v.Label == "" {
			r.cost.SetText("")
			r.why.SetText(kit.ShortText(strings.Join(rows[i].Problems, "; ")))
			continue
		}
		r.cost.SetText(v.Detail.In(e.words))
		r.why.SetText(kit.ShortText(v.Why.In(e.words)))
	}
	if v := e.layout.Budget; v != nil {
		s.budget.SetText(kit.ShortText(e.budgetLine() + ". " + v.Why.In(e.words)))
	}
}

// addFromCatalog shows the rules' traits with a search, and adds the chosen one.
func (s *traitsSection) addFromCatalog() {
	e := s.e
	catalog.Picker{
		Title:  e.words.F(e.rules.Shape.Traits.Title),
		Items:  e.rules.Traits,
		Status: e.budgetLine,
		Label:  func(it engine.CatalogItem) string { return it.Name },
		// Sorted by its column, the advantages come apart from the disadvantages.
		Columns: []catalog.Column{
			{Head: lang.L("Kind"), Text: func(it engine.CatalogItem) string {
				kind, _ := e.rules.Shape.Traits.KindOf(it.Kind)
				return e.words.F(kind.Name)
			}},
			{Head: lang.L("Level"), Text: func(it engine.CatalogItem) string {
				if it.Level == 0 {
					return lang.L("chosen")
				}
				return strconv.Itoa(it.Level)
			}},
		},
		OnPick: func(it engine.CatalogItem) bool {
			t := sheet.Trait{ID: it.ID, Members: e.newRow(engine.TraitList)}
			if it.Level == 0 {
				t.Level = 1
			}
			return e.editRows(s.fill, func(doc *sheet.Character) { doc.Traits = append(doc.Traits, t) })
		},
	}.Show(e.win, e.words)
}

// addOwn adds a trait of the player's own, as the Coriolis rulebook has many more.
func (s *traitsSection) addOwn() {
	e := s.e
	name := widget.NewEntry()
	kinds := e.rules.Shape.Traits.Kinds
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = e.words.F(k.Name)
	}
	kind := widget.NewRadioGroup(names, nil)
	if len(names) > 0 {
		kind.SetSelected(names[0])
	}
	level := widget.NewSelect(levelNames(), nil)
	level.SetSelectedIndex(0)
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem("", kind), widget.NewFormItem(lang.L("Level"), level)}
	dialog.ShowForm(lang.L("Own trait"), lang.L("Add"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		if strings.TrimSpace(name.Text) == "" {
			e.ShowError(lang.L("Cannot add the trait"), fmt.Errorf("%s", lang.L("A trait needs a name")))
			return
		}
		t := sheet.Trait{Name: strings.TrimSpace(name.Text), Level: level.SelectedIndex() + 1, Members: e.newRow(engine.TraitList)}
		if i := slices.Index(names, kind.Selected); i >= 0 {
			t.Kind = kinds[i].ID
		}
		e.editRows(s.fill, func(doc *sheet.Character) { doc.Traits = append(doc.Traits, t) })
	}, e.win)
}
