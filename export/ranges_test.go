package export

import (
	"bytes"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// rects lays out part of c's sheet (draw, on a page of its own) without compression and counts
// the rectangles drawn: a box to tick is one, so a row that grows with a number shows in the
// count.
func rects(t testing.TB, c *sheet.Character, rs engine.Ruleset, draw func(p *page)) int {
	t.Helper()
	return bytes.Count(drawn(t, c, rs, draw), []byte(" re S"))
}

// drawn is the uncompressed PDF of part of c's sheet, drawn by draw on a page of its own.
func drawn(t testing.TB, c *sheet.Character, rs engine.Ruleset, draw func(p *page)) []byte {
	t.Helper()
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.SetCompression(false)
	p := d.newPage(c, rs, false)
	d.AddPage()
	draw(p)
	var buf bytes.Buffer
	if err := d.finish(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The PDF drew 2 × LP boxes for any LP: attributes of 2^40 asked for trillions of them. They
// stop at the rules' largest LP, a human's of HÄL 21 and STO 21 ("Exempelvis är alla
// egenskapers artmaximum för vanliga människor 21"), as a document at the top of the ranges
// draws them.
func TestLPBoxesStopAtTheLargestLegalLP(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	top := c.Clone()
	top.Attributes["hal"], top.Attributes["sto"] = 21, 21
	want := rects(t, top, rs, (*page).tracks)
	for _, v := range []int{1 << 16, math.MaxInt} {
		huge := c.Clone()
		huge.Attributes["hal"], huge.Attributes["sto"] = v, v
		if got := rects(t, huge, rs, (*page).tracks); got != want {
			t.Fatalf("HÄL and STO %d: %d rectangles, %d at the top of the ranges", v, got, want)
		}
	}
}

// The öde dice and the load boxes stop at the most a hero has and lifts, whatever öde and
// gear counts the document holds.
func TestPoolAndLoadBoxesStopAtTheLargestLegalValues(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "nadir.json")
	draw := func(p *page) { p.tracks(); p.load() }
	top := c.Clone()
	top.Attributes["ode"] = 30
	top.Gear = []sheet.Gear{{Name: "sten", Members: sheet.MembersOf(sheet.Member[float64]("boxes").Is(110))}}
	want := rects(t, top, rs, draw)
	for _, past := range []struct {
		öde, count int
		kg         float64
	}{{100, 1000, 2}, {math.MaxInt, math.MaxInt, 1e308}} {
		huge := c.Clone()
		huge.Attributes["ode"] = past.öde
		huge.Gear = []sheet.Gear{{Name: "sten", Count: past.count, Members: sheet.MembersOf(sheet.Member[float64]("kg").Is(past.kg))}}
		if got := rects(t, huge, rs, draw); got != want {
			t.Fatalf("öde %d, %d stones of %g kg: %d rectangles, %d at the top of the ranges", past.öde, past.count, past.kg, got, want)
		}
	}
}

// A cell too narrow for its text cut it with "…" and lost the rest (a 200-letter name, a load
// line, Höger ben's SP). cut keeps the longest start that fits, ended between words where one
// ends in its latter half, with a mark that numbers the text in full among the notes; a text
// cut twice is noted once.
func TestCutKeepsTheLongestStartAndNotesTheWhole(t *testing.T) {
	t.Parallel()
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.font("", 9, ink)
	texts := []string{"Å", "Åsa Järnhand", "Förstärkt ringbrynja, Pilbåge, L; Öppen Hjälm", "iiiiiiiiiiWWWWWWWWWW", "a, b, c, d, e, f", strings.Repeat("Ödestärning ", 40)}
	for _, text := range texts {
		for w := 12.0; w <= 120; w += 0.7 {
			got := d.cut(text, w)
			if d.GetStringWidth(text) <= w {
				if got != text {
					t.Fatalf("cut(%q, %v) = %q: it fits whole", text, w, got)
				}
				continue
			}
			head, mark, ok := strings.Cut(got, " →")
			n, err := strconv.Atoi(mark)
			if !ok || err != nil || n < 1 || n > len(d.notes) || d.notes[n-1] != text {
				t.Fatalf("cut(%q, %v) = %q: no mark of a note that holds it whole (%q)", text, w, got, d.notes)
			}
			if !strings.HasPrefix(text, head) || d.GetStringWidth(got) > w {
				t.Fatalf("cut(%q, %v) = %q: not a start of it that fits", text, w, got)
			}
			// No longer start fits: only a cut back to a word's end is shorter.
			longer := []rune(text)[:len([]rune(head))+1]
			if !strings.Contains(text[len(head):], " ") && d.GetStringWidth(string(longer)+" "+"→"+mark) <= w && !strings.HasSuffix(string(longer), " ") {
				t.Fatalf("cut(%q, %v) = %q: %q fits too", text, w, got, string(longer))
			}
		}
	}
	cut := 0
	for _, text := range texts {
		if d.GetStringWidth(text) > 12 {
			cut++
		}
	}
	if len(d.notes) != cut {
		t.Errorf("%d notes of %d texts cut: %q", len(d.notes), cut, d.notes)
	}
}

// A name of 100,000 characters took 46 s to print, cut one character at a time and measured
// again each time.
func BenchmarkSheetOfAHundredThousandCharacterName(b *testing.B) {
	c, rs := example(b)
	c.Name = strings.Repeat("Åsa Järnhand ", 100000/13)
	for b.Loop() {
		if err := Sheet(&bytes.Buffer{}, c, rs, fixed); err != nil {
			b.Fatal(err)
		}
	}
}

// pages lays out c's full sheet and counts its pages.
func pages(t testing.TB, c *sheet.Character, rs engine.Ruleset) int {
	t.Helper()
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.sheet(c, rs, false)
	if err := d.finish(&bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	return d.PageCount()
}

// Lists drawn past the bottom of the page made gofpdf break the page before every row: 200,000
// skills printed 200,000 pages (250 MB, minutes). A list fills each page's columns instead.
func TestLongListsFillPagesInsteadOfARowAPage(t *testing.T) {
	t.Parallel()
	reg := registry(t)
	for _, c := range []struct {
		ruleset  string
		edit     func(c *sheet.Character)
		atMost   int
		whatList string
	}{
		{"spelsystemet", func(c *sheet.Character) {
			for i := range 2000 {
				c.Skills = append(c.Skills, sheet.Skill{Name: fmt.Sprintf("Färdighet %d", i), Group: "vanlig", Value: 5})
			}
		}, 2000/90 + 6, "skills"},
		{"spelsystemet", func(c *sheet.Character) {
			for i := range 500 {
				c.Weapons = append(c.Weapons, sheet.Weapon{ID: "svard", Name: fmt.Sprintf("Svärd %d", i)})
			}
		}, 500/45 + 6, "weapons"},
		{"framgangsslag", func(c *sheet.Character) {
			for i := range 500 {
				c.Weapons = append(c.Weapons, sheet.Weapon{Name: fmt.Sprintf("Svärd %d", i), Damage: "2"})
			}
		}, 500/20 + 500/45 + 6, "weapons and their attacks among the derived values"},
		{"zonstrid", func(c *sheet.Character) {
			for i := range 500 {
				c.Attributes[fmt.Sprintf("egen%03d", i)] = 3
			}
		}, 500/25 + 6, "attributes of the player's own"},
		{"odestarningar", func(c *sheet.Character) {
			for i := range 2000 {
				c.Gear = append(c.Gear, sheet.Gear{Name: fmt.Sprintf("Pryl %d", i)})
				c.Traits = append(c.Traits, sheet.Trait{Name: fmt.Sprintf("Drag %d", i), Kind: "fordel"})
			}
		}, 2000/45 + 2000/90 + 10, "gear and traits"}, // a trait is a row across the page, with what it does
	} {
		rs, err := reg.Lookup(c.ruleset)
		if err != nil {
			t.Fatal(err)
		}
		doc := sheet.New(c.ruleset)
		c.edit(doc)
		if n := pages(t, doc, rs); n > c.atMost {
			t.Errorf("%s with many %s: %d pages, want at most %d", c.ruleset, c.whatList, n, c.atMost)
		}
	}
}

func BenchmarkSheetOfTwentyThousandSkills(b *testing.B) {
	c, rs := example(b)
	for i := range 20000 {
		c.Skills = append(c.Skills, sheet.Skill{Name: fmt.Sprintf("Färdighet %d", i), Group: "vanlig", Value: 5})
	}
	for b.Loop() {
		if err := Sheet(&bytes.Buffer{}, c, rs, fixed); err != nil {
			b.Fatal(err)
		}
	}
}

func registry(t testing.TB) *engine.Registry {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	return reg
}

// "Large values run off the page (HÄL 50: T/U rows past the right edge)": every example with
// every attribute at its largest legal value and every tracker at its own, the numbers written
// after the boxes included: each word of each sheet is on the page. (The boxes of a row stop at
// the attribute's largest value, and a row wraps at the page's width whatever a ruleset gives.)
func TestTheLargestLegalValuesStayOnThePage(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"asa-jarnhand.json", "stadsvakt.json", "bombur.json", "eira.json", "nadir.json"} {
		c, rs := exampleFile(t, name)
		for _, a := range rs.Description().Attributes {
			if a.Max > 0 {
				c.Attributes[a.ID] = a.Max
			}
		}
		if c.State == nil {
			c.State = map[string]int{}
		}
		for _, tr := range rs.Description().Trackers {
			c.State[tr.ID] = tr.Max
		}
		wordsOnThePage(t, name, render(t, c, rs, fixed))
	}
}

// wordsOnThePage fails for each word of the PDF at path that ends past its page's right edge.
func wordsOnThePage(t *testing.T, name, path string) {
	t.Helper()
	out, err := exec.Command(tool(t, "pdftotext"), "-bbox", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext -bbox: %v\n%s", err, out)
	}
	page := regexp.MustCompile(`<page width="([\d.]+)"`).FindStringSubmatch(string(out))
	if page == nil {
		t.Fatalf("no page in:\n%.300s", out)
	}
	width, _ := strconv.ParseFloat(page[1], 64)
	for _, m := range regexp.MustCompile(`xMax="([\d.]+)"[^>]*>([^<]*)<`).FindAllStringSubmatch(string(out), -1) {
		if x, _ := strconv.ParseFloat(m[1], 64); x > width {
			t.Errorf("%s: %q ends at %.0f pt, past the page's %.0f", name, m[2], x, width)
		}
	}
}
