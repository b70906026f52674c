package odestarningar

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

var _ engine.Forms = (*Ruleset)(nil)

// PoolRoll is one roll set up from a pool.
type PoolRoll struct {
	Skill      int // the index of the skill in the document, or -1
	Fate       int // the character's own dice
	SkillDice  int // dice of the skill's pool
	Difficulty int // the value to reach; ignored when Opponent is set
	Opponent   int // the opponent's dice in an opposed roll; 0 for none
	Mod        int // added to the roll
	// Kind is one of RollKinds, "" for the plain roll.
	Kind string
	// Combat says the roll is made in a combat round, where the character's own dice are
	// used for the round.
	Combat bool
	// Circumstances are names of Circumstances() that apply.
	Circumstances []string
	// Duck is the dice the target rolls to duck a ranged attack; 0 when it does not.
	Duck int
	// Decide says a winner must be found in an opposed roll: "Om en vinnare måste koras blir
	// det den part som slagit flest sexor. Vid lika även där vinner den som har flest femmor,
	// osv. Slår de båda parterna exakt identiska slag slås tärningarna om."
	Decide bool
	// Heroisk is the dice staked after the roll when it falls short: "Hjältar med denna fördel
	// får satsa extra ödes- eller färdighetstärningar på ett handlingsslag efter att tärningarna
	// har rullats. Endast en extra satsning får göras". They are öde dice while any is left,
	// then the skill's; 0 for none.
	Heroisk int
	// Kreativ is 1 + the index of the other skill whose one die Kreativ adds: "Till
	// handlingsslag mot en färdighet kan hjälten använda en färdighetstärning från någon annan
	// färdighet i samma färdighetsgrupp … Endast en tärning från fel färdighet kan satsas";
	// 0 for none.
	Kreativ int
}

// maxRerolls bounds the rerolls of identical opposed rolls: two pools of one die fall alike
// one time in six, so a thousand in a row never happen, and the loop cannot run away.
const maxRerolls = 1000

// The kinds of pool roll.
const (
	Handling  = ""          // an action roll
	Ödesslag  = "odesslag"  // "Även skadade hjältar får slå med sin fulla mängd ödestärningar"
	Utmana    = "utmana"    // Utmana ödet: a roll made again
	Initiativ = "initiativ" // the initiative roll
	Hota      = "hota"      // "Hotelser sker också med motståndsslag."
)

// RollKinds lists the kinds of roll a pool makes.
func (r *Ruleset) RollKinds() []engine.CatalogItem {
	return []engine.CatalogItem{
		{ID: Handling, Name: "Handlingsslag"},
		{ID: Ödesslag, Name: "Ödesslag", Description: "med hela ödet, även skadad"},
		{ID: Utmana, Name: "Utmana ödet", Description: "slå om; misslyckas det förloras en ödestärning till spelmötets slut"},
		{ID: Initiativ, Name: "Initiativslag", Description: "högst går först"},
		{ID: Hota, Name: "Hota", Description: "motståndsslag; beväpnad +2, skjutvapen +4, Robust sin nivå; flest kamrater +2 eller mer och gott rollspel läggs till som modifikation"},
	}
}

// setup is a pool roll checked against the character: the dice it may take and what is added.
type setup struct {
	p          PoolRoll
	skill      *sheet.Skill
	mod        int     // everything added to the roll
	difficulty int     // with the circumstances
	why        reasons // where mod and difficulty came from
	// fateLeft and skillLeft are the öde and skill dice not staked, which Heroisk may stake.
	fateLeft, skillLeft int
	kreativ             *sheet.Skill // the skill Kreativ takes a die from
}

// dice is how many dice the roll takes at most: Heroisk's only when it falls short.
func (s *setup) dice() int {
	n := s.p.Fate + s.p.SkillDice + s.p.Heroisk
	if s.kreativ != nil {
		n++
	}
	return n
}

// reasons are where a roll's modification and difficulty came from, worded when shown.
type reasons []func(engine.Words) []string

// add adds one reason.
func (rs *reasons) add(reason func(engine.Words) string) {
	*rs = append(*rs, func(words engine.Words) []string { return []string{reason(words)} })
}

// in words the reasons.
// texts are the reasons' lines as Texts, a line each, for the details of a roll: each words
// every reason again, which a roll, unlike Derive, can afford.
func (rs reasons) texts() []engine.Text {
	out := make([]engine.Text, len(rs.in(engine.Words{})))
	for i := range out {
		out[i] = func(words engine.Words) string {
			if lines := rs.in(words); i < len(lines) {
				return lines[i]
			}
			return ""
		}
	}
	return out
}

func (rs reasons) in(words engine.Words) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r(words)...)
	}
	return out
}

// check reads p against c and says what is wrong with it.
func (r *Ruleset) check(c *sheet.Character, p PoolRoll) (*setup, *hjälte, error) {
	h := r.hjälte(c)
	// Each number is checked before any is added to another: öde dice of the largest int plus
	// one skill die wrapped around to a pool of minus that many.
	switch {
	case p.Fate > MaxDice || p.SkillDice > 2*MaxDice:
		return nil, h, engine.Errorf("%d+%d tärningar: högst %d i ett slag", p.Fate, p.SkillDice, MaxDice)
	case !engine.ModRange.Has(p.Mod):
		return nil, h, engine.RangeError(engine.Say("modifikation"), p.Mod, engine.ModRange)
	case !difficultyRange.Has(p.Difficulty):
		return nil, h, engine.RangeError(engine.Say("svårighet"), p.Difficulty, difficultyRange)
	}
	s := &setup{p: p, mod: p.Mod, difficulty: p.Difficulty}
	if p.Mod != 0 {
		s.why.add(func(words engine.Words) string { return words.F("%s angivet", signedNum(p.Mod)) })
	}
	if p.Skill >= 0 {
		if p.Skill >= len(c.Skills) {
			return nil, h, engine.Errorf("färdighet %d finns inte", p.Skill+1)
		}
		s.skill = &c.Skills[p.Skill]
		d := r.Derive(c).(*Derived)
		skill, beg, penalty := *s.skill, d.Beg, d.Belastning.Penalty
		mod, _ := r.skillMod(h, skill, beg, penalty, nil)
		s.mod += mod
		s.why = append(s.why, func(words engine.Words) []string {
			_, why := r.skillMod(h, skill, beg, penalty, &words)
			return why
		})
	}
	fate := h.kvar
	where := engine.Say("ödestärningar kvar")
	switch {
	case p.Kind == Ödesslag:
		fate = max(h.öde, 0)
		where = engine.Said("öde")
		if m := h.ödesslagMod(); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på ödesslag", signed(m)) })
		}
	case p.Combat:
		fate = h.dennaSr()
		where = engine.Say("ödestärningar kvar denna sr")
	}
	for _, name := range p.Circumstances {
		i := slices.IndexFunc(r.t.rangeModifiers, func(l engine.Level) bool { return l.Name == name })
		if i < 0 {
			return nil, h, engine.Errorf("okänd omständighet %q", name)
		}
		v := r.t.rangeModifiers[i].Value
		s.difficulty += v
		s.why.add(func(words engine.Words) string { return words.F("%s %s på svårigheten", name, signedNum(v)) })
	}
	if p.Kind == Initiativ {
		if m := h.initiativMod(); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på initiativ", signed(m)) })
		}
	}
	if p.Kind == Hota {
		if m := r.hotbonus(c, h); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på hotet (vapen, Robust)", signedNum(m)) })
		}
	}
	if p.Kind == Utmana && h.state("utmana") >= h.utmaningar() {
		return nil, h, engine.Errorf("ödet är redan utmanat %d av %d gånger detta spelmöte", h.state("utmana"), h.utmaningar())
	}
	switch {
	case p.Fate < 1:
		return nil, h, engine.Errorf("varje handling kräver minst en ödestärning")
	case p.Fate > fate:
		return nil, h, engine.Errorf("%d ödestärningar: bara %d %s", p.Fate, fate, where)
	case p.SkillDice < 0:
		return nil, h, engine.Errorf("färdighetstärningar kan inte vara negativa")
	case p.SkillDice > 0 && s.skill == nil:
		return nil, h, engine.Errorf("färdighetstärningar kräver en färdighet")
	case s.skill != nil && p.SkillDice > h.usable(*s.skill):
		return nil, h, engine.Errorf("%d färdighetstärningar: bara %d kvar att satsa i %s", p.SkillDice, h.usable(*s.skill), r.skillName(*s.skill))
	case p.Fate+p.SkillDice > MaxDice:
		return nil, h, engine.Errorf("%d tärningar: högst %d i ett slag", p.Fate+p.SkillDice, MaxDice)
	case p.Opponent < 0 || p.Opponent > MaxDice:
		return nil, h, engine.Errorf("motståndaren slår från 1 till %d tärningar", MaxDice)
	case p.Duck < 0 || p.Duck > MaxDice:
		return nil, h, engine.Errorf("målet duckar med 1 till %d tärningar", MaxDice)
	case p.Duck > 0 && p.Opponent > 0:
		return nil, h, engine.Errorf("ett mål duckar för skott, en motståndare i närstrid försvarar sig: inte båda")
	}
	s.fateLeft = fate - p.Fate
	if s.skill != nil {
		s.skillLeft = h.usable(*s.skill) - p.SkillDice
	}
	switch {
	case p.Heroisk < 0 || p.Heroisk > MaxDice:
		return nil, h, engine.RangeError(engine.Say("Heroisk"), p.Heroisk, engine.Range{Min: 0, Max: MaxDice})
	case p.Heroisk > 0 && h.has("heroisk") == 0:
		return nil, h, engine.Errorf("bara en hjälte med fördelen Heroisk satsar efter slaget")
	case p.Heroisk > s.fateLeft+s.skillLeft:
		return nil, h, engine.Errorf("Heroisk: %d tärningar till, bara %d kvar att satsa", p.Heroisk, s.fateLeft+s.skillLeft)
	case p.Kreativ < 0 || p.Kreativ > len(c.Skills):
		return nil, h, engine.Errorf("Kreativ: färdighet %d finns inte", p.Kreativ)
	case p.Kreativ > 0 && h.has("kreativ") == 0:
		return nil, h, engine.Errorf("bara en hjälte med fördelen Kreativ lånar en tärning från en annan färdighet")
	case p.Kreativ > 0 && p.Kreativ-1 == p.Skill:
		return nil, h, engine.Errorf("Kreativ lånar från en annan färdighet än den som slås")
	case p.Kreativ > 0 && h.usable(c.Skills[p.Kreativ-1]) < 1:
		return nil, h, engine.Errorf("Kreativ: inga tärningar kvar i %s", r.skillName(c.Skills[p.Kreativ-1]))
	}
	if p.Kreativ > 0 {
		s.kreativ = &c.Skills[p.Kreativ-1]
		name := r.skillName(*s.kreativ)
		s.why.add(func(words engine.Words) string { return words.F("Kreativ: en tärning från %s", name) })
	}
	if s.dice() > MaxDice {
		return nil, h, engine.Errorf("%d tärningar: högst %d i ett slag", s.dice(), MaxDice)
	}
	return s, h, nil
}

// PoolOdds is the exact chance of the roll p sets up, worded when shown.
func (r *Ruleset) PoolOdds(c *sheet.Character, p PoolRoll) (engine.Text, error) {
	s, _, err := r.check(c, p)
	if err != nil {
		return nil, err
	}
	// Heroisk's dice are staked only when the roll falls short, and more dice never make a
	// roll worse: the odds are those of rolling them all at once.
	n := s.dice()
	head := func(words engine.Words) string {
		head := fmt.Sprintf("%d T6%s", n, signed(s.mod))
		if why := s.why.in(words); len(why) > 0 {
			head += " (" + strings.Join(why, ", ") + ")"
		}
		return head
	}
	if p.Kind == Initiativ {
		return func(words engine.Words) string { return head(words) + ": " + distribution(n, s.mod) }, nil
	}
	if p.Opponent > 0 && p.Decide {
		a, _, b, err := Motståndschans(n, p.Opponent, s.mod, true)
		if err != nil {
			return nil, engine.Errorf("en vinnare koras med högst %d tärningar per sida", MaxOpposed)
		}
		return func(words engine.Words) string {
			return words.F("%s mot %d T6, en vinnare koras: vinner %s · förlorar %s", head(words), p.Opponent, pct(a), pct(b))
		}, nil
	}
	if p.Opponent > 0 {
		a, draw, b, err := Motståndsodds(n, p.Opponent, s.mod)
		if err != nil {
			return nil, err
		}
		return func(words engine.Words) string {
			return words.F("%s mot %d T6: vinner %s · oavgjort %s · förlorar %s", head(words), p.Opponent, pct(a), pct(draw), pct(b))
		}, nil
	}
	if p.Duck > 0 {
		chance, err := DuckaChans(n, s.mod, s.difficulty, p.Duck)
		if err != nil {
			return nil, err
		}
		return func(words engine.Words) string {
			return words.F("%s mot %d, målet duckar med %d T6: träffar %s (exakt %s)", head(words), s.difficulty, p.Duck, pct(chance), chance.RatString())
		}, nil
	}
	chance, err := Chans(n, s.difficulty-s.mod)
	if err != nil {
		return nil, err
	}
	return func(words engine.Words) string {
		return words.F("%s mot %d: lyckas %s (exakt %s)", head(words), s.difficulty, pct(chance), chance.RatString())
	}, nil
}

func pct(p *big.Rat) string {
	f, _ := p.Float64()
	return engine.Percent(f)
}

// distribution shows the chance of each value of n dice plus mod, for the initiative.
func distribution(n, mod int) string {
	dist, _ := Fördelning(n)
	var parts []string
	for v := len(dist) - 1; v >= 1; v-- {
		if f, _ := dist[v].Float64(); f >= 0.005 {
			parts = append(parts, fmt.Sprintf("%d: %s", v+mod, engine.Percent(f)))
		}
	}
	return strings.Join(parts, " · ")
}

// RollPool rolls p: the dice fall, the skill dice are spent and the skill marked as used this
// session, öde dice used in combat are used for the round, and Utmana ödet is counted and may
// cost a die.
func (r *Ruleset) RollPool(c *sheet.Character, p PoolRoll, rng *rand.Rand) (*sheet.Character, engine.RollResult, error) {
	s, _, err := r.check(c, p)
	if err != nil {
		return nil, engine.RollResult{}, err
	}
	n := s.dice() - p.Heroisk
	faces := make([]int, n)
	for i := range faces {
		faces[i] = rng.IntN(6) + 1
	}
	value := Handlingsslag(faces) + s.mod
	res := engine.RollResult{What: rollName(r, p, s), Value: n, Mod: s.mod, Dice: fmt.Sprintf("%d+%d T6", p.Fate, n-p.Fate),
		Faces: faces, Counted: value}
	res.AddDetail(s.why.texts()...)
	odds, _ := r.PoolOdds(c, p)
	res.SetOdds(odds)
	heroic := 0 // Heroisk's dice staked
	// stakeMore stakes Heroisk's dice when the roll falls short, once.
	stakeMore := func(short bool) {
		if !short || p.Heroisk == 0 || heroic > 0 {
			return
		}
		heroic = p.Heroisk
		more := make([]int, heroic)
		for i := range more {
			more[i] = rng.IntN(6) + 1
		}
		faces = append(faces, more...)
		value = Handlingsslag(faces) + s.mod
		res.Faces, res.Counted, res.Value = faces, value, len(faces)
		res.AddDetail(engine.Sayf("Heroisk: satsar %d till efter slaget: %v", heroic, more))
	}
	out := c.Clone()
	success := true
	switch {
	case p.Kind == Initiativ:
		res.SetOutcome(engine.Sayf("initiativ %d", value))
	case p.Opponent > 0:
		theirs := make([]int, p.Opponent)
		for i := range theirs {
			theirs[i] = rng.IntN(6) + 1
		}
		verdict := MotståndMed(faces, theirs, s.mod, p.Decide)
		for range maxRerolls {
			if !p.Decide || verdict != 0 {
				break
			}
			// "Slår de båda parterna exakt identiska slag slås tärningarna om."
			res.AddDetail(engine.Sayf("identiska slag %v mot %v: slås om", slices.Clone(faces), slices.Clone(theirs)))
			for i := range faces {
				faces[i] = rng.IntN(6) + 1
			}
			for i := range theirs {
				theirs[i] = rng.IntN(6) + 1
			}
			verdict = MotståndMed(faces, theirs, s.mod, true)
		}
		value = Handlingsslag(faces) + s.mod
		res.Counted = value
		stakeMore(verdict <= 0)
		verdict = MotståndMed(faces, theirs, s.mod, p.Decide)
		other := Handlingsslag(theirs)
		res.AddDetail(engine.Sayf("motståndaren slår %v = %d", theirs, other))
		switch {
		case value > other:
			res.SetOutcome(engine.Sayf("vinner med framgångsgrad %d", value-other))
		case value < other:
			res.SetOutcome(engine.Sayf("förlorar: motståndaren vinner med framgångsgrad %d", other-value))
			success = false
		case verdict > 0:
			res.SetOutcome(engine.Say("lika, men vinner på flest sexor, femmor …: framgångsgrad 0"))
		case verdict < 0:
			res.SetOutcome(engine.Say("lika, men motståndaren vinner på flest sexor, femmor …: framgångsgrad 0"))
			success = false
		default:
			res.SetOutcome(engine.Say("oavgjort: ingen träffas"))
			success = false
		}
	default:
		difficulty := s.difficulty
		if p.Duck > 0 {
			duck := make([]int, p.Duck)
			for i := range duck {
				duck[i] = rng.IntN(6) + 1
			}
			difficulty = Ducka(difficulty, Handlingsslag(duck))
			res.AddDetail(engine.Sayf("målet duckar: %v = %d, svårighet %d", duck, Handlingsslag(duck), difficulty))
		}
		res.Effective, res.Against = difficulty, true
		stakeMore(value < difficulty)
		grad := Framgångsgrad(value, difficulty)
		success = grad >= 0
		if success {
			res.SetOutcome(engine.Sayf("lyckas, framgångsgrad %d (%s)", grad, Framgång(grad)))
		} else {
			res.SetOutcome(engine.Sayf("misslyckas mot %d", difficulty))
			if Fummel(faces, false) {
				res.AddDetail(engine.Say("fummel om den frivilliga regeln används"))
			}
		}
	}
	heroicFate := min(heroic, s.fateLeft)
	if s.skill != nil {
		sk := &out.Skills[p.Skill]
		members.Spent.Set(&sk.Members, members.Spent.Get(sk.Members)+p.SkillDice+heroic-heroicFate)
		sk.Mark = true
	}
	if s.kreativ != nil {
		sk := &out.Skills[p.Kreativ-1]
		members.Spent.Set(&sk.Members, members.Spent.Get(sk.Members)+1)
	}
	if p.Combat && p.Kind != Ödesslag {
		out.State["anvanda"] += p.Fate + heroicFate
	}
	if p.Kind == Utmana {
		out.State["utmana"]++
		if !success {
			out.State["utmana_forlust"]++
			res.AddDetail(engine.Say("det nya slaget misslyckades: en ödestärning förlorad till spelmötets slut"))
		}
	}
	return out, res, nil
}

func rollName(r *Ruleset, p PoolRoll, s *setup) string {
	name := "Öde"
	if s.skill != nil {
		name = r.skillName(*s.skill)
	}
	for _, k := range r.RollKinds() {
		if k.ID == p.Kind && p.Kind != Handling {
			name = k.Name + ": " + name
		}
	}
	return name
}

// hotbonus is what a threat adds to c's roll: "Personer som är beväpnade får +2 på
// handlingsslaget, med skjutvapen blir det +4. Hjältar med fördelen robust får sin nivå i
// bonus på slaget." Bare hands are no weapon; the companions' +2 ("Den som har flest kamrater
// i sitt sällskap får också +2 eller mer") and good role-play are the table's modification.
func (r *Ruleset) hotbonus(c *sheet.Character, h *hjälte) int {
	armed := 0
	for _, w := range r.Derive(c).(*Derived).Weapons {
		switch {
		case w.Kind == "pistol" || w.Kind == "gevar":
			armed = 4
		case w.ID != obeväpnad:
			armed = max(armed, 2)
		}
	}
	return armed + h.has("robust")
}
