package export

import (
	"fmt"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/runenames"
)

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
// an emoji's variation selector (U+FE0F), the joiner between two (U+200D), a skin tone
// (U+1F3FB–U+1F3FF) and the tags of a subdivision's flag. Where the character they shape is
// named, they are left out, not named again.
func invisible(r rune) bool {
	return r == '\u200d' || r == '\u200c' || unicode.Is(unicode.Variation_Selector, r) ||
		r >= 0x1f3fb && r <= 0x1f3ff || r >= 0xe0020 && r <= 0xe007f
}

// regionalIndicator reports whether r is one of the letters two of which make a country's flag
// (🇸🇪 is the indicators S and E).
func regionalIndicator(r rune) bool { return r >= 0x1f1e6 && r <= 0x1f1ff }

// named is how a character the sheet's fonts lack prints: its Unicode name in brackets, lower
// case ("[dagger knife]" for 🗡), so that the paper says what the player wrote instead of
// drawing an empty box. A character with no name prints as its code point ("[U+E000]").
func named(r rune) string {
	name := runenames.Name(r)
	if name == "" || strings.HasPrefix(name, "<") {
		return fmt.Sprintf("[U+%04X]", r)
	}
	return "[" + strings.ToLower(name) + "]"
}

// printable reports whether the sheet's fonts draw r.
func printable(r rune) bool {
	return r == '\n' || r == '\r' || r == '\t' || r >= 0 && r < 1<<16 && printableRunes()[r]
}

// Printable is s as it prints: every character the sheet's fonts lack is written as its name
// (named), a pair of regional indicators as the flag of its country ("[flag SE]"), and the
// marks that only shape another character are left out.
func Printable(s string) string {
	if allDrawn(s) {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case printable(r):
			b.WriteRune(r)
		case invisible(r):
		case regionalIndicator(r) && i+1 < len(rs) && regionalIndicator(rs[i+1]):
			b.WriteString("[flag " + string('A'+r-0x1f1e6) + string('A'+rs[i+1]-0x1f1e6) + "]")
			i++
		default:
			b.WriteString(named(r))
		}
	}
	return b.String()
}

// allDrawn reports whether the sheet's fonts draw every character of s, as they do most of what
// is printed: then s prints as it is, with nothing allocated. Every text is measured before it
// is drawn, and building each anew a rune at a time was a third of printing the longest sheets.
func allDrawn(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\n' && c != '\r' && c != '\t' || c > 0x7e {
			return drawnRunes(s[i:])
		}
	}
	return true
}

// drawnRunes reports whether the sheet's fonts draw every rune of s.
func drawnRunes(s string) bool {
	drawn := printableRunes()
	for _, r := range s {
		if r >= 1<<16 || r == utf8.RuneError || !drawn[r] && r != '\n' && r != '\r' && r != '\t' {
			return false
		}
	}
	return true
}

// CellFormat is gofpdf's, with the text as it prints (Printable).
func (d *document) CellFormat(w, h float64, txt, border string, ln int, align string, fill bool, link int, linkStr string) {
	if txt != "" || border != "" || fill {
		d.drew()
	}
	d.Fpdf.CellFormat(w, h, Printable(txt), border, ln, align, fill, link, linkStr)
}

// MultiCell is gofpdf's, with the text as it prints (Printable).
func (d *document) MultiCell(w, h float64, txt, border, align string, fill bool) {
	d.drew()
	d.Fpdf.MultiCell(w, h, Printable(txt), border, align, fill)
}

// GetStringWidth is gofpdf's, of the text as it prints (Printable).
func (d *document) GetStringWidth(s string) float64 { return d.Fpdf.GetStringWidth(Printable(s)) }
