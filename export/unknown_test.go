package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/sheet"
)

// The bug this guards against: a weapon the rules do not know (a file from a newer program,
// or edited by hand) was left off the printed sheet without a word, though the editor showed it
// with its problem. Every example's ruleset prints it by the name the document gives it, with
// what is wrong under it.
func TestAWeaponTheRulesDoNotKnowIsPrintedWithItsProblem(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"asa-jarnhand.json", "nadir.json", "eira.json", "stadsvakt.json", "bombur.json"} {
		c, rs := exampleFile(t, name)
		c.Weapons = append(c.Weapons, sheet.Weapon{ID: "laserkanon", Name: "Laserkanon"})
		problems := rs.Derive(c).Problems()
		var said string
		for _, p := range problems {
			if strings.HasPrefix(string(p.Field), "weapons.") {
				said = p.Message
			}
		}
		if said == "" {
			t.Errorf("%s: the rules say nothing of an unknown weapon: %v", name, problems)
			continue
		}
		out, err := exec.Command(tool(t, "pdftotext"), "-layout", render(t, c, rs, fixed), "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		text := strings.Join(strings.Fields(string(out)), " ")
		if !strings.Contains(text, "Laserkanon") || !strings.Contains(text, strings.Join(strings.Fields(said), " ")) {
			t.Errorf("%s: the sheet lacks the weapon or %q:\n%s", name, said, text)
		}
		// The NPC block too.
		var buf bytes.Buffer
		if err := NPCs(&buf, []Character{{Doc: c, Ruleset: rs}}, fixed); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "npc.pdf")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err = exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		if block := strings.Join(strings.Fields(string(out)), " "); !strings.Contains(block, "Laserkanon") {
			t.Errorf("%s: the NPC block lacks the weapon:\n%s", name, block)
		}
	}
}

// The bug this guards against: a weapon's notes, which the document keeps, printed nowhere.
// Every example's sheet prints them under the weapon, whole.
func TestAWeaponsNotesArePrintedUnderIt(t *testing.T) {
	t.Parallel()
	const notes = "Ärvt från farfar; runorna på klingan lyser svagt i mörker, och den får aldrig säljas eller lånas ut."
	for _, name := range []string{"asa-jarnhand.json", "nadir.json", "eira.json", "stadsvakt.json", "bombur.json"} {
		c, rs := exampleFile(t, name)
		if len(c.Weapons) == 0 {
			t.Fatalf("%s has no weapon", name)
		}
		c.Weapons[0].Notes = notes
		out, err := exec.Command(tool(t, "pdftotext"), render(t, c, rs, fixed), "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		if text := strings.Join(strings.Fields(string(out)), " "); !strings.Contains(text, notes) {
			t.Errorf("%s: the sheet lacks the weapon's notes:\n%s", name, text)
		}
	}
}
