package intensitet

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
	"rollformular/engine/fieldpath"
	"rollformular/engine/memo"
	"rollformular/sheet"
)

// Groups of derived values, as the sheet titles them.
const (
	groupAttacks = "Attacker"
	groupWeapons = "Vapen"
	groupState   = "Tillstånd"
)

// Derived is everything the rules compute from a character, as `derive` prints it.
type Derived struct {
	LP         int      `json:"lp"`     // livspoäng left
	MaxLP      int      `json:"max_lp"` // entered
	Sargad     int      `json:"sargad"`
	Vitalitet  int      `json:"vitalitet"` // left
	Initiativ  int      `json:"initiativ"` // added to the T20
	Passiv     int      `json:"passiv_uppfattning"`
	Intensitet int      `json:"intensitet"` // on this character's attack rolls
	Underläge  bool     `json:"underlage"`
	Conditions []string `json:"conditions"` // the named ones and those they bring
	Attacks    []Anfall `json:"attacks"`
	engine.Derived

	attrs map[string]int // every attribute's value, the player's own too
	// attackMod and defenseMod are what the conditions add to every attack and defence.
	attackMod, defenseMod int
}

// uppfattaMod is what conditions do to tests of Uppfatta, and so to Passiv uppfattning: Döv and
// Förblindad, "Du drabbas av en nackdel av –10 på alla tester av Uppfatta", each.
func uppfattaMod(ts []Tillstånd) int {
	mod := 0
	for _, t := range ts {
		if t.ID == "dov" || t.ID == "forblindad" {
			mod -= 10
		}
	}
	return mod
}

// Fart is the speed conditions leave: "Fastlåst … din Fart är 0", "Orörlig … din Fart är 0",
// "Nersaktad … Din Fart är 2 (såvida den inte var lägre innan)", "Liggande … Du kan bara
// krypa (halv fart)", rounded down.
func Fart(fart int, ts []Tillstånd) (int, engine.Text) {
	var why engine.Text
	for _, t := range ts {
		switch t.ID {
		case "fastlast", "ororlig":
			return 0, engine.Sayf("%s: Fart 0", t.Name)
		case "nersaktad":
			fart, why = min(fart, 2), engine.Say("nersaktad: högst 2")
		}
	}
	for _, t := range ts {
		if t.ID == "liggande" {
			return floorHalf(fart), engine.Say("liggande: kryper, halv fart")
		}
	}
	return fart, why
}

// Anfall is one attack the character can make: a talent with a weapon.
type Anfall struct {
	Name    string  `json:"name"`
	Bonus   int     `json:"bonus"`
	Defense string  `json:"defense"`
	Damage  string  `json:"damage"` // "1T8+5"
	Mean    float64 `json:"mean_damage"`
	talent  Talang
	weapon  sheet.Weapon // the weapon it is made with
	mod     int          // what the character's conditions add to it
	test    bool         // a test of an attribute, not an attack
}

// Derive computes every derived value of c, each with its explanation, and the problems.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	d := &Derived{Derived: engine.NewDerived(c, 12)}
	d.CheckColumns(c, columns)
	d.Begin(c, &r.desc)
	a := r.checkDocument(c, d)
	d.attrs = a
	d.MaxLP = max(a["maxlp"], 1)
	d.LP = max(d.MaxLP-max(engine.Sane(c.State["skada"]), 0), 0)
	d.Sargad = Sargad(d.MaxLP)
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "current_lp", Abbr: "LP", Label: "Livspoäng", Text: fmt.Sprintf("%d av %d", d.LP, d.MaxLP),
		Worded: engine.Sayf("%d av %d", d.LP, d.MaxLP),
		Why: func(words engine.Words) string {
			why := words.F("maximala %d − skada %d; Sargad vid %d", d.MaxLP, c.State["skada"], d.Sargad)
			if d.LP <= d.Sargad {
				why = "Sargad: " + why
			}
			return why
		}})
	// The printed sheet and block give the livspoäng as boxes to tick, the damage shaded and a
	// heavier line where the character is Sargad: "När din rollfigurs livspoäng reducerats ner
	// till hälften av dina maximala livspoäng, räknas han som Sargad."
	end := "döende vid 0" // "När en rollfigur får slut på livspoäng faller han ihop döende."
	if c.NPC {
		end = "besegrad vid 0" // "När ett monster får slut på livspoäng är det besegrat."
	}
	d.Sheet.Life = &engine.Life{Title: "I spel", Abbr: "LP", Max: d.MaxLP, Boxes: d.MaxLP, Mark: d.MaxLP - d.Sargad,
		Note:  fmt.Sprintf("%d; Sargad vid %d, %s", d.MaxLP, d.Sargad, end),
		Taken: d.MaxLP - d.LP}
	if d.LP < d.MaxLP {
		left := d.Sheet.State[len(d.Sheet.State)-1] // LP left, just added; a copy, as State grows
		d.Sheet.Life.Left = &left
	}
	d.Vitalitet = max(a["vitalitet"]-max(engine.Sane(c.State["vit_anvanda"]), 0), 0)
	d.Add(engine.Value{ID: "vitalitet", Abbr: "Vit", Label: "Vitalitetspoäng", Text: fmt.Sprintf("%d av %d", d.Vitalitet, a["vitalitet"]),
		Worded: engine.Sayf("%d av %d", d.Vitalitet, a["vitalitet"]),
		Why: func(words engine.Words) string {
			return words.F("ett ger tillbaka Återhämtning %d livspoäng; efter en rast, eller med Hämta andan i strid", a["aterhamtning"])
		}})
	d.Initiativ = floorHalf(a["han"]) + floorHalf(a["grad"])
	d.Add(engine.Value{ID: "initiativ", Abbr: "Init", Label: "Initiativ", Text: "1T20 " + signed(d.Initiativ),
		Why: func(words engine.Words) string {
			return words.F("½ Händighet %d + ½ grad %d; vid lika går högst justering först, sedan ett skiljeslag", floorHalf(a["han"]), floorHalf(a["grad"]))
		}})
	named := c.Conditions
	// "Rollfigurer: När en rollfigur får slut på livspoäng faller han ihop döende", whether or
	// not the damage that did it marked the condition; one left Medvetslös instead is not.
	if !c.NPC && d.LP == 0 && !slices.Contains(named, "doende") && !slices.Contains(named, "medvetslos") {
		named = append(slices.Clip(named), "doende")
	}
	conditions := r.Gäller(named)
	d.Passiv = PassivUppfattning(a["uppfatta"]) + uppfattaMod(conditions)
	d.Add(engine.Value{ID: "passiv", Abbr: "Passiv", Label: "Passiv uppfattning", Text: strconv.Itoa(d.Passiv),
		Why: engine.Say("10 + fördelen på Uppfatta; överraskning lyckas om Förstulenheten når den; döv och förblindad −10 var")})
	fart, fartWhy := Fart(a["fart"], conditions)
	d.Add(engine.Value{ID: "fart", Abbr: "Fart", Label: "Fart", Text: strconv.Itoa(fart) + " m",
		Why: func(words engine.Words) string {
			why := words.F("springa: +3 i lätt pansar, +2 i tungt, men −5 på attackslag och Underläge")
			if fartWhy != nil {
				why = fartWhy(words) + "; " + why
			}
			return why
		}})
	if !c.NPC {
		d.Intensitet = min(max(c.State["intensitet"], 0), 6)
	}
	d.Add(engine.Value{ID: "intensitet", Abbr: "Int", Label: "Intensitetstärningen", Text: signed(d.Intensitet),
		Why: func(words engine.Words) string {
			if c.NPC {
				return words.F("monster och spelledarfigurer får inte intensitetstärningen")
			}
			return words.F("läggs på spelarfigurernas attackslag; efter striden ger T6 + intensiteten ≥ 7 ett impulspoäng (%d av 6)", d.Intensitet)
		}})

	attackMod, defenseMod := 0, 0
	for _, t := range conditions {
		d.Conditions = append(d.Conditions, t.ID)
		attackMod += t.Attack
		defenseMod += t.Defense
	}
	d.attackMod, d.defenseMod = attackMod, defenseMod
	d.Underläge = Underläge(conditions)
	r.attacks(c, a, attackMod, d)
	r.showConditions(c, conditions, defenseMod, d)
	d.Finish()
	return d
}

// attacks are the character's basic attacks with each weapon: "Närstridsgrundattack …
// Attack: Styrka mot PK Träff: 1d + ½Styrka skada", "Avståndsgrundattack … Attack: Händighet
// mot PK Träff: 1d + ½Händighet skada".
func (r *Ruleset) attacks(c *sheet.Character, a map[string]int, mod int, d *Derived) {
	for i, w := range c.Weapons {
		field := fieldpath.Weapon(i)
		name := nameOf(w)
		kind := w.Type
		if kind == "" {
			kind = "narstrid"
		}
		talent := r.talents[0]
		switch kind {
		case "avstand":
			talent = r.talents[1]
		case TungtKast:
			talent = r.talents[1]
			talent.Attribute = "sty"
		}
		an, err := r.anfall(c, a, talent, w, mod, d.Intensitet)
		if err != nil {
			d.Problemf(engine.Warning, field, "%s: %v", name, err)
			continue
		}
		an.Name = name
		d.Attacks = append(d.Attacks, an)
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(field), Group: groupWeapons, Label: name, Text: an.Damage, Detail: träningsfördel(members.Bonus.Get(w.Members)),
			Odds: func(words engine.Words) string {
				return fmt.Sprintf("1T20 %s: %s", signed(an.Bonus), referenceOdds(words, an.Bonus))
			}, Block: true,
			Why: func(words engine.Words) string {
				return words.F("%s: ½ %s + ½ grad + träningsfördel%s = %s mot %s; skada i snitt %s, en fatalitet gör största skadan + grad",
					talent.Name, r.attributeLabel(talent.Attribute), intensityWhy(words, d.Intensitet), signed(an.Bonus), strings.ToUpper(talent.Defense), words.Decimal(an.Mean, 1))
			}})
	}
}

func intensityWhy(words engine.Words, i int) string {
	if i == 0 {
		return ""
	}
	return words.F(" + intensitet")
}

// anfall is a talent's attack with a weapon: its bonus and its damage.
func (r *Ruleset) anfall(c *sheet.Character, a map[string]int, t Talang, w sheet.Weapon, mod, intensitet int) (Anfall, error) {
	attr := a[t.Attribute]
	bonus := Justering(attr, a["grad"], engine.Sane(members.Bonus.Get(w.Members))) + intensitet + mod + t.Bonus
	e, err := dice.Parse(strings.TrimSpace(w.Damage))
	if err != nil {
		return Anfall{}, engine.Errorf("skada %q: %v", w.Damage, err)
	}
	adj := floorHalf(attr)
	if t.NoHalf {
		adj = 0
	}
	damage := e.String()
	if adj != 0 {
		damage += signed(adj)
	}
	// The mean is the closed form, not the distribution's: a weapon of 1000T100 would count
	// 99,001 totals on every keystroke.
	mean := e.MeanFloat()
	return Anfall{Bonus: bonus, Defense: t.Defense, Damage: damage, Mean: mean + float64(adj), talent: t, weapon: w, mod: mod}, nil
}

// nameOf is the name a weapon goes by: its own, or its id.
func nameOf(w sheet.Weapon) string {
	if w.Name == "" {
		return w.ID
	}
	return w.Name
}

// weaponBonus is the range of a weapon's träningsfördel, which "alla vapenattacker lägger
// … till attackslaget". The text gives no number; the game it varies gives +2 to +6, so
// 0–10 leaves room.
var weaponBonus = engine.Number{Path: "weapons.bonus", Label: "träningsfördel", Range: engine.Range{Min: 0, Max: 10}}

// referenceOdds words the chance to hit the middle defences, for the sheet, counted once per
// bonus and language: Derive runs on every keystroke.
func referenceOdds(words engine.Words, bonus int) string {
	if bonus >= -cachedBonus && bonus <= cachedBonus {
		return referenceCache.Get(referenceKey{bonus, words.English()}, func() string { return countReferenceOdds(words, bonus) })
	}
	return countReferenceOdds(words, bonus)
}

func countReferenceOdds(words engine.Words, bonus int) string {
	var parts []string
	for _, def := range []int{referenceDefense - 5, referenceDefense, referenceDefense + 5} {
		c := Chanser(bonus, def)
		hit := new(big.Rat).Add(c[Träff], c[Fatalitet])
		f, _ := hit.Float64()
		parts = append(parts, words.F("mot %d %s", def, engine.Percent(f)))
	}
	return strings.Join(parts, " · ")
}

// referenceCache holds referenceOdds of the bonuses a sheet may have in either language, at
// most 2·cachedBonus+1 of them a language: a bonus typed past them is counted each time (a few
// µs) rather than kept forever.
var referenceCache = memo.New[referenceKey, string](2 * (2*cachedBonus + 1))

// referenceKey is what referenceCache keeps a text by: the bonus and its language.
type referenceKey struct {
	bonus   int
	english bool
}

// checkDocument flags the document's values outside their ranges and what the rules do not
// know, and returns the attributes, each within what a sum can take.
func (r *Ruleset) checkDocument(c *sheet.Character, d *Derived) map[string]int {
	a := map[string]int{}
	for _, def := range r.desc.AttributesOf(c) {
		v := c.AttributeOr(def.ID, def.Default)
		def.Flag(&d.Derived, v)
		a[def.ID] = engine.Sane(v)
	}
	for _, t := range r.desc.Trackers {
		t.Flag(&d.Derived, c.State[t.ID])
	}
	for i, w := range c.Weapons {
		weaponBonus.Flag(&d.Derived, fieldpath.Weapon(i), nameOf(w), members.Bonus.Get(w.Members))
	}
	for i, id := range c.Conditions {
		if _, ok := r.condition(id); !ok {
			d.Problemf(engine.Error, fieldpath.Condition(i), "okänt tillstånd %q", id)
		}
	}
	return a
}

const cachedBonus = 100

func (r *Ruleset) showConditions(c *sheet.Character, ts []Tillstånd, defenseMod int, d *Derived) {
	status, worded := statusOf(c, ts, d)
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.status", Group: groupState, Label: "Tillstånd", Text: status, Worded: worded,
		Why: statusWhy(ts, defenseMod, d)})
	// Harm here is skada taken and conditions, not wounds: the status once showed for neither.
	if len(c.Wounds) > 0 || d.LP < d.MaxLP || len(ts) > 0 {
		status := d.Sheet.State[len(d.Sheet.State)-1]
		d.Sheet.Status = &status
	}
	named := map[string]bool{}
	for _, id := range c.Conditions {
		named[id] = true
	}
	for _, t := range ts {
		effects := joinEffects(t.Effects)
		why := engine.Said(effects)
		if !named[t.ID] {
			why = func(words engine.Words) string { return words.F("följer av ett annat tillstånd; %s", effects) }
		}
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition." + t.ID, Group: groupState, Label: t.Name, Text: "", Why: why})
	}
	if has(ts, "doende") {
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.dodsraddning", Group: groupState, Label: "Dödsräddningsslag",
			Text: fmt.Sprintf("%d försämringar, %d förbättringar", c.State["forsamringar"], c.State["forbattringar"]),
			Why:  engine.Say("T20 vid avslutningen av draget: 1–9 försämrad (tre: död), 10–19 förbättrad (tre: spendera ett vitalitetspoäng), 20 medvetslös och ett vitalitetspoäng")})
		if c.State["forsamringar"] >= 3 {
			d.Problemf(engine.Warning, "state.forsamringar", "tre försämringar: rollfiguren är död")
		}
	}
}

// statusOf is the character's state in a word, and its wording (nil where the word is a name
// of the rules, the same in either language).
func statusOf(c *sheet.Character, ts []Tillstånd, d *Derived) (string, engine.Text) {
	status, worded := "oskadd", engine.Say("oskadd")
	switch {
	case dead(c):
		// The third försämring kills, whatever the conditions still say ("Döende").
		status, worded = "död", engine.Say("död")
	case len(ts) > 0:
		var names []string
		for _, t := range ts {
			names = append(names, t.Name)
		}
		status, worded = strings.Join(names, ", "), nil
	case c.NPC && d.LP == 0:
		// A spelledarperson at 0 is out of the fight (play.go's "0 livspoäng: besegrad"),
		// which the state once called only Sargad.
		status, worded = "besegrad", engine.Say("besegrad")
	case d.LP <= d.Sargad:
		status, worded = "Sargad", nil
	case d.LP < d.MaxLP:
		status, worded = "skadad", engine.Say("skadad")
	}
	return status, worded
}

// statusWhy explains the state: what it does to attacks and defences, else the LP left.
func statusWhy(ts []Tillstånd, defenseMod int, d *Derived) engine.Text {
	return func(words engine.Words) string {
		var why []string
		switch {
		case underlägeMot(ts, false):
			why = append(why, words.F("i Underläge: attacker mot rollfiguren får +2"))
		case d.Underläge:
			// Liggande alone: "Underläge mot fiender som angriper dig med närstridsattacker".
			why = append(why, words.F("liggande: närstridsattacker mot rollfiguren får +2, avståndsattacker från den som inte är intill −2"))
		}
		if defenseMod != 0 {
			why = append(why, words.F("%s på alla försvar", signed(defenseMod)))
		}
		if len(why) == 0 {
			return words.F("%d av %d livspoäng", d.LP, d.MaxLP)
		}
		return strings.Join(why, "; ")
	}
}

func has(ts []Tillstånd, id string) bool {
	for _, t := range ts {
		if t.ID == id {
			return true
		}
	}
	return false
}

func (r *Ruleset) attributeLabel(id string) string {
	for _, a := range r.desc.Attributes {
		if a.ID == id {
			return a.Label
		}
	}
	return id
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return "−" + strconv.Itoa(-n)
}

// träningsfördel is what a weapon's training adds, as a row shows it beside the weapon.
func träningsfördel(bonus int) engine.Text {
	b := signed(bonus)
	return func(words engine.Words) string { return words.F("träningsfördel %s", b) }
}

// tableRanges are the ranges of the numbers of the tables a house-rules pack may change
// (Description.TableRanges), each with the rule it comes from.
var tableRanges = []engine.Number{
	// A condition's penalty on attacks ("Förblindad": the text's −5 at most; Fastlåst "−2 på
	// alla attackslag") and on the defences: a condition never helps, −10 leaves room.
	{Path: "conditions.attack", Label: "på attackslag", Range: engine.Range{Min: -10, Max: 0}},
	{Path: "conditions.defense", Label: "på försvar", Range: engine.Range{Min: -10, Max: 0}},
	// A talent's bonus: Sikta "+1 på nästa attackslag", Stormning "med −1"; ±10 leaves room.
	{Path: "talents.bonus", Label: "bonus", Range: engine.Range{Min: -10, Max: 10}},
}
