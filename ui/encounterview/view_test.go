package encounterview

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/uitest"
)

// An encounter file opens with the rest of the fight when a character file is gone: its row
// says which file and why, and it can be removed (and brought back with Ctrl+Z).
func TestAnEncounterWithAMissingFileOpensAndNamesIt(t *testing.T) {
	dir := t.TempDir()
	reg := uitest.Registry(t)
	rs, _ := reg.Lookup("intensitet")
	f := encounter.New(rs)
	bombur := copyExample(t, dir, "bombur.json")
	doc, _ := sheet.Load(bombur)
	vatte, _ := sheet.Load("../../assets/examples/vatte.json")
	if f.AddFile(bombur, doc, doc) != nil || f.AddCopies(vatte, 2) != nil {
		t.Fatal("adding")
	}
	path := filepath.Join(dir, "fight.json")
	if _, err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	os.Remove(bombur)
	opened, err := encounter.Open(reg, path)
	if err != nil {
		t.Fatal(err)
	}
	v, w := show(t, opened)
	told := uitest.InDialog(t, w)
	if !uitest.SaysIn(told, "bombur.json") {
		t.Errorf("opening does not name the missing file: %q", uitest.Texts(told))
	}
	uitest.Dismiss(w)
	rows := uitest.Find[*combatantRow](v.object)
	if len(rows) != 3 || !strings.Contains(rows[0].state.Text, "bombur.json") {
		t.Fatalf("%d rows; the first says %q", len(rows), rows[0].state.Text)
	}
	test.Tap(rows[0].remove)
	if len(v.fight.Chars) != 2 {
		t.Fatal("the missing one was not removed")
	}
	v.Undo() // Ctrl+Z, which the session's menu passes on
	if len(v.fight.Chars) != 3 || v.fight.Doc.Combatants[0].File != "bombur.json" {
		t.Fatalf("undo did not bring it back: %v", names(v.fight))
	}
}

// Zonstrid's cards in the editor: "Ni drar inte nya kort under stridens gång", but the one who
// ambushes draws two and keeps the best, and two may swap their cards; the order follows.
func TestZonstridCardsAreDrawnForAnAmbushAndSwappedInTheEncounter(t *testing.T) {
	eira := load(t, "eira.json")
	v, w := newFight(t, "zonstrid", eira, load(t, "skogsrovare.json"))
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	uitest.TapButton(t, v.object, lang.L("Roll initiative"))
	cards := func() []int {
		var out []int
		for _, c := range v.fight.Chars {
			out = append(out, c.State["initiativ"])
		}
		return out
	}
	if c := cards(); len(c) != 2 || !slices.IsSorted(c) || c[0] == c[1] {
		t.Fatalf("cards %v", c)
	}
	rows := uitest.Find[*combatantRow](v.object)
	last := v.fight.Doc.Combatants[1].Name
	// "Du och en annan rollperson kan byta initiativkort": both on the players' side.
	for _, r := range rows {
		uitest.Choose(t, w, r.side, lang.L("Players"))
	}
	rows = uitest.Find[*combatantRow](v.object)
	uitest.Choose(t, w, rows[0].swap, last)
	if v.fight.Doc.Combatants[0].Name != last || !slices.IsSorted(cards()) {
		t.Fatalf("after the swap: %v %v", names(v.fight), cards())
	}
	i := slices.Index(names(v.fight), eira.Name)
	rows = uitest.Find[*combatantRow](v.object)
	uitest.Choose(t, w, rows[i].actions, v.words.F("Dra två kort, behåll bästa"))
	if c := cards(); !slices.IsSorted(c) || c[0] == c[1] || !strings.Contains(v.fight.Doc.Log[len(v.fight.Doc.Log)-1], "två kort") {
		t.Fatalf("after the ambush: %v, log %q", c, v.fight.Doc.Log)
	}
}

// "Horder agerar som karaktärer": a group of farmers added as one horde is one row.
func TestAFramgangsslagHordeIsAddedAsOneRow(t *testing.T) {
	bonder := load(t, "bonder.json")
	v, w := newFight(t, bonder.Ruleset, bonder)
	uitest.TapButton(t, v.object, lang.L("Group of NPCs…"))
	group := uitest.InDialog(t, w)
	uitest.Retype(w, uitest.Find[*widget.Entry](group)[0], "8")
	uitest.CheckIn(t, w, lang.L("As one horde: they act and are struck as one"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if len(v.fight.Chars) != 1 || v.fight.Chars[0].State["antal"] != 8 {
		t.Fatalf("%v", names(v.fight))
	}
	if rows := uitest.Find[*combatantRow](v.object); len(rows) != 1 || !strings.Contains(rows[0].state.Text, "Antal 8") {
		t.Errorf("the row does not count the horde: %q", rows[0].state.Text)
	}
}

// A folder adds the characters of the fight's ruleset in it, and says which it left out; the
// encounter prints to a PDF of its own, never over one of its files.
func TestAFolderIsAddedAndTheEncounterPrints(t *testing.T) {
	dir := t.TempDir()
	v, w := newFight(t, "intensitet")
	bombur := copyExample(t, dir, "bombur.json")
	copyExample(t, dir, "asa-jarnhand.json")
	v.addFolderAt(dir)
	if len(v.fight.Chars) != 1 || !v.Dirty() {
		t.Fatalf("the folder added %v", names(v.fight))
	}
	// "Say so clearly when a file of another ruleset is added."
	if told := uitest.InDialog(t, w); !uitest.SaysIn(told, "asa-jarnhand.json") || !uitest.SaysIn(told, "spelsystemet") {
		t.Errorf("the spelsystemet character left out is not named: %q", uitest.Texts(told))
	}
	uitest.Dismiss(w)
	pdf := filepath.Join(dir, "fight.pdf")
	if err := v.ExportPDFTo(pdf); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(pdf); !strings.HasPrefix(string(data), "%PDF") {
		t.Error("no PDF was written")
	}
	if err := v.ExportPDFTo(bombur); err == nil {
		t.Error("the encounter printed over Bombur's file")
	}
}

// sixtyCombatants is an encounter as full as one may be: Åsa from a file and 59 Rövare.
func sixtyCombatants(b *testing.B) *View {
	v, _ := newFight(b, "spelsystemet")
	asa := copyExample(b, b.TempDir(), "asa-jarnhand.json")
	doc, _ := sheet.Load(asa)
	ulv := load(b, "rovare.json")
	v.change(func(f *encounter.Fight) error {
		if err := f.AddFile(asa, doc, doc); err != nil {
			return err
		}
		return f.AddCopies(ulv, sheet.MaxCombatants-1)
	})
	if len(v.fight.Chars) != sheet.MaxCombatants {
		b.Fatalf("%d combatants", len(v.fight.Chars))
	}
	return v
}

// A step of the largest fight, the next turn: the fight copied for undo and every row shown
// anew.
func BenchmarkEncounterStepOfSixtyCombatants(b *testing.B) {
	v := sixtyCombatants(b)
	for b.Loop() {
		v.change(func(f *encounter.Fight) error { f.Next(v.rng); return nil })
	}
}

// A keystroke in the attack panel's modifier of the largest fight: the exchange's odds anew.
func BenchmarkEncounterModifierKeystroke(b *testing.B) {
	v := sixtyCombatants(b)
	w := v.host.Window()
	w.Canvas().Focus(v.act.mod)
	for i := 0; b.Loop(); i++ {
		v.act.mod.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
		test.Type(v.act.mod, string(rune('1'+i%5)))
	}
	if !strings.Contains(v.act.Odds.Text, "%") {
		b.Fatalf("no odds: %q", v.act.Odds.Text)
	}
}

// Two tabs of one name, a guard and its copy never saved, are two check boxes, each added.
func TestTwoOpenCharactersOfOneNameAreBothOffered(t *testing.T) {
	vatte := load(t, "vatte.json")
	v, w := newFight(t, vatte.Ruleset, vatte, vatte.Clone())
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.CheckIn(t, w, "Vätte  (2)") // unticked: only the first is added
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if len(v.fight.Chars) != 1 {
		t.Fatalf("%v", names(v.fight))
	}
	uitest.TapButton(t, v.object, lang.L("Open characters…"))
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	if got := names(v.fight); len(got) != 3 || got[1] == got[2] {
		t.Fatalf("%v: each is its own combatant, named apart", got)
	}
}

// The limits of the view, at them and one past: sixty combatants and not sixty-one, a
// modifier at the rules' most and one past it, and a name of 2,000 characters, which the rows
// and the drop-downs shorten.
func TestTheEncounterViewAtItsLimits(t *testing.T) {
	long := load(t, "vatte.json")
	long.Name = strings.Repeat("V", 2000)
	v, w := newFight(t, long.Ruleset, long)
	addGroup := func(n string) {
		uitest.TapButton(t, v.object, lang.L("Group of NPCs…"))
		uitest.Retype(w, uitest.Find[*widget.Entry](uitest.InDialog(t, w))[0], n)
		uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Add"))
	}
	addGroup(fmt.Sprint(sheet.MaxCombatants + 1))
	if told := uitest.InDialog(t, w); len(v.fight.Chars) != 0 || !uitest.SaysIn(told, fmt.Sprint(sheet.MaxCombatants)) {
		t.Fatalf("%d combatants after asking for one past the most; told %q", len(v.fight.Chars), uitest.Texts(told))
	}
	uitest.Dismiss(w)
	addGroup(fmt.Sprint(sheet.MaxCombatants))
	if len(v.fight.Chars) != sheet.MaxCombatants {
		t.Fatalf("%d combatants, want the most, %d", len(v.fight.Chars), sheet.MaxCombatants)
	}
	for _, l := range []*widget.Label{v.rowList[0].name, v.rowList[0].state} {
		if len([]rune(l.Text)) > kit.MaxShownText {
			t.Errorf("a row shows %d characters of a name", len([]rune(l.Text)))
		}
	}
	if n := len([]rune(v.act.actor.Selected)); n > kit.MaxTitle+6 {
		t.Errorf("the attacker's drop-down shows %d characters", n)
	}
	// Sixty names alike in their first 40 characters are told apart by their place.
	if opts := v.act.actor.Options; len(slices.Compact(slices.Clone(opts))) != len(opts) {
		t.Errorf("the attackers offered read alike: %q", opts[:3])
	}
	// Sixty of one side have no foe: the GM names the target.
	uitest.Choose(t, w, v.act.target, v.act.target.Options[0])
	_, most := engine.ModRange.Ends()
	uitest.Retype(w, v.act.mod, most)
	if v.act.Roll.Disabled() {
		t.Fatalf("a modifier of %s, the most, is refused: %q", most, v.act.Odds.Text)
	}
	uitest.Retype(w, v.act.mod, fmt.Sprint(engine.ModRange.Max+1))
	if !v.act.Roll.Disabled() || !strings.Contains(v.act.Odds.Text, fmt.Sprint(engine.ModRange.Max)) {
		t.Errorf("one past the most is rolled, or not said: %q", v.act.Odds.Text)
	}
	// "With 60 combatants the list does not scroll to the active row": each Next turn brings
	// the row whose turn it is into sight.
	uitest.Retype(w, v.act.mod, "0")
	for range 12 {
		uitest.TapButton(t, v.object, lang.L("Next turn"))
		row := v.rowList[v.fight.Doc.Turn]
		top, seen := row.Position().Y, v.rowScroll.Offset.Y
		if top < seen || top+row.Size().Height > seen+v.rowScroll.Size().Height {
			t.Fatalf("turn %d: its row at %v–%v, the list shows %v–%v", v.fight.Doc.Turn, top,
				top+row.Size().Height, seen, seen+v.rowScroll.Size().Height)
		}
	}
	if v.rowScroll.Offset.Y == 0 {
		t.Error("12 turns into sixty rows and the list never scrolled")
	}
}

// An encounter of sixty copies whose names are past the limit opens at once, each row saying
// why it did not read, and the message on opening is cut short: uncut, Fyne took minutes to
// lay out sixty 2,000-character names, and the window stayed empty.
func TestAnEncounterOfSixtyUnreadableCopiesOpensAtOnce(t *testing.T) {
	vatte, _ := sheet.Load("../../assets/examples/vatte.json")
	vatte.Name = strings.Repeat("V", sheet.MaxText+2)
	data, err := sheet.Marshal(vatte)
	if err != nil {
		t.Fatal(err)
	}
	e := &sheet.Encounter{Format: sheet.EncounterFormat, Version: sheet.EncounterVersion, Ruleset: "intensitet", Round: 1}
	for i := range sheet.MaxCombatants {
		e.Combatants = append(e.Combatants, sheet.Combatant{Name: fmt.Sprint(vatte.Name, i), Character: bytes.TrimSpace(data)})
	}
	path := filepath.Join(t.TempDir(), "fight.json")
	if err := sheet.SaveEncounter(path, e); err != nil {
		t.Fatal(err)
	}
	opened, err := encounter.Open(uitest.Registry(t), path)
	if err != nil {
		t.Fatal(err)
	}
	v, w := show(t, opened)
	if len(v.rowList) != sheet.MaxCombatants || !strings.Contains(v.rowList[59].state.Text, fmt.Sprint(sheet.MaxText)) {
		t.Fatalf("%d rows; the last says %q", len(v.rowList), v.rowList[59].state.Text)
	}
	for _, l := range uitest.Find[*widget.Label](uitest.InDialog(t, w)) {
		if n := len([]rune(l.Text)); n > kit.MaxShownText {
			t.Errorf("the message on opening is %d characters", n)
		}
	}
}
