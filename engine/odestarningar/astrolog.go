package odestarningar

import (
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// Astrologi reads an Astrolog's dubbelslag: "2 blir katastrof (-2 på ett handlingsslag, när
// avgörs av sl), 3-5 illa (-1 på ett handlingsslag), 6-8 balans, 9-11 bra (+1 på ett
// handlingsslag) och 12 fantastiskt (+2 på ett handlingsslag)." It gives the reading's name and
// what it adds to the one roll the game master chooses.
func Astrologi(dubbelslag int) (string, int) {
	switch {
	case dubbelslag <= 2:
		return "katastrof", -2
	case dubbelslag <= 5:
		return "illa", -1
	case dubbelslag <= 8:
		return "balans", 0
	case dubbelslag <= 11:
		return "bra", 1
	}
	return "fantastiskt", 2
}

// astrolog rolls c's dubbelslag of Astrolog: "Astrolog: Slaget slås med ett dubbelslag (två
// tärningar adderas)." The modification is the game master's to place ("när avgörs av sl"), so
// it is reported, not kept.
func (r *Ruleset) astrolog(c *sheet.Character, rng *rand.Rand) (engine.Report, error) {
	if r.hjälte(c).has("astrolog") == 0 {
		return nil, engine.Errorf("bara en hjälte med fördelen Astrolog slår astrologslag")
	}
	a, b := rng.IntN(6)+1, rng.IntN(6)+1
	name, mod := Astrologi(a + b)
	return engine.Report{engine.Sayf("%d + %d = %d: %s, %s på ett handlingsslag som sl avgör", a, b, a+b, name, signedNum(mod))}, nil
}

// Strålningsbehandling is a treatment of patient's gammavärde by läkare: "det krävs minst ett
// ordinärt medlab, färdigheten medicin och ett utmanande handlingsslag. Ett avancerat medlab
// sänker svårighetsgraden till normal. En behandling med begränsad framgång sänker
// gammavärdet ett steg, en behandling med framgång två steg, och en fullständig framgång tre
// steg." The medlab is the patient's care tracker; the läkare rolls every öde die it has and one
// die of medicin, as calm play allows. With läkare and patient the same document, the one
// changed copy is returned as both.
func (r *Ruleset) Strålningsbehandling(läkare, patient *sheet.Character, rng *rand.Rand) (*sheet.Character, *sheet.Character, engine.Report, error) {
	vård := r.hjälte(patient).state("vard")
	medicin := skillIndex(läkare, r, "medicin")
	switch {
	case vård < 1:
		return nil, nil, nil, engine.Errorf("strålningsbehandling kräver minst ett ordinärt medlab (vård 1)")
	case medicin < 0 || läkare.Skills[medicin].Value < 1:
		return nil, nil, nil, engine.Errorf("strålningsbehandling kräver färdigheten medicin")
	}
	h := r.hjälte(läkare)
	p := PoolRoll{Skill: medicin, Fate: h.kvar, SkillDice: min(1, h.usable(läkare.Skills[medicin])), Difficulty: 6}
	if vård >= 2 {
		p.Difficulty = 5
	}
	treated, res, err := r.RollPool(läkare, p, rng)
	if err != nil {
		return nil, nil, nil, err
	}
	out := patient.Clone()
	if läkare == patient {
		out = treated
	}
	steps := Behandling(Framgångsgrad(res.Counted, p.Difficulty))
	out.State["gamma"] = max(engine.Sane(out.State["gamma"])-steps, 0)
	return treated, out, engine.Report{
		engine.Sayf("%v = %d mot %d: %s", res.Faces, res.Counted, p.Difficulty, res.OutcomeText()),
		engine.Sayf("gammavärdet sänks %d steg, till %d; nästa behandling om en månad", steps, out.State["gamma"]),
	}, nil
}
