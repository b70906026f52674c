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

// Killed mid-edit with SIGKILL, the program leaves the edit in its recovery folder; the next
// start keeps the file until the player answers, and the answer brings the edit back. Driven
// by the keyboard, as a person could, and waiting each time for what it asserts (a window's
// title, a file), never for a time or at a pixel: on a busy machine the window is mapped long
// before its content is drawn, and a click there landed nowhere.
func TestAnEditSurvivesSIGKILL(t *testing.T) {
	xvfb, xdotool := need(t, "Xvfb"), need(t, "xdotool")
	dir := t.TempDir()
	bin := binary(t)
	display, x := startXvfb(t, xvfb)
	defer x.Process.Kill()
	env := append(os.Environ(), "DISPLAY="+display, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"LANG=sv_SE.UTF-8", "ROLLFORMULAR_AUTOSAVE=1")
	doc := filepath.Join(dir, "asa.json")
	data, _ := os.ReadFile("../../assets/examples/asa-jarnhand.json")
	os.WriteFile(doc, data, 0o644)
	xdo := func(args ...string) {
		cmd := exec.Command(xdotool, args...)
		cmd.Env = env
		cmd.Run()
	}
	// window waits for a window whose title matches the regular expression title.
	window := func(title string, within time.Duration) {
		t.Helper()
		search := exec.Command(xdotool, "search", "--sync", "--onlyvisible", "--name", title)
		search.Env = env
		if err := search.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- search.Wait() }()
		select {
		case <-done:
		case <-time.After(within):
			search.Process.Kill()
			t.Fatalf("no window titled %q within %v", title, within)
		}
	}
	start := func(args ...string) *exec.Cmd {
		app := exec.Command(bin, args...)
		app.Env = env
		if err := app.Start(); err != nil {
			t.Fatal(err)
		}
		return app
	}

	app := start(doc)
	defer app.Process.Kill()
	// The document's window; Tab twice is its Name field, which takes the new name.
	window("^Åsa Järnhand", 90*time.Second)
	xdo("key", "Tab", "Tab", "ctrl+a")
	xdo("type", "Krasch")
	window(`^\*Krasch`, 60*time.Second) // the edit, unsaved
	var recovered []string
	for deadline := time.Now().Add(60 * time.Second); len(recovered) == 0; time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no autosave within 60 s of the edit")
		}
		recovered, _ = filepath.Glob(filepath.Join(dir, "config", "fyne", "*", "recovery", "*", "*.json"))
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
	// Started again, the program asks before it does anything with the file: the question is
	// in the window when it shows, so the file is still there. Tab twice is its "Ja", and
	// Space answers, which brings the edit back, unsaved.
	again := start()
	defer again.Process.Kill()
	window("Rollformulär", 90*time.Second)
	if _, err := os.Stat(recovered[0]); err != nil {
		t.Fatalf("the recovery file is gone before the player was asked: %v", err)
	}
	xdo("key", "Tab", "Tab", "space")
	window(`^\*Krasch`, 60*time.Second)
}

// Given a named pipe, the editor never opened: it waited on the pipe for a writer.
func TestTheEditorGivenANamedPipeOpens(t *testing.T) {
	xvfb, xdotool := need(t, "Xvfb"), need(t, "xdotool")
	dir := t.TempDir()
	bin := binary(t)
	fifo := filepath.Join(dir, "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	display, x := startXvfb(t, xvfb)
	defer x.Process.Kill()
	env := append(os.Environ(), "DISPLAY="+display, "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "LANG=en_US.UTF-8")
	app := exec.Command(bin, fifo)
	app.Env = env
	// A file, not a buffer: the test reads it while the program runs.
	stderr, err := os.Create(filepath.Join(dir, "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer stderr.Close()
	app.Stderr = stderr
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	defer app.Process.Kill()
	search := exec.Command(xdotool, "search", "--sync", "--onlyvisible", "--name", "Rollformulär")
	search.Env = env
	done := make(chan error, 1)
	go func() { done <- search.Run() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("looking for the window: %v", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("no window within 60 s")
	}
	if said, _ := os.ReadFile(stderr.Name()); !strings.Contains(string(said), "named pipe") {
		t.Errorf("the refusal is not said on stderr: %q", said)
	}
}

// startXvfb starts a virtual screen on a free display.
func startXvfb(t *testing.T, xvfb string) (string, *exec.Cmd) {
	t.Helper()
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
	// The screen is there once its socket is.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if _, err := os.Stat("/tmp/.X11-unix/X" + strconv.Itoa(n)); err == nil {
			return display, x
		}
		if time.Now().After(deadline) {
			x.Process.Kill()
			t.Fatal("Xvfb did not start within 30 s")
		}
	}
}
