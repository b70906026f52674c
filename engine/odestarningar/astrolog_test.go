package odestarningar

import (
	"fmt"
	"strings"
	"testing"

	"rollformular/sheet"
)

// "Astrolog: Slaget slås med ett dubbelslag (två tärningar adderas). 2 blir katastrof (-2 på
// ett handlingsslag, när avgörs av sl), 3-5 illa (-1 på ett handlingsslag), 6-8 balans, 9-11
// bra (+1 på ett handlingsslag) och 12 fantastiskt (+2 på ett handlingsslag)."
// (004_b260f69c548f960d.txt) Astrolog was text only: nothing rolled it.
func TestAstrolog(t *testing.T) {
	want := map[int]int{2: -2, 3: -1, 5: -1, 6: 0, 8: 0, 9: 1, 11: 1, 12: 2}
	for sum, mod := range want {
		if _, got := Astrologi(sum); got != mod {
			t.Errorf("%d: %+d, want %+d", sum, got, mod)
		}
	}
	r := load(t)
	if _, _, err := r.Act(hero(3, nil), Astrolog, seeded(1)); err == nil {
		t.Error("a hero without Astrolog rolled it")
	}
	astrolog := hero(3, func(c *sheet.Character) { c.Traits = []sheet.Trait{{ID: "astrolog", Level: 1}} })
	_, report, err := r.Act(astrolog, Astrolog, seeded(1))
	if err != nil || !strings.Contains(report.String(), "på ett handlingsslag som sl avgör") {
		t.Errorf("%v %v", report, err)
	}
}

// "Återhämtning: Gammavärdet sjunker inte spontant, det krävs minst ett ordinärt medlab,
// färdigheten medicin och ett utmanande handlingsslag. Ett avancerat medlab sänker
// svårighetsgraden till normal. En behandling med begränsad framgång sänker gammavärdet ett
// steg, en behandling med framgång två steg, och en fullständig framgång tre steg."
// (004_b260f69c548f960d.txt) The treatment was text only: only the table of steps existed.
func TestGammaTreatment(t *testing.T) {
	r := load(t)
	patient := func(vård int) *sheet.Character {
		return hero(3, func(c *sheet.Character) {
			c.State["gamma"], c.State["vard"] = 8, vård
			c.Skills = []sheet.Skill{{ID: "medicin", Value: 2}}
		})
	}
	if _, _, err := r.Act(patient(0), Behandla, seeded(1)); err == nil {
		t.Error("treated without a medlab")
	}
	noMedicin := patient(1)
	noMedicin.Skills = nil
	if _, _, err := r.Act(noMedicin, Behandla, seeded(1)); err == nil {
		t.Error("treated without medicin")
	}
	for vård, difficulty := range map[int]int{1: 6, 2: 5} {
		lowered := map[int]bool{}
		for seed := range uint64(60) {
			c := patient(vård)
			_, out, report, err := r.Strålningsbehandling(c, c, seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			// 3 öde dice and a die of medicin against difficulty: the roll's value is in the
			// report, "… = v mot d".
			var v, d int
			line := report[0].Sv()
			if _, err := sscanAfter(line, "= %d mot %d", &v, &d); err != nil || d != difficulty {
				t.Fatalf("vård %d: %q", vård, line)
			}
			steps := Behandling(Framgångsgrad(v, d))
			if out.State["gamma"] != 8-steps || c.State["gamma"] != 8 {
				t.Fatalf("vård %d, %d against %d: gamma %d, want %d", vård, v, d, out.State["gamma"], 8-steps)
			}
			lowered[steps] = true
		}
		if !lowered[0] || !lowered[1] {
			t.Errorf("vård %d: 60 seeds lowered by %v", vård, lowered)
		}
	}
}

// sscanAfter scans format from the first "=" of line on.
func sscanAfter(line, format string, args ...any) (int, error) {
	return fmt.Sscanf(line[strings.Index(line, "="):], format, args...)
}
