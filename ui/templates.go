package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"rollformular/sheet"
	"rollformular/ui/kit"
)

// Templates are characters kept to make new ones from: a game master's town guard, a player's
// usual start. They are documents like any other, in the app's own folder.

// templateDir is the folder the templates are kept in.
func (s *Session) templateDir() string {
	if s.templateRoot != "" {
		return s.templateRoot
	}
	return filepath.Join(s.app.Storage().RootURI().Path(), "templates")
}

// Templates lists the templates' files, by name.
func (s *Session) Templates() []string {
	entries, err := os.ReadDir(s.templateDir())
	if err != nil {
		return nil // none kept yet
	}
	var out []string
	for _, en := range entries {
		if !en.IsDir() && strings.EqualFold(filepath.Ext(en.Name()), ".json") {
			out = append(out, filepath.Join(s.templateDir(), en.Name()))
		}
	}
	slices.Sort(out)
	return out
}

// templateName is how a template's file is offered: its name without the folder or ".json".
func templateName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

// keepTemplate saves a copy of doc among the templates, under its name, beside and never over
// another template of the same name, and says the name it is offered by.
func (s *Session) keepTemplate(doc *sheet.Character) (string, error) {
	dir := s.templateDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, kit.UniqueName(dir, kit.FileName(kit.DisplayName(doc), ".json")))
	if err := sheet.Save(path, doc); err != nil {
		return "", err
	}
	return templateName(path), nil
}

// fromTemplate is a new character made from the template at path: a copy of it, with no file.
func (s *Session) fromTemplate(path string) error {
	doc, err := sheet.Load(path)
	if err != nil {
		return err
	}
	e, err := s.ShowDocument(doc, "")
	if err != nil {
		return err
	}
	e.Unsaved() // made from the template, it is new: closing it asks
	return nil
}
