package framgangsslag

import (
	"fmt"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Groups of derived values, as the sheet titles them.
const (
	groupSkills  = "Färdigheter"
	groupWeapons = "Vapen"
	groupHorde   = "Hord"
	groupRolls   = "Slag"
	groupState   = "Tillstånd"
)

// Derived is everything the rules compute from a character, as `derive` prints it.
type Derived struct {
	Attributes     map[string]int `json:"attributes"`
	Storlek        Storlek        `json:"storlek"`
	Skadebonus     int            `json:"skadebonus"`
	Hälsa          int            `json:"halsa"`
	Skadad         int            `json:"skadad"` // the Påfrestning at which the character is Skadad
	IsSkadad       bool           `json:"is_skadad"`
	Bärförmåga     int            `json:"barformaga"`
	Handlingspoäng int            `json:"handlingspoang"`
	Snabba         int            `json:"snabba_handlingspoang"`
	Initiativ      [3]int         `json:"initiativ"` // Storlek, Kamp, Erfarenhetsbonus: smaller Storlek first, then higher Kamp, then higher EB
	Horde          HordeView      `json:"horde"`
	Bases          []engine.Level `json:"bases"`
	engine.Derived

	basis []basis // what each of Bases is
}

// HordeView is a horde of identical individuals.
type HordeView struct {
	Antal  int     `json:"antal"`
	KAM    int     `json:"kam"` // the Antalsbonus
	Faktor float64 `json:"ta_stryk_faktor"`
}

func (r *Ruleset) attributes(c *sheet.Character, d *Derived) map[string]int {
	a := make(map[string]int, len(r.t.Attributes))
	for _, def := range r.t.Attributes {
		v, ok := c.Attribute(def.ID)
		if !ok {
			v = def.Default
		}
		def.Flag(&d.Derived, v)
		a[def.ID] = engine.Sane(v) // for the sums it goes into; the problem names the document's value
	}
	return a
}

// state is a tracker's value, held at ±engine.Far for the sums it goes into; "antal", the
// individuals of a horde, is at least 1.
func state(c *sheet.Character, id string) int {
	v := engine.Sane(c.State[id])
	if id == "antal" && v < 1 {
		return 1
	}
	return v
}

// Derive computes every derived value of c, each with its explanation, and the problems.
func (r *Ruleset) Derive(c *sheet.Character) engine.View {
	// Room for the main values, a horde's, and a row per skill, weapon and base.
	d := &Derived{Derived: engine.NewDerived(c, 16+3*len(c.Weapons))}
	d.CheckColumns(c, columns)
	d.Begin(c, &r.desc)
	a := r.attributes(c, d)
	d.Attributes = a
	// "antal" takes 0 too, which is a single character: a document without it has 0.
	for _, t := range r.t.Trackers {
		t.Flag(&d.Derived, c.State[t.ID])
	}
	st, ok := r.t.Storlek(a["sto"])
	if !ok {
		st, _ = r.t.Storlek(0)
	}
	d.Storlek = st
	d.Add(engine.Value{ID: "storlek", Abbr: "STO", Label: "Storlek", Text: signed(st.Storlek), Detail: engine.Said(st.Examples),
		Why: func(words engine.Words) string {
			return words.F("riktvärden KAM %d, SMI %d; Bashälsa %d; Bök och Bärförmåga ×%s; väger %d Bök", st.KAM, st.SMI, st.Bashälsa, factor(st.Factor), st.VägerBök)
		}})
	d.Skadebonus = Skadebonus(a["sto"])
	d.Add(engine.Value{ID: "sb", Abbr: "SB", Label: "Skadebonus", Text: signed(d.Skadebonus),
		Why: func(words engine.Words) string {
			return words.F("+1 per Storlek (%s): läggs på varje skadetärning; offrets Storlek dras från varje inkommande", signed(a["sto"]))
		}})
	d.Hälsa = Hälsa(a["fys"])
	d.Skadad = Skadad(d.Hälsa)
	d.Add(engine.Value{ID: "halsa", Abbr: "Hälsa", Label: "Hälsa", Text: strconv.Itoa(d.Hälsa),
		Why: func(words engine.Words) string {
			return words.F("Hälsa = Fysik %d + 3; Skadad vid %d Påfrestning (Bashälsa för Storlek %s: %d)", a["fys"], d.Skadad, signed(st.Storlek), st.Bashälsa)
		}})
	d.Add(engine.Value{ID: "skadad", Abbr: "Skadad", Label: "Skadad vid", Text: strconv.Itoa(d.Skadad),
		Why: func(words engine.Words) string {
			// "Bönder tål 8, vilket innebär att varje Bonde kan ta 9 Påfrestning innan de går ned
			// till Skadad": the rule, worded for this character rather than quoted.
			return words.F("Påfrestning över Hälsa %d: den som tål %d går ned till Skadad vid %d Påfrestning", d.Hälsa, d.Hälsa, d.Skadad)
		}})
	d.Bärförmåga = Bärförmåga(a["fys"], st.Factor)
	d.Add(engine.Value{ID: "barformaga", Abbr: "Bärf", Label: "Bärförmåga", Text: strconv.Itoa(d.Bärförmåga) + " Bök",
		Why: func(words engine.Words) string {
			return words.F("(Fysik %d + 2) × %s för Storlek %s, avrundat nedåt; Utrustningen väger × %s, en varelse av Storleken väger %d Bök",
				a["fys"], factor(st.Factor), signed(st.Storlek), factor(st.Factor), st.VägerBök)
		}})
	påfr := state(c, "pafrestning") + state(c, "greppning")
	d.IsSkadad = påfr >= d.Skadad
	d.Handlingspoäng, d.Snabba = Handlingspoäng(d.IsSkadad)
	// "Man kan spendera 3 Mana för att få 1 extra Handlingspoäng under 1 Stridsrunda."
	d.Handlingspoäng += min(max(state(c, "mana_hp"), 0), 1)
	d.Add(engine.Value{ID: "hp", Abbr: "HP", Label: "Handlingspoäng", Text: fmt.Sprintf("%d + %d snabb", d.Handlingspoäng, d.Snabba),
		Why: func(words engine.Words) string {
			why := words.F("2 Handlingspoäng och 1 Snabbt per Stridsrunda; Skadad −1; 3 Mana ger 1 extra en gång per Stridsrunda")
			if d.IsSkadad {
				why = "Skadad: " + why
			}
			return why
		}})
	d.Initiativ = [3]int{a["sto"], a["kam"], a["eb"]}
	d.Add(engine.Value{ID: "initiativ", Abbr: "Init", Label: "Initiativ", Text: fmt.Sprintf("STO %s, KAM %d, EB %d", signed(a["sto"]), a["kam"], a["eb"]),
		Why: engine.Say("mindre Storlek agerar först; vid lika Storlek högst Kamp, sedan högst Erfarenhetsbonus")})

	r.horde(c, a, d)
	r.skills(c, d)
	r.weapons(c, a, d)
	r.bases(c, a, d)
	r.condition(c, d, påfr)

	d.Finish()
	return d
}

func (r *Ruleset) horde(c *sheet.Character, a map[string]int, d *Derived) {
	n := state(c, "antal")
	row := r.t.Rad(n)
	d.Horde = HordeView{Antal: n, KAM: row.KAM, Faktor: row.Faktor}
	if n == 1 {
		return
	}
	d.Add(engine.Value{ID: "horde.antal", Group: groupHorde, Block: true, Abbr: "Antal", Label: "Individer", Text: strconv.Itoa(n),
		Why: engine.Say("alla i horden gör samma handlingar och har samma värden; en som blir Skadad lämnar horden")})
	d.Add(engine.Value{ID: "horde.kam", Group: groupHorde, Block: true, Abbr: "KAM", Label: "Hordens Kamp", Text: strconv.Itoa(a["kam"] + row.KAM),
		Why: func(words engine.Words) string {
			return words.F("Kamp %d + Antalsbonus %s för %d individer (raden ×%d); läggs allra sist i Skadeflödet", a["kam"], signed(row.KAM), n, row.Antal)
		}})
	d.Add(engine.Value{ID: "horde.faktor", Group: groupHorde, Block: true, Abbr: "Ta-stryk", Label: "Ta-stryk-faktor", Text: "×" + factor(row.Faktor),
		Why: engine.Say("all Påfrestning horden tar multipliceras med faktorn, avrundat uppåt, efter rustning; den läggs på en individ i taget tills den är Skadad")})
}

func (r *Ruleset) skills(c *sheet.Character, d *Derived) {
	for i, s := range c.Skills {
		name := r.skillName(s)
		field := fieldpath.Skill(i)
		if s.ID != "" && !r.knownSkill(s.ID) {
			d.Problemf(engine.Error, field, "okänd färdighet %q", s.ID)
		}
		if s.Value < 0 {
			d.Problemf(engine.Error, field, "%s: %d kan inte vara negativt", name, s.Value)
		} else {
			skillValue.Flag(&d.Derived, field, name, s.Value)
		}
		engine.Row(&d.Sheet.Skills, i, engine.Value{ID: string(field), Group: groupSkills, Label: name, Text: signed(s.Value),
			Why: engine.Say("Grundfärdighet: läggs på FV eller MV när den är rätt färdighet för slaget")})
	}
}

func (r *Ruleset) weapons(c *sheet.Character, a map[string]int, d *Derived) {
	närkamp, skarpskytt := r.skillBonus(c, "narkamp"), r.skillBonus(c, "skarpskytt")
	for i, w := range c.Weapons {
		field := fieldpath.Weapon(i)
		name := w.Name
		if name == "" {
			name = w.ID
		}
		dice, err := skadetärningar(w.Damage)
		if err != nil {
			d.Problemf(engine.Warning, field, "%s: %v", name, err)
		}
		weaponBonus.Flag(&d.Derived, field, name, members.Bonus.Get(w.Members))
		bonus := engine.Sane(members.Bonus.Get(w.Members))
		fv := a["kam"] + d.Horde.KAM + närkamp + bonus
		if w.Type == "avstand" {
			fv = a["pri"] + skarpskytt + bonus
		}
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(field), Group: groupWeapons, Label: name, Text: fmt.Sprintf("%dT6 %s", dice, signed(d.Skadebonus)),
			Detail: stridsvärde(members.Bonus.Get(w.Members)), Odds: sheetOdds(fv),
			Why: func(words engine.Words) string {
				var kind string
				switch {
				case w.Type == "avstand":
					kind = words.F("Avståndsanfall: Pricksäkerhet + Skarpskytt + vapnet")
				case d.Horde.KAM > 0:
					kind = words.F("Närstridsanfall: Kamp + Antalsbonus + Närkamp + vapnet")
				default:
					kind = words.F("Närstridsanfall: Kamp + Närkamp + vapnet")
				}
				return words.F("%s = FV %d; skada %dT6, varje tärning + SB %s − offrets Storlek, aldrig under 0", kind, fv, dice, signed(d.Skadebonus))
			}})
	}
}

// skadetärningar reads a weapon's damage, the number of damage dice: "2" or "2T6".
func skadetärningar(s string) (int, error) {
	t := strings.TrimSuffix(strings.ToUpper(strings.TrimSpace(s)), "T6")
	if t == "" {
		return 0, engine.Errorf("skadetärningar saknas: skriv hur många T6 vapnet ger")
	}
	n, err := strconv.Atoi(t)
	if err != nil || !weaponDice.Has(n) {
		return 0, engine.Errorf("skada %q: skriv antalet skadetärningar, %d till %d", s, weaponDice.Min, weaponDice.Max)
	}
	return n, nil
}

func (r *Ruleset) condition(c *sheet.Character, d *Derived, påfr int) {
	status, worded := "oskadd", engine.Say("oskadd")
	switch {
	case d.IsSkadad:
		status, worded = "Skadad: −1 Handlingspoäng", nil
	case påfr > 0:
		status, worded = fmt.Sprintf("%d Påfrestning", påfr), nil
	}
	d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.status", Group: groupState, Label: "Tillstånd", Text: status, Worded: worded,
		Why: func(words engine.Words) string { return words.F("Påfrestning %d av %d innan Skadad", påfr, d.Skadad) }})
	// Påfrestning is how a fight harms here: a character under some is wounded, as one with
	// a wound noted is.
	if len(c.Wounds) > 0 || påfr > 0 {
		status := d.Sheet.State[len(d.Sheet.State)-1]
		d.Sheet.Status = &status
	}
	if g := state(c, "greppning"); g > 0 {
		text, worded := "Greppningsskada "+strconv.Itoa(g), engine.Text(nil)
		switch {
		case Greppad(g, d.Hälsa):
			// "ge denne -1 Handlingspoäng samt -3SV på alla Framgångsslag de slår"
			text, worded = "Greppad: −3 SV, kan inte Dra sig ur", engine.Say("Greppad: −3 SV, kan inte Dra sig ur")
		case g >= DraSigUrGräns:
			text, worded = fmt.Sprintf("Greppningsskada %d: kan inte Dra sig ur", g), engine.Sayf("Greppningsskada %d: kan inte Dra sig ur", g)
		}
		d.Sheet.State = append(d.Sheet.State, engine.Value{ID: "condition.grepp", Group: groupState, Label: "Grepp", Text: text, Worded: worded,
			Why: func(words engine.Words) string {
				return words.F("temporär Påfrestning %d; mer än Hälsa %d: Greppad, −3 SV på alla Framgångsslag, kan inte Dra sig ur eller Slänga sig undan; 4 eller mer: kan inte Dra sig ur; släpps greppet försvinner den", g, d.Hälsa)
			}})
	}
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return "−" + strconv.Itoa(-n)
}

func factor(f float64) string {
	return strings.Replace(strconv.FormatFloat(f, 'f', -1, 64), ".", ",", 1)
}

// stridsvärde is what a weapon adds to its wielder's value, as a row shows it beside the weapon.
func stridsvärde(bonus int) engine.Text {
	b := signed(bonus)
	return func(words engine.Words) string { return words.F("stridsvärde %s", b) }
}
