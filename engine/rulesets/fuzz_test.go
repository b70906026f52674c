package rulesets

import (
	"math/big"
	"strings"
	"testing"

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
		c, err := sheet.Parse(data)
		if err != nil {
			return
		}
		rs, err := reg.Lookup(c.Ruleset)
		if err != nil {
			return
		}
		view := rs.Derive(c)
		for _, v := range view.Values() {
			_ = v.Why()
			// LP is never negative in the view, whatever the attributes.
			if v.ID == "lp" && strings.HasPrefix(v.Text, "-") {
				t.Fatalf("LP %s", v.Text)
			}
		}
		if _, err := sheet.Marshal(c); err != nil {
			t.Fatalf("a loaded document does not save: %v", err)
		}
		again, err := sheet.Parse(mustMarshal(t, c))
		if err != nil {
			t.Fatalf("a saved document does not load: %v", err)
		}
		if string(mustMarshal(t, again)) != string(mustMarshal(t, c)) {
			t.Fatal("saving and loading changed the document")
		}
	})
}

func mustMarshal(t *testing.T, c *sheet.Character) []byte {
	data, err := sheet.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Every roll of every ruleset covers its outcomes once: the probabilities sum to 1.
func FuzzProbabilitiesSumToOne(f *testing.F) {
	f.Add(12, 0, 0, 0, false)
	f.Add(25, -30, 1, 40, true)
	f.Add(3, 4, 2, 0, false)
	reg, err := Builtin()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, a, b, c, d int, all bool) {
		bound := func(n int) int { return max(min(n, 1000), -1000) }
		values := []int{bound(a), bound(b), bound(c), bound(d)}
		for _, id := range reg.IDs() {
			rs, _ := reg.Lookup(id)
			// Each option of the ruleset's gets a fuzzed value; the optional ones only when
			// all is set or they come first.
			opts := map[string]int{}
			for i, o := range rs.ProbOptions() {
				if o.Required || all || i < 2 {
					opts[o.Name] = values[i%len(values)]
				}
			}
			out, err := rs.Prob(opts)
			if err != nil {
				continue
			}
			sum := new(big.Rat)
			for _, o := range out {
				if o.P.Sign() < 0 || o.P.Cmp(big.NewRat(1, 1)) > 0 {
					t.Fatalf("%s %v: %s is %s", id, opts, o.Key, o.P)
				}
				if !o.Extra {
					sum.Add(sum, o.P)
				}
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				t.Fatalf("%s %v: the outcomes sum to %s", id, opts, sum.RatString())
			}
		}
	})
}
