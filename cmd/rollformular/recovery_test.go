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
	display, x := startXvfb(t, xvfb)
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
	// The window is mapped before its content is drawn, and on a busy machine long before:
	// the test clicks only once the player field shows its text, as a person would.
	importTool := need(t, "import")
	drawn := func() bool {
		cmd := exec.Command(importTool, "-window", "root", "-crop", "240x24+80+195", "-format", "%k", "info:")
		cmd.Env = env
		out, err := cmd.Output()
		colours, _ := strconv.Atoi(strings.TrimSpace(string(out)))
		return err == nil && colours > 2 // an empty window is one colour; text is many
	}
	for deadline := time.Now().Add(90 * time.Second); !drawn(); time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the window's fields were not drawn within 90 s")
		}
	}
	xdo("mousemove", "300", "207", "click", "1")
	xdo("key", "ctrl+a")
	xdo("type", "Krasch")
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
