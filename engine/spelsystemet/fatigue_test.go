package spelsystemet

import (
	"math/rand/v2"
	"testing"

	"rollformular/sheet"
)

// 000_66db17633cb0378a.txt, "Trötthet och Utmattning".
func TestÖveransträngning(t *testing.T) {
	// "Dessutom omvandlas all överskjutande T till U (om personen har samlat på sig både
	// trötthet och utmattning sedan tidigare, är det alltid tröttheten som skjuter över)."
	s := sheet.State{"trotthet": 8, "utmattning": 4}
	if moved := Överansträngning(s, 10); moved != 2 || s["trotthet"] != 6 || s["utmattning"] != 6 {
		t.Errorf("T 8 U 4 at HÄL 10: moved %d, state %v", moved, s)
	}
	s = sheet.State{"trotthet": 3, "utmattning": 2}
	if moved := Överansträngning(s, 10); moved != 0 || s["trotthet"] != 3 {
		t.Errorf("below HÄL: moved %d, state %v", moved, s)
	}
}

func TestTrötthetsomgång(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	c.Armor = map[string][]string{"huvud": {"oppen-hjalm"}} // a helmet: two rolls
	total := 0
	for seed := range uint64(100) {
		out, report := r.Trötthetsomgång(c, rand.New(rand.NewPCG(seed, 2)))
		if len(report) != 2 {
			t.Fatalf("a helmet makes two rolls: %v", report)
		}
		total += out.State["trotthet"]
	}
	// Against HÄL 12 a roll fails on 13–20, 8 faces of 20: 0.8 Trötthet a set, about 80 in
	// 100 sets.
	if total < 50 || total > 110 {
		t.Errorf("100 sets of two rolls at HÄL 12 gave %d Trötthet, expected about 80", total)
	}
	// "Utmattning … är en negativ modifikation på HÄL-slag. Ja, detta gäller även trötthets-
	// och utmattningsslag."
	c.State = sheet.State{"utmattning": 11}
	out, report := r.Utmattningsslag(c, rand.New(rand.NewPCG(1, 1)))
	if len(report) == 0 || out.State["utmattning"] < 11 {
		t.Fatalf("utmattningsslag: %v %v", out.State, report)
	}
}
