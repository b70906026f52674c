package spelsystemet

import (
	"maps"
	"slices"
	"strconv"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// How an attribute may rise after creation.
const (
	trainingTraining   = "traning"    // trained up to 1.5 × the original value or artmaximum
	trainingExperience = "erfarenhet" // raised only by experience, up to artmaximum (KRA)
	trainingNone       = "ingen"      // "KRA och STO kan i vanliga fall inte tränas"
)

// attributeDef is an attribute of attributes.json.
type attributeDef struct {
	engine.Attribute
	Training string `json:"training"`

	rollID, trainingID string      // the ids of its values, made when the tables load
	untrained          engine.Text // why it rises no further, for trainingNone: made when the tables load
}

// TrainingView is how far an attribute may rise, and why.
type TrainingView struct {
	Max int `json:"max,omitempty"` // 0 for an attribute that does not rise
	why engine.Text
}

// trainingText shows a training cap: "till 18", or a dash for an attribute that does not rise.
func trainingText(t TrainingView) string {
	if t.Max == 0 {
		return "–"
	}
	return strconv.Itoa(t.Max) // under a heading that says what it is: "Tränas till", "Trains to"
}

// speciesOf returns the character's species, the default when the document names none.
func (r *Ruleset) speciesOf(c *sheet.Character, d *Derived) Species {
	id := c.Species
	if id == "" {
		id = r.t.defaultSpecies
	}
	s, ok := r.t.speciesByID(id)
	if !ok {
		d.Problemf(engine.Error, "species", "okänd art %q; räknas som %s", id, r.t.defaultSpecies)
		s, _ = r.t.speciesByID(r.t.defaultSpecies)
	}
	return s
}

// attributes reads every attribute, with its default where the document has none, and flags
// the values outside their range. A value out of range is flagged, never changed: the rules
// let experience and the game master take values where creation cannot.
func (r *Ruleset) attributes(c *sheet.Character, s Species, d *Derived) map[string]int {
	out := make(map[string]int, len(r.t.attributes))
	held := 0 // the document's attributes that are the ruleset's
	for _, def := range r.t.attributes {
		v, ok := c.Attribute(def.ID)
		if ok {
			held++
		} else {
			v = def.Default
		}
		// Held at ±engine.Far for the sums and halves it goes into; the problem below names
		// the document's value.
		out[def.ID] = engine.Sane(v)
		switch artmax := s.Artmaximum(def.ID); {
		case v < def.Min:
			d.Problemf(engine.Error, fieldpath.Attribute(def.ID), "%s %d är under %d", def.Abbr, v, def.Min)
		case v > artmax:
			d.Problemf(engine.Error, fieldpath.Attribute(def.ID), "%s %d är över artmaximum %d", def.Abbr, v, artmax)
		}
	}
	if held < len(c.Attributes) { // only then is one unknown: a document's keys differ
		for _, id := range slices.Sorted(maps.Keys(c.Attributes)) {
			if _, known := out[id]; !known {
				d.Problemf(engine.Warning, fieldpath.Attribute(id), "okänd grundegenskap %q används inte av Spelsystemet", id)
			}
		}
	}
	for _, id := range c.AttributeMarks {
		if _, ok := out[id]; !ok {
			d.Problemf(engine.Error, "attribute_marks", "erfarenhetsmarkering på okänd grundegenskap %q", id)
		}
	}
	return out
}

// training works out how far each attribute may rise, and warns where a value is past it.
// Past the cap is a warning, not an error: the game master may grant more ("dessa skäl får
// vara ganska extrema").
func (r *Ruleset) training(c *sheet.Character, s Species, a map[string]int, d *Derived) map[string]TrainingView {
	out := make(map[string]TrainingView, len(r.t.attributes))
	for i := range r.t.attributes {
		def := &r.t.attributes[i] // the explanations keep a pointer into the table, not a copy each
		artmax := s.Artmaximum(def.ID)
		var t TrainingView
		switch def.Training {
		case trainingTraining:
			orig, ok := c.Original[def.ID]
			if ok {
				// The field's name and label are made only for a problem.
				if rng := s.originalRange(def.ID); !rng.Has(orig) {
					d.OutOfRange(fieldpath.Path("original").Of(def.ID), def.Abbr+" framslaget", orig, rng)
				}
				orig = engine.Sane(orig)
			}
			if !ok {
				t = TrainingView{Max: artmax, why: func(words engine.Words) string {
					return words.F("%s tränas till 1,5 × det framslagna värdet eller artmaximum %d; det framslagna värdet saknas", def.Abbr, artmax)
				}}
				break
			}
			// "1,5 gånger … eller artmaximum, vilket som än är lägst", rounded up like every
			// result.
			limit := ceilDiv(3*orig, 2)
			t = TrainingView{Max: min(limit, artmax), why: func(words engine.Words) string {
				return words.F("%s tränas till det lägsta av 1,5 × %d = %s och artmaximum %d", def.Abbr, orig, roundedUp(words, 3*orig, 2), artmax)
			}}
		case trainingExperience:
			t = TrainingView{Max: artmax, why: func(words engine.Words) string {
				return words.F("%s tränas inte, men höjs genom erfarenhet upp till artmaximum %d", def.Abbr, artmax)
			}}
		default:
			t = TrainingView{why: def.untrained}
		}
		out[def.ID] = t
		// Past artmaximum is already an error of its own.
		if def.Training == trainingTraining && a[def.ID] > t.Max && a[def.ID] <= artmax {
			d.Problemf(engine.Warning, fieldpath.Attribute(def.ID), "%s %d är över träningstaket %d", def.Abbr, a[def.ID], t.Max)
		}
	}
	return out
}

// Träningstid is the training a point of an attribute takes: "För varje poäng det skall
// höjas, krävs tre dagars träning per poäng som redan finns i värdet. Under en och samma vecka
// kan inte mer än tre dagar användas för att träna en bestämd egenskap". It returns the days
// and the weeks they take at most three days a week.
func Träningstid(value int) (days, weeks int) {
	days = 3 * min(max(value, 0), engine.Far)
	return days, ceilDiv(days, 3)
}
