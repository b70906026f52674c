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

func TestPrintableMarksWhatTheFontsLack(t *testing.T) {
	for in, want := range map[string]string{
		"Åsa Järnhand":       "Åsa Järnhand",   // Swedish, as it is
		"Åsa 🗡️ Järnhand":    "Åsa □ Järnhand", // past U+FFFF, its variation selector left out
		"👩‍👧 mor och dotter": "□□ mor och dotter",
		"HÄL 12 −3 → 9 ×2":   "HÄL 12 −3 → 9 ×2", // the rules' symbols
		"漢字":                 "□□",
		"rad ett\r\nrad två": "rad ett\r\nrad två",
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}

// The bug this guards against: any character past U+FFFF (an emoji in a name, a weapon, a
// trait) made gofpdf index out of range, so `pdf`, `pdf --npc` and `encounter pdf` exited with a
// Go trace and Export PDF closed the editor. Each prints now, the emoji drawn as a square.
func TestAnEmojiAnywherePrintsAsASquare(t *testing.T) {
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
			if !strings.Contains(string(out), "Ulf □ ") {
				t.Errorf("%s: the %s does not print the name with its square:\n%s", name, kind, out)
			}
		}
	}
}
