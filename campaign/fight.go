package campaign

import (
	"rollformular/encounter"
	"rollformular/sheet"
)

// encounters is the kind of an encounter in a history: its summary says the round and who
// acted (encounter.Summary), "Runda 2 → 3: Åsa Järnhand, Vätte 2".
var encounters = kind[*sheet.Encounter]{sheet.ParseEncounter, func(prev, cur *sheet.Encounter) string {
	return cutSummary(encounter.Summary(prev, cur))
}}

// SaveFight saves the fight f to path as f.Save does, and keeps what it writes in a campaign
// as versions: the encounter, when its folder is a campaign, with a summary of the round and
// who acted; each player's character it writes, when that one's folder is, as Save keeps it.
// It holds the encounter's history lock from before the save to after, as Save holds a
// character's, so an encounter changed by another program since its last version is kept
// as a version first, and two saving at once both keep theirs. The fight is written before
// its version: killed in between, the version is taken from the file at the next save.
func SaveFight(path string, f *encounter.Fight, names *Names) ([]string, error) {
	var written []string
	saveCharacter := func(file string, c *sheet.Character) error {
		_, err := Save(file, c, names)
		return err
	}
	_, err := keep(path, encounters, "", func() ([]byte, *sheet.Encounter, error) {
		var err error
		if written, err = f.SaveWith(path, saveCharacter); err != nil {
			return nil, nil, err
		}
		// The bytes the save wrote: MarshalEncounter is deterministic.
		data, err := sheet.MarshalEncounter(f.Doc)
		return data, f.Doc, err
	})
	return written, err
}
