package campaign

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"rollformular/sheet"
)

// A second machine changes a character we hold open: the watcher tells of it and Diff shows
// the fields, which a merge takes field by field.
func TestSharedFolderSecondWriter(t *testing.T) {
	dir, asa := campaignWith(t)
	w, err := Watch(dir, 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	held := load(t, asa)
	held.Notes = "osparat" // an unsaved edit
	theirs := load(t, asa)
	theirs.Attributes["sty"] = 16
	sheet.Save(asa, theirs)
	if ev := next(t, w); ev.Kind != Changed || ev.File != "asa.json" {
		t.Fatalf("event %+v", ev)
	}
	onDisk := load(t, asa)
	d := Diff(held, onDisk)
	if len(d) != 2 || d[0].Path != "attributes.sty" || d[1].Path != "notes" {
		t.Fatalf("diff %+v", d)
	}
	merged := Merge(nil, held, onDisk, func(d Difference) Side {
		if d.Kind == "attribute" {
			return Theirs
		}
		return Mine
	})
	if _, err := w.Save(asa, merged, nil); err != nil {
		t.Fatal(err)
	}
	got := load(t, asa)
	if got.Attributes["sty"] != 16 || got.Notes != "osparat" {
		t.Fatal("the merge lost a side's change")
	}
}

// A Syncthing and a Dropbox conflict copy are listed as conflicts, not characters, and merge
// into the original.
func TestConflictCopiesRecognisedAndMerged(t *testing.T) {
	dir, asa := campaignWith(t)
	mine := load(t, asa)
	a, b := mine.Clone(), mine.Clone()
	a.Attributes["kra"] = 13
	b.State["trotthet"] = 2
	sheet.Save(filepath.Join(dir, "asa.sync-conflict-20260413-091523-K3X2R2T.json"), a)
	sheet.Save(filepath.Join(dir, "asa (Lisa's conflicted copy 2026-04-13).json"), b)
	c := noCache(t, dir)
	if len(c.Characters) != 1 || len(c.Conflicts) != 2 {
		t.Fatalf("characters %+v conflicts %+v", c.Characters, c.Conflicts)
	}
	out := mine
	for _, k := range c.Conflicts {
		if k.Original != "asa.json" {
			t.Fatalf("%+v", k)
		}
		out = Merge(mine, out, load(t, c.Path(k.File)), func(Difference) Side { return Mine })
	}
	if out.Attributes["kra"] != 13 || out.State["trotthet"] != 2 {
		t.Fatalf("merged kra %d trotthet %d", out.Attributes["kra"], out.State["trotthet"])
	}
}

// The child processes of TestKillDuringSave (saves the character in a loop until killed) and
// of TestTwoProcessesSavingOneDocument (CAMPAIGN_SAVES times, once the start file is there).
func TestMain(m *testing.M) {
	if path := os.Getenv("CAMPAIGN_SAVES_OF"); path != "" {
		os.Exit(saveTimes(path, os.Getenv("CAMPAIGN_SAVER"), os.Getenv("CAMPAIGN_SAVES")))
	}
	if path := os.Getenv("CAMPAIGN_SAVE_LOOP"); path != "" {
		c, err := sheet.Load(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		for i := 0; ; i++ {
			c.State["trotthet"] = i % 20
			c.Notes = strconv.Itoa(i)
			if _, err := Save(path, c, nil); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(3)
			}
			if i == 5 {
				os.WriteFile(path+".started", nil, 0o644)
			}
		}
	}
	os.Exit(m.Run())
}

// kill -9 in the middle of saving: the document loads, every version of the history reads
// whole, and the next save goes on numbering after them.
func TestKillDuringSave(t *testing.T) {
	if testing.Short() {
		t.Skip("re-runs the test binary")
	}
	_, asa := campaignWith(t)
	for round := range 3 {
		os.Remove(asa + ".started")
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "CAMPAIGN_SAVE_LOOP="+asa)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 1000; i++ {
			if _, err := os.Stat(asa + ".started"); err == nil {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		time.Sleep(time.Duration(17+round*13) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		if err := cmd.Wait(); err == nil {
			t.Fatal("the child ended by itself")
		}
		load(t, asa)
		vs, err := History(asa)
		if err != nil || len(vs) < 5 {
			t.Fatalf("round %d: %d versions, %v", round, len(vs), err)
		}
		for i, v := range vs {
			if _, err := sheet.Parse([]byte(v.Doc)); err != nil {
				t.Fatalf("version %d: %v", v.Version, err)
			}
			if i > 0 && v.Version <= vs[i-1].Version {
				t.Fatalf("versions out of order: %d after %d", v.Version, vs[i-1].Version)
			}
		}
		c := load(t, asa)
		c.Notes = "efter"
		s, err := Save(asa, c, nil)
		if err != nil || s.Version <= vs[len(vs)-1].Version {
			t.Fatalf("after the kill: version %d, %v", s.Version, err)
		}
		if after, _ := History(asa); after[len(after)-1].Version != s.Version {
			t.Fatal("the new version is not the history's last")
		}
	}
}

// saveTimes saves the character at path n times, its notes saying who saved and which time
// ("A7"), once the file path + ".go" is there, so that two children start together. It is the
// exit code of the child.
func saveTimes(path, who, n string) int {
	times, err := strconv.Atoi(n)
	if err != nil {
		return 3
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(time.Millisecond) {
		if _, err := os.Stat(path + ".go"); err == nil {
			break
		}
		if time.Now().After(deadline) {
			fmt.Fprintln(os.Stderr, "no start")
			return 3
		}
	}
	c, err := sheet.Load(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	for i := 1; i <= times; i++ {
		c.Notes = fmt.Sprint(who, i)
		if _, err := Save(path, c, nil); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
	}
	return 0
}

// Issue 47, "two machines writing one campaign lose nothing": two programs saving one
// document fifty times each, at once, keep a hundred versions of their own, numbered one
// after the other with none taken twice, after the file as found; the document is the last.
// Without the history's lock both read the same last version, number theirs alike, and one's
// line overwrites the other's.
func TestTwoProcessesSavingOneDocument(t *testing.T) {
	if testing.Short() {
		t.Skip("re-runs the test binary")
	}
	const each = 50
	_, asa := campaignWith(t)
	var children []*exec.Cmd
	for _, who := range []string{"A", "B"} {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "CAMPAIGN_SAVES_OF="+asa, "CAMPAIGN_SAVER="+who, "CAMPAIGN_SAVES="+strconv.Itoa(each))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		children = append(children, cmd)
	}
	write(t, asa+".go", "")
	for _, cmd := range children {
		if err := cmd.Wait(); err != nil {
			t.Fatalf("a child failed: %v", err)
		}
	}
	vs, err := History(asa)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 2*each+1 || vs[0].Summary != "as found" {
		t.Fatalf("%d versions, the first %q; want %d, the first as found", len(vs), vs[0].Summary, 2*each+1)
	}
	notes := map[string]bool{}
	for i, v := range vs {
		if v.Version != i+1 {
			t.Fatalf("version %d at place %d: numbers taken twice or skipped", v.Version, i+1)
		}
		if strings.HasPrefix(v.Summary, "changed outside") {
			t.Fatalf("version %d: %q, the other's save taken for an outside change", v.Version, v.Summary)
		}
		c, err := sheet.Parse([]byte(v.Doc))
		if err != nil {
			t.Fatal(err)
		}
		notes[c.Notes] = true
	}
	for _, who := range []string{"A", "B"} {
		for i := 1; i <= each; i++ {
			if !notes[fmt.Sprint(who, i)] {
				t.Fatalf("%s's save %d is no version", who, i)
			}
		}
	}
	if now, _ := os.ReadFile(asa); string(now) != vs[len(vs)-1].Doc {
		t.Fatal("the document is not the last version")
	}
}
