package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"rollformular/assets"
	"rollformular/encounter"
	"rollformular/engine/fieldpath"
	"rollformular/houserules"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

func TestCtrlSSavesToTheDocumentsFile(t *testing.T) {
	e, w := open(t)
	path := filepath.Join(t.TempDir(), "asa.json")
	if err := e.SaveTo(path); err != nil {
		t.Fatal(err)
	}
	retype(t, e, "ski", "16")
	uitest.Press(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	if e.Dirty() {
		t.Fatal("Ctrl+S did not save")
	}
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"ski": 16`) {
		t.Fatalf("saved file lacks the edit:\n%s", data)
	}
}

func TestClosingWithUnsavedChangesAsks(t *testing.T) {
	e, w := open(t)
	retype(t, e, "kra", "12")
	closeTab(t, e)
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("closing with unsaved changes showed no question")
	}
	sessionOf(e).Quit()
	if len(sessionOf(e).editors) != 1 {
		t.Fatal("Quit closed a window with unsaved changes without asking")
	}
}

// The bug this guards against: Tab moved the focus to a field below the fold of a tab and left
// it there out of sight, so what was typed went into a field nobody could see. Going with Tab
// through forty skills, each field the focus lands on is scrolled into sight, once the session
// has looked where the focus went (the program looks every focusLook).
func TestTabIntoAFieldBelowTheFoldScrollsItIntoSight(t *testing.T) {
	doc, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	doc.Skills = nil
	rs, err := uitest.Registry(t).Lookup(doc.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range rs.Description().Skills[:40] {
		doc.Skills = append(doc.Skills, sheet.Skill{ID: it.ID, Value: 10})
	}
	path := filepath.Join(t.TempDir(), "forty.json")
	if err := sheet.Save(path, doc); err != nil {
		t.Fatal(err)
	}
	e, w := openFile(t, path)
	w.Resize(fyne.NewSize(1366, 768))
	uitest.TapTab(t, e.TabItem().Content, lang.L("Skills"))
	last := fieldOf(t, e, fieldpath.Skill(39))
	scroll := scrollHolding(e.Shown(), last)
	if scroll == nil {
		t.Fatal("the skills tab's fields are in no scroll")
	}
	c := w.Canvas()
	d := fyne.CurrentApp().Driver()
	c.Focus(fieldOf(t, e, fieldpath.Skill(0)))
	for range 400 {
		c.FocusNext()
		sessionOf(e).followFocus()
		f, _ := c.Focused().(fyne.CanvasObject)
		if f == nil || !holds(scroll.Content, f) {
			continue
		}
		top := d.AbsolutePositionForObject(f).Y - d.AbsolutePositionForObject(scroll).Y
		if top < 0 || top+f.Size().Height > scroll.Size().Height {
			t.Fatalf("Tab went to a field (%T %v) %v below the top of the tab's view, %v high, offset %v: out of sight", f, f.Size(), top, scroll.Size().Height, scroll.Offset)
		}
		if f == last {
			if scroll.Offset.Y == 0 {
				t.Fatal("the fortieth skill's field is in sight without scrolling?")
			}
			return
		}
	}
	t.Fatal("Tab never reached the fortieth skill's value")
}

// Keyboard all the way: File → New stopped at its dialog, where neither Enter nor Esc did
// anything. Ctrl+N then Enter makes the character; Ctrl+N then Esc makes none.
func TestFileNewIsAnsweredFromTheKeyboard(t *testing.T) {
	e, w := open(t)
	before := len(sessionOf(e).Editors())
	uitest.Press(w, fyne.KeyN, fyne.KeyModifierShortcutDefault)
	if uitest.OpenOverlay(w) == nil {
		t.Fatal("Ctrl+N opens no dialog")
	}
	uitest.Key(w, fyne.KeyEscape)
	if uitest.OpenOverlay(w) != nil || len(sessionOf(e).Editors()) != before {
		t.Fatalf("Esc: the dialog is open %v, %d characters", uitest.OpenOverlay(w) != nil, len(sessionOf(e).Editors()))
	}
	uitest.Press(w, fyne.KeyN, fyne.KeyModifierShortcutDefault)
	uitest.Key(w, fyne.KeyReturn)
	if len(sessionOf(e).Editors()) != before+1 {
		t.Fatalf("Enter made %d characters, want %d", len(sessionOf(e).Editors())-before, 1)
	}
	uitest.Dismiss(w) // the guide's first dialog, if any
}

// A ruleset chosen from the keyboard in File → New: Tab to its radio button, Space, Enter.
// The focused radio button swallowed Enter, so the dialog stayed open.
func TestFileNewChosenWithTabSpaceEnter(t *testing.T) {
	e, w := open(t)
	before := len(sessionOf(e).Editors())
	uitest.Press(w, fyne.KeyN, fyne.KeyModifierShortcutDefault)
	c := w.Canvas()
	c.FocusNext()
	c.FocusNext() // the second ruleset
	uitest.Rune(w, ' ')
	uitest.Key(w, fyne.KeyReturn)
	editors := sessionOf(e).Editors()
	if len(editors) != before+1 {
		t.Fatalf("Tab, Tab, Space, Enter made %d characters, want 1; the dialog is open: %v", len(editors)-before, uitest.OpenOverlay(w) != nil)
	}
	if got, want := editors[len(editors)-1].Ruleset(), sessionOf(e).reg.IDs()[1]; got != want {
		t.Errorf("the character made is of %s, want the second ruleset %s", got, want)
	}
	uitest.Dismiss(w)
}

func TestDocumentsShareOneWindowAsTabs(t *testing.T) {
	e, w := open(t)
	s := sessionOf(e)
	doc2, _ := sheet.Load(example)
	doc2.Name = "Björn"
	b, err := s.ShowDocument(doc2, "")
	if err != nil {
		t.Fatal(err)
	}
	if b.Window() != w || len(s.tabs.Items) != 2 || s.Current() != b {
		t.Fatalf("the second document did not open as a shown tab of the same window")
	}
	// The menu and shortcuts act on the document shown.
	retype(t, b, "kra", "15")
	if !strings.HasPrefix(b.TabItem().Text, "*") || !strings.HasPrefix(w.Title(), "*Björn") {
		t.Fatalf("tab %q, window %q", b.TabItem().Text, w.Title())
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if b.Document().Attributes["kra"] != 11 || e.Dirty() {
		t.Fatalf("Ctrl+Z went to the wrong document: Björn KRA %d", b.Document().Attributes["kra"])
	}
	// Undone back to the document as it opened, nothing is unsaved.
	if b.Dirty() || strings.HasPrefix(b.TabItem().Text, "*") || strings.HasPrefix(w.Title(), "*") {
		t.Fatalf("undone to as it opened: tab %q, window %q", b.TabItem().Text, w.Title())
	}
	// Closing a tab without changes just closes it.
	closeTab(t, e)
	if len(s.tabs.Items) != 1 || len(s.editors) != 1 {
		t.Fatalf("%d tabs after closing one", len(s.tabs.Items))
	}
}

// Unticked, the form makes the character without a guide.
func TestANewCharacterWithoutTheGuide(t *testing.T) {
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	test.Tap(s.start.form.guided)
	uitest.TapButton(t, s.win.Content(), lang.L("Create"))
	if e := s.Current(); e == nil || uitest.ShowsText(e.TabItem().Content, lang.L("Next")) {
		t.Fatal("unticked, the guide still shows")
	}
}

// The bug this guards against: a document that did not open was told in English in a Swedish
// editor ("broken JSON: …", "made by a newer Rollformulär"). The sheet package says what is
// wrong as a format the editor translates.
func TestABrokenFileIsToldInTheReadersLanguage(t *testing.T) {
	e, w := open(t)
	path := filepath.Join(t.TempDir(), "trasig.json")
	if err := os.WriteFile(path, []byte(`{"format": "rollformular", x}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e.OpenPath(path)
	lead, _, _ := strings.Cut(lang.L("broken JSON: %s"), "%s")
	where := strings.Split(lang.L("line {{.Line}}, column {{.Col}}: {{.What}}", map[string]any{"Line": 1, "Col": 0, "What": ""}), ",")[0]
	text := strings.Join(uitest.Texts(uitest.InDialog(t, w)), " ")
	if !strings.Contains(text, "trasig.json") || !strings.Contains(text, lead) || !strings.Contains(text, where) {
		t.Errorf("a broken file is told as %q; want its name, %q and %q", text, where, lead)
	}
	// Every message of the sheet package has Swedish of its own.
	sv, err := assets.FS.ReadFile("translations/sv.json")
	if err != nil {
		t.Fatal(err)
	}
	var table map[string]string
	if err := json.Unmarshal(sv, &table); err != nil {
		t.Fatal(err)
	}
	verb := regexp.MustCompile(`%(\[\d+\])?[a-z]`)
	for _, said := range sheetSaid(t) {
		words := verb.ReplaceAllString(said, "") // "%s: %s" has no words to put in Swedish
		if table[said] == said && said != "text" && said != "null" && strings.ContainsFunc(words, unicode.IsLetter) {
			t.Errorf("%q is not Swedish in sv.json", said)
		}
	}
}

// An encounter fought by house rules opens in the editor by them: Åsa's Dolk in the fight is
// 1T10.
func TestAnEncounterOpensByTheHouseRulesItRecords(t *testing.T) {
	dir := t.TempDir()
	packPath := filepath.Join(dir, "ulvdalen.json")
	if err := os.WriteFile(packPath, []byte(`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := houserules.Load(packPath)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	rs, _ := s.reg.Lookup("spelsystemet")
	asa, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	f := encounter.New(rs)
	if err := f.AddCopies(asa, 1); err != nil {
		t.Fatal(err)
	}
	fightPath := filepath.Join(dir, "fight.json")
	if f.Doc.HouseRules, err = houserules.Ref(p, packPath, fightPath); err != nil {
		t.Fatal(err)
	}
	if _, err := f.Save(fightPath); err != nil {
		t.Fatal(err)
	}
	v, err := s.ShowEncounterFile(fightPath)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.win.Close)
	dolk := ""
	for _, w := range v.Fight().Rules.Derive(v.Fight().Chars[0]).Layout().Weapons {
		if w.Label == "Dolk" {
			dolk = w.Text
		}
	}
	if dolk != "1T10" {
		t.Errorf("Åsa's Dolk in the fight: %q, want Ulvdalen's 1T10", dolk)
	}
	if uitest.OpenOverlay(s.win) != nil {
		t.Error("a message where all is as the fight says")
	}
}

// "Settings → House rules lists packs": a pack used before, by its name, rules and path, and a
// button to the House rules of the character shown.
func TestSettingsListThePacksUsed(t *testing.T) {
	e, w := open(t)
	packPath := filepath.Join(t.TempDir(), "ulvdalen.json")
	if err := os.WriteFile(packPath, []byte(`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler", "tables": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	sessionOf(e).rememberPack(packPath)
	menuAction(t, w, lang.L("Settings…"))
	settings := uitest.InDialog(t, w)
	if !uitest.SaysIn(settings, "Ulvdalens husregler · Spelsystemet · "+packPath) {
		t.Errorf("Settings do not list the pack used: %q", uitest.Texts(settings))
	}
	uitest.TapButton(t, settings, lang.L("House rules of this character…"))
	d := uitest.InDialog(t, w)
	if uitest.SaysIn(d, "Ulvdalens husregler · ") || !uitest.SaysIn(d, "Åsa Järnhand läses med reglerna som de kom.") && !uitest.SaysIn(d, "Åsa Järnhand is read by the rules as shipped.") {
		t.Errorf("the button in Settings did not open Åsa's House rules: %q", uitest.Texts(d))
	}
}

// File → House rules… opens the House rules of the character shown.
func TestFileHouseRulesOpensTheCharactersHouseRules(t *testing.T) {
	_, w := open(t)
	menuAction(t, w, lang.L("House rules…"))
	d := uitest.InDialog(t, w)
	if !uitest.SaysIn(d, "Åsa Järnhand läses med reglerna som de kom.") && !uitest.SaysIn(d, "Åsa Järnhand is read by the rules as shipped.") {
		t.Errorf("the dialog does not say which rules: %q", uitest.Texts(d))
	}
}

// The start panel's form offers the guide for a new character, ticked: Create shows the
// character with its guide, whose steps go on with Next.
func TestTheStartFormMakesACharacterWithItsGuide(t *testing.T) {
	s := NewSession(test.NewTempApp(t), uitest.Registry(t))
	s.ShowStart()
	t.Cleanup(s.win.Close)
	rs, err := s.reg.Lookup("zonstrid")
	if err != nil {
		t.Fatal(err)
	}
	tapText(t, s.win.Content(), screen.RulesName(rs))
	if !s.start.form.guided.Checked {
		t.Fatal("the guide is not offered for a new character")
	}
	uitest.TapButton(t, s.win.Content(), lang.L("Create"))
	e := s.Current()
	if e == nil || e.Ruleset() != "zonstrid" || !uitest.ShowsText(e.TabItem().Content, lang.L("Next")) {
		t.Fatal("Create with the guide ticked shows no guide")
	}
}

// The Edit menu says what Undo takes back, and after it what Redo puts back: a field's
// keystrokes under its name.
func TestTheEditMenuNamesWhatUndoTakesBack(t *testing.T) {
	e, w := open(t)
	edit := w.MainMenu().Items[1].Items
	retype(t, e, "hal", "14")
	if want := lang.L("Undo: {{.What}}", map[string]any{"What": "HÄL"}); edit[0].Label != want {
		t.Errorf("after typing HÄL the Edit menu reads %q, want %q", edit[0].Label, want)
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if want := lang.L("Redo: {{.What}}", map[string]any{"What": "HÄL"}); edit[0].Label != lang.L("Undo") || edit[1].Label != want {
		t.Errorf("after Undo the Edit menu reads %q and %q, want %q", edit[0].Label, edit[1].Label, want)
	}
}

// Choosing a named pipe in the open dialog hung the editor: Fyne's dialog opens the chosen
// file for reading before it hands it over, and opening a pipe waits for a writer.
func TestChoosingANamedPipeToOpenDoesNotHang(t *testing.T) {
	e, w := open(t)
	fifo := filepath.Join(t.TempDir(), "pipe.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	done := make(chan error, 1)
	go func() {
		// What Fyne's open dialog does with the chosen file, and what the editor then reads.
		r, err := storage.Reader(storage.NewFileURI(fifo))
		if err == nil {
			_, err = r.Read(make([]byte, 1))
			r.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "named pipe") {
			t.Fatalf("reading a pipe chosen in the dialog: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a named pipe chosen in the dialog hangs")
	}
	e.OpenPath(fifo)
	if len(sessionOf(e).editors) != 1 {
		t.Fatal("a pipe was opened as a character")
	}
	if top := uitest.OpenOverlay(w); top == nil || !strings.Contains(strings.Join(uitest.Texts(top), " "), "named pipe") {
		t.Fatal("opening a pipe says nothing about it")
	}
}
