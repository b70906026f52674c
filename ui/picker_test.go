package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
)

// The bug this guards against: the search ranked descriptions above names, so "spana" listed
// Smyga (whose description mentions Spana) before Spana.
func TestSearchRanksNamesAboveDescriptions(t *testing.T) {
	items := []engine.CatalogItem{
		{ID: "smyga", Name: "Smyga", Description: "… mot Lyssna eller Spana"},
		{ID: "luftspana", Name: "Luftspanare"},
		{ID: "spana", Name: "Spana", Description: "Att se"},
		{ID: "simma", Name: "Simma"},
	}
	var got []string
	for _, it := range rankItems(items, " SPANA") {
		got = append(got, it.ID)
	}
	if want := []string{"spana", "luftspana", "smyga"}; !slices.Equal(got, want) {
		t.Errorf("a search for SPANA lists %v, want %v: a name that begins with it, one that holds it, then a description", got, want)
	}
	if all := rankItems(items, ""); len(all) != len(items) || all[0].ID != "smyga" {
		t.Errorf("an empty search lists %v, want the catalogue in its order", all)
	}
}

// The bug this guards against: adding ten skills took about 60 actions, for the catalogue
// closed after each one, Enter added nothing and Esc did not close it; "Lägg till" with no
// skill chosen closed it silently. Now the search keeps the focus: Enter adds the skill chosen
// or the first found, the dialog stays open for the next, Add waits for a choice, Esc closes.
func TestSkillsAreAddedOneAfterAnotherFromTheKeyboard(t *testing.T) {
	e, w := open(t)
	before := len(e.doc.Skills)
	showTab(t, e, lang.L("Skills"))
	tapButton(t, e.object, lang.L("Add from the rules…"))
	d := inDialog(t, w)
	search, ok := w.Canvas().Focused().(*keyEntry)
	if !ok {
		t.Fatalf("the catalogue opens with the focus on %T, not its search", w.Canvas().Focused())
	}
	var add *widget.Button
	for _, b := range find[*widget.Button](d) {
		if b.Text == lang.L("Add") {
			add = b
		}
	}
	if add == nil || !add.Disabled() {
		t.Fatal("Add is offered with no skill chosen")
	}
	for _, name := range []string{"spana", "smyga", "simma"} {
		test.Type(search, name)
		search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if openOverlay(w) == nil {
			t.Fatalf("the catalogue closed after adding %s", name)
		}
		if w.Canvas().Focused() != search || search.Text != "" {
			t.Fatalf("after adding %s the search holds %q and the focus is on %T", name, search.Text, w.Canvas().Focused())
		}
	}
	var ids []string
	for _, sk := range e.doc.Skills[before:] {
		ids = append(ids, sk.ID)
	}
	if want := []string{"spana", "smyga", "simma"}; !slices.Equal(ids, want) {
		t.Fatalf("typed spana, smyga and simma each with Enter: added %v", ids)
	}
	if !strings.Contains(strings.Join(texts(d), " | "), "Spana, Smyga, Simma") {
		t.Errorf("the dialog does not say what was added: %q", strings.Join(texts(d), " | "))
	}
	// The arrow keys choose; Enter adds the chosen one.
	test.Type(search, "s")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if add.Disabled() {
		t.Error("an entry chosen with the arrow keys leaves Add disabled")
	}
	second := rankItems(e.desc.Skills, "s")[1]
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if last := e.doc.Skills[len(e.doc.Skills)-1]; last.ID != second.ID {
		t.Errorf("Down twice and Enter added %s, want the second found, %s", last.ID, second.ID)
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if openOverlay(w) != nil {
		t.Fatal("Esc did not close the catalogue")
	}
	if n := len(e.doc.Skills) - before; n != 4 {
		t.Errorf("%d skills added, want 4", n)
	}
}
