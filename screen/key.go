package screen

// Key is a text of the program's own that the model hands a renderer, in English as a key of
// the program's translations (assets/translations), which the editor looks up (lang.L):
// "Conditions". The rules' own words are Swedish strings instead, which the ruleset's Words put
// in English. The editor's test of its translations finds every Key written here.
type Key string
