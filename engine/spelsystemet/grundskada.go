package spelsystemet

import (
	"fmt"

	"rollformular/engine"
	"rollformular/engine/dice"
)

// grundskadaData is grundskada.json as stored.
type grundskadaData struct {
	Ladder   []string `json:"ladder"`
	FirstRow struct {
		From int    `json:"from"`
		To   int    `json:"to"`
		Step string `json:"step"`
	} `json:"first_row"`
	RowWidth int `json:"row_width"`
}

// Grundskadetabell is the damage ladder and the table that reads Grundskada off STO+STY.
type Grundskadetabell struct {
	ladder   []dice.Expr
	names    []string // each step of ladder written out, made once: Derive shows them on every keystroke
	first    int      // the ladder step of the table's first row
	from, to int      // the sums of the first row
	width    int      // how many points of STO+STY each further row spans
}

func newGrundskadetabell(d grundskadaData) (Grundskadetabell, error) {
	t := Grundskadetabell{from: d.FirstRow.From, to: d.FirstRow.To, width: d.RowWidth, first: -1}
	if len(d.Ladder) == 0 || t.width <= 0 || t.to < t.from {
		return t, fmt.Errorf("needs a ladder, a first row from ≤ to and a row width above 0")
	}
	for _, s := range d.Ladder {
		e, err := dice.Parse(s)
		if err != nil {
			return t, err
		}
		if e.String() == d.FirstRow.Step {
			t.first = len(t.ladder)
		}
		t.ladder, t.names = append(t.ladder, e), append(t.names, e.String())
	}
	if t.first < 0 {
		return t, fmt.Errorf("the first row's step %q is not on the ladder", d.FirstRow.Step)
	}
	return t, nil
}

// Step returns the ladder's step i. Past the listed steps the ladder goes on "och så vidare"
// by one more die of the last size each step (6T10, 7T10, …), up to the dice.MaxDice dice
// that may be rolled, where it ends; below it stays at the floor, since no weapon does less
// than the lowest step.
func (t Grundskadetabell) Step(i int) dice.Expr {
	if i < 0 {
		return t.ladder[0]
	}
	if i < len(t.ladder) {
		return t.ladder[i]
	}
	last := t.ladder[len(t.ladder)-1]
	last.Count = min(last.Count+min(i-(len(t.ladder)-1), dice.MaxDice), max(dice.MaxDice, last.Count))
	return last
}

// Name is Step(i) written out: "1T8".
func (t Grundskadetabell) Name(i int) string {
	if i >= 0 && i < len(t.names) {
		return t.names[i]
	}
	return t.Step(i).String()
}

// Row returns the ladder step for a sum of STO+STY, and the sums that row spans. A sum below
// the first row reads the first row: the table has no lower one ("Minimum" is only for weapons
// whose modifier goes below it).
func (t Grundskadetabell) Row(sum int) (step, from, to int) {
	sum = engine.Sane(sum) // the ladder ends long before, and the row arithmetic stays exact
	if sum <= t.to {
		return t.first, t.from, t.to
	}
	row := (sum - t.to + t.width - 1) / t.width
	return t.first + row, t.to + (row-1)*t.width + 1, t.to + row*t.width
}

// IndexOf returns the ladder step of dice such as "1T6", or -1 when the ladder lacks it.
func (t Grundskadetabell) IndexOf(s string) int {
	for i, name := range t.names {
		if name == s {
			return i
		}
	}
	return -1
}
