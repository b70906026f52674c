package framgangsslag

import (
	"slices"
	"testing"

	"rollformular/assets"
)

func tables(t *testing.T) *Tabeller {
	t.Helper()
	tb, err := LoadTables(assets.FS)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// "1 Stadsvakt anfaller 2 Bönder, och åsamkar dem 10 Påfrestning. … 10 x 1,5 = 15", and "Bönder
// tål 8, vilket innebär att varje Bonde kan ta 9 Påfrestning innan de går ned till Skadad. Så
// den första Bonden får 9 Påfrestning … och den andra Bonden får de resterande 6."
func TestTwoFarmersTakeFifteen(t *testing.T) {
	tb := tables(t)
	row := tb.Rad(2)
	if row.KAM != 3 || row.Faktor != 1.5 {
		t.Fatalf("two: %+v", row)
	}
	total := TaStryk(10, row.Faktor)
	if total != 15 {
		t.Fatalf("10 × 1,5 = %d", total)
	}
	if got := Överlöp(total, 2, Skadad(8), 0); !slices.Equal(got, []int{9, 6}) {
		t.Errorf("overflow %v, want [9 6]", got)
	}
}

// "3 skyttar Skjuter på en Hord med 7 individer. … Försvararnas Antalsbonus räknas ned från
// +6, till +3. Försvararnas Ta-stryk-faktor räknas ned från x2 till x1,5. Anfallet gör 20
// Påfrestning. Multiplicerat med försvararnas Ta-stryk-faktor blir det totalt 30 Påfrestning.
// … De första två får 9 Påfrestning vardera, men den sista att falla får resterande 12."
func TestThreeShootersAgainstSeven(t *testing.T) {
	tb := tables(t)
	if own := tb.Rad(7); own.KAM != 6 || own.Faktor != 2 {
		t.Fatalf("seven: %+v", own)
	}
	row := tb.Avståndsrad(7, 3)
	if row.KAM != 3 || row.Faktor != 1.5 {
		t.Fatalf("seven against three shooters: %+v", row)
	}
	total := TaStryk(20, row.Faktor)
	if total != 30 {
		t.Fatalf("20 × 1,5 = %d", total)
	}
	got := Överlöp(total, 7, Skadad(8), 3)
	if !slices.Equal(got, []int{9, 9, 12, 0, 0, 0, 0}) {
		t.Errorf("three shots: %v, want [9 9 12 0 0 0 0]", got)
	}
}

// "Avrundat uppåt", and a horde of 1 is a single character.
func TestTaStrykRoundsUp(t *testing.T) {
	if TaStryk(7, 2.5) != 18 || TaStryk(7, 1) != 7 || TaStryk(0, 2) != 0 {
		t.Error("rounding")
	}
	if r := tables(t).Rad(1); r.KAM != 0 || r.Faktor != 1 {
		t.Errorf("one: %+v", r)
	}
	if r := tables(t).Rad(100); r.Antal != 8 {
		t.Errorf("a hundred count as eight: %+v", r)
	}
}

// "Anfallaren ger 2 Skadetärningar och har 1 i Skadebonus. Målet har Storlek 3 … tärningarna
// visar följande siffror: 1 och 5. … 1 - 2 = 0 … 5 - 2 = 3 Summa: 0 + 3 = 3."
func TestStorlekPerDie(t *testing.T) {
	if got := Påfrestning([]int{1, 5}, 1, 3, 0, 0); got != 3 {
		t.Errorf("the Garm takes %d, want 3", got)
	}
	// Raud, then armor, on what is left.
	if got := Påfrestning([]int{6, 6}, 0, 0, 2, 3); got != 7 {
		t.Errorf("12 − raud 2 − armor 3 = %d", got)
	}
	if got := Påfrestning([]int{1}, 0, 0, 2, 3); got != 0 {
		t.Errorf("never below 0: %d", got)
	}
	tb := tables(t)
	man, _ := tb.Storlek(0)
	troll, _ := tb.Storlek(1)
	if man.Bashälsa != 5 || man.Factor != 1 || troll.Factor != 1.5 || troll.VägerBök != 32 {
		t.Errorf("the table: %+v %+v", man, troll)
	}
	// "Hälsa = Fysik + 3", Bärförmåga (Fysik + 2) × factor, Skadad above Hälsa.
	if Hälsa(5) != 8 || Skadad(8) != 9 || Bärförmåga(4, 1.5) != 9 || Skadebonus(2) != 2 {
		t.Error("derived values")
	}
	if v, s := Handlingspoäng(true); v != 1 || s != 1 {
		t.Error("Skadad: −1 Handlingspoäng")
	}
}

// "Karaktärer med låg Storlek agerar innan karaktärer med hög Storlek. Är karaktärerna lika
// Stora så är det den med högst Kamp börjar. … högst Erfarenhetsbonus först."
func TestInitiativordning(t *testing.T) {
	cat, man, strongMan, wiseMan := [3]int{-2, 0, 0}, [3]int{0, 3, 1}, [3]int{0, 5, 0}, [3]int{0, 3, 4}
	if Initiativordning(cat, strongMan) >= 0 || Initiativordning(strongMan, man) >= 0 || Initiativordning(wiseMan, man) >= 0 {
		t.Error("order")
	}
	if Initiativordning(man, man) != 0 {
		t.Error("a tie is for the table")
	}
}
