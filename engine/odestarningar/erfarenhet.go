package odestarningar

import "rollformular/engine"

// NästaÖde is the erf it takes to rise from öde to the next level: "När hjälten har samlat på
// sig ett antal erf lika med nästa ödesnivå gånger fem stiger hjälten till denna ödesnivå."
func NästaÖde(öde int) int { return (engine.Sane(öde) + 1) * 5 }

// FvSteg is what raising fv one step costs: "Att öka fv ett steg kostar 2 erf."
const FvSteg = 2

// MaxFv is the highest fv at öde: "Värdet på en färdighet (fv) kan inte överstiga en persons
// dubbla öde."
func MaxFv(öde int) int { return 2 * engine.Sane(öde) }

// NyFördel is what a new advantage of level costs in erf: "En ny begränsad fördel kostar 4
// erf, en måttlig 8 erf och en utomordentlig 12." Buying off a disadvantage costs the same:
// "Att bli av med en begränsad nackdel kostar 4 erf, en måttlig 8 erf och en utomordentlig
// 12."
func NyFördel(level int) int { return 4 * level }

// NyNackdel is the erf a new disadvantage of level gives: "En ny begränsad nackdel ger 2
// erf, en måttlig 4 och en utomordentlig 6."
func NyNackdel(level int) int { return 2 * level }

// HöjaFördel is "Att höja en fördels nivå ett steg kostar 4 erf."
const HöjaFördel = 4

// SessionsErf is the erf a session gives: "Varje spelmöte ger hjältarna 1-10
// erfarenhetspoäng (erf) var, i normalfallet 5", with Snabb inlärningsförmåga "en extra
// erfarenhetspoäng efter varje spelmöte" and Trögtänkt "ett mindre".
func SessionsErf(snabbInlärning, trögtänkt bool) int {
	erf := 5
	if snabbInlärning {
		erf++
	}
	if trögtänkt {
		erf--
	}
	return erf
}
