package export

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"rollformular/sheet"
)

func npcs(t testing.TB, n int) []Character {
	t.Helper()
	c, rs := example(t)
	var out []Character
	for i := range n {
		npc := c.Clone()
		npc.Name = fmt.Sprintf("Vakt %d från Norrviks östra port, den som alltid somnar på sin post", i+1)
		npc.NPC = true
		out = append(out, Character{npc, rs})
	}
	return out
}

// printed is the text of the PDF in buf, laid out, and its page count, once qpdf found it
// sound.
func printed(t *testing.T, buf []byte) (string, int) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "out.pdf")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, out)
	}
	text := pdfText(t, path)
	return text, strings.Count(text, "\f")
}

// The bug this guards against: a block was a box of a fixed size, eight to a page, and what
// did not fit was left out: a spelsystemet block kept its six best skills only, so a carried
// weapon's skill was dropped. A block is as tall as what it holds and nothing is left out: all
// of Åsa's nine skills, her weapons each on a line with its odds, her LP, T and U as boxes.
// Sixteen of her go on four pages.
func TestNPCBlocksHoldEverythingAndArePackedByTheirHeight(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := NPCs(&buf, npcs(t, 16), fixed); err != nil {
		t.Fatal(err)
	}
	text, pages := printed(t, buf.Bytes())
	if pages > 4 {
		t.Errorf("16 blocks of Åsa take %d pages, want at most 4", pages)
	}
	for i := 1; i <= 16; i++ {
		if !strings.Contains(text, fmt.Sprintf("Vakt %d från", i)) {
			t.Errorf("NPC %d is missing", i)
		}
	}
	for _, want := range []string{"HÄL", "KP Hu", "SP:", "Svärd 13: lyckas 65 %", "Farfars svärd 1T10 H: lyckas 65 %",
		"Dolk 1T6 S: lyckas 40 %", "Dolk 8", "Stridsvana 7", "Förbinda Sår 6"} {
		if got := strings.Count(text, want); got < 16 {
			t.Errorf("%d of the 16 blocks give %q", got, want)
		}
	}
	// Short blocks go more than eight to a page: twelve skogsrövare on one.
	c, rs := exampleFile(t, "skogsrovare.json")
	var many []Character
	for range 12 {
		many = append(many, Character{c, rs})
	}
	buf.Reset()
	if err := NPCs(&buf, many, fixed); err != nil {
		t.Fatal(err)
	}
	if text, pages := printed(t, buf.Bytes()); pages != 1 || strings.Count(text, "Skogsrövare") != 12 {
		t.Errorf("12 skogsrövare: %d pages, %d blocks", pages, strings.Count(text, "Skogsrövare"))
	}
}

// A name of 2,000 characters takes two lines and goes on where its mark says ("→1"), on a
// page of its own after the blocks, in full; the block is whole below it.
func TestAVeryLongNameGoesOnInFullAndTheBlockIsWhole(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	c.Name = strings.Repeat("Långnamn ", 222)
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{c, rs}}, fixed); err != nil {
		t.Fatal(err)
	}
	text, pages := printed(t, buf.Bytes())
	block, rest, _ := strings.Cut(text, "\f")
	if pages != 2 || !strings.Contains(block, "→1") || !strings.Contains(block, "Förbinda Sår 6") || strings.Contains(text, "…") {
		t.Errorf("a 2,000-character name: %d pages, marked %v, the last skill there %v, cut with … %v", pages,
			strings.Contains(block, "→1"), strings.Contains(block, "Förbinda Sår 6"), strings.Contains(text, "…"))
	}
	if n := strings.Count(block, "Långnamn"); n > 40 {
		t.Errorf("the block prints the name %d times over", n)
	}
	if n := strings.Count(rest, "Långnamn"); n != 222 {
		t.Errorf("the name goes on with %d of its 222 words", n)
	}
}

// "A blank NPC page (pdf --blank --npc --ruleset ID)": a page of empty blocks of every ruleset,
// each with its attributes to write in and the trackers of a fight as boxes.
func TestBlankNPCPagesOfEveryRuleset(t *testing.T) {
	t.Parallel()
	for _, id := range registry(t).IDs() {
		rs, err := registry(t).Lookup(id)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := BlankNPCs(&buf, rs, fixed); err != nil {
			t.Fatal(err)
		}
		text, pages := printed(t, buf.Bytes())
		blocks := strings.Count(text, "Namn")
		if pages != 1 || blocks < 6 {
			t.Errorf("%s: %d pages, %d blocks", id, pages, blocks)
		}
		desc := rs.Description()
		for _, a := range desc.Attributes {
			if strings.Count(text, a.Abbr+" ____") < blocks {
				t.Errorf("%s: %q is not a field of every block", id, a.Abbr)
			}
		}
		for _, tr := range desc.Trackers {
			if tr.Block && tr.Of(true) && strings.Count(text, tr.Abbr) < blocks { // a blank block is an NPC's
				t.Errorf("%s: the tracker %q is not in every block", id, tr.Abbr)
			}
		}
		// The same boxes as a filled block: KP per body part, the öde dice.
		layout := rs.Derive(sheet.New(id)).Layout()
		if len(desc.BodyParts) > 0 && strings.Count(text, "KP "+abbreviate(desc.BodyParts[0].Label)) < blocks {
			t.Errorf("%s: not every blank block has its body parts' KP boxes", id)
		}
		if pool := layout.Pool; pool != nil && strings.Count(text, pool.Label) < blocks {
			t.Errorf("%s: not every blank block has its %s boxes", id, pool.Label)
		}
		if h, ok := desc.Horde(); ok && strings.Count(text, strings.SplitN(h.Label, " (", 2)[0]) < blocks {
			t.Errorf("%s: not every blank block has its horde's size to write", id)
		}
		for _, tr := range desc.Trackers {
			// A mark of its own, not part of another's label ("Förlorad Tålighet").
			alone := regexp.MustCompile(`(?m)(^|\s\s)` + regexp.QuoteMeta(strings.SplitN(tr.Label, " (", 2)[0]))
			if label := strings.SplitN(tr.Label, " (", 2)[0]; tr.NPC && len(alone.FindAllString(text, -1)) < blocks {
				t.Errorf("%s: not every blank block has %s, which NPCs alone have", id, label)
			}
		}
	}
}

func TestBlankSheet(t *testing.T) {
	t.Parallel()
	_, rs := example(t)
	var buf bytes.Buffer
	if err := Blank(&buf, rs, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "blank.pdf")
	os.WriteFile(path, buf.Bytes(), 0o644)
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for _, want := range []string{"HÄL", "Bröstkorg", "Färdigheter", "Vapen", "Anteckningar"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the blank sheet lacks %q", want)
		}
	}
	if strings.Contains(string(text), "Åsa") {
		t.Error("a blank sheet holds a character")
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, out)
	}
}

// Budget (DESIGN.md): 100 NPC blocks in one PDF ≤ 300 ms.
func BenchmarkHundredNPCBlocks(b *testing.B) {
	chars := npcs(b, 100)
	for b.Loop() {
		if err := NPCs(&bytes.Buffer{}, chars, fixed); err != nil {
			b.Fatal(err)
		}
	}
}

// Blocks of two rulesets share a page; each block speaks its own rules.
func TestMixedRulesetsOnOnePage(t *testing.T) {
	t.Parallel()
	a, ra := example(t)
	n, rn := exampleFile(t, "nadir.json")
	path := filepath.Join(t.TempDir(), "npc.pdf")
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{n, rn}, {a, ra}}, fixed); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for _, want := range []string{"Nadir al-Farouk", "Ödestärningar", "ÖT 3", "Skydd 2", "+Snabb", "−Ful", "Vulkanpistol 3",
		"Åsa Järnhand", "HÄL 12"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the blocks lack %q:\n%s", want, text)
		}
	}
}

// A Framgångsslag character and a horde: their attacks with the odds of every level, and the
// horde's size, Kamp and Ta-stryk-faktor.
func TestFramgangsslagBlocks(t *testing.T) {
	t.Parallel()
	s, rs := exampleFile(t, "stadsvakt.json")
	h, rh := exampleFile(t, "bonder.json")
	path := filepath.Join(t.TempDir(), "npc.pdf")
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{s, rs}, {h, rh}}, fixed); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for _, want := range []string{"Stadsvakten Harald", "Närstridsanfall med Svärd 10: VL", "Hälsa 8", "Bönder med dolkar",
		"Individer 4", "Hordens Kamp 10", "Ta-stryk-faktor ×2"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the blocks lack %q:\n%s", want, text)
		}
	}
	full := render(t, h, rh, fixed)
	out, _ := exec.Command(tool(t, "pdftotext"), "-layout", full, "-").CombinedOutput()
	for _, want := range []string{"Påfrestning", "Skadad vid", "Hord", "Närstridsanfall med Dolk", "Antal i horden"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the sheet lacks %q", want)
		}
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", full).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, out)
	}
}

// A zonstrid NPC shows its Tålighet and its attack's odds.
func TestZonstridBlock(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "skogsrovare.json")
	path := filepath.Join(t.TempDir(), "npc.pdf")
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{c, rs}}, fixed); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for _, want := range []string{"Skogsrövare", "FYS 3", "Närkamp 2", "Yxa 2"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the block lacks %q:\n%s", want, text)
		}
	}
	full := render(t, c, rs, fixed)
	out, _ := exec.Command(tool(t, "pdftotext"), "-layout", full, "-").CombinedOutput()
	for _, want := range []string{"Tålighet", "Fysiska tillstånd", "Närkamp"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the sheet lacks %q", want)
		}
	}
}

// An intensitet character's sheet and block: livspoäng, defences and attacks with odds.
func TestIntensitetSheet(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "bombur.json")
	full := render(t, c, rs, fixed)
	out, _ := exec.Command(tool(t, "pdftotext"), "-layout", full, "-").CombinedOutput()
	for _, want := range []string{"Bombur", "Klass", "PK", "Reflexer", "Stabilitet", "Livspoäng", "34 av 34", "Stridsyxa", "1T10+8", "mot 20", "Intensitetstärningen"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the sheet lacks %q:\n%s", want, out)
		}
	}
	v, rv := exampleFile(t, "vatte.json")
	path := filepath.Join(t.TempDir(), "npc.pdf")
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{c, rs}, {v, rv}}, fixed); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for _, want := range []string{"Vätte", "Kortsvärd 1T6+5", "PK 16"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the blocks lack %q:\n%s", want, text)
		}
	}
}

// A block carries a fight's wounds: Åsa's broken leg (9 H on Höger ben) and Nadir's heavy
// wound printed nowhere on a block, spelsystemet's KP per part were text with nothing to
// tick, and an ödestärningar block had no boxes for its öde dice.
func TestNPCBlocksCarryWoundsPartsAndDice(t *testing.T) {
	t.Parallel()
	asa, spel := exampleFile(t, "asa-jarnhand.json")
	asa.Wounds = []sheet.Wound{{Part: "hoger-ben", Damage: 9, Type: "H"}}
	nadir, ode := exampleFile(t, "nadir.json")
	nadir.Wounds = []sheet.Wound{{Damage: 7, Type: "egg"}}
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{asa, spel}, {nadir, ode}}, fixed); err != nil {
		t.Fatal(err)
	}
	text, _ := printed(t, buf.Bytes())
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{"Höger ben: 9", "Sår 1: 7", "KP Hu", "Ödestärningar"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the blocks lack %q:\n%s", want, flat)
		}
	}
}

// A horde's block has a box for each individual, to tick as they fall: it said only "Individer
// 4".
func TestAHordesBlockHasABoxPerIndividual(t *testing.T) {
	t.Parallel()
	block := func(antal int) int {
		c, rs := exampleFile(t, "bonder.json")
		c.State["antal"] = antal
		return rects(t, c, rs, func(p *page) { p.d.drawBlock(10, 10, 90, 250, p.d.npcRows(p.c, rs, 85)) })
	}
	if one, four := block(1), block(4); four-one != 4 {
		t.Errorf("a horde of 4 draws %d boxes more than one alone, want 4", four-one)
	}
	if one, many := block(1), block(999); many-one != maxHordeBoxes {
		t.Errorf("a horde of 999 draws %d boxes more than one alone, want at most %d", many-one, maxHordeBoxes)
	}
}

// "At least 8 blocks per A4 page for every ruleset's examples": a spelsystemet or framgångsslag
// block took a sixth of a page, its defences' odds wrapping and T and U on rows of their own.
func TestEightBlocksOfEveryExampleGoOnAnA4Page(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("../assets/examples/*.json")
	for _, f := range files {
		c, rs := exampleFile(t, filepath.Base(f))
		var eight []Character
		for range 8 {
			eight = append(eight, Character{c, rs})
		}
		var buf bytes.Buffer
		if err := NPCs(&buf, eight, fixed); err != nil {
			t.Fatal(err)
		}
		if _, pages := printed(t, buf.Bytes()); pages != 1 {
			t.Errorf("%s: eight blocks take %d pages", filepath.Base(f), pages)
		}
	}
}

// Issue 45, item 5: a block taller than a column was drawn to the column's foot and no further,
// without a word: the largest legal number of weapons lost most of them. It says "forts." and
// goes on in the next column under its name; every weapon prints once.
func TestABlockTallerThanAColumnGoesOnInTheNext(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "asa-jarnhand.json")
	sword := c.Weapons[0]
	c.Weapons = nil
	var names []string
	for i := range sheet.MaxWeapons {
		w := sword
		w.Name = fmt.Sprintf("Klinga%03d", i+1)
		c.Weapons = append(c.Weapons, w)
		names = append(names, w.Name)
	}
	var buf bytes.Buffer
	if err := NPCs(&buf, []Character{{Doc: c, Ruleset: rs}, {Doc: c, Ruleset: rs}}, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "npc.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, path)
	for _, name := range names {
		if n := strings.Count(text, name); n != 2 {
			t.Errorf("%s prints %d times, want once in each of the two blocks", name, n)
		}
	}
	if !strings.Contains(text, "forts. i nästa spalt") || !strings.Contains(text, "Åsa Järnhand · Spelsystemet (forts.)") {
		t.Errorf("the block does not say it goes on:\n%s", text)
	}
}

// Issue 45, item 3. The bugs: a weapon's rules never printed, though the text gives each of
// some its own ("Ett stridsgissel … ignorerar motståndarens sköld", "En lans som används i en
// kavellerichock gör hästens grundskada", the hagelgevär's damage by range); a block had a
// row of KP boxes per part and no more, though "Alla skador på en viss kroppsdel är
// kumulativa, och ger vissa effekter när olika multipler av delens (ursprungliga) KP nås"
// (2xKP, 3xKP), so a GM had nowhere to tick a wound past the first KP; the blank block had no
// LP boxes; and sixteen rövare took three A4 pages.
func TestSpelsystemetBlocksHaveWeaponRulesKPMultiplesAndLP(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "rovare.json")
	c.NPC = true
	for _, id := range []string{"stridsgissel", "lans", "hagelgevar", "svard", "svard"} {
		c.Weapons = append(c.Weapons, sheet.Weapon{ID: id})
	}
	c.Wounds = append(c.Wounds, sheet.Wound{Part: "huvud", Damage: 7, Type: "H"}) // KP 5: 1×KP and 2 of 2×
	var sheetPDF, blockPDF bytes.Buffer
	if err := Sheet(&sheetPDF, c, rs, fixed); err != nil {
		t.Fatal(err)
	}
	if err := NPCs(&blockPDF, []Character{{c, rs}}, fixed); err != nil {
		t.Fatal(err)
	}
	notes := []string{"Stridsgissel: Ignorerar motståndarens sköld.", "Lans: I en kavallerichock gör lansen riddjurets grundskada",
		"Hagelgevär: Första skadan på kort avstånd", "Svärd: Vässad spets"}
	for kind, pdf := range map[string][]byte{"sheet": sheetPDF.Bytes(), "block": blockPDF.Bytes()} {
		text, _ := printed(t, pdf)
		text = strings.Join(strings.Fields(text), " ")
		for _, want := range notes {
			if n := strings.Count(text, want); n != 1 {
				t.Errorf("%s: %q prints %d times, want once", kind, want, n)
			}
		}
	}

	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	d.AddPage()
	var grid *kpGrid
	for _, r := range d.npcRows(c, rs, d.blockWidth()-2*npcPad) {
		if r.grid != nil && grid == nil {
			grid = r.grid
		}
	}
	if grid == nil || len(grid.parts) == 0 {
		t.Fatal("the block has no grid of KP boxes")
	}
	if hu := grid.parts[0]; hu.label != "Hu" || hu.kp != 5 || hu.multiples != 3 || hu.damage != 7 {
		t.Errorf("the head's KP boxes are %+v, want Hu: 5 a row, 3 rows, 7 ticked", hu)
	}
	blockText, _ := printed(t, blockPDF.Bytes())
	for _, want := range []string{"1×", "2×", "3×"} {
		if !strings.Contains(blockText, want) {
			t.Errorf("the block does not label its row %s KP", want)
		}
	}

	blankRows := d.blankNPCRows(sheet.New("spelsystemet"), rs, d.blockWidth()-2*npcPad)
	if !slices.ContainsFunc(blankRows, func(r npcRow) bool {
		return slices.ContainsFunc(r.marks, func(m npcMark) bool { return m.label == "LP" && m.boxes == blankLifeBoxes })
	}) {
		t.Error("the blank block has no LP boxes")
	}

	rovare, _ := exampleFile(t, "rovare.json")
	sixteen := make([]Character, 16)
	for i := range sixteen {
		sixteen[i] = Character{rovare, rs}
	}
	var buf bytes.Buffer
	if err := NPCs(&buf, sixteen, fixed); err != nil {
		t.Fatal(err)
	}
	if _, pages := printed(t, buf.Bytes()); pages != 2 {
		t.Errorf("sixteen rövare take %d A4 pages, want 2", pages)
	}
}
