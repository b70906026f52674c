package intensitet

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// 002_6d76bbb4583373db.txt, "Medvetslös": "Utan läkning vaknar han upp efter en rast." A Rast
// left the unconscious asleep; one dying is not woken by it.
func TestRastWakesTheUnconscious(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Conditions = []string{"medvetslos"}
	out, _, err := r.Act(c, Rast, rand.New(rand.NewPCG(1, 0)))
	if err != nil || slices.Contains(out.Conditions, "medvetslos") {
		t.Errorf("after a Rast: %v, %v", out.Conditions, err)
	}
	c.Conditions = []string{"doende"}
	if out, _, _ := r.Act(c, Rast, rand.New(rand.NewPCG(1, 0))); !slices.Contains(out.Conditions, "doende") {
		t.Errorf("a Rast healed the dying: %v", out.Conditions)
	}
}

// 002_6d76bbb4583373db.txt: "Vila. Detta är en period på minst sex timmar då man sover", and
// "Om striden helt dör ut, tas tärningen bort (dvs, får värdet noll)". A Vila left the
// intensity die where the fight had left it.
func TestVilaTakesTheIntensityDieAway(t *testing.T) {
	c := sheet.New(ID)
	c.State["intensitet"] = 4
	if out, _ := load(t).Rest(c, nil); out.State["intensitet"] != 0 {
		t.Errorf("after a Vila the die shows %d", out.State["intensitet"])
	}
}

// 002_6d76bbb4583373db.txt: "Döende: Rollfiguren är hjälplös och kan inte utföra några
// handlingar", and Hämta andan is a "Normal handling". The dying could Hämta andan.
func TestNoHamtaAndanWhileDying(t *testing.T) {
	c := sheet.New(ID)
	c.State["skada"] = 5
	c.Conditions = []string{"doende"}
	if _, _, err := load(t).Act(c, HämtaAndan, nil); err == nil {
		t.Error("the dying took Hämta andan")
	}
	c.Conditions = nil
	if _, _, err := load(t).Act(c, HämtaAndan, nil); err != nil {
		t.Errorf("one standing: %v", err)
	}
}

// 002_6d76bbb4583373db.txt: "Fastlåst … din Fart är 0", "Nersaktad … Din Fart är 2 (såvida den
// inte var lägre innan)", "Liggande … Du kan bara krypa (halv fart)"; "Döv … –10 på alla
// tester av Uppfatta". The sheet showed the Fart and Passiv uppfattning of one unhindered.
func TestConditionsOnFartAndUppfattning(t *testing.T) {
	r := load(t)
	for _, c := range []struct {
		conditions []string
		fart       int
		passiv     int
	}{
		{nil, 6, 10}, {[]string{"fastlast"}, 0, 10}, {[]string{"nersaktad"}, 2, 10}, {[]string{"liggande"}, 3, 10},
		{[]string{"dov"}, 6, 0}, {[]string{"dov", "forblindad"}, 6, -10},
	} {
		ch := sheet.New(ID)
		ch.Conditions = c.conditions
		d := r.Derive(ch).(*Derived)
		fart, _ := Fart(d.attrs["fart"], r.Gäller(c.conditions))
		if fart != c.fart || d.Passiv != c.passiv {
			t.Errorf("%v: Fart %d, Passiv %d; want %d, %d", c.conditions, fart, d.Passiv, c.fart, c.passiv)
		}
	}
}

// 002_6d76bbb4583373db.txt, "Liggande": "Du erhåller +2 på alla försvar mot avståndsattacker
// från angripare som inte befinner sig intill dig. Du har Underläge mot fiender som angriper
// dig med närstridsattacker." The sheet said every attack on one lying got +2.
func TestLiggandeIsUnderlageOnlyToBlows(t *testing.T) {
	r := load(t)
	c := sheet.New(ID)
	c.Conditions = []string{"liggande"}
	why := ""
	for _, v := range r.Derive(c).(*Derived).Sheet.State {
		if v.ID == "condition.status" {
			why = v.Why.In(engine.Words{})
		}
	}
	if !strings.Contains(why, "närstridsattacker mot rollfiguren får +2") {
		t.Errorf("one lying: %q", why)
	}
}
