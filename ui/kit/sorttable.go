package kit

import (
	"cmp"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// swedish orders texts as a Swedish reader looks them up, case aside: Å, Ä and Ö after Z,
// where a byte order put Ödesmästare between Närstrid and Övertala's O.
var swedish = collate.New(language.Swedish, collate.IgnoreCase)

// CompareTexts orders two texts of a column: as numbers where both are ("10" after "9"), else
// in Swedish order.
func CompareTexts(x, y string) int {
	if m, err := strconv.ParseFloat(x, 64); err == nil {
		if n, err := strconv.ParseFloat(y, 64); err == nil {
			return cmp.Compare(m, n)
		}
	}
	return swedish.CompareString(x, y)
}

// MaxColumnWidth bounds a column of a table of texts; a longer text is cut there.
const MaxColumnWidth = 260

// ColumnWidth fits a column to its head (with room for a sort arrow) and its longest text, up
// to most.
func ColumnWidth(head string, texts []string, most float32) float32 {
	measure := func(s string) float32 { return fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width }
	w := measure(head+" ▲") + 4*theme.Padding()
	for _, s := range texts {
		// A label sets its text in by its inner padding each side: measured with the outer
		// padding, names a few points short of it were cut.
		w = max(w, measure(s)+2*theme.InnerPadding()+2)
	}
	return min(w, most)
}

// SortTable is a table of texts under a row of heads, each a button that sorts the rows by
// its column, tapped again the other way round (CompareTexts). Rows are told by their index
// in the rows given (SetRows), whatever order they are shown in.
type SortTable struct {
	Table *widget.Table
	// OnSelected is called with the row chosen, by its index in the rows given.
	OnSelected func(row int)

	heads []string
	rows  [][]string
	order []int // the rows' indexes in the order shown
	// sortBy is the column sorted by, -1 for the order given; desc turns it round.
	sortBy int
	desc   bool
}

// NewSortTable is an empty table.
func NewSortTable() *SortTable {
	t := &SortTable{sortBy: -1}
	t.Table = widget.NewTableWithHeaders(func() (int, int) { return len(t.order), len(t.heads) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row < len(t.order) && id.Col < len(t.heads) {
				// A cell reused for the text it holds already is left as it is: a label set anew lays
				// its text out again, and a table redrawn after each edit of a campaign of 200
				// documents set every cell in sight.
				SetLabel(o.(*widget.Label), t.rows[t.order[id.Row]][id.Col])
			}
		})
	t.Table.ShowHeaderColumn = false
	t.Table.CreateHeader = func() fyne.CanvasObject { return widget.NewButton("", nil) }
	t.Table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col >= len(t.heads) {
			return
		}
		b.SetText(t.head(id.Col))
		b.OnTapped = func() { t.Sort(id.Col) }
	}
	t.Table.OnSelected = func(id widget.TableCellID) {
		if t.OnSelected != nil && id.Row >= 0 && id.Row < len(t.order) {
			t.OnSelected(t.order[id.Row])
		}
	}
	return t
}

// SetRows shows rows under heads, each row a text per head, sorted as the table was; the
// columns are fitted to their texts, the first (the names) up to twice as wide as the rest.
func (t *SortTable) SetRows(heads []string, rows [][]string) {
	if t.sortBy >= len(heads) {
		t.sortBy, t.desc = -1, false
	}
	// No row is drawn while the columns are fitted: each width set redraws the table.
	t.heads, t.rows, t.order = heads, rows, nil
	for c, h := range heads {
		texts := make([]string, len(rows))
		for i, r := range rows {
			texts[i] = r[c]
		}
		most := float32(MaxColumnWidth)
		if c == 0 {
			most *= 2
		}
		t.Table.SetColumnWidth(c, ColumnWidth(h, texts, most))
	}
	t.reorder()
}

// Sort orders the rows by column c, the other way round when they already were.
func (t *SortTable) Sort(c int) {
	if t.sortBy == c {
		t.desc = !t.desc
	} else {
		t.sortBy, t.desc = c, false
	}
	t.reorder()
}

// Shown are the rows' indexes in the order shown.
func (t *SortTable) Shown() []int { return slices.Clone(t.order) }

func (t *SortTable) reorder() {
	t.order = make([]int, len(t.rows))
	for i := range t.order {
		t.order[i] = i
	}
	if t.sortBy >= 0 {
		c := t.sortBy
		slices.SortStableFunc(t.order, func(a, b int) int {
			r := CompareTexts(t.rows[a][c], t.rows[b][c])
			if t.desc {
				return -r
			}
			return r
		})
	}
	t.Table.UnselectAll()
	t.Table.Refresh()
}

// head is column c's head, with an arrow where the table is sorted by it.
func (t *SortTable) head(c int) string {
	switch {
	case t.sortBy != c:
		return t.heads[c]
	case t.desc:
		return t.heads[c] + " ▼"
	}
	return t.heads[c] + " ▲"
}
