package catalog

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/kit"
)

// view shows the entries a catalogue picker found: a list of names, or, where the
// rules give facts of the entries or the picker columns of its own (a skill's group), a table
// with a column each, sorted by the column whose head was tapped last.
type view struct {
	object fyne.CanvasObject
	list   *widget.List  // nil for a table
	table  *widget.Table // nil for a list
	shown  func() []engine.CatalogItem
	label  func(engine.CatalogItem) string
	// columns are the picker's own, then the facts', in the order the catalogue first gives
	// them.
	columns []Column
	widths  []float32 // the columns', the name's first
	words   engine.Words
	sortBy  int // the column sorted by, 1 for the first fact; 0 for the search's order
	desc    bool
	// unchosen is called when a sort leaves no entry chosen.
	unchosen func()
}

// A Column is a column of the picker's table before the rules' facts (a skill's group): its
// head, in the reader's language, and an entry's text there.
type Column struct {
	Head string
	Text func(engine.CatalogItem) string
}

// newView is the view of what picker p found, as shown gives it; chosen is told the index of an
// entry chosen.
func newView(p Picker, words engine.Words, shown func() []engine.CatalogItem, chosen func(int)) *view {
	v := &view{shown: shown, label: p.Label, words: words, columns: slices.Clone(p.Columns)}
	var facts []string
	for _, it := range p.Items {
		for _, f := range it.Facts {
			if !slices.Contains(facts, f.Label) {
				facts = append(facts, f.Label)
				v.columns = append(v.columns, Column{words.F(f.Label), factText(f.Label)})
			}
		}
	}
	if len(v.columns) == 0 {
		v.list = widget.NewList(func() int { return len(v.shown()) },
			func() fyne.CanvasObject { return widget.NewLabel("") },
			func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(v.label(v.shown()[i])) })
		v.list.OnSelected = func(i widget.ListItemID) { chosen(i) }
		v.object = v.list
		return v
	}
	v.table = widget.NewTableWithHeaders(func() (int, int) { return len(v.shown()), len(v.columns) + 1 },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(v.cell(v.shown()[id.Row], id.Col))
		})
	v.table.ShowHeaderColumn = false
	v.table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	v.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		b.SetText(v.head(id.Col))
		b.OnTapped = func() { v.sort(id.Col + 1) }
	}
	v.table.OnSelected = func(id widget.TableCellID) { chosen(id.Row) }
	for c := range len(v.columns) + 1 {
		v.widths = append(v.widths, v.columnWidth(p.Items, c))
		v.table.SetColumnWidth(c, v.widths[c])
	}
	v.object = v.table
	return v
}

// cell is the text of entry it in column c: its name (as the picker labels it), or a fact.
func (v *view) cell(it engine.CatalogItem, c int) string {
	if c == 0 {
		return v.label(it)
	}
	return v.columns[c-1].Text(it)
}

// factText is an entry's text of the fact named label.
func factText(label string) func(engine.CatalogItem) string {
	return func(it engine.CatalogItem) string {
		for _, f := range it.Facts {
			if f.Label == label {
				return f.Text
			}
		}
		return ""
	}
}

// head is column c's head, with an arrow where the table is sorted by it.
func (v *view) head(c int) string {
	h := v.columnHead(c)
	if v.sortBy == c+1 {
		if v.desc {
			return h + " ▼"
		}
		return h + " ▲"
	}
	return h
}

// columnHead is column c's head in the reader's language: the name, or the fact's label.
func (v *view) columnHead(c int) string {
	if c == 0 {
		return lang.L("Name")
	}
	return v.columns[c-1].Head
}

// columnWidth fits column c to its head and its longest text (kit.ColumnWidth).
func (v *view) columnWidth(items []engine.CatalogItem, c int) float32 {
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = v.cell(it, c)
	}
	if c == 0 { // the names: as wide as the longest, within reason
		return kit.ColumnWidth(v.columnHead(c), texts, 2*kit.MaxColumnWidth)
	}
	return kit.ColumnWidth(v.columnHead(c), texts, kit.MaxColumnWidth)
}

// width is what the table takes across, or 0 for a list.
func (v *view) width() float32 {
	if v.table == nil {
		return 0
	}
	var w float32
	for _, cw := range v.widths {
		w += cw + theme.Padding() // and the divider
	}
	return w
}

// sort orders the table by column c, the other way round when it already was.
func (v *view) sort(c int) {
	if v.sortBy == c {
		v.desc = !v.desc
	} else {
		v.sortBy, v.desc = c, false
	}
	shown := v.shown()
	sorted := v.order(shown)
	copy(shown, sorted)
	v.reset()
	if v.unchosen != nil {
		v.unchosen()
	}
}

// inSwedishOrder is items by their names in Swedish order, the catalogue's first order.
func inSwedishOrder(items []engine.CatalogItem) []engine.CatalogItem {
	out := slices.Clone(items)
	slices.SortStableFunc(out, func(a, b engine.CatalogItem) int { return kit.CompareTexts(a.Plain(), b.Plain()) })
	return out
}

// order is items in the table's order: as given until a column is chosen, then by its texts
// in Swedish order, as numbers where both are ("10" after "9").
func (v *view) order(items []engine.CatalogItem) []engine.CatalogItem {
	if v.sortBy == 0 {
		return items
	}
	out := slices.Clone(items)
	slices.SortStableFunc(out, func(a, b engine.CatalogItem) int {
		r := kit.CompareTexts(v.cell(a, v.sortBy-1), v.cell(b, v.sortBy-1))
		if v.desc {
			return -r
		}
		return r
	})
	return out
}

// choose chooses entry i, scrolled into sight, as a tap on it does.
func (v *view) choose(i int) {
	if v.list != nil {
		v.list.Select(i)
		v.list.ScrollTo(i)
		return
	}
	v.table.Select(widget.TableCellID{Row: i, Col: 0})
	v.table.ScrollTo(widget.TableCellID{Row: i, Col: 0})
}

// reset shows the entries anew, none chosen, from the top.
func (v *view) reset() {
	if v.list != nil {
		v.list.UnselectAll()
		v.list.ScrollToTop()
		v.list.Refresh()
		return
	}
	v.table.UnselectAll()
	v.table.ScrollToTop()
	v.table.Refresh()
}

// Label is a catalogue entry as a drop-down offers it: its name and what the rules give
// of it, "Ringbrynja  (H 4 · K 3 · S 4)", so an armor is chosen knowing what it stops.
func Label(it engine.CatalogItem, words engine.Words) string {
	var facts []string
	for _, f := range it.Facts {
		if f.Text != "" {
			facts = append(facts, words.F(f.Label)+" "+f.Text)
		}
	}
	if len(facts) == 0 {
		return it.Plain()
	}
	return it.Plain() + "  (" + strings.Join(facts, " · ") + ")"
}
