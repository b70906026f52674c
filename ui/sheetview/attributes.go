package sheetview

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// ownAttributes are the attributes a player adds where the rules allow them: a name and a
// value each.
type ownAttributes struct {
	e     *Editor
	box   *fyne.Container
	list  *fyne.Container
	shape kit.RowShape
	rows  map[string][2]*widget.Entry // id → name, value
}

func newOwnAttributes(e *Editor) *ownAttributes {
	o := &ownAttributes{e: e, list: container.NewVBox(), rows: map[string][2]*widget.Entry{}}
	add := widget.NewButtonWithIcon(lang.L("Own attribute…"), theme.ContentAddIcon(), o.add)
	o.box = container.NewVBox(o.list, container.NewHBox(add))
	return o
}

// own are the rows of the document's attributes the ruleset does not have, in id order, as
// the paper prints them.
func (o *ownAttributes) own() []screen.Attribute {
	e := o.e
	var out []screen.Attribute
	for _, r := range screen.Attributes(e.rs, e.doc, e.layout, e.filed) {
		if r.Own {
			out = append(out, r)
		}
	}
	return out
}

func (o *ownAttributes) fill() {
	rows := o.own()
	if o.shape.Update(len(rows), func(i int) string { return rows[i].ID }) {
		o.build(rows)
	}
	for _, r := range rows {
		w := o.rows[r.ID]
		setText(w[0], r.Given)
		setText(w[1], strconv.Itoa(r.Value))
	}
}

func (o *ownAttributes) build(rows []screen.Attribute) {
	e := o.e
	o.list.Objects = nil
	clear(o.rows)
	for _, r := range rows {
		id := r.ID
		name := e.textEntry(r.NamePath, r.Unnamed, func(doc *sheet.Character, v string) { setAttributeName(doc, id, v) })
		name.SetPlaceHolder(r.Unnamed)
		value := e.numberEntry(r.Path, id, func() int { return e.doc.Attributes[id] },
			func(doc *sheet.Character, v int) { doc.Attributes[id] = v })
		remove := kit.NewRemoveButton(e.host.Tips(), func() {
			e.editRows(o.fill, func(doc *sheet.Character) {
				delete(doc.Attributes, id)
				delete(doc.AttributeNames, id)
			})
		})
		o.rows[id] = [2]*widget.Entry{name, &value.Entry}
		o.list.Objects = append(o.list.Objects, container.NewBorder(nil, nil, kit.FixedWidth(180, name),
			remove, kit.FixedWidth(70, value)))
	}
	o.list.Refresh()
}

// add asks for a name and a value and adds the attribute under an id made from the name.
func (o *ownAttributes) add() {
	e := o.e
	name := widget.NewEntry()
	value := widget.NewEntry()
	value.SetText("10")
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem(lang.L("Value"), value)}
	dialog.ShowForm(lang.L("Own attribute"), lang.L("Add"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		n := strings.TrimSpace(name.Text)
		v, err := strconv.Atoi(strings.TrimSpace(value.Text))
		id := engine.ID(n)
		_, taken := e.doc.Attributes[id]
		if _, ruleset := e.rules.Attribute(id); ruleset {
			taken = true
		}
		switch {
		case n == "" || id == "" || err != nil:
			e.ShowError(lang.L("Cannot add the attribute"), fmt.Errorf("%s", lang.L("An attribute needs a name and a whole number")))
			return
		case taken:
			e.ShowError(lang.L("Cannot add the attribute"), fmt.Errorf("%s", lang.L("The character has that attribute already")))
			return
		}
		e.editRows(o.fill, func(doc *sheet.Character) {
			doc.Attributes[id] = v
			setAttributeName(doc, id, n)
		})
	}, e.win)
}

// setAttributeName names attribute id, or takes its name away when name is blank.
func setAttributeName(doc *sheet.Character, id, name string) {
	if strings.TrimSpace(name) == "" {
		delete(doc.AttributeNames, id)
		return
	}
	if doc.AttributeNames == nil {
		doc.AttributeNames = map[string]string{}
	}
	doc.AttributeNames[id] = name
}
