package screen

import "rollformular/engine"

// Labels are the names a log of rolls and blows gives the ids a ruleset rolls and reports: a
// hit location's body part, a blow's damage type. A roll's result and an exchange carry ids
// (engine.Damage.Part, engine.Blow.Type); the log says what the sheet calls them.
type Labels struct{ desc *engine.Description }

// LabelsOf are the labels of the rules rs.
func LabelsOf(rs engine.Ruleset) Labels { return Labels{rs.Description()} }

// Part is the label of body part id ("Höger arm", a game term the same in either language);
// the id itself for a part the rules do not have, so a report about it still says which.
func (l Labels) Part(id string) string { return l.desc.PartLabel(id) }

// DamageType is the rules' name of damage type id in w's words ("Hugg (cut)"); the id itself
// for a type the rules do not name.
func (l Labels) DamageType(id string, w engine.Words) string {
	if t, ok := engine.Item(l.desc.DamageTypes, id); ok {
		return w.F(t.Name)
	}
	return id
}
