package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine/conformance/minimal"
	"rollformular/screen"
	"rollformular/sheet"
)

// The guide leads through the parts of the sheet made at creation, in the editor's order, and
// ends with saving: attributes (rolled where the rules roll them, the species chosen where
// there are species), skills, traits, equipment with the armor the rules have.
func TestTheGuideLeadsThroughWhatEachRulesetMakes(t *testing.T) {
	reg := builtin(t)
	titles := func(steps []screen.Step) (out []screen.Key) {
		for _, s := range steps {
			out = append(out, s.Title)
		}
		return out
	}
	want := map[string][]screen.Key{
		"spelsystemet":  {"Attributes", "Skills", "Equipment", "Save"},
		"odestarningar": {"Attributes", "Skills", "Equipment", "Traits", "Save"},
		"zonstrid":      {"Attributes", "Skills", "Equipment", "Save"},
		"framgangsslag": {"Attributes", "Skills", "Equipment", "Save"},
		"intensitet":    {"Attributes", "Equipment", "Save"},
	}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		steps := screen.Guide(rs, sheet.New(id))
		if got := titles(steps); !slices.Equal(got, want[id]) {
			t.Errorf("%s: steps %v, want %v", id, got, want[id])
		}
		last := steps[len(steps)-1]
		if last.Part != screen.Character || !slices.Equal(last.Offers, []screen.Offer{screen.Save}) || last.Limits != screen.ProblemLimits {
			t.Errorf("%s: the last step %+v", id, last)
		}
		first := steps[0]
		if rolls := slices.Contains(first.Offers, screen.RollAttributes); rolls != rs.Description().RollsAttributes() {
			t.Errorf("%s: the attributes' step offers %v", id, first.Offers)
		}
		if species := slices.Contains(first.About, "Choose the species."); species != (len(rs.Description().Species) > 0) {
			t.Errorf("%s: the attributes' step says %v", id, first.About)
		}
	}
	// Spelsystemet puts armor on body parts and takes a shield; Ödestärningar wears one armor.
	spel, _ := reg.Lookup("spelsystemet")
	if eq := screen.Guide(spel, sheet.New("spelsystemet"))[2]; !slices.Equal(eq.Offers, []screen.Offer{screen.AddWeapons, screen.AddArmor}) ||
		!slices.Contains(eq.About, "Put on armor and take a shield.") {
		t.Errorf("spelsystemet's equipment step: %+v", eq)
	}
	ode, _ := reg.Lookup("odestarningar")
	// Its sheet counts load, so the step offers the gear too: three items in four actions.
	if eq := screen.Guide(ode, sheet.New("odestarningar"))[2]; !slices.Contains(eq.About, "Put on armor in the card below the weapons.") ||
		!slices.Equal(eq.Offers, []screen.Offer{screen.AddWeapons, screen.AddArmor, screen.AddGear}) {
		t.Errorf("odestarningar's equipment step: %+v", eq)
	}
	// Framgångsslag lists no weapons, "Vapen (eller annan Utrustning om SL så önskar)", and
	// its armor is one value, "3. Rustningsvärde": the step offers a weapon of the player's own
	// and the armor's field, where it once offered nothing.
	fs, _ := reg.Lookup("framgangsslag")
	var eq screen.Step
	for _, st := range screen.Guide(fs, sheet.New("framgangsslag")) {
		if st.Part == screen.Equipment {
			eq = st
		}
	}
	if !slices.Equal(eq.Offers, []screen.Offer{screen.AddOwnWeapon, screen.TypeArmor}) || !slices.Contains(eq.About, "Type the armor's value in its field.") {
		t.Errorf("framgangsslag's equipment step: %+v", eq)
	}
}

// The attributes' limits are their dice and ranges, as the rules give them.
func TestTheAttributesLimitsAreTheirDiceAndRanges(t *testing.T) {
	got := screen.AttributeLimitsOf(minimal.New().Description())
	if want := "KRA 2T6 (2–12) · VIL 2T6 (2–12) · SNA 2T6 (2–12)"; got != want {
		t.Errorf("minimal's attributes: %q, want %q", got, want)
	}
}
