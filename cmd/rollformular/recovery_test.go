package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// need finds a program the test drives; `make test` installs them all.
func need(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is needed for this test; `make test` installs it", name)
	}
	return p
}

// Killed mid-edit with SIGKILL, the program leaves the edit in its recovery folder, and the
// next start keeps it there to offer back (the offer itself is tested in ui).
func TestAnEditSurvivesSIGKILL(t *testing.T) {
	xvfb, xdotool := need(t, "Xvfb"), need(t, "xdotool")
	dir := t.TempDir()
	bin := binary(t)
	n := 70
	for ; n < 200; n++ {
		if _, err := os.Stat("/tmp/.X11-unix/X" + strconv.Itoa(n)); err != nil {
			break
		}
	}
	display := ":" + strconv.Itoa(n)
	x := exec.Command(xvfb, display, "-screen", "0", "1366x768x24", "-nolisten", "tcp")
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	defer x.Process.Kill()
	env := append(os.Environ(), "DISPLAY="+display, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"LANG=sv_SE.UTF-8", "ROLLFORMULAR_AUTOSAVE=1")
	doc := filepath.Join(dir, "asa.json")
	data, _ := os.ReadFile("../../assets/examples/asa-jarnhand.json")
	os.WriteFile(doc, data, 0o644)

	app := exec.Command(bin, doc)
	app.Env = env
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	defer app.Process.Kill()
	xdo := func(args ...string) {
		cmd := exec.Command(xdotool, args...)
		cmd.Env = env
		cmd.Run()
	}
	// The window appears; type into the player field (Name, then Player, below the tabs).
	search := exec.Command(xdotool, "search", "--sync", "--onlyvisible", "--name", "Rollformulär")
	search.Env = env
	done := make(chan error, 1)
	go func() { done <- search.Run() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("no window within 30 s")
	}
	// The window may be mapped before its content is laid out, most of all on a busy machine:
	// the edit is made again until an autosave holds it. Select-all and type make repeating
	// harmless.
	var recovered []string
	for try := 0; try < 5 && len(recovered) == 0; try++ {
		time.Sleep(time.Second)
		xdo("mousemove", "300", "207", "click", "1")
		xdo("key", "ctrl+a")
		xdo("type", "Krasch")
		deadline := time.Now().Add(5 * time.Second)
		for time.Now().Before(deadline) && len(recovered) == 0 {
			recovered, _ = filepath.Glob(filepath.Join(dir, "config", "fyne", "*", "recovery", "*.json"))
			time.Sleep(200 * time.Millisecond)
		}
	}
	if len(recovered) == 0 {
		t.Fatal("no autosave within five tries")
	}
	app.Process.Signal(syscall.SIGKILL)
	app.Wait()

	saved, _ := os.ReadFile(recovered[0])
	if !strings.Contains(string(saved), "Krasch") {
		t.Fatalf("the recovery file lacks the edit:\n%s", saved)
	}
	if orig, _ := os.ReadFile(doc); strings.Contains(string(orig), "Krasch") {
		t.Fatal("the document itself was written without a save")
	}
	// Started again, the program finds the file and leaves it until the player answers.
	again := exec.Command(bin)
	again.Env = env
	if err := again.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	again.Process.Kill()
	again.Wait()
	if _, err := os.Stat(recovered[0]); err != nil {
		t.Fatalf("the recovery file is gone before the player was asked: %v", err)
	}
}
