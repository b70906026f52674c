package sheetview

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// columnRow is the inputs a row of one of the document's lists has for the ruleset's own
// members of it (engine.Column with OnRow): a skill's spent dice, a weapon's reach.
type columnRow struct {
	objects []fyne.CanvasObject // labels and inputs, in the ruleset's order, to add to the row
	fills   []func(m sheet.Members)
}

// fill shows the row's members as the document has them.
func (r columnRow) fill(m sheet.Members) {
	for _, f := range r.fills {
		f(m)
	}
}

// newRow is the members a row the player adds to list starts with.
func (e *Editor) newRow(list engine.List) sheet.Members { return e.rules.NewRow(list) }

// columnRow makes the inputs of row i of list, named after the row (rowName) in messages.
func (e *Editor) columnRow(list engine.List, i int, rowName string) columnRow {
	var r columnRow
	members := func(doc *sheet.Character) *sheet.Members { return engine.RowMembers(doc, list, i) }
	for _, col := range e.rules.Columns {
		if col.List != list || col.Edit&engine.OnRow == 0 {
			continue
		}
		label := e.words.F(col.Label)
		id := col.Field(i)
		switch col.Kind {
		case engine.FlagColumn:
			check := widget.NewCheck(label, func(b bool) {
				e.edit("", func(doc *sheet.Character) { col.SetFlag(members(doc), b) })
			})
			r.objects = append(r.objects, check)
			r.fills = append(r.fills, func(m sheet.Members) { check.SetChecked(col.Flag(m)) })
		case engine.NumberColumn:
			entry := e.numberEntry(id, rowName+" "+label, func() int { return col.Int(*members(e.doc)) },
				func(doc *sheet.Character, v int) { col.SetInt(members(doc), v) })
			r.add(label, entry, 60)
			r.fills = append(r.fills, func(m sheet.Members) { setText(&entry.Entry, strconv.Itoa(col.Int(m))) })
		case engine.DecimalColumn:
			entry := e.decimalEntry(id, rowName+" "+label, func() float64 { return col.Float(*members(e.doc)) },
				func(doc *sheet.Character, v float64) { col.SetFloat(members(doc), v) })
			entry.SetPlaceHolder(e.words.F(col.Hint))
			r.add(label, entry, 60)
			r.fills = append(r.fills, func(m sheet.Members) {
				if v := col.Float(m); v != 0 || entry.Text != "" {
					setText(entry, strconv.FormatFloat(v, 'f', -1, 64))
				}
			})
		case engine.TextColumn:
			entry := e.textEntry(id, rowName+" "+label, func(doc *sheet.Character, v string) { col.SetText(members(doc), v) })
			entry.SetPlaceHolder(e.words.F(col.Hint))
			r.add(label, entry, 80)
			r.fills = append(r.fills, func(m sheet.Members) { setText(entry, col.Text(m)) })
		}
	}
	return r
}

func (r *columnRow) add(label string, entry fyne.CanvasObject, width float32) {
	r.objects = append(r.objects, widget.NewLabel(label),
		kit.FixedWidth(width, entry))
}

// decimalEntry is a numberEntry for a number with a fraction, written 0,25, 0.25 or ¼.
func (e *Editor) decimalEntry(id fieldpath.Path, label string, current func() float64, apply func(doc *sheet.Character, v float64)) *widget.Entry {
	entry := widget.NewEntry()
	entry.AlwaysShowValidationError = true
	entry.OnChanged = func(s string) {
		if strings.TrimSpace(s) == "" {
			s = "0"
		}
		v, err := parseBoxes(s)
		if err != nil {
			e.markBad(entry, id, lang.L("Not a number"), lang.L("{{.Field}}: {{.Why}}; {{.Value}} still applies",
				map[string]any{"Field": label, "Why": err.Error(), "Value": strconv.FormatFloat(current(), 'f', -1, 64)}))
			return
		}
		e.markGood(entry, id)
		if current() != v {
			e.edit(string(id), func(doc *sheet.Character) { apply(doc, v) })
		}
	}
	return entry
}

// addColumns are the fields of the dialog that adds a row of the player's own to list, for
// the ruleset's members asked for there (engine.Column with OnAdd): a weapon's load boxes.
// set puts what was typed into the new row's members, or says what is wrong with it.
func (e *Editor) addColumns(list engine.List) (items []*widget.FormItem, set func(m *sheet.Members) error) {
	var sets []func(m *sheet.Members) error
	for _, col := range e.rules.Columns {
		if col.List != list || col.Edit&engine.OnAdd == 0 {
			continue
		}
		label := e.words.F(col.Label)
		if col.Kind == engine.FlagColumn {
			check := widget.NewCheck("", nil)
			items = append(items, widget.NewFormItem(label, check))
			sets = append(sets, func(m *sheet.Members) error { col.SetFlag(m, check.Checked); return nil })
			continue
		}
		entry := widget.NewEntry()
		entry.SetPlaceHolder(e.words.F(col.Hint))
		items = append(items, widget.NewFormItem(label, entry))
		sets = append(sets, func(m *sheet.Members) error {
			t := strings.TrimSpace(entry.Text)
			if t == "" {
				return nil
			}
			switch col.Kind {
			case engine.NumberColumn:
				v, err := strconv.Atoi(t)
				if err != nil {
					return fmt.Errorf("%s: %s: %q", label, lang.L("Not a whole number"), t)
				}
				col.SetInt(m, v)
			case engine.DecimalColumn:
				v, err := parseBoxes(t)
				if err != nil {
					return fmt.Errorf("%s: %w", label, err)
				}
				col.SetFloat(m, v)
			default:
				col.SetText(m, t)
			}
			return nil
		})
	}
	return items, func(m *sheet.Members) error {
		for _, set := range sets {
			if err := set(m); err != nil {
				return err
			}
		}
		return nil
	}
}
