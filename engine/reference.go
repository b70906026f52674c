package engine

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strconv"
)

// QuickReference is a ruleset's page of the tables a game master looks up at the table: the
// odds of its common rolls, as tables its own Prob fills, and the tables a fight looks up
// (where blows land, what damage does). A session pack prints them on a page with the
// conditions and the body parts its Description gives. The zero QuickReference has no page.
type QuickReference struct {
	Odds   []OddsTable
	Tables []Table
}

// Table is a table of the rules as they give it: a title, its column heads, its rows.
type Table struct {
	Title string
	Heads []string
	Rows  [][]string
}

// OddsTable is a table of odds on a quick reference: a roll of the ruleset's Prob for each
// value of one option, a row each, and in each column the chance of some of its outcomes.
// It is data: a ruleset says which roll and which outcomes, and Rows counts them.
type OddsTable struct {
	Title  string // "Slag mot värde", as the rules name the roll
	Option string // the option a row sets: "value"
	Head   string // what the rows' values are, heading their column: "Värde"
	Values []int  // a row each
	// Given are the other options, the same for every row and column.
	Given   map[string]int
	Columns []OddsColumn
}

// OddsColumn is a column of an odds table: its head, the options it sets beside the table's
// (a difficulty), and the outcomes whose chances it sums, or, with Not, the chance of none of
// them: "at least one success" is not "successes.0".
type OddsColumn struct {
	Head  string
	Given map[string]int
	Keys  []string
	Not   bool
}

// Rows are the table's rows counted by rs's Prob: the row's value, then each column's chance
// as a percent. An option outside its range, or an outcome Prob does not give, is an error
// that names the table: the table is the ruleset's own data, and wrong in it.
func (t OddsTable) Rows(rs Ruleset) ([][]string, error) {
	rows := make([][]string, 0, len(t.Values))
	for _, v := range t.Values {
		row := []string{strconv.Itoa(v)}
		for _, c := range t.Columns {
			opts := maps.Clone(t.Given)
			if opts == nil {
				opts = map[string]int{}
			}
			maps.Copy(opts, c.Given)
			opts[t.Option] = v
			outcomes, err := rs.Prob(opts)
			if err != nil {
				return nil, fmt.Errorf("%s, %s %d: %w", t.Title, t.Option, v, err)
			}
			sum, found := new(big.Rat), 0
			for _, o := range outcomes {
				if slices.Contains(c.Keys, o.Key) {
					sum.Add(sum, o.P)
					found++
				}
			}
			// A roll that cannot reach an outcome leaves it out (one die has no "successes.2"),
			// but a column none of whose outcomes the roll ever gives is a mistake in the table.
			if found == 0 && !c.Not {
				return nil, fmt.Errorf("%s: the roll gives no outcome of %v", t.Title, c.Keys)
			}
			if c.Not {
				sum.Sub(big.NewRat(1, 1), sum)
			}
			p, _ := sum.Float64()
			row = append(row, Percent(p))
		}
		rows = append(rows, row)
	}
	return rows, nil
}
