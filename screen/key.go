package screen

import "rollformular/engine"

// Key is a text of the program's own that the model hands a renderer, in English as a key of
// the program's translations (assets/translations), which the editor looks up (lang.L):
// "Conditions". The rules' own words are Swedish strings instead, which the ruleset's Words put
// in English. The editor's test of its translations finds every Key written here.
type Key string

// In is a text of the model as the reader reads it: the program's own, key, worded by program
// (the renderer's translation of its keys) where it is set, else the rules' words worded by w.
// The editor's cards and the printed sheet head a section by it, so the two say the same.
func In(key Key, rules string, program func(string) string, w engine.Words) string {
	if key != "" {
		return program(string(key))
	}
	return w.F(rules)
}
