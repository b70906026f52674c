package sheet

import (
	"strings"
	"testing"
)

// "check flags duplicate JSON keys": the member given twice is named with its line.
func TestDuplicateNameIsNamedWithItsLine(t *testing.T) {
	t.Parallel()
	doc := "{\n  \"format\": \"rollformular\",\n  \"attributes\": {\"hal\": 12,\n    \"hal\": 14}\n}\n"
	err := DuplicateName([]byte(doc))
	if err == nil || !strings.Contains(err.Error(), "/attributes/hal") || !strings.Contains(err.Error(), ":4:5") {
		t.Fatalf("a duplicate: %v", err)
	}
	if err := DuplicateName([]byte(`{"a": {"b": 1}, "c": {"b": 2}}`)); err != nil {
		t.Errorf("one name in two objects: %v", err)
	}
	if err := DuplicateName([]byte(`{"a": `)); err != nil {
		t.Errorf("a broken document is reading's to say: %v", err)
	}
}
