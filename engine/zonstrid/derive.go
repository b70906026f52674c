package zonstrid

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/engine/memo"
	"rollformular/sheet"
)

// Groups of derived values, as the sheet titles them.
const (
	groupSkills  = "Färdigheter"
	groupWeapons = "Vapen"
	groupState   = "Tillstånd"
)

// Derived is everything the rules compute from a character, as `derive` prints it.
type Derived struct {
	Pools   map[string]int `json:"pools"` // skill name → dice rolled
	Weapons []WeaponView   `json:"weapons"`
	// Förlorad is the Tålighet an NPC has lost, and so the dice each of its rolls loses.
	Förlorad int `json:"talighet_forlorad"`
	engine.Derived
}

// WeaponView is a weapon as the sheet shows it.
type WeaponView struct {
	Name   string `json:"name"`
	Damage int    `json:"damage"`
	Range  string `json:"range"`
	Skill  string `json:"skill"`
	Dice   int    `json:"dice"`
}

// skillOf names a skill of the document and the attribute it rolls with: the catalog's, or
// for one of the user's own its group.
func (r *Ruleset) skillOf(s sheet.Skill) (name, attribute string) {
	if def, ok := r.skill(s.ID); ok {
		return def.Name, def.Attribute
	}
	return s.Name, s.Group
}

// Derive computes every derived value of c, each with its explanation, and the problems.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	d := &Derived{Derived: engine.NewDerived(c, 4), Pools: map[string]int{}}
	d.CheckColumns(c, columns)
	d.Begin(c, &r.desc)
	attributes := r.desc.AttributesOf(c)
	labels := make(map[string]string, len(attributes)) // for the explanations, found once
	for _, a := range attributes {
		a.Flag(&d.Derived, c.AttributeOr(a.ID, a.Default))
		labels[a.ID] = a.Label
	}
	for _, t := range r.desc.Trackers {
		t.Flag(&d.Derived, c.State[t.ID])
	}
	d.Förlorad = max(engine.Sane(c.State["talighet_forlorad"]), 0)
	if c.NPC && c.State["talighet"] > 0 && d.Förlorad >= c.State["talighet"] {
		d.Problemf(engine.Warning, "state.talighet_forlorad", "all Tålighet är förlorad: SLP:n är besegrad")
	}
	for i, s := range c.Skills {
		field := fieldpath.Skill(i)
		name, attr := r.skillOf(s)
		if s.ID != "" {
			if _, ok := r.skill(s.ID); !ok {
				d.Problemf(engine.Error, field, "okänd färdighet %q", s.ID)
			}
		}
		if s.Value < 0 {
			d.Problemf(engine.Error, field, "%s: %d kan inte vara negativt", name, s.Value)
		} else {
			if !skillValue.Has(s.Value) {
				d.OutOfRange(field, name, s.Value, skillValue.Range)
			}
		}
		av := c.AttributeOr(attr, 0)
		if _, ok := r.desc.Attribute(attr); ok {
			av = r.desc.AttributeOf(c, attr)
		}
		av = engine.Sane(av)
		n := Pool(av, max(engine.Sane(s.Value), 0), d.Förlorad)
		d.Pools[name] = n
		engine.Row(&d.Sheet.Skills, i, engine.Value{ID: string(field), Group: groupSkills, Abbr: attr, Label: name, Text: strconv.Itoa(s.Value), Detail: engine.Said(fmt.Sprintf("%d T6", n)),
			Odds: oddsText(n), Why: func(words engine.Words) string {
				label, ok := labels[attr]
				if !ok {
					label = attr
				}
				why := fmt.Sprintf("%s %d + %s %d", label, av, name, s.Value)
				if d.Förlorad > 0 {
					why += words.F(" − förlorad Tålighet %d", d.Förlorad)
				}
				return why + words.F(" = %d tärningar; varje sexa är en framgång, en räcker", n)
			}})
	}
	r.weapons(c, d)
	r.condition(c, d)
	d.Finish()
	return d
}

// weaponSkill is the skill an attack with a weapon rolls: "Slåss du utan vapen använder du
// KRAFTPROV. Är du beväpnad med närstridsvapen använder du NÄRKAMP. För attacker på avstånd
// använder du SKYTTE."
func weaponSkill(kind string) string {
	switch kind {
	case "avstand":
		return "skytte"
	case obeväpnad:
		return "kraftprov"
	}
	return "narkamp"
}

func (r *Ruleset) weapons(c *sheet.Character, d *Derived) {
	// Each weapon's skill, the last of its id as before, found once for all weapons.
	skillValues := map[string]int{}
	if len(c.Weapons) > 0 {
		for _, s := range c.Skills {
			if s.ID == "narkamp" || s.ID == "skytte" || s.ID == "kraftprov" {
				skillValues[s.ID] = max(engine.Sane(s.Value), 0)
			}
		}
	}
	for i, w := range c.Weapons {
		field := fieldpath.Weapon(i)
		name := w.Name
		if name == "" {
			name = w.ID
		}
		dmg, err := strconv.Atoi(strings.TrimSpace(w.Damage))
		if err != nil || dmg < 0 {
			d.Problemf(engine.Warning, field, "%s: skada %q, skriv hur många tillstånd en träff kryssar", name, w.Damage)
			dmg = 0
		} else {
			weaponDamage.Flag(&d.Derived, field, name, dmg)
			dmg = engine.Sane(dmg)
		}
		reach := members.Range.Get(w.Members)
		if reach != "" {
			if _, _, err := Räckvidd(reach); err != nil {
				d.Problemf(engine.Warning, field, "%s: %v", name, err)
			}
		}
		skillID := weaponSkill(w.Type)
		def, _ := r.skill(skillID)
		av := engine.Sane(r.desc.AttributeOf(c, def.Attribute))
		n := Pool(av, skillValues[skillID], d.Förlorad)
		d.Weapons = append(d.Weapons, WeaponView{Name: name, Damage: dmg, Range: reach, Skill: def.Name, Dice: n})
		detail := engine.Say("närkamp i samma zon")
		if reach != "" {
			detail = engine.Sayf("zoner %s", reach)
		}
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(field), Group: groupWeapons, Label: name, Text: strconv.Itoa(dmg), Detail: detail, Odds: oddsText(n),
			Why: func(words engine.Words) string {
				return words.F("%s med %d tärningar; en framgång träffar och kryssar %d tillstånd, varje extra framgång ett till", def.Name, n, dmg)
			}})
	}
}

func (r *Ruleset) condition(c *sheet.Character, d *Derived) {
	if c.NPC && c.State["talighet"] > 0 {
		left := engine.Sane(c.State["talighet"]) - d.Förlorad
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.talighet", Group: groupState, Block: true, Label: "Tålighet", Text: fmt.Sprintf("%d av %d", max(left, 0), c.State["talighet"]),
			Worded: engine.Sayf("%d av %d", max(left, 0), c.State["talighet"]),
			Why:    engine.Say("skada sänker Tåligheten, och SLP:n slår lika många färre tärningar")})
		if d.Förlorad > 0 {
			d.Sheet.Status = &d.Sheet.State[len(d.Sheet.State)-1] // Tålighet left, once some is lost
		}
		return
	}
	crossed := min(max(c.State["tillstand"], 0), 4)
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.tillstand", Group: groupState, Label: "Fysiska tillstånd", Text: fmt.Sprintf("%d av 4 kryssade", crossed),
		Worded: engine.Sayf("%d av 4 kryssade", crossed),
		Why:    engine.Say("skadan är antalet fysiska tillstånd som kryssas")})
	if crossed > 0 {
		d.Sheet.Status = &d.Sheet.State[len(d.Sheet.State)-1] // the conditions crossed, once there are some
	}
}

// oddsText is the odds of a pool of n dice, worded when shown.
func oddsText(n int) engine.Text {
	return func(words engine.Words) string { return poolOdds(words, n) }
}

// poolOdds is the chance of at least one success and of two or more, counted once per pool
// and language.
func poolOdds(words engine.Words, n int) string {
	if n >= 1 && n <= MaxDice {
		return oddsCache.Get(oddsKey{n, words.English()}, func() string { return countPoolOdds(words, n) })
	}
	return countPoolOdds(words, n)
}

func countPoolOdds(words engine.Words, n int) string {
	if n > MaxDice {
		return words.F("%d T6: oddsen räknas för högst %d", n, MaxDice)
	}
	dist, err := Fördelning(n)
	if err != nil || n == 0 {
		return words.F("inga tärningar")
	}
	one := new(big.Rat).Sub(big.NewRat(1, 1), dist[0])
	two := new(big.Rat).Sub(one, dist[1])
	f1, _ := one.Float64()
	f2, _ := two.Float64()
	return words.F("%d T6: träff %s · 2+ framgångar %s", n, engine.Percent(f1), engine.Percent(f2))
}

// oddsKey is a pool of dice and the language of its odds.
type oddsKey struct {
	dice    int
	english bool
}

// oddsCache holds poolOdds of the pools whose odds are counted, 1 to MaxDice T6, in both
// languages.
var oddsCache = memo.New[oddsKey, string](2 * MaxDice)
