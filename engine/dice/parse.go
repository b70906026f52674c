// Package dice reads dice notation, rolls it and computes its exact distribution.
//
// The notation is the Swedish one of the rules texts and the English one side by side:
// "3T6", "3t6", "3d6", "T20", "2T8+3", "1T10+10", "2T6-1". One group of equal dice and an
// optional constant is all the rules texts ever write, so that is all an Expr holds.
package dice

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Bounds that keep a typed or loaded expression from asking for unbounded work.
const (
	MaxDice   = 1000    // dice in one expression
	MaxSides  = 1000    // sides on one die
	MaxMod    = 1000000 // size of the constant
	MaxTotals = 100000  // possible totals for which Dist computes an exact distribution
)

// Expr is Count dice with Sides sides each, plus Mod: 2T8+3 is {2, 8, 3}.
type Expr struct {
	Count int
	Sides int
	Mod   int
}

// SyntaxError says what is wrong with a dice expression and where (1-based, in runes).
type SyntaxError struct {
	Input string
	Pos   int
	Msg   string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("dice expression %q, position %d: %s", e.Input, e.Pos, e.Msg)
}

// Parse reads an expression such as "3T6", "d20" or "2T6-1". Spaces around the sign are allowed.
func Parse(s string) (Expr, error) {
	p := parser{in: s, r: []rune(s)}
	return p.expr()
}

// MustParse is Parse for expressions written in code or tables; it panics on a bad one,
// which is a bug in the table, never in user input.
func MustParse(s string) Expr {
	e, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return e
}

type parser struct {
	in  string
	r   []rune
	pos int // index into r
}

func (p *parser) fail(at int, format string, args ...any) error {
	return &SyntaxError{Input: p.in, Pos: at + 1, Msg: fmt.Sprintf(format, args...)}
}

func (p *parser) skipSpace() {
	for p.pos < len(p.r) && (p.r[p.pos] == ' ' || p.r[p.pos] == '\t') {
		p.pos++
	}
}

// number reads digits; it returns ok=false when there are none.
func (p *parser) number(limit int, what string) (n int, ok bool, err error) {
	start := p.pos
	for p.pos < len(p.r) && p.r[p.pos] >= '0' && p.r[p.pos] <= '9' {
		p.pos++
	}
	if p.pos == start {
		return 0, false, nil
	}
	digits := string(p.r[start:p.pos])
	v, convErr := strconv.Atoi(digits)
	if convErr != nil || v > limit {
		return 0, true, p.fail(start, "%s %s is more than the %d allowed", digits, what, limit)
	}
	return v, true, nil
}

func (p *parser) expr() (Expr, error) {
	var e Expr
	p.skipSpace()
	if p.pos == len(p.r) {
		return e, p.fail(p.pos, "empty; write dice such as 3T6 or 2T8+3")
	}
	var err error
	if e.Count, e.Sides, err = p.dice(); err != nil {
		return e, err
	}
	p.skipSpace()
	if p.pos == len(p.r) {
		return e, nil
	}
	if e.Mod, err = p.modifier(); err != nil {
		return e, err
	}
	p.skipSpace()
	if p.pos != len(p.r) {
		return e, p.fail(p.pos, "unexpected %q after the end of the expression", p.r[p.pos])
	}
	return e, nil
}

// dice reads the count of dice, T (or d) and their sides: "3T6", "T20" one die.
func (p *parser) dice() (count, sides int, err error) {
	countAt := p.pos
	count, hasCount, err := p.number(MaxDice, "dice")
	if err != nil {
		return 0, 0, err
	}
	if !hasCount {
		count = 1 // "T20" is one die
	}
	if count == 0 {
		return 0, 0, p.fail(countAt, "zero dice; roll at least one")
	}
	if p.pos == len(p.r) || !strings.ContainsRune("TtDd", p.r[p.pos]) {
		if p.pos == len(p.r) {
			return 0, 0, p.fail(p.pos, "expected T or d and the number of sides after %d", count)
		}
		return 0, 0, p.fail(p.pos, "expected T or d, found %q", p.r[p.pos])
	}
	p.pos++
	sidesAt := p.pos
	sides, hasSides, err := p.number(MaxSides, "sides")
	if err != nil {
		return 0, 0, err
	}
	if !hasSides {
		if p.pos == len(p.r) {
			return 0, 0, p.fail(p.pos, "expected the number of sides after T")
		}
		return 0, 0, p.fail(p.pos, "expected the number of sides, found %q", p.r[p.pos])
	}
	if sides == 0 {
		return 0, 0, p.fail(sidesAt, "a die needs at least one side")
	}
	return count, sides, nil
}

// modifier reads the constant after the dice, with its sign: "+3", "- 1", "−2".
func (p *parser) modifier() (int, error) {
	sign := 1
	switch p.r[p.pos] {
	case '+':
	case '-', '−': // the typographic minus shows up when text is pasted from the rulebooks
		sign = -1
	default:
		return 0, p.fail(p.pos, "expected + or - or the end, found %q", p.r[p.pos])
	}
	p.pos++
	p.skipSpace()
	mod, hasMod, err := p.number(MaxMod, "as a constant")
	if err != nil {
		return 0, err
	}
	if !hasMod {
		if p.pos == len(p.r) {
			return 0, p.fail(p.pos, "expected a number after the sign")
		}
		return 0, p.fail(p.pos, "expected a number after the sign, found %q", p.r[p.pos])
	}
	return sign * mod, nil
}

// String gives the canonical Swedish form: "1T10+10", "2T6-1".
func (e Expr) String() string {
	s := strconv.Itoa(e.Count) + "T" + strconv.Itoa(e.Sides)
	switch {
	case e.Mod > 0:
		s += "+" + strconv.Itoa(e.Mod)
	case e.Mod < 0:
		s += strconv.Itoa(e.Mod)
	}
	return s
}

// Min is the lowest total the expression can roll.
func (e Expr) Min() int { return e.Count + e.Mod }

// Max is the highest total the expression can roll.
func (e Expr) Max() int { return e.Count*e.Sides + e.Mod }

// Mean is the exact expected total, Count × (Sides + 1) / 2 + Mod: each die averages the
// middle of its faces. It costs the same for 1000T1000 as for 1T6, where the distribution's
// Mean counts every total.
func (e Expr) Mean() *big.Rat {
	n := new(big.Int).Mul(big.NewInt(int64(e.Count)), big.NewInt(int64(e.Sides)+1))
	mean := new(big.Rat).SetFrac(n, big.NewInt(2))
	return mean.Add(mean, new(big.Rat).SetInt64(int64(e.Mod)))
}

// MeanFloat is Mean as a float64, for a sheet that shows it on every keystroke: exact for
// every expression Parse accepts, whose means are halves far below 2^53.
func (e Expr) MeanFloat() float64 {
	return float64(e.Count)*(float64(e.Sides)+1)/2 + float64(e.Mod)
}
