package table

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"rollformular/encounter"
)

// screenshots says to write the browser test's pictures into docs/screenshots, where the
// README shows them; without it they go to the test's temporary folder.
var screenshots = flag.Bool("screenshots", false, "write the player view's screenshots into docs/screenshots")

// chromium is Debian's chromium (make deps installs it), or the test is skipped.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	t.Skip("chromium is not installed: `make deps` installs Debian's chromium for this test")
	return ""
}

// browser is a headless chromium with a fresh profile, a phone's screen of 390×844, and the
// page's console errors gathered; it lives until the test ends.
func browser(t *testing.T) (context.Context, func() []string) {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromium(t)),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(390, 844))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulatePortrait, chromedp.EmulateMobile)); err != nil {
		t.Fatalf("chromium did not start: %v", err)
	}
	var mu sync.Mutex
	var problems []string
	if err := chromedp.Listen(ctx, func(ev any) {
		mu.Lock()
		defer mu.Unlock()
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+e.ExceptionDetails.Text)
		case *log.EventEntryAdded:
			if e.Entry.Level == log.EntryLevelError {
				problems = append(problems, "log: "+e.Entry.Text)
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	return ctx, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), problems...)
	}
}

// shows waits, within at most, until the page shows f's turn and round.
func shows(t *testing.T, ctx context.Context, f *encounter.Fight, what string, within time.Duration) {
	t.Helper()
	name := f.Doc.Combatants[f.Doc.Turn].Name
	js := fmt.Sprintf(`(() => { const o = document.getElementById("order"); return o.dataset.current === %q && o.dataset.round === "%d" && o.children.length === %d; })()`,
		name, f.Doc.Round, len(f.Doc.Combatants))
	start := time.Now()
	c, cancel := context.WithTimeout(ctx, within+5*time.Second)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(within), chromedp.WithPollingInterval(10*time.Millisecond))); err != nil {
		text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("%s: the page did not show %s's turn in round %d within %v: %v\n%s", what, name, f.Doc.Round, within, err, text)
	}
	t.Logf("%s: shown after %v", what, time.Since(start).Round(time.Millisecond))
}

// shoot saves the page as a PNG of 390×844 named name.
func shoot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if r := img.Bounds(); r.Dx() != 390 || r.Dy() != 844 {
		t.Errorf("%s: %v, not 390×844", name, r)
	}
	dir := t.TempDir()
	if *screenshots {
		dir = "../docs/screenshots"
	}
	if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// loading bounds a page's load: the GM's steps reach a loaded page within a second, and the
// load itself is the browser's, on a machine that may be running every other test.
const loading = 10 * time.Second

// The page in a real browser: it shows the order, follows three steps of the GM and an undo
// within a second each, never holds an NPC's numbers, and speaks Swedish and English.
func TestThePageInARealBrowser(t *testing.T) {
	ctx, problems := browser(t)
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 3)
	if err := f.Settle(rand.New(rand.NewPCG(1, 0))); err != nil {
		t.Fatal(err)
	}
	wounded(f, f.Named("Ulv Skägge 2"), "brostkorg", 4)
	wounded(f, f.Named("Åsa Järnhand"), "vanster-arm", 2)
	offered := make(chan Offer, 1)
	s := newServer(t, Options{Registry: registry(t), Offered: func(o Offer) { offered <- o }})
	addr := start(t, s, f)
	if err := chromedp.Do(ctx, chromedp.Navigate(addr+"?lang=sv")); err != nil {
		t.Fatal(err)
	}
	shows(t, ctx, f, "opened", loading)
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("order").innerText`))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Doc.Combatants {
		if !strings.Contains(text, c.Name) {
			t.Errorf("the order lacks %s:\n%s", c.Name, text)
		}
	}
	shoot(t, ctx, "table-sv.png")
	// Three steps of the GM, and an undo of the last.
	r := rand.New(rand.NewPCG(2, 0))
	var steps []*encounter.Fight
	for i := range 3 {
		f.Next(r)
		steps = append(steps, f.Clone())
		s.Publish(Of(f, nil))
		shows(t, ctx, f, fmt.Sprintf("step %d", i+1), time.Second)
	}
	s.Publish(Of(steps[1], nil))
	shows(t, ctx, steps[1], "undo", time.Second)
	// No NPC's numbers in the page: its entry is its name, state and side, and no figure but
	// its name's.
	npcs, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](
		`[...document.querySelectorAll("li.side-npcs")].map(li => li.querySelectorAll(".numbers, dl, .number").length + "|" + li.dataset.name + "|" + li.innerText)`))
	if err != nil {
		t.Fatal(err)
	}
	if len(npcs) != 3 {
		t.Fatalf("NPC entries: %q", npcs)
	}
	for _, e := range npcs {
		parts := strings.SplitN(e, "|", 3)
		rest := strings.Replace(parts[2], parts[1], "", 1)
		if parts[0] != "0" || strings.ContainsAny(rest, "0123456789") {
			t.Errorf("an NPC shows numbers: %q", e)
		}
	}
	html, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.outerHTML`))
	if !strings.Contains(html, `data-id="kp.vanster-arm"`) || strings.Count(html, `class="numbers"`) != 1 {
		t.Errorf("the player's numbers, and only theirs, are shown: %d lists", strings.Count(html, `class="numbers"`))
	}
	// English, and the player's sheet.
	if err := chromedp.Do(ctx, chromedp.Navigate(addr+"?lang=en")); err != nil {
		t.Fatal(err)
	}
	shows(t, ctx, steps[1], "in English", loading)
	if en, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`)); !strings.Contains(en, "Round") || !strings.Contains(en, "Character sheet") {
		t.Errorf("the English page:\n%s", en)
	}
	shoot(t, ctx, "table-en.png")
	// A player hands their character to the GM from the page, and sees the GM take it.
	eira, err := filepath.Abs("../assets/examples/eira.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles("#file", []string{eira}), chromedp.Click("#send")); err != nil {
		t.Fatal(err)
	}
	select {
	case o := <-offered:
		if o.Name != "Eira Lind" {
			t.Fatalf("offered %s", o.Name)
		}
		if _, err := s.Accept(o.ID); err != nil {
			t.Fatal(err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the page's upload did not reach the GM")
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.getElementById("upload-answer").textContent === "The GM took your character."`,
		chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		answer, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("upload-answer").textContent`))
		t.Errorf("the page after the GM took it: %v %q", err, answer)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(addr+"sheet?name=%C3%85sa+J%C3%A4rnhand&lang=sv")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll("#sections section").length > 3 && document.getElementById("name").textContent === "Åsa Järnhand"`,
		chromedp.WithPollingTimeout(loading))); err != nil {
		t.Fatalf("the sheet: %v", err)
	}
	shoot(t, ctx, "table-sheet-sv.png")
	// Dark, where the phone is: the page follows prefers-color-scheme.
	dark := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
		return err
	})
	if err := chromedp.Do(ctx, dark, chromedp.Navigate(addr+"?lang=sv")); err != nil {
		t.Fatal(err)
	}
	shows(t, ctx, steps[1], "dark", loading)
	if bg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`getComputedStyle(document.body).backgroundColor`)); bg != "rgb(21, 20, 19)" {
		t.Errorf("the dark page's background is %s", bg)
	}
	shoot(t, ctx, "table-dark-sv.png")
	if p := problems(); len(p) > 0 {
		t.Errorf("the page's console: %q", p)
	}
}
