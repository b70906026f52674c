package ui

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// startPanel is the window's content while no character is open: a new character of a ruleset
// chosen here, a file to open, or one of the recent files. The program starts with it when no
// file is given, where it opened a blank character of one ruleset without asking, and shows it
// again when the last tab closes, which quit the program.
type startPanel struct {
	object fyne.CanvasObject
	form   *newCharacterForm
	create *widget.Button
}

func newStartPanel(s *Session) *startPanel {
	p := &startPanel{form: newNewCharacterForm(s)}
	p.create = widget.NewButtonWithIcon(lang.L("Create"), theme.DocumentCreateIcon(), func() {
		if err := p.form.create(); err != nil {
			dialog.ShowError(err, s.win)
		}
	})
	p.create.Importance = widget.HighImportance
	open := widget.NewButtonWithIcon(lang.L("Open…"), theme.FolderOpenIcon(), func() { s.openDialog("", nil) })
	folder := widget.NewButtonWithIcon(lang.L("Open a folder…"), theme.FolderOpenIcon(), func() { s.openFolderDialog("") })
	campaign := widget.NewButtonWithIcon(lang.L("Open campaign…"), theme.FolderOpenIcon(), s.openCampaignDialog)
	column := container.NewVBox(
		widget.NewLabelWithStyle("Rollformulär", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewCard(lang.L("New character"), lang.L("Which rules does the character play by?"),
			container.NewVBox(p.form.object, container.NewHBox(p.create))),
		container.NewHBox(open, folder, campaign))
	if recent := s.Recent(); len(recent) > 0 {
		files := container.NewVBox()
		for _, path := range recent {
			files.Add(widget.NewButton(filepath.Base(path)+"  ("+filepath.Dir(path)+")", func() {
				if err := s.Open(path); err != nil {
					s.ShowError(err)
				}
			}))
		}
		column.Add(widget.NewCard(lang.L("Open Recent"), "", files))
	}
	p.object = container.NewVScroll(container.NewCenter(column))
	return p
}

// newCharacterForm chooses what a new character is: the rules it plays by, and whether its
// attributes are rolled, as a game master rolls up a spelledarperson; or a template to copy.
type newCharacterForm struct {
	s       *Session
	ids     []string
	ruleset *widget.RadioGroup
	random  *widget.Check
	// guided leads the player through making the character, a part of the sheet a step.
	guided    *widget.Check
	templates []string       // the templates' files
	template  *widget.Select // a template to start from instead; nil without templates
	object    fyne.CanvasObject
}

func newNewCharacterForm(s *Session) *newCharacterForm {
	f := &newCharacterForm{s: s, ids: s.reg.IDs()}
	names := make([]string, len(f.ids))
	for i, id := range f.ids {
		rs, _ := s.reg.Lookup(id)
		names[i] = screen.RulesName(rs)
	}
	// A choice made with Space gives the focus back, so that Enter then reaches the dialog
	// and creates: a focused radio button or check box takes Enter and does nothing with it.
	// Not while the form is filled in here, before the dialog is up: that would take the
	// focus from the field behind it.
	filled := false
	release := func() {
		if filled && s.win != nil {
			s.win.Canvas().Unfocus()
		}
	}
	f.random = widget.NewCheck(lang.L("A random NPC: its attributes rolled"), func(bool) { release() })
	f.ruleset = widget.NewRadioGroup(names, func(string) {
		release()
		// Only rules whose attributes are rolled can roll one up.
		if rs := f.chosen(); rs != nil && screen.RollsAttributes(rs) {
			f.random.Enable()
		} else {
			f.random.SetChecked(false)
			f.random.Disable()
		}
	})
	f.ruleset.Required = true
	f.ruleset.SetSelected(names[max(slices.Index(f.ids, s.reg.Primary()), 0)])
	f.guided = widget.NewCheck(lang.L("Guide me through making it"), func(bool) { release() })
	f.guided.SetChecked(true)
	f.object = container.NewVBox(f.ruleset, f.random, f.guided)
	if f.templates = s.Templates(); len(f.templates) > 0 {
		names := []string{kit.None}
		for _, t := range f.templates {
			names = append(names, templateName(t))
		}
		f.template = widget.NewSelect(names, func(string) { release() })
		f.template.SetSelectedIndex(0)
		f.object = container.NewVBox(f.object, widget.NewForm(widget.NewFormItem(lang.L("Or from a template"), f.template)))
	}
	filled = true
	return f
}

// chosen is the ruleset chosen; nil for none.
func (f *newCharacterForm) chosen() engine.Ruleset {
	i := slices.Index(f.ruleset.Options, f.ruleset.Selected)
	if i < 0 {
		return nil
	}
	rs, _ := f.s.reg.Lookup(f.ids[i])
	return rs
}

// create opens the character chosen in a tab of its own.
func (f *newCharacterForm) create() error {
	if f.template != nil && f.template.SelectedIndex() > 0 {
		return f.s.fromTemplate(f.templates[f.template.SelectedIndex()-1])
	}
	rs := f.chosen()
	if rs == nil {
		return nil
	}
	var r *rand.Rand
	if f.random.Checked {
		r = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	}
	doc, err := screen.NewCharacter(rs, r)
	if err != nil {
		return err
	}
	doc.NPC = f.random.Checked
	e, err := f.s.ShowDocument(doc, "")
	if err != nil {
		return err
	}
	if doc.NPC {
		e.Unsaved() // rolled up, it is worth keeping: closing it asks
	}
	if f.guided.Checked {
		e.StartGuide()
	}
	return nil
}

// openFolderDialog asks for a folder and opens every character file in it, each in a tab of its
// own, as a game master opens the spelledarpersoner of an evening.
func (s *Session) openFolderDialog(dir string) {
	kit.AskForFolder(s.win, dir, s.openFolder, s.ShowError)
}

// maxFolderFiles bounds the characters a folder opens: each is a tab, and a folder of
// thousands would open thousands.
const maxFolderFiles = 60

// openFolder opens every .json file in dir, in name order, up to maxFolderFiles; what does not
// open, and what is left past the limit, is said in one message.
func (s *Session) openFolder(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		dialog.ShowError(err, s.win)
		return
	}
	var paths, problems []string
	for _, en := range entries {
		if en.IsDir() || !strings.EqualFold(filepath.Ext(en.Name()), ".json") {
			continue
		}
		if len(paths) == maxFolderFiles {
			problems = append(problems, lang.L("Only the first {{.Count}} characters of the folder were opened.", map[string]any{"Count": maxFolderFiles}))
			break
		}
		paths = append(paths, filepath.Join(dir, en.Name()))
	}
	opened, failed := s.OpenAll(paths)
	for _, err := range failed {
		problems = append(problems, errorIn(err))
	}
	if opened == 0 && len(problems) == 0 {
		problems = append(problems, lang.L("The folder holds no character files (.json)."))
	}
	if len(problems) > 0 {
		dialog.ShowError(errors.New(kit.Bulleted(problems, "")), s.win)
	}
}

// openDialog asks for a character's file and opens it in a tab of its own, starting in dir
// where not "". An untouched new character, if given, is replaced by it.
func (s *Session) openDialog(dir string, untouched *sheetview.Editor) {
	kit.AskToOpen(s.win, dir, []string{".json"}, func(path string) { s.openPath(path, untouched) }, s.ShowError)
}

// openPath opens the document at path in a tab of its own, or says why it cannot; an untouched
// new character, if given, is replaced by it.
func (s *Session) openPath(path string, untouched *sheetview.Editor) {
	if err := s.Open(path); err != nil {
		if e := s.Current(); e != nil {
			e.ShowError(lang.L("Cannot open"), err)
		} else {
			s.ShowError(err)
		}
		return
	}
	if untouched != nil && untouched.Path() == "" && !untouched.Dirty() {
		untouched.Close()
	}
}

// ShowError shows what went wrong in the session's window, in the reader's language where it
// is a document that did not open.
func (s *Session) ShowError(err error) {
	dialog.ShowError(errors.New(errorIn(err)), s.win)
}

// errorIn is err as the editor says it: a document that did not open in the reader's language.
func errorIn(err error) string {
	var le *sheet.LoadError
	if errors.As(err, &le) {
		return kit.LoadErrorIn(le)
	}
	return err.Error()
}
