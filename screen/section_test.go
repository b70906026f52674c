package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine/conformance/minimal"
	"rollformular/screen"
	"rollformular/sheet"
)

// A ruleset with conditions has a section of them, a box each by the rules' name, those the
// character is in ticked; ticking and clearing a box puts the condition in the document and
// takes it out, once.
func TestTheConditionsAreASectionOfBoxes(t *testing.T) {
	reg := builtin(t)
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		doc := sheet.New(id)
		sections := screen.Sections(rs, doc)
		conditions := rs.Description().Conditions
		if len(conditions) == 0 {
			if len(sections) != 0 {
				t.Errorf("%s has no conditions but sections %+v", id, sections)
			}
			continue
		}
		if len(sections) != 1 || sections[0].Key != "Conditions" || len(sections[0].Boxes) != len(conditions) {
			t.Fatalf("%s: sections %+v", id, sections)
		}
		first := sections[0].Boxes[0]
		if first.Label != conditions[0].Name || first.Checked {
			t.Errorf("%s: the first box %+v", id, first)
		}
		first.Set(doc, true)
		first.Set(doc, true)
		if !slices.Equal(doc.Conditions, []string{conditions[0].ID}) || !screen.Sections(rs, doc)[0].Boxes[0].Checked {
			t.Errorf("%s: ticked twice, the document is in %v", id, doc.Conditions)
		}
		first.Set(doc, false)
		if len(doc.Conditions) != 0 {
			t.Errorf("%s: cleared, the document is in %v", id, doc.Conditions)
		}
	}
}

// A track counts a number in boxes ticked from the first: ticking a box counts up to it,
// clearing one down to the box before it. The sixth ruleset's honour is one, a kind of
// section none of the five rulesets has.
func TestATrackCountsInBoxesFromTheFirst(t *testing.T) {
	m, doc := minimal.New(), minimal.Document()
	sections := screen.Sections(m, doc)
	if len(sections) != 2 || sections[0].Title != "Ära" || len(sections[0].Boxes) != 5 {
		t.Fatalf("minimal's sections: %+v", sections)
	}
	ticked := func() (out []bool) {
		for _, b := range screen.Sections(m, doc)[0].Boxes {
			out = append(out, b.Checked)
		}
		return out
	}
	if got := ticked(); !slices.Equal(got, []bool{true, true, false, false, false}) {
		t.Errorf("honour 2 ticks %v", got)
	}
	boxes := sections[0].Boxes
	for _, step := range []struct {
		box  int
		on   bool
		want int
	}{{4, true, 5}, {2, false, 2}, {0, false, 0}, {0, true, 1}} {
		boxes[step.box].Set(doc, step.on)
		if doc.State["ara"] != step.want {
			t.Errorf("box %d set to %v: honour %d, want %d", step.box+1, step.on, doc.State["ara"], step.want)
		}
	}
	if boxes[2].Path != "state.ara.3" {
		t.Errorf("the third box is of %q", boxes[2].Path)
	}
	// A document without a state gets one.
	empty := sheet.New(minimal.ID)
	empty.State = nil
	boxes[0].Set(empty, true)
	if empty.State["ara"] != 1 {
		t.Errorf("a document without a state: %v", empty.State)
	}
}

// A ladder is a track of named steps: a box for each, labelled with it, the steps up to the
// one reached ticked, and ticking a step reaches it. The sixth ruleset's courage is one, a kind
// of section only it has, which costs the model and its folder and neither renderer.
func TestALadderNamesEachStep(t *testing.T) {
	m, doc := minimal.New(), minimal.Document()
	sections := screen.Sections(m, doc)
	if len(sections) != 2 || sections[1].Title != "Mod" {
		t.Fatalf("minimal's sections: %+v", sections)
	}
	var labels []string
	var ticked []bool
	for _, b := range sections[1].Boxes {
		labels, ticked = append(labels, b.Label), append(ticked, b.Checked)
	}
	if !slices.Equal(labels, []string{"Stadig", "Skakad", "Flyr"}) || !slices.Equal(ticked, []bool{true, false, false}) {
		t.Errorf("courage 1: steps %q ticked %v", labels, ticked)
	}
	sections[1].Boxes[2].Set(doc, true)
	if doc.State["mod"] != 3 || sections[1].Boxes[2].Path != "state.mod.3" {
		t.Errorf("Flyr ticked: courage %d, the box of %q", doc.State["mod"], sections[1].Boxes[2].Path)
	}
}
