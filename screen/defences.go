package screen

import (
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// DefenceNames name what target may do against the attacks of opp by the rules rs (a parry
// against its sword, ducking its bow), each once, in the order the rules offer them, worded by
// w; none where the rules have no fights. A fight's printed page lists them under each
// combatant. Attacks are bounded by a character's weapons, so the calls are too.
func DefenceNames(rs engine.Ruleset, opp, target *sheet.Character, w engine.Words) []string {
	if !engine.Fought(rs) {
		return nil
	}
	var out []string
	for _, a := range rs.Attacks(opp) {
		ds, err := rs.Defences(engine.Exchange{Attacker: opp, Target: target, Attack: a.ID})
		if err != nil {
			continue
		}
		for _, c := range ds {
			if name := c.NameIn(w); !slices.Contains(out, name) {
				out = append(out, name)
			}
		}
	}
	return out
}
