package spelsystemet

import (
	"math/rand/v2"
	"strings"
	"testing"

	"rollformular/sheet"
)

// asa has LP 13: KP huvud 5, bröstkorg 6, mage 5, arms 4, legs 5.
func wounded(wounds ...sheet.Wound) *Derived {
	return deriveWith(func(c *sheet.Character) { c.Wounds = wounds })
}

// 000_66db17633cb0378a.txt, "Skador och Läkning".
func TestWoundsPassOnToLP(t *testing.T) {
	// "Varje skada KP gör en lika stor mängd skada mot LP också."
	d := wounded(sheet.Wound{Part: "brostkorg", Damage: 3}, sheet.Wound{Part: "mage", Damage: 2})
	if d.Condition.LPDamage != 5 || d.Condition.CurrentLP != 8 {
		t.Errorf("5 damage: %+v", d.Condition)
	}
	// "Från normala attacker är 2xKP den maximala skadan som kan överföras till LP" for a limb.
	d = wounded(sheet.Wound{Part: "hoger-arm", Damage: 11})
	if pc := d.Condition.Parts["hoger-arm"]; pc.ToLP != 8 || pc.Status != statusBruten {
		t.Errorf("11 on an arm of KP 4: %+v, want 8 to LP and bruten", pc)
	}
	// "Undantag är massiva skadekällor som exempelvis explosioner, ett fall".
	d = wounded(with(sheet.Wound{Part: "hoger-arm", Damage: 11}, members.Massive))
	if d.Condition.LPDamage != 11 {
		t.Errorf("11 massive on an arm: %d to LP, want 11", d.Condition.LPDamage)
	}
	// Damage straight to LP.
	d = wounded(sheet.Wound{Damage: 4})
	if d.Condition.CurrentLP != 9 {
		t.Errorf("4 straight to LP: %+v", d.Condition)
	}
}

func TestVitalPartStatuses(t *testing.T) {
	// "1xKP: Kroppsdelen är obrukbar. … Huvudet - Medvetslöshet."
	d := wounded(sheet.Wound{Part: "huvud", Damage: 5})
	if pc := d.Condition.Parts["huvud"]; pc.Status != statusObrukbar || !d.Condition.Unconscious {
		t.Errorf("head at 1×KP: %+v %+v", pc, d.Condition)
	}
	// "Magen - Båda benen blir obrukbara"
	d = wounded(sheet.Wound{Part: "mage", Damage: 5})
	if pc := d.Condition.Parts["mage"]; !strings.Contains(strings.Join(pc.Effects, " "), "Båda benen") || d.Condition.Unconscious {
		t.Errorf("belly at 1×KP: %+v", pc)
	}
	// "2xKP: Rollpersonen faller medvetslös, och blöder 1 LP/rond"
	d = wounded(sheet.Wound{Part: "brostkorg", Damage: 12})
	if !d.Condition.Unconscious || d.Condition.Bleeding != 1 {
		t.Errorf("chest at 2×KP: %+v", d.Condition)
	}
	// "3xKP: Personen dör."
	d = wounded(sheet.Wound{Part: "brostkorg", Damage: 18})
	if !d.Condition.Dead {
		t.Errorf("chest at 3×KP: %+v", d.Condition)
	}
}

func TestLimbStatuses(t *testing.T) {
	// "1xKP: Obrukbar. I en arm betyder detta att eventuellt vapen … tappas."
	d := wounded(sheet.Wound{Part: "vanster-arm", Damage: 4})
	if pc := d.Condition.Parts["vanster-arm"]; pc.Status != statusObrukbar || pc.Bleeding {
		t.Errorf("arm at 1×KP: %+v", pc)
	}
	// "2xKP: Som ovan, plus blödande (1LP/rond). … En lem anses också vara bruten"
	d = wounded(sheet.Wound{Part: "vanster-ben", Damage: 10})
	if pc := d.Condition.Parts["vanster-ben"]; pc.Status != statusBruten || !pc.Bleeding || d.Condition.Unconscious {
		t.Errorf("leg at 2×KP: %+v", pc)
	}
	// "3xKP: Medvetslöshet (och blödande …). Dessutom är lemmen i fråga permanent skadad"
	d = wounded(sheet.Wound{Part: "vanster-ben", Damage: 15})
	if pc := d.Condition.Parts["vanster-ben"]; pc.Status != statusAvhuggen || !d.Condition.Unconscious {
		t.Errorf("leg at 3×KP: %+v", pc)
	}
	// "Skador från ett laservapen blöder aldrig."
	d = wounded(with(sheet.Wound{Part: "vanster-ben", Damage: 10}, members.Laser))
	if d.Condition.Bleeding != 0 {
		t.Errorf("a laser wound bleeds: %+v", d.Condition)
	}
	d = wounded(sheet.Wound{Part: "vanster-ben", Damage: 10, Stanched: true})
	if d.Condition.Bleeding != 0 {
		t.Errorf("a stanched wound bleeds: %+v", d.Condition)
	}
}

func TestPeripheralPart(t *testing.T) {
	tail := BodyPart{Obrukbar: "Svansen hänger."}
	tail.Vitality = perifer
	// "1xKP: Obrukbar. Mer skada än så här tillämpas inte mot LP." "2xKP: Kapad."
	pc := partCondition(tail, 3, []sheet.Wound{{Part: "svans", Damage: 5}})
	if pc.Status != statusObrukbar || pc.ToLP != 3 {
		t.Errorf("tail at 1×KP: %+v", pc)
	}
	pc = partCondition(tail, 3, []sheet.Wound{{Part: "svans", Damage: 6}})
	if pc.Status != statusKapad {
		t.Errorf("tail at 2×KP: %+v", pc)
	}
}

func TestLPDeath(t *testing.T) {
	// "När rollpersonens LP sjunkit ned till 0, faller hon medvetslös."
	d := wounded(sheet.Wound{Damage: 13})
	if !d.Condition.Unconscious || d.Condition.Dead {
		t.Errorf("LP 0: %+v", d.Condition)
	}
	// "Om en rollperson tar dubbelt så mycket skada som hon har i (ursprungliga) LP, dör hon."
	d = wounded(sheet.Wound{Damage: 26})
	if !d.Condition.Dead {
		t.Errorf("26 damage at LP 13: %+v", d.Condition)
	}
}

func TestHjältemod(t *testing.T) {
	// "För att ignorera att en kroppsdel tagit 1xKP i skada slås mot HÄL, för att få strunta i
	// en skada på 2xKP slås mot HÄL/2."
	if Hjältemod(13, 1) != 13 || Hjältemod(13, 2) != 7 || Hjältemod(13, 3) != 0 {
		t.Error("Hjältemod values")
	}
}

func TestTaSkadaAddsFatigue(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	out, report, err := r.TaSkada(c, sheet.Wound{Part: "hoger-ben", Damage: 4, Type: "H"})
	if err != nil {
		t.Fatal(err)
	}
	if out.State["trotthet"] != 1 || out.State["utmattning"] != 0 || len(c.Wounds) != 0 {
		t.Fatalf("one wound: state %v, report %v; the original must not change", out.State, report)
	}
	out, report, _ = r.TaSkada(out, sheet.Wound{Part: "hoger-ben", Damage: 6, Type: "H"})
	if out.State["trotthet"] != 2 || out.State["utmattning"] != 1 {
		t.Fatalf("reaching 2×KP: state %v, report %v", out.State, report)
	}
	if !strings.Contains(strings.Join(report.Lines(), " "), "bruten") {
		t.Errorf("report %v does not name the new status", report)
	}
	if _, _, err := r.TaSkada(c, sheet.Wound{Part: "svans", Damage: 1}); err == nil {
		t.Error("a wound on an unknown part must be refused")
	}
	// A blow stopped by armor does no Trötthet: "för varje slag som gör någon som helst skada".
	out, _, _ = r.TaSkada(c, sheet.Wound{Part: "huvud", Damage: 0})
	if out.State["trotthet"] != 0 {
		t.Error("no damage, no Trötthet")
	}
}

func TestVila(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	c.Wounds = []sheet.Wound{{Part: "hoger-ben", Damage: 2}, {Part: "hoger-ben", Damage: 5}, {Part: "mage", Damage: 1}, {Damage: 4}}
	c.State = sheet.State{"trotthet": 3}
	out, report := r.Vila(c, rand.New(rand.NewPCG(1, 1)), false)
	legBefore, legAfter := 7, 0
	for _, w := range out.Wounds {
		if w.Part == "hoger-ben" {
			legAfter += w.Damage
		}
		if w.Part == "" && w.Damage != 4 {
			t.Errorf("LP damage healed while parts are hurt: %+v", out.Wounds)
		}
	}
	if healed := legBefore - legAfter; healed < 1 || healed > 3 {
		t.Errorf("a week heals 1T3 in the leg, healed %d (%v)", healed, report)
	}
	if out.State["trotthet"] != 0 {
		t.Error("a week of rest clears Trötthet")
	}
	// Once the parts are whole, LP heals "i samma takt".
	c.Wounds = []sheet.Wound{{Damage: 4}}
	out, _ = r.Vila(c, rand.New(rand.NewPCG(2, 2)), true)
	if len(out.Wounds) == 1 && out.Wounds[0].Damage > 2 {
		t.Errorf("Läkekonst doubles 1T3 on LP: %+v", out.Wounds)
	}
}

func TestFörbindaSår(t *testing.T) {
	r := load(t)
	c := character(12, 11, 14, 13, 15)
	c.Wounds = []sheet.Wound{{Part: "hoger-ben", Damage: 9}}
	outcomes := map[string]int{}
	for seed := range uint64(200) {
		out, msg, err := r.FörbindaSår(c, 0, 10, rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case strings.Contains(msg.Sv(), "kritiskt"):
			outcomes["krit"]++
			if healed := 9 - out.Wounds[0].Damage; healed < 2 || healed > 6 || !out.Wounds[0].Treated {
				t.Fatalf("a critical heals 2T3: %d", healed)
			}
		case strings.Contains(msg.Sv(), ": lyckat"):
			outcomes["ok"]++
			if healed := 9 - out.Wounds[0].Damage; healed < 1 || healed > 3 || !out.Wounds[0].Stanched {
				t.Fatalf("a success heals 1T3 and stops the bleeding: %d", healed)
			}
		case strings.Contains(msg.Sv(), "fummel"):
			outcomes["fummel"]++
			if !out.Wounds[0].Treated || out.Wounds[0].Damage != 9 {
				t.Fatal("a fumble closes the wound to treatment and heals nothing")
			}
		default:
			outcomes["miss"]++
			if out.Wounds[0].Treated {
				t.Fatal("a failure leaves the wound open to another try")
			}
		}
	}
	if len(outcomes) != 4 {
		t.Errorf("200 seeds gave only %v", outcomes)
	}
	c.Wounds[0].Treated = true
	if _, _, err := r.FörbindaSår(c, 0, 10, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("a treated wound: \"Varje enskilt sår kan endast ges en (lyckad) behandling\"")
	}
	c.Wounds = []sheet.Wound{{Damage: 14}}
	if _, _, err := r.FörbindaSår(c, 0, 10, rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("LP damage at LP below 1 cannot be bound")
	}
}

// with is w with the flag set.
func with(w sheet.Wound, flag sheet.Member[bool]) sheet.Wound {
	flag.Set(&w.Members, true)
	return w
}

// The printed sheet left a wounded character's boxes empty: the layout did not say how much
// damage each part and LP had taken. Each part carries all of its damage ("Alla skador på en
// viss kroppsdel är kumulativa"), LP what passes on to it: here everything but the arm's
// past 2×KP.
func TestLayoutCarriesTheDamageThePrintedSheetTicks(t *testing.T) {
	d := wounded(sheet.Wound{Part: "hoger-arm", Damage: 11}, sheet.Wound{Part: "mage", Damage: 6},
		sheet.Wound{Part: "mage", Damage: 2}, sheet.Wound{Damage: 1})
	layout := d.Layout()
	for part, want := range map[string]int{"hoger-arm": 11, "mage": 8, "huvud": 0, "brostkorg": 0} {
		if got := layout.BodyPartRow(part).Damage; got != want {
			t.Errorf("%s: damage %d, want %d", part, got, want)
		}
	}
	// The arm passes on 2×KP 8 of its 11, the belly its 8, and 1 goes straight to LP.
	if got := layout.Life.Taken; got != 17 {
		t.Errorf("LP taken %d, want 8 + 8 + 1 = 17", got)
	}
	if got := deriveWith(func(*sheet.Character) {}).Layout().Life.Taken; got != 0 {
		t.Errorf("unhurt: LP taken %d", got)
	}
}
