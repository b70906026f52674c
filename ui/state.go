package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
)

// stateSection is the sheet in play: LP left, the wounds and what they do, and the actions
// of the table (take damage, first aid, a week of rest).
type stateSection struct {
	e      *Editor
	play   engine.Harm
	object fyne.CanvasObject
	values *valueList
	wounds *fyne.Container
	part   *widget.Select
	damage *widget.Entry
	kind   *widget.Select
	// shooters is the number of shooters of a ranged attack, where the ruleset counts them.
	shooters *widget.Entry
	// conditions are a check per condition of the ruleset's, by id.
	conditions map[string]*widget.Check
}

func newStateSection(e *Editor) *stateSection {
	s := &stateSection{e: e, values: newValueList(e.words, nil), wounds: container.NewVBox()}
	s.play, _ = e.rs.(engine.Harm)
	var parts []string
	for _, p := range e.desc.BodyParts {
		parts = append(parts, p.Label)
	}
	s.part = widget.NewSelect(parts, nil)
	s.part.PlaceHolder = lang.L("Body part")
	s.damage = widget.NewEntry()
	s.damage.SetPlaceHolder(lang.L("Damage"))
	var kinds []string
	for _, t := range e.desc.DamageTypes {
		kinds = append(kinds, t.Name)
	}
	s.kind = widget.NewSelect(kinds, nil)
	if len(kinds) > 0 {
		s.kind.SetSelectedIndex(0)
	}
	take := widget.NewButtonWithIcon(lang.L("Take damage"), theme.ContentAddIcon(), s.takeDamage)
	addRow := container.NewGridWithColumns(4, s.part, s.damage, s.kind, take)
	if len(e.desc.BodyParts) == 0 {
		addRow = container.NewGridWithColumns(3, s.damage, s.kind, take)
	}
	if _, ok := e.rs.(engine.Volleys); ok {
		// A ranged attack's shooters cap how many of a horde count and are hit.
		s.shooters = widget.NewEntry()
		s.shooters.SetPlaceHolder(lang.L("Shooters (ranged attack)"))
		addRow = container.NewGridWithColumns(4, s.damage, s.kind, s.shooters, take)
	}

	var harm []string
	for _, t := range e.desc.Trackers {
		if t.Heals {
			harm = append(harm, t.Label)
		}
	}
	heal := lang.L("Remove every wound and clear {{.Trackers}}?", map[string]any{"Trackers": strings.Join(harm, ", ")})
	if len(harm) == 0 {
		heal = lang.L("Remove every wound?")
	}
	restLabel := lang.L("Rest a week")
	if e.desc.RestLabel != "" {
		restLabel = e.desc.RestLabel
	}
	rest := widget.NewButton(restLabel, func() {
		doc, report := s.play.Rest(e.doc, e.rng)
		e.replace(doc)
		e.log.add(time.Now(), restLabel, "", strings.Join(report, "; "))
	})
	reset := widget.NewButton(lang.L("Heal everything"), func() {
		dialog.ShowConfirm(lang.L("Heal everything"), heal, func(ok bool) {
			if !ok {
				return
			}
			doc := e.doc.Clone()
			doc.Wounds = nil
			doc.Conditions = nil
			for _, t := range e.desc.Trackers {
				if t.Heals {
					delete(doc.State, t.ID)
				}
			}
			e.replace(doc)
		}, e.win)
	})
	about := lang.L("Damage goes through the armor worn on the part")
	if len(e.desc.BodyParts) == 0 {
		about = lang.L("Type the whole damage before armor; the armor worn is taken off")
	}
	if e.desc.DamageAbout != "" {
		about = e.desc.DamageAbout
	}
	content := container.NewVBox(widget.NewCard(lang.L("Condition"), "", s.values.box))
	if len(e.desc.Conditions) > 0 {
		content.Add(s.conditionsCard())
	}
	if s.play == nil {
		// A ruleset without wounds: its state in play, and nothing to harm or heal.
		s.object = container.NewVScroll(content)
		return s
	}
	s.object = container.NewVScroll(container.NewVBox(
		content,
		widget.NewCard(lang.L("Wounds"), about, container.NewVBox(addRow, s.wounds)),
		container.NewHBox(rest, reset),
	))
	return s
}

func (s *stateSection) takeDamage() {
	e := s.e
	part := ""
	for _, p := range e.desc.BodyParts {
		if p.Label == s.part.Selected {
			part = p.ID
		}
	}
	n, err := strconv.Atoi(strings.TrimSpace(s.damage.Text))
	if (part == "" && len(e.desc.BodyParts) > 0) || err != nil {
		msg := lang.L("Choose a body part and type the damage as a whole number")
		if len(e.desc.BodyParts) == 0 {
			msg = lang.L("Type the damage as a whole number")
		}
		e.showError(lang.L("Cannot take the damage"), fmt.Errorf("%s", msg))
		return
	}
	kind := ""
	for _, t := range e.desc.DamageTypes {
		if t.Name == s.kind.Selected {
			kind = t.ID
		}
	}
	var doc *sheet.Character
	var report []string
	shots := ""
	if s.shooters != nil {
		shots = strings.TrimSpace(s.shooters.Text)
	}
	if shots == "" {
		doc, report, err = s.play.TakeDamage(e.doc, part, n, kind)
	} else if shooters, perr := strconv.Atoi(shots); perr != nil {
		err = fmt.Errorf("%s: %q", lang.L("Not a whole number"), shots)
	} else {
		doc, report, err = e.rs.(engine.Volleys).TakeShots(e.doc, n, shooters)
	}
	if err != nil {
		e.showError(lang.L("Cannot take the damage"), err)
		return
	}
	e.replace(doc)
	e.log.add(time.Now(), lang.L("Damage"), "", strings.Join(report, "; "))
	s.damage.SetText("")
}

// conditionsCard has a check per condition the character may be in; what a condition brings
// with it shows among the values above.
func (s *stateSection) conditionsCard() fyne.CanvasObject {
	e := s.e
	s.conditions = map[string]*widget.Check{}
	grid := container.NewGridWithColumns(4)
	for _, c := range e.desc.Conditions {
		check := widget.NewCheck(c.Name, func(on bool) {
			e.edit("", func(doc *sheet.Character) {
				doc.Conditions = slices.DeleteFunc(doc.Conditions, func(id string) bool { return id == c.ID })
				if on {
					doc.Conditions = append(doc.Conditions, c.ID)
				}
			})
		})
		s.conditions[c.ID] = check
		grid.Add(check)
	}
	return widget.NewCard(lang.L("Conditions"), lang.L("What a condition brings with it is listed above"), grid)
}

func (s *stateSection) fill() {
	for id, check := range s.conditions {
		check.SetChecked(slices.Contains(s.e.doc.Conditions, id))
	}
	// The rows show the wounds' flags too, which every action may change: rebuild them.
	e := s.e
	s.wounds.Objects = nil
	for i, w := range e.doc.Wounds {
		s.wounds.Objects = append(s.wounds.Objects, s.woundRow(i, w))
	}
	if len(e.doc.Wounds) == 0 {
		s.wounds.Objects = append(s.wounds.Objects, widget.NewLabel(lang.L("No wounds.")))
	}
	s.wounds.Refresh()
}

func (s *stateSection) woundRow(i int, w sheet.Wound) fyne.CanvasObject {
	e := s.e
	where := lang.L("straight to LP")
	if len(e.desc.BodyParts) == 0 {
		where = lang.L("Wound {{.N}}", map[string]any{"N": i + 1})
	}
	for _, p := range e.desc.BodyParts {
		if p.ID == w.Part {
			where = p.Label
		}
	}
	kind := w.Type
	if t, ok := engine.Item(e.desc.DamageTypes, w.Type); ok {
		kind = strings.ToLower(t.Name)
	}
	text := fmt.Sprintf("%s: %d %s", where, w.Damage, kind)
	var flags []string
	if w.Laser {
		flags = append(flags, "laser")
	}
	if w.Treated {
		flags = append(flags, lang.L("treated"))
	}
	if w.Stanched {
		flags = append(flags, lang.L("bleeding stopped"))
	}
	if w.Dice > 0 {
		flags = append(flags, lang.L("holds {{.N}} dice", map[string]any{"N": w.Dice}))
	}
	if w.Fatal {
		flags = append(flags, lang.L("fatal"))
	}
	if len(flags) > 0 {
		text += " (" + strings.Join(flags, ", ") + ")"
	}
	bind := widget.NewButton(lang.L("First aid"), func() {
		doc, report, err := s.play.BindWound(e.doc, i, e.rng)
		if err != nil {
			e.showError(lang.L("First aid"), err)
			return
		}
		e.replace(doc)
		e.log.add(time.Now(), lang.L("First aid"), "", strings.Join(report, "; "))
	})
	if w.Treated {
		bind.Disable()
	}
	remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		doc := e.doc.Clone()
		doc.Wounds = slices.Delete(doc.Wounds, i, i+1)
		e.replace(doc)
	})
	return container.NewBorder(nil, nil, nil, container.NewHBox(bind, remove), widget.NewLabel(text))
}

func (s *stateSection) show() {
	s.values.show(s.e.layout.State)
}
