package framgangsslag

import "testing"

// "Dessa kommer alltid i sjok om 3", and the general table from +9 to −9.
func TestSituation(t *testing.T) {
	tb := tables(t)
	if len(tb.Situation) != 7 || tb.Situation[0].Value != 9 || tb.Situation[6].Value != -9 {
		t.Fatalf("table %+v", tb.Situation)
	}
	for _, l := range tb.Situation {
		if err := CheckSV(l.Value); err != nil {
			t.Error(err)
		}
	}
	if CheckSV(2) == nil {
		t.Error("SV 2 accepted")
	}
	if tb.KanTaSinTid("Rörlighet") || !tb.KanTaSinTid("Närstridsanfall") {
		t.Error("Ta sin tid")
	}
}

// "kan välja att ta en Komplikation mot att man får +1", "NPCs kan inte ta Komplikationer",
// and "inte heller ta Komplikationer på Riskabla Framgångsslag".
func TestKomplikation(t *testing.T) {
	if u, err := Komplikation(19, false, false); u != 20 || err != nil {
		t.Error("a Komplikation for +1")
	}
	if _, err := Komplikation(19, true, false); err == nil {
		t.Error("an NPC took a Komplikation")
	}
	if _, err := Komplikation(19, false, true); err == nil {
		t.Error("a Komplikation on a risky roll")
	}
	// "Ifall målet har mer Greppningsskada än det har Hälsa så räknas målet som Greppat."
	if Greppad(8, 8) || !Greppad(9, 8) {
		t.Error("Greppad")
	}
}

// The action catalogue: costs, keywords and what the actions add to their own roll.
func TestHandlingar(t *testing.T) {
	tb := tables(t)
	byID := map[string]Handling{}
	for _, h := range tb.Handlingar {
		byID[h.ID] = h
	}
	// "Frenesi (2 Handlingspoäng) … Utmattning: 2 … # +1 SB # +2 på Framgångsslaget"
	if f := byID["frenesi"]; f.HP != "2" || f.Utmattning != "2" || f.FV != 2 || f.SB != 1 {
		t.Errorf("Frenesi %+v", f)
	}
	// "Snabbt skott (1 Handlingspoäng, Snabb handling, Reaktiv handling) … # -1 SB # -3 SV"
	if s := byID["snabbt-skott"]; !s.Snabb || !s.Reaktiv || s.SV != -3 || s.SB != -1 {
		t.Errorf("Snabbt skott %+v", s)
	}
	if m := byID["motvarn"]; !m.Reaktiv || len(m.Effekter) < 4 {
		t.Errorf("Motvärn %+v", m)
	}
	if len(tb.Handlingar) < 25 {
		t.Errorf("%d actions", len(tb.Handlingar))
	}
}
