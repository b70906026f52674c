package spelsystemet

import (
	"strings"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Skill groups with rules of their own.
const (
	groupKunskap = "kunskap" // study has no cap of 15
	groupYrke    = "yrke"    // studied only by working in the trade
	groupStrid   = "strid"
)

// studyCap is the highest value study raises a skill to: "medan de andra maximalt kan höjas
// till ett värde på 15". Experience may pass it.
const studyCap = 15

// studyWeek is the study days of a week: "det finns 5 dagar tillgängliga för studier eller
// annan träning under en 7-dagars vecka".
const studyWeek = 5

// SkillGroup is one of the four groups of skills.
type SkillGroup struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// SkillDef is a skill of the catalog. A name with <…> takes a specialisation.
type SkillDef struct {
	ID             string `json:"id"`
	Name           string `json:"name"` // as the text writes it: "Spela <Instrument>"
	Group          string `json:"group"`
	Specialisation string `json:"specialisation,omitempty"` // what <…> stands for: "Instrument"
	Description    string `json:"description"`

	key string // engine.FoldKey of Name, made when the tables load
}

// NameFor is the skill's name with the specialisation filled in: "Spela Flöjt", or "Svärd"
// for <Närstridsvapen>.
func (s SkillDef) NameFor(spec string) string {
	if s.Specialisation == "" || spec == "" {
		return s.Name
	}
	return strings.TrimSpace(strings.Replace(s.Name, "<"+s.Specialisation+">", spec, 1))
}

// SkillView is a held skill with what the rules make of it.
type SkillView struct {
	ID        string `json:"id,omitempty"`
	Name      string `json:"name"`
	Group     string `json:"group"`
	Value     int    `json:"value"`
	Rolled    int    `json:"rolled"`    // the value it is rolled at: Value, or less where the rules cap it
	CappedBy  string `json:"capped_by"` // what caps Rolled ("Närkamp" for a martial art); "" for nothing
	Effective int    `json:"effective"` // the value rolled against, after Trötthet and Utmattning
	Mark      bool   `json:"mark"`
	Chance    Chans  `json:"chance"`

	key string // engine.FoldKey of Name
}

// skillKeys finds a held skill by its name's engine.FoldKey: the first skill of each name.
// Derive makes it once, for the duplicate check and the weapons' skills. A sheet's few skills
// are compared one by one; past manySkills a map finds a name, so that checking 200,000
// skills does not compare every one with every other (that took minutes).
type skillKeys struct {
	skills []SkillView
	byKey  map[string]int // nil up to manySkills
}

const manySkills = 32

// find is the index of the first skill whose name has key.
func (k *skillKeys) find(key string) (int, bool) {
	if k.byKey != nil {
		i, ok := k.byKey[key]
		return i, ok
	}
	for i := range k.skills {
		if k.skills[i].key == key {
			return i, true
		}
	}
	return 0, false
}

// Skills lists the skill catalog in the text's order.
func (r *Ruleset) Skills() []SkillDef { return r.t.skills }

// SkillGroups lists the four groups in the text's order.
func (r *Ruleset) SkillGroups() []SkillGroup { return r.t.skillGroups }

func (r *Ruleset) skillDef(id string) (*SkillDef, bool) {
	i, ok := r.t.skillIndex[id]
	if !ok {
		return nil, false
	}
	return &r.t.skills[i], true
}

// skills resolves every held skill against the catalog. fatigue is Trötthet+Utmattning,
// which "appliceras som en negativ modifikation på alla slag mot färdigheter".
func (r *Ruleset) skills(c *sheet.Character, fatigue int, d *Derived) skillKeys {
	seen := skillKeys{skills: make([]SkillView, 0, len(c.Skills))}
	if len(c.Skills) > manySkills {
		seen.byKey = make(map[string]int, len(c.Skills))
	}
	for i, s := range c.Skills {
		field := fieldpath.Skill(i)
		v := SkillView{ID: s.ID, Value: s.Value, Mark: s.Mark}
		key := r.nameSkill(s, &v, field, d)
		if s.Value < 0 {
			d.Problemf(engine.Error, field, "%s %d är under 0", v.Name, s.Value)
		} else {
			if !skillValue.Has(s.Value) {
				d.OutOfRange(field, v.Name, s.Value, skillValue.Range)
			}
		}
		if key == "" {
			key = engine.FoldKey(v.Name)
		}
		v.key = key
		if _, ok := seen.find(key); ok {
			d.Problemf(engine.Warning, field, "%s finns två gånger", v.Name)
		} else if seen.byKey != nil {
			seen.byKey[key] = len(seen.skills)
		}
		v.Rolled = s.Value
		seen.skills = append(seen.skills, v)
	}
	capMartialArts(&seen)
	for i := range seen.skills {
		v := &seen.skills[i]
		v.Effective = Effektivt(v.Rolled, -fatigue)
		v.Chance = Chansen(v.Rolled, -fatigue)
	}
	return seen
}

// nameSkill names a held skill and its group, from the catalog or as the player wrote an own
// one, flagging what is missing; it returns the name's engine.FoldKey where the catalog has it
// already, else "".
func (r *Ruleset) nameSkill(s sheet.Skill, v *SkillView, field fieldpath.Path, d *Derived) (key string) {
	if s.ID == "" {
		v.Name, v.Group = s.Name, s.Group
		if v.Name == "" {
			d.Problemf(engine.Error, field, "en egen färdighet behöver ett namn")
			v.Name = "?"
		}
		if !r.knownGroup(v.Group) {
			d.Problemf(engine.Warning, field, "%s: gruppen %q är inte en av de fyra; räknas som vanlig", v.Name, v.Group)
			v.Group = "vanlig"
		}
	} else {
		def, ok := r.skillDef(s.ID)
		if !ok {
			d.Problemf(engine.Error, field, "okänd färdighet %q", s.ID)
			v.Name, v.Group = s.ID, "vanlig"
		} else {
			v.Name, v.Group = def.NameFor(s.Spec), def.Group
			if v.Name == def.Name {
				key = def.key
			}
			if def.Specialisation != "" && s.Spec == "" {
				// Named as a person reads it: "<Närstridsvapen>" printed its placeholder.
				d.Problemf(engine.Warning, field, "%s: ange vad färdigheten gäller (%s)", engine.CatalogItem{Name: def.Name}.Plain(), def.Specialisation)
			}
		}
	}
	return key
}

// martialArt is the id of <Stridskonst>, and närkamp the name of the skill that caps it.
const (
	martialArt = "stridskonst"
	närkamp    = "Närkamp"
)

// capMartialArts rolls a martial art at most at Närkamp's value: "Färdigheten används i
// stället för, men kan aldrig överstiga personens värde i, Närkamp." One who holds no
// Närkamp has none to use it in place of, and rolls it at 0.
func capMartialArts(keys *skillKeys) {
	limit := 0
	if j, ok := keys.find(engine.FoldKey(närkamp)); ok {
		limit = keys.skills[j].Value
	}
	for i := range keys.skills {
		if v := &keys.skills[i]; v.ID == martialArt && v.Value > limit {
			v.Rolled, v.CappedBy = limit, närkamp
		}
	}
}

func (r *Ruleset) knownGroup(id string) bool {
	for _, g := range r.t.skillGroups {
		if g.ID == id {
			return true
		}
	}
	return false
}

// Studietid is what it takes to raise a skill one point by study ("Studier").
type Studietid struct {
	Days   int  // study days; a week holds five
	Weeks  int  // calendar weeks at five study days each, or weeks in the trade for Yrke
	Yrke   bool // studied by working in the trade: each week with a master is a day
	Capped bool // study cannot raise it further; only experience can
	// Erfarenhet is the faces of a T20 that pass the experience roll studying alone needs.
	Erfarenhet int
}

// Studier says how long raising a skill of value one point takes:
//   - "öva ett antal dagar lika med värdet (innan den eventuella ökningen)";
//   - "En helt ny färdighet (som har ett värde på 0) måste övas i en vecka";
//   - "kunskapsfärdigheter [kan] förbättras hur mycket som helst, medan de andra maximalt kan
//     höjas till ett värde på 15";
//   - for Yrke, "Om detta sker som lärjunge … räknas varje vecka som en dags övning med lärare".
func Studier(value int, group string) Studietid {
	s := Studietid{Days: value, Yrke: group == groupYrke, Erfarenhet: Erfarenhetsslag(value)}
	if value <= 0 {
		s.Days = studyWeek
	}
	s.Weeks = ceilDiv(s.Days, studyWeek)
	if s.Yrke {
		s.Weeks = s.Days
	}
	s.Capped = group != groupKunskap && value >= studyCap
	return s
}

// String says what raising the skill takes, in Swedish.
func (s Studietid) String() string { return s.In(engine.Words{}) }

// studyText is what raising a skill of value in group takes, as the skill's row shows it:
// Studier(value, group).In. The Texts of every skill value in range are made when the package
// loads, so Derive, which asks for one per skill on every keystroke, neither allocates nor
// looks one up by more than an index.
func studyText(value int, group string) engine.Text {
	if !skillValue.Has(value) {
		return Studier(value, group).In // out of range, flagged
	}
	return studyTexts[value-skillValue.Min][studyKind(group)]
}

// studyKind is which of the three ways of studying a group has: kunskap (no cap), yrke (in the
// trade) or every other.
func studyKind(group string) int {
	switch group {
	case groupKunskap:
		return 0
	case groupYrke:
		return 1
	}
	return 2
}

// studyTexts is the Text of every skill value in range, by studyKind. It never changes after
// the package loads.
var studyTexts = func() [][3]engine.Text {
	t := make([][3]engine.Text, skillValue.Max-skillValue.Min+1)
	for i := range t {
		for kind, group := range [3]string{groupKunskap, groupYrke, groupStrid} {
			t[i][kind] = Studier(skillValue.Min+i, group).In
		}
	}
	return t
}()

// In says what raising the skill takes, in words' language.
func (s Studietid) In(words engine.Words) string {
	if s.Capped {
		return words.F("höjs inte över %d genom studier, bara genom erfarenhet", studyCap)
	}
	// One week is "1 vecka", one day "1 dags": every new skill read "(1 veckor)".
	weeks, days := words.F("%d veckor", s.Weeks), words.F("%d dagars", s.Days)
	if s.Weeks == 1 {
		weeks = words.F("1 vecka")
	}
	if s.Days == 1 {
		days = words.F("1 dags")
	}
	if s.Yrke {
		return words.F("+1: %s i yrket som lärjunge (lärare), annars %s övning och ett lyckat erfarenhetsslag (%d %%)", weeks, days, s.Erfarenhet*5)
	}
	return words.F("+1: %s studier (%s); med lärare automatiskt, på egen hand med ett lyckat erfarenhetsslag (%d %%)", days, weeks, s.Erfarenhet*5)
}

// FelHand is the skill for a one-handed weapon used in the "wrong" hand: "Att använda ett
// (enhands-)vapen i 'fel' hand är alltid en separat färdighet, med ett utgångsvärde på 1."
func FelHand(weaponSkill string) sheet.Skill {
	return sheet.Skill{ID: "narstridsvapen", Spec: weaponSkill + " (fel hand)", Value: 1}
}
