package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// pageText is the text of page n of the PDF at path, laid out.
func pageText(t *testing.T, path string, n int) string {
	t.Helper()
	p := strconv.Itoa(n)
	out, err := exec.Command(tool(t, "pdftotext"), "-layout", "-f", p, "-l", p, path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// The bug: a dying intensitet rollfigur's death saves were on its full sheet only; its block,
// on an NPC page, an encounter's and a session pack's, had no boxes for them, though the GM
// rolls them at the table: "Om du är döende vid avslutningen av ditt drag, måste du avsluta
// draget med att slå ett så kallat dödsräddningsslag". A monster has none: "När ett monster
// får slut på livspoäng är det besegrat."
func TestADyingRollfigursBlockHasItsDeathSaves(t *testing.T) {
	t.Parallel()
	bombur, rs := exampleFile(t, "bombur.json")
	bombur.State["skada"] = 34 // 0 livspoäng: döende
	bombur.State["forsamringar"] = 1
	vatte, _ := exampleFile(t, "vatte.json")
	vatte.State["skada"] = 17 // besegrad
	kinds := map[string]func(w *bytes.Buffer, c Character) error{
		"blocks": func(w *bytes.Buffer, c Character) error { return NPCs(w, []Character{c}, fixed) },
		"encounter": func(w *bytes.Buffer, c Character) error {
			f := encounter.New(rs)
			if err := f.AddCopies(c.Doc, 1); err != nil {
				return err
			}
			return Encounter(w, f, fixed)
		},
		"pack": func(w *bytes.Buffer, c Character) error { return WritePack(w, Pack{NPCs: []Character{c}}, fixed) },
	}
	for kind, write := range kinds {
		for _, c := range []Character{{bombur, rs}, {vatte, rs}} {
			var buf bytes.Buffer
			if err := write(&buf, c); err != nil {
				t.Fatal(err)
			}
			text, _ := printed(t, buf.Bytes())
			want := 1
			if c.Doc.NPC {
				want = 0
			}
			for _, label := range []string{"Förs", "Förb"} {
				re := regexp.MustCompile(`(^|\s)` + label + `(\s|$)`)
				if got := len(re.FindAllString(text, -1)); got != want {
					t.Errorf("%s of %s: %q printed %d times, want %d:\n%s", kind, c.Doc.Name, label, got, want, text)
				}
			}
		}
	}
}

// The bug: page 1 of an intensitet sheet, the one a player keeps in front of them, gave the
// damage taken as a number and nothing of the livspoäng left or where Sargad begins ("När din
// rollfigurs livspoäng reducerats ner till hälften av dina maximala livspoäng, räknas han som
// Sargad"); both were on page 2 only. Page 1 now has a box per livspoäng, the damage shaded,
// with a heavier line at Sargad, and says both.
func TestIntensitetPageOneHasLivspoängAndSargad(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "bombur.json")
	c.State["skada"] = 20
	one := pageText(t, render(t, c, rs, fixed), 1)
	for _, want := range []string{"Livspoäng 14 av 34", "Sargad vid 17", "döende vid 0"} {
		if !strings.Contains(one, want) {
			t.Errorf("page 1 lacks %q:\n%s", want, one)
		}
	}
	l := rs.Derive(c).Layout().Life
	if l == nil || l.Boxes != 34 || l.Taken != 20 || l.Mark != 17 {
		t.Errorf("the livspoäng to print are %+v, want 34 boxes, 20 shaded, the line after 17", l)
	}
}

// The bug: Nadir carries three magasin and two dygnsransoner, and his sheet said "Magasin 1
// br", the count lost; his advantages and disadvantages printed as names with no effect, so
// "Ful" sent the player to the rules to learn "−1 på försök att övertala"; and the quick
// reference had the odds but not the difficulty table ("utmaning svårighet busenkelt 3 lätt 4
// normalt 5 utmanande 6 svårt 7 absurt 8"), nor the range table a GM reads at every shot
// ("avstånd meter svårighet direkt 2 3 kort 10 4 medel 50 5 långt 250 6 extremt 1000 7").
func TestÖdestärningarPaperKeepsCountsEffectsAndDifficulties(t *testing.T) {
	t.Parallel()
	nadir, rs := exampleFile(t, "nadir.json")
	text := pdfText(t, render(t, nadir, rs, fixed))
	for _, want := range []string{"3 × ¼ br", "2 × ¼ br", "3 × Magasin 1", "2 × Dygnsranson 1", "−1 på försök att övertala"} {
		if !strings.Contains(text, want) {
			t.Errorf("the sheet lacks %q", want)
		}
	}
	ref := referenceOf(t, nadir, rs)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`Utmaning\s+busenkelt\s+lätt\s+normalt\s+utmanande\s+svårt\s+absurt`),
		regexp.MustCompile(`Svårighet\s+3\s+4\s+5\s+6\s+7\s+8`),
		regexp.MustCompile(`Avstånd\s+direkt\s+kort\s+medel\s+långt\s+extremt`),
		regexp.MustCompile(`Högst meter\s+2\s+10\s+50\s+250\s+1000`),
		regexp.MustCompile(`målet i skyttevärn\s+\+3`),
		regexp.MustCompile(`0–1\s+2–3\s+4\+`),
	} {
		if !want.MatchString(ref) {
			t.Errorf("the quick reference lacks %s", want)
		}
	}
	if n := strings.Count(ref, "\f"); n > 1 {
		t.Errorf("the quick reference takes %d pages, not one", n)
	}
}

// The bug: a cell too narrow for its text ended it with "…" and the rest was lost: a
// 200-character name, a long skill's name, a load line, a long gear name. Now a text wraps
// where its place allows, and else goes on where its mark says, in full.
func TestNothingWrittenIsCutWithAnEllipsis(t *testing.T) {
	t.Parallel()
	nadir, rs := exampleFile(t, "nadir.json")
	long := []string{
		strings.TrimSpace(strings.Repeat("al-Farouk ", 21)),
		"Rymdnavigering i okända system och nebulosor bortom Horisonten",
		"Ödesmästarens utomordentligt tunga verktygslåda med reservdelar",
	}
	nadir.Name = long[0]
	nadir.Skills = append(nadir.Skills, sheet.Skill{Name: long[1], Value: 2})
	nadir.Gear = append(nadir.Gear, sheet.Gear{Name: long[2], Count: 2})
	text := pdfText(t, render(t, nadir, rs, fixed))
	if strings.Contains(text, "…") {
		t.Errorf("the sheet cuts with …:\n%s", text)
	}
	flat := strings.Join(strings.Fields(text), " ")
	for _, s := range long {
		if !strings.Contains(flat, s) {
			t.Errorf("%q is nowhere whole on the sheet", s)
		}
	}
	for _, m := range regexp.MustCompile(`→(\d+)`).FindAllStringSubmatch(text, -1) {
		if !regexp.MustCompile(`(?m)^→` + m[1] + `\s+\S`).MatchString(text) {
			t.Errorf("the mark →%s has no note", m[1])
		}
	}
}

// The bug: a document that breaks its rules printed as valid as any other; its errors were in
// check and the editor only. Page 1 now says so, briefly; a valid sheet says nothing of it.
func TestASheetWithARuleErrorSaysSoOnPageOne(t *testing.T) {
	t.Parallel()
	nadir, rs := exampleFile(t, "nadir.json")
	if pageOne := pageText(t, render(t, nadir, rs, fixed), 1); strings.Contains(pageOne, "Bryter mot reglerna") {
		t.Errorf("Nadir breaks no rule, and page 1 says he does:\n%s", pageOne)
	}
	nadir.Drives = []string{"rikedom", "heder", "hämnd"} // "högst 2 åt gången"
	pageOne := pageText(t, render(t, nadir, rs, fixed), 1)
	if !regexp.MustCompile(`Bryter mot reglerna \(1\): 3 drivkrafter: en hjälte har högst 2 åt gången`).MatchString(pageOne) {
		t.Errorf("page 1 does not say the rule broken:\n%s", pageOne)
	}
}

// Issue 45, item 6: a martial art held at 12 under Närkamp 6 printed 6 with no mark. "Färdigheten
// används i stället för, men kan aldrig överstiga personens värde i, Närkamp": the sheet and the
// NPC block print what is rolled, and the sheet says why.
func TestASkillHeldAtItsCapSaysWhatIsRolledAndWhy(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "asa-jarnhand.json")
	c.Skills = slices.DeleteFunc(c.Skills, func(s sheet.Skill) bool { return s.ID == "narkamp" })
	c.Skills = append(c.Skills, sheet.Skill{ID: "narkamp", Value: 6}, sheet.Skill{ID: "stridskonst", Spec: "Karate", Value: 12})
	text := strings.Join(strings.Fields(pageText(t, render(t, c, rs, fixed), 1)+pageText(t, render(t, c, rs, fixed), 2)), " ")
	if !strings.Contains(text, "slås som 6, högst Närkamp") {
		t.Errorf("the sheet does not say Karate is rolled at Närkamp's 6:\n%s", text)
	}
	var npc bytes.Buffer
	if err := NPCs(&npc, []Character{{Doc: c, Ruleset: rs}}, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "npc.pdf")
	if err := os.WriteFile(path, npc.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// The block is the GM's summary: it has the value rolled, whether among the best skills
	// with its odds and the reason or in the list after them.
	if block := strings.Join(strings.Fields(pageText(t, path, 1)), " "); !strings.Contains(block, "Karate 6") || strings.Contains(block, "Karate 12") {
		t.Errorf("the NPC block does not roll Karate at Närkamp's 6:\n%s", block)
	}
}

// Issue 45, item 7: framgångsslag's quick reference lacked "Storleksreferenser" and the horde
// table ("Antal KAM Ta-stryk-faktor x1 +0 x1 x2 +3 x1,5 x4 +6 x2 x8 +9 x2,5"), which a GM reads
// for every creature not of a human's size and every blow against a horde; and a giant's
// Påfrestning was said to print 20 boxes. Its boxes run to Skadad vid: "Bönder tål 8, vilket
// innebär att varje Bonde kan ta 9 Påfrestning innan de går ned till Skadad".
func TestFramgångsslagPaperHasSizesHordesAndAGiantsBoxes(t *testing.T) {
	t.Parallel()
	giant, rs := exampleFile(t, "stadsvakt.json")
	giant.Attributes["fys"], giant.Attributes["sto"] = 30, 6 // the largest legal Fysik: Hälsa 33, Skadad vid 34
	ref := referenceOf(t, giant, rs)
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`Storleksreferenser`),
		regexp.MustCompile(`\+6\s+Skogsjätte, Skuugadrake\s+15\s+0\s+29\s+x4\s+1024`),
		regexp.MustCompile(`−2\s+Räv, katt, småbarn`),
		regexp.MustCompile(`x8\s+\+9\s+x2,5`),
		regexp.MustCompile(`x2\s+\+3\s+x1,5`),
	} {
		if !want.MatchString(ref) {
			t.Errorf("the quick reference lacks %s:\n%s", want, ref)
		}
	}
	if n := strings.Count(ref, "\f"); n > 1 {
		t.Errorf("the quick reference takes %d pages, not one", n)
	}
	trackers := screen.Trackers(rs, giant, rs.Derive(giant).Layout(), false)
	for _, m := range trackerMarks(trackers, giant.NPC, engine.Words{}, false) {
		if m.label == "Påfr" && m.boxes != 34 {
			t.Errorf("the giant's block has %d boxes of Påfrestning, want 34 (Skadad vid)", m.boxes)
		}
	}
	for _, tr := range trackers {
		if tr.ID == "pafrestning" && tr.Boxes != 34 {
			t.Errorf("the giant's sheet has %d boxes of Påfrestning, want 34 (Skadad vid)", tr.Boxes)
		}
	}
}

// The bug: a session pack printed the fight's order last, after every sheet and block, a
// page of names and round boxes and nothing else, though it is the page the GM plays the
// fight from. It comes first now and holds, under each combatant in its place, the boxes
// of its wounds and what it can do against the other side's attacks, down to the frislag
// of one who cannot: "Frislag används också mot personer som av någon anledning inte kan
// försvara sig".
func TestAPacksFirstPageIsTheFightToPlayFrom(t *testing.T) {
	t.Parallel()
	asa, rs := exampleFile(t, "asa-jarnhand.json")
	rovare, _ := exampleFile(t, "rovare.json")
	rovare.NPC = true
	f := encounter.New(rs)
	if err := f.AddFile(filepath.Join("..", "assets", "examples", "asa-jarnhand.json"), asa, nil); err != nil {
		t.Fatal(err)
	}
	if err := f.AddCopies(rovare, 2); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WritePack(&buf, Pack{Players: []Character{{asa, rs}}, NPCs: []Character{{rovare, rs}}, Fight: f}, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "pack.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	one := strings.Join(strings.Fields(pageText(t, path, 1)), " ")
	for _, want := range []*regexp.Regexp{
		regexp.MustCompile(`^Strid · Spelsystemet · runda 1`),
		regexp.MustCompile(`Runda 1–12: kryssa när den har agerat`),
		regexp.MustCompile(`1 Åsa Järnhand .*2 Ulv Skägge 1 .*3 Ulv Skägge 2 `),
		// Åsa's boxes, armor and defences, between her row and the next.
		regexp.MustCompile(`Åsa Järnhand .*LP .*KP Hu .*SP: Hu .*Försvar: parera med Farfars svärd .*ducka .*skydda med Sköld.* 2 Ulv Skägge 1`),
		// A rövare's parries are with its own weapons, against Åsa's.
		regexp.MustCompile(`Ulv Skägge 2 .*KP Hu .*Försvar: parera med Stridsyxa`),
	} {
		if !want.MatchString(one) {
			t.Errorf("page 1 lacks %v:\n%s", want, one)
		}
	}
	if strings.Contains(one, "Spelledarpersoner") || strings.Contains(one, "Attribut") {
		t.Errorf("page 1 is not the fight's alone:\n%s", one)
	}
}

// referenceOf is the text of the quick reference in a session pack of c alone.
func referenceOf(t *testing.T, c *sheet.Character, rs engine.Ruleset) string {
	t.Helper()
	var buf bytes.Buffer
	if err := WritePack(&buf, Pack{Players: []Character{{c, rs}}}, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "pack.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	pack := pdfText(t, path)
	return pack[strings.Index(pack, "Snabbreferens"):]
}
