package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"rollformular/engine/rulesets"
)

// lockedBuffer is a buffer a running command writes while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// tableState is the player view as `GET ADDRESS/state` gives it, as the tests read it.
type tableState struct {
	Round   int `json:"round"`
	Current int `json:"current"`
	Next    int `json:"next"`
	Order   []struct {
		Name    string            `json:"name"`
		Side    string            `json:"side"`
		State   string            `json:"state"`
		Numbers []json.RawMessage `json:"numbers"`
	} `json:"order"`
}

// serveTable starts `table` on path until the test ends, and returns the address it printed
// first and its stderr.
func serveTable(t *testing.T, args ...string) (string, *lockedBuffer) {
	t.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr lockedBuffer
	done := make(chan int)
	go func() {
		done <- Run(Env{Stdout: &stdout, Stderr: &stderr, Getenv: func(string) string { return "" }, Rulesets: reg, Context: ctx}, append([]string{"table"}, args...))
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case code := <-done:
			if code != OK {
				t.Errorf("table exited %d: %s", code, stderr.String())
			}
		case <-time.After(5 * time.Second):
			t.Error("table did not stop with its context")
		}
	})
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		if line, _, ok := strings.Cut(stdout.String(), "\n"); ok {
			return line, &stderr
		}
		select {
		case code := <-done:
			t.Fatalf("table exited %d: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	t.Fatal("table printed no address")
	return "", nil
}

func tableGet(t *testing.T, addr string) tableState {
	t.Helper()
	res, err := http.Get(addr + "state")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	var s tableState
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return s
}

// waitFor polls the state at addr for a second until ok says it is there.
func waitFor(t *testing.T, addr string, ok func(tableState) bool) tableState {
	t.Helper()
	var s tableState
	for start := time.Now(); time.Since(start) < time.Second; time.Sleep(20 * time.Millisecond) {
		if s = tableGet(t, addr); ok(s) {
			return s
		}
	}
	t.Fatalf("not within a second: %+v", s)
	return s
}

// `table` serves the encounter on loopback, its address with the token first on stdout, and
// follows the file: `encounter next` and `act` in another shell reach GET /state within a
// second; a file broken by hand keeps the last view and says so once.
func TestTableFollowsTheEncounterFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", copyTo(t, dir, "asa-jarnhand"), "--npc", exampleFile("rovare"),
		"--count", "2", "--seed", "1", "-o", fight)
	addr, stderr := serveTable(t, fight)
	if !strings.HasPrefix(addr, "http://127.0.0.1:") || len(strings.Split(strings.TrimSuffix(addr, "/"), "/")[3]) != 32 {
		t.Fatalf("address %q", addr)
	}
	s := tableGet(t, addr)
	if len(s.Order) != 3 || s.Round != 1 {
		t.Fatalf("state %+v", s)
	}
	for _, e := range s.Order {
		if (e.Side == "npcs") != (e.Numbers == nil) {
			t.Errorf("%s (%s) numbers %v", e.Name, e.Side, e.Numbers)
		}
	}
	first := s.Current
	shownNext := play[shown](t, "encounter", "next", fight, "--seed", "2")
	s = waitFor(t, addr, func(s tableState) bool { return s.Current == shownNext.Turn && s.Current != first })
	actor := s.Order[s.Current].Name
	play[json.RawMessage](t, "encounter", "act", fight, actor, "--seed", "3")
	after := play[shown](t, "encounter", "show", fight)
	waitFor(t, addr, func(s tableState) bool {
		for i, c := range after.Combatants {
			if s.Order[i].Name != c.Name {
				return false
			}
		}
		return s.Current == after.Turn
	})
	// Broken mid-write: the last view stays, and one line says why.
	good, _ := os.ReadFile(fight)
	if err := os.WriteFile(fight, good[:len(good)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * followEvery)
	if s := tableGet(t, addr); len(s.Order) != 3 {
		t.Errorf("after a broken write: %+v", s)
	}
	if e := stderr.String(); strings.Count(e, "\n") != 1 || !strings.Contains(e, "fight.json") {
		t.Errorf("stderr: %q", e)
	}
	if err := os.WriteFile(fight, good, 0o644); err != nil {
		t.Fatal(err)
	}
	play[shown](t, "encounter", "next", fight, "--seed", "4")
	turn := play[shown](t, "encounter", "show", fight).Turn
	waitFor(t, addr, func(s tableState) bool { return s.Current == turn })
}

// Bad usage is one line and exit 2; a file that is no encounter one line and exit 1.
func TestTableRefusesBadInput(t *testing.T) {
	t.Parallel()
	if r := run(t, nil, "table"); r.code != BadArgs || !strings.Contains(r.stderr, "rollformular table:") {
		t.Errorf("no file: %d %q", r.code, r.stderr)
	}
	if r := run(t, nil, "table", "a.json", "b.json"); r.code != BadArgs {
		t.Errorf("two files: %d %q", r.code, r.stderr)
	}
	if r := run(t, nil, "table", exampleFile("rovare")); r.code != Failed {
		t.Errorf("a character: %d %q", r.code, r.stderr)
	}
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "spelsystemet", "--npc", exampleFile("rovare"), "-o", fight)
	if r := run(t, nil, "table", fight, "--listen", "256.1.1.1:99999"); r.code != Failed || !strings.Contains(r.stderr, "cannot listen on") {
		t.Errorf("a bad address: %d %q", r.code, r.stderr)
	}
}
