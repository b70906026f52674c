package ui

import (
	"errors"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// rulesOf are the rules doc, opened from path, is read by: the house rules it records where
// its pack is found (houserules.Find), else the rules as shipped. note says what the reader
// should know of it: the pack changed since, or is missing and the rules as shipped stand in
// for it; nil where all is as the document says.
func (s *Session) rulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (rs engine.Ruleset, note error) {
	if doc.HouseRules == nil {
		return shipped, nil
	}
	return s.houseRulesOf(doc.HouseRules, kit.DisplayName(doc), doc.Ruleset, path, shipped)
}

// registryOf is the rulesets the encounter at path is fought by: the house rules it records,
// else the rules as shipped, with a note as rulesOf has one.
func (s *Session) registryOf(path string) (*engine.Registry, error) {
	doc, _, err := sheet.ReadEncounter(path)
	if err != nil || doc.HouseRules == nil {
		return s.reg, nil // what does not read, Open says
	}
	shipped, err := s.reg.Lookup(doc.Ruleset)
	if err != nil {
		return s.reg, nil
	}
	rs, note := s.houseRulesOf(doc.HouseRules, filepath.Base(path), doc.Ruleset, path, shipped)
	return engine.NewRegistry(rs), note
}

// houseRulesOf is ruleset id by the house rules h that the document at path, called name,
// records; the shipped ruleset where they are not there or do not apply, with a note that
// says so, or that they changed since.
func (s *Session) houseRulesOf(h *sheet.HouseRules, name, id, path string, shipped engine.Ruleset) (rs engine.Ruleset, note error) {
	about := map[string]any{"Name": kit.Ellipsis(name, kit.MaxTitle), "Rules": kit.Ellipsis(h.Name, kit.MaxTitle), "Path": h.Path}
	pack, err := houserules.Find(h, path)
	switch {
	case errors.Is(err, houserules.ErrChanged):
		note = errors.New(lang.L("The house rules “{{.Rules}}” have changed since {{.Name}} was made by them: it is shown by them as they are now.", about))
	case err != nil:
		return shipped, errors.New(lang.L("{{.Name}} was made by the house rules “{{.Rules}}” ({{.Path}}), which are not there: it is shown by the rules as shipped.", about))
	}
	_, _, reg, err := houserules.Rules(s.reg, assets.FS, pack)
	if err == nil {
		rs, err = reg.Lookup(id)
	}
	if err != nil {
		about["Why"] = kit.Ellipsis(err.Error(), kit.MaxShownText)
		return shipped, errors.New(lang.L("The house rules “{{.Rules}}” do not apply ({{.Why}}): {{.Name}} is shown by the rules as shipped.", about))
	}
	return rs, note
}
