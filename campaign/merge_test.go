package campaign

import (
	"bytes"
	"reflect"
	"slices"
	"testing"

	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// theirsOf is asa with changes of another machine: STY up, a skill changed, a skill added, the
// dagger gone, a wound, a member this version does not know.
func theirsOf(t *testing.T, mine *sheet.Character) *sheet.Character {
	t.Helper()
	c := mine.Clone()
	c.Attributes["sty"] = 16
	c.Skills[2].Value = 12
	c.Skills = append([]sheet.Skill{{ID: "simma", Value: 7}}, c.Skills...) // at the top: no index shifts a diff
	c.Weapons = slices.DeleteFunc(c.Weapons, func(w sheet.Weapon) bool { return w.ID == "dolk" })
	c.Wounds = append(c.Wounds, sheet.Wound{Part: "brostkorg", Damage: 4})
	c.Members.SetRaw("x_note", []byte(`"hej"`))
	return c
}

func TestDiffByRowIdentity(t *testing.T) {
	mine := load(t, example("asa-jarnhand"))
	theirs := theirsOf(t, mine)
	var paths []fieldpath.Path
	for _, d := range Diff(mine, theirs) {
		paths = append(paths, d.Path)
	}
	want := []fieldpath.Path{"attributes.sty", "skills.narkamp", "skills.simma", "weapons.dolk", "wounds.brostkorg", "members.x_note"}
	if !slices.Equal(paths, want) {
		t.Fatalf("paths %v, want %v", paths, want)
	}
	d := Diff(mine, theirs)
	if d[0].A != "15" || d[0].B != "16" || d[0].Label != "STY" || d[3].InB || !d[2].InB || d[2].InA {
		t.Fatalf("%+v", d[:4])
	}
	if len(Diff(mine, mine.Clone())) != 0 {
		t.Fatal("a clone differs")
	}
}

// Merging with every field from mine gives mine's bytes; from theirs, theirs in every field;
// a mix takes each field from its side.
func TestMergeRoundTrips(t *testing.T) {
	mine := load(t, example("asa-jarnhand"))
	theirs := theirsOf(t, mine)
	want, _ := sheet.Marshal(mine)
	got, _ := sheet.Marshal(Merge(nil, mine, theirs, func(Difference) Side { return Mine }))
	if !bytes.Equal(got, want) {
		t.Fatalf("all mine is not mine:\n%s", got)
	}
	all := Merge(nil, mine, theirs, func(Difference) Side { return Theirs })
	if d := Diff(all, theirs); len(d) != 0 {
		t.Fatalf("all theirs differs from theirs: %+v", d)
	}
	mixed := Merge(nil, mine, theirs, func(d Difference) Side {
		if d.Kind == "skill" || d.Kind == "wound" {
			return Theirs
		}
		return Mine
	})
	if mixed.Attributes["sty"] != 15 || len(mixed.Wounds) != 1 || mixed.Skills[len(mixed.Skills)-1].ID != "simma" || len(mixed.Weapons) != 2 {
		t.Fatalf("mixed: %+v", mixed)
	}
	if _, ok := mixed.Members.Raw("x_note"); ok {
		t.Fatal("the member came from theirs")
	}
	// The merge shares nothing with theirs.
	all.Skills[0].Value = 99
	if theirs.Skills[0].Value == 99 {
		t.Fatal("the merge shares theirs' rows")
	}
}

// With the version both came from, a field only one side changed is taken from it without
// asking; choose is asked of the fields both changed.
func TestThreeWayMerge(t *testing.T) {
	base := load(t, example("asa-jarnhand"))
	mine := base.Clone()
	mine.Name = "Åsa"
	mine.Attributes["sty"] = 17
	theirs := base.Clone()
	theirs.Notes = "ny anteckning"
	theirs.Attributes["sty"] = 16
	var asked []fieldpath.Path
	out := Merge(base, mine, theirs, func(d Difference) Side { asked = append(asked, d.Path); return Theirs })
	if !slices.Equal(asked, []fieldpath.Path{"attributes.sty"}) {
		t.Fatalf("asked of %v", asked)
	}
	if out.Name != "Åsa" || out.Notes != "ny anteckning" || out.Attributes["sty"] != 16 {
		t.Fatalf("%q %q %d", out.Name, out.Notes, out.Attributes["sty"])
	}
}

// Every member of the document is compared: changing any one of them by reflection makes a
// difference, and taking it from theirs makes the merge equal theirs.
func TestDiffCoversEveryMember(t *testing.T) {
	base := load(t, example("asa-jarnhand"))
	ty := reflect.TypeFor[sheet.Character]()
	for i := range ty.NumField() {
		f := ty.Field(i)
		if f.Name == "Format" || f.Name == "Version" {
			continue // the envelope's, the same in every document this program writes
		}
		other := base.Clone()
		v := reflect.ValueOf(other).Elem().Field(i)
		switch v.Kind() {
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Map:
			m := reflect.MakeMap(v.Type())
			m.SetMapIndex(reflect.ValueOf("nytt").Convert(v.Type().Key()), reflect.New(v.Type().Elem()).Elem())
			v.Set(m)
		case reflect.Slice:
			v.Set(reflect.Append(v, reflect.New(v.Type().Elem()).Elem()))
		case reflect.Pointer:
			v.Set(reflect.New(v.Type().Elem()))
		case reflect.Struct: // Members
			other.Members.SetRaw("nytt", []byte("1"))
		default:
			t.Fatalf("%s: a %s the test does not change", f.Name, v.Kind())
		}
		if len(Diff(base, other)) == 0 {
			t.Errorf("%s: a change makes no difference", f.Name)
			continue
		}
		if d := Diff(Merge(nil, base, other, func(Difference) Side { return Theirs }), other); len(d) != 0 {
			t.Errorf("%s: taken from theirs, still %+v", f.Name, d)
		}
	}
}

// A merge view starts with each field on the side that changed it since the common version:
// the STY only theirs raised is theirs, the name only mine changed and the notes both changed
// are mine; without a common version, everything is mine.
func TestSidesStartEachFieldOnTheSideThatChangedIt(t *testing.T) {
	base := load(t, example("asa-jarnhand"))
	mine, theirs := base.Clone(), base.Clone()
	mine.Name = "Åsa den röda"
	theirs.Attributes["sty"]++
	mine.Notes, theirs.Notes = "min", "deras"
	sides := Sides(base, mine, theirs)
	if sides["attributes.sty"] != Theirs || sides["name"] != Mine || sides["notes"] != Mine {
		t.Errorf("sides %v", sides)
	}
	if len(Sides(nil, mine, theirs)) != 0 {
		t.Error("without a common version a side is chosen")
	}
}
