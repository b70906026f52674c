package spelsystemet

import (
	"encoding/json"
	"math/big"

	"rollformular/engine"
	"rollformular/engine/memo"
)

// Utfall is the outcome of one action roll.
type Utfall int

const (
	Fumlat Utfall = iota
	Misslyckat
	Lyckat
	Kritiskt
)

// String names the outcome as the rules do.
func (u Utfall) String() string {
	return [...]string{"fummel", "misslyckat", "lyckat", "kritiskt"}[u]
}

// In names the outcome in words' language.
func (u Utfall) In(words engine.Words) string {
	return [...]engine.Text{engine.Say("fummel"), engine.Say("misslyckat"), engine.Say("lyckat"), engine.Say("kritiskt")}[u].In(words)
}

// Ok reports whether the roll succeeded, critically or not.
func (u Utfall) Ok() bool { return u >= Lyckat }

// Effektivt is the value rolled against after modification: "Alla modifikationer är
// kumulativa, men kan aldrig reducera ett värde till mindre än 1 (förutsatt att det var minst
// 1 till att börja med)."
//
// The sum is held at the ends of int: a value of the largest int with +1 wrapped around to
// a value of 1.
func Effektivt(value, mod int) int {
	v := engine.Plus(value, mod)
	if value >= 1 && v < 1 {
		return 1
	}
	return v
}

// Handlingsslag judges one T20 face against a value that modifications already apply to,
// and returns the outcome and the roll as counted (the face plus any excess over 20, which is
// what conflicts compare).
func Handlingsslag(value, face int) (Utfall, int) {
	// "Om ett värde är högre än 20 … läggs den överskjutande delen till på alla slag."
	roll := face
	if value > 20 {
		roll = engine.Plus(face, value-20)
	}
	switch {
	// "vid ett värde på 20 eller mer, är alla slag av 20 eller däröver kritiska."
	case value >= 20 && roll >= 20:
		return Kritiskt, roll
	// "Slår man 20 på tärningen, har man fumlat -- om inte värdet råkar vara 20 eller mer."
	case face == 20:
		return Fumlat, roll
	// "Är det exakt lika med värdet, har man uppnått ett kritiskt resultat. Undantaget är om
	// värdet i fråga bara är 1 -- då kan man inte slå kritiskt, utan som bäst lyckas."
	case roll == value && value > 1:
		return Kritiskt, roll
	case roll == value, roll < value:
		return Lyckat, roll
	default:
		return Misslyckat, roll
	}
}

// Chans is the exact odds of an action roll, each outcome counted out of the 20 faces.
type Chans struct {
	Kritiskt, Lyckat, Misslyckat, Fumlat int
}

// String shows the odds the way the sheet does, in Swedish.
func (c Chans) String() string { return c.In(engine.Words{}) }

// In shows the odds the way the sheet does, in words' language: the chance to succeed at all,
// with the critical and fumble chances beside it. Each text is worded once: Derive gives the
// odds of every skill, weapon and attribute on every keystroke.
func (c Chans) In(words engine.Words) string {
	return chansText.Get(chansKey{c, words.English()}, func() string {
		return words.F("lyckas %d %% · krit %d %% · fummel %d %%", 5*(c.Lyckat+c.Kritiskt), 5*c.Kritiskt, 5*c.Fumlat)
	})
}

// Text is the odds as a derived value shows them, worded when shown. The Texts of every odds
// of a T20 are made when the package loads, so Derive, which asks for one per row on every
// keystroke, neither allocates nor waits for a lock.
func (c Chans) Text() engine.Text {
	if t, ok := chansTexts[c]; ok {
		return t
	}
	return c.In // not odds of a T20
}

// chansTexts is the Text of every odds of chansTable, which are every odds of a T20 there
// are. It never changes after the package loads.
var chansTexts = func() map[Chans]engine.Text {
	m := map[Chans]engine.Text{}
	for _, c := range chansTable {
		if _, ok := m[c]; !ok {
			m[c] = c.In
		}
	}
	return m
}()

// MarshalJSON gives the odds as probabilities, with the keys of the CLI contract in its order.
func (c Chans) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Crit    float64 `json:"crit"`
		Success float64 `json:"success"`
		Fail    float64 `json:"fail"`
		Fumble  float64 `json:"fumble"`
	}{float64(c.Kritiskt) / 20, float64(c.Lyckat) / 20, float64(c.Misslyckat) / 20, float64(c.Fumlat) / 20})
}

// Chansen counts the faces of a T20 that give each outcome against value modified by mod.
func Chansen(value, mod int) Chans {
	v := Effektivt(value, mod)
	if v >= chansLow && v < chansLow+len(chansTable) {
		return chansTable[v-chansLow]
	}
	return count(v)
}

// The odds of the values sheets hold, counted once: Derive shows the odds of every skill,
// weapon and attribute on every keystroke. The table never changes after the package loads.
const chansLow = -40

var chansTable = func() (t [200]Chans) {
	for i := range t {
		t[i] = count(chansLow + i)
	}
	return t
}()

// chansKey is odds and the language of their text.
type chansKey struct {
	Chans
	english bool
}

// chansText holds the texts of the odds, in both languages: the entries of chansTable are
// every odds there are (below the table every face fails, above it every face is critical).
var chansText = memo.New[chansKey, string](2 * len(chansTable))

// count counts the T20 faces of each outcome against a value that modifications already
// apply to.
func count(v int) Chans {
	var c Chans
	for face := 1; face <= 20; face++ {
		switch u, _ := Handlingsslag(v, face); u {
		case Kritiskt:
			c.Kritiskt++
		case Lyckat:
			c.Lyckat++
		case Misslyckat:
			c.Misslyckat++
		case Fumlat:
			c.Fumlat++
		}
	}
	return c
}

// P turns a count of T20 faces into an exact probability.
func P(faces int) *big.Rat { return big.NewRat(int64(faces), 20) }
