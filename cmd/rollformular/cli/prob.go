package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"rollformular/engine"
	"rollformular/engine/dice"
)

// runProb prints the exact distribution of a dice expression, or the exact outcome odds of a
// ruleset's roll. Probabilities are numbers between 0 and 1; "exact" repeats them as fractions.
func runProb(env Env, args []string) error {
	// The ruleset decides which options exist, so --ruleset is found before the flags are set up.
	rulesetID, hasRuleset := "", false
	for i, a := range args {
		if a == "--ruleset" || a == "-ruleset" {
			if i+1 >= len(args) {
				return usagef("flag needs an argument: --ruleset")
			}
			rulesetID, hasRuleset = args[i+1], true
		} else if v, ok := cutPrefixes(a, "--ruleset=", "-ruleset="); ok {
			rulesetID, hasRuleset = v, true
		}
	}
	if hasRuleset {
		return probRuleset(env, rulesetID, args)
	}
	f := flag.NewFlagSet("prob", flag.ContinueOnError)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("give one dice expression, such as 3T6, or --ruleset ID")
	}
	e, err := dice.Parse(rest[0])
	if err != nil {
		return usageError{msg: err.Error()}
	}
	d, err := e.Dist()
	if err != nil {
		return err
	}
	// The exact fractions of each total are printed while they stay readable: past that
	// their numerators run to thousands of digits, hundreds of megabytes for 1000T100.
	withExact := d.Outcomes.BitLen() <= exactBits
	p, exact := ordered{}, ordered{}
	for v := d.Min; v <= d.Max(); v++ {
		key := strconv.Itoa(v)
		p = append(p, member{key, d.Float(v)})
		if withExact {
			exact = append(exact, member{key, d.P(v).RatString()})
		}
	}
	mean := d.Mean()
	exactPart := ordered{{"mean", mean.RatString()}}
	if withExact {
		exactPart = append(exactPart, member{"p", exact})
	}
	return printJSON(env.Stdout, ordered{
		{"expr", e.String()},
		{"min", d.Min},
		{"max", d.Max()},
		{"mean", ratFloat(mean)},
		{"p", p},
		{"exact", exactPart},
	})
}

// printOptions lists a ruleset's options with their ranges, for `prob --ruleset ID --help`.
func printOptions(w io.Writer, id string, options []engine.ProbOption) {
	fmt.Fprintf(w, "options of prob --ruleset %s:\n", id)
	for _, o := range options {
		need := ""
		if o.Required {
			need = ", required"
		}
		lo, hi := o.Range.Ends()
		fmt.Fprintf(w, "  --%s N  %s (%s to %s%s)\n", o.Name, o.Usage, lo, hi, need)
	}
}

// exactBits bounds the outcome count whose per-total fractions are printed: 2^256.
const exactBits = 256

func probRuleset(env Env, id string, args []string) error {
	rs, err := env.Rulesets.Lookup(id)
	if err != nil {
		return usageError{msg: err.Error()}
	}
	f := flag.NewFlagSet("prob", flag.ContinueOnError)
	f.String("ruleset", "", "ruleset id")
	options := rs.ProbOptions()
	values := make(map[string]*int, len(options))
	for _, o := range options {
		values[o.Name] = f.Int(o.Name, 0, o.Usage)
	}
	rest, err := parseFlags(f, args)
	if errors.Is(err, flag.ErrHelp) {
		printOptions(env.Stdout, id, options)
	}
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("unexpected argument %q", rest[0])
	}
	given := map[string]int{}
	f.Visit(func(fl *flag.Flag) {
		if v, ok := values[fl.Name]; ok {
			given[fl.Name] = *v
		}
	})
	for _, o := range options {
		if _, ok := given[o.Name]; o.Required && !ok {
			return usagef("--%s is required for %s", o.Name, id)
		}
	}
	// Every option has the range its rules allow (docs/ranges.md); a number outside it is a
	// mistake in the call, said in one line before any of it is counted.
	if err := engine.CheckOptions(options, given); err != nil {
		return usageError{msg: err.Error()}
	}
	outcomes, err := rs.Prob(given)
	if err != nil {
		return usageError{msg: err.Error()}
	}
	return printJSON(env.Stdout, outcomesJSON(outcomes))
}

// outcomesJSON prints outcomes by key, with their fractions under "exact". A key "a.b" goes
// into an object "a" under "b": zonstrid's successes by count.
func outcomesJSON(outcomes []engine.Outcome) ordered {
	out, exact := ordered{}, ordered{}
	for _, o := range outcomes {
		group, key, nested := strings.Cut(o.Key, ".")
		if !nested {
			out = append(out, member{o.Key, ratFloat(o.P)})
			exact = append(exact, member{o.Key, o.P.RatString()})
			continue
		}
		out = appendNested(out, group, member{key, ratFloat(o.P)})
		exact = appendNested(exact, group, member{key, o.P.RatString()})
	}
	return append(out, member{"exact", exact})
}

// appendNested adds m to the object o holds under group, making it when it is new.
func appendNested(o ordered, group string, m member) ordered {
	for i := range o {
		if o[i].key == group {
			o[i].value = append(o[i].value.(ordered), m)
			return o
		}
	}
	return append(o, member{group, ordered{m}})
}

func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

func cutPrefixes(s string, prefixes ...string) (string, bool) {
	for _, p := range prefixes {
		if len(s) > len(p) && s[:len(p)] == p {
			return s[len(p):], true
		}
	}
	return "", false
}

// ordered is a JSON object whose members keep their order: totals in numeric order, outcomes
// in the contract's order.
type ordered []member

type member struct {
	key   string
	value any
}

func (o ordered) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(m.key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(m.value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
