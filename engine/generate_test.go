package engine

import (
	"math/rand/v2"
	"testing"
)

func TestRollAttributesIsSeededAndInRange(t *testing.T) {
	d := &Description{ID: "x", Attributes: []Attribute{{ID: "a", Dice: "3T6"}, {ID: "b", Dice: "2T6+6"}}}
	one, err := RollAttributes(d, rand.New(rand.NewPCG(42, 0)))
	if err != nil {
		t.Fatal(err)
	}
	two, _ := RollAttributes(d, rand.New(rand.NewPCG(42, 0)))
	if one["a"] != two["a"] || one["b"] != two["b"] {
		t.Fatalf("same seed, different characters: %v %v", one, two)
	}
	if one["a"] < 3 || one["a"] > 18 || one["b"] < 8 || one["b"] > 18 {
		t.Fatalf("rolled %v outside the dice", one)
	}
	bad := &Description{ID: "x", Attributes: []Attribute{{ID: "a", Dice: "3X6"}}}
	if _, err := RollAttributes(bad, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Fatal("bad dice in a table must be an error")
	}
}
