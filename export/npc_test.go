package export

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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

func TestSixteenNPCsFillTwoPages(t *testing.T) {
	path := filepath.Join(t.TempDir(), "npc.pdf")
	var buf bytes.Buffer
	if err := NPCs(&buf, npcs(t, 16), fixed); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, buf.Bytes(), 0o644)
	info, _ := exec.Command(tool(t, "pdfinfo"), path).CombinedOutput()
	if !strings.Contains(string(info), "Pages:           2\n") {
		t.Fatalf("16 NPC blocks:\n%s", info)
	}
	text, _ := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	for i := 1; i <= 16; i++ {
		if !strings.Contains(string(text), fmt.Sprintf("Vakt %d från", i)) {
			t.Errorf("NPC %d is missing", i)
		}
	}
	// Long names are shortened with an ellipsis, never cut mid-glyph.
	if !strings.Contains(string(text), "…") {
		t.Error("no long line was shortened with …")
	}
	for _, want := range []string{"HÄL", "KP:", "SP:", "Svärd 13", "Farfars svärd 1T10"} {
		if !strings.Contains(string(text), want) {
			t.Errorf("the blocks lack %q", want)
		}
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, out)
	}
}

func TestBlankSheet(t *testing.T) {
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
