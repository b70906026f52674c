package ui

import (
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// startPanel is the window's content while no character is open: a new character of a ruleset
// chosen here, a file to open, or one of the recent files. The program starts with it when no
// file is given, where it opened a blank character of one ruleset without asking, and shows it
// again when the last tab closes, which quit the program.
type startPanel struct {
	object  fyne.CanvasObject
	ruleset *widget.RadioGroup
	create  *widget.Button
}

func newStartPanel(s *Session) *startPanel {
	p := &startPanel{}
	ids := s.reg.IDs()
	names := make([]string, len(ids))
	for i, id := range ids {
		rs, _ := s.reg.Lookup(id)
		names[i] = rs.Description().Name
	}
	p.ruleset = widget.NewRadioGroup(names, nil)
	p.ruleset.Required = true
	p.ruleset.SetSelected(names[max(slices.Index(ids, s.reg.Primary()), 0)])
	p.create = widget.NewButtonWithIcon(lang.L("Create"), theme.DocumentCreateIcon(), func() {
		if i := slices.Index(names, p.ruleset.Selected); i >= 0 {
			if _, err := s.ShowNewOf(ids[i]); err != nil {
				dialog.ShowError(err, s.win)
			}
		}
	})
	p.create.Importance = widget.HighImportance
	open := widget.NewButtonWithIcon(lang.L("Open…"), theme.FolderOpenIcon(), func() { s.openDialog("", nil) })
	column := container.NewVBox(
		widget.NewLabelWithStyle("Rollformulär", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewCard(lang.L("New character"), lang.L("Which rules does the character play by?"),
			container.NewVBox(p.ruleset, container.NewHBox(p.create))),
		container.NewHBox(open))
	if recent := s.Recent(); len(recent) > 0 {
		files := container.NewVBox()
		for _, path := range recent {
			files.Add(widget.NewButton(filepath.Base(path)+"  ("+filepath.Dir(path)+")", func() {
				if _, err := s.ShowFile(path); err != nil {
					dialog.ShowError(err, s.win)
				}
			}))
		}
		column.Add(widget.NewCard(lang.L("Open Recent"), "", files))
	}
	p.object = container.NewVScroll(container.NewCenter(column))
	return p
}

// openDialog asks for a character's file and opens it in a tab of its own, starting in dir
// where not "". An untouched new character, if given, is replaced by it.
func (s *Session) openDialog(dir string, untouched *Editor) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			dialog.ShowError(err, s.win)
			return
		}
		if r == nil {
			return // cancelled
		}
		r.Close()
		s.openPath(r.URI().Path(), untouched)
	}, s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	startIn(dir, d.SetLocation)
	d.Resize(fileDialogSize)
	d.Show()
}

// openPath opens the document at path in a tab of its own, or says why it cannot; an untouched
// new character, if given, is replaced by it.
func (s *Session) openPath(path string, untouched *Editor) {
	if _, err := s.ShowFile(path); err != nil {
		if e := s.Current(); e != nil {
			e.showError(lang.L("Cannot open"), err)
		} else {
			dialog.ShowError(err, s.win)
		}
		return
	}
	if untouched != nil && untouched.path == "" && !untouched.dirty {
		untouched.Close()
	}
}
