package table

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
)

// wounded puts on combatant i of f a wound of damage to part ("" for none), as the rules
// that keep harm in wounds take it.
func wounded(f *encounter.Fight, i int, part string, damage int) {
	c := f.Chars[i].Clone()
	c.Wounds = append(c.Wounds, sheet.Wound{Part: part, Damage: damage, Type: "H"})
	f.Chars[i] = c
}

// entryOf is the entry called name in v.
func entryOf(t *testing.T, v View, name string) Entry {
	t.Helper()
	for _, e := range v.Order {
		if e.Name == name {
			return e
		}
	}
	t.Fatalf("no %q in the view", name)
	return Entry{}
}

func numberIDs(e Entry) []string {
	var ids []string
	for _, n := range e.Numbers {
		ids = append(ids, n.ID)
	}
	return ids
}

// The view is the fight's order, round, whose turn and who is next, each combatant by name
// and side, as the encounter keeps them.
func TestTheViewIsTheOrderTheRoundAndWhoseTurn(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 2)
	if err := f.Settle(rand.New(rand.NewPCG(1, 0))); err != nil {
		t.Fatal(err)
	}
	f.Next(rand.New(rand.NewPCG(2, 0)))
	v := ViewOf(f, nil, "sv")
	if v.Round != f.Doc.Round || v.Phase != 1 || v.Current != f.Doc.Turn || v.Ruleset != "spelsystemet" || v.Lang != "sv" {
		t.Fatalf("view %+v of round %d turn %d", v, f.Doc.Round, f.Doc.Turn)
	}
	if len(v.Order) != 3 {
		t.Fatalf("order %+v", v.Order)
	}
	for i, e := range v.Order {
		if e.Name != f.Doc.Combatants[i].Name || e.Side != f.SideOf(i) || e.Acting != (i == f.Doc.Turn) {
			t.Errorf("entry %d %+v, combatant %+v", i, e, f.Doc.Combatants[i])
		}
	}
	want := (f.Doc.Turn + 1) % 3
	if v.Next != want || !v.Order[want].Upcoming || v.Order[v.Current].Upcoming {
		t.Errorf("next %d, want %d", v.Next, want)
	}
	// The next skips whoever cannot act: the one after lies unconscious.
	wounded(f, want, "brostkorg", 100)
	if v := ViewOf(f, nil, "sv"); v.Next == want || v.Next == v.Current {
		t.Errorf("next %d: the fallen %d is not next", v.Next, want)
	}
}

// Player characters show their numbers (LP, KP per body part, Trötthet); NPCs show none, unless
// the GM reveals one, and then only that one.
func TestPlayersShowTheirNumbersAndNPCsOnlyWhatIsRevealed(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 2)
	wounded(f, 0, "hoger-arm", 3)
	v := ViewOf(f, nil, "sv")
	asa := entryOf(t, v, "Åsa Järnhand")
	ids := numberIDs(asa)
	for _, id := range []string{"lp", "kp.huvud", "kp.hoger-arm", "state.trotthet", "state.utmattning"} {
		if !slices.Contains(ids, id) {
			t.Errorf("Åsa's numbers %v lack %s", ids, id)
		}
	}
	for _, n := range asa.Numbers {
		if n.ID == "kp.hoger-arm" && (n.Value == nil || *n.Value != 3 || n.Of == nil || !strings.HasPrefix(n.Text, "3/")) {
			t.Errorf("the arm's number %+v", n)
		}
	}
	if !asa.Player {
		t.Error("Åsa is a player's character")
	}
	for _, name := range []string{"Ulv Skägge 1", "Ulv Skägge 2"} {
		if e := entryOf(t, v, name); e.Numbers != nil || e.Player {
			t.Errorf("%s shows %+v", name, e.Numbers)
		}
	}
	ulv := f.Named("Ulv Skägge 2")
	offered := numberIDs(Entry{Numbers: Revealable(f, ulv, "en")})
	if !slices.Contains(offered, "lp") || !slices.Contains(offered, "kp.huvud") || Revealable(f, 99, "sv") != nil {
		t.Errorf("what the GM can reveal of Ulv: %v", offered)
	}
	v = ViewOf(f, Reveal{"Ulv Skägge 2": {"lp"}}, "en")
	if ids := numberIDs(entryOf(t, v, "Ulv Skägge 2")); !slices.Equal(ids, []string{"lp"}) {
		t.Errorf("revealed LP: %v", ids)
	}
	if e := entryOf(t, v, "Ulv Skägge 1"); e.Numbers != nil {
		t.Errorf("Ulv 1 revealed nothing and shows %+v", e.Numbers)
	}
}

// The state in words, the rules' own where they have them. 000_66db17633cb0378a.txt, "Skador
// och Läkning": "När rollpersonens LP sjunkit ned till 0, faller hon medvetslös." Half the LP
// gone is badly wounded in the program's words, as spelsystemet's status is its LP left, a
// figure.
func TestSpelsystemetsStatesAreItsOwnWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		damage int
		level  Level
		sv, en string
	}{
		{0, Unhurt, "oskadd", "unhurt"},
		{3, Wounded, "skadad", "wounded"},
		{9, BadlyWounded, "svårt skadad", "badly wounded"},
		{12, Down, "medvetslös", "unconscious"},
		{18, Dead, "död", "dead"},
	} {
		f, _ := fightOf(t, "spelsystemet", nil, "rovare.json", 1)
		if tc.damage > 0 {
			wounded(f, 0, "brostkorg", tc.damage)
		}
		sv, en := ViewOf(f, nil, "sv").Order[0], ViewOf(f, nil, "en").Order[0]
		if sv.Level != tc.level || sv.State != tc.sv || en.State != tc.en {
			t.Errorf("damage %d: %s %q / %q, want %s %q / %q", tc.damage, sv.Level, sv.State, en.State, tc.level, tc.sv, tc.en)
		}
	}
}

// 002_6d76bbb4583373db.txt: "När din rollfigurs livspoäng reducerats ner till hälften av dina
// maximala livspoäng, räknas han som Sargad"; a spelledarperson at 0 livspoäng is besegrad.
func TestIntensitetsSargadAndBesegrad(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "intensitet", nil, "vatte.json", 1)
	maxLP := f.Rules.Derive(f.Chars[0]).Layout().Life.Max
	hurt := func(n int) {
		if _, err := f.Do(0, engine.Setup{Form: engine.DamageAction, Values: map[string]int{engine.DamageAmount: n}}, rand.New(rand.NewPCG(1, 0))); err != nil {
			t.Fatal(err)
		}
	}
	hurt(1)
	if e := ViewOf(f, nil, "sv").Order[0]; e.Level != Wounded || e.State != "skadad" {
		t.Errorf("one LP gone: %s %q", e.Level, e.State)
	}
	hurt(maxLP/2 - 1 + maxLP%2)
	if e := ViewOf(f, nil, "sv").Order[0]; e.Level != BadlyWounded || e.State != "Sargad" {
		t.Errorf("half of %d LP gone: %s %q", maxLP, e.Level, e.State)
	}
	hurt(maxLP)
	if e := ViewOf(f, nil, "sv").Order[0]; e.Level != Down || e.State != "besegrad" {
		t.Errorf("0 LP: %s %q", e.Level, e.State)
	}
}

// 004_b260f69c548f960d.txt: "Skadeverkan 4-6 medför en lindrig skada", "Skadeverkan 7-9
// innebär svår skada", "Skadeverkan 10-12 medför en dödlig skada. Offret förlorar alla
// ödestärningar, kan inte röra sig", "Skadeverkan 13+ betyder omedelbar död": each in the
// rules' words, up to what it does.
func TestOdestarningarsWoundsInItsWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		damage int
		level  Level
		state  string
	}{
		{5, Wounded, "lindrigt skadad"},
		{8, Wounded, "svårt skadad"},
		{11, Down, "dödligt skadad"},
		{13, Dead, "död"},
	} {
		f, _ := fightOf(t, "odestarningar", nil, "jibril.json", 1)
		wounded(f, 0, "", tc.damage)
		if e := ViewOf(f, nil, "sv").Order[0]; e.Level != tc.level || e.State != tc.state {
			t.Errorf("skadeverkan %d: %s %q, want %s %q", tc.damage, e.Level, e.State, tc.level, tc.state)
		}
	}
}

// zonstrid's status is a count of conditions crossed ("2 av 4 kryssade"), a figure: the level's
// word is shown instead, and all four crossed is the rules' "bruten".
func TestAFigureIsNeverAState(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "zonstrid", []string{"eira.json"}, "", 0)
	for crossed, want := range map[int]string{2: "skadad", 4: "bruten"} {
		c := f.Chars[0].Clone()
		c.State["tillstand"] = crossed
		f.Chars[0] = c
		if e := ViewOf(f, nil, "sv").Order[0]; e.State != want {
			t.Errorf("%d crossed: %q, want %q", crossed, e.State, want)
		}
	}
}

// No NPC of any example, however hurt, shows a figure: no numbers, no digit in its state.
func TestNoNPCShowsAFigureHoweverHurt(t *testing.T) {
	t.Parallel()
	for rs, npc := range map[string]string{"spelsystemet": "rovare.json", "intensitet": "vatte.json", "framgangsslag": "stadsvakt.json",
		"odestarningar": "jibril.json", "zonstrid": "skogsrovare.json"} {
		f, _ := fightOf(t, rs, nil, npc, 1)
		for damage := range 40 {
			wounded(f, 0, "brostkorg", 1)
			for _, tracker := range f.Rules.Description().Trackers {
				c := f.Chars[0].Clone()
				c.State[tracker.ID] = min(damage, tracker.Max)
				f.Chars[0] = c
			}
			for _, lang := range Languages {
				e := ViewOf(f, nil, lang).Order[0]
				if e.Numbers != nil || strings.IndexFunc(e.State, unicode.IsDigit) >= 0 || e.State == "" {
					t.Errorf("%s at %d in %s: %q %+v", npc, damage, lang, e.State, e.Numbers)
				}
			}
		}
	}
}

// A combatant whose file did not read is in the order with its state unknown.
func TestAnUnreadCombatantIsUnknown(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "", 0)
	f.Chars[0] = nil
	if e := ViewOf(f, nil, "en").Order[0]; e.Level != Unknown || e.State != "unknown" || e.Numbers != nil {
		t.Errorf("unread: %+v", e)
	}
	if v := ViewOf(encounter.New(f.Rules), nil, "sv"); v.Current != -1 || v.Next != -1 || len(v.Order) != 0 {
		t.Errorf("empty fight: %+v", v)
	}
}

// 001_96ff700bf45c6bcf.txt: "Är man Skadad så får man -1 Handlingspoäng / Stridsrunda": the
// rules' word, where Påfrestning has reached it; before, a figure ("2 Påfrestning") and so the
// program's word.
func TestFramgangsslagsSkadad(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "framgangsslag", nil, "stadsvakt.json", 1)
	for pafr, want := range map[int]string{0: "oskadd", 2: "skadad", 20: "Skadad"} {
		c := f.Chars[0].Clone()
		c.State["pafrestning"] = pafr
		f.Chars[0] = c
		if e := ViewOf(f, nil, "sv").Order[0]; e.State != want {
			t.Errorf("Påfrestning %d: %s %q, want %q", pafr, e.Level, e.State, want)
		}
	}
}

// The editor's window asks for the view in its locale ("en_US.UTF-8", "sv-SE"), not only
// "en" or "sv": the English player view showed the Swedish words for it.
func TestATablesViewIsInTheLocalesLanguage(t *testing.T) {
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 1)
	tbl := Of(f, nil)
	for locale, want := range map[string]string{"en_US.UTF-8": "en", "en-GB": "en", "sv_SE.UTF-8": "sv", "C": "sv", "": "sv"} {
		if got := tbl.View(locale).Lang; got != want {
			t.Errorf("the view in %q is in %q, want %q", locale, got, want)
		}
	}
}
