package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/sheet"
)

// conformTo checks that stdout keeps to the schema docs/NAME.schema.json.
func conformTo(t *testing.T, name, stdout string) {
	t.Helper()
	s := schemaOf(t, name)
	var v any
	if err := json.Unmarshal([]byte(stdout), &v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, stdout)
	}
	for _, e := range s.conform("", v) {
		t.Errorf("%s: %s", name, e)
	}
}

// campaign new, add and show print the campaign; show keeps to its schema with every list,
// empty ones as [].
func TestCampaignNewAddShow(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "k")
	r := run(t, nil, "campaign", "new", dir, "--ruleset", "spelsystemet", "--name", "Ulvdalen")
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	conformTo(t, "campaign-show", r.stdout)
	if !strings.Contains(r.stdout, `"characters": []`) || !strings.Contains(r.stdout, `"conflicts": []`) {
		t.Fatalf("empty lists not []:\n%s", r.stdout)
	}
	if r = run(t, nil, "campaign", "add", dir, exampleFile("asa-jarnhand"), exampleFile("rovare")); r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "asa-jarnhand.json"))
	os.WriteFile(filepath.Join(dir, "asa-jarnhand (Lisa's conflicted copy 2026-04-13).json"), data, 0o644)
	os.WriteFile(filepath.Join(dir, "trasig.json"), []byte("{"), 0o644)
	r = run(t, nil, "campaign", "show", dir)
	if r.code != OK {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	conformTo(t, "campaign-show", r.stdout)
	var got campaignJSON
	json.Unmarshal([]byte(r.stdout), &got)
	if got.Name != "Ulvdalen" || got.Ruleset != "spelsystemet" || len(got.Characters) != 2 || !got.Characters[0].Party || !got.Characters[1].NPC {
		t.Fatalf("%+v", got)
	}
	if len(got.Conflicts) != 1 || got.Conflicts[0].Original != "asa-jarnhand.json" || len(got.Problems) != 1 {
		t.Fatalf("conflicts %+v problems %+v", got.Conflicts, got.Problems)
	}
}

// campaign party prints the party's page: one page, a row per player character of the party
// and no NPC.
func TestCampaignPartyPrintsThePartyOnOnePage(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	k := filepath.Join(tmp, "k")
	run(t, nil, "campaign", "new", k, "--ruleset", "spelsystemet", "--name", "Ulvdalen")
	run(t, nil, "campaign", "add", k, exampleFile("asa-jarnhand"), exampleFile("rovare"))
	out := filepath.Join(tmp, "party.pdf")
	if r := run(t, nil, "campaign", "party", k, "-o", out); r.code != OK || r.stdout != "" || r.stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
	}
	text := pdfTextOf(t, out)
	if !strings.Contains(text, "Gruppen · Ulvdalen") || !strings.Contains(text, "Åsa Järnhand") || strings.Contains(text, "Ulv Skägge") {
		t.Errorf("the party page is not Åsa's alone:\n%s", text)
	}
	if n := strings.Count(text, "\f"); n != 1 {
		t.Errorf("%d pages, want 1", n)
	}
	empty := filepath.Join(tmp, "tom")
	run(t, nil, "campaign", "new", empty, "--ruleset", "spelsystemet", "--name", "Tom")
	if r := run(t, nil, "campaign", "party", empty, "-o", out); r.code != Failed || !strings.Contains(r.stderr, "no party") {
		t.Errorf("an empty party: exit %d, stderr %q", r.code, r.stderr)
	}
}

// Wrong input is one line on stderr: exit 2 for bad usage, 1 for what the folder or file is.
func TestCampaignAndHistoryRefusals(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	broken := filepath.Join(tmp, "broken")
	os.Mkdir(broken, 0o755)
	os.WriteFile(filepath.Join(broken, "campaign.json"), []byte("{\n\"format\": "), 0o644)
	k := filepath.Join(tmp, "k")
	run(t, nil, "campaign", "new", k, "--ruleset", "spelsystemet", "--name", "K")
	run(t, nil, "campaign", "add", k, exampleFile("asa-jarnhand"))
	asa := filepath.Join(k, "asa-jarnhand.json")
	loose := copyTo(t, tmp, "rovare")
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"campaign"}, BadArgs, "campaign new, add, show or party"},
		{[]string{"campaign", "party", k}, BadArgs, "-o OUT.pdf is required"},
		{[]string{"campaign", "party", k, "-o", asa}, Failed, "would be overwritten"},
		{[]string{"campaign", "party", k, "-o", filepath.Join(tmp, "p.pdf"), "--paper", "a5"}, BadArgs, "a4 or letter"},
		{[]string{"campaign", "party", broken, "-o", filepath.Join(tmp, "p.pdf")}, Failed, "2:11"},
		{[]string{"campaign", "frob"}, BadArgs, `"frob"`},
		{[]string{"campaign", "show", filepath.Join(tmp, "none")}, Failed, "no such file"},
		{[]string{"campaign", "show", broken}, Failed, "2:11"},
		{[]string{"campaign", "show"}, BadArgs, "(see rollformular campaign show --help)"},
		{[]string{"campaign", "new", filepath.Join(tmp, "n"), "--ruleset", "gurps", "--name", "N"}, BadArgs, "gurps"},
		{[]string{"campaign", "new", filepath.Join(tmp, "n"), "--ruleset", "spelsystemet"}, BadArgs, "--name is required"},
		{[]string{"campaign", "new", k, "--ruleset", "spelsystemet", "--name", "K"}, Failed, "a campaign already"},
		{[]string{"campaign", "add", k, exampleFile("asa-jarnhand")}, Failed, "already"},
		{[]string{"campaign", "add", k}, BadArgs, "files to add"},
		{[]string{"history"}, BadArgs, "exactly one file"},
		{[]string{"history", loose}, Failed, "not in a campaign"},
		{[]string{"history", asa, "--version", "0", "-o", filepath.Join(tmp, "o.json")}, BadArgs, "count from 1"},
		{[]string{"history", asa, "--version", "tre", "-o", filepath.Join(tmp, "o.json")}, BadArgs, "invalid value"},
		{[]string{"history", asa, "--version", "1"}, BadArgs, "go together"},
		{[]string{"history", asa, "--version", "99", "-o", filepath.Join(tmp, "o.json")}, Failed, "no version 99"},
		{[]string{"history", asa, "--version", "1", "-o", asa}, Failed, "would be overwritten"},
		{[]string{"history", asa, "--version", "1", "-o", tmp}, Failed, "folder"},
	}
	// One version, so that --version 1 exists.
	c, _ := sheet.Load(asa)
	c.Notes = "x"
	saveInCampaign(t, asa, c)
	for _, c := range cases {
		r := run(t, nil, c.args...)
		if r.code != c.code || !strings.Contains(r.stderr, c.want) || r.stdout != "" {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, r.code, r.stderr, c.code, c.want)
		}
	}
}

// pdfTextOf is the laid-out text of the PDF at path, once qpdf found it sound.
func pdfTextOf(t *testing.T, path string) string {
	t.Helper()
	if msg, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf: %v\n%s", err, msg)
	}
	text, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}
