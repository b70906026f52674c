package intensitet

import (
	"fmt"

	"rollformular/engine"
)

// ProbOptions: an attack roll with --bonus against --defense.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "bonus", Usage: "the attack's adjustment: ½ attribute + ½ grad + träningsfördel + intensity", Required: true},
		{Name: "defense", Usage: "the defence attacked: PK, Reflexer or Stabilitet", Required: true},
	}
}

// Prob gives the exact chance of a fatality (natural 20), a hit, a miss and a fumble (natural 1).
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	b, ok := opts["bonus"]
	d, ok2 := opts["defense"]
	if !ok || !ok2 {
		return nil, fmt.Errorf("--bonus and --defense are required")
	}
	c := Chanser(b, d)
	return []engine.Outcome{{Key: "fatal", P: c[Fatalitet]}, {Key: "hit", P: c[Träff]}, {Key: "miss", P: c[Miss]}, {Key: "fumble", P: c[Fummel]}}, nil
}
