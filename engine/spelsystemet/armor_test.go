package spelsystemet

import (
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

func armored(armor map[string][]string) *Derived {
	return deriveWith(func(c *sheet.Character) { c.Armor = armor })
}

func problemsOf(d *Derived, field string) string {
	var msgs []string
	for _, p := range d.Problems() {
		if string(p.Field) == field {
			msgs = append(msgs, string(p.Severity)+": "+p.Message)
		}
	}
	return strings.Join(msgs, "; ")
}

// 000_66db17633cb0378a.txt, "Kroppspansar".
func TestArmorLayersAddUp(t *testing.T) {
	// "Alla typer upp till och med mjukt läder kan bäras under annat pansar (även under
	// hjälmar); de olika SP-värdena summeras då för de relevanta kroppsdelarna."
	d := armored(map[string][]string{
		"brostkorg": {"kvilt", "ringbrynja"},      // 2 2 1 + 4 1 2
		"huvud":     {"laderhuva", "oppen-hjalm"}, // 1 1 1 + 4 2 3
	})
	if sp := d.SP["brostkorg"]; sp.H != 6 || sp.K != 3 || sp.S != 3 || sp.Laser != 3 {
		t.Errorf("kvilt under ringbrynja: %+v, want H 6 K 3 S 3", sp)
	}
	if sp := d.SP["huvud"]; sp.H != 5 || sp.K != 3 || sp.S != 4 {
		t.Errorf("läderhuva under öppen hjälm: %+v, want H 5 K 3 S 4", sp)
	}
	if sp := d.SP["hoger-arm"]; sp.H != 0 || len(sp.Worn) != 0 {
		t.Errorf("a bare arm: %+v", sp)
	}
	if len(d.Problems()) != 0 {
		t.Errorf("problems %v", d.Problems())
	}
}

func TestArmorLayeringProblems(t *testing.T) {
	d := armored(map[string][]string{
		"brostkorg": {"ringbrynja", "metall"}, // two outer layers
		"mage":      {"tyg", "kvilt", "brigant"},
		"hoger-arm": {"oppen-hjalm"},
		"huvud":     {"ringbrynja"},
		"svans":     {"tyg"},
	})
	if got := problemsOf(d, "armor.brostkorg"); !strings.Contains(got, "två yttre lager") || !strings.HasPrefix(got, "error") {
		t.Errorf("ringbrynja with metall over it: %q", got)
	}
	if got := problemsOf(d, "armor.mage"); got != "" {
		t.Errorf("two under-layers below brigant are allowed: %q", got)
	}
	if got := problemsOf(d, "armor.hoger-arm"); !strings.Contains(got, "hjälm") {
		t.Errorf("a helmet on an arm: %q", got)
	}
	if got := problemsOf(d, "armor.huvud"); !strings.Contains(got, "kroppspansar") {
		t.Errorf("a body armor on the head: %q", got)
	}
	if got := problemsOf(d, "armor.svans"); !strings.Contains(got, "okänd kroppsdel") {
		t.Errorf("an unknown body part: %q", got)
	}
}

func TestReflekAgainstLaser(t *testing.T) {
	// "Reflek har 12 SP enbart mot laserstrålar, 1 mot alla andra typer av vapen."
	d := armored(map[string][]string{"brostkorg": {"reflek"}})
	if sp := d.SP["brostkorg"]; sp.H != 1 || sp.S != 1 || sp.Laser != 12 {
		t.Errorf("reflek: %+v", sp)
	}
}

func TestStridspansarIsAFullSuit(t *testing.T) {
	// "Stridspansar är en helrustning (inklusive hjälm)" and "vanligt stridspansar ger ju 2
	// sådana, för tung rustning + hjälm".
	all := map[string][]string{}
	for _, p := range []string{"huvud", "brostkorg", "mage", "hoger-arm", "vanster-arm", "hoger-ben", "vanster-ben"} {
		all[p] = []string{"stridspansar"}
	}
	d := armored(all)
	if len(d.Problems()) != 0 {
		t.Errorf("stridspansar on the head is its helmet: %v", d.Problems())
	}
	if d.FatigueRolls != 3 {
		t.Errorf("stridspansar: %d Trötthet rolls, want 1 + 2", d.FatigueRolls)
	}
}

func TestTrötthetsslag(t *testing.T) {
	// "+1 för bärande av tungt pansar (4+ i HSP på mer än 2 kroppsdelar, huvudet ej inräknat)"
	two := armored(map[string][]string{"brostkorg": {"ringbrynja"}, "mage": {"ringbrynja"}, "huvud": {"laderhuva"}})
	if two.FatigueRolls != 1 {
		t.Errorf("4 HSP on two parts: %d rolls, want 1", two.FatigueRolls)
	}
	three := armored(map[string][]string{"brostkorg": {"ringbrynja"}, "mage": {"ringbrynja"}, "hoger-arm": {"ringbrynja"}})
	if three.FatigueRolls != 2 {
		t.Errorf("4 HSP on three parts: %d rolls, want 2", three.FatigueRolls)
	}
	// "+1 för bärande av hjälm (3+ HSP på huvudet)"
	if d := armored(map[string][]string{"huvud": {"komposithjalm"}}); d.FatigueRolls != 2 {
		t.Errorf("komposithjälm (3 HSP): %d rolls, want 2", d.FatigueRolls)
	}
	if d := armored(map[string][]string{"huvud": {"laderhatta"}}); d.FatigueRolls != 1 {
		t.Errorf("läderhätta (2 HSP): %d rolls, want 1", d.FatigueRolls)
	}
	// "+1 för packning"
	c := character(10, 10, 10, 10, 10)
	c.State = sheet.State{"packning": 1}
	if d := load(t).Derive(c).(*Derived); d.FatigueRolls != 2 {
		t.Errorf("with a pack: %d rolls, want 2", d.FatigueRolls)
	}
}

func TestShield(t *testing.T) {
	c := character(10, 10, 10, 10, 10)
	c.Shield = &sheet.Shield{ID: "skold"}
	d := load(t).Derive(c).(*Derived)
	if d.Shield == nil || d.Shield.SP != 3 {
		t.Fatalf("sköld: %+v, want the default SP 3", d.Shield)
	}
	own := 5
	c.Shield = &sheet.Shield{ID: "skold", SP: &own}
	if d := load(t).Derive(c).(*Derived); d.Shield.SP != 5 {
		t.Errorf("a shield's own SP: %+v", d.Shield)
	}
	c.Shield = &sheet.Shield{ID: "parerdolk"}
	// "en parerdolk fungerar som en sköld värd 1 poäng"
	if d := load(t).Derive(c).(*Derived); d.Shield.SP != 1 {
		t.Errorf("parerdolk: %+v", d.Shield)
	}
	c.Shield = &sheet.Shield{ID: "pavis"}
	if d := load(t).Derive(c).(*Derived); d.Shield != nil || d.Problems()[0].Severity != engine.Error {
		t.Errorf("unknown shield: %+v %v", d.Shield, d.Problems())
	}
}
