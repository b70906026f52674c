package sheetview

import (
	"fmt"
	"math"
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
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/catalog"
	"rollformular/ui/kit"
)

// gearList is what the character carries, line by line, with the load it makes.
type gearList struct {
	e     *Editor
	card  *widget.Card
	list  *fyne.Container
	dense *container.ThemeOverride // the list's, refreshed as its rows are built
	rows  []*gearRow
	shape kit.RowShape
	load  *valueList
	boxes *widget.Label
}

type gearRow struct {
	count  *numberField
	weight *widget.Label
}

func newGearList(e *Editor) *gearList {
	g := &gearList{e: e, list: container.NewVBox(), load: newValueList(e.words, e.host.Tips(), nil), boxes: widget.NewLabel("")}
	g.boxes.TextStyle = fyne.TextStyle{Monospace: true}
	pick := widget.NewButtonWithIcon(lang.L("Gear from the rules…"), theme.ContentAddIcon(), g.addFromCatalog)
	own := widget.NewButtonWithIcon(lang.L("Own gear…"), theme.ContentAddIcon(), g.addOwn)
	g.dense = dense(g.list) // the rows dense, as the skills'
	g.card = widget.NewCard(lang.L("Load"), lang.L("Armor worn weighs nothing; its beg counts instead"),
		container.NewVBox(g.load.box, g.boxes, container.NewHBox(pick, own), g.dense))
	return g
}

// addFromCatalog adds gear from the rules' list, one entry or a list typed with commas.
func (g *gearList) addFromCatalog() {
	e := g.e
	catalog.Picker{
		Title: lang.L("Add gear"),
		Items: e.rules.Gear,
		Label: func(it engine.CatalogItem) string { return it.Plain() },
		OnPick: func(it engine.CatalogItem) bool {
			return e.editRows(g.fill, func(doc *sheet.Character) {
				doc.Gear = append(doc.Gear, sheet.Gear{ID: it.ID, Members: e.newRow(engine.GearList)})
			})
		},
	}.Show(e.win, e.words)
}

func (g *gearList) fill() {
	e := g.e
	if g.shape.Update(len(e.doc.Gear), func(i int) string { return e.doc.Gear[i].ID + "\x00" + e.doc.Gear[i].Name }) {
		g.build()
	}
	for i, it := range screen.GearRows(e.rs, e.doc, nil, nil) {
		setText(&g.rows[i].count.Entry, strconv.Itoa(it.Count))
	}
}

func (g *gearList) build() {
	e := g.e
	g.list.Objects = nil
	g.rows = make([]*gearRow, len(e.doc.Gear))
	for i, it := range screen.GearRows(e.rs, e.doc, nil, nil) {
		name := it.Name
		r := &gearRow{weight: widget.NewLabel("")}
		g.rows[i] = r
		// A count of 0 is no count in the document, which means one: the line is removed instead.
		r.count = e.countEntry(it.CountPath, name, 1, func() int { return max(e.doc.Gear[i].Count, 1) },
			func(doc *sheet.Character, v int) { doc.Gear[i].Count = v })
		remove := kit.NewRemoveButton(e.host.Tips(), func() {
			e.removeRow(name, g.fill, func(doc *sheet.Character) { doc.Gear = slices.Delete(doc.Gear, i, i+1) })
		})
		count := kit.FixedWidth(60, r.count)
		g.list.Objects = append(g.list.Objects, container.NewBorder(nil, nil, container.NewHBox(count, bold(name)), container.NewHBox(r.weight, remove)))
	}
	g.dense.Refresh() // themes the rows just made
}

func (g *gearList) show() {
	e := g.e
	load := e.layout.Load
	if load == nil {
		return
	}
	g.load.show([]engine.Value{load.Capacity, load.Carried})
	rows := screen.GearRows(e.rs, e.doc, e.layout, e.filed)
	for i, r := range g.rows[:min(len(rows), len(g.rows))] {
		if v := rows[i].Derived; v.Label != "" {
			r.weight.SetText(v.TextIn(e.words) + " " + v.Abbr)
		} else {
			r.weight.SetText(strings.Join(rows[i].Problems, "; "))
		}
	}
	g.boxes.SetText(loadBoxes(load.Boxes, load.Free, e.rules.Shape.LoadBoxes))
}

// maxDots is the most boxes drawn as glyphs beyond the sheet's: above any legal load, so a
// character within the rules always sees glyphs, and a document with an absurd number costs
// no more to draw than a legal one.
const maxDots = 40

// loadBoxes draws the sheet's load boxes, filled as far as the load goes, a bar after each
// multiple of the capacity, where the penalties start: "■■■■■|■□□□□ □□□□□". A load past what
// a row can show (more than maxDots boxes beyond the sheet's) is written as a number after the
// full row, so an absurd count costs no more than a legal one.
func loadBoxes(load float64, capacity, boxes int) string {
	limit := max(boxes, 0) + maxDots
	if !(load <= float64(limit)) { // NaN too
		return loadBoxes(float64(max(boxes, 0)), capacity, boxes) + fmt.Sprintf(" +%g", load-float64(max(boxes, 0)))
	}
	n := int(math.Ceil(load))
	var b strings.Builder
	for i := range max(boxes, n) {
		switch {
		case i > 0 && capacity > 0 && i%capacity == 0:
			b.WriteString("|")
		case i > 0 && i%5 == 0:
			b.WriteString(" ")
		}
		if i < n {
			b.WriteString("■")
		} else {
			b.WriteString("□")
		}
	}
	return b.String()
}

// addOwn adds a thing of the player's own, weighed in boxes or in kilograms.
func (g *gearList) addOwn() {
	e := g.e
	name := widget.NewEntry()
	count := widget.NewEntry()
	count.SetText("1")
	items := []*widget.FormItem{widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem(lang.L("Count"), count)}
	own, setOwn := e.addColumns(engine.GearList)
	items = append(items, own...)
	dialog.ShowForm(lang.L("Own gear"), lang.L("Add"), lang.L("Cancel"), items, func(ok bool) {
		if !ok {
			return
		}
		it := sheet.Gear{Name: strings.TrimSpace(name.Text), Members: e.newRow(engine.GearList)}
		n, err := strconv.Atoi(strings.TrimSpace(count.Text))
		if it.Name == "" || err != nil || n < 1 {
			e.ShowError(lang.L("Cannot add the gear"), fmt.Errorf("%s", lang.L("Gear needs a name and a count of at least 1")))
			return
		}
		if n > 1 {
			it.Count = n
		}
		if err := setOwn(&it.Members); err != nil {
			e.ShowError(lang.L("Cannot add the gear"), err)
			return
		}
		e.editRows(g.fill, func(doc *sheet.Character) { doc.Gear = append(doc.Gear, it) })
	}, e.win)
}

// diceGlyphs draws dice as the paper's boxes: a ● for each one ready and a ○ for each spent or
// kept by wounds, in fives. b is bounded by the model (screen.MaxPoolBoxes), so a document's
// absurd count costs no more than a legal one.
func diceGlyphs(b screen.Boxes) string {
	var s strings.Builder
	for i := range b.N {
		if i > 0 && i%5 == 0 {
			s.WriteString(" ")
		}
		if i < b.N-b.Crossed {
			s.WriteString("●")
		} else {
			s.WriteString("○")
		}
	}
	return s.String()
}
