package export

import (
	"bytes"
	"fmt"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// laidOut lays out c's sheet (its blank sheet where blank) on paper and returns the document.
func laidOut(t *testing.T, c *sheet.Character, rs engine.Ruleset, paper string, blank bool) *document {
	t.Helper()
	d, err := newDocument(Options{Paper: paper, Time: fixed.Time}, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.sheet(c, rs, blank)
	if err := d.finish(&bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	return d
}

// Issue 45, item 8: "A heading never ends a column." A blank Letter sheet stranded "Vapen" and
// its column heads at page 1's foot, its lines to write weapons on all on page 2. Every example
// and its blank sheet on both papers, and the weapon counts that spilled (9 on Letter, 8 on A4
// with a warning each), end no page with a heading.
func TestAHeadingNeverEndsAPage(t *testing.T) {
	t.Parallel()
	type sheetCase struct {
		name  string
		c     *sheet.Character
		rs    engine.Ruleset
		blank bool
	}
	var cases []sheetCase
	blanks := map[string]bool{}
	for _, name := range []string{"asa-jarnhand.json", "rovare.json", "bonder.json", "stadsvakt.json", "bombur.json",
		"vatte.json", "eira.json", "skogsrovare.json", "nadir.json", "jibril.json"} {
		c, rs := exampleFile(t, name)
		cases = append(cases, sheetCase{name, c, rs, false})
		if id := rs.Description().ID; !blanks[id] {
			blanks[id] = true
			cases = append(cases, sheetCase{id + " blank", sheet.New(id), rs, true})
		}
		for _, n := range []int{8, 9, 40} {
			if len(c.Weapons) == 0 {
				break
			}
			more := c.Clone()
			for len(more.Weapons) < n {
				w := c.Weapons[len(more.Weapons)%len(c.Weapons)]
				w.Notes = "en anteckning om vapnet"
				more.Weapons = append(more.Weapons, w)
			}
			cases = append(cases, sheetCase{fmt.Sprintf("%s with %d weapons", name, n), more, rs, false})
			broken := more.Clone()
			for i := range broken.Weapons {
				broken.Weapons[i].Damage = "inte en skada" // a warning under each row
			}
			cases = append(cases, sheetCase{fmt.Sprintf("%s with %d weapons, each flagged", name, n), broken, rs, false})
		}
	}
	for _, tc := range cases {
		for _, paper := range Papers {
			if s := laidOut(t, tc.c, tc.rs, paper, tc.blank).stranded(); len(s) > 0 {
				t.Errorf("%s on %s: %d heading(s) end their page, the first %q on page %d", tc.name, paper, len(s), s[0].title, s[0].page)
			}
		}
	}
	// A session pack's quick references are headed tables too.
	for _, tc := range cases {
		if !tc.blank {
			continue
		}
		for _, paper := range Papers {
			d, err := newDocument(Options{Paper: paper, Time: fixed.Time}, "test")
			if err != nil {
				t.Fatal(err)
			}
			d.reference(tc.rs)
			if err := d.finish(&bytes.Buffer{}); err != nil {
				t.Fatal(err)
			}
			if s := d.stranded(); len(s) > 0 {
				t.Errorf("the quick reference of %s on %s: %q ends page %d", tc.name, paper, s[0].title, s[0].page)
			}
		}
	}
}

// The check above finds what it looks for: a heading drawn last on its page is stranded, and
// one with a line under it is not.
func TestStrandedFindsAHeadingAtAPagesFoot(t *testing.T) {
	c, rs := example(t)
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	p := d.newPage(c, rs, false)
	d.AddPage()
	p.title(p.left, 20, p.width, "Vapen")
	d.Line(p.left, 30, p.left+10, 30)
	p.title(p.left, 260, p.width, "Tillstånd")
	d.cont = nil
	d.AddPage()
	if s := d.stranded(); len(s) != 1 || s[0].title != "Tillstånd" || s[0].page != 1 {
		t.Errorf("stranded: %+v", s)
	}
}
