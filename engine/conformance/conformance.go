// Package conformance is the engine half of the kit every ruleset runs (issue 14, item 8):
// what the editor, the PDF and the command line take for granted of any ruleset, checked on
// its description, on Derive of an empty document and of its examples, and on Prob at the
// ends of its options' ranges. A ruleset's test, or the registry's, calls Check with the
// ruleset and its example documents; a ruleset defined in a test can call it as well.
//
// Like testing/fstest, it imports no testing package: Check returns what is wrong as one
// error, a line per failure.
package conformance

import (
	"errors"
	"fmt"
	"github.com/go-json-experiment/json/jsontext"
	"math/big"
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// Check runs every check on rs, deriving an empty document of its own (sheet.New) and each of
// docs, which must be of rs's ruleset. It returns nil when rs conforms.
func Check(rs engine.Ruleset, docs ...*sheet.Character) error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	d := rs.Description()
	if d == nil {
		return errors.New("Description() is nil")
	}
	checkDescription(d, fail)
	checkBoxesFrom(rs, fail)
	checkColumns(rs, fail)
	for i, c := range append([]*sheet.Character{sheet.New(d.ID)}, docs...) {
		name := "an empty document"
		if i > 0 {
			name = fmt.Sprintf("document %d (%q)", i, c.Name)
		}
		if c.Ruleset != d.ID {
			fail("%s is of ruleset %q, not %q", name, c.Ruleset, d.ID)
			continue
		}
		for _, err := range deriveErrors(rs, c) {
			fail("%s: %v", name, err)
		}
		checkRollOdds(rs, c, func(format string, args ...any) { fail(name+": "+format, args...) })
		checkForms(rs, c, func(format string, args ...any) { fail(name+": "+format, args...) })
		checkActions(rs, c, func(format string, args ...any) { fail(name+": "+format, args...) })
	}
	checkFights(rs, append([]*sheet.Character{sheet.New(d.ID)}, docs...), fail)
	checkProb(rs, fail)
	return errors.Join(errs...)
}

// checkFights plays every attack of each of cs against each of them, with each defence offered,
// at a few distances: the odds are every outcome once (Outcomes), the exchange answers or says
// what is wrong and never panics, and no document it was given changes. Hurt likewise.
func checkFights(fights engine.Fights, cs []*sheet.Character, fail failer) {
	before := make([][]byte, len(cs))
	for i, c := range cs {
		before[i], _ = sheet.Marshal(c)
	}
	for i, a := range cs {
		for _, h := range []engine.Hit{{Amount: 3}, {Faces: []int{1, 2}}} {
			if p := catch(func() { fights.Hurt(a, h, rand.New(rand.NewPCG(5, 6))) }); p != nil {
				fail("document %d: Hurt panics: %v (taking %+v)", i, p, h)
			}
		}
		for j, t := range cs {
			for _, attack := range fights.Attacks(a) {
				for _, distance := range []int{0, 1, 10} {
					x := engine.Exchange{Attacker: a, Target: t, Attack: attack.ID, Distance: distance}
					defences, err := fights.Defences(x)
					if err != nil {
						continue
					}
					for _, d := range defences {
						x.Defence = d.ID
						if p := catch(func() { fightOnce(fights, x, fail) }); p != nil {
							fail("documents %d against %d, %s, %s at %d: panics: %v", i, j, attack.ID, d.ID, distance, p)
						}
					}
				}
			}
		}
	}
	for i, c := range cs {
		if after, _ := sheet.Marshal(c); string(after) != string(before[i]) {
			fail("document %d: an exchange changed it", i)
		}
	}
}

// fightOnce checks x's odds and plays it once.
func fightOnce(fights engine.Fights, x engine.Exchange, fail failer) {
	odds, err := fights.FightOdds(x)
	if err != nil {
		return // out of reach, or no dice left: said, not fought
	}
	if err := Outcomes(odds.Outcomes); err != nil {
		fail("%s, %s at %d: the odds: %v", x.Attack, x.Defence, x.Distance, err)
	}
	if odds.Text == nil || odds.Text(engine.Words{}) == "" {
		fail("%s, %s at %d: the odds have no text", x.Attack, x.Defence, x.Distance)
	}
	res, err := fights.Fight(x, rand.New(rand.NewPCG(7, 8)))
	switch {
	case err != nil:
		fail("%s, %s at %d: FightOdds answers, Fight says %v", x.Attack, x.Defence, x.Distance, err)
	case res.Attacker == nil || res.Target == nil:
		fail("%s, %s at %d: Fight returns no documents", x.Attack, x.Defence, x.Distance)
	case res.Blow != nil && (res.Blow.Total < 0 || res.Struck == engine.NoSide):
		fail("%s, %s at %d: a blow of %d struck side %d", x.Attack, x.Defence, x.Distance, res.Blow.Total, res.Struck)
	}
}

type failer func(format string, args ...any)

// checkColumns checks the members a ruleset keeps on the document's rows (Description.Columns):
// each is a member sheet does not know (one it knows would be read into sheet's field and
// never reach the ruleset), named once per list, and one of the wrong type is flagged on its
// row and kept as it was.
func checkColumns(rs engine.Ruleset, fail failer) {
	d := rs.Description()
	seen := map[engine.List]map[string]bool{}
	for _, col := range d.Columns {
		if seen[col.List] == nil {
			seen[col.List] = map[string]bool{}
		}
		if col.Key == "" || seen[col.List][col.Key] {
			fail("column %q of list %d is empty or comes twice", col.Key, col.List)
			continue
		}
		seen[col.List][col.Key] = true
		c := oneRowOf(d.ID, col.List)
		wrong := jsontext.Value(`"x"`) // text, where the column holds a number or a flag
		if col.Kind == engine.TextColumn {
			wrong = jsontext.Value(`true`)
		}
		engine.RowMembers(c, col.List, 0).SetRaw(col.Key, wrong)
		data, err := sheet.Marshal(c)
		if err != nil {
			fail("column %s: %v", col.Key, err)
			continue
		}
		read, err := sheet.Parse(data)
		if err != nil {
			fail("column %s: %v", col.Key, err)
			continue
		}
		if _, ok := engine.RowMembers(read, col.List, 0).Raw(col.Key); !ok {
			fail("column %s is a member sheet knows: the ruleset would never read it", col.Key)
			continue
		}
		checkFlagged(rs, read, col, wrong, fail)
	}
}

// oneRowOf is a new document of ruleset with one row in list.
func oneRowOf(ruleset string, list engine.List) *sheet.Character {
	c := sheet.New(ruleset)
	switch list {
	case engine.SkillList:
		c.Skills = []sheet.Skill{{Name: "x"}}
	case engine.WeaponList:
		c.Weapons = []sheet.Weapon{{Name: "x", Damage: "1"}}
	case engine.WoundList:
		c.Wounds = []sheet.Wound{{Damage: 1}}
	case engine.TraitList:
		c.Traits = []sheet.Trait{{Name: "x"}}
	case engine.GearList:
		c.Gear = []sheet.Gear{{Name: "x"}}
	}
	return c
}

// checkFlagged checks that Derive flags the row of read holding wrong in column col, and
// leaves the document as it was.
func checkFlagged(rs engine.Ruleset, read *sheet.Character, col engine.Column, wrong jsontext.Value, fail failer) {
	before, _ := sheet.Marshal(read)
	flagged := false
	for _, p := range rs.Derive(read).Problems() {
		flagged = flagged || p.Field == col.Field(0)
	}
	if !flagged {
		fail("column %s: a row holding %s there is not flagged as %s", col.Key, wrong, col.Field(0))
	}
	if after, _ := sheet.Marshal(read); string(after) != string(before) {
		fail("column %s: Derive changed the document", col.Key)
	}
}

// unique fails for every id that is empty or that comes twice among ids, in what.
func unique(what string, ids []string, fail failer) {
	seen := make(map[string]bool, len(ids))
	for i, id := range ids {
		switch {
		case id == "":
			fail("%s: entry %d has no id", what, i)
		case seen[id]:
			fail("%s: id %q comes twice", what, id)
		}
		seen[id] = true
	}
}

func ids[T any](items []T, id func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = id(it)
	}
	return out
}

func checkDescription(d *engine.Description, fail failer) {
	if d.ID == "" || d.Name == "" {
		fail("the description has id %q and name %q; it needs both", d.ID, d.Name)
	}
	checkCatalogs(d, fail)
	checkValues(d, fail)
}

// checkCatalogs checks that every catalogue's ids are unique and named, that a skill's group
// is one of the skill groups, and that armor and traits are of the kinds Description documents.
func checkCatalogs(d *engine.Description, fail failer) {
	catalogs := []struct {
		name  string
		items []engine.CatalogItem
	}{
		{"Skills", d.Skills}, {"Weapons", d.Weapons}, {"Armor", d.Armor}, {"Shields", d.Shields},
		{"Traits", d.Traits}, {"Gear", d.Gear}, {"Conditions", d.Conditions},
		{"DamageTypes", d.DamageTypes}, {"WeaponKinds", d.WeaponKinds}, {"Species", d.Species},
		{"SkillGroups", d.SkillGroups},
	}
	for _, c := range catalogs {
		unique(c.name, ids(c.items, func(it engine.CatalogItem) string { return it.ID }), fail)
		for _, it := range c.items {
			if it.Name == "" {
				fail("%s: %q has no name to show", c.name, it.ID)
			}
		}
	}
	// A skill names its group by the group's id (Description.SkillGroups).
	if len(d.SkillGroups) > 0 {
		for _, s := range d.Skills {
			if _, ok := engine.Item(d.SkillGroups, s.Group); !ok {
				fail("Skills: %q is of group %q, which is not among the SkillGroups", s.ID, s.Group)
			}
		}
	}
	// The kinds Description documents, which the editor and the PDF sort by.
	for _, a := range d.Armor {
		if !slices.Contains([]string{"under", "armor", "helmet", "full"}, a.Kind) {
			fail("Armor: %q is of kind %q, not under, armor, helmet or full", a.ID, a.Kind)
		}
	}
	if len(d.Traits) > 0 && (len(d.TraitKinds) == 0 || d.TraitsTitle == "") {
		fail("Traits: %d traits, but %d kinds of trait and the title %q", len(d.Traits), len(d.TraitKinds), d.TraitsTitle)
	}
	for _, tr := range d.Traits {
		if !slices.ContainsFunc(d.TraitKinds, func(k engine.TraitKind) bool { return k.ID == tr.Kind }) {
			fail("Traits: %q is of kind %q, not one of TraitKinds", tr.ID, tr.Kind)
		}
	}
}

// checkValues checks that the attributes, body parts, trackers and numbers are unique and
// have legal ranges and labels.
func checkValues(d *engine.Description, fail failer) {
	checkSections(d, fail)
	unique("Attributes", ids(d.Attributes, func(a engine.Attribute) string { return a.ID }), fail)
	for _, a := range d.Attributes {
		if a.Min > a.Max || !a.Range().Has(a.Default) {
			fail("Attributes: %q has range %s and default %d", a.ID, a.Range(), a.Default)
		}
		if a.Label == "" {
			fail("Attributes: %q has no label", a.ID)
		}
	}
	unique("BodyParts", ids(d.BodyParts, func(p engine.BodyPart) string { return p.ID }), fail)
	for _, p := range d.BodyParts {
		if p.Label == "" {
			fail("BodyParts: %q has no label", p.ID)
		}
	}
	unique("Trackers", ids(d.Trackers, func(t engine.Tracker) string { return t.ID }), fail)
	for _, t := range d.Trackers {
		if t.Min > t.Max {
			fail("Trackers: %q has range %s", t.ID, t.Range())
		}
	}
	unique("Numbers", ids(d.Numbers, func(n engine.Number) string { return string(n.Path) }), fail)
	for _, n := range d.Numbers {
		if n.Min > n.Max || n.Label == "" {
			fail("Numbers: %q has range %d to %d and label %q", n.Path, n.Min, n.Max, n.Label)
		}
	}
}

// checkBoxesFrom: a tracker's boxes come from an attribute, or else a value Derive gives every
// document (Tracker.BoxesFrom); one from neither gets a field instead of boxes, silently.
func checkBoxesFrom(rs engine.Ruleset, fail failer) {
	d := rs.Description()
	var values []engine.Value
	if catch(func() { values = rs.Derive(sheet.New(d.ID)).Values() }) != nil {
		return // checkDerive says so
	}
	for _, t := range d.Trackers {
		if t.BoxesFrom == "" {
			continue
		}
		_, attr := d.Attribute(t.BoxesFrom)
		if !attr && !slices.ContainsFunc(values, func(v engine.Value) bool { return v.ID == t.BoxesFrom }) {
			fail("Trackers: %q takes its boxes from %q, neither an attribute nor a derived value", t.ID, t.BoxesFrom)
		}
	}
}

// Derive derives c, a document of rs's ruleset: it checks that Derive does not panic or change
// c, that every value has an id of its own and an explanation, and that every problem has its
// field, severity and message. A fuzzer of documents calls it on each document it makes.
func Derive(rs engine.Ruleset, c *sheet.Character) error { return errors.Join(deriveErrors(rs, c)...) }

func deriveErrors(rs engine.Ruleset, c *sheet.Character) []error {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	checkDerive(rs, c, fail)
	return errs
}

func checkDerive(rs engine.Ruleset, c *sheet.Character, fail failer) {
	before, err := sheet.Marshal(c)
	if err != nil {
		fail("does not save: %v", err)
		return
	}
	var view engine.View
	if p := catch(func() { view = rs.Derive(c) }); p != nil {
		fail("Derive panics: %v", p)
		return
	}
	if view == nil {
		fail("Derive gives no view")
		return
	}
	if after, err := sheet.Marshal(c); err != nil || string(after) != string(before) {
		fail("Derive changed the document (%v)", err)
	}
	values := view.Values()
	unique("the derived values", ids(values, func(v engine.Value) string { return v.ID }), fail)
	for _, v := range values {
		checkWorded(rs, v, fail)
	}
	for _, p := range view.Problems() {
		if p.Field == "" || p.Message == "" || (p.Severity != engine.Error && p.Severity != engine.Warning) {
			fail("problem %q of %q (%s) needs a field, a message and a severity of error or warning", p.Message, p.Field, p.Severity)
		}
	}
}

// checkWorded checks that value v explains itself, and that its explanation and odds word in
// either language without a panic.
func checkWorded(rs engine.Ruleset, v engine.Value, fail failer) {
	if v.Why == nil {
		fail("value %q has no explanation", v.ID)
		return
	}
	for _, language := range []string{"sv", "en"} {
		words := engine.WordsIn(rs.Description(), language)
		var why string
		if p := catch(func() { why = v.Why.In(words) }); p != nil {
			fail("value %q: Why panics in %s: %v", v.ID, language, p)
		} else if why == "" {
			fail("value %q: Why is empty in %s", v.ID, language)
		}
		if p := catch(func() { v.Odds.In(words) }); p != nil {
			fail("value %q: Odds panic in %s: %v", v.ID, language, p)
		}
	}
}

// checkRollOdds rolls each attribute, skill and weapon the sheet gives odds for, and each value
// that names its roll (Value.Rolls), which must roll: Roll gives the
// odds before it rolls as words, for the editor shows Roll's odds beside a ▶ once a modifier is
// typed. They need not be the sheet's words: they may say more (the dice, the value against) or
// another side of the roll (odestarningar's sheet gives a weapon's odds of damage).
func checkRollOdds(rs engine.Ruleset, c *sheet.Character, fail failer) {
	var view engine.View
	if catch(func() { view = rs.Derive(c) }) != nil || view == nil {
		return // checkDerive says so
	}
	layout := view.Layout()
	check := func(v engine.Value, what engine.What) {
		if v.Odds == nil {
			return
		}
		var res engine.RollResult
		var err error
		if p := catch(func() { res, err = rs.Roll(c, what, 0, rand.New(rand.NewPCG(1, 2))) }); p != nil {
			fail("rolling %q panics: %v", what.Name, p)
			return
		}
		if err != nil {
			return // a roll the rules refuse now (no dice left) has odds to show all the same
		}
		t := res.OddsText()
		if t == nil {
			fail("%q: Roll gives no odds as words", what.Name)
			return
		}
		if p := catch(func() { t.In(engine.WordsIn(rs.Description(), "en")) }); p != nil {
			fail("%q: Roll's odds panic in English: %v", what.Name, p)
		}
	}
	for _, a := range rs.Description().Attributes {
		check(layout.AttributeRow(a.ID).Roll, engine.What{Kind: engine.AttributeRoll, Name: a.Abbr})
	}
	for _, v := range layout.Values {
		if v.Rolls == nil {
			continue
		}
		if v.Odds == nil {
			fail("%s names a roll but gives no odds for it", v.ID)
			continue
		}
		if _, err := rs.Roll(c, *v.Rolls, 0, rand.New(rand.NewPCG(1, 2))); err != nil {
			fail("%s: the roll it names is refused: %v", v.ID, err)
			continue
		}
		check(v, *v.Rolls)
	}
	for _, v := range layout.Skills {
		check(v, engine.What{Kind: engine.SkillRoll, Name: v.Label})
	}
	for _, v := range layout.Weapons {
		check(v, engine.What{Kind: engine.WeaponRoll, Name: v.Label})
	}
}

// checkProb tries Prob with every combination of its options at the ends of their ranges,
// each optional one also left out. A combination may be refused (two options that do not go
// together), but each end of each option must be counted in some combination, and what is
// counted covers every case once: the outcomes but the Extra ones sum to exactly 1, and each
// lies between 0 and 1.
func checkProb(rs engine.Ruleset, fail failer) {
	options := rs.ProbOptions()
	unique("ProbOptions", ids(options, func(o engine.ProbOption) string { return o.Name }), fail)
	type end struct {
		name string
		v    int
	}
	counted := map[end]bool{}
	var try func(i int, opts map[string]int)
	try = func(i int, opts map[string]int) {
		if i < len(options) {
			o := options[i]
			if o.Range.Min > o.Range.Max {
				fail("ProbOptions: --%s has range %d to %d", o.Name, o.Range.Min, o.Range.Max)
				return
			}
			if !o.Required {
				try(i+1, opts)
			}
			for _, v := range slices.Compact([]int{o.Range.Min, o.Range.Max}) {
				opts[o.Name] = v
				try(i+1, opts)
				delete(opts, o.Name)
			}
			return
		}
		var out []engine.Outcome
		var err error
		if p := catch(func() { out, err = rs.Prob(opts) }); p != nil {
			fail("Prob %v panics: %v", opts, p)
			return
		}
		if err != nil {
			return
		}
		for name, v := range opts {
			counted[end{name, v}] = true
		}
		if err := Outcomes(out); err != nil {
			fail("Prob %v: %v", opts, err)
		}
	}
	try(0, map[string]int{})
	for _, o := range options {
		for _, v := range []int{o.Range.Min, o.Range.Max} {
			if !counted[end{o.Name, v}] {
				fail("Prob: --%s %d, an end of its range, is refused with every other option", o.Name, v)
			}
		}
	}
}

// Outcomes checks what Prob counted: every outcome has a key and a probability from 0 to 1,
// and those but the Extra ones sum to exactly 1, as they cover every case once.
func Outcomes(out []engine.Outcome) error {
	one := big.NewRat(1, 1)
	sum := new(big.Rat)
	for _, o := range out {
		switch {
		case o.Key == "" || o.P == nil:
			return fmt.Errorf("outcome %+v needs a key and a probability", o)
		case o.P.Sign() < 0 || o.P.Cmp(one) > 0:
			return fmt.Errorf("%s is %s", o.Key, o.P.RatString())
		}
		if !o.Extra {
			sum.Add(sum, o.P)
		}
	}
	if sum.Cmp(one) != 0 {
		return fmt.Errorf("the outcomes sum to %s, not 1", sum.RatString())
	}
	return nil
}

// catch runs f and returns what it panicked with, or nil.
func catch(f func()) (p any) {
	defer func() { p = recover() }()
	f()
	return nil
}

// checkForms fills every roll form of c at its defaults and at the ends of each number's
// range: the odds and the roll answer, or say what is wrong, and never touch c.
func checkForms(forms engine.Forms, c *sheet.Character, fail failer) {
	before, _ := sheet.Marshal(c)
	var list []engine.Form
	if p := catch(func() { list = forms.Forms(c) }); p != nil {
		fail("Forms panics: %v", p)
		return
	}
	unique("the roll forms", ids(list, func(f engine.Form) string { return f.ID }), fail)
	for _, f := range list {
		unique("the fields of form "+f.ID, ids(f.Fields, func(fd engine.Field) string { return fd.ID }), fail)
		setups := []engine.Setup{{Form: f.ID, Values: map[string]int{}}}
		for _, fd := range f.Fields {
			if fd.Kind == engine.ChoiceField && len(fd.Choices) > 0 && (fd.Default < -1 || fd.Default >= len(fd.Choices)) {
				fail("form %s: %s defaults to choice %d of %d", f.ID, fd.ID, fd.Default, len(fd.Choices))
			}
			if fd.Kind == engine.NumberField {
				for _, v := range []int{fd.Range.Min, fd.Range.Max} {
					setups = append(setups, engine.Setup{Form: f.ID, Values: map[string]int{fd.ID: v}})
				}
			}
		}
		for _, s := range setups {
			checkForm(forms, c, f, s, fail)
		}
	}
	if after, _ := sheet.Marshal(c); string(after) != string(before) {
		fail("a roll form changed the document")
	}
}

// checkForm fills form f as s says: the odds and the roll answer, or say what is wrong, and
// never panic.
func checkForm(forms engine.Forms, c *sheet.Character, f engine.Form, s engine.Setup, fail failer) {
	if p := catch(func() {
		if odds, problem := forms.FormOdds(c, s); problem == nil && odds.In(engine.Words{}) == "" {
			fail("form %s %v: no odds and no problem", f.ID, s.Values)
		}
	}); p != nil {
		fail("form %s %v: FormOdds panics: %v", f.ID, s.Values, p)
	}
	if p := catch(func() { forms.RollForm(c, s, rand.New(rand.NewPCG(1, 2))) }); p != nil {
		fail("form %s %v: RollForm panics: %v", f.ID, s.Values, p)
	}
}

// checkActions does every action of c with its inputs at their defaults, to each wound it is
// offered for: each is done or says what is wrong, never panics, and never touches c.
func checkActions(actions engine.Actions, c *sheet.Character, fail failer) {
	before, _ := sheet.Marshal(c)
	var list []engine.Action
	if p := catch(func() { list = actions.TableActions(c) }); p != nil {
		fail("TableActions panics: %v", p)
		return
	}
	unique("the actions", ids(list, func(a engine.Action) string { return a.ID }), fail)
	for _, a := range list {
		checkAction(list, a, c, fail)
	}
	if after, _ := sheet.Marshal(c); string(after) != string(before) {
		fail("an action changed the document")
	}
}

// checkAction checks one action of list: that it has a label, something to do it with and
// inputs of unique ids, and that doing it with its inputs at their defaults, to each wound it
// is offered for, never panics.
func checkAction(list []engine.Action, a engine.Action, c *sheet.Character, fail failer) {
	switch {
	case a.Label == "":
		fail("action %s has no label", a.ID)
	case a.Scope == engine.TableScope && a.Deal == nil, a.Aided() && a.Help == nil,
		a.Scope != engine.TableScope && !a.Aided() && a.Do == nil:
		fail("action %s has nothing to do it with", a.ID)
	}
	unique("the inputs of action "+a.ID, ids(a.Inputs, func(f engine.Field) string { return f.ID }), fail)
	for _, s := range setupsOf(a) {
		for _, f := range a.Inputs {
			if f.Kind == engine.ChoiceField && f.Default < 0 && len(f.Choices) > 0 {
				s.Values[f.ID] = 0
			}
		}
		if p := catch(func() { engine.Perform(list, []*sheet.Character{c, c.Clone()}, s, rand.New(rand.NewPCG(3, 4))) }); p != nil {
			fail("action %s %v panics: %v", a.ID, s.Values, p)
		}
	}
}

// setupsOf are the ways to do action a with its inputs at their defaults: once, or once to
// each wound it is offered for.
func setupsOf(a engine.Action) []engine.Setup {
	setups := []engine.Setup{{Form: a.ID, Values: map[string]int{}}}
	if a.Scope == engine.WoundScope || a.Scope == engine.AidWoundScope {
		setups = nil
		for _, w := range a.Wounds {
			setups = append(setups, engine.Setup{Form: a.ID, Values: map[string]int{engine.WoundInput: w}})
		}
	}
	return setups
}

// checkSections checks that each section of the ruleset's own is of a kind the screen model
// builds, and counts a state value in a row's boxes.
func checkSections(d *engine.Description, fail failer) {
	for i, s := range d.Sections {
		switch {
		case !slices.Contains(engine.SectionKinds, s.Kind):
			fail("Sections: %d (%s) is of kind %q, not one of %v", i+1, s.Title, s.Kind, engine.SectionKinds)
		case s.Title == "":
			fail("Sections: %d has no title", i+1)
		case s.State == "":
			fail("Sections: %d (%s) counts no state value", i+1, s.Title)
		case s.Kind == engine.SectionLadder && (len(s.Steps) < 1 || len(s.Steps) > engine.MaxSectionBoxes || slices.Contains(s.Steps, "")):
			fail("Sections: %d (%s) has %d steps, not 1 to %d each named", i+1, s.Title, len(s.Steps), engine.MaxSectionBoxes)
		case s.Kind == engine.SectionTrack && (s.Boxes < 1 || s.Boxes > engine.MaxSectionBoxes):
			fail("Sections: %d (%s) has %d boxes, not 1 to %d", i+1, s.Title, s.Boxes, engine.MaxSectionBoxes)
		}
	}
}
