package odestarningar

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/engine/memo"
	"rollformular/sheet"
)

// skillName is the name a skill of the document goes by.
func (r *Ruleset) skillName(s sheet.Skill) string {
	if def, ok := r.t.skill(s.ID); ok {
		return def.Name
	}
	return s.Name
}

// skillTraits counts, once per Derive, the Färdighetsbonus and Färdighetsavdrag of c's traits
// by the skill they are for, as written (an id) and by engine.FoldKey (a name): each skill then
// finds its own in two look-ups, not by going through every trait.
//
// A sheet's traits name a few skills: while they name at most fewSkills, the counts are a list
// by the skill as written, which a skill goes through comparing (strings.EqualFold for the
// name), and no map is made or folded into on every keystroke. Past that, maps find them.
type skillTraits struct {
	few          []skillCount
	byID, byName map[string][2]int // [bonus, avdrag]; nil while few will do
}

// skillCount is the bonus and avdrag traits for one skill, as a trait writes it.
type skillCount struct {
	skill string
	n     [2]int
}

const fewSkills = 8

func newSkillTraits(traits []sheet.Trait) skillTraits {
	var st skillTraits // nothing made until a trait needs it: most characters have none
	for _, t := range traits {
		k := skillTraitKind(t)
		if k < 0 {
			continue
		}
		if i := slices.IndexFunc(st.few, func(c skillCount) bool { return c.skill == t.Skill }); i >= 0 {
			st.few[i].n[k]++
			continue
		}
		if len(st.few) == fewSkills {
			return manySkillTraits(traits)
		}
		c := skillCount{skill: t.Skill}
		c.n[k]++
		st.few = append(st.few, c)
	}
	return st
}

// manySkillTraits is skillTraits by maps, for traits that name many skills.
func manySkillTraits(traits []sheet.Trait) skillTraits {
	st := skillTraits{byID: map[string][2]int{}, byName: map[string][2]int{}}
	for _, t := range traits {
		k := skillTraitKind(t)
		if k < 0 {
			continue
		}
		n := st.byID[t.Skill]
		n[k]++
		st.byID[t.Skill] = n
		fold := engine.FoldKey(t.Skill)
		n = st.byName[fold]
		n[k]++
		st.byName[fold] = n
	}
	return st
}

// skillTraitKind is 0 for a Färdighetsbonus, 1 for a Färdighetsavdrag, both for a skill, and
// -1 for any other trait.
func skillTraitKind(t sheet.Trait) int {
	if t.Skill == "" {
		return -1
	}
	switch t.ID {
	case "fardighetsbonus":
		return 0
	case "fardighetsavdrag":
		return 1
	}
	return -1
}

// of is the bonus and avdrag traits for skill s named name: a trait is for s by the skill's id
// or its name ("Fördelar som ger bonus på färdigheter"); one that names it both ways counts
// once.
func (st skillTraits) of(s sheet.Skill, name string) [2]int {
	byID := s.ID != "" && !strings.EqualFold(s.ID, name)
	if st.byName == nil {
		var n [2]int
		for _, c := range st.few {
			if strings.EqualFold(c.skill, name) || byID && c.skill == s.ID {
				n[0], n[1] = n[0]+c.n[0], n[1]+c.n[1]
			}
		}
		return n
	}
	n := st.byName[engine.FoldKey(name)]
	if byID {
		m := st.byID[s.ID]
		n[0], n[1] = n[0]+m[0], n[1]+m[1]
	}
	return n
}

// maxExplained bounds how many times an explanation repeats one trait's line.
const maxExplained = 10

// skillMod is what traits, armor and load add to rolls against skill s, with the reasons
// in words when words is given (Derive asks for them only when they are read).
func (r *Ruleset) skillMod(h *hjälte, s sheet.Skill, beg, loadPenalty int, words *engine.Words) (int, []string) {
	def, _ := r.t.skill(s.ID)
	return r.skillModOf(h, s, def, beg, loadPenalty, words)
}

// skillModOf is skillMod for s with its catalog entry def (nil for a skill of the player's
// own), which the caller has looked up already: Derive asks for every skill on every
// keystroke.
func (r *Ruleset) skillModOf(h *hjälte, s sheet.Skill, def *SkillDef, beg, loadPenalty int, words *engine.Words) (int, []string) {
	mod := 0
	var why []string
	explain := words != nil
	name := s.Name
	if def != nil {
		name = def.Name
	}
	n := h.skillTraits.of(s, name)
	mod += n[0] - n[1]
	for range min(n[0], maxExplained) {
		if explain {
			why = append(why, "+1 färdighetsbonus")
		}
	}
	for range min(n[1], maxExplained) {
		if explain {
			why = append(why, "−1 färdighetsavdrag")
		}
	}
	// Ful and Odör: "Hjälten får -1 på handlingsslagen i alla försök att övertala."
	if s.ID == "overtala" {
		for _, id := range []string{"ful", "odor"} {
			if h.has(id) > 0 {
				mod--
				if explain {
					why = append(why, "−1 "+r.traitName(id, ""))
				}
			}
		}
	}
	if def != nil && def.Beg {
		m, w := begMod(s, beg, loadPenalty, words)
		mod, why = mod+m, append(why, w...)
	}
	return mod, why
}

// begMod is what beg and the load carried take off a skill of the kind that beg hinders:
// Spaning only says its load, which counts "när hjälten smyger eller gömmer sig". The reasons
// are worded only where words is given.
func begMod(s sheet.Skill, beg, loadPenalty int, words *engine.Words) (mod int, why []string) {
	explain := words != nil
	if beg > 0 {
		mod -= beg
		if explain {
			why = append(why, fmt.Sprintf("−%d beg", beg))
		}
	}
	switch {
	case loadPenalty <= 0:
	case s.ID == "spaning":
		if explain {
			why = append(why, words.F("−%d belastning när hjälten smyger eller gömmer sig", loadPenalty))
		}
	default:
		mod -= loadPenalty
		if explain {
			why = append(why, fmt.Sprintf("−%d belastning", loadPenalty))
		}
	}
	return mod, why
}

// usable is how many of a skill's dice one roll may take: those not spent, and for
// Förutsägbar "Kan maximalt lägga hälften av sina fv i en färdighet på ett och samma
// handlingsslag."
func (h *hjälte) usable(s sheet.Skill) int { return h.usableOf(s.Value, members.Spent.Get(s.Members)) }

// usableOf is usable of a skill of value with spent dice spent, for a caller that has read them.
func (h *hjälte) usableOf(value, spent int) int {
	value = engine.Sane(value)
	left := max(value-engine.Sane(spent), 0)
	if h.förutsägbar {
		left = min(left, value/2)
	}
	return left
}

func (r *Ruleset) skills(h *hjälte, load LoadView, d *Derived) {
	maxFv := MaxFv(h.öde)
	d.Sheet.SkillDice = make([]engine.Dice, len(h.c.Skills))
	for i, s := range h.c.Skills {
		field := fieldpath.Skill(i)
		def, known := r.t.skill(s.ID) // once: every look-up below takes def
		name := s.Name
		if known {
			name = def.Name
		}
		if s.ID != "" {
			if !known {
				d.Problemf(engine.Error, field, "okänd färdighet %q", s.ID)
				name = s.ID
			}
		} else if name == "" {
			d.Problemf(engine.Warning, field, "färdighet utan namn")
		}
		switch {
		case s.Value < 0:
			d.Problemf(engine.Error, field, "%s: fv %d kan inte vara negativt", nameOr(name), s.Value)
		case s.Value > skillValue.Max:
			skillValue.Flag(&d.Derived, field, nameOr(name), s.Value)
		case s.Value > maxFv:
			d.Problemf(engine.Error, field, "%s: fv %d är över dubbla ödet, %d", nameOr(name), s.Value, maxFv)
		}
		spentDice, concept := members.Spent.Get(s.Members), members.Concept.Get(s.Members)
		if spentDice < 0 || spentDice > max(s.Value, 0) {
			d.Problemf(engine.Error, field, "%s: %d förbrukade färdighetstärningar av fv %d", nameOr(name), spentDice, s.Value)
		}
		value, spent := engine.Sane(s.Value), engine.Sane(spentDice)
		mod, _ := r.skillModOf(h, s, def, d.Beg, load.Penalty, nil)
		v := SkillView{Name: name, Fv: s.Value, Max: maxFv, Spent: spentDice, Left: max(value-spent, 0),
			Cost: Färdighetskostnad(max(value, 0), concept), Mod: mod}
		usable := h.usableOf(s.Value, spentDice)
		// "Varje handling måste utföras med minst en ödestärning, det går inte att agera med
		// enbart färdighetstärningar": without an öde die left, the skill's dice roll nothing.
		if h.kvar >= 1 {
			v.Chance = chans(h.kvar+usable, 5, mod)
		}
		d.Skills = append(d.Skills, v)
		d.Sheet.SkillDice[i] = engine.Dice{Have: value, Spent: spent}
		// The explanation keeps the derived row and what names the skill, not copies of the
		// document's skill and the row: it is made for every skill on every keystroke.
		sv, id, ownName, penalty := &d.Skills[len(d.Skills)-1], s.ID, s.Name, load.Penalty
		engine.Row(&d.Sheet.Skills, i, engine.Value{ID: string(field), Group: groupSkills, Label: nameOr(name), Text: strconv.Itoa(s.Value),
			Detail: left(v.Left), Odds: skillOddsOf(h.kvar, usable, mod),
			Why: func(words engine.Words) string {
				cost := words.F("2 sp per fv utanför konceptet")
				if concept {
					cost = words.F("1 sp per fv i konceptet")
				}
				parts := []string{words.F("fv %d, högst 2 × öde = %d; %s = %d sp", sv.Fv, sv.Max, cost, sv.Cost)}
				_, modWhy := r.skillModOf(h, sheet.Skill{ID: id, Name: ownName}, def, d.Beg, penalty, &words)
				parts = append(parts, modWhy...)
				parts = append(parts, words.F("nästa steg kostar %d erf", FvSteg))
				return strings.Join(parts, "; ")
			}})
	}
}

// skillOdds words the chance of every öde die and every usable skill die against the middle
// difficulties.
func skillOdds(words engine.Words, öde, skill, mod int) string {
	if öde < 1 {
		return words.F("inga ödestärningar: kan inte slå")
	}
	text := func() string {
		return fmt.Sprintf("%d+%d T6%s: ", öde, skill, signed(mod)) + middleOdds(words, engine.Plus(öde, skill), mod)
	}
	if öde > MaxDice || skill > 2*MaxDice || !engine.ModRange.Has(mod) {
		return text() // out of range and flagged: not kept, so the memo stays as small as the sheets
	}
	return skillOddsText.Get(oddsKey[[3]int]{[3]int{öde, skill, mod}, words.English()}, text)
}

// oddsKey is what a worded odds text is kept by: its numbers and its language.
type oddsKey[K comparable] struct {
	n       K
	english bool
}

// skillOddsText keeps skillOdds per öde, skill dice, modifier and language, formatted once
// each: enough for every skill of several sheets at the document's limit of 500 in either
// language, while a long session of typed values holds no more. hitOddsText keeps hitOdds
// per damage band and language.
var skillOddsText, hitOddsText = memo.New[oddsKey[[3]int], string](2 * 2048), memo.New[oddsKey[int], string](2 * 20)

// weaponName is the name a weapon of the document goes by.
func (r *Ruleset) weaponName(id, name string) string {
	if name != "" {
		return name
	}
	if def, ok := r.t.weapon(id); ok {
		return def.Name
	}
	return id
}

// weaponDamage reads a weapon's damage: the catalog's, or the document's as a number, or as
// "coriolis N" for a Coriolis weapon to convert. why words where it came from.
func (r *Ruleset) weaponDamage(w sheet.Weapon) (dmg int, why engine.Text, err error) {
	if def, ok := r.t.weapon(w.ID); ok && def.Damage != nil && w.Damage == "" {
		return *def.Damage, engine.Say("enligt texten"), nil
	}
	s := strings.TrimSpace(w.Damage)
	if s == "" {
		return 0, nil, engine.Errorf("skada saknas: skriv vapnets skada, eller ”coriolis N” för skadan N i Coriolis vapentabeller")
	}
	if rest, ok := cutPrefixFold(s, "coriolis"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(rest))
		if err != nil {
			return 0, nil, engine.Errorf("skada %q: efter ”coriolis” ska Coriolis-skadan stå som ett heltal", s)
		}
		n = engine.Sane(n)
		return KonverteraVapen(n), func(words engine.Words) string {
			return words.F("konverterad från Coriolis: (%d + 2) / 2 = %d, avrundat uppåt", n, KonverteraVapen(n))
		}, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, nil, engine.Errorf("skada %q: ska vara ett heltal från 0, eller ”coriolis N”", s)
	}
	return n, engine.Say("angiven"), nil
}

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return s, false
}

// weaponSkill is the skill a kind of weapon is used with.
func weaponSkill(kind string) string {
	switch kind {
	case "pistol", "gevar":
		return "skytte"
	case "kast":
		return "kastvapen"
	}
	return "narstrid"
}

// weaponKind is a carried weapon's definition (nil for one of the player's own), its kind and
// the boxes it takes; false, and a problem, for an unknown weapon that says no damage of its
// own.
func (r *Ruleset) weaponKind(w sheet.Weapon, field fieldpath.Path, d *Derived) (def *WeaponDef, kind string, boxes float64, ok bool) {
	def, known := r.t.weapon(w.ID)
	switch {
	case known:
		kind, boxes = def.Kind, def.Boxes
	case w.ID != "" && w.Damage == "":
		d.Problemf(engine.Error, field, "okänt vapen %q", w.ID)
		return nil, "", 0, false
	default:
		def, kind, boxes = nil, w.Type, members.Boxes.Get(w.Members)
		weaponBoxes.FlagFloat(&d.Derived, field, nameOr(r.weaponName(w.ID, w.Name)), boxes)
	}
	if kind == "" {
		kind = "narstrid"
	}
	return def, kind, boxes, true
}

func (r *Ruleset) weapons(h *hjälte, d *Derived) {
	for i, w := range h.c.Weapons {
		field := fieldpath.Weapon(i)
		name := r.weaponName(w.ID, w.Name)
		def, kind, boxes, ok := r.weaponKind(w, field, d)
		if !ok {
			continue
		}
		known := def != nil
		dmg, dmgWhy, err := r.weaponDamage(w)
		if err != nil {
			d.Problemf(engine.Warning, field, "%s: %v", nameOr(name), err)
		} else {
			weaponDamageRange.Flag(&d.Derived, field, nameOr(name), dmg)
			dmg = engine.Sane(dmg)
		}
		skill := w.Skill
		if skill == "" {
			skill = weaponSkill(kind)
		}
		wv := WeaponView{ID: w.ID, Name: name, Damage: dmg, Kind: kind, Boxes: boxes, Skill: skill}
		d.Weapons = append(d.Weapons, wv)
		bonus := 0
		if kind == "narstrid" {
			bonus = h.närstridsskada()
		}
		dmgText := "?"
		if err == nil {
			dmgText = strconv.Itoa(dmg + bonus)
		}
		reload := known && def.Reload
		var detail engine.Text
		if known {
			detail = def.detail // weaponDetail, made when the tables loaded
		} else {
			detail = weaponDetail(kind, boxes)
		}
		var odds engine.Text
		if err == nil {
			odds = hitOddsOf(dmg + bonus)
		}
		engine.Row(&d.Sheet.Weapons, i, engine.Value{ID: string(field), Group: groupWeapons, Label: nameOr(name), Text: dmgText,
			Detail: detail, Odds: odds,
			Why: func(words engine.Words) string {
				parts := []string{words.F("skada %d %s", dmg, dmgWhy.In(words))}
				if bonus != 0 {
					parts = append(parts, words.F("%s Stark/Svag i närstrid", signed(bonus)))
				}
				parts = append(parts, words.F("skadeverkan = T6 + framgångsgrad + skada − skydd"))
				if m := närstridsavdrag(kind); m != 0 {
					parts = append(parts, words.F("%d på handlingsslaget i närstrid", m))
				}
				if reload {
					parts = append(parts, words.F("laddas om efter varje skott (lång handling)"))
				}
				return strings.Join(parts, "; ")
			}})
	}
}

var weaponKinds = map[string]string{"narstrid": "närstrid", "pistol": "pistol", "gevar": "gevär", "kast": "kastvapen"}

// weaponDetail is what a weapon's row shows beside its damage: its kind and what it weighs.
func weaponDetail(kind string, boxes float64) engine.Text {
	return engine.Said(weaponKinds[kind] + ", " + Rutor(boxes) + " br")
}

// hitOddsOf is the Text of hitOdds: one per damage that words differently, made once, as
// Derive asks for one per weapon on every keystroke.
func hitOddsOf(damage int) engine.Text {
	damage = min(max(damage, -6), 13) // as hitOdds holds it
	return hitOddsTexts.Get(damage, func() engine.Text {
		return func(words engine.Words) string { return hitOdds(words, damage) }
	})
}

var hitOddsTexts = memo.New[int, engine.Text](20)

// hitOdds words what a hit with framgångsgrad 0 does against no armor, band by band over the
// T6.
func hitOdds(words engine.Words, damage int) string {
	// Past 13 every T6 kills and below −6 none hurts: the damages between say everything, and
	// keep the memo to 20 texts a language.
	damage = min(max(damage, -6), 13)
	return hitOddsText.Get(oddsKey[int]{damage, words.English()}, func() string { return countHitOdds(words, damage) })
}

func countHitOdds(words engine.Words, damage int) string {
	var ways [Död + 1]int
	for t6 := 1; t6 <= 6; t6++ {
		ways[GradAv(Skadeverkan(t6, 0, damage, 0, 0))]++
	}
	var parts []string
	for g, n := range ways {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", Skadegrad(g).In(words), engine.Percent(float64(n)/6)))
		}
	}
	return words.F("grad 0 utan skydd: %s", strings.Join(parts, " · "))
}

// left is how many of something are left, as a row shows it beside its value: one Text per
// number of a pool, made once, as Derive asks on every keystroke.
func left(n int) engine.Text {
	make := func() engine.Text { return func(words engine.Words) string { return words.F("%d kvar", n) } }
	if n < 0 || n > 2*MaxDice*10 {
		return make()
	}
	return leftTexts.Get(n, make)
}

var leftTexts = memo.New[int, engine.Text](2*MaxDice*10 + 1)

// skillOddsOf is the Text of skillOdds: one per pool, made once for the pools a sheet holds,
// as Derive asks for one per skill on every keystroke.
func skillOddsOf(öde, skill, mod int) engine.Text {
	make := func() engine.Text {
		return func(words engine.Words) string { return skillOdds(words, öde, skill, mod) }
	}
	if öde < 0 || öde > MaxDice || skill < 0 || skill > 2*MaxDice || !engine.ModRange.Has(mod) {
		return make() // out of range and flagged: not kept
	}
	return skillOddsTexts.Get([3]int{öde, skill, mod}, make)
}

var skillOddsTexts = memo.New[[3]int, engine.Text](2048)
