package export

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// missingMark is drawn where a character has no glyph in the sheet's fonts: a square, as a
// reader knows it from a screen, and seen on paper rather than silently left out.
const missingMark = '□'

// printableRunes is every character both of the sheet's fonts draw. gofpdf keeps one entry a
// character of the Basic Multilingual Plane for a font, and an emoji past it (U+1F5E1) made
// it index out of range: the PDF command and Export PDF stopped with a trace.
var printableRunes = sync.OnceValue(func() *[1 << 16]bool {
	var out [1 << 16]bool
	var fonts []*sfnt.Font
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			panic("export: the Go fonts do not parse: " + err.Error()) // they are compiled in
		}
		fonts = append(fonts, f)
	}
	var buf sfnt.Buffer
	for r := rune(0x20); r < 1<<16; r++ {
		in := true
		for _, f := range fonts {
			if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
				in = false
			}
		}
		out[r] = in
	}
	return &out
})

// invisible are the characters that shape the one before them and draw nothing of their own:
// an emoji's variation selector (U+FE0F) and the joiner between two (U+200D). Where the
// character they shape is marked, they are left out, not marked again.
func invisible(r rune) bool {
	return r == '\u200d' || r == '\u200c' || unicode.Is(unicode.Variation_Selector, r)
}

// printable reports whether the sheet's fonts draw r.
func printable(r rune) bool {
	return r == '\n' || r == '\r' || r == '\t' || r >= 0 && r < 1<<16 && printableRunes()[r]
}

// Printable is s as it prints: every character the sheet's fonts lack is drawn as a square,
// and the marks that only shape another character are left out.
func Printable(s string) string {
	if plain(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case printable(r):
			b.WriteRune(r)
		case invisible(r):
		default:
			b.WriteRune(missingMark)
		}
	}
	return b.String()
}

// plain reports whether s is printable ASCII, which every font draws: most of what is printed.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c > 0x7e {
			return false
		}
	}
	return true
}

// CellFormat is gofpdf's, with the text as it prints (Printable).
func (d *document) CellFormat(w, h float64, txt, border string, ln int, align string, fill bool, link int, linkStr string) {
	d.Fpdf.CellFormat(w, h, Printable(txt), border, ln, align, fill, link, linkStr)
}

// MultiCell is gofpdf's, with the text as it prints (Printable).
func (d *document) MultiCell(w, h float64, txt, border, align string, fill bool) {
	d.Fpdf.MultiCell(w, h, Printable(txt), border, align, fill)
}

// GetStringWidth is gofpdf's, of the text as it prints (Printable).
func (d *document) GetStringWidth(s string) float64 { return d.Fpdf.GetStringWidth(Printable(s)) }
