package engine

import (
	"math/rand/v2"
	"slices"

	"rollformular/sheet"
)

// Fights is a ruleset whose characters fight each other: the exchange a table runs for every
// blow. The attacker rolls an attack with a weapon (or bare hands), the target defends as its
// rules allow (a parry, ducking, a shield, Gard), the one who struck rolls damage and, where the
// rules have body parts, where it lands, and the damage goes through the struck one's armor,
// size and other reductions to its wound. Nothing here touches a document: Fight returns
// changed copies, so the editor keeps the old ones for undo and the CLI writes them where it
// is told.
type Fights interface {
	// Attacks lists what c can attack with, in the order offered: each weapon, then an attack
	// with bare hands where the rules give one and c carries none. The best weapon c carries
	// by its rules' measure (BestFirst) comes first, the others in the file's order: what an
	// exchange takes when no weapon is named, and what a form offers first.
	Attacks(c *sheet.Character) []Choice
	// Defences lists what x's target may do against x's attack, the first being what it does
	// when x names none: a parry with each of its weapons, ducking, a shield, nothing.
	Defences(x Exchange) ([]Choice, error)
	// FightOdds is the exact odds of x's outcomes before any die falls.
	FightOdds(x Exchange) (FightOdds, error)
	// Fight rolls x through to its wound.
	Fight(x Exchange, r *rand.Rand) (Exchanged, error)
	// Hurt takes damage as rolled through c's rules: what the `damage` command and a wound
	// typed in by hand do.
	Hurt(c *sheet.Character, h Hit, r *rand.Rand) (*sheet.Character, Blow, Report, error)
	// Initiative settles the order among cs at the start of a fight, drawing or rolling with
	// r where the rules do: each combatant's place, in cs's order, and the documents after
	// (a card drawn is kept on the character, dice staked on the roll are used for the round).
	// It changes none of cs.
	Initiative(cs []*sheet.Character, r *rand.Rand) ([]*sheet.Character, []Initiative, error)
	// Rounds are the rules of a fight that lasts longer than one exchange.
	Rounds() RoundRules
}

// Fought says whether rs's characters fight at all. Every ruleset with fights gives an empty
// character bare hands to attack with; one without (a test's sixth) gives nothing.
func Fought(rs Ruleset) bool { return len(rs.Attacks(sheet.New(rs.Description().ID))) > 0 }

// BestFirst moves the best of the first len(score) of cs to the front, every other keeping its
// place in the order: how Attacks offers first the best weapon a character carries, not the
// first its file lists (a Slagsvärd at 25 before Obeväpnad). score[i] ranks cs[i], key by key,
// the higher the better (a ruleset's chance to hit, then its mean damage); of equals the first
// stays first. The choices past len(score), the variants and bare hands a ruleset adds, are not
// ranked.
func BestFirst(cs []Choice, score [][]float64) []Choice {
	best := -1
	for i := range min(len(score), len(cs)) {
		if best < 0 || slices.Compare(score[i], score[best]) > 0 {
			best = i
		}
	}
	if best <= 0 {
		return cs
	}
	out := make([]Choice, 0, len(cs))
	out = append(out, cs[best])
	out = append(out, cs[:best]...)
	return append(out, cs[best+1:]...)
}

// Choice is one thing to choose by id, named as the screen shows it.
type Choice struct {
	ID   string
	Name string
	// Worded is Name in the reader's language where it has words around the rules' names
	// ("parera med Svärd"); nil where Name is the same in either.
	Worded Text
}

// NameIn is the choice's name in w's language.
func (c Choice) NameIn(w Words) string { return c.Worded.InOr(w, c.Name) }

// ChoiceFor is the choice of cs whose id or name is s, ignoring case, as a user types it.
func ChoiceFor(cs []Choice, s string) (Choice, bool) {
	for _, c := range cs {
		if c.ID == s {
			return c, true
		}
	}
	k := FoldKey(s)
	for _, c := range cs {
		if FoldKey(c.Name) == k || FoldKey(c.ID) == k {
			return c, true
		}
	}
	return Choice{}, false
}

// Exchange is one attack set up: who attacks whom with what, how the target defends, and the
// attacker's modification.
type Exchange struct {
	Attacker, Target *sheet.Character
	Attack           string // an id of Attacks(Attacker)
	Defence          string // an id of Defences; "" for the first
	Mod              int    // the attacker's, within ModRange
	// Distance is how far the target is, in the ruleset's measure (metres, zones), within
	// DistanceRange; 0 where it does not matter, as in melee.
	Distance int
	// AttackStake and DefenceStake are the dice each side puts on its roll, where the rules let
	// a side choose how many of its dice a roll takes (odestarningar's öde and skill dice); the
	// zero Stake takes the ruleset's default.
	AttackStake, DefenceStake Stake
	// Split is how many foes the target splits its skill among this round, where its rules let
	// one defender meet several (spelsystemet's "En mot flera", within SplitRange): this foe
	// meets its skill divided by Split. 0 and 1 meet its whole skill.
	Split int
}

// SplitRange is how many foes one defender may split its skill among: "som mest kan tre
// stycken komma åt att slå på en helt omringad stackare".
var SplitRange = Range{Min: 0, Max: 3}

// Check says which number of x lies outside its range: the modification or the distance.
// Every FightOdds and Fight checks its exchange with it first.
func (x Exchange) Check() error {
	if err := RangeError(Say("modifikation"), x.Mod, ModRange); err != nil {
		return err
	}
	if err := RangeError(Say("avstånd"), x.Distance, DistanceRange); err != nil {
		return err
	}
	return RangeError(Say("delning"), x.Split, SplitRange)
}

// Plain refuses what x asks of a ruleset whose sides neither choose their dice nor split a
// defence: Unstaked, then Unsplit.
func (x Exchange) Plain() error {
	if err := x.Unstaked(); err != nil {
		return err
	}
	return x.Unsplit()
}

// Unsplit refuses a split asked for x where its rules keep a defender's whole skill against
// every foe: what a ruleset without En mot flera checks its exchange with.
func (x Exchange) Unsplit() error {
	if x.Split > 1 {
		return Errorf("försvaret delas inte: reglerna ger försvararen hela färdigheten mot varje anfall")
	}
	return nil
}

// Stake is the dice a side puts on one roll: its own (öde dice) and a skill's.
type Stake struct{ Own, Skill int }

// Set says whether the stake was chosen, rather than left to the ruleset's default.
func (s Stake) Set() bool { return s != Stake{} }

// Unstaked refuses a stake chosen for x where its rules let no side choose how many dice it
// rolls: what a ruleset without stakes checks its exchange with, so that dice asked for are
// never silently not staked.
func (x Exchange) Unstaked() error {
	if x.AttackStake.Set() || x.DefenceStake.Set() {
		return Errorf("inga tärningar att satsa: reglerna slår slaget med de tärningar de anger")
	}
	return nil
}

// Staked is the dice the sides of an exchange put on their rolls, where its rules stake them:
// the attack's, chosen or the rules' default, and the defence's, nil without a defensive roll.
type Staked struct {
	Attack  Stake
	Defence *Stake
}

// StakeRange is each count of a stake: no pool the rules roll is larger.
var StakeRange = Range{Min: 0, Max: 40}

// ChooseDefence is the defence of defences that x names, the first where it names none, or the
// error that x's target has no such defence against attack.
func ChooseDefence(defences []Choice, x Exchange, attack string) (Choice, error) {
	if x.Defence == "" && len(defences) > 0 {
		return defences[0], nil
	}
	if c, ok := ChoiceFor(defences, x.Defence); ok {
		return c, nil
	}
	name := x.Target.Name
	if name == "" {
		name = "rollpersonen"
	}
	return Choice{}, Errorf("%s kan inte försvara sig med %q mot %s", name, x.Defence, attack)
}

// DistanceRange is the distances an exchange takes: a rifle's Sv is 110 m, and ten times it is
// further than any table shoots.
var DistanceRange = Range{Min: 0, Max: 2000}

// FightOdds are the exact odds of an exchange's outcomes: by key for the CLI (each key once,
// summing to 1), and as the screen shows them.
type FightOdds struct {
	Outcomes []Outcome
	Text     Text
}

// Side is a side of an exchange.
type Side int

const (
	NoSide Side = iota
	AttackerSide
	TargetSide
)

// Exchanged is an exchange rolled through.
type Exchanged struct {
	Attack  RollResult
	Defence *RollResult // nil when the target had no defence to roll
	// Struck is the side the damage went to: the target, or in a melee where both sides
	// strike, the attacker who lost; NoSide when no blow landed.
	Struck Side
	Blow   *Blow // nil when no blow landed
	// Attacker and Target are the documents after the exchange: the struck one wounded, a
	// side that spent something (ammunition, dice) changed, the other as it was.
	Attacker, Target *sheet.Character
	Report           Report // what the blow did to the one it struck: the wound, the status
	Odds             FightOdds
	// Staked is the dice each side staked, where the rules let a side choose them; nil where
	// they do not.
	Staked *Staked
	// Swap says the target may take the attacker's place in the order for what its defence
	// did (zonstrid's "Får du fler framgångar än du behöver kan du välja att byta initiativkort
	// med din motståndare").
	Swap bool
}

// Put sets the document of side to c: the struck one after its wound.
func (x *Exchanged) Put(side Side, c *sheet.Character) {
	if side == AttackerSide {
		x.Attacker = c
	} else {
		x.Target = c
	}
}

// Blow is the damage of a blow: the dice as rolled and what of it reached the one struck.
type Blow struct {
	Dice   string `json:"dice,omitempty"`
	Faces  []int  `json:"faces"`
	Rolled int    `json:"rolled"` // the dice's sum as rolled, before anything changed it
	// Total is what reaches the one struck, after doubling, halving, shields, size and
	// armor: the wound.
	Total int    `json:"total"`
	Type  string `json:"type,omitempty"`
	Part  string `json:"part,omitempty"` // a body part's id, where the rules have them
	// Steps say how Rolled became Total, in the rules' order.
	Steps []Text `json:"-"`
}

// Hit is damage as rolled, to be taken through a character's rules: Amount, or the faces of the
// damage dice with a bonus the rules add to each die; of a type; on a body part ("" to roll
// where it lands, for a ruleset with body parts).
type Hit struct {
	Amount int
	Faces  []int // nil when Amount is given
	Bonus  int
	Type   string
	Part   string
}

// Rolled is the damage as rolled: Amount, or the faces summed with Bonus added.
func (h Hit) Rolled() int {
	if h.Faces == nil {
		return h.Amount
	}
	sum := h.Bonus
	for _, f := range h.Faces {
		sum = Plus(sum, f)
	}
	return sum
}
