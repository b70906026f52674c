package odestarningar

import "math/big"

// Avståndssvårighet is the difficulty of a ranged attack at meters: the range table
// ("direkt 2 3 kort 10 4 medel 50 5 långt 250 6 extremt 1000 7") read as the longest distance
// of each band. Past extremt there is no shot. "Om avståndet är oklart räknas det som medel,
// alltså svårighetsgrad 5": meters < 0 is unclear.
func (r *Ruleset) Avståndssvårighet(meters int) (Avstånd, bool) {
	if meters < 0 {
		for _, a := range r.t.ranges {
			if a.Value == 5 {
				return a, true
			}
		}
	}
	for _, a := range r.t.ranges {
		if meters <= a.Meters {
			return a, true
		}
	}
	return Avstånd{}, false
}

// Ducka is the difficulty of a shot at someone who ducks: "Resultatet ersätter
// svårighetsgraden för attacken om slaget blir högre än svårighetsgraden annars skulle
// varit. Man kan inte förlora på att ta betäckning."
func Ducka(svårighet, duckslag int) int {
	return max(svårighet, duckslag)
}

// Skjutvapen i närstrid: "attacker med pistoler får -1 får handlingsslaget. För attacker med
// gevär och liknande större vapen blir avdraget -2."
func närstridsavdrag(kind string) int {
	switch kind {
	case "pistol":
		return -1
	case "gevar":
		return -2
	}
	return 0
}

// Förflyttning is the meters a person runs with one movement action: "Med en handling kan en
// normal hjälte springa tio meter", Snabb "på nivå I kan springa 12 meter … nivå II … 14
// meter … nivå III 16 meter", Långsam "på nivå I kan bara springa 8 meter … nivå II … 6 meter
// … nivå III 4 meter".
func Förflyttning(snabb, långsam int) int {
	return 10 + 2*min(snabb, 3) - 2*min(långsam, 3)
}

// Oförsvarad is the difficulty of a närstrid attack against one who cannot or will not defend: "Svårighetsgraden
// för en närstridsattack mot någon som inte kan eller vill försvara sig är ynka 3
// (busenkelt)."
const Oförsvarad = 3

// DuckaChans is the exact chance that n dice plus mod hit at difficulty d a target that ducks
// with k dice: the duck roll replaces the difficulty when it is higher.
func DuckaChans(n, mod, d, k int) (*big.Rat, error) {
	target, err := Fördelning(k)
	if err != nil {
		return nil, err
	}
	p := new(big.Rat)
	for v := 1; v < len(target); v++ {
		hit, err := Chans(n, Ducka(d, v)-mod)
		if err != nil {
			return nil, err
		}
		p.Add(p, hit.Mul(hit, target[v]))
	}
	return p, nil
}
