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
	if err := checkBounds(p); err != nil {
		return nil, h, err
	}
	s := &setup{p: p, mod: p.Mod, difficulty: p.Difficulty}
	if p.Mod != 0 {
		s.why.add(func(words engine.Words) string { return words.F("%s angivet", signedNum(p.Mod)) })
	}
	if err := r.setSkill(s, c, h); err != nil {
		return nil, h, err
	}
	fate, where := s.fate(h)
	if err := r.setCircumstances(s); err != nil {
		return nil, h, err
	}
	if err := r.setKind(s, c, h); err != nil {
		return nil, h, err
	}
	if err := r.checkStake(s, h, fate, where); err != nil {
		return nil, h, err
	}
	s.fateLeft = fate - p.Fate
	if s.skill != nil {
		s.skillLeft = h.usable(*s.skill) - p.SkillDice
	}
	if err := r.checkAfterTheRoll(s, c, h); err != nil {
		return nil, h, err
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

// checkBounds checks each number of p before any is added to another: öde dice of the
// largest int plus one skill die would wrap around to a pool of minus that many.
func checkBounds(p PoolRoll) error {
	switch {
	case p.Fate > MaxDice || p.SkillDice > 2*MaxDice:
		return engine.Errorf("%d+%d tärningar: högst %d i ett slag", p.Fate, p.SkillDice, MaxDice)
	case !engine.ModRange.Has(p.Mod):
		return engine.RangeError(engine.Say("modifikation"), p.Mod, engine.ModRange)
	case !difficultyRange.Has(p.Difficulty):
		return engine.RangeError(engine.Say("svårighet"), p.Difficulty, difficultyRange)
	}
	return nil
}

// setSkill sets the skill rolled, if any, and its modification.
func (r *Ruleset) setSkill(s *setup, c *sheet.Character, h *hjälte) error {
	if s.p.Skill < 0 {
		return nil
	}
	if s.p.Skill >= len(c.Skills) {
		return engine.Errorf("färdighet %d finns inte", s.p.Skill+1)
	}
	s.skill = &c.Skills[s.p.Skill]
	d := r.Derive(c).(*Derived)
	skill, beg, penalty := *s.skill, d.Beg, d.Belastning.Penalty
	mod, _ := r.skillMod(h, skill, beg, penalty, nil)
	s.mod += mod
	s.why = append(s.why, func(words engine.Words) []string {
		_, why := r.skillMod(h, skill, beg, penalty, &words)
		return why
	})
	return nil
}

// fate is how many öde dice the roll may stake, and where they come from; an ödesslag also
// takes its modification.
func (s *setup) fate(h *hjälte) (int, engine.Text) {
	switch {
	case s.p.Kind == Ödesslag:
		if m := h.ödesslagMod(); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på ödesslag", signed(m)) })
		}
		return max(h.öde, 0), engine.Said("öde")
	case s.p.Combat:
		return h.dennaSr(), engine.Say("ödestärningar kvar denna sr")
	}
	return h.kvar, engine.Say("ödestärningar kvar")
}

// setCircumstances adds each named circumstance to the difficulty.
func (r *Ruleset) setCircumstances(s *setup) error {
	for _, name := range s.p.Circumstances {
		i := slices.IndexFunc(r.t.rangeModifiers, func(l engine.Level) bool { return l.Name == name })
		if i < 0 {
			return engine.Errorf("okänd omständighet %q", name)
		}
		v := r.t.rangeModifiers[i].Value
		s.difficulty += v
		s.why.add(func(words engine.Words) string { return words.F("%s %s på svårigheten", name, signedNum(v)) })
	}
	return nil
}

// setKind adds what the kind of roll brings: initiative and threat modifications, and the
// count of challenges to fate.
func (r *Ruleset) setKind(s *setup, c *sheet.Character, h *hjälte) error {
	switch s.p.Kind {
	case Initiativ:
		if m := h.initiativMod(); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på initiativ", signed(m)) })
		}
	case Hota:
		if m := r.hotbonus(c, h); m != 0 {
			s.mod += m
			s.why.add(func(words engine.Words) string { return words.F("%s på hotet (vapen, Robust)", signedNum(m)) })
		}
	case Utmana:
		if h.state("utmana") >= h.utmaningar() {
			return engine.Errorf("ödet är redan utmanat %d av %d gånger detta spelmöte", h.state("utmana"), h.utmaningar())
		}
	}
	return nil
}

// checkStake checks the dice staked against what is left, and the opponent's dice.
func (r *Ruleset) checkStake(s *setup, h *hjälte, fate int, where engine.Text) error {
	p := s.p
	switch {
	case p.Fate < 1:
		return engine.Errorf("varje handling kräver minst en ödestärning")
	case p.Fate > fate:
		return engine.Errorf("%d ödestärningar: bara %d %s", p.Fate, fate, where)
	case p.SkillDice < 0:
		return engine.Errorf("färdighetstärningar kan inte vara negativa")
	case p.SkillDice > 0 && s.skill == nil:
		return engine.Errorf("färdighetstärningar kräver en färdighet")
	case s.skill != nil && p.SkillDice > h.usable(*s.skill):
		return engine.Errorf("%d färdighetstärningar: bara %d kvar att satsa i %s", p.SkillDice, h.usable(*s.skill), r.skillName(*s.skill))
	case p.Fate+p.SkillDice > MaxDice:
		return engine.Errorf("%d tärningar: högst %d i ett slag", p.Fate+p.SkillDice, MaxDice)
	}
	return checkOpponent(p)
}

// checkOpponent checks the dice of a target that ducks or an opponent that defends.
func checkOpponent(p PoolRoll) error {
	switch {
	case p.Opponent < 0 || p.Opponent > MaxDice:
		return engine.Errorf("motståndaren slår från 1 till %d tärningar", MaxDice)
	case p.Duck < 0 || p.Duck > MaxDice:
		return engine.Errorf("målet duckar med 1 till %d tärningar", MaxDice)
	case p.Duck > 0 && p.Opponent > 0:
		return engine.Errorf("ett mål duckar för skott, en motståndare i närstrid försvarar sig: inte båda")
	}
	return nil
}

// checkAfterTheRoll checks what Heroisk and Kreativ add, once the stake is known.
func (r *Ruleset) checkAfterTheRoll(s *setup, c *sheet.Character, h *hjälte) error {
	p := s.p
	switch {
	case p.Heroisk < 0 || p.Heroisk > MaxDice:
		return engine.RangeError(engine.Say("Heroisk"), p.Heroisk, engine.Range{Min: 0, Max: MaxDice})
	case p.Heroisk > 0 && h.has("heroisk") == 0:
		return engine.Errorf("bara en hjälte med fördelen Heroisk satsar efter slaget")
	case p.Heroisk > s.fateLeft+s.skillLeft:
		return engine.Errorf("Heroisk: %d tärningar till, bara %d kvar att satsa", p.Heroisk, s.fateLeft+s.skillLeft)
	}
	switch {
	case p.Kreativ < 0 || p.Kreativ > len(c.Skills):
		return engine.Errorf("Kreativ: färdighet %d finns inte", p.Kreativ)
	case p.Kreativ > 0 && h.has("kreativ") == 0:
		return engine.Errorf("bara en hjälte med fördelen Kreativ lånar en tärning från en annan färdighet")
	case p.Kreativ > 0 && p.Kreativ-1 == p.Skill:
		return engine.Errorf("Kreativ lånar från en annan färdighet än den som slås")
	case p.Kreativ > 0 && h.usable(c.Skills[p.Kreativ-1]) < 1:
		return engine.Errorf("Kreativ: inga tärningar kvar i %s", r.skillName(c.Skills[p.Kreativ-1]))
	}
	return nil
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
	t := &throw{p: p, s: s, rng: rng}
	t.faces = t.roll(n)
	t.value = Handlingsslag(t.faces) + s.mod
	t.res = engine.RollResult{What: rollName(r, p, s), Value: n, Mod: s.mod, Dice: fmt.Sprintf("%d+%d T6", p.Fate, n-p.Fate),
		Faces: t.faces, Counted: t.value}
	t.res.AddDetail(s.why.texts()...)
	odds, _ := r.PoolOdds(c, p)
	t.res.SetOdds(odds)
	success := true
	switch {
	case p.Kind == Initiativ:
		t.res.SetOutcome(engine.Sayf("initiativ %d", t.value))
	case p.Opponent > 0:
		success = t.opposed()
	default:
		success = t.against()
	}
	return t.spend(c, success), t.res, nil
}

// throw is a pool roll as its dice fall.
type throw struct {
	p      PoolRoll
	s      *setup
	rng    *rand.Rand
	faces  []int
	value  int // the faces counted, with the modification
	res    engine.RollResult
	heroic int // Heroisk's dice staked
}

// roll rolls n dice.
func (t *throw) roll(n int) []int {
	faces := make([]int, n)
	for i := range faces {
		faces[i] = t.rng.IntN(6) + 1
	}
	return faces
}

// stakeMore stakes Heroisk's dice when the roll falls short, once.
func (t *throw) stakeMore(short bool) {
	if !short || t.p.Heroisk == 0 || t.heroic > 0 {
		return
	}
	t.heroic = t.p.Heroisk
	more := t.roll(t.heroic)
	t.faces = append(t.faces, more...)
	t.value = Handlingsslag(t.faces) + t.s.mod
	t.res.Faces, t.res.Counted, t.res.Value = t.faces, t.value, len(t.faces)
	t.res.AddDetail(engine.Sayf("Heroisk: satsar %d till efter slaget: %v", t.heroic, more))
}

// opposed rolls against an opponent's dice, and says whether the roll won.
func (t *throw) opposed() bool {
	p, mod := t.p, t.s.mod
	theirs := t.roll(p.Opponent)
	verdict := MotståndMed(t.faces, theirs, mod, p.Decide)
	for range maxRerolls {
		if !p.Decide || verdict != 0 {
			break
		}
		// "Slår de båda parterna exakt identiska slag slås tärningarna om."
		t.res.AddDetail(engine.Sayf("identiska slag %v mot %v: slås om", slices.Clone(t.faces), slices.Clone(theirs)))
		for i := range t.faces {
			t.faces[i] = t.rng.IntN(6) + 1
		}
		for i := range theirs {
			theirs[i] = t.rng.IntN(6) + 1
		}
		verdict = MotståndMed(t.faces, theirs, mod, true)
	}
	t.value = Handlingsslag(t.faces) + mod
	t.res.Counted = t.value
	t.stakeMore(verdict <= 0)
	verdict = MotståndMed(t.faces, theirs, mod, p.Decide)
	other := Handlingsslag(theirs)
	t.res.AddDetail(engine.Sayf("motståndaren slår %v = %d", theirs, other))
	switch {
	case t.value > other:
		t.res.SetOutcome(engine.Sayf("vinner med framgångsgrad %d", t.value-other))
		return true
	case t.value < other:
		t.res.SetOutcome(engine.Sayf("förlorar: motståndaren vinner med framgångsgrad %d", other-t.value))
	case verdict > 0:
		t.res.SetOutcome(engine.Say("lika, men vinner på flest sexor, femmor …: framgångsgrad 0"))
		return true
	case verdict < 0:
		t.res.SetOutcome(engine.Say("lika, men motståndaren vinner på flest sexor, femmor …: framgångsgrad 0"))
	default:
		t.res.SetOutcome(engine.Say("oavgjort: ingen träffas"))
	}
	return false
}

// against rolls against the difficulty, which a target's ducking raises, and says whether
// the roll succeeded.
func (t *throw) against() bool {
	difficulty := t.s.difficulty
	if t.p.Duck > 0 {
		duck := t.roll(t.p.Duck)
		difficulty = Ducka(difficulty, Handlingsslag(duck))
		t.res.AddDetail(engine.Sayf("målet duckar: %v = %d, svårighet %d", duck, Handlingsslag(duck), difficulty))
	}
	t.res.Effective, t.res.Against = difficulty, true
	t.stakeMore(t.value < difficulty)
	grad := Framgångsgrad(t.value, difficulty)
	if grad >= 0 {
		t.res.SetOutcome(engine.Sayf("lyckas, framgångsgrad %d (%s)", grad, Framgång(grad)))
		return true
	}
	t.res.SetOutcome(engine.Sayf("misslyckas mot %d", difficulty))
	if Fummel(t.faces, false) {
		t.res.AddDetail(engine.Say("fummel om den frivilliga regeln används"))
	}
	return false
}

// spend is c after the roll: the skill dice spent and the skill marked, Kreativ's borrowed
// die, the öde dice used this round, and a challenge to fate counted.
func (t *throw) spend(c *sheet.Character, success bool) *sheet.Character {
	p, s := t.p, t.s
	out := c.Clone()
	heroicFate := min(t.heroic, s.fateLeft)
	if s.skill != nil {
		sk := &out.Skills[p.Skill]
		members.Spent.Set(&sk.Members, members.Spent.Get(sk.Members)+p.SkillDice+t.heroic-heroicFate)
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
			t.res.AddDetail(engine.Say("det nya slaget misslyckades: en ödestärning förlorad till spelmötets slut"))
		}
	}
	return out
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
