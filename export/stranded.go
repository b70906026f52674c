package export

import "github.com/jung-kurt/gofpdf"

// A heading never ends a page or a column: what it heads follows it on its page. Each section
// keeps room for its heading and the start of what it heads (ensure), and a document counts
// what it draws so that a heading left alone at a page's foot can be found (stranded): a blank
// Letter sheet's "Vapen" ended its page 1, its lines to write weapons on all on page 2.

// headed is a heading drawn, with its column heads: the page it is on, and how many things
// had been drawn on that page when it was done.
type headed struct {
	page, draws int
	title       string
}

// drew counts a thing drawn on the current page, but not in its header or footer.
func (d *document) drew() {
	if d.frame {
		return
	}
	if d.drawn == nil {
		d.drawn = map[int]int{}
	}
	d.drawn[d.PageNo()]++
}

// headingDone marks the end of a heading, or of the column heads under it: what is drawn on
// its page after this is what it heads.
func (d *document) headingDone(title string) {
	n := d.PageNo()
	if k := len(d.headed) - 1; title == "" && k >= 0 && d.headed[k].page == n {
		d.headed[k].draws = d.drawn[n] // column heads, part of the heading before them
		return
	}
	d.headed = append(d.headed, headed{page: n, draws: d.drawn[n], title: title})
}

// stranded are the headings after which nothing was drawn on their page.
func (d *document) stranded() []headed {
	var out []headed
	for _, h := range d.headed {
		if d.drawn[h.page] == h.draws {
			out = append(out, h)
		}
	}
	return out
}

// The drawing of the sheet, counted.

func (d *document) Line(x1, y1, x2, y2 float64) { d.drew(); d.Fpdf.Line(x1, y1, x2, y2) }

func (d *document) Rect(x, y, w, h float64, style string) { d.drew(); d.Fpdf.Rect(x, y, w, h, style) }

func (d *document) Circle(x, y, r float64, style string) { d.drew(); d.Fpdf.Circle(x, y, r, style) }

func (d *document) ImageOptions(name string, x, y, w, h float64, flow bool, opt gofpdf.ImageOptions, link int, linkStr string) {
	d.drew()
	d.Fpdf.ImageOptions(name, x, y, w, h, flow, opt, link, linkStr)
}
