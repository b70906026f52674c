package rulesets

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"rollformular/engine"
	"rollformular/engine/conformance"
	"rollformular/sheet"
)

// FuzzDocument feeds any bytes to the document loader and every document it accepts to its
// ruleset: loading never panics, and neither does deriving, explaining or saving what loaded.
func FuzzDocument(f *testing.F) {
	for _, seed := range []string{
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet"}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":-5,"sto":99999999},"state":{"trotthet":-3}}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","skills":[{"id":"spela","value":-1},{"name":""}],"weapons":[{"id":"x","damage":"Grund+999"},{"id":"y","damage":"9999T9999","type":"H"}]}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","armor":{"huvud":["metall","metall","tunnhjalm"],"svans":["tyg"]},"wounds":[{"part":"huvud","damage":999},{"damage":-4},{"part":"?"}]}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","species":"drake","shield":{"id":"skold","sp":-9}}`,
		`{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":-3},"skills":[{"id":"skytte","value":99,"spent":-4,"concept":true}],"traits":[{"id":"stark","level":9},{"name":"X","kind":"?"}],"gear":[{"id":"magasin","count":-3},{"name":"sten","kg":1e308}],"wounds":[{"damage":99,"dice":-2}],"state":{"stralsjuka":99,"anvanda":-1}}`,
		`{"format":"rollformular","version":1,"ruleset":"framgangsslag","attributes":{"sto":40,"fys":-9},"weapons":[{"name":"x","damage":"9T9","bonus":-99,"type":"avstand"}],"state":{"antal":-4,"pafrestning":99999}}`,
		`{"format":"rollformular","version":1,"ruleset":"intensitet","attributes":{"maxlp":-3,"grad":99},"weapons":[{"name":"x","damage":"999T999"},{"name":"y","damage":"T"}],"conditions":["doende","?","doende"],"state":{"skada":-9,"intensitet":40}}`,
		`{"format":"rollformular","version":1,"ruleset":"intensitet","weapons":[{"name":"x","damage":"999T99"},{"name":"y","damage":"1000T100","bonus":9223372036854775807}]}`,
		`{"format":"rollformular","version":1,"ruleset":"odestarningar","attributes":{"ode":9223372036854775807},"skills":[{"id":"skytte","value":-9223372036854775808,"spent":9223372036854775807}],"gear":[{"name":"x","count":9223372036854775807,"boxes":1e308}],"wounds":[{"damage":9223372036854775807,"dice":9223372036854775807}],"state":{"utmana_forlust":-9223372036854775808,"gamma":9223372036854775807}}`,
		`{"format":"rollformular","version":1,"ruleset":"spelsystemet","attributes":{"hal":9223372036854775807,"sto":9223372036854775807,"sty":-9223372036854775808},"original":{"hal":-9223372036854775808},"state":{"trotthet":9223372036854775807,"utmattning":9223372036854775807},"skills":[{"name":"a","value":9223372036854775807},{"name":"A","value":-9223372036854775808}],"weapons":[{"id":"x","damage":"Grund+9223372036854775807","type":"H"},{"id":"svard","scope":-1}],"wounds":[{"damage":9223372036854775807},{"damage":9223372036854775807}]}`,
		`{"format":"rollformular","version":1,"ruleset":"framgangsslag","attributes":{"kam":9223372036854775807},"skills":[{"id":"narkamp","value":9223372036854775807}],"weapons":[{"name":"x","damage":"2","bonus":9223372036854775807}],"state":{"antal":9223372036854775807,"pafrestning":9223372036854775807,"greppning":9223372036854775807}}`,
		`{"format":"rollformular","version":1,"ruleset":"zonstrid","attributes":{"fys":9223372036854775807,"egen":-9223372036854775808},"skills":[{"name":"X","group":"egen","value":9223372036854775807}],"weapons":[{"name":"x","damage":"9223372036854775807","range":"0-9223372036854775807"}],"state":{"talighet_forlorad":-9223372036854775808}}`,
		`{"format":"rollformular","version":1,"ruleset":"zonstrid","attributes":{"fys":-1},"skills":[{"name":"Egen","group":"?","value":-3}],"weapons":[{"name":"x","damage":"many","range":"3-1"}],"state":{"talighet_forlorad":99}}`,
		`{"format":"rollformular","version":2}`,
		`{"format":"rollformular","version":1,"ruleset":"gurps"}`,
		`[1,2,3]`, `{`, ``, "\xff\xfe",
	} {
		f.Add([]byte(seed))
	}
	reg, err := Builtin()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := within(inputBudget, func() error { return checkDocument(reg, data) }); err != nil {
			t.Fatal(err)
		}
	})
}

// inputBudget is the time one fuzz input may take. Derive runs on every keystroke, so no
// document may make it, its explanations or a save take seconds: an intensitet weapon of
// 999T99 once took 3 s, counting its distribution for a mean. A normal input takes well
// under a millisecond, so a second leaves room for the race detector and a loaded machine.
const inputBudget = time.Second

// within runs f and says what went wrong: f's error, or that it had not returned after
// budget. f runs in a goroutine of its own, so a stall is reported at the deadline instead of
// stalling the fuzzer, and only the test goroutine fails the test.
func within(budget time.Duration, f func() error) error {
	done := make(chan error, 1)
	start := time.Now()
	go func() { done <- f() }()
	select {
	case err := <-done:
		if took := time.Since(start); err == nil && took > budget {
			return fmt.Errorf("the input took %v, more than %v", took, budget)
		}
		return err
	case <-time.After(budget):
		return fmt.Errorf("the input took more than %v", budget)
	}
}

// checkDocument loads data and, when it is a document of a known ruleset, derives it: nothing
// panics, every number outside its range is flagged, what the sheet draws stays bounded, and
// the document saves and loads unchanged.
func checkDocument(reg *engine.Registry, data []byte) error {
	c, err := sheet.Parse(data)
	if err != nil {
		return nil
	}
	rs, err := reg.Lookup(c.Ruleset)
	if err != nil {
		return nil
	}
	// What every ruleset owes any document: no panic, the document unchanged, every value with
	// an id of its own and an explanation, every problem with its field and message.
	if err := conformance.Derive(rs, c); err != nil {
		return err
	}
	view := rs.Derive(c)
	for _, v := range view.Values() {
		// LP is never negative in the view, whatever the attributes.
		if v.ID == "lp" && strings.HasPrefix(v.Text, "-") {
			return fmt.Errorf("LP %s", v.Text)
		}
	}
	after, err := sheet.Marshal(c)
	if err != nil {
		return fmt.Errorf("a loaded document does not save: %v", err)
	}
	flagged := map[string]bool{}
	for _, p := range view.Problems() {
		flagged[string(p.Field)] = true
	}
	desc := rs.Description()
	for _, a := range desc.AttributesOf(c) {
		if v := c.AttributeOr(a.ID, a.Default); !a.Range().Has(v) && !flagged["attributes."+a.ID] {
			return fmt.Errorf("%s %d is outside %s and not flagged", a.ID, v, a.Range())
		}
	}
	for _, tr := range desc.Trackers {
		if v := c.State[tr.ID]; !tr.Range().Has(v) && !flagged["state."+tr.ID] {
			return fmt.Errorf("%s %d is outside %s and not flagged", tr.ID, v, tr.Range())
		}
	}
	// What the printed sheet draws a box for stays within the largest legal value's boxes.
	if p := view.Layout().Pool; p != nil {
		if p.Have < 0 || p.Ready < 0 || p.Lost < 0 || p.Have+p.Lost > 100 {
			return fmt.Errorf("dice %d, %d, %d", p.Have, p.Ready, p.Lost)
		}
	}
	if l := view.Layout().Load; l != nil && !(l.Boxes >= 0 && l.Boxes <= 1000) {
		return fmt.Errorf("load %v boxes", l.Boxes)
	}
	if l := view.Layout().Life; l != nil && (l.Boxes < 0 || l.Boxes > 200) {
		return fmt.Errorf("life %d boxes", l.Boxes)
	}
	again, err := sheet.Parse(after)
	if err != nil {
		return fmt.Errorf("a saved document does not load: %v", err)
	}
	if saved, err := sheet.Marshal(again); err != nil || string(saved) != string(after) {
		return fmt.Errorf("saving and loading changed the document (%v)", err)
	}
	return nil
}

// Every roll of every ruleset covers its outcomes once: the probabilities sum to 1, each lies
// between 0 and 1, and an option outside its range is refused. The fuzzed numbers are tried as
// they are, anywhere in the int range, and folded into each option's range, so both the
// refusals and the counting inside the ranges are tried.
func FuzzProbabilitiesSumToOne(f *testing.F) {
	f.Add(12, 0, 0, 0, false)
	f.Add(25, -30, 1, 40, true)
	f.Add(3, 4, 2, 0, false)
	f.Add(math.MaxInt, 1, 0, 0, true)
	f.Add(10, math.MinInt, math.MinInt, math.MinInt, true)
	f.Add(3, 5, math.MinInt, 0, true)
	f.Add(math.MaxInt, 0, 0, math.MaxInt, false)
	reg, err := Builtin()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, a, b, c, d int, all bool) {
		values := []int{a, b, c, d}
		for _, id := range reg.IDs() {
			rs, _ := reg.Lookup(id)
			for _, folded := range []bool{false, true} {
				// Each option of the ruleset's gets a fuzzed value; the optional ones only when
				// all is set or they come first.
				opts, outside := map[string]int{}, ""
				for i, o := range rs.ProbOptions() {
					if o.Required || all || i < 2 {
						v := values[i%len(values)]
						if folded {
							v = fold(v, o.Range)
						}
						opts[o.Name] = v
						if !o.Range.Has(v) {
							outside = o.Name
						}
					}
				}
				out, err := rs.Prob(opts)
				if outside != "" && err == nil {
					t.Fatalf("%s %v: --%s is outside its range and was counted", id, opts, outside)
				}
				if err != nil {
					continue
				}
				checkOutcomes(t, id, opts, out)
			}
		}
	})
}

// fold maps any int into r, every value of r reached.
func fold(v int, r engine.Range) int {
	size := uint64(r.Max - r.Min + 1)
	return r.Min + int(uint64(v)%size)
}

func checkOutcomes(t *testing.T, id string, opts map[string]int, out []engine.Outcome) {
	t.Helper()
	if err := conformance.Outcomes(out); err != nil {
		t.Fatalf("%s %v: %v", id, opts, err)
	}
}
