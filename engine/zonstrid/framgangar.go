// Package zonstrid is the rules of "Spelmekanik: Strid" (shared/rules/003_95b571e9f4085893.txt):
// combat in zones, initiative cards drawn from ten, a long and a short action a round, and
// pools of six-sided dice where each six is a success (the default of shared/rules/README.md,
// as the text gives no dice).
package zonstrid

import (
	"fmt"
	"math/big"

	"rollformular/engine"
)

// MaxDice bounds the pools whose odds are counted exactly.
const MaxDice = 40

// Framgångar counts the successes of a roll: each six is one.
func Framgångar(faces []int) int {
	n := 0
	for _, f := range faces {
		if f == 6 {
			n++
		}
	}
	return n
}

// Fördelning is the exact chance of each number of successes of n dice: C(n, k)·5^(n−k)/6^n.
func Fördelning(n int) ([]*big.Rat, error) {
	if n < 0 || n > MaxDice {
		return nil, fmt.Errorf("%d dice: a pool is 0 to %d dice", n, MaxDice)
	}
	total := new(big.Int).Exp(big.NewInt(6), big.NewInt(int64(n)), nil)
	out := make([]*big.Rat, n+1)
	for k := range out {
		ways := new(big.Int).Binomial(int64(n), int64(k))
		ways.Mul(ways, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(n-k)), nil))
		out[k] = new(big.Rat).SetFrac(ways, total)
	}
	return out, nil
}

// Igenom is the exact chance that n dice keep at least need successes after an opposing
// pool of k dice takes one away for each of its own: "Varje framgång tar bort en framgång för
// din motståndare. Tar du bort din motståndares alla framgångar missar attacken." With need 1
// it is an attack through a parry or a duck, an escape past a chaser ("Varje framgång tar bort
// en av dina framgångar"), or one held breaking free from a reactive hold ("behöver få fler
// framgångar än sin motståndare").
func Igenom(n, k, need int) (*big.Rat, error) {
	a, err := Fördelning(n)
	if err != nil {
		return nil, err
	}
	b, err := Fördelning(k)
	if err != nil {
		return nil, err
	}
	p := new(big.Rat)
	term := new(big.Rat)
	for i, pa := range a {
		for j, pb := range b {
			if i-j >= need {
				p.Add(p, term.Mul(pa, pb))
			}
		}
	}
	return p, nil
}

// Skada is what a hit does: "Om du träffar gör du skada, som anges i Vapentabellen. … Får du
// fler än en framgång kan du välja att göra mer skada. För varje framgång tvingas
// motståndaren kryssa ytterligare ett tillstånd." successes are those left after a parry.
func Skada(vapen, successes int) int {
	if successes < 1 {
		return 0
	}
	return engine.Plus(vapen, successes-1)
}

// Pool is the dice a character rolls: attribute + skill, less the Tålighet an NPC has lost:
// "En SLP som träffas av en attack som gör 3 i skada förlorar 3 i sitt värde i Tålighet och
// får slå 3 färre tärningar på kommande tärningsslag."
func Pool(attribute, skill, förloradTålighet int) int {
	return max(engine.Minus(engine.Plus(attribute, skill), förloradTålighet), 0)
}
