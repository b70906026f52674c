package export

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// DESIGN.md: explanations and outcomes are "worded by ui/ and export/ in the user's language".
// The paper was Swedish whatever the reader's language. In English its own words are English
// (from the editor's catalogue) and the rules' words are the ruleset's English; in Swedish, or
// with no language given, it is as it was.
func TestThePaperSpeaksTheReadersLanguage(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "asa-jarnhand.json")
	english := Options{Time: fixed.Time, Language: "en_US.UTF-8"}
	sheetText, npcText := sheetAndBlockText(t, c, rs, english)
	for _, tc := range []struct {
		text             string
		english, swedish []string
	}{
		{sheetText, []string{"Attributes", "Derived values", "The body", "Weapons", "Skills", "Notes", "Player: Kim",
			"Value Rolled Trains to Mark", "(rounded up)", "roll: success"},
			[]string{"Grundegenskaper", "Beräknade egenskaper", "Kroppen", "Vapen", "Färdigheter", "Anteckningar", "Spelare", "slag:", "avrundat"}},
		{npcText, []string{"H: success 65 %"}, []string{"lyckas"}},
	} {
		for _, want := range tc.english {
			if !strings.Contains(tc.text, want) {
				t.Errorf("the English paper lacks %q:\n%.600s", want, tc.text)
			}
		}
		for _, not := range tc.swedish {
			if strings.Contains(tc.text, not) {
				t.Errorf("the English paper says %q", not)
			}
		}
	}
	swedish := strings.Join(strings.Fields(pdfText(t, render(t, c, rs, Options{Time: fixed.Time, Language: "sv_SE.UTF-8"}))), " ")
	for _, want := range []string{"Grundegenskaper", "Beräknade egenskaper", "Vapen", "Färdigheter", "Spelare: Kim", "slag:"} {
		if !strings.Contains(swedish, want) {
			t.Errorf("the Swedish paper lacks %q", want)
		}
	}
}

// Issue 45's leftover: every variant of cover was listed for each defence on the fight page,
// six lines a combatant. grouped says the defences, then the variants once; names that do not
// group so stay as they are.
func TestGroupedSaysEachVariantOnce(t *testing.T) {
	bases, variants := grouped([]string{"PK 16", "PK 16, Enkelt skydd: −2", "PK 16, Massivt skydd: −5",
		"STABILITET 12", "STABILITET 12, Enkelt skydd: −2", "STABILITET 12, Massivt skydd: −5"})
	if !slices.Equal(bases, []string{"PK 16", "STABILITET 12"}) || !slices.Equal(variants, []string{"Enkelt skydd: −2", "Massivt skydd: −5"}) {
		t.Errorf("grouped: %q and %q", bases, variants)
	}
	for _, names := range [][]string{
		{"parera med Svärd", "ducka", "skydda med Sköld"}, // no variants
		{"A", "A, v1", "B"}, // B lacks v1
		{"A, v1", "A, v2"},  // no A alone
	} {
		if bases, variants := grouped(names); !slices.Equal(bases, names) || variants != nil {
			t.Errorf("grouped(%q) = %q, %q", names, bases, variants)
		}
	}
}

// The bug: the English paper printed the trackers' labels in Swedish ("Initiativkort (1–10,
// lägst börjar)", "Förlorad Tålighet") on the sheet and the NPC's block, while the editor
// worded them; both take them from the model now (screen.Trackers). And a worded label longer
// than its column ("Försämringar (while Döende)") is set smaller, not sent to a page of what
// did not fit.
func TestTheEnglishPaperWordsTheTrackers(t *testing.T) {
	t.Parallel()
	english := Options{Time: fixed.Time, Language: "en_US.UTF-8"}
	eira, zonstrid := exampleFile(t, "eira.json")
	sheetText, npcText := sheetAndBlockText(t, eira, zonstrid, english)
	for _, tc := range []struct {
		name, text string
		want, not  []string
	}{
		{"sheet", sheetText, []string{"Initiativkort (1–10, the lowest starts)", "Physical conditions", "Lost Tålighet"},
			[]string{"lägst börjar", "Fysiska tillstånd", "Förlorad"}},
		{"block", npcText, []string{"Lost Tålighet"}, []string{"Förlorad"}},
	} {
		for _, w := range tc.want {
			if !strings.Contains(tc.text, w) {
				t.Errorf("the English %s lacks %q:\n%.800s", tc.name, w, tc.text)
			}
		}
		for _, n := range tc.not {
			if strings.Contains(tc.text, n) {
				t.Errorf("the English %s says %q", tc.name, n)
			}
		}
	}
	bombur, intensitet := exampleFile(t, "bombur.json")
	text := pdfText(t, render(t, bombur, intensitet, english))
	if strings.Contains(text, "Continued") || strings.Count(text, "\f") > 2 {
		t.Errorf("a tracker's English label went to a page of what did not fit:\n%s", text)
	}
}

// sheetAndBlockText are the text of c's sheet and of its NPC block printed with opt, each on
// one line, its runs of spaces one.
func sheetAndBlockText(t *testing.T, c *sheet.Character, rs engine.Ruleset, opt Options) (sheetText, npcText string) {
	t.Helper()
	var npc bytes.Buffer
	if err := NPCs(&npc, []Character{{c, rs}}, opt); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "npc.pdf")
	if err := os.WriteFile(path, npc.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	return flat(pdfText(t, render(t, c, rs, opt))), flat(pdfText(t, path))
}
