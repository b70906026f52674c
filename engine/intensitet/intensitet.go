package intensitet

import (
	"fmt"
	"io/fs"
	"slices"

	"rollformular/engine"
)

// ID is the ruleset's id in documents and on the command line.
const ID = "intensitet"

// Tillstånd is a condition of the text's list, with what it brings.
type Tillstånd struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Implies   []string `json:"implies"`   // "Du är Medvetslös."
	Underläge bool     `json:"underlage"` // the character is in Underläge: attacks on it get +2
	Attack    int      `json:"attack"`    // on the character's own attack rolls
	Defense   int      `json:"defense"`   // on all the character's defences
	Effects   []string `json:"effects"`
	// NoActions marks a condition under which "Du kan inte utföra några handlingar".
	NoActions bool `json:"no_actions"`
}

// Talang is a talent of the catalogue: the basic attacks and the general talents.
type Talang struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Kind      string   `json:"kind"`      // narstrid or avstand: it is an attack with a weapon of that kind
	Attribute string   `json:"attribute"` // the attack's attribute
	Defense   string   `json:"defense"`   // the defence it goes against
	Bonus     int      `json:"bonus"`     // on the attack roll
	NoHalf    bool     `json:"nohalf"`    // the damage is 1d without half the attribute (Vänsterjabb)
	NoDamage  bool     `json:"nodamage"`  // a hit moves instead of harming (Tackling)
	Summary   string   `json:"summary"`
	Lines     []string `json:"lines"`
}

// Ruleset is the intensity-die system with its tables loaded.
type Ruleset struct {
	modifiers  []engine.Level
	conditions []Tillstånd
	talents    []Talang
	desc       engine.Description
}

// New loads the ruleset's tables from fsys, laid out as assets/ is.
func New(fsys fs.FS) (*Ruleset, error) {
	var data struct {
		Attributes []engine.Attribute `json:"attributes"`
		Trackers   []engine.Tracker   `json:"trackers"`
		Modifiers  []engine.Level     `json:"modifiers"`
		Conditions []Tillstånd        `json:"conditions"`
		Talents    []Talang           `json:"talents"`
	}
	if err := engine.ReadTable(fsys, ID, "sheet.json", &data); err != nil {
		return nil, fmt.Errorf("intensitet: %w", err)
	}
	r := &Ruleset{modifiers: data.Modifiers, conditions: data.Conditions, talents: data.Talents}
	var conditions []engine.CatalogItem
	for _, t := range data.Conditions {
		conditions = append(conditions, engine.CatalogItem{ID: t.ID, Name: t.Name, Description: joinEffects(t.Effects)})
	}
	r.desc = engine.Description{
		ID: ID, Name: "Intensitet", Source: "002_6d76bbb4583373db.txt", HouseTables: []string{"conditions", "talents"},
		Attributes: data.Attributes, Trackers: data.Trackers,
		Weapons:     []engine.CatalogItem{},
		WeaponKinds: []engine.CatalogItem{{ID: "narstrid", Name: "Närstrid"}, {ID: "avstand", Name: "Avstånd"}, {ID: TungtKast, Name: "Tungt kastvapen"}},
		DamageHint:  "1T8", EnterWeaponDamage: true, Columns: columns,
		WeaponColumns:   [4]string{"Skada", "", "Träningsfördel", "Grundattack mot PK 15"},
		Conditions:      conditions,
		OwnAttributes:   true,
		OccupationLabel: "Klass",
		DamageTypes:     []engine.CatalogItem{{ID: "skada", Name: "Skada"}, {ID: Medvetslös, Name: "Skada som lämnar medvetslös vid 0"}},
		Distance:        "m", // "Varje ruta på stridkartan är 1 meter"
		DamageAbout:     "Skriv skadan: den sänker livspoängen; vid 0 är rollfiguren döende, och skada då ger försämringar",
		Numbers:         []engine.Number{weaponBonus},
		TableRanges:     tableRanges,
	}
	english, err := engine.LoadEnglish(fsys, r.desc.ID)
	if err != nil {
		return nil, err
	}
	r.desc.English = english
	r.desc.QuickReference = r.quickReference()
	return r, nil
}

// TungtKast is the weapon kind of a heavy thrown weapon: "Notera att man för tunga kastvapen
// använder Styrka för attack- och skadeslag även när man utför en avståndsgrundattack med dem."
const TungtKast = "tungt-kast"

// Description is the sheet as data.
func (r *Ruleset) Description() *engine.Description { return &r.desc }

func joinEffects(lines []string) string {
	out := ""
	for i, l := range lines {
		if i > 0 {
			out += " "
		}
		out += l
	}
	return out
}

func (r *Ruleset) condition(id string) (Tillstånd, bool) {
	i := slices.IndexFunc(r.conditions, func(t Tillstånd) bool { return t.ID == id })
	if i < 0 {
		return Tillstånd{}, false
	}
	return r.conditions[i], true
}

// Gäller lists every condition the named ones bring, the implied ones too: "Döende … Du är
// Medvetslös", "Medvetslös … Du är Hjälplös" and falls "omkull och blir liggande".
func (r *Ruleset) Gäller(ids []string) []Tillstånd {
	var out []Tillstånd
	seen := map[string]bool{}
	var add func(id string)
	add = func(id string) {
		if seen[id] {
			return
		}
		seen[id] = true
		t, ok := r.condition(id)
		if !ok {
			return
		}
		out = append(out, t)
		for _, i := range t.Implies {
			add(i)
		}
	}
	for _, id := range ids {
		add(id)
	}
	return out
}

// Underläge says whether conditions put the character in Underläge: "En stridande som är
// fastlåst, förblindad, hjälplös, liggande, omtumlad, omtöcknad eller överraskad befinner sig i
// Underläge."
func Underläge(ts []Tillstånd) bool {
	for _, t := range ts {
		if t.Underläge || t.ID == "liggande" {
			return true
		}
	}
	return false
}
