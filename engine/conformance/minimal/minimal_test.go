package minimal

import (
	"testing"

	"rollformular/engine/conformance"
)

func TestMinimalConforms(t *testing.T) {
	if err := conformance.Check(New(), Document()); err != nil {
		t.Fatal(err)
	}
}
