package table

// The page's own words, in each language it speaks; the game terms and the states come worded
// from the rules. The page's script has the same words for what it draws (assets/app.js).
var words = map[string]map[string]string{
	"sv": {"title": "Striden", "inPlay": "I spel", "attributes": "Grundegenskaper", "values": "Värden", "skills": "Färdigheter",
		"weapons": "Vapen", "armor": "Rustning", "traits": "Fördelar och nackdelar", "gear": "Utrustning"},
	"en": {"title": "The fight", "inPlay": "In play", "attributes": "Attributes", "values": "Values", "skills": "Skills",
		"weapons": "Weapons", "armor": "Armour", "traits": "Traits", "gear": "Gear"},
}

// pageWords are the page's words in lang, "sv" or "en".
func pageWords(lang string) map[string]string {
	if w, ok := words[lang]; ok {
		return w
	}
	return words["sv"]
}
