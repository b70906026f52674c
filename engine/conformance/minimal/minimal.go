// Package minimal is a sixth ruleset that exists only for tests: the smallest rules that fill
// every section of engine.Layout. The editor and the printed sheet render it with no change
// outside this folder, which is what proves that they know no ruleset by name.
//
// Its rules: three attributes rolled 2T6; a skill is rolled on 1T20 under its value; a
// weapon's damage is its own dice; two body parts, each with KP of half the life points; life
// points are KRAFT + VILJA; load is counted in boxes; a pool of luck dice.
package minimal

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strconv"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// ID is the ruleset's id in a document.
const ID = "minimal"

// Ruleset is the minimal ruleset.
type Ruleset struct {
	desc            engine.Description
	engine.NoFights // its characters do not fight: the editor shows no fight, and no encounter takes them
}

// New returns the ruleset, with an English table for its words.
func New() *Ruleset {
	return &Ruleset{desc: engine.Description{
		ID:     ID,
		Name:   "Minimal",
		Source: "engine/conformance/minimal",
		Attributes: []engine.Attribute{
			{ID: "kraft", Abbr: "KRA", Label: "Kraft", Dice: "2T6", Min: 2, Max: 12, Default: 7},
			{ID: "vilja", Abbr: "VIL", Label: "Vilja", Dice: "2T6", Min: 2, Max: 12, Default: 7},
			{ID: "snabbhet", Abbr: "SNA", Label: "Snabbhet", Dice: "2T6", Min: 2, Max: 12, Default: 7},
		},
		BodyParts: []engine.BodyPart{
			{ID: "topp", Label: "Topp", About: "hälften av LP, vital", Diagram: [2]float64{0.5, 0.1}, Helmet: true},
			{ID: "botten", Label: "Botten", About: "hälften av LP, perifer", Diagram: [2]float64{0.5, 0.7}},
		},
		Trackers:    []engine.Tracker{{ID: "skada", Abbr: "Sk", Label: "Skada", Min: 0, Max: 48, Heals: true, BoxesFrom: "lp"}},
		SkillGroups: []engine.CatalogItem{{ID: "allman", Name: "Allmänna"}},
		Skills:      []engine.CatalogItem{{ID: "klura", Name: "Klura", Group: "allman"}, {ID: "springa", Name: "Springa", Group: "allman"}},
		Weapons:     []engine.CatalogItem{{ID: "pinne", Name: "Pinne", Group: "1T6"}},
		Armor: []engine.CatalogItem{{ID: "mossa", Name: "Mössa", Kind: engine.ArmorHelmet},
			{ID: "rock", Name: "Rock", Kind: engine.ArmorOuter}},
		DamageTypes:   []engine.CatalogItem{{ID: "slag", Name: "Slag"}},
		WeaponKinds:   []engine.CatalogItem{{ID: "slag", Name: "Slag"}},
		WeaponColumns: [4]string{"Skada", "Typ", "Räckvidd", "Chans"},
		Gear:          []engine.CatalogItem{{ID: "rep", Name: "Rep"}},
		LoadBoxes:     6,
		TraitKinds:    []engine.TraitKind{{ID: "egen", Name: "Egenskap", Sign: "+"}},
		TraitsTitle:   "Egenskaper",
		Sections:      []engine.Section{honour, courage},
		English: map[string]string{
			"lyckas %d %%":                  "success %d %%",
			"%s %d: slå 1T20 under":         "%s %d: roll 1T20 under",
			"LP = KRA %d + VIL %d":          "LP = KRA %d + VIL %d",
			"Ära":                           "Honour",
			"en ruta per ärofull gärning":   "a box for each deed of honour",
			"Mod":                           "Courage",
			"Livet":                         "Life",
			"hur långt modet har gett vika": "how far courage has given way",
		},
	}}
}

// Description is the sheet as data.
func (r *Ruleset) Description() *engine.Description { return &r.desc }

// Derived is what the minimal ruleset computes, as `derive` prints it.
type Derived struct {
	LP int `json:"lp"`
	engine.Derived
}

// Derive fills every section of the layout.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	d := &Derived{Derived: engine.NewDerived(c, 8)}
	kra, vil := r.desc.AttributeOf(c, "kraft"), r.desc.AttributeOf(c, "vilja")
	for _, a := range r.desc.Attributes {
		v := r.desc.AttributeOf(c, a.ID)
		if v < a.Min || v > a.Max {
			d.Problem(engine.Error, fieldpath.Attribute(a.ID), fmt.Sprintf("%s %d ligger utanför %d–%d", a.Label, v, a.Min, a.Max))
		}
		d.Sheet.Attribute(a.ID, &engine.Value{ID: "roll." + a.ID, Label: a.Label, Text: strconv.Itoa(v), Odds: odds(v), Why: slå(a.Label, v)},
			&engine.Value{ID: "training." + a.ID, Label: a.Label, Text: "till " + strconv.Itoa(a.Max), Why: engine.Say("som tärningarna")})
	}
	d.LP = engine.Sane(kra) + engine.Sane(vil)
	lp := engine.Value{ID: "lp", Abbr: "LP", Label: "Livspoäng", Text: strconv.Itoa(d.LP),
		Why: func(w engine.Words) string { return w.F("LP = KRA %d + VIL %d", kra, vil) }}
	d.Add(lp)
	d.Add(engine.Value{ID: "tur", Group: "Tur", Abbr: "Tur", Label: "Turtärningar kvar", Text: "3", Why: engine.Say("tre per spelmöte")})
	for _, p := range r.desc.BodyParts {
		kp := engine.Value{ID: "kp." + p.ID, Abbr: "KP", Label: p.Label, Text: strconv.Itoa(d.LP / 2), Why: engine.Say("LP / 2")}
		layers := len(c.Armor[p.ID])
		sp := engine.Value{ID: "sp." + p.ID, Abbr: "SP", Label: p.Label, Text: "Slag " + strconv.Itoa(layers), Why: engine.Say("ett per lager")}
		d.Sheet.BodyPart(p.ID, &kp, &sp, layers > 0)
	}
	for i, s := range c.Skills {
		name := s.Name
		if it, ok := engine.Item(r.desc.Skills, s.ID); ok {
			name = it.Name
		}
		engine.Row(&d.Sheet.Skills, i, engine.Value{ID: string(fieldpath.Skill(i)), Group: "Färdigheter", Abbr: "allman",
			Label: name, Text: strconv.Itoa(s.Value), Odds: odds(s.Value), Why: slå(name, s.Value)})
	}
	for i, w := range c.Weapons {
		name := w.Name
		if it, ok := engine.Item(r.desc.Weapons, w.ID); ok && name == "" {
			name = it.Name
		}
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(fieldpath.Weapon(i)), Group: "Vapen", Abbr: "slag",
			Label: name, Text: "1T6", Detail: engine.Say("nära"), Odds: odds(kra), Why: slå(name, kra)})
	}
	carried := 0.0
	for i, g := range c.Gear {
		n := max(g.Count, 1)
		carried += float64(n)
		engine.Row(&d.Sheet.Gear, i, engine.Value{ID: string(fieldpath.Gear(i)), Abbr: "br", Label: g.Name, Text: strconv.Itoa(n), Why: engine.Say("en ruta styck")})
	}
	capacity := engine.Value{ID: "barformaga", Abbr: "Bär", Label: "Bärförmåga", Text: "4 br", Why: engine.Say("fyra rutor")}
	load := engine.Value{ID: "last", Abbr: "Last", Label: "Last", Text: fmt.Sprintf("%g av 4 br", carried), Why: engine.Say("en ruta per sak")}
	d.Sheet.Load = &engine.Load{Capacity: capacity, Carried: load, Boxes: min(carried, 6), Free: 4}
	d.Sheet.Equipment = []engine.Value{{ID: "tyngd", Label: "Tyngd", Text: strconv.Itoa(len(c.Armor)), Why: engine.Say("ett per lager")}}
	budget := engine.Value{ID: "poang", Label: "Poäng", Text: fmt.Sprintf("%d / 10", len(c.Traits)), Why: engine.Say("en per egenskap")}
	d.Sheet.Budget = &budget
	for i, t := range c.Traits {
		engine.Row(&d.Sheet.Traits, i, engine.Value{ID: string(fieldpath.Trait(i)), Abbr: "+", Label: t.Name, Text: "1", Detail: engine.Said("1 p"), Why: engine.Say("egen egenskap")})
	}
	flagÄra(&d.Derived, c)
	flagMod(&d.Derived, c)
	harm := engine.Sane(c.State["skada"])
	left := engine.Value{ID: "kvar", Group: "Tillstånd", Abbr: "LP", Label: "LP kvar", Text: strconv.Itoa(d.LP - harm), Why: engine.Say("LP − skada")}
	d.Sheet.State = append(d.Sheet.State, left)
	d.Sheet.Life = &engine.Life{Title: "Livet", Abbr: "LP", Max: d.LP, Boxes: min(d.LP, 24), Note: "slut vid 0", Taken: max(harm, 0)}
	if harm > 0 {
		d.Sheet.Life.Left = &left
		d.Sheet.Status = &left
	}
	d.Sheet.Pool = &engine.Pool{Label: "Turtärningar", Have: 3, Ready: 2, Lost: 1}
	d.SortProblems()
	return d
}

// odds is the chance of 1T20 under value.
func odds(value int) engine.Text {
	p := min(max(value-1, 0), 20) * 5
	return func(w engine.Words) string { return w.F("lyckas %d %%", p) }
}

func slå(name string, value int) engine.Text {
	return func(w engine.Words) string { return w.F("%s %d: slå 1T20 under", name, value) }
}

// ProbOptions: the value rolled under.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{{Name: "value", Usage: "the value to roll under", Required: true, Range: engine.Range{Min: 0, Max: 21}}}
}

// Prob is the odds of 1T20 under a value.
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	hits := min(max(opts["value"]-1, 0), 20)
	return []engine.Outcome{{Key: "success", P: big.NewRat(int64(hits), 20)}, {Key: "fail", P: big.NewRat(int64(20-hits), 20)}}, nil
}

// Roll rolls 1T20 under an attribute or a skill.
func (r *Ruleset) Roll(c *sheet.Character, named engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	what := named.Name
	value := -1
	for _, a := range r.desc.Attributes {
		if named.Is(engine.AttributeRoll) && (a.Abbr == what || a.Label == what) {
			value = r.desc.AttributeOf(c, a.ID)
		}
	}
	for _, s := range c.Skills {
		if it, ok := engine.Item(r.desc.Skills, s.ID); named.Is(engine.SkillRoll) && (ok && it.Name == what || s.Name == what) {
			value = s.Value
		}
	}
	if value < 0 {
		return engine.RollResult{}, fmt.Errorf("%q: no such attribute or skill", what)
	}
	d, err := dice.Parse("1T20")
	if err != nil {
		return engine.RollResult{}, err
	}
	roll := d.Roll(rng)
	faces, total := roll.Faces, roll.Total
	outcome := "misslyckat"
	if total < value+mod {
		outcome = "lyckat"
	}
	res := engine.RollResult{What: what, Value: value, Mod: mod, Effective: value + mod, Dice: "1T20", Faces: faces, Counted: total, Outcome: outcome, Against: true}
	res.SetOdds(odds(value + mod))
	return res, nil
}

// Document is a character of the minimal ruleset with something in every section.
func Document() *sheet.Character {
	c := sheet.New(ID)
	c.Name, c.Player = "Mini", "Testare"
	c.Attributes = map[string]int{"kraft": 9, "vilja": 8, "snabbhet": 6}
	c.Skills = []sheet.Skill{{ID: "klura", Value: 11}, {Name: "Visla", Value: 5}}
	c.Weapons = []sheet.Weapon{{ID: "pinne"}}
	c.Armor = map[string][]string{"topp": {"mossa"}, "botten": {}}
	c.Traits = []sheet.Trait{{Name: "Envis", Kind: "egen", Level: 1}}
	c.Gear = []sheet.Gear{{Name: "Rep", Count: 2}}
	c.State = sheet.State{"skada": 3, ära: 2, courageState: 1}
	c.Notes = "Finns bara i testerna."
	return c
}

// Forms is one roll: an attribute or a skill under 1T20, with a bonus.
func (r *Ruleset) Forms(c *sheet.Character) []engine.Form {
	var names []string
	for _, a := range r.desc.Attributes {
		names = append(names, a.Label)
	}
	for _, s := range c.Skills {
		if it, ok := engine.Item(r.desc.Skills, s.ID); ok {
			names = append(names, it.Name)
		} else {
			names = append(names, s.Name)
		}
	}
	return []engine.Form{{ID: "slag", Title: "Slag", About: "1T20 under värdet", Fields: []engine.Field{
		{ID: "what", Label: "Med", Kind: engine.ChoiceField, Choices: names},
		{ID: "bonus", Label: "Bonus", Kind: engine.NumberField, Range: engine.Range{Min: -10, Max: 10}},
		{ID: "tur", Label: "Med tur", Kind: engine.FlagField},
	}}}
}

// under reads s into what is rolled under what.
func (r *Ruleset) under(c *sheet.Character, s engine.Setup) (string, int, error) {
	form := r.Forms(c)[0]
	if err := form.Check(s); err != nil {
		return "", 0, err
	}
	what, err := form.Chosen(s, "what")
	if err != nil {
		return "", 0, err
	}
	res, err := r.Roll(c, engine.Named(what), 0, rand.New(rand.NewPCG(0, 0)))
	return what, res.Value + s.Get("bonus", 0) + 2*s.Get("tur", 0) + s.Mod, err
}

// FormOdds is the chance of 1T20 under the value set up.
func (r *Ruleset) FormOdds(c *sheet.Character, s engine.Setup) (engine.Text, error) {
	_, value, err := r.under(c, s)
	if err != nil {
		return nil, err
	}
	return odds(value), nil
}

// RollForm rolls it; a roll with luck spends a luck die, the tracker "tur".
func (r *Ruleset) RollForm(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	what, value, err := r.under(c, s)
	if err != nil {
		return c, engine.RollResult{}, err
	}
	res, err := r.Roll(c, engine.Named(what), value-r.valueOf(c, what), rng)
	if err != nil || s.Get("tur", 0) == 0 {
		return c, res, err
	}
	out := c.Clone()
	out.State["tur"]++
	return out, res, nil
}

func (r *Ruleset) valueOf(c *sheet.Character, what string) int {
	res, _ := r.Roll(c, engine.Named(what), 0, rand.New(rand.NewPCG(0, 0)))
	return res.Value
}

// TableActions: taking damage, resting, healing everything, and a round for the whole table.
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	return []engine.Action{
		engine.TakeDamage(&r.desc, engine.Range{Min: 0, Max: 48}, func(c *sheet.Character, part string, n int, _ string) (*sheet.Character, engine.Report, error) {
			out := c.Clone()
			out.State["skada"] = min(engine.Plus(out.State["skada"], n), 48)
			return out, engine.Report{engine.Sayf("%d skada i %s", n, part)}, nil
		}),
		{ID: "vila", Label: "Vila", Harm: true, Do: engine.Resting(func(c *sheet.Character, _ *rand.Rand) (*sheet.Character, engine.Report) {
			out := c.Clone()
			delete(out.State, "skada")
			return out, engine.Report{engine.Say("utvilad")}
		})},
		engine.HealEverything(&r.desc),
		{ID: "runda", Label: "Ny runda för alla", Scope: engine.TableScope, Deal: func(cs []*sheet.Character, _ *rand.Rand) ([]*sheet.Character, engine.Report, error) {
			out := make([]*sheet.Character, len(cs))
			for i, c := range cs {
				out[i] = c.Clone()
				out[i].State["runda"]++
			}
			return out, engine.Report{engine.Sayf("%d i ny runda", len(cs))}, nil
		}},
	}
}
