package odestarningar

import (
	"math/big"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// "Värdet på en färdighet (fv) kan inte överstiga en persons dubbla öde."
func TestFvAtMostTwiceÖde(t *testing.T) {
	d := derive(t, hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 6}, {ID: "narstrid", Value: 7}}
	}))
	if problemAbout(d, engine.Error, "Skytte") || !problemAbout(d, engine.Error, "Närstrid: fv 7 är över dubbla ödet, 6") {
		t.Errorf("problems: %+v", d.ProblemList)
	}
}

// "Antalet sp … är tio gånger hjältens öde", "Färdigheter som ingår i hjältens koncept kostar
// 1 sp per fv. Andra färdigheter kostar dubbelt så mycket", "Begränsade fördelar kostar 2 sp,
// måttliga 4 sp och utomordentliga 6 sp", "Fördelar som inte ingår i en hjältes bakgrund eller
// koncept kostar dubbelt antal sp", "Nackdelar som inte ingår i koncept eller bakgrund ger halva
// antalet sp", "En extra [drivkraft] får väljas till en kostnad av 2 sp."
func TestSkapelsepoäng(t *testing.T) {
	d := derive(t, hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 5, Members: sheet.MembersOf(members.Concept.Is(true))}, {ID: "manover", Value: 3}}
		c.Traits = []sheet.Trait{
			{ID: "stark", Level: 1, Members: sheet.MembersOf(members.Background.Is(true))}, // 2
			{ID: "snabb", Level: 2}, // 8
			{ID: "fardighetsbonus", Skill: "skytte", Members: sheet.MembersOf(members.Background.Is(true))}, // always måttlig: 4
			{ID: "ful", Level: 2, Members: sheet.MembersOf(members.Background.Is(true))},                    // gives 4
			{ID: "odor", Level: 3}, // gives 3
		}
		c.Drives = []string{"heder", "hämnd"} // 2
	}))
	b := d.Skapelsepoäng
	if b.Total != 30 || b.Skills != 5+6 || b.Fördelar != 2+8+4 || b.Nackdelar != 4+3 || b.Drives != 2 || b.Spent != 11+14+2-7 {
		t.Fatalf("budget %+v", b)
	}
	if b.Left != 10 || len(d.ProblemList) != 0 {
		t.Errorf("left %d, problems %+v", b.Left, d.ProblemList)
	}
}

func TestCreationLimits(t *testing.T) {
	over := derive(t, hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 6}, {ID: "narstrid", Value: 6}, {ID: "medicin", Value: 6}}
	}))
	if over.Skapelsepoäng.Left != -6 || !problemAbout(over, engine.Error, "6 för mycket") {
		t.Errorf("overspending 36 of 30: %+v %+v", over.Skapelsepoäng, over.ProblemList)
	}
	// Once the hero has experience, erf may have paid for it.
	later := derive(t, hero(3, func(c *sheet.Character) {
		c.Skills = []sheet.Skill{{ID: "skytte", Value: 6}, {ID: "narstrid", Value: 6}, {ID: "medicin", Value: 6}}
		c.State["erf"] = 10
	}))
	if !problemAbout(later, engine.Warning, "6 för mycket") {
		t.Errorf("an experienced hero is warned: %+v", later.ProblemList)
	}
	// "Maximalt tre fördelar får köpas från start."
	four := derive(t, hero(5, func(c *sheet.Character) {
		for _, id := range []string{"stark", "snabb", "beslutsam", "tursam"} {
			c.Traits = append(c.Traits, sheet.Trait{ID: id, Level: 1, Members: sheet.MembersOf(members.Background.Is(true))})
		}
	}))
	if !problemAbout(four, engine.Error, "4 fördelar") {
		t.Errorf("four advantages: %+v", four.ProblemList)
	}
	// "Antalet nackdelar är fritt, men de får inte genera fler sp än fördelarna kostat."
	flaws := derive(t, hero(3, func(c *sheet.Character) {
		c.Traits = []sheet.Trait{{ID: "stark", Level: 1, Members: sheet.MembersOf(members.Background.Is(true))}, {ID: "ful", Level: 2, Members: sheet.MembersOf(members.Background.Is(true))}}
	}))
	if !problemAbout(flaws, engine.Error, "nackdelarna ger 4 sp, mer än fördelarna kostar (2 sp)") {
		t.Errorf("flaws: %+v", flaws.ProblemList)
	}
	// "En hjälte kan maximalt ha två drivkrafter åt gången"
	drives := derive(t, hero(3, func(c *sheet.Character) { c.Drives = []string{"heder", "hämnd", "rikedom"} }))
	if !problemAbout(drives, engine.Error, "3 drivkrafter") {
		t.Errorf("drives: %+v", drives.ProblemList)
	}
	// Skill bonuses "kan bara köpas i en nivå och räknas samtliga som måttliga fördelar".
	fixed := derive(t, hero(3, func(c *sheet.Character) {
		c.Traits = []sheet.Trait{{ID: "fardighetsbonus", Level: 3, Skill: "skytte"}}
	}))
	if !problemAbout(fixed, engine.Error, "finns bara som måttlig") {
		t.Errorf("fixed level: %+v", fixed.ProblemList)
	}
}

// "En normal hjälte kan utan bekymmer bära på 5 br", "Handgranater, magasin … väger
// fjärdedels br", "delas kilovikten med två, avrundat uppåt", "Saker som väger 0,25 kilo eller
// mindre räknas som småprylar", "Bär man mer än dubbla bärförmågan kan blir avdraget -2",
// Stark: "För varje nivå ökar bärförmågan med två belastningsrutor".
func TestBelastning(t *testing.T) {
	if KiloTillRutor(0.25) != 0 || KiloTillRutor(0.3) != 1 || KiloTillRutor(2) != 1 || KiloTillRutor(2.1) != 2 {
		t.Error("kilo to boxes")
	}
	if Radvikt(0.25, 4) != 1 || Radvikt(0.25, 5) != 2 || Radvikt(2, 3) != 6 {
		t.Error("a box holds four quarters of one kind")
	}
	if Bärförmåga(0, 0) != 5 || Bärförmåga(2, 0) != 9 || Bärförmåga(0, 3) != 2 {
		t.Error("capacity")
	}
	for load, want := range map[float64]int{5: 0, 6: 1, 10: 1, 11: 2, 15: 2, 16: 3} {
		if got := Belastningsavdrag(load, 5); got != want {
			t.Errorf("%g boxes of 5: −%d, want −%d", load, got, want)
		}
	}
	if Rutor(1.25) != "1¼" || Rutor(0.75) != "¾" || Rutor(3) != "3" {
		t.Error("boxes as text")
	}
	d := derive(t, hero(3, func(c *sheet.Character) {
		c.Weapons = []sheet.Weapon{{ID: "vulkankarbin", Damage: "3"}, {ID: "durakniv", Damage: "1"}}                 // 2 + 1
		c.Gear = []sheet.Gear{{ID: "magasin", Count: 5}, {Name: "Tält", Members: sheet.MembersOf(members.Kg.Is(5))}} // 2 + 3
		c.Skills = []sheet.Skill{{ID: "rorlighet", Value: 2}, {ID: "spaning", Value: 2}}
		c.Armor[WholeBody] = []string{"latt-ordinar-rustning"} // beg 1
	}))
	if d.Belastning.Boxes != 8 || d.Belastning.Penalty != 1 || d.Belastning.Sprint {
		t.Fatalf("load %+v", d.Belastning)
	}
	// "Rustningens begränsningsvärde (beg) ger ett lika stort avdrag på alla handlingsslag
	// mot färdigheterna manöver, rörlighet och spaning"; the load's penalty on spaning is
	// only for sneaking and hiding.
	if d.Skills[0].Mod != -2 || d.Skills[1].Mod != -1 {
		t.Errorf("mods: rörlighet %d, spaning %d", d.Skills[0].Mod, d.Skills[1].Mod)
	}
}

// "Dela … (n+2)/2", "Skyddsvärdet minskar med tre … delas vikten i kilo med fem (avrunda till
// närmaste)".
func TestKonvertera(t *testing.T) {
	for n, want := range map[int]int{0: 1, 1: 2, 3: 3, 4: 3, 8: 5} {
		if got := KonverteraVapen(n); got != want {
			t.Errorf("Coriolis %d: %d, want %d", n, got, want)
		}
	}
	if s, b := KonverteraRustning(5, 7); s != 2 || b != 1 {
		t.Errorf("skydd 5, 7 kg: %d, %d", s, b)
	}
	if s, b := KonverteraRustning(6, 12.5); s != 3 || b != 3 {
		t.Errorf("skydd 6, 12.5 kg: %d, %d", s, b)
	}
	d := derive(t, hero(3, func(c *sheet.Character) { c.Weapons = []sheet.Weapon{{ID: "vulkanpistol", Damage: "Coriolis 4"}} }))
	if d.Weapons[0].Damage != 3 {
		t.Errorf("a Coriolis 4 weapon does %d", d.Weapons[0].Damage)
	}
	bad := derive(t, hero(3, func(c *sheet.Character) { c.Weapons = []sheet.Weapon{{ID: "vulkanpistol", Damage: "mycket"}} }))
	if !problemAbout(bad, engine.Warning, `skada "mycket"`) {
		t.Errorf("a damage that is no number: %+v", bad.ProblemList)
	}
}

// "När hjälten har samlat på sig ett antal erf lika med nästa ödesnivå gånger fem stiger
// hjälten till denna ödesnivå. Att öka från öde 3 till öde fyra kräver alltså 20 erf. Att
// sedan öka till öde 5 kräver ytterligare 25 erf."
func TestErfarenhet(t *testing.T) {
	if NästaÖde(3) != 20 || NästaÖde(4) != 25 {
		t.Error("öde costs")
	}
	r := load(t)
	c := hero(3, func(c *sheet.Character) { c.State["erf"] = 22 })
	if _, _, err := r.Act(hero(3, nil), StigIÖde, nil); err == nil {
		t.Error("rising without the erf")
	}
	up, _, err := r.Act(c, StigIÖde, nil)
	if err != nil || up.Attributes[Öde] != 4 || up.State["erf"] != 2 {
		t.Fatalf("öde %d erf %d: %v", up.Attributes[Öde], up.State["erf"], err)
	}
	// "Varje spelmöte ger hjältarna 1-10 erfarenhetspoäng (erf) var, i normalfallet 5",
	// "Snabb inlärningsförmåga: Ger en extra erfarenhetspoäng".
	quick := hero(3, func(c *sheet.Character) {
		c.Traits = []sheet.Trait{{ID: "snabb-inlarningsformaga", Level: 1}}
		c.State["utmana_forlust"] = 1
	})
	after, _, _ := r.Act(quick, SpelmötetsSlut, nil)
	if after.State["erf"] != 6 || after.State["erf_kvar"] != 6 || after.State["utmana_forlust"] != 0 {
		t.Errorf("after the session: %v", after.State)
	}
}

// "Strålningssjukdom gör att hjälten förlorar hälften av sina ödestärningar (avrunda
// nedåt)", "Kritisk strålningssjuka gör att hjälten förlorar alla ödestärningar utom en".
func TestStrålning(t *testing.T) {
	if StrålningAv(10) != IngenStrålning || StrålningAv(11) != LättStrålningssjuk || StrålningAv(20) != Strålningssjuk ||
		StrålningAv(21) != KritisktStrålningssjuk || StrålningAv(26) != DödligtStrålningssjuk {
		t.Error("bands")
	}
	if Strålningssjuk.Förlust(5) != 2 || KritisktStrålningssjuk.Förlust(5) != 4 {
		t.Error("dice lost")
	}
	// At gamma 4, 2T6 of 6 or less (15 of 36) is no effect, 7–11 (20) lätt, 12 (1) sjuk.
	odds := Strålningsodds(4)
	if odds[IngenStrålning].Cmp(big.NewRat(15, 36)) != 0 || odds[LättStrålningssjuk].Cmp(big.NewRat(20, 36)) != 0 ||
		odds[Strålningssjuk].Cmp(big.NewRat(1, 36)) != 0 {
		t.Errorf("gamma 4: %v", odds)
	}
	if d := derive(t, hero(5, func(c *sheet.Character) { c.State["stralsjuka"] = int(Strålningssjuk) })); d.Tärningar != 3 {
		t.Errorf("radiation sick at öde 5: %d dice", d.Tärningar)
	}
	// "En behandling med begränsad framgång sänker gammavärdet ett steg, … framgång två steg,
	// och en fullständig framgång tre steg."
	if Behandling(-1) != 0 || Behandling(1) != 1 || Behandling(3) != 2 || Behandling(4) != 3 {
		t.Error("treatment")
	}
}

// A weight in kilograms is written as Swedish writes a number: "1,5 kg", not "1.5 kg".
func TestKilogramsAreWrittenWithADecimalComma(t *testing.T) {
	d := derive(t, hero(3, func(c *sheet.Character) {
		c.Gear = []sheet.Gear{{Name: "Tält", Members: sheet.MembersOf(members.Kg.Is(1.5))}}
	}))
	if why := d.Sheet.Gear[0].Why.In(engine.Words{}); !strings.Contains(why, "1 × 1,5 kg") {
		t.Errorf("the tent is explained %q", why)
	}
}

// "Värdet på en färdighet (fv) kan inte överstiga en persons dubbla öde." The bug this guards
// against: the guide offered fv 0–60, the document's range, to a hero of öde 3, whose rules
// allow 0–6.
func TestASkillsRangeIsTwiceTheHerosÖde(t *testing.T) {
	r := load(t)
	for öde, want := range map[int]engine.Range{3: {Min: 0, Max: 6}, 0: {Min: 0, Max: 0}, 30: {Min: 0, Max: 60}} {
		if got, ok := r.Derive(hero(öde, nil)).Layout().RangeOf(fieldpath.Skills.Of("value")); !ok || got != want {
			t.Errorf("öde %d: fv %v, want %v", öde, got, want)
		}
	}
	if got, ok := r.Derive(hero(3, nil)).Layout().RangeOf(fieldpath.Attribute("ode")); ok {
		t.Errorf("öde's own range narrowed to %v", got)
	}
}

// The traits' catalogue shows what each costs, as the rules give it: "Begränsade fördelar
// kostar 2 sp, måttliga 4 sp och utomordentliga 6 sp. … Fördelar som inte ingår i en hjältes
// bakgrund eller koncept kostar dubbelt antal sp (4, 8 eller 12). Nackdelar som inte ingår i
// koncept eller bakgrund ger halva antalet sp (1, 2 eller 3)." and "Färdighetsbonus: …
// räknas samtliga som måttliga fördelar".
func TestTheTraitsCatalogueGivesTheirCosts(t *testing.T) {
	r, err := builtin()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][2]string{
		"stark":           {"2 / 4 / 6", "4 / 8 / 12"},
		"fardighetsbonus": {"4", "8"},
		"ful":             {"−2 / −4 / −6", "−1 / −2 / −3"},
	}
	for _, it := range r.Description().Traits {
		w, ok := want[it.ID]
		if !ok {
			continue
		}
		delete(want, it.ID)
		if len(it.Facts) != 2 || it.Facts[0].Text != w[0] || it.Facts[1].Text != w[1] {
			t.Errorf("%s: %+v, want %q", it.ID, it.Facts, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("the catalogue lacks %v", want)
	}
}
