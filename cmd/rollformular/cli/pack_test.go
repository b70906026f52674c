package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pdfPages is the text of the PDF at path, page by page, once qpdf found it sound.
func pdfPages(t *testing.T, path string) []string {
	t.Helper()
	if msg, err := exec.Command("qpdf", "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, msg)
	}
	text, err := exec.Command("pdftotext", "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(text), "\f"), "\f")
}

// "A session pack (pdf --pack) of an encounter … prints, in one file, every player's sheet,
// the NPC blocks, the encounter order with its round boxes, and a one-page quick reference of
// the ruleset": Bombur's sheet, three Vättar's blocks, the order, intensitet's reference.
func TestAPackOfAnEncounterPrintsSheetsBlocksOrderAndReference(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "intensitet", copyTo(t, dir, "bombur"), "--npc", exampleFile("vatte"), "--count", "3", "--seed", "2", "-o", fight)
	out := filepath.Join(dir, "pack.pdf")
	if r := run(t, nil, "pdf", "--pack", fight, "-o", out); r.code != OK {
		t.Fatalf("pdf --pack: exit %d: %s", r.code, r.stderr)
	}
	pages := pdfPages(t, out)
	all := strings.Join(pages, "\f")
	for _, want := range []string{"Grundegenskaper", "Vätte 1", "Vätte 3", "Runda 1–12", "Snabbreferens · Intensitet", "Anfall (1T20 + justering) mot försvar", "Dominerad"} {
		if !strings.Contains(all, want) {
			t.Errorf("the pack lacks %q", want)
		}
	}
	// In that order: the sheet first, the reference last.
	if !strings.Contains(pages[0], "Bombur") || !strings.Contains(pages[len(pages)-1], "Snabbreferens") {
		t.Errorf("first page %q…, last %q…", pages[0][:min(80, len(pages[0]))], pages[len(pages)-1][:min(80, len(pages[len(pages)-1]))])
	}
	// Never over the fight or a character of it.
	for _, target := range []string{fight, filepath.Join(dir, "bombur.json")} {
		if r := run(t, nil, "pdf", "--pack", fight, "-o", target, "--force"); r.code == OK {
			t.Errorf("pdf --pack wrote over %s", filepath.Base(target))
		}
	}
}

// A pack of a folder: the players' sheets, the NPCs' blocks and a reference for each ruleset
// among them; an encounter kept in the folder is left out, and a file that does not read is
// said in one line.
func TestAPackOfAFolder(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	copyTo(t, dir, "nadir")
	copyTo(t, dir, "skogsrovare")
	copyTo(t, dir, "asa-jarnhand")
	play[shown](t, "encounter", "new", "--ruleset", "zonstrid", "--npc", exampleFile("skogsrovare"), "--count", "2", "--seed", "1", "-o", filepath.Join(dir, "fight.json"))
	out := filepath.Join(t.TempDir(), "pack.pdf")
	if r := run(t, nil, "pdf", "--pack", dir, "-o", out); r.code != OK {
		t.Fatalf("pdf --pack DIR: exit %d: %s", r.code, r.stderr)
	}
	all := strings.Join(pdfPages(t, out), "\f")
	for _, want := range []string{"Nadir al-Farouk", "Skogsrövare", "Åsa Järnhand", "Snabbreferens · Ödestärningar", "Snabbreferens · Zonstrid",
		"Snabbreferens · Spelsystemet", "Träffbilder (T20)", "Skadeverkan", "förlorar en ödestärning permanent"} {
		if !strings.Contains(all, want) {
			t.Errorf("the pack lacks %q", want)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "trasig.json"), []byte("{"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pdf", "--pack", dir, "-o", out}, "trasig.json"},
		{[]string{"pdf", "--pack", exampleFile("nadir"), "-o", out}, "is a character"},
		{[]string{"pdf", "--pack", filepath.Join(dir, "saknas"), "-o", out}, "cannot open"},
		{[]string{"pdf", "--pack", "--npc", dir, "-o", out}, "no --npc"},
	} {
		r := run(t, nil, c.args...)
		if r.code == OK || !strings.Contains(r.stderr, c.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, %q; want one line saying %q", c.args[1:3], r.code, r.stderr, c.want)
		}
	}
}
