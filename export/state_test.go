package export

import (
	"bytes"
	"fmt"
	"math"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// strokes counts the lines drawn (a tick is one) and the rectangles filled (a shaded box is
// one) in the part of c's sheet that draw lays out.
func strokes(t *testing.T, c *sheet.Character, rs engine.Ruleset, draw func(p *page)) (lines, fills int) {
	t.Helper()
	pdf := drawn(t, c, rs, draw)
	return bytes.Count(pdf, []byte(" l S")), bytes.Count(pdf, []byte(" re f"))
}

// A wounded, tired character printed with empty boxes: partBox and tracks never read the
// wounds or the state, and T and U were printed nowhere. Åsa (LP 13, HÄL 12) with 3 on the
// right arm, 6 and 2 on the belly and 1 straight to LP, Trötthet 2 and Utmattning 1: each part
// ticks a KP box per point of damage, LP shades the 12 lost, T ticks 2 boxes and U 1.
func TestAWoundedTiredCharacterPrintsHerWoundsLPDamageTAndUInTheBoxes(t *testing.T) {
	t.Parallel()
	fresh, rs := example(t)
	hurt := fresh.Clone()
	hurt.Wounds = []sheet.Wound{{Part: "hoger-arm", Damage: 3, Type: "S"}, {Part: "mage", Damage: 6, Type: "H"},
		{Part: "mage", Damage: 2, Type: "K"}, {Damage: 1}}
	hurt.State = sheet.State{"trotthet": 2, "utmattning": 1}

	// The body: what is drawn beyond the unhurt sheet's is the ticks.
	freshLines, _ := strokes(t, fresh, rs, (*page).body)
	hurtLines, _ := strokes(t, hurt, rs, (*page).body)
	if got := hurtLines - freshLines; got != 3+8 {
		t.Errorf("the body has %d ticks, want 3 on the arm and 8 on the belly", got)
	}
	// LP, T and U.
	freshLines, freshFills := strokes(t, fresh, rs, (*page).tracks)
	hurtLines, hurtFills := strokes(t, hurt, rs, (*page).tracks)
	if got := hurtFills - freshFills; got != 12 {
		t.Errorf("%d LP boxes shaded, want the 12 lost (3 + 8 + 1)", got)
	}
	if got := hurtLines - freshLines; got != 2+1 {
		t.Errorf("%d T and U boxes ticked, want 2 + 1", got)
	}

	// Page 1 says what page 2's state says: 1 LP left, T 2 and U 1 beside their boxes.
	text := pdfText(t, render(t, hurt, rs, fixed))
	for _, want := range []string{`LP kvar 1\b`, `T Trötthet\s+2\n`, `U Utmattning\s+1\n`} {
		if !regexp.MustCompile(want).MatchString(text) {
			t.Errorf("the sheet lacks %s", want)
		}
	}
}

// Damage past what the boxes hold ticks every box and no more: a number drawn never costs
// more than the largest legal value takes.
func TestDamagePastTheBoxesTicksEveryBoxAndNoMore(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	full := c.Clone()
	// 3 × KP 5 on the head; LP 26, twice LP 13, is death; T and U as many as HÄL 12.
	full.Wounds = []sheet.Wound{{Part: "huvud", Damage: 15}, {Damage: 26 - 15}}
	full.State = sheet.State{"trotthet": 12, "utmattning": 12}
	draw := func(p *page) { p.body(); p.tracks() }
	wantLines, wantFills := strokes(t, full, rs, draw)
	past := c.Clone()
	past.Wounds = []sheet.Wound{{Part: "huvud", Damage: 1 << 30}, {Damage: math.MaxInt32}}
	past.State = sheet.State{"trotthet": 99, "utmattning": 99}
	if lines, fills := strokes(t, past, rs, draw); lines != wantLines || fills != wantFills {
		t.Errorf("past the boxes: %d lines and %d fills, %d and %d with every box used", lines, fills, wantLines, wantFills)
	}
}

// The ruleset's conditions are boxes to tick, those the character is in ticked.
func TestConditionsTheCharacterIsInAreTicked(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "bombur.json")
	if len(rs.Description().Conditions) < 2 {
		t.Fatal("intensitet has no conditions to print")
	}
	before, _ := strokes(t, c, rs, (*page).tracks)
	down := c.Clone()
	down.Conditions = []string{rs.Description().Conditions[0].ID, rs.Description().Conditions[1].ID}
	if after, _ := strokes(t, down, rs, (*page).tracks); after-before != 2 {
		t.Errorf("%d conditions ticked, want 2", after-before)
	}
}

// The bug this guards against: odestarningar's wounds, which the editor's State tab lists,
// printed nowhere. Every example's sheet lists each wound in its Tillstånd, by its body part
// where the rules have parts and numbered where they have none.
func TestEveryWoundIsListedOnTheSheet(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"asa-jarnhand.json", "nadir.json", "eira.json", "stadsvakt.json", "bombur.json"} {
		c, rs := exampleFile(t, name)
		c.Wounds = []sheet.Wound{{Damage: 2}, {Damage: 1}}
		if parts := rs.Description().BodyParts; len(parts) > 0 {
			c.Wounds[1].Part = parts[len(parts)-1].ID
		}
		out, err := exec.Command(tool(t, "pdftotext"), "-layout", render(t, c, rs, fixed), "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		_, state, _ := strings.Cut(string(out), "\nTillstånd")
		// A wound's line: its label, then its damage (pdftotext may close up "2 K").
		listed := func(label, text string) bool {
			for _, line := range strings.Split(state, "\n") {
				rest, ok := strings.CutPrefix(line, label+" ")
				if ok && strings.HasPrefix(strings.ReplaceAll(strings.TrimSpace(rest), " ", ""), strings.ReplaceAll(text, " ", "")) {
					return true
				}
			}
			return false
		}
		for i, w := range rs.Derive(c).Layout().Wounds {
			label := w.Label
			if label == "" {
				label = fmt.Sprintf("Sår %d", i+1)
			}
			if !listed(label, w.Text) {
				t.Errorf("%s: the Tillstånd lacks the wound %q %q:\n%s", name, label, w.Text, state)
			}
		}
	}
}
