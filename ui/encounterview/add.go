package encounterview

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/encounter"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// sameRules are the characters open in tabs that are of the fight's ruleset.
func (v *View) sameRules() []Sheet {
	var out []Sheet
	for _, e := range v.host.Sheets() {
		if e.Ruleset() == v.fight.Doc.Ruleset {
			out = append(out, e)
		}
	}
	return out
}

// otherRulesNote says which open characters the fight cannot take, and why; "" when none.
func (v *View) otherRulesNote() string {
	var names []string
	for _, e := range v.host.Sheets() {
		if e.Ruleset() != v.fight.Doc.Ruleset {
			names = append(names, kit.Ellipsis(kit.DisplayName(e.Doc()), kit.MaxTitle))
		}
	}
	if len(names) == 0 {
		return ""
	}
	return lang.L("Not offered, as an encounter is one ruleset's: {{.Names}}.", map[string]any{"Names": strings.Join(names, ", ")})
}

// addOpen asks which of the characters open in tabs join the fight: one with a file fights
// from its file, one never saved as a copy kept in the encounter.
func (v *View) addOpen() {
	editors := v.sameRules()
	note := v.otherRulesNote()
	if len(editors) == 0 {
		kit.ShowError(v.host.Window(), lang.L("Open characters…"), strings.TrimSpace(lang.L("No character of {{.Rules}} is open in a tab.", map[string]any{"Rules": screen.RulesName(v.fight.Rules)})+" "+note))
		return
	}
	names := make([]string, len(editors))
	for i, e := range editors {
		names[i] = kit.Ellipsis(kit.DisplayName(e.Doc()), kit.MaxTitle)
		if p := e.File(); p != "" {
			names[i] += "  (" + filepath.Base(p) + ")"
		}
		// A check box is known by its text: two tabs of one name (a guard and its copy,
		// never saved) are told apart by their place.
		if slices.Contains(names[:i], names[i]) {
			names[i] += fmt.Sprintf("  (%d)", i+1)
		}
	}
	pick := widget.NewCheckGroup(names, nil)
	pick.SetSelected(names)
	content := container.NewVBox(pick)
	if note != "" {
		l := widget.NewLabel(note)
		l.Wrapping = fyne.TextWrapWord
		content.Add(l)
	}
	d := dialog.NewCustomConfirm(lang.L("Add open characters"), lang.L("Add"), lang.L("Cancel"), container.NewVScroll(content), func(ok bool) {
		if !ok {
			return
		}
		v.change(func(f *encounter.Fight) error {
			for i, e := range editors {
				if !slices.Contains(pick.Selected, names[i]) {
					continue
				}
				if err := addSheet(f, e); err != nil {
					return err
				}
			}
			return nil
		})
	}, v.host.Window())
	d.Resize(fyne.NewSize(480, 360))
	d.Show()
}

// addSheet adds an open character to f: from its file, with its tab's unsaved changes (which
// saving the encounter writes), or, never saved, as a copy kept in the encounter.
func addSheet(f *encounter.Fight, e Sheet) error {
	path := e.File()
	if path == "" {
		return f.AddCopies(e.Doc(), 1)
	}
	read, err := sheet.Load(path)
	if err != nil {
		return err
	}
	return f.AddFile(path, e.Doc(), read)
}

// askFile asks for a character file, and hands its path on.
func (v *View) askFile(then func(path string)) {
	kit.AskToOpen(v.host.Window(), v.dir(), []string{".json"}, then, func(err error) { v.showError(lang.L("Cannot open"), err) })
}

// addFile asks for a character file and adds it, fighting from its file.
func (v *View) addFile() {
	v.askFile(func(path string) {
		doc, err := sheet.Load(path)
		if err != nil {
			v.showError(lang.L("Cannot open"), err)
			return
		}
		v.change(func(f *encounter.Fight) error { return f.AddFile(path, doc, doc) })
	})
}

// addFolder asks for a folder and adds every character of the fight's ruleset in it; what it
// leaves out, and why, is said in one message.
func (v *View) addFolder() {
	kit.AskForFolder(v.host.Window(), v.dir(), v.addFolderAt, func(err error) { v.showError(lang.L("Cannot open"), err) })
}

// addFolderAt adds every character of the fight's ruleset in dir, in name order.
func (v *View) addFolderAt(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		v.showError(lang.L("Cannot open"), err)
		return
	}
	var paths []string
	for _, en := range entries {
		if !en.IsDir() && strings.EqualFold(filepath.Ext(en.Name()), ".json") {
			paths = append(paths, filepath.Join(dir, en.Name()))
		}
	}
	v.AddFiles(paths, lang.L("Folder…"))
}

// AddFiles adds the characters of the files at paths, each fighting from its file, in one step
// of the fight's undo; an encounter among them is passed over. What it leaves out, and why, is
// said in one message titled title.
func (v *View) AddFiles(paths []string, title string) {
	var left []string
	v.change(func(f *encounter.Fight) error {
		for _, path := range paths {
			doc, err := sheet.Load(path)
			if errors.Is(err, sheet.ErrEncounter) {
				continue // an encounter kept beside its characters
			}
			if err == nil {
				err = f.AddFile(path, doc, doc)
			}
			if err != nil {
				left = append(left, kit.ErrorInWords(err, v.words))
			}
		}
		return nil
	})
	if len(left) > 0 {
		kit.ShowError(v.host.Window(), title, strings.Join(left, "\n"))
	}
}

// addGroup asks for an NPC, from an open tab or a file, and how many: as many copies, named 1
// to N, or, where the rules have hordes, one horde of N.
func (v *View) addGroup() {
	var sources []*sheet.Character
	var names []string
	for _, e := range v.sameRules() {
		sources, names = append(sources, e.Doc()), append(names, kit.Ellipsis(kit.DisplayName(e.Doc()), kit.MaxTitle))
	}
	source := widget.NewSelect(names, nil)
	source.PlaceHolder = lang.L("Choose an NPC")
	if len(names) > 0 {
		source.SetSelectedIndex(len(names) - 1)
	}
	fromFile := widget.NewButton(lang.L("From a file…"), func() {
		v.askFile(func(path string) {
			doc, err := sheet.Load(path)
			if err != nil {
				v.showError(lang.L("Cannot open"), err)
				return
			}
			sources, names = append(sources, doc), append(names, kit.Ellipsis(kit.DisplayName(doc), kit.MaxTitle)+"  ("+filepath.Base(path)+")")
			source.Options = names
			source.SetSelectedIndex(len(names) - 1)
		})
	})
	count := widget.NewEntry()
	count.SetText("3")
	form := widget.NewForm(
		widget.NewFormItem(lang.L("NPC"), container.NewBorder(nil, nil, nil, fromFile, source)),
		widget.NewFormItem(lang.L("How many"), kit.FixedWidth(kit.NumberWidth, count)),
	)
	var horde *widget.Check
	if v.fight.Hordes() {
		horde = widget.NewCheck(lang.L("As one horde: they act and are struck as one"), nil)
		form.Append("", horde)
	}
	d := dialog.NewCustomConfirm(lang.L("Add a group of NPCs"), lang.L("Add"), lang.L("Cancel"), form, func(ok bool) {
		if !ok {
			return
		}
		i := source.SelectedIndex()
		n, err := strconv.Atoi(strings.TrimSpace(count.Text))
		switch {
		case i < 0 || i >= len(sources):
			v.showError(lang.L("Group of NPCs…"), errors.New(lang.L("Choose an NPC")))
		case err != nil:
			v.showError(lang.L("Group of NPCs…"), errors.New(lang.L("{{.Field}}: “{{.Text}}” is not a whole number", map[string]any{"Field": lang.L("How many"), "Text": kit.Ellipsis(count.Text, 20)})))
		case horde != nil && horde.Checked:
			v.change(func(f *encounter.Fight) error { return f.AddHorde(sources[i], n) })
		default:
			v.change(func(f *encounter.Fight) error { return f.AddCopies(sources[i], n) })
		}
	}, v.host.Window())
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}
