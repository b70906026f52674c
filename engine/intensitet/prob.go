package intensitet

import (
	"fmt"

	"rollformular/engine"
)

// ProbOptions: an attack roll with --bonus against --defense.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "bonus", Usage: "the attack's adjustment: ½ attribute + ½ grad + träningsfördel + intensity", Required: true, Range: bonusRange},
		{Name: "defense", Usage: "the defence attacked: PK, Reflexer or Stabilitet", Required: true, Range: defenseRange},
	}
}

// An attack's adjustment is at most ½ Styrka 20 + ½ grad 15 + träningsfördel 10 + the
// intensity 6 and a few modifiers, a defence at most 60 on the sheet: the ranges leave room
// for a game master's numbers and a roll's modification, and past them a natural 1 and 20
// are all that is left of the odds.
var (
	bonusRange   = engine.Range{Min: -100, Max: 100}
	defenseRange = engine.Range{Min: -100, Max: 200}
)

// Prob gives the exact chance of a fatality (natural 20), a hit, a miss and a fumble (natural 1).
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	b, ok := opts["bonus"]
	d, ok2 := opts["defense"]
	if !ok || !ok2 {
		return nil, fmt.Errorf("--bonus and --defense are required")
	}
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	c := Chanser(b, d)
	return []engine.Outcome{{Key: "fatal", P: c[Fatalitet]}, {Key: "hit", P: c[Träff]}, {Key: "miss", P: c[Miss]}, {Key: "fumble", P: c[Fummel]}}, nil
}
