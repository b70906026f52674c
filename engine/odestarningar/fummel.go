package odestarningar

// Fummel says whether a roll fumbles, under the optional rule: "Om ett handlingsslag
// misslyckas och innehåller en eller flera ettor, så inträffar fummel."
func Fummel(faces []int, success bool) bool {
	if success {
		return false
	}
	for _, f := range faces {
		if f == 1 {
			return true
		}
	}
	return false
}

// FummelINärstrid is the melee fumble table: "slag fummel i närstrid 1-2 tappar vapnet 3-4
// vapnet går sönder 5-6 träffar sig själv".
func FummelINärstrid(t6 int) string {
	return [...]string{"tappar vapnet", "vapnet går sönder", "träffar sig själv"}[(t6-1)/2]
}

// FummelIAvståndsstrid is the ranged fumble table: "slag fummel i avståndsstrid 1-2 vapnet
// går sönder 3-4 träffar sig själv 5-6 träffar kamrat".
func FummelIAvståndsstrid(t6 int) string {
	return [...]string{"vapnet går sönder", "träffar sig själv", "träffar kamrat"}[(t6-1)/2]
}
