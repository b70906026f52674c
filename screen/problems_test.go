package screen

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
)

// A problem of a gear row's count is the row's problem and the list's too; one of another row
// is not, and one of no field is filed nowhere.
func TestAProblemIsFiledUnderItsFieldAndEveryFieldItIsIn(t *testing.T) {
	count := fieldpath.Gear(3).Of("count")
	p := FileProblems([]engine.Problem{
		{Field: count, Severity: engine.Error, Message: "antal -1"},
		{Field: fieldpath.Gear(4), Severity: engine.Warning, Message: "tung"},
		{Field: "", Severity: engine.Warning, Message: "allmänt"},
	}, engine.Words{})
	if !slices.Equal(p.Of(count), []string{"antal -1"}) || !slices.Equal(p.Of(fieldpath.Gear(3)), []string{"antal -1"}) {
		t.Errorf("the count's row: %q, %q", p.Of(count), p.Of(fieldpath.Gear(3)))
	}
	if !slices.Equal(p.Of(fieldpath.Gears), []string{"antal -1", "tung"}) {
		t.Errorf("the list: %q", p.Of(fieldpath.Gears))
	}
	if len(p.Of(fieldpath.Gear(5))) != 0 || len(p.Of("")) != 0 {
		t.Errorf("filed where it does not belong: %v", p)
	}
}
