package encounterview

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// testHost is a session of one window showing one encounter, with characters open beside it
// that are never shown: what the view asks of a session, and no more.
type testHost struct {
	win    fyne.Window
	reg    *engine.Registry
	tips   *kit.TipLayer
	sheets []Sheet
	dir    string // where AskForFile writes: the file dialog is Fyne's own
	closed bool
}

func (h *testHost) Window() fyne.Window        { return h.win }
func (h *testHost) Registry() *engine.Registry { return h.reg }
func (h *testHost) Tips() *kit.TipLayer        { return h.tips }
func (h *testHost) Sheets() []Sheet            { return h.sheets }
func (h *testHost) Remember(string)            {}
func (h *testHost) OpenFiles() []string        { return nil }
func (h *testHost) Paper() string              { return "a4" }
func (h *testHost) Dice() *rand.Rand           { return rand.New(rand.NewPCG(7, 7)) }
func (h *testHost) Closed(*View)               { h.closed = true }

func (h *testHost) Retitle(tab *container.TabItem, text, _ string) { tab.Text = text }

func (h *testHost) OpenKept(doc *sheet.Character, k *Keeper) error {
	h.sheets = append(h.sheets, &testSheet{doc: doc, keeper: k})
	return nil
}

func (h *testHost) AskForFile(_, name, _ string, write func(string) error, done func()) {
	if write(filepath.Join(h.dir, name)) == nil && done != nil {
		done()
	}
}

// testSheet is a character open in a tab.
type testSheet struct {
	doc    *sheet.Character
	path   string
	keeper *Keeper
}

func (s *testSheet) Doc() *sheet.Character     { return s.doc }
func (s *testSheet) File() string              { return s.path }
func (s *testSheet) Ruleset() string           { return s.doc.Ruleset }
func (s *testSheet) Dirty() bool               { return false }
func (s *testSheet) Keeper() *Keeper           { return s.keeper }
func (s *testSheet) Select()                   {}
func (s *testSheet) ReadAgain()                {}
func (s *testSheet) Kept(doc *sheet.Character) { s.doc = doc }

// show opens f in a window of the session's size, with docs open in tabs beside it.
func show(t testing.TB, f *encounter.Fight, docs ...*sheet.Character) (*View, fyne.Window) {
	t.Helper()
	h := &testHost{win: test.NewTempApp(t).NewWindow("Rollformulär"), reg: uitest.Registry(t), tips: kit.NewTipLayer(), dir: t.TempDir()}
	for _, d := range docs {
		h.sheets = append(h.sheets, &testSheet{doc: d})
	}
	v := New(h, f)
	h.win.SetContent(h.tips.Over(v.TabItem().Content))
	h.win.Resize(fyne.NewSize(1280, 720))
	h.win.Show()
	t.Cleanup(h.win.Close)
	v.Opened()
	return v, h.win
}

// newFight opens an empty fight of ruleset, with docs open beside it.
func newFight(t testing.TB, ruleset string, docs ...*sheet.Character) (*View, fyne.Window) {
	t.Helper()
	rs, err := uitest.Registry(t).Lookup(ruleset)
	if err != nil {
		t.Fatal(err)
	}
	return show(t, encounter.New(rs), docs...)
}

// load reads an example character.
func load(t testing.TB, name string) *sheet.Character {
	t.Helper()
	doc, err := sheet.Load("../../assets/examples/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// copyExample copies the example file name into dir, for a fight to write to.
func copyExample(t testing.TB, dir, name string) string {
	t.Helper()
	return uitest.CopyInto(t, "../../assets/examples/"+name, dir)
}

func names(f *encounter.Fight) []string {
	out := make([]string, len(f.Doc.Combatants))
	for i, c := range f.Doc.Combatants {
		out[i] = c.Name
	}
	return out
}
