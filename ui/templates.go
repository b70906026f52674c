package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

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

// SaveAsTemplate keeps a copy of the character among the templates, under its name, beside
// and never over another template of the same name.
func (e *Editor) SaveAsTemplate() {
	dir := e.session.TemplateDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		e.showError(lang.L("Cannot save"), err)
		return
	}
	path := filepath.Join(dir, kit.UniqueName(dir, kit.FileName(kit.DisplayName(e.doc), ".json")))
	if err := sheet.Save(path, e.doc); err != nil {
		e.showError(lang.L("Cannot save"), err)
		return
	}
	e.log.add(time.Now(), lang.L("Saved as a template"), "", templateName(path))
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
	e.hist.MarkUnsaved() // made from the template, it is new: closing it asks
	return nil
}
