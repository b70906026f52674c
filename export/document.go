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
)

// Options says how to print.
type Options struct {
	Paper string    // "a4" (the default) or "letter"
	Time  time.Time // the creation date written into the PDF; zero means now
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
)

// document wraps a gofpdf document with the project's page setup.
type document struct {
	*gofpdf.Fpdf
}

func newDocument(opt Options, title string) (*document, error) {
	size := "A4"
	switch strings.ToLower(opt.Paper) {
	case "", "a4":
	case "letter":
		size = "Letter"
	default:
		return nil, fmt.Errorf("paper %q is not one of %s", opt.Paper, strings.Join(Papers, ", "))
	}
	pdf := gofpdf.New("P", "mm", size, "")
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
	d := &document{pdf}
	pdf.SetFooterFunc(func() {
		pdf.SetY(-margin + 2)
		d.font("", 8, hintGrey)
		pdf.CellFormat(0, 5, fmt.Sprintf("%d / {nb}", pdf.PageNo()), "", 0, "C", false, 0, "")
	})
	return d, pdf.Error()
}

// font sets the face, size in points and colour in one step.
func (d *document) font(style string, size float64, rgb [3]int) {
	d.SetFont(fontFamily, style, size)
	d.SetTextColor(rgb[0], rgb[1], rgb[2])
}

// finish writes the document to w, or returns the first error gofpdf met.
func (d *document) finish(w io.Writer) error {
	if err := d.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	if err := d.Output(w); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return nil
}
