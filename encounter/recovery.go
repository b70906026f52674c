package encounter

import (
	"bytes"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"rollformular/engine"
	"rollformular/sheet"
)

// RecoveryFormat is the "format" of a fight as the editor's autosave keeps it.
const RecoveryFormat = "rollformular-encounter-recovery"

// recovery is a fight not yet saved, as autosave keeps it: the encounter, where it was saved
// if it was, and the players' characters the fight has changed, by file, which their files do
// not hold yet. A crash loses none of the fight, and no file is written by recovering it.
type recovery struct {
	Format    string                    `json:"format"`
	Path      string                    `json:"path,omitempty"`
	Encounter jsontext.Value            `json:"encounter"`
	Changed   map[string]jsontext.Value `json:"changed,omitempty"`
}

// Recovery is f as autosave keeps it (Recover reads it back). It changes nothing of f.
func (f *Fight) Recovery() ([]byte, error) {
	doc := *f.Doc
	doc.Combatants = make([]sheet.Combatant, len(f.Doc.Combatants))
	r := recovery{Format: RecoveryFormat, Path: f.Path, Changed: map[string]jsontext.Value{}}
	for i, c := range f.Doc.Combatants {
		doc.Combatants[i] = c
		switch {
		case f.Chars[i] == nil:
		case c.File == "":
			if err := doc.Combatants[i].Keep(f.Chars[i]); err != nil {
				return nil, err
			}
		case f.changed(i):
			data, err := sheet.Marshal(f.Chars[i])
			if err != nil {
				return nil, err
			}
			r.Changed[f.FileOf(i)] = bytes.TrimSpace(data)
		}
	}
	var err error
	if r.Encounter, err = sheet.MarshalEncounter(&doc); err != nil {
		return nil, err
	}
	return json.Marshal(r, jsontext.WithIndent("  "))
}

// IsRecovery reports whether data is a fight as autosave keeps it.
func IsRecovery(data []byte) bool {
	var head struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(data, &head, json.RejectUnknownMembers(false)) == nil && head.Format == RecoveryFormat
}

// RecoverFile reads back the fight autosave kept in the file at path, as Recover does.
func RecoverFile(reg *engine.Registry, path string) (*Fight, error) {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a fight autosave kept"))
	if err != nil {
		return nil, err
	}
	if !IsRecovery(data) {
		return nil, say("%s: not a fight autosave kept", path)
	}
	return Recover(reg, data)
}

// Recover reads back a fight autosave kept: unsaved, its changed characters as the fight left
// them and their files as they are.
func Recover(reg *engine.Registry, data []byte) (*Fight, error) {
	var r recovery
	if err := json.Unmarshal(data, &r, json.RejectUnknownMembers(false)); err != nil {
		return nil, err
	}
	if r.Format != RecoveryFormat {
		return nil, say(`not a fight autosave kept: "format" must be %q`, RecoveryFormat)
	}
	doc, err := sheet.ParseEncounter(r.Encounter)
	if err != nil {
		return nil, err
	}
	f, err := read(reg, doc, r.Path)
	if err != nil {
		return nil, err
	}
	for i := range f.Chars {
		kept, ok := r.Changed[f.FileOf(i)]
		if !ok || f.Doc.Combatants[i].File == "" {
			continue
		}
		c, err := sheet.Parse(kept)
		if err != nil {
			f.Problems[i], f.Chars[i] = err, nil
			continue
		}
		f.Chars[i], f.Problems[i] = c, nil
	}
	f.restand() // the places of the characters as the fight left them, not as their files hold them
	return f, nil
}
