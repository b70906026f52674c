package export

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"rollformular/sheet"
)

// party is a party of n: Åsa, and Ulv for the rest, each numbered, the second tired and
// wounded.
func party(t *testing.T, n int) []Character {
	t.Helper()
	asa, rs := exampleFile(t, "asa-jarnhand.json")
	ulv, _ := exampleFile(t, "rovare.json")
	out := []Character{{asa, rs}}
	for i := 1; i < n; i++ {
		c := ulv.Clone()
		c.Name = fmt.Sprintf("Ulv %d", i+1)
		if i == 1 {
			c.State = sheet.State{"trotthet": 3}
			c.Wounds = append(c.Wounds, sheet.Wound{Part: "brostkorg", Damage: 4, Type: "hugg"})
		}
		out = append(out, Character{c, rs})
	}
	return out
}

// "The party side by side (one row per character: the headline values, defences, wounds,
// fatigue), printable as one page": six characters on one page, each a row with its LP, its
// Trötthet, and the second's wound, in Swedish and in English.
func TestThePartyPrintsAsOnePageOfRows(t *testing.T) {
	for _, lang := range []string{"sv", "en"} {
		var buf bytes.Buffer
		if err := Party(&buf, "Gruppen · Norrvik", party(t, 6), Options{Language: lang}); err != nil {
			t.Fatal(err)
		}
		text, pages := printed(t, buf.Bytes())
		if pages != 1 {
			t.Errorf("%s: the party takes %d pages, want 1", lang, pages)
		}
		for _, want := range []string{"Åsa Järnhand", "Ulv 6", "LP", "Trötthet"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the party page lacks %q:\n%s", lang, want, text)
			}
		}
		wounds := map[string]string{"sv": "Sår 1", "en": "Wounds 1"}[lang]
		if strings.Count(text, wounds) != 1 {
			t.Errorf("%s: %q is on the page %d times, want once (the second's):\n%s", lang, wounds, strings.Count(text, wounds), text)
		}
	}
}

// A party of two rulesets has both rules' columns, each once.
func TestAPartyOfTwoRulesetsHasBothRulesColumns(t *testing.T) {
	chars := party(t, 2)
	bombur, rs := exampleFile(t, "bombur.json")
	chars = append(chars, Character{bombur, rs})
	var buf bytes.Buffer
	if err := Party(&buf, "Två regelsystem", chars, Options{}); err != nil {
		t.Fatal(err)
	}
	text, _ := printed(t, buf.Bytes())
	for _, want := range []string{"Sh", "Vit", "Bombur"} {
		if !strings.Contains(text, want) {
			t.Errorf("the page lacks %q:\n%s", want, text)
		}
	}
}

// Nothing to print is said, not printed as an empty page.
func TestAnEmptyPartyIsRefused(t *testing.T) {
	if err := Party(&bytes.Buffer{}, "x", nil, Options{}); err == nil {
		t.Error("an empty party printed")
	}
}

// A 2,000-character name with an emoji takes three lines of its row and goes on in full under
// the table, where it took three pages of rows and pushed the party off its page.
func TestAVeryLongNameInThePartyGoesOnUnderTheTable(t *testing.T) {
	chars := party(t, 6)
	long := chars[0].Doc.Clone()
	long.Name = "Åsa 🐺 " + strings.Repeat("Järnhand-", 220)
	chars[0].Doc = long
	var buf bytes.Buffer
	if err := Party(&buf, "Gruppen", chars, Options{}); err != nil {
		t.Fatal(err)
	}
	text, _ := printed(t, buf.Bytes())
	first, _, _ := strings.Cut(text, "\f")
	if !strings.Contains(first, "Ulv 6") || !strings.Contains(first, "→1") {
		t.Errorf("page 1 does not hold the whole party with the long name cut to its mark:\n%s", first)
	}
	if n := strings.Count(strings.Join(strings.Fields(text), ""), "Järnhand-"); n < 220 {
		t.Errorf("the name is printed %d times in part, not whole", n)
	}
}
