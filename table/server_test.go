package table

import (
	"bufio"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"rollformular/encounter"
)

// served is a server started on loopback with the fight published, its address, and the fight.
func served(t testing.TB, opts Options) (*Server, string, *encounter.Fight) {
	t.Helper()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 2)
	if err := f.Settle(rand.New(rand.NewPCG(1, 0))); err != nil {
		t.Fatal(err)
	}
	s := newServer(t, opts)
	return s, start(t, s, f), f
}

// newServer is a server of opts, not yet started.
func newServer(t testing.TB, opts Options) *Server {
	t.Helper()
	s, err := NewServer(opts)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// start publishes f on s and starts s on loopback until the test ends; it returns the address
// to open, token included.
func start(t testing.TB, s *Server, f *encounter.Fight) string {
	t.Helper()
	s.Publish(Of(f, nil))
	addr, err := s.Start("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Stop() })
	return addr
}

func get(t testing.TB, url string) (int, http.Header, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, res.Header, string(b)
}

// stateOfServer is the view the server gives at addr.
func stateOfServer(t testing.TB, addr, lang string) View {
	t.Helper()
	code, h, body := get(t, addr+"state?lang="+lang)
	if code != 200 || h.Get("Content-Type") != "application/json" {
		t.Fatalf("state: %d %s %s", code, h.Get("Content-Type"), body)
	}
	var v View
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// The address is the token's path on loopback; the page, its script and style, the state and
// a player's sheet are there, each with the security headers.
func TestTheServerServesTheViewUnderItsToken(t *testing.T) {
	t.Parallel()
	s, addr, f := served(t, Options{})
	if !strings.HasPrefix(addr, "http://127.0.0.1:") || !strings.HasSuffix(addr, "/"+s.Token()+"/") || len(s.Token()) != 32 {
		t.Fatalf("address %s", addr)
	}
	for _, path := range []string{"", "page.js", "app.js", "sheet.js", "style.css", "state", "sheet?name=%C3%85sa%20J%C3%A4rnhand", "sheet/state?name=%C3%85sa+J%C3%A4rnhand"} {
		code, h, body := get(t, addr+path)
		if code != 200 || body == "" {
			t.Errorf("%s: %d %q", path, code, body)
		}
		if h.Get("Content-Security-Policy") != policy || h.Get("X-Content-Type-Options") != "nosniff" || h.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: headers %v", path, h)
		}
	}
	v := stateOfServer(t, addr, "en")
	if v.Lang != "en" || len(v.Order) != 3 || v.Current != f.Doc.Turn || v.Round != 1 {
		t.Errorf("state %+v", v)
	}
	_, _, page := get(t, addr+"?lang=en")
	if !strings.Contains(page, `<html lang="en">`) || !strings.Contains(page, `src="app.js"`) {
		t.Errorf("page %s", page)
	}
	var sh Sheet
	_, _, body := get(t, addr+"sheet/state?name=%C3%85sa+J%C3%A4rnhand&lang=en")
	if err := json.Unmarshal([]byte(body), &sh); err != nil || sh.Name != "Åsa Järnhand" || len(sh.Sections) < 4 {
		t.Errorf("sheet %v %+v", err, sh)
	}
}

// The page's language is ?lang, else the Accept-Language, else Swedish.
func TestThePageSpeaksTheLanguageAskedFor(t *testing.T) {
	t.Parallel()
	_, addr, _ := served(t, Options{})
	for accept, want := range map[string]string{"en-GB,en;q=0.9": "en", "sv-SE,sv;q=0.9,en;q=0.5": "sv", "": "sv", "de-DE": "sv", "fr, en;q=0.8": "en", ";;;": "sv"} {
		req, _ := http.NewRequest("GET", addr+"state", nil)
		req.Header.Set("Accept-Language", accept)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var v View
		json.NewDecoder(res.Body).Decode(&v)
		res.Body.Close()
		if v.Lang != want {
			t.Errorf("Accept-Language %q: %s, want %s", accept, v.Lang, want)
		}
	}
}

// An NPC has no sheet: its page and its state are not found, as a name nobody has.
func TestAnNPCHasNoSheet(t *testing.T) {
	t.Parallel()
	_, addr, _ := served(t, Options{})
	for _, path := range []string{"sheet?name=Ulv+Sk%C3%A4gge+1", "sheet/state?name=Ulv+Sk%C3%A4gge+1", "events?sheet=Ulv+Sk%C3%A4gge+1", "sheet?name=Nobody", "sheet"} {
		if code, _, body := get(t, addr+path); code != 404 || body != string(notFound) {
			t.Errorf("%s: %d %q", path, code, body)
		}
	}
}

// events is a following page: it reads the events at url, sending each data line's JSON on
// the channel, until the body closes.
func events(t testing.TB, url string) (<-chan string, func()) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	out := make(chan string, 100)
	go func() {
		defer close(out)
		sc := bufio.NewScanner(res.Body)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				out <- d
			}
		}
	}()
	var once sync.Once
	return out, func() { once.Do(func() { res.Body.Close() }) }
}

// next is the next view on ch, within a second.
func next(t testing.TB, ch <-chan string) View {
	t.Helper()
	select {
	case d, ok := <-ch:
		if !ok {
			t.Fatal("the events ended")
		}
		var v View
		if err := json.Unmarshal([]byte(d), &v); err != nil {
			t.Fatalf("%v: %s", err, d)
		}
		return v
	case <-time.After(time.Second):
		t.Fatal("no event within a second")
	}
	return View{}
}

// A following page gets the view at once and again at every step of the GM, undo included;
// Stop ends it.
func TestAPageFollowsEveryStepAndTheUndo(t *testing.T) {
	t.Parallel()
	s, addr, f := served(t, Options{})
	ch, done := events(t, addr+"events?lang=sv")
	defer done()
	if v := next(t, ch); v.Current != f.Doc.Turn {
		t.Fatalf("first: %+v", v)
	}
	steps := []*encounter.Fight{f.Clone()}
	r := rand.New(rand.NewPCG(3, 0))
	for range 3 {
		f.Next(r)
		steps = append(steps, f.Clone())
		s.Publish(Of(f, nil))
		if v := next(t, ch); v.Current != f.Doc.Turn || v.Round != f.Doc.Round {
			t.Fatalf("after a step: %d/%d, want %d/%d", v.Current, v.Round, f.Doc.Turn, f.Doc.Round)
		}
	}
	undone := steps[2]
	s.Publish(Of(undone, nil))
	if v := next(t, ch); v.Current != undone.Doc.Turn || v.Round != undone.Doc.Round {
		t.Fatalf("after the undo: %+v", v)
	}
	if s.Subscribers() != 1 {
		t.Errorf("%d subscribers", s.Subscribers())
	}
	s.Stop()
	select {
	case _, ok := <-ch:
		for ok {
			_, ok = <-ch
		}
	case <-time.After(3 * time.Second):
		t.Fatal("Stop did not end the page's events")
	}
	if _, err := http.Get(addr + "state"); err == nil {
		t.Error("the server serves after Stop")
	}
}

// A player's sheet page follows the fight as its view does.
func TestASheetFollowsTheFight(t *testing.T) {
	t.Parallel()
	s, addr, f := served(t, Options{})
	ch, done := events(t, addr+"events?lang=sv&sheet=%C3%85sa+J%C3%A4rnhand")
	defer done()
	first := <-ch
	asa := f.Named("Åsa Järnhand")
	wounded(f, asa, "hoger-arm", 3)
	s.Publish(Of(f, nil))
	select {
	case d := <-ch:
		if d == first || !strings.Contains(d, "3/4") {
			t.Errorf("the sheet after a wound: %s", d)
		}
	case <-time.After(time.Second):
		t.Fatal("no sheet event")
	}
}

// A following page outlasts every timeout of the server: the read, write and idle timeouts
// bound requests, not a page that follows the fight for an evening.
func TestAFollowingPageOutlastsTheTimeouts(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 1)
	// The timeouts are long enough that a test binary starved of the CPU for a moment (make
	// test runs many at once on two cores) does not miss one between setting a write's deadline
	// and writing: at 200 ms, one run beside every other package's tests ended its events, most
	// likely so: alone, or beside three busy loops, it passed every time.
	s := newServer(t, Options{Timeouts: Timeouts{ReadHeader: 100 * time.Millisecond, Read: 400 * time.Millisecond,
		Write: 400 * time.Millisecond, Idle: 400 * time.Millisecond, Heartbeat: 50 * time.Millisecond}})
	addr := start(t, s, f)
	ch, done := events(t, addr+"events")
	defer done()
	next(t, ch)
	time.Sleep(1500 * time.Millisecond) // past each timeout, three times over
	f.Doc.Round = 7
	s.Publish(Of(f, nil))
	if v := next(t, ch); v.Round != 7 {
		t.Errorf("after a second: round %d", v.Round)
	}
	if _, err := s.Start("127.0.0.1:0"); err == nil {
		t.Error("a server started twice")
	}
	stopped, _ := NewServer(Options{})
	stopped.Stop()
	if _, err := stopped.Start("127.0.0.1:0"); err == nil {
		t.Error("a stopped server started")
	}
}
