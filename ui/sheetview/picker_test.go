package sheetview

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/ui/catalog"
	"rollformular/ui/uitest"
)

// The bug this guards against: adding ten skills took about 60 actions, for the catalogue
// closed after each one, Enter added nothing and Esc did not close it; "Lägg till" with no
// skill chosen closed it silently. Now the search keeps the focus: Enter adds the skill chosen
// or the first found, the dialog stays open for the next, Add waits for a choice, Esc closes.
func TestSkillsAreAddedOneAfterAnotherFromTheKeyboard(t *testing.T) {
	e, w := open(t)
	before := len(e.doc.Skills)
	showTab(t, e, lang.L("Skills"))
	search, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	var add *widget.Button
	for _, b := range uitest.Find[*widget.Button](d) {
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
		if uitest.OpenOverlay(w) == nil {
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
	if !strings.Contains(strings.Join(uitest.Texts(d), " | "), "Spana, Smyga, Simma") {
		t.Errorf("the dialog does not say what was added: %q", strings.Join(uitest.Texts(d), " | "))
	}
	// The arrow keys choose; Enter adds the chosen one.
	test.Type(search, "s")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if add.Disabled() {
		t.Error("an entry chosen with the arrow keys leaves Add disabled")
	}
	second := catalog.Rank(descOf(e).Skills, "s")[1]
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if last := e.doc.Skills[len(e.doc.Skills)-1]; last.ID != second.ID {
		t.Errorf("Down twice and Enter added %s, want the second found, %s", last.ID, second.ID)
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if uitest.OpenOverlay(w) != nil {
		t.Fatal("Esc did not close the catalogue")
	}
	if n := len(e.doc.Skills) - before; n != 4 {
		t.Errorf("%d skills added, want 4", n)
	}
}

// addFromCatalogue taps the button that reads button, and in the catalogue it opens adds each
// of names: typed into the search, chosen with Enter. The dialog is left open.
func addFromCatalogue(t *testing.T, e *Editor, w fyne.Window, button string, names ...string) *catalog.SearchEntry {
	t.Helper()
	search, _ := openCatalogue(t, e, w, button)
	for _, name := range names {
		test.Type(search, name)
		search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	return search
}

// Choosing a weapon from "Vapen ur reglerna" killed the editor: the drop-down's handler reset
// the drop-down, which called the handler again, until the stack overflowed. Weapons are now
// chosen from the catalogue, one after another.
func TestChoosingAWeaponFromTheRulesDoesNotCrash(t *testing.T) {
	e, w := open(t)
	before := len(e.Document().Weapons)
	showTab(t, e, lang.L("Equipment"))
	first, second := descOf(e).Weapons[3], descOf(e).Weapons[7]
	search := addFromCatalogue(t, e, w, lang.L("Weapons from the rules…"), first.Name, second.Name)
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if got := len(e.Document().Weapons); got != before+2 {
		t.Fatalf("after choosing two weapons the character has %d, want %d", got, before+2)
	}
	if got := e.Document().Weapons[before+1].ID; got != second.ID {
		t.Fatalf("the weapon added is %q, want %q", got, second.ID)
	}
	e.Undo()
	if got := len(e.Document().Weapons); got != before+1 {
		t.Fatalf("undo left %d weapons, want %d", got, before+1)
	}
}

// The catalogue of weapons is a table of what the rules give of each: damage, type, length or
// range, and more; a tap on a column's head sorts by it, a second the other way.
func TestTheWeaponCatalogueShowsAndSortsTheRulesColumns(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Equipment"))
	addFromCatalogue(t, e, w, lang.L("Weapons from the rules…"))
	d := uitest.InDialog(t, w)
	tables := uitest.Find[*widget.Table](d)
	if len(tables) != 1 {
		t.Fatalf("the weapons' catalogue shows %d tables", len(tables))
	}
	var heads []string
	for _, b := range uitest.Find[*widget.Button](tables[0]) {
		heads = append(heads, b.Text)
	}
	for _, want := range []string{e.words.F("Skada"), e.words.F("Typ"), "L/Sv"} {
		if !slices.Contains(heads, want) {
			t.Errorf("the table's heads %q lack %q", heads, want)
		}
	}
	hands := e.words.F("Händer")
	for _, b := range uitest.Find[*widget.Button](tables[0]) {
		if b.Text == hands {
			test.Tap(b)
		}
	}
	if !slices.ContainsFunc(uitest.Find[*widget.Button](tables[0]), func(b *widget.Button) bool { return b.Text == hands+" ▲" }) {
		t.Fatalf("sorted by %s, the column's head shows no arrow", hands)
	}
	// Enter adds the first found, which sorted by hands is a one-handed weapon.
	search := w.Canvas().Focused().(*catalog.SearchEntry)
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	last := e.doc.Weapons[len(e.doc.Weapons)-1]
	def, _ := engine.Item(descOf(e).Weapons, last.ID)
	for _, f := range def.Facts {
		if f.Label == "Händer" && f.Text != "1" {
			t.Errorf("sorted by hands, Enter added %s of %s hands, want a one-handed weapon first", def.Name, f.Text)
		}
	}
}

// Adding a row rebuilds its own section only: what was typed elsewhere and not applied (HÄL
// "1x") stays as typed, with its mark.
func TestAddingARowKeepsATypedTextElsewhere(t *testing.T) {
	e, w := open(t)
	retype(e, "hal", "1x")
	showTab(t, e, lang.L("Equipment"))
	addFromCatalogue(t, e, w, lang.L("Weapons from the rules…"), descOf(e).Weapons[0].Name)
	if got := e.attributes["hal"].Text; got != "1x" {
		t.Fatalf("HÄL shows %q after a weapon was added; what was typed must stay", got)
	}
	if !strings.Contains(e.problems.text.Text, "1x") {
		t.Fatalf("the mark of HÄL is gone: %q", e.problems.text.Text)
	}
}

// The same catalogue for gear, in a ruleset that counts load.
func TestChoosingGearFromTheRulesAddsItOnce(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/nadir.json")
	before := len(e.Document().Gear)
	showTab(t, e, lang.L("Equipment"))
	addFromCatalogue(t, e, w, lang.L("Gear from the rules…"), descOf(e).Gear[len(descOf(e).Gear)-1].Name)
	if got := len(e.Document().Gear); got != before+1 {
		t.Fatalf("gear %d, want %d", got, before+1)
	}
}

// skillCatalogue opens Åsa's skills catalogue, as a person does, and gives the count of her
// skills before, the search and the dialog.
func skillCatalogue(t *testing.T) (e *Editor, before int, search *catalog.SearchEntry, d fyne.CanvasObject) {
	t.Helper()
	e, w := open(t)
	before = len(e.doc.Skills)
	showTab(t, e, lang.L("Skills"))
	search, d = openCatalogue(t, e, w, lang.L("Add from the rules…"))
	return e, before, search, d
}

// Ten skills in one line: names separated by commas add the first found for each; a name that
// finds nothing is said and stays in the search.
func TestACommaSeparatedListAddsEachFirstFound(t *testing.T) {
	e, before, search, d := skillCatalogue(t)
	test.Type(search, "simma, smyga , xyzzy,")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	var ids []string
	for _, sk := range e.doc.Skills[before:] {
		ids = append(ids, sk.ID)
	}
	if !slices.Equal(ids, []string{"simma", "smyga"}) {
		t.Errorf("“simma, smyga , xyzzy,” added %v", ids)
	}
	if search.Text != "xyzzy" || !strings.Contains(strings.Join(uitest.Texts(d), " "), "xyzzy") {
		t.Errorf("the name that found nothing: the search holds %q, the dialog reads %q", search.Text, strings.Join(uitest.Texts(d), " | "))
	}
}

// The bug this guards against: the catalogue gave the whole comma list one value, and "svärd"
// added Närstridsvapen with no specialisation. Each name takes the value typed after it, and a
// skill found by its description takes the name as its specialisation; the list shows what
// the name being typed finds, its value left out.
func TestACommaListGivesEachSkillItsOwnValue(t *testing.T) {
	e, before, search, d := skillCatalogue(t)
	test.Type(search, "smyga 12, simma 8, svärd 13")
	if texts := strings.Join(uitest.Texts(d), " "); !strings.Contains(texts, "Närstridsvapen") {
		t.Errorf("typing “…, svärd 13” lists %q", texts)
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	var got []string
	for _, sk := range e.doc.Skills[before:] {
		got = append(got, fmt.Sprintf("%s/%s/%d", sk.ID, sk.Spec, sk.Value))
	}
	if want := []string{"smyga//12", "simma//8", "narstridsvapen/Svärd/13"}; !slices.Equal(got, want) {
		t.Errorf("“smyga 12, simma 8, svärd 13” added %v, want %v", got, want)
	}
	// A skill that needs a specialisation is not added without one.
	test.Type(search, "Språk")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if n := len(e.doc.Skills) - before; n != 3 {
		t.Errorf("Språk with no language was added: %d skills", n)
	}
}

// "Libraries: … skills and traits as searchable, sortable tables": the skills' catalogue shows
// each skill's group in a column, which sorts them by group; odestarningar's traits say which
// are advantages, and sorted by that column the disadvantages come together.
func TestTheSkillAndTraitCataloguesAreTablesOfTheirColumns(t *testing.T) {
	e, w := open(t)
	showTab(t, e, lang.L("Skills"))
	_, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	sortBy := func(d fyne.CanvasObject, head string) *widget.Table {
		t.Helper()
		tables := uitest.Find[*widget.Table](d)
		if len(tables) != 1 {
			t.Fatalf("the catalogue shows %d tables, want one", len(tables))
		}
		for _, b := range uitest.Find[*widget.Button](tables[0]) {
			if b.Text == head {
				test.Tap(b)
				return tables[0]
			}
		}
		t.Fatalf("the table has no column %q", head)
		return nil
	}
	sortBy(d, lang.L("Group"))
	// Sorted by group, the first rows are one group's: the first found is of the group first
	// in the alphabet.
	search := w.Canvas().Focused().(*catalog.SearchEntry)
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	first := e.doc.Skills[len(e.doc.Skills)-1]
	def, _ := engine.Item(descOf(e).Skills, first.ID)
	for _, it := range descOf(e).Skills {
		if e.rules.GroupName(it.Group) < e.rules.GroupName(def.Group) {
			t.Fatalf("sorted by group, Enter added %s of %s; %s's group %s comes first", def.Name, e.rules.GroupName(def.Group), it.Name, e.rules.GroupName(it.Group))
		}
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})

	n, w2 := openFile(t, "../../assets/examples/nadir.json")
	showTab(t, n, lang.L("Traits"))
	_, d = openCatalogue(t, n, w2, lang.L("Add from the rules…"))
	sortBy(d, lang.L("Kind"))
	search = w2.Canvas().Focused().(*catalog.SearchEntry)
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := n.doc.Traits[len(n.doc.Traits)-1]; got.ID == "" {
		t.Fatal("Enter added no trait of the rules")
	} else {
		def, _ := engine.Item(descOf(n).Traits, got.ID)
		kind, _ := n.rules.Shape.Traits.KindOf(def.Kind)
		for _, k := range n.rules.Shape.Traits.Kinds {
			if n.words.F(k.Name) < n.words.F(kind.Name) {
				t.Errorf("sorted by kind, Enter added %s (%s), not one of %s", def.Name, def.Kind, k.Name)
			}
		}
	}
}

// The bug this guards against: the catalogue listed Ödesmästare and Övertala between Närstrid
// and Rörlighet, Ö read as O. It lists in Swedish order, Å, Ä and Ö after Z.
func TestTheCatalogueListsInSwedishOrder(t *testing.T) {
	e, w := openFile(t, nadir)
	showTab(t, e, lang.L("Skills"))
	_, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	texts := uitest.Texts(d)
	at := func(name string) int {
		i := slices.Index(texts, name)
		if i < 0 {
			t.Fatalf("the catalogue does not list %s: %q", name, texts)
		}
		return i
	}
	if !(at("Närstrid") < at("Rörlighet") && at("Rörlighet") < at("Vapensystem") && at("Vapensystem") < at("Ödesmästare")) {
		t.Errorf("the catalogue's order: %q", texts)
	}
}

// The bug this guards against: the catalogue cut names ("Snabb inlärningsförm…") while its
// dialog was half empty, the name column measured without the label's own padding. Every name
// of odestarningar's traits shows whole.
func TestTheCatalogueCutsNoName(t *testing.T) {
	e, w := openFile(t, nadir)
	w.Resize(fyne.NewSize(1366, 768))
	showTab(t, e, lang.L("Traits"))
	_, d := openCatalogue(t, e, w, lang.L("Add from the rules…"))
	for _, text := range uitest.Texts(d) {
		if strings.HasSuffix(text, "…") && !strings.HasSuffix(text, "rules…") {
			t.Errorf("the catalogue cuts %q", text)
		}
	}
}
