// Package export renders characters to printable PDF with gofpdf.
//
// Every document embeds the Go fonts (they cover Swedish and the rules' symbols) from its own
// copy of the font bytes, because gofpdf writes into the bytes it is given and races when two
// documents share them. Output is deterministic for a fixed Options.Time: catalog sorting is
// on and both PDF dates come from it.
package export

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"rollformular/engine"
)

// Options says how to print.
type Options struct {
	Paper string    // "a4" (the default) or "letter"
	Time  time.Time // the creation date written into the PDF; zero means now
	// HouseRules names the house-rules pack the characters were read by; every page's foot
	// says it, so a sheet printed by a group's rules is never taken for the rules'.
	HouseRules string
	// Language is the locale or language tag the paper is worded in ("en", "en_US.UTF-8");
	// anything but English, and "", is Swedish, the rules' own language.
	Language string
}

// Papers lists the paper sizes Options.Paper takes.
var Papers = []string{"a4", "letter"}

// TimeFromSourceDateEpoch reads the value of SOURCE_DATE_EPOCH (seconds since 1970). An empty
// value gives the zero time, which means "now".
func TimeFromSourceDateEpoch(v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	secs, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q is not a whole number of seconds", v)
	}
	return time.Unix(secs, 0).UTC(), nil
}

const (
	fontFamily = "go"
	margin     = 12.0 // mm
)

// Ink colours: black for what carries information, grey for rules and hints.
var (
	ink      = [3]int{0, 0, 0}
	ruleGrey = [3]int{170, 170, 170}
	hintGrey = [3]int{100, 100, 100}
	// errorInk says a document breaks its rules: dark red, still legible in black and white.
	errorInk = [3]int{160, 0, 0}
	// shadeGrey fills what is used up: the load carried, the life points lost.
	shadeGrey = [3]int{225, 225, 225}
)

// document wraps a gofpdf document with the project's page setup.
type document struct {
	*gofpdf.Fpdf
	// sheets are the characters printed so far, by their first page: whose page a header or a
	// footer is on, and how their pages are numbered.
	sheets []*sheetPages
	// tops is where each page's content starts, below its slim header.
	tops map[int]float64
	// cont draws the heading the section being laid out repeats on each page it continues on
	// ("Vapen (forts.)" and its column heads) and returns the y below it; nil between sections.
	cont func(y float64) float64
	// paper is the paper the document is on, as Options names it: a scratch document of the
	// same is laid out to measure a page (pageOneHolds).
	paper string
	// houseRules is Options.HouseRules, said at every page's foot.
	houseRules string
	// notes are the texts cut on the sheet being laid out, in full, by the number their mark
	// gives (cut); noted numbers each from 0. endSheet prints them on the sheet's last page.
	notes []string
	noted map[string]int
	// style and size are the font font set last; wrapped are the long texts wrap broke into
	// lines, by the font and width, shared with the scratch documents that measure a page 1
	// (pageOneHolds), which lay the same page out again for each way it may fit.
	style   string
	size    float64
	wrapped map[wrapKey][]string
	// widths are the runes' widths runeWidth measured, by style, at size 1; shared as wrapped.
	widths map[styledRune]float64
	// drawn counts what is drawn on each page but in its header and footer (frame); headed
	// are the headings drawn (stranded.go).
	// english says the paper is worded in English (Options.Language).
	english bool
	drawn   map[int]int
	headed  []headed
	frame   bool
}

// styledRune is a rune in a style of the sheet's font.
type styledRune struct {
	style string
	r     rune
}

// wrapKey is what wrap's lines of a text depend on: the text, the font and the width.
type wrapKey struct {
	text, style string
	size, w     float64
}

// sheetPages are the pages of one character's sheet, numbered from its first: "2 / 3", the 3
// an alias that gofpdf replaces on output with the count endSheet gives it.
type sheetPages struct {
	first int
	alias string // "{#3}": short, as its width, not the number's, places the number
	title string // the slim header's "Åsa Järnhand · Spelsystemet · Spelare: Kim"
	// cut is the title as fit last cut it to cutW, in the slim header's font: the headers
	// of a sheet's pages are mostly the same width, and cutting a title of 2,000-letter
	// names anew for each of thousands of pages was half the time of printing them.
	cut  string
	cutW float64
}

// titleIn is the title cut to w in the current font, which is the slim header's.
func (s *sheetPages) titleIn(d *document, w float64) string {
	if w != s.cutW || s.cut == "" {
		s.cut, s.cutW = d.cut(s.title, w), w
	}
	return s.cut
}

func newDocument(opt Options, title string) (*document, error) {
	switch strings.ToLower(opt.Paper) {
	case "", "a4", "letter":
	default:
		return nil, fmt.Errorf("paper %q is not one of %s", opt.Paper, strings.Join(Papers, ", "))
	}
	pdf := gofpdf.New("P", "mm", paperSize(opt.Paper), "")
	pdf.AddUTF8FontFromBytes(fontFamily, "", bytes.Clone(goregular.TTF))
	pdf.AddUTF8FontFromBytes(fontFamily, "B", bytes.Clone(gobold.TTF))
	t := opt.Time
	if t.IsZero() {
		t = time.Now()
	}
	pdf.SetCreationDate(t)
	pdf.SetModificationDate(t)
	pdf.SetCatalogSort(true)
	pdf.SetCreator("Rollformulär", true)
	pdf.SetTitle(title, true)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin)
	pdf.AliasNbPages("{nb}")
	d := &document{Fpdf: pdf, tops: map[int]float64{}, paper: opt.Paper, houseRules: opt.HouseRules,
		wrapped: map[wrapKey][]string{}, widths: map[styledRune]float64{}, english: engine.IsEnglish(opt.Language)}
	pdf.SetHeaderFunc(d.pageHeader)
	pdf.SetFooterFunc(d.pageFooter)
	return d, pdf.Error()
}

// sheetOn is the character sheet page n belongs to; nil outside one (a page of NPC blocks).
func (d *document) sheetOn(n int) *sheetPages {
	for i := len(d.sheets) - 1; i >= 0; i-- {
		if d.sheets[i].first <= n {
			return d.sheets[i]
		}
	}
	return nil
}

// startSheet begins a character's sheet on a new page, numbered from 1; endSheet, once its
// pages are laid out, says how many there are.
func (d *document) startSheet(title string) *sheetPages {
	s := &sheetPages{first: d.PageCount() + 1, alias: fmt.Sprintf("{#%d}", len(d.sheets)+1), title: title}
	d.sheets = append(d.sheets, s)
	d.cont = nil // the last character's last section does not go on onto this one's page
	d.AddPage()
	return s
}

func (d *document) endSheet(s *sheetPages) {
	d.continued()
	d.RegisterAlias(s.alias, strconv.Itoa(d.PageCount()-s.first+1))
}

// slimHeader is the height of the header on a sheet's pages after its first.
const slimHeader = 7.0

// pageHeader runs as each page begins: a sheet's page after its first gets the slim header
// that says whose it is and which of its pages, and the section that continues onto it its
// heading again.
func (d *document) pageHeader() {
	d.frame = true
	n := d.PageNo()
	if s := d.sheetOn(n); s != nil && n > s.first {
		left, top, right, _ := d.GetMargins()
		w, _ := d.GetPageSize()
		d.font("", 8, hintGrey)
		number := fmt.Sprintf("%d / %s", n-s.first+1, s.alias)
		nw := d.GetStringWidth(number) + 2
		d.text(left, top-2, w-left-right-nw, 5, s.titleIn(d, w-left-right-nw), "L")
		d.SetXY(w-right-nw, top-2)
		d.CellFormat(nw, 5, number, "", 0, "R", false, 0, "")
		d.rule(top + 3.5)
		d.SetY(top + slimHeader - 2)
	}
	d.tops[n] = d.GetY()
	if d.cont != nil {
		d.SetY(d.cont(d.GetY()))
	}
	d.frame = false
}

// pageFooter numbers a page that has no slim header: a sheet's first page within the sheet,
// any other page within the document.
func (d *document) pageFooter() {
	d.frame = true
	defer func() { d.frame = false }()
	n := d.PageNo()
	number := fmt.Sprintf("%d / {nb}", n)
	if s := d.sheetOn(n); s != nil && n > s.first {
		number = "" // the slim header numbers it
	} else if s != nil {
		number = "1 / " + s.alias
	}
	d.SetY(-margin + 2)
	d.font("", 8, hintGrey)
	if d.houseRules != "" {
		left, _, _, _ := d.GetMargins()
		d.name(left, d.GetY(), 70, 5, d.say("House rules")+": "+d.houseRules, "", 8, nameFloor, hintGrey)
	}
	if number != "" {
		d.SetY(-margin + 2)
		d.font("", 8, hintGrey)
		d.CellFormat(0, 5, number, "", 0, "C", false, 0, "")
	}
}

// font sets the face, size in points and colour in one step.
func (d *document) font(style string, size float64, rgb [3]int) {
	d.SetFont(fontFamily, style, size)
	d.style, d.size = style, size
	d.SetTextColor(rgb[0], rgb[1], rgb[2])
}

// finish writes the document to w, or returns the first error gofpdf met.
func (d *document) finish(w io.Writer) error {
	d.continued() // the notes of pages outside a sheet: NPC blocks
	if err := d.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if err := d.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}

// continued prints the texts cut on the sheet just laid out, each in full beside the mark its
// cut gave it, from a new page that says what it is, and forgets them. A page header that
// cuts the sheet's title on that page adds it, and it is printed too.
func (d *document) continued() {
	if len(d.notes) == 0 {
		return
	}
	d.cont = nil
	d.AddPage()
	left, _, right, _ := d.GetMargins()
	pw, _ := d.GetPageSize()
	w := pw - left - right
	heading := func(y float64, s string) float64 {
		d.font("B", 11, ink)
		d.SetXY(left, y)
		d.CellFormat(w, 6, s, "", 0, "L", false, 0, "")
		d.rule(y + 6)
		return y + 8
	}
	y := heading(d.GetY(), d.say("Continued: what did not fit where its mark is"))
	d.cont = func(y float64) float64 { return heading(y, d.sayf("%s (continued)", d.say("Continued"))) }
	for i := 0; i < len(d.notes); i++ { // a header on a page added here may add a note
		y = d.row(y, 1.5,
			cell{x: left, w: 11, style: "B", size: 9, line: 4.4, rgb: ink, text: "→" + strconv.Itoa(i+1)},
			cell{x: left + 12, w: w - 12, size: 9, line: 4.4, rgb: ink, text: d.notes[i]})
	}
	d.cont = nil
	d.notes, d.noted = nil, nil
	d.SetY(y)
}
