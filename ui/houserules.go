package ui

import (
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// rulesOf are the rules doc, opened from path, is read by, with a note as
// sheetview.HouseRulesOf has one.
func (s *Session) rulesOf(doc *sheet.Character, path string, shipped engine.Ruleset) (rs engine.Ruleset, note error) {
	if doc.HouseRules == nil {
		return shipped, nil
	}
	return sheetview.HouseRulesOf(&s.packs, s.reg, doc.HouseRules, kit.DisplayName(doc), doc.Ruleset, path, shipped)
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
	rs, note := sheetview.HouseRulesOf(&s.packs, s.reg, doc.HouseRules, filepath.Base(path), doc.Ruleset, path, shipped)
	return engine.NewRegistry(rs), note
}

// packsUsed are the house-rules packs used last, newest first.
func (s *Session) packsUsed() []string { return s.app.Preferences().StringList(prefPacks) }

// rememberPack puts the pack at path first among those the House rules dialog offers again.
func (s *Session) rememberPack(path string) {
	prefs := s.app.Preferences()
	list := slices.DeleteFunc(prefs.StringList(prefPacks), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	prefs.SetStringList(prefPacks, list[:min(len(list), recentLimit)])
}

// packsKnown is the Settings' list of the house-rules packs used before, each its name, its
// rules and where it is, with a button to the current character's House rules; close closes
// Settings for it.
func (s *Session) packsKnown(close func()) fyne.CanvasObject {
	var lines []string
	for _, path := range s.packsUsed() {
		p, err := houserules.Load(path)
		if err != nil {
			lines = append(lines, lang.L("{{.Path}}: not readable now", map[string]any{"Path": path}))
			continue
		}
		name := p.Ruleset
		if rs, err := s.reg.Lookup(p.Ruleset); err == nil {
			name = screen.RulesName(rs)
		}
		lines = append(lines, kit.Ellipsis(p.Name, kit.MaxTitle)+" · "+name+" · "+path)
	}
	if len(lines) == 0 {
		lines = append(lines, lang.L("No house rules used yet."))
	}
	list := widget.NewLabel(kit.ShortText(strings.Join(lines, "\n")))
	list.Wrapping = fyne.TextWrapWord
	manage := widget.NewButton(lang.L("House rules of this character…"), func() {
		close()
		s.on((*sheetview.Editor).ShowHouseRules)()
	})
	if s.Current() == nil {
		manage.Disable()
	}
	return container.NewVBox(list, container.NewHBox(manage))
}
