package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/encounter"
)

// Issue 45, item 11: "An emoji prints as an empty box: draw a glyph the font has (a fallback
// font, or a clear replacement), never a tofu box."
func TestPrintableNamesWhatTheFontsLack(t *testing.T) {
	for in, want := range map[string]string{
		"Åsa Järnhand":       "Åsa Järnhand",                // Swedish, as it is
		"Åsa 🗡️ Järnhand":    "Åsa [dagger knife] Järnhand", // past U+FFFF, its variation selector left out
		"👩‍👧 mor och dotter": "[woman][girl] mor och dotter",
		"👍🏽 bra":             "[thumbs up sign] bra", // the skin tone shapes the thumb
		"från 🇸🇪":            "från [flag SE]",
		"HÄL 12 −3 → 9 ×2":   "HÄL 12 −3 → 9 ×2", // the rules' symbols
		"漢字":                 "[U+6F22][U+5B57]", // a name the table keeps only as a range,
		"privat \ue000":      "privat [U+E000]",
		"rad ett\r\nrad två": "rad ett\r\nrad två",
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// The bug this guards against: any character past U+FFFF (an emoji in a name, a weapon, a
// trait) made gofpdf index out of range, so `pdf`, `pdf --npc` and `encounter pdf` exited with a
// Go trace and Export PDF closed the editor. Each prints now, the emoji by its name.
func TestAnEmojiAnywherePrintsByItsName(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"asa-jarnhand.json", "nadir.json", "eira.json", "stadsvakt.json", "bombur.json"} {
		c, rs := exampleFile(t, name)
		c.Name = "Ulf 🐺 " + c.Name
		c.Notes = "Bär 🍺 till alla."
		c.Player, c.Occupation = "Kim 🎲", "smed ⚒️"
		c.Drives = append(c.Drives, "hämnd 🔥")
		for i := range c.Gear {
			c.Gear[i].Name += " 🎒"
		}
		for i := range c.Weapons {
			c.Weapons[i].Name += " 🗡️"
		}
		for i := range c.Skills {
			c.Skills[i].Spec = "😀"
		}
		var sheetPDF, npcPDF, fightPDF bytes.Buffer
		if err := Sheet(&sheetPDF, c, rs, fixed); err != nil {
			t.Fatalf("%s: the sheet: %v", name, err)
		}
		if err := NPCs(&npcPDF, []Character{{Doc: c, Ruleset: rs}}, fixed); err != nil {
			t.Fatalf("%s: the NPC block: %v", name, err)
		}
		f := encounter.New(rs)
		if err := f.AddCopies(c, 2); err != nil {
			t.Fatal(err)
		}
		if err := Encounter(&fightPDF, f, fixed); err != nil {
			t.Fatalf("%s: the encounter: %v", name, err)
		}
		for kind, pdf := range map[string][]byte{"sheet": sheetPDF.Bytes(), "npc": npcPDF.Bytes(), "encounter": fightPDF.Bytes()} {
			path := filepath.Join(t.TempDir(), kind+".pdf")
			if err := os.WriteFile(path, pdf, 0o644); err != nil {
				t.Fatal(err)
			}
			out, err := exec.Command(tool(t, "pdftotext"), path, "-").CombinedOutput()
			if err != nil {
				t.Fatalf("%s %s: pdftotext: %v\n%s", name, kind, err, out)
			}
			if !strings.Contains(string(out), "Ulf [wolf face] ") || strings.Contains(string(out), "□") {
				t.Errorf("%s: the %s does not print the wolf by its name, or prints an empty box:\n%s", name, kind, out)
			}
		}
	}
}
