package conformance

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// toy is a ruleset small enough to read whole; broken makes it break every rule Check knows.
type toy struct {
	broken bool
	engine.NoForms
	engine.NoFights
	engine.NoActions
}

func (r toy) Description() *engine.Description {
	d := &engine.Description{
		ID: "toy", Name: "Toy",
		Attributes:  []engine.Attribute{{ID: "kra", Label: "Kraft", Min: 1, Max: 6, Default: 3}},
		SkillGroups: []engine.CatalogItem{{ID: "strid", Name: "Strid"}},
		Skills:      []engine.CatalogItem{{ID: "svard", Name: "Svärd", Group: "strid"}},
		Trackers:    []engine.Tracker{{ID: "sar", Label: "Sår", Min: 0, Max: 5, BoxesFrom: "kp"}},
		Numbers:     []engine.Number{{Path: "skills.value", Label: "värde", Range: engine.Range{Min: 0, Max: 10}}},
	}
	if r.broken {
		d.Attributes = append(d.Attributes, engine.Attribute{ID: "kra", Label: "Kraft", Min: 1, Max: 6, Default: 9})
		d.Skills = append(d.Skills, engine.CatalogItem{ID: "svard", Name: "Svärd"}, engine.CatalogItem{Name: "Yxa", Group: "strid"})
		d.Weapons = []engine.CatalogItem{{ID: "dolk", Name: "Dolk"}, {ID: "dolk", Name: "Dolk"}}
		d.Numbers = append(d.Numbers, engine.Number{Path: "gear.kg", Label: "vikt", Range: engine.Range{Min: 5, Max: 1}})
		d.Armor = []engine.CatalogItem{{ID: "sko", Name: "Sko", Kind: "boot"}}
		d.Traits = []engine.CatalogItem{{ID: "stark", Name: "Stark"}}
		d.Trackers = append(d.Trackers, engine.Tracker{ID: "tro", Label: "Trötthet", Max: 9, BoxesFrom: "hal"})
		d.Sections = []engine.Section{{Kind: "wheel", Title: "Hjul", State: "hjul", Boxes: 3},
			{Kind: engine.SectionTrack, Title: "Ära", State: "ara", Boxes: engine.MaxSectionBoxes + 1},
			{Kind: engine.SectionLadder, Title: "Mod", State: "mod", Steps: []string{"Stadig", ""}}}
	}
	return d
}

func (r toy) Derive(c *sheet.Character) engine.View {
	d := engine.NewDerived(sheet.New("x"), 4)
	d.Add(engine.Value{ID: "kp", Label: "KP", Text: "3", Why: engine.Say("KRA 3 = 3")})
	if r.broken {
		if c.Name == "panic" {
			panic("a broken ruleset")
		}
		c.Notes = "Derive wrote here"
		d.Add(engine.Value{ID: "kp", Why: func(engine.Words) string { return "" }})
		d.Add(engine.Value{ID: "", Label: "no id, no why"})
		d.Problem(engine.Error, "", "")
	}
	return &d
}

func (r toy) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "value", Required: true, Range: engine.Range{Min: 1, Max: 20}},
		{Name: "mod", Range: engine.Range{Min: -3, Max: 3}},
	}
}

// Prob is a T20 roll under value + mod.
func (r toy) Prob(opts map[string]int) ([]engine.Outcome, error) {
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	v := min(max(opts["value"]+opts["mod"], 0), 20)
	fail := 20 - v
	if r.broken {
		switch {
		case opts["mod"] == 3:
			return nil, errors.New("refused")
		case opts["mod"] == -3:
			panic("a broken Prob")
		}
		v++ // one case counted twice
	}
	return []engine.Outcome{
		{Key: "success", P: big.NewRat(int64(v), 20)},
		{Key: "fail", P: big.NewRat(int64(fail), 20)},
		{Key: "crit", P: big.NewRat(1, 20), Extra: true},
	}, nil
}

func (toy) Roll(*sheet.Character, engine.What, int, *rand.Rand) (engine.RollResult, error) {
	return engine.RollResult{}, errors.New("not rolled")
}

func TestAConformingRulesetPasses(t *testing.T) {
	c := sheet.New("toy")
	c.Name = "Ada"
	if err := Check(toy{}, c); err != nil {
		t.Fatal(err)
	}
}

// Every rule Check knows is broken once by the broken toy, and each is reported.
func TestEveryBreachIsReported(t *testing.T) {
	c, p := sheet.New("toy"), sheet.New("toy")
	c.Name, p.Name = "Ada", "panic"
	err := Check(toy{broken: true}, c, p, sheet.New("other"))
	if err == nil {
		t.Fatal("a broken ruleset passes")
	}
	for _, want := range []string{
		`Attributes: id "kra" comes twice`,
		`Attributes: "kra" has range 1–6 and default 9`,
		`Skills: id "svard" comes twice`,
		`Skills: entry 2 has no id`,
		`Skills: "svard" is of group "", which is not among the SkillGroups`,
		`Weapons: id "dolk" comes twice`,
		`Numbers: "gear.kg" has range 5 to 1`,
		`Armor: "sko" is of kind "boot"`,
		`Traits: "stark" is of kind ""`,
		`Sections: 1 (Hjul) is of kind "wheel", not one of [track ladder]`,
		`Sections: 2 (Ära) has 41 boxes, not 1 to 40`,
		`Sections: 3 (Mod) has 2 steps, not 1 to 40 each named`,
		`Trackers: "tro" takes its boxes from "hal", neither an attribute nor a derived value`,
		`an empty document: Derive changed the document`,
		`an empty document: the derived values: id "kp" comes twice`,
		`an empty document: the derived values: entry 2 has no id`,
		`an empty document: value "kp": Why is empty in sv`,
		`an empty document: value "" has no explanation`,
		`an empty document: problem "" of "" (error) needs a field`,
		`document 2 ("panic"): Derive panics: a broken ruleset`,
		`document 3 ("") is of ruleset "other", not "toy"`,
		`Prob map[value:1]: the outcomes sum to 21/20, not 1`,
		`Prob map[value:20]: success is 21/20`,
		`Prob map[mod:-3 value:1] panics: a broken Prob`,
		`Prob: --mod 3, an end of its range, is refused with every other option`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("not reported: %s", want)
		}
	}
	if t.Failed() {
		t.Log(err)
	}
}

// fighter is the toy with fights; broken makes its odds miss a case, its exchange write on the
// target it was given, and its Hurt panic.
type fighter struct {
	toy
	broken bool
}

func (fighter) Attacks(*sheet.Character) []engine.Choice {
	return []engine.Choice{{ID: "slag", Name: "Slag"}}
}

func (fighter) Defences(engine.Exchange) ([]engine.Choice, error) {
	return []engine.Choice{{ID: "ingen", Name: "Ingen"}}, nil
}

func (f fighter) FightOdds(engine.Exchange) (engine.FightOdds, error) {
	miss := big.NewRat(1, 2)
	if f.broken {
		miss = big.NewRat(1, 4)
	}
	return engine.FightOdds{Outcomes: []engine.Outcome{{Key: "hit", P: big.NewRat(1, 2)}, {Key: "miss", P: miss}}, Text: engine.Say("träffar 50 %")}, nil
}

func (f fighter) Fight(x engine.Exchange, _ *rand.Rand) (engine.Exchanged, error) {
	target := x.Target.Clone()
	if f.broken {
		target = x.Target
	}
	target.Notes = "slagen"
	return engine.Exchanged{Attacker: x.Attacker, Target: target, Struck: engine.TargetSide}, nil
}

func (f fighter) Hurt(c *sheet.Character, _ engine.Hit, _ *rand.Rand) (*sheet.Character, engine.Blow, engine.Report, error) {
	if f.broken {
		panic("a broken Hurt")
	}
	return c.Clone(), engine.Blow{}, nil, nil
}

// Every exchange of the examples is played: its odds, the documents it was given, Hurt.
func TestFightsAreChecked(t *testing.T) {
	c := sheet.New("toy")
	c.Name = "Ada"
	if err := Check(fighter{}, c); err != nil {
		t.Fatal(err)
	}
	err := Check(fighter{broken: true}, c)
	if err == nil {
		t.Fatal("a broken fighter passes")
	}
	for _, want := range []string{
		"slag, ingen at 0: the odds: the outcomes sum to 3/4, not 1",
		"document 1: an exchange changed it",
		"document 0: Hurt panics: a broken Hurt",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("not reported: %s", want)
		}
	}
}
