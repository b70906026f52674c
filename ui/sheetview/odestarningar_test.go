package sheetview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

const nadir = "../../assets/examples/nadir.json"

func TestOdestarningarEditorOpensUnchanged(t *testing.T) {
	e, _ := openFile(t, nadir)
	if e.Dirty() {
		t.Error("opening marks the document changed")
	}
	if got := value(e, "tarningar").Text; got != "3" {
		t.Errorf("öde dice %q", got)
	}
	if sectionOf[*traitsSection](e) == nil || sectionOf[*stateSection](e) == nil || len(sectionOf[*rollsSection](e).forms) == 0 {
		t.Fatal("the traits, state and dice-pool sections are missing")
	}
}

// Typing öde changes the dice, the budget and the skills' odds at once.
func TestTypingÖdeChangesBudgetAndOdds(t *testing.T) {
	e, _ := openFile(t, nadir)
	before := value(e, "skills.0").Odds.In(e.words)
	retype(e, "ode", "4")
	if got := value(e, "skapelsepoang").Text; got != "20 / 40" {
		t.Errorf("budget at öde 4: %q", got)
	}
	if value(e, "skills.0").Odds.In(e.words) == before {
		t.Error("the skill's odds did not change with öde")
	}
	retype(e, "ode", "2")
	if !strings.Contains(e.problems.text.Text, e.words.F("%s: fv %d är över dubbla ödet, %d", "Skytte", 5, 4)) {
		t.Errorf("fv 5 at öde 2 is not flagged: %q", e.problems.text.Text)
	}
}

// The dice pool shows the exact chance as the roll is set up, and rolling spends the skill
// dice, undoably.
func TestDicePoolSpendsSkillDice(t *testing.T) {
	e, w := openFile(t, nadir)
	p := rollForm(t, e)
	uitest.Choose(t, w, p.choices["skill"], p.choices["skill"].Options[1]) // Skytte: fv 5, 1 spent
	uitest.Retype(w, p.numbers["fate"], "3")
	uitest.Retype(w, p.numbers["skill_dice"], "2")
	uitest.Choose(t, w, p.choices["difficulty"], p.choices["difficulty"].Options[4]) // svårt (7)
	if !strings.Contains(p.Odds.Text, "5 T6 +1") || !strings.Contains(p.Odds.Text, oddsHead(e, "%s mot %d: lyckas %s (exakt %s)", 7)) {
		t.Fatalf("odds %q", p.Odds.Text)
	}
	uitest.Retype(w, p.numbers["skill_dice"], "9")
	if !p.Roll.Disabled() || !strings.Contains(p.Odds.Text, e.words.F("%d färdighetstärningar: bara %d kvar att satsa i %s", 9, 4, "Skytte")) {
		t.Errorf("nine of four skill dice: %q", p.Odds.Text)
	}
	uitest.Retype(w, p.numbers["skill_dice"], "2")
	test.Tap(p.Roll)
	if got := spent.Get(e.doc.Skills[0].Members); got != 3 {
		t.Fatalf("spent after the roll: %d", got)
	}
	if !strings.Contains(e.log.line(0), "Skytte") {
		t.Errorf("log: %q", e.log.line(0))
	}
	e.Undo()
	if got := spent.Get(e.doc.Skills[0].Members); got != 1 {
		t.Errorf("spent after undo: %d", got)
	}
}

// Vila brings back the spent dice once a session; the second try is refused in the log.
func TestTableActionVila(t *testing.T) {
	e, _ := openFile(t, nadir)
	s := sectionOf[*rollsSection](e)
	test.Tap(s.actions["vila"])
	if spent.Get(e.doc.Skills[0].Members) != 0 || e.doc.State["vila"] != 1 {
		t.Fatalf("after vila: spent %d, state %v", spent.Get(e.doc.Skills[0].Members), e.doc.State)
	}
	test.Tap(s.actions["vila"])
	if !strings.Contains(e.log.line(0), e.words.F("redan gjort %d av %d gånger detta spelmöte", 1, 1)) {
		t.Errorf("a second vila: %q", e.log.line(0))
	}
}

// Damage goes through the armor into a wound that takes dice; first aid is offered for it.
func TestTakingALindrigSkada(t *testing.T) {
	e, w := openFile(t, nadir)
	uitest.Retype(w, harmInputs(t, e, engine.DamageAction).numbers[engine.DamageAmount], "7") // − skydd 2 = 5: lindrig
	uitest.Choose(t, w, harmInputs(t, e, engine.DamageAction).choices[engine.DamageType], "Eggvapen")
	showTab(t, e, lang.L("State"))
	uitest.TapButton(t, e.object, e.words.F("Ta skada"))
	if len(e.doc.Wounds) != 1 || sheet.Member[int]("dice").Get(e.doc.Wounds[0].Members) != 1 || value(e, "tarningar").Text != "2" {
		t.Fatalf("wounds %+v, dice %q", e.doc.Wounds, value(e, "tarningar").Text)
	}
	if !strings.Contains(value(e, "condition.status").Text, "lindrigt") {
		t.Errorf("condition %q", value(e, "condition.status").Text)
	}
}

// A trait's level and background change its cost in the live budget.
func TestTraitLevelChangesTheBudget(t *testing.T) {
	e, w := openFile(t, nadir)
	showTab(t, e, lang.L("Traits"))
	s := sectionOf[*traitsSection](e)
	uitest.Choose(t, w, s.rows[0].level, s.rows[0].level.Options[2]) // Snabb III: 6 sp
	if got := value(e, "skapelsepoang").Text; got != "24 / 30" {
		t.Errorf("budget %q", got)
	}
	uitest.SetCheck(s.rows[0].columns.objects[0].(*widget.Check), false) // outside the background: 12 sp
	if got := value(e, "skapelsepoang").Text; got != "30 / 30" {
		t.Errorf("budget %q", got)
	}
	if got := value(e, "forflyttning").Text; got != "16 m" {
		t.Errorf("Snabb III runs %q", got)
	}
}

// Circumstances raise the difficulty, and a ducking target shows in the chance at once.
func TestDicePoolCircumstancesAndDucking(t *testing.T) {
	e, w := openFile(t, nadir)
	p := rollForm(t, e)
	uitest.Retype(w, p.numbers["fate"], "3")
	uitest.Choose(t, w, p.choices["difficulty"], p.choices["difficulty"].Options[7]) // avstånd kort (4)
	if !strings.Contains(p.Odds.Text, oddsHead(e, "%s mot %d: lyckas %s (exakt %s)", 4)) {
		t.Fatalf("odds %q", p.Odds.Text)
	}
	uitest.SetCheck(p.flags["around.0"], true) // dunkel +1
	if !strings.Contains(p.Odds.Text, oddsHead(e, "%s mot %d: lyckas %s (exakt %s)", 5)) || !strings.Contains(p.Odds.Text, e.words.F("%s %s på svårigheten", "dunkel", "+1")) {
		t.Errorf("in the dark: %q", p.Odds.Text)
	}
	uitest.Retype(w, p.numbers["duck"], "2")
	if !strings.Contains(p.Odds.Text, oddsHead(e, "%s mot %d, målet duckar med %d T6: träffar %s (exakt %s)", 5, 2)) {
		t.Errorf("ducking: %q", p.Odds.Text)
	}
	uitest.Retype(w, p.numbers["duck"], "x")
	if !p.Roll.Disabled() {
		t.Error("a duck of x can be rolled")
	}
}

// oddsHead is what the dice pool's odds of format say before their chance, in e's words:
// " mot 7", " vs 7, the target ducks with 2 T6".
func oddsHead(e *Editor, format string, args ...any) string {
	head, _, _ := strings.Cut(e.words.F(format, append(append([]any{""}, args...), "", "")...), ":")
	return head
}

// A count of 0 would read as one in the document: it is marked and changes nothing.
func TestGearCountBelowOneIsRefused(t *testing.T) {
	e, w := openFile(t, nadir)
	g := sectionOf[*equipmentSection](e).gear
	uitest.Retype(w, g.rows[0].count, "0")
	if e.doc.Gear[0].Count != 3 || !strings.Contains(e.problems.text.Text, "mindre än 1") && !strings.Contains(e.problems.text.Text, "less than 1") {
		t.Errorf("count %d, problems %q", e.doc.Gear[0].Count, e.problems.text.Text)
	}
	uitest.Retype(w, g.rows[0].count, "5")
	if e.doc.Gear[0].Count != 5 || strings.Contains(e.problems.text.Text, "less than") {
		t.Errorf("count %d", e.doc.Gear[0].Count)
	}
}

// spent is Ödestärningar's count of a skill's dice used up, a member of the ruleset's own.
var spent = sheet.Member[int]("spent")

// The bug this guards against: a tracker whose levels the rules name was a number to type,
// with the names in its label ("Strålningssjuka: 0 ingen, 1 lätt, 2 sjuk …"). It is a choice
// of the names.
func TestNamedLevelsAreChosenNotTyped(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/nadir.json")
	sel := sectionOf[*characterSection](e).levels["stralsjuka"]
	if sel == nil {
		t.Fatal("Strålningssjuka is not a choice")
	}
	if _, typed := e.trackers["stralsjuka"]; typed {
		t.Error("Strålningssjuka is a number to type as well")
	}
	before := e.doc.State["stralsjuka"]
	uitest.Choose(t, w, sel, e.words.F("sjuk"))
	if got := e.doc.State["stralsjuka"]; got != 2 {
		t.Fatalf("chose sjuk: Strålningssjuka %d, want 2", got)
	}
	e.Undo()
	if got := e.doc.State["stralsjuka"]; got != before || sel.SelectedIndex() != before {
		t.Errorf("undone: Strålningssjuka %d, the choice %d; want %d", got, sel.SelectedIndex(), before)
	}
}

// Where the rules have no body parts the armor is one, chosen from the rules' table too, with
// what it stops and hinders as columns.
func TestOdestarningarArmorFromTheRulesTable(t *testing.T) {
	e, w := openFile(t, "../../assets/examples/nadir.json")
	showTab(t, e, lang.L("Equipment"))
	search, d := openCatalogue(t, e, w, lang.L("Armor from the rules…"))
	if len(uitest.Find[*widget.Table](d)) != 1 {
		t.Fatal("the armor is no table")
	}
	test.Type(search, "lätt ordinär")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := e.doc.Armor[descOf(e).WholeBodyArmor]; len(got) != 1 || got[0] != "latt-ordinar-rustning" {
		t.Errorf("the armor from the table: %v", got)
	}
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if eq := sectionOf[*equipmentSection](e); !strings.HasPrefix(eq.whole.Selected, "Lätt ordinär rustning") {
		t.Errorf("the armor's drop-down shows %q", eq.whole.Selected)
	}
}

// Keyboard all the way: a drive added is typed at once, its field focused, so it takes two
// actions rather than a click on the empty row first.
func TestADriveAddedIsTypedAtOnce(t *testing.T) {
	e, w := openFile(t, nadir)
	before := len(e.doc.Drives)
	showTab(t, e, lang.L("Traits"))
	uitest.TapButton(t, e.object, lang.L("Add a drive"))
	test.Type(w.Canvas().Focused(), "heder")
	if len(e.doc.Drives) != before+1 || e.doc.Drives[before] != "heder" {
		t.Errorf("a drive added and typed: %q", e.doc.Drives)
	}
}

// Issue 46: the paper ticks a skill's spent dice and crosses the öde dice wounds hold, and the
// editor said them as numbers only. The table view draws the same boxes from the same model
// (screen.Skill.DiceBoxes, screen.PoolOf): Skytte's five dice with the one spent empty, two
// more emptied by a roll that spends them, and back with its undo; and the öde dice.
func TestTheTableShowsTheDiceSpentAsThePaperTicksThem(t *testing.T) {
	e, w := openFile(t, nadir)
	s := sectionOf[*tableSection](e)
	showTab(t, e, lang.L("At the table"))
	skytte := func() string {
		t.Helper()
		for _, r := range s.rollRows {
			if r.what != nil && r.what.Kind == engine.SkillRoll && r.what.Name == "Skytte" {
				return r.odds.Text
			}
		}
		t.Fatal("the table view has no roll of Skytte")
		return ""
	}
	if got := skytte(); !strings.HasPrefix(got, "●●●●○\n") {
		t.Errorf("Skytte, fv 5 with 1 spent, reads %q", got)
	}
	if !strings.Contains(s.state.Text, "●●●  "+e.words.F("%d kvar, %d redo denna sr, %d hålls av sår och ödet", 3, 3, 0)) {
		t.Errorf("the öde dice read %q", s.state.Text)
	}
	p := rollForm(t, e)
	uitest.Choose(t, w, p.choices["skill"], p.choices["skill"].Options[1]) // Skytte
	uitest.Retype(w, p.numbers["fate"], "3")
	uitest.Retype(w, p.numbers["skill_dice"], "2")
	test.Tap(p.Roll)
	showTab(t, e, lang.L("At the table"))
	if got := skytte(); !strings.HasPrefix(got, "●●○○○\n") {
		t.Errorf("Skytte after two more dice spent reads %q", got)
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if got := skytte(); !strings.HasPrefix(got, "●●●●○\n") {
		t.Errorf("Skytte after the undo reads %q", got)
	}
}
