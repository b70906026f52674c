package intensitet

import (
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// läkekonstSG is the difficulty of helping the dying: "En annan rollfigur kan hjälpa en döende
// rollfigur och förbättra hans tillstånd till medvetslös med ett lyckat test av Läkekonst (SG
// 15)."
const läkekonstSG = 15

// Aid is another's test of Läkekonst on a dying character: on a success it is medvetslös and
// no longer dying. The text's tests are 1T20 + half an attribute + half the grade (the
// initiative is "i princip … ett test av Händigheten (1t20 + halva Händigheten + halva
// graden)"); it names no attribute for Läkekonst, so the helper's test is 1T20 + ½ grad. The
// wound is not read: the text's dying have livspoäng, not wounds.
func (r *Ruleset) Aid(helper, victim *sheet.Character, _ int, rng *rand.Rand) (*sheet.Character, *sheet.Character, engine.Report, error) {
	if !r.dying(victim) {
		return nil, nil, nil, engine.Errorf("bara den som är döende hjälps med Läkekonst")
	}
	if helper == victim {
		return nil, nil, nil, engine.Errorf("den döende är hjälplös och kan inte hjälpa sig själv")
	}
	if a := r.Able(helper); !a.Able {
		return nil, nil, nil, engine.Errorf("hjälparen kan inte handla: %s", a.Reason)
	}
	grad := floorHalf(engine.Sane(r.desc.AttributeOf(helper, "grad")))
	t20 := rng.IntN(20) + 1
	total := t20 + grad
	report := engine.Report{engine.Sayf("Läkekonst: 1T20 %d + ½ grad %d = %d mot SG %d", t20, grad, total, läkekonstSG)}
	out := victim.Clone()
	if total < läkekonstSG {
		return helper.Clone(), out, append(report, engine.Say("misslyckas: fortfarande döende")), nil
	}
	out.Conditions = append(slices.DeleteFunc(out.Conditions, func(id string) bool { return id == "doende" || id == "medvetslos" }), "medvetslos")
	delete(out.State, "forbattringar")
	return helper.Clone(), out, append(report, engine.Say("lyckas: medvetslös, inte längre döende")), nil
}
