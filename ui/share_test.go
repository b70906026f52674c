package ui

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"rollformular/encounter"
	"rollformular/sheet"
	"rollformular/ui/encounterview"
	"rollformular/ui/uitest"
)

// sharedFight opens a fight of Åsa (a player's character) and Ulv (an NPC), from their files,
// in a session of its own whose watchers and servers report to the test's goroutine.
func sharedFight(t *testing.T) (*Session, *encounterview.View) {
	t.Helper()
	dir := t.TempDir()
	rs, _ := uitest.Registry(t).Lookup("spelsystemet")
	f := encounter.New(rs)
	for _, name := range []string{"asa-jarnhand.json", "rovare.json"} {
		path := copyExample(t, dir, name)
		c, _ := sheet.Load(path)
		if err := f.AddFile(path, c, c); err != nil {
			t.Fatal(err)
		}
	}
	fightPath := filepath.Join(dir, "strid.json")
	if _, err := f.Save(fightPath); err != nil {
		t.Fatal(err)
	}
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.diskQueue = make(chan func(), 16)
	s.seed = 5
	v, err := s.ShowEncounterFile(fightPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		s.endShare(v)
		s.win.Close()
	})
	return s, v
}

// playerRow says whether the row of the player view that names name is the one acting, and
// whether it shows numbers.
func playerRow(t *testing.T, o fyne.CanvasObject, name string) (acting, numbers bool) {
	t.Helper()
	texts := uitest.Texts(o)
	for i, s := range texts {
		if strings.HasSuffix(s, name) && (strings.HasPrefix(s, "▶ ") || strings.HasPrefix(s, "   ")) {
			// A row is its name, side and state; its numbers, where shown, the next text,
			// set in under the name.
			return strings.HasPrefix(s, "▶ "), i+3 < len(texts) && strings.HasPrefix(texts[i+3], "LP ")
		}
	}
	t.Fatalf("the player view has no row %q: %q", name, texts)
	return false, false
}

// "A player view: the order of the fight, whose turn it is and who is next, the round, … Player
// characters show their numbers …; NPCs show none unless the GM reveals one. It follows the
// GM's every step …, undo included. On a second window of the editor (Encounter → Player
// view)".
func TestThePlayerViewFollowsEveryStepAndUndo(t *testing.T) {
	s, v := sharedFight(t)
	windows := len(s.app.Driver().AllWindows())
	menuAction(t, s.win, lang.L("Player view"))
	pw := s.shares[v].window
	if pw == nil || len(s.app.Driver().AllWindows()) != windows+1 {
		t.Fatal("no second window")
	}
	if !uitest.ShowsText(pw.Content(), lang.L("Round {{.Round}}", map[string]any{"Round": 1})+" · "+lang.L("{{.Name}}'s turn", map[string]any{"Name": "Åsa Järnhand"})) {
		t.Fatalf("the head is not the round and Åsa's turn: %q", uitest.Texts(pw.Content()))
	}
	acting, numbers := playerRow(t, pw.Content(), "Åsa Järnhand")
	if !acting || !numbers {
		t.Errorf("Åsa's row: acting %v, numbers %v; want her turn, with her numbers", acting, numbers)
	}
	if _, numbers := playerRow(t, pw.Content(), "Ulv Skägge"); numbers {
		t.Errorf("the NPC shows numbers the GM did not reveal: %q", uitest.Texts(pw.Content()))
	}
	uitest.TapButton(t, v.TabItem().Content, lang.L("Next turn"))
	if acting, _ := playerRow(t, pw.Content(), "Ulv Skägge"); !acting {
		t.Errorf("after Next turn the player view does not show Ulv's turn: %q", uitest.Texts(pw.Content()))
	}
	uitest.Press(s.win, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if acting, _ := playerRow(t, pw.Content(), "Åsa Järnhand"); !acting {
		t.Errorf("undone, the player view does not show Åsa's turn again: %q", uitest.Texts(pw.Content()))
	}
}

// getState is the player view the phones read at addr.
func getState(t *testing.T, addr string) map[string]any {
	t.Helper()
	resp, err := http.Get(addr + "state")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatal(err)
	}
	return out
}

// "Encounter → Share with the table starts a small web server inside the program … A player
// can hand their character file to the GM from the phone (an upload that the GM accepts or
// refuses in the editor …)", and "it stops with the fight or on a click".
func TestSharingServesThePhonesAndTakesAHandedCharacter(t *testing.T) {
	s, v := sharedFight(t)
	menuAction(t, s.win, lang.L("Share with the table…"))
	tapOption(t, uitest.InDialog(t, s.win), lang.L("This computer only ({{.IP}})", map[string]any{"IP": "127.0.0.1"}))
	uitest.TapButton(t, uitest.InDialog(t, s.win), lang.L("Start sharing"))
	sh := s.shares[v]
	if sh.server == nil || !strings.HasPrefix(sh.addr, "http://127.0.0.1:") {
		t.Fatalf("not shared: %q", sh.addr)
	}
	if !uitest.SaysIn(uitest.InDialog(t, s.win), lang.L("The players open this address:")) {
		t.Error("the address is not shown")
	}
	state := getState(t, sh.addr)
	order, _ := state["order"].([]any)
	if len(order) != 2 || state["current"] != float64(0) {
		t.Fatalf("the phones' view: %v", state)
	}
	if ulv := order[1].(map[string]any); ulv["numbers"] != nil {
		t.Errorf("Ulv's numbers reach the phones: %v", ulv)
	}
	uitest.TapButton(t, v.TabItem().Content, lang.L("Next turn"))
	if got := getState(t, sh.addr)["current"]; got != float64(1) {
		t.Errorf("after Next turn the phones show current %v, want 1", got)
	}

	// A player hands Tove over from a phone; the GM accepts her into a tab of her own.
	tove, _ := sheet.Load("../assets/examples/asa-jarnhand.json")
	tove.Name = "Tove"
	data, _ := sheet.Marshal(tove)
	resp, err := http.Post(sh.addr+"upload", "application/json", strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("the upload: %d %s", resp.StatusCode, body)
	}
	(<-s.diskQueue)() // the offer, on the window's thread
	ask := uitest.InDialog(t, s.win)
	if !uitest.SaysIn(ask, "Tove") {
		t.Fatalf("the GM is not asked about Tove: %q", uitest.Texts(ask))
	}
	uitest.TapButton(t, ask, lang.L("Accept"))
	if e := s.Current(); e == nil || e.Document().Name != "Tove" || e.Path() != "" {
		t.Fatalf("Tove is not open, unsaved, in a tab of her own")
	}
	entries, _ := os.ReadDir(filepath.Dir(v.Fight().Path))
	for _, en := range entries {
		if strings.Contains(en.Name(), "tove") {
			t.Errorf("the upload wrote %s", en.Name())
		}
	}

	s.tabs.Select(v.TabItem())
	menuAction(t, s.win, lang.L("Stop sharing"))
	if _, err := http.Get(sh.addr + "state"); err == nil {
		t.Error("the phones still reach the fight after Stop sharing")
	}
}

// Closing the fight's tab stops its server and closes its player view.
func TestTheTableStopsWithTheFight(t *testing.T) {
	s, v := sharedFight(t)
	windows := len(s.app.Driver().AllWindows())
	menuAction(t, s.win, lang.L("Player view"))
	s.tabs.Select(v.TabItem())
	menuAction(t, s.win, lang.L("Share with the table…"))
	tapOption(t, uitest.InDialog(t, s.win), lang.L("This computer only ({{.IP}})", map[string]any{"IP": "127.0.0.1"}))
	uitest.TapButton(t, uitest.InDialog(t, s.win), lang.L("Start sharing"))
	addr := s.shares[v].addr
	uitest.Dismiss(s.win)
	v.CloseAsking(nil)
	if _, err := http.Get(addr + "state"); err == nil {
		t.Error("the phones still reach a fight whose tab is closed")
	}
	if n := len(s.app.Driver().AllWindows()); n != windows {
		t.Errorf("%d windows open, want the %d before the player view", n, windows)
	}
}
