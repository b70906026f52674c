package framgangsslag

import (
	"cmp"
	"fmt"
	"io/fs"
	"math"

	"rollformular/engine"
)

// Storlek is a row of "Storleksreferenser".
type Storlek struct {
	Storlek  int     `json:"storlek"`
	Examples string  `json:"examples"`
	KAM      int     `json:"kam"` // a reference value, not a rule
	SMI      int     `json:"smi"` // a reference value, not a rule
	Bashälsa int     `json:"bashalsa"`
	Factor   float64 `json:"factor"` // "Bök & Bärförmåga"
	VägerBök int     `json:"vager_bok"`
}

// HordeRad is a row of the horde table: "Antal KAM Ta-stryk-faktor x1 +0 x1 x2 +3 x1,5 x4 +6
// x2 x8 +9 x2,5".
type HordeRad struct {
	Antal  int     `json:"antal"`
	KAM    int     `json:"kam"`
	Faktor float64 `json:"faktor"`
}

// Tabeller are the ruleset's tables, read from assets/framgangsslag/.
type Tabeller struct {
	Storlekar  []Storlek
	Horder     []HordeRad
	Attributes []engine.Attribute
	Trackers   []engine.Tracker
	Situation  []engine.Level // the general situation table, easiest first
	EjTid      []string       // the rolls that cannot Ta sin tid
	Skills     []string
	Handlingar []Handling

	skillByID map[string]string // skill id → name, so Derive never spells an id out
}

// Handling is an action of the catalogue, as the text lists it.
type Handling struct {
	ID             string   `json:"id"`
	Name           string   `json:"name"`
	Kategori       string   `json:"kategori"` // offensiv, forflyttning, defensiv, allman
	HP             string   `json:"hp"`       // Handlingspoäng: "1", "2", "1x2", "X"
	Snabb          bool     `json:"snabb"`
	Reaktiv        bool     `json:"reaktiv"`
	Utmattning     string   `json:"utmattning"`
	Slag           string   `json:"slag"`
	Mot            string   `json:"mot"` // the actions that resist it
	MV             string   `json:"mv"`  // what a defensive action's MV is made of
	Komplikationer string   `json:"komplikationer"`
	Effekter       []string `json:"effekter"`
	FV, SV, SB     int      // what it adds to its own roll
}

// LoadTables reads the tables from fsys, laid out as assets/ is.
func LoadTables(fsys fs.FS) (*Tabeller, error) {
	var (
		data struct {
			Storlek []Storlek  `json:"storlek"`
			Horde   []HordeRad `json:"horde"`
		}
		sheet struct {
			Attributes []engine.Attribute `json:"attributes"`
			Trackers   []engine.Tracker   `json:"trackers"`
			Situation  []engine.Level     `json:"situation"`
			EjTid      []string           `json:"no_time"`
			Skills     []string           `json:"skills"`
		}
		actions struct {
			Handlingar []struct {
				Handling
				FV int `json:"fv"`
				SV int `json:"sv"`
				SB int `json:"sb"`
			} `json:"handlingar"`
		}
	)
	for file, into := range map[string]any{"storlek.json": &data, "sheet.json": &sheet, "handlingar.json": &actions} {
		if err := engine.ReadTable(fsys, "framgangsslag", file, into); err != nil {
			return nil, fmt.Errorf("framgangsslag: %w", err)
		}
	}
	if len(data.Storlek) == 0 || len(data.Horde) == 0 || data.Horde[0].Antal != 1 {
		return nil, fmt.Errorf("framgangsslag: storlek.json needs the Storlek table and a horde table starting at 1")
	}
	t := &Tabeller{Storlekar: data.Storlek, Horder: data.Horde, Attributes: sheet.Attributes, Trackers: sheet.Trackers,
		Situation: sheet.Situation, EjTid: sheet.EjTid, Skills: sheet.Skills}
	t.skillByID = make(map[string]string, len(t.Skills))
	for _, name := range t.Skills {
		t.skillByID[engine.ID(name)] = name
	}
	for _, a := range actions.Handlingar {
		h := a.Handling
		h.FV, h.SV, h.SB = a.FV, a.SV, a.SB
		t.Handlingar = append(t.Handlingar, h)
	}
	return t, nil
}

// Storlek is the row of storlek s.
func (t *Tabeller) Storlek(s int) (Storlek, bool) {
	for _, r := range t.Storlekar {
		if r.Storlek == s {
			return r, true
		}
	}
	return Storlek{}, false
}

// Skadebonus is "Varje Storlek (STO) ger karaktären +1 Skadebonus (SB)".
func Skadebonus(storlek int) int { return storlek }

// Skadetärning is what one damage die does to a target: "Varje T6 modifieras +1 från
// anfallarens Skadebonus, och -3 från offrets Storlek … (Eftersom Skadetärningar aldrig kan ge
// negativ Påfrestning.)"
func Skadetärning(t6, skadebonus, offretsStorlek int) int {
	return max(engine.Minus(engine.Plus(t6, skadebonus), offretsStorlek), 0)
}

// Påfrestning is the damage flow of a violent event, in order: "Allra först reduceras
// Påfrestningen av offrets Storlek. Den Påfrestning som blir kvar reduceras först av offrets
// Raud och sedan Rustningsvärde." Storlek acts per die (Skadetärning); raud and armor on what
// is left, never below 0.
func Påfrestning(dice []int, skadebonus, offretsStorlek, raud, rustning int) int {
	sum := 0
	for _, d := range dice {
		sum = engine.Plus(sum, Skadetärning(d, skadebonus, offretsStorlek))
	}
	return max(engine.Minus(engine.Minus(sum, max(raud, 0)), max(rustning, 0)), 0)
}

// Hälsa is "Hälsa = Fysik + 3" (shared/rules/README.md: the explicit formula).
func Hälsa(fysik int) int { return engine.Plus(fysik, 3) }

// Skadad is the Påfrestning at which a character is Skadad: "Bönder tål 8, vilket innebär att
// varje Bonde kan ta 9 Påfrestning innan de går ned till Skadad."
func Skadad(hälsa int) int { return engine.Plus(hälsa, 1) }

// Bärförmåga is (Fysik + 2) × the size's factor (shared/rules/README.md), rounded down as the
// text rounds movement: "avrundar man nedåt".
func Bärförmåga(fysik int, factor float64) int {
	return int(math.Floor(float64(engine.Sane(fysik)+2) * factor))
}

// Handlingspoäng is the action points of a combat round: "Alla karaktärer får som regel 2
// Handlingspoäng och 1 Snabbt handlingspoäng per Stridsrunda", and "Är man Skadad så får man
// -1 Handlingspoäng / Stridsrunda."
func Handlingspoäng(skadad bool) (vanliga, snabba int) {
	if skadad {
		return 1, 1
	}
	return 2, 1
}

// Initiativordning compares two characters' places in the initiative, each as Storlek, Kamp
// and Erfarenhetsbonus: "Karaktärer med låg Storlek agerar innan karaktärer med hög Storlek. Är
// karaktärerna lika Stora så är det den med högst Kamp börjar. Har flera karaktärer samma Kamp
// så agerar de karaktärer som har högst Erfarenhetsbonus först." Below 0, a acts first; 0 is
// left to the table ("får spelarna och SL avgöra sinsemellan eller slå tärning").
func Initiativordning(a, b [3]int) int {
	// Compared, not subtracted: a difference wraps past the ends of int and flips the order.
	switch {
	case a[0] != b[0]:
		return cmp.Compare(a[0], b[0])
	case a[1] != b[1]:
		return cmp.Compare(b[1], a[1])
	}
	return cmp.Compare(b[2], a[2])
}
