package export

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine/conformance/minimal"
)

// A sixth ruleset, defined only for tests, prints with every section of its layout: the PDF
// knows no ruleset by name, so one it has never seen needs no change here.
func TestASixthRulesetPrints(t *testing.T) {
	t.Parallel()
	rs, c := minimal.New(), minimal.Document()
	text := func(write func(*bytes.Buffer) error) string {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "out.pdf")
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		return strings.Join(strings.Fields(string(out)), " ")
	}
	full := text(func(b *bytes.Buffer) error { return Sheet(b, c, rs, fixed) })
	for _, want := range []string{
		"Mini", "KRA Kraft 9", "lyckas 40 %", // attributes with their rolls
		"LP Livspoäng 17", "LP = KRA 9 + VIL 8", "Tur", // derived values and their groups
		"Topp", "KP 8 SP Slag 1", // body parts
		"Livet", "slut vid 0", "Turtärningar", "Sk Skada", // life, pool and tracker boxes
		"Last", "bärförmåga 4 br", "Rep", // load and gear
		"Klura", "11", "lyckas 50 %", "Visla", // skills
		"Envis", "Poäng 1 / 10", // traits and budget
		"Pinne", "1T6", "Tyngd: 2", // weapons and what the equipment costs
		"LP kvar", "14", "Finns bara i testerna.", // state and notes
		"Ära",                             // the ruleset's own kind of section, a track of boxes
		"Mod", "Stadig", "Skakad", "Flyr", // and a second, a ladder of named steps, only it has
	} {
		if !strings.Contains(full, want) {
			t.Errorf("the sheet lacks %q:\n%s", want, full)
		}
	}
	// An English sheet titles the sections in English, as the editor's cards do: it printed
	// them as the rules word them in Swedish.
	english := fixed
	english.Language = "en"
	if en := text(func(b *bytes.Buffer) error { return Sheet(b, c, rs, english) }); !strings.Contains(en, "Honour") || !strings.Contains(en, "Courage") {
		t.Errorf("the English sheet does not title its sections in English:\n%s", en)
	}
	npc := text(func(b *bytes.Buffer) error {
		return NPCs(b, []Character{{Doc: c, Ruleset: rs}}, fixed)
	})
	for _, want := range []string{"Mini · Minimal", "KRA 9", "LP 17", "KP To", "SP: To Slag 1", "LP kvar: 14", "Klura 11: lyckas 50 %", "Pinne 1T6 slag: lyckas 40 %"} {
		if !strings.Contains(npc, want) {
			t.Errorf("the NPC block lacks %q:\n%s", want, npc)
		}
	}
}
