package intensitet

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/sheet"
)

var _ engine.Actions = (*Ruleset)(nil)

// The actions of harm and healing, by id; the others are playActions'.
const (
	meter     = "meter"
	vila      = "vila"
	läkekonst = "lakekonst"
)

// TableActions: taking damage, six hours' rest and healing everything, then the actions of
// play (playActions). A dying character is helped by another's test of Läkekonst (Aid), not by
// an action of its own: the action is the character's as a whole, the dying having
// livspoäng, not wounds.
func (r *Ruleset) TableActions(c *sheet.Character) []engine.Action {
	return append([]engine.Action{
		engine.TakeDamage(&r.desc, engine.Range{Min: 0, Max: 999}, r.TakeDamage),
		{ID: vila, Label: "Vila 6 timmar", About: "skada, vitalitetspoäng, impulspoäng och försämringar nollställs", Harm: true, Do: engine.Resting(r.Rest)},
		engine.HealEverything(&r.desc),
		{ID: läkekonst, Label: "Läkekonst", About: "en annan rollfigurs test (SG 15) gör en döende medvetslös", Scope: engine.AidScope, Harm: true, Help: r.Aid},
	}, engine.ByID(r.playActions(), r.Act)...)
}

// ActWith does an action that takes a number: a fall of n meters, its damage rolled and
// taken, and the faller lying: "Den fallande varelsen landar liggande".
func (r *Ruleset) ActWith(c *sheet.Character, id string, n int, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	if id != Falla {
		return nil, nil, fmt.Errorf("unknown action %q", id)
	}
	if n < 0 || n > 100000 {
		return nil, nil, engine.Errorf("%d meter: ett fall är 0 till 100 000 meter", n)
	}
	dice := Fall(n)
	if dice == 0 {
		return c.Clone(), engine.Report{engine.Sayf("%d meter: ett fall under 2 meter ger ingen skada", n)}, nil
	}
	damage, faces := 0, make([]int, dice)
	for i := range faces {
		faces[i] = rng.IntN(6) + 1
		damage += faces[i]
	}
	out, report, err := r.TakeDamage(c, "", damage, "skada")
	if err != nil {
		return nil, nil, err
	}
	if !slices.Contains(out.Conditions, "liggande") {
		out.Conditions = append(out.Conditions, "liggande")
	}
	return out, append(engine.Report{engine.Sayf("%d meter: %dT6 = %d", n, dice, damage)}, report...), nil
}

// TakeDamage lowers the livspoäng. At 0 a player character falls dying ("När en rollfigur
// får slut på livspoäng faller han ihop döende"), a monster is beaten; damage to one already
// dying gives a försämring, and damage past 0 at least the Sargad value gives one more, at
// least the maximum two.
func (r *Ruleset) TakeDamage(c *sheet.Character, part string, damage int, kind string) (*sheet.Character, engine.Report, error) {
	if part != "" {
		return nil, nil, fmt.Errorf("body part %q: this system has no hit locations", part)
	}
	if damage < 0 {
		return nil, nil, engine.Errorf("skadan kan inte vara negativ")
	}
	for _, t := range r.desc.Trackers {
		if t.ID == "skada" {
			if err := engine.RangeError(engine.Say("skada"), damage, t.Range()); err != nil {
				return nil, nil, err
			}
		}
	}
	d := r.Derive(c).(*Derived)
	out := c.Clone()
	report := engine.Report{engine.Sayf("%d skada", damage)}
	dying := slices.Contains(d.Conditions, "doende")
	over := max(damage-d.LP, 0)
	out.State["skada"] = min(engine.Plus(max(c.State["skada"], 0), damage), d.MaxLP)
	switch {
	case d.LP-damage > 0:
		report = append(report, engine.Sayf("%d livspoäng kvar", d.LP-damage))
		if d.LP-damage <= d.Sargad && d.LP > d.Sargad {
			report = append(report, engine.Said("Sargad"))
		}
		return out, report, nil
	case kind == Medvetslös && d.LP > 0:
		// "En varelse som reduceras till 0 livspoäng kan istället anses vara medvetslös om
		// angriparen så önskar." Reduced: it had livspoäng before the blow.
		out.Conditions = append(slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "doende" }), "medvetslos")
		report = append(report, engine.Say("0 livspoäng: medvetslös"))
		return out, report, nil
	case c.NPC:
		report = append(report, engine.Say("0 livspoäng: besegrad"))
		return out, report, nil
	}
	worse := ExtraFörsämringar(over, d.MaxLP)
	if dying {
		worse++ // "Om du erhåller ytterligare skada när du redan är döende, erhåller du en extra försämring"
	} else {
		out.Conditions = append(slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "medvetslos" }), "doende")
		report = append(report, engine.Say("0 livspoäng: döende"))
	}
	if worse > 0 {
		out.State["forsamringar"] = min(engine.Plus(c.State["forsamringar"], worse), 3)
		report = append(report, engine.Sayf("+%d försämring(ar) av överskjutande skada %d", worse, over))
	}
	if out.State["forsamringar"] >= 3 {
		report = append(report, engine.Say("tre försämringar: död"))
	}
	return out, report, nil
}

// Rest is a Vila: "Efter en Vila återfår man alla livspoäng, alla vitalitetspoäng och alla
// förbrukade talanger och förmågor. Man blir dock av med alla sparade impulspoäng."
func (r *Ruleset) Rest(c *sheet.Character, _ *rand.Rand) (*sheet.Character, engine.Report) {
	out := c.Clone()
	// The intensity die is the fight's, and six hours' sleep ends any fight.
	for _, id := range []string{"skada", "vit_anvanda", "impulspoang", "forsamringar", "forbattringar", "intensitet"} {
		delete(out.State, id)
	}
	out.Conditions = slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "doende" || id == "medvetslos" })
	return out, engine.Report{engine.Say("alla livspoäng och vitalitetspoäng åter; impulspoängen förlorade")}
}

// The actions at the table, by id.
const (
	NyRunda       = "ny-runda"
	Initiativslag = "initiativ"
	Dödsräddning_ = "dodsraddning"
	Vitalitet     = "vitalitet"
	HämtaAndan    = "hamta-andan"
	Rast          = "rast"
	Falla         = "fall"
)

// playActions lists what the table does with a character between rolls.
func (r *Ruleset) playActions() []engine.Action {
	return []engine.Action{
		{ID: Initiativslag, Label: "Initiativslag", About: "1T20 + ½ Händighet + ½ grad; vid lika går högst justering först, sedan ett skiljeslag med T20"},
		{ID: NyRunda, Label: "Ny runda", About: "intensitetstärningen +1, från 1 när striden börjar, högst 6"},
		{ID: Dödsräddning_, Label: "Dödsräddningsslag", About: "T20 vid avslutningen av draget när man är döende"},
		{ID: HämtaAndan, Label: "Hämta andan", About: "spendera ett vitalitetspoäng i strid, +2 på alla försvar till slutet av nästa drag"},
		{ID: Vitalitet, Label: "Spendera vitalitetspoäng", About: "efter en rast: livspoäng lika med Återhämtningen"},
		{ID: Rast, Label: "Rast", About: "striden slut: impulspoäng om T6 + intensiteten ≥ 7, tärningen av, försämringarna nollställs"},
		{ID: Falla, Label: "Fall", About: "1T6 skada per 2 meter, inget under 2 meter, högst 80T6; landar liggande",
			Inputs: []engine.Field{{ID: meter, Label: "Meter", Kind: engine.NumberField, Range: engine.Range{Min: 0, Max: 100000}}},
			Do: func(c *sheet.Character, s engine.Setup, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
				return r.ActWith(c, Falla, s.Get(meter, 0), rng)
			}},
	}
}

// Act does the table action id to a copy of c.
func (r *Ruleset) Act(c *sheet.Character, id string, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	d := r.Derive(c).(*Derived)
	out := c.Clone()
	switch id {
	case Initiativslag:
		t20 := rng.IntN(20) + 1
		return out, engine.Report{engine.Sayf("T20 %d %s = %d (justering %s för lika)", t20, signed(d.Initiativ), t20+d.Initiativ, signed(d.Initiativ))}, nil
	case NyRunda:
		out.State["intensitet"] = Intensitet(c.State["intensitet"])
		return out, engine.Report{engine.Sayf("intensitet %d", out.State["intensitet"])}, nil
	case Dödsräddning_:
		return dödsräddning(c, d, out, rng)
	case Vitalitet, HämtaAndan:
		return r.vitalitet(c, d, out, id)
	case Rast:
		return out, rast(d, out, rng), nil
	}
	return nil, nil, fmt.Errorf("unknown action %q", id)
}

// dödsräddning rolls a dying character's death save into out.
func dödsräddning(c *sheet.Character, d *Derived, out *sheet.Character, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	if !slices.Contains(d.Conditions, "doende") {
		return nil, nil, engine.Errorf("bara den som är döende slår dödsräddningsslag")
	}
	t20 := rng.IntN(20) + 1
	result := Dödsräddning(t20)
	report := engine.Report{engine.Sayf("T20 %d: %s", t20, dödsräddningText[result])}
	switch result {
	case "försämrad":
		out.State["forsamringar"] = min(engine.Plus(c.State["forsamringar"], 1), 3)
		if out.State["forsamringar"] >= 3 {
			report = append(report, engine.Say("tre försämringar: död"))
		}
	case "förbättrad":
		out.State["forbattringar"] = min(engine.Plus(c.State["forbattringar"], 1), 3)
		if out.State["forbattringar"] >= 3 {
			report = append(report, engine.Say("tre förbättringar: får spendera ett vitalitetspoäng för att läka"))
		}
	default:
		out.Conditions = append(slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "doende" }), "medvetslos")
		delete(out.State, "forbattringar")
		report = append(report, engine.Say("medvetslös; får spendera ett vitalitetspoäng för att läka"))
	}
	return out, report, nil
}

// vitalitet spends a vitalitetspoäng on c's damage, after a rest or to catch one's breath
// (Hämta andan), into out.
func (r *Ruleset) vitalitet(c *sheet.Character, d *Derived, out *sheet.Character, id string) (*sheet.Character, engine.Report, error) {
	// Hämta andan is a "Normal handling", and one Hjälplös (the dying are) "kan inte utföra
	// några handlingar".
	if id == HämtaAndan && slices.Contains(d.Conditions, "hjalplos") {
		return nil, nil, engine.Errorf("hjälplös: kan inte utföra några handlingar")
	}
	if d.Vitalitet < 1 {
		return nil, nil, engine.Errorf("inga vitalitetspoäng kvar")
	}
	// "Efter en rast … kan rollfiguren köpa tillbaka livspoäng med sina vitalitetspoäng":
	// with no damage there is nothing to buy back. Hämta andan is spent for its defence.
	if id == Vitalitet && c.State["skada"] <= 0 {
		return nil, nil, engine.Errorf("inga förlorade livspoäng att köpa tillbaka")
	}
	heal := engine.Sane(r.desc.AttributeOf(c, "aterhamtning"))
	out.State["vit_anvanda"]++
	out.State["skada"] = max(engine.Minus(c.State["skada"], heal), 0)
	report := engine.Report{engine.Said(fmt.Sprintf("+%d livspoäng", min(heal, c.State["skada"])))}
	if id == HämtaAndan {
		report = append(report, engine.Say("+2 på alla försvar till slutet av nästa drag"))
	}
	if out.State["skada"] < d.MaxLP {
		out.Conditions = slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "doende" || id == "medvetslos" })
		delete(out.State, "forbattringar")
	}
	return out, report, nil
}

// rast is out after a rest: an impulspoäng perhaps, the intensity and the death saves gone,
// and an unconscious character awake.
func rast(d *Derived, out *sheet.Character, rng *rand.Rand) engine.Report {
	t6 := rng.IntN(6) + 1
	report := engine.Report{engine.Sayf("T6 %d + intensitet %d", t6, d.Intensitet)}
	if Impulspoäng(t6, d.Intensitet) {
		out.State["impulspoang"]++
		report = append(report, engine.Say("ett impulspoäng"))
	}
	delete(out.State, "intensitet")
	delete(out.State, "forsamringar")
	// "Utan läkning vaknar han upp efter en rast."
	if slices.Contains(d.Conditions, "medvetslos") && !slices.Contains(d.Conditions, "doende") {
		out.Conditions = slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "medvetslos" })
		report = append(report, engine.Say("vaknar upp efter rasten"))
	}
	return report
}

// dödsräddningText words what a death save did: försämrad and förbättrad are the rules'
// words, and medvetslös is the condition Medvetslös.
var dödsräddningText = map[string]engine.Text{
	"medvetslös": engine.Say("medvetslös"),
	"förbättrad": engine.Said("förbättrad"),
	"försämrad":  engine.Said("försämrad"),
}

// Roll rolls an attack c names by its weapon, with mod on the roll: the total, which hits every
// defence up to it, and the natural 1 and 20. The roll panel rolls against a defence.
func (r *Ruleset) Roll(c *sheet.Character, named engine.What, mod int, rng *rand.Rand) (engine.RollResult, error) {
	what := named.Name
	if !named.Is(engine.WeaponRoll) {
		return engine.RollResult{}, fmt.Errorf("%q: an attack is rolled by its weapon", what)
	}
	if err := engine.RangeError(engine.Say("modifikation"), mod, engine.ModRange); err != nil {
		return engine.RollResult{}, err
	}
	d := r.Derive(c).(*Derived)
	for _, an := range d.Attacks {
		if !strings.EqualFold(an.Name, what) {
			continue
		}
		t20 := rng.IntN(20) + 1
		total := t20 + an.Bonus + mod
		res := engine.RollResult{Value: an.Bonus, Mod: mod, Dice: "T20", Faces: []int{t20}, Counted: total}
		res.SetWhat(engine.Sayf("%s med %s", an.talent.Name, an.Name))
		bonus := an.Bonus + mod
		res.SetOdds(func(words engine.Words) string {
			return fmt.Sprintf("1T20 %s: %s", signed(bonus), referenceOdds(words, bonus))
		})
		switch Attack(t20, 0, 99) {
		case Fatalitet:
			res.SetOutcome(engine.Say("fatalitet: träffar alltid, största skadan + grad"))
		case Fummel:
			res.SetOutcome(engine.Say("fummel: missar alltid"))
		default:
			res.SetOutcome(engine.Sayf("%d: träffar försvar upp till %d", total, total))
		}
		return res, nil
	}
	// A weapon whose damage does not read has no attack: say why.
	for _, w := range c.Weapons {
		if strings.EqualFold(w.Name, what) {
			if _, err := dice.Parse(strings.TrimSpace(w.Damage)); err != nil {
				return engine.RollResult{}, engine.Errorf("%s: skada %q: %v", w.Name, w.Damage, err)
			}
		}
	}
	return engine.RollResult{}, fmt.Errorf("%q: no weapon of the character's has that name", what)
}
