package framgangsslag

import "rollformular/engine"

// Rounds: none. The text's round goes by Handlingspoäng ("När samtliga stridande har
// spenderat sina Handlingspoäng"), which the encounter does not spend yet (issue 49); until
// then everyone can act, and a round ends when the order has gone round once.
func (r *Ruleset) Rounds() engine.RoundRules { return engine.RoundRules{} }
