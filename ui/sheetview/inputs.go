package sheetview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/kit"
)

// inputs are the widgets of a roll form's or an action's fields, by field id: an entry for a
// number, a drop-down for a choice, a check for a flag. They know a field by its kind only.
type inputs struct {
	fields  []engine.Field
	words   engine.Words
	numbers map[string]*widget.Entry
	choices map[string]*widget.Select
	flags   map[string]*widget.Check
}

// newInputs makes the widgets of fields, each calling changed when it changes.
func newInputs(fields []engine.Field, words engine.Words, changed func()) *inputs {
	in := &inputs{fields: fields, words: words,
		numbers: map[string]*widget.Entry{}, choices: map[string]*widget.Select{}, flags: map[string]*widget.Check{}}
	for _, f := range fields {
		switch f.Kind {
		case engine.ChoiceField:
			sel := widget.NewSelect(f.ChoicesIn(words), func(string) { changed() })
			sel.PlaceHolder = f.LabelIn(words)
			if f.Default >= 0 && f.Default < len(f.Choices) {
				sel.SetSelectedIndex(f.Default)
			}
			in.choices[f.ID] = sel
		case engine.NumberField:
			entry := widget.NewEntry()
			entry.SetPlaceHolder(f.LabelIn(words))
			if f.Default != 0 {
				// An empty entry is 0, and shows what it is for (its placeholder) until typed in.
				entry.SetText(strconv.Itoa(f.Default))
			}
			entry.OnChanged = func(string) { changed() }
			in.numbers[f.ID] = entry
		case engine.FlagField:
			check := widget.NewCheck(f.LabelIn(words), func(bool) { changed() })
			check.SetChecked(f.Default == 1)
			in.flags[f.ID] = check
		}
	}
	return in
}

// widget is field f's widget.
func (in *inputs) widget(f engine.Field) fyne.CanvasObject {
	switch f.Kind {
	case engine.ChoiceField:
		return in.choices[f.ID]
	case engine.NumberField:
		return in.numbers[f.ID]
	}
	return in.flags[f.ID]
}

// forms lays the fields out as two forms, the choices beside the numbers, and the flags below:
// those of a group together in a grid, the others in a row.
func (in *inputs) forms() fyne.CanvasObject {
	left, right := widget.NewForm(), widget.NewForm()
	grouped := map[string]*fyne.Container{}
	var groups []string
	loose := container.NewHBox()
	for _, f := range in.fields {
		switch {
		case f.Kind == engine.ChoiceField:
			left.Append(f.LabelIn(in.words), in.choices[f.ID])
		case f.Kind == engine.NumberField:
			right.Append(f.LabelIn(in.words), kit.FixedWidth(kit.NumberWidth, in.numbers[f.ID]))
		case f.Group == "":
			loose.Add(in.flags[f.ID])
		default:
			if grouped[f.Group] == nil {
				grouped[f.Group] = container.NewGridWithColumns(3)
				groups = append(groups, f.Group)
			}
			grouped[f.Group].Add(in.flags[f.ID])
		}
	}
	out := container.NewVBox(container.NewGridWithColumns(2, left, right))
	for _, g := range groups {
		out.Add(grouped[g])
	}
	out.Add(loose)
	return out
}

// read puts each field's value into s; a number that does not read is said instead.
func (in *inputs) read(s *engine.Setup) string {
	if s.Values == nil {
		s.Values = map[string]int{}
	}
	for _, f := range in.fields {
		switch f.Kind {
		case engine.ChoiceField:
			if i := in.choices[f.ID].SelectedIndex(); i >= 0 {
				s.Values[f.ID] = i
			}
		case engine.FlagField:
			s.Values[f.ID] = 0
			if in.flags[f.ID].Checked {
				s.Values[f.ID] = 1
			}
		case engine.NumberField:
			t := strings.TrimSpace(in.numbers[f.ID].Text)
			if t == "" {
				s.Values[f.ID] = 0
				continue
			}
			v, err := strconv.Atoi(t)
			if err != nil {
				return lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": f.LabelIn(in.words), "Text": kit.Ellipsis(t, 20)})
			}
			s.Values[f.ID] = v
		}
	}
	return ""
}

// offer puts the choices of fields, as the ruleset gives them anew, into the drop-downs,
// keeping what was chosen where it is still offered.
func (in *inputs) offer(fields []engine.Field) {
	in.fields = fields
	for _, f := range fields {
		sel := in.choices[f.ID]
		if sel == nil {
			continue
		}
		selected := sel.SelectedIndex()
		sel.Options = f.ChoicesIn(in.words)
		if selected < 0 || selected >= len(f.Choices) {
			selected = min(max(f.Default, 0), len(f.Choices)-1)
		}
		if selected >= 0 {
			sel.SetSelectedIndex(selected)
		}
		sel.Refresh()
	}
}
