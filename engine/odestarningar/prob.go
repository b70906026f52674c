package odestarningar

import (
	"fmt"
	"math/big"

	"rollformular/engine"
)

// ProbOptions: a roll of --dice against --difficulty, or against --vs dice in an opposed
// roll.
func (r *Ruleset) ProbOptions() []engine.ProbOption {
	return []engine.ProbOption{
		{Name: "dice", Usage: "öde and skill dice rolled together", Required: true, Range: poolRange},
		{Name: "difficulty", Usage: "the difficulty: busenkelt 3 … absurt 8", Range: difficultyRange},
		{Name: "mod", Usage: "added to the roll", Range: engine.ModRange},
		{Name: "vs", Usage: "the opponent's dice: makes the roll an opposed roll", Range: poolRange},
		{Name: "decide", Usage: "1: with --vs, a winner must be found (most sixes, then fives, …; identical rolls rolled again)", Range: engine.Range{Min: 0, Max: 1}},
	}
}

var (
	// poolRange is a roll's dice: "För varje handling måste en eller flera ödestärningar
	// användas", and at most MaxDice, the pools whose odds are counted exactly.
	poolRange = engine.Range{Min: 1, Max: MaxDice}
	// difficultyRange: the text's difficulties run from "busenkelt 3" to "absurt 8", and its
	// circumstances add up to +3 each; a roll is worth at most 5 + MaxDice (every die a six),
	// so past 40 every roll fails, as below 1 every roll succeeds.
	difficultyRange = engine.Range{Min: 0, Max: 40}
)

// Prob gives the exact chance that --dice reach --difficulty (success, fail), or, with --vs,
// the odds of the opposed roll (a_wins, draw, b_wins; a draw hits no one).
func (r *Ruleset) Prob(opts map[string]int) ([]engine.Outcome, error) {
	n, ok := opts["dice"]
	if !ok {
		return nil, fmt.Errorf("--dice is required")
	}
	if n < 1 || n > MaxDice {
		return nil, fmt.Errorf("--dice %d: a roll takes from 1 to %d dice (at least one öde die)", n, MaxDice)
	}
	if err := engine.CheckOptions(r.ProbOptions(), opts); err != nil {
		return nil, err
	}
	if vs, opposed := opts["vs"]; opposed {
		return opposedProb(n, vs, opts)
	}
	if _, ok := opts["decide"]; ok {
		return nil, fmt.Errorf("--decide goes with --vs: only an opposed roll has a winner to find")
	}
	d, ok := opts["difficulty"]
	if !ok {
		return nil, fmt.Errorf("--difficulty is required (or --vs for an opposed roll)")
	}
	p, err := Chans(n, engine.Minus(d, opts["mod"]))
	if err != nil {
		return nil, err
	}
	return []engine.Outcome{{Key: "success", P: p}, {Key: "fail", P: new(big.Rat).Sub(big.NewRat(1, 1), p)}}, nil
}

// opposedProb is Prob of n dice against an opponent's vs: who wins, or with --decide who wins
// once a draw is decided.
func opposedProb(n, vs int, opts map[string]int) ([]engine.Outcome, error) {
	if _, ok := opts["difficulty"]; ok {
		return nil, fmt.Errorf("--difficulty and --vs: an opposed roll has no difficulty, the opponent's roll is it")
	}
	if vs < 1 || vs > MaxDice {
		return nil, fmt.Errorf("--vs %d: the opponent rolls from 1 to %d dice", vs, MaxDice)
	}
	if opts["decide"] == 1 {
		// "Om en vinnare måste koras blir det den part som slagit flest sexor. … Slår de
		// båda parterna exakt identiska slag slås tärningarna om."
		if n > MaxOpposed || vs > MaxOpposed {
			return nil, fmt.Errorf("--decide: at most %d dice a side", MaxOpposed)
		}
		a, _, b, err := Motståndschans(n, vs, opts["mod"], true)
		if err != nil {
			return nil, err
		}
		return []engine.Outcome{{Key: "a_wins", P: a}, {Key: "b_wins", P: b}}, nil
	}
	a, draw, b, err := Motståndsodds(n, vs, opts["mod"])
	if err != nil {
		return nil, err
	}
	return []engine.Outcome{{Key: "a_wins", P: a}, {Key: "draw", P: draw}, {Key: "b_wins", P: b}}, nil
}
