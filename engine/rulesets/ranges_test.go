package rulesets

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// docRow is one row of docs/ranges.md's tables: the ruleset column, the values named in
// backticks and the range column.
type docRow struct {
	rulesets string
	values   []string
	rng      string
}

var backticked = regexp.MustCompile("`([^`]+)`")

func docRows(t *testing.T) []docRow {
	t.Helper()
	data, err := os.ReadFile("../../docs/ranges.md")
	if err != nil {
		t.Fatal(err)
	}
	var rows []docRow
	for line := range strings.SplitSeq(string(data), "\n") {
		cells := strings.Split(line, "|")
		if len(cells) < 5 || strings.HasPrefix(strings.TrimSpace(cells[1]), "---") {
			continue
		}
		row := docRow{rulesets: strings.TrimSpace(cells[1]), rng: strings.TrimSpace(cells[3])}
		for _, m := range backticked.FindAllStringSubmatch(cells[2], -1) {
			row.values = append(row.values, m[1])
		}
		rows = append(rows, row)
	}
	return rows
}

// documented finds the range docs/ranges.md gives value of ruleset id.
func documented(rows []docRow, id, value string) (string, bool) {
	for _, r := range rows {
		if r.rulesets != "every ruleset" && !strings.Contains(", "+r.rulesets+", ", ", "+id+", ") {
			continue
		}
		for _, v := range r.values {
			if v == value {
				return r.rng, true
			}
		}
	}
	return "", false
}

// Every range the engine holds as data, an attribute's, a tracker's, a number's, a prob
// option's and a roll form's or an action's number field's, is in docs/ranges.md with the same ends: the page is the list a user and a game
// master read, so it must not drift from what Derive flags.
func TestRangesAreDocumented(t *testing.T) {
	t.Parallel()
	rows := docRows(t)
	reg, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	check := func(id, value string, r engine.Range) {
		t.Helper()
		got, ok := documented(rows, id, value)
		switch {
		case !ok:
			t.Errorf("%s %s (%s) is not in docs/ranges.md", id, value, r)
		case got != r.String():
			t.Errorf("%s %s: docs/ranges.md says %s, the engine %s", id, value, got, r)
		}
	}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		d := rs.Description()
		for _, a := range d.Attributes {
			check(id, "attributes."+a.ID, a.Range())
		}
		for _, tr := range d.Trackers {
			check(id, "state."+tr.ID, tr.Range())
		}
		for _, n := range d.Numbers {
			check(id, string(n.Path), n.Range)
		}
		for _, n := range d.TableRanges {
			check(id, "table "+string(n.Path), n.Range)
		}
		for _, o := range rs.ProbOptions() {
			check(id, "prob --"+o.Name, o.Range)
		}
		if d.OwnAttributes {
			check(id, "attributes.*", engine.OwnAttributeRange)
		}
		// The numbers of the roll forms and of the actions at the table.
		doc := sheet.New(id)
		if forms, ok := rs.(engine.Forms); ok {
			for _, f := range forms.Forms(doc) {
				for _, fd := range f.Fields {
					if fd.Kind == engine.NumberField {
						check(id, "form "+f.ID+"."+fd.ID, fd.Range)
					}
				}
			}
		}
		if actions, ok := rs.(engine.Actions); ok {
			for _, a := range actions.TableActions(doc) {
				for _, in := range a.Inputs {
					if in.Kind == engine.NumberField {
						check(id, "action "+a.ID+"."+in.ID, in.Range)
					}
				}
			}
		}
	}
	if got, ok := documented(rows, "spelsystemet", "roll --mod"); !ok || got != engine.ModRange.String() {
		t.Errorf("roll --mod: docs/ranges.md says %q, the engine %s", got, engine.ModRange)
	}
}
