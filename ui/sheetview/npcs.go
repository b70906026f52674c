package sheetview

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/export"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// npcSource is a character offered for the NPC pages: an open document or a file.
type npcSource struct {
	label string
	doc   *sheet.Character // an open document, as edited
	path  string           // a file, read when printing
}

// PrintNPCs asks which characters to print as NPC blocks (the open ones, the recent files,
// and any file added) and writes them into one PDF. The work runs off the UI goroutine with
// its progress shown.
func (e *Editor) PrintNPCs() {
	p := &npcPicker{sources: e.npcSources()}
	p.pick = widget.NewCheckGroup(p.labels(), nil)
	for _, s := range p.sources {
		if s.doc != nil && s.doc.NPC {
			p.pick.Selected = append(p.pick.Selected, s.label)
		}
	}
	add := widget.NewButton(lang.L("Add a file…"), func() {
		kit.AskToOpen(e.win, e.Folder(), []string{".json"}, p.add, func(err error) { e.ShowError(lang.L("Cannot open"), err) })
	})
	paper := widget.NewRadioGroup([]string{"A4", "Letter"}, nil)
	paper.Horizontal = true
	paper.SetSelected(map[string]string{"a4": "A4", "letter": "Letter"}[e.host.Paper()])
	content := container.NewBorder(nil, container.NewVBox(add, paper), nil, nil, container.NewVScroll(p.pick))
	d := dialog.NewCustomConfirm(lang.L("Print NPCs"), lang.L("Print…"), lang.L("Cancel"), content, func(ok bool) {
		if chosen := p.chosen(); ok && len(chosen) > 0 {
			e.printNPCsTo(chosen, strings.ToLower(paper.Selected))
		}
	}, e.win)
	d.Resize(fyne.NewSize(560, 480))
	d.Show()
}

// npcSources are what PrintNPCs offers at first: each open document, as edited, and each
// recent file not open.
func (e *Editor) npcSources() []npcSource {
	var sources []npcSource
	for _, ed := range e.host.Editors() {
		sources = append(sources, npcSource{label: kit.DisplayName(ed.doc) + " " + lang.L("(open)"), doc: ed.doc.Clone()})
	}
	for _, path := range e.host.Recent() {
		if info, err := os.Stat(path); err == nil && info.IsDir() {
			continue // a campaign's folder
		}
		if !slices.ContainsFunc(e.host.Editors(), func(ed *Editor) bool { return ed.path == path }) {
			sources = append(sources, fileSource(path))
		}
	}
	return sources
}

// fileSource is a file to print, labelled by its name and folder.
func fileSource(path string) npcSource {
	return npcSource{label: filepath.Base(path) + "  (" + filepath.Dir(path) + ")", path: path}
}

// npcPicker is the check list of PrintNPCs: the characters it can print, those ticked chosen.
type npcPicker struct {
	sources []npcSource
	pick    *widget.CheckGroup
}

func (p *npcPicker) labels() []string {
	out := make([]string, len(p.sources))
	for i, s := range p.sources {
		out[i] = s.label
	}
	return out
}

// add offers the file at path, ticked.
func (p *npcPicker) add(path string) {
	s := fileSource(path)
	p.sources = append(p.sources, s)
	p.pick.Options = p.labels()
	p.pick.Selected = append(p.pick.Selected, s.label)
	p.pick.Refresh()
}

// chosen are the sources ticked.
func (p *npcPicker) chosen() []npcSource {
	var chosen []npcSource
	for _, s := range p.sources {
		if slices.Contains(p.pick.Selected, s.label) {
			chosen = append(chosen, s)
		}
	}
	return chosen
}

// printNPCsTo asks where to write the blocks of chosen, on paper, and writes them there: never
// onto a file being printed, nor onto an open document.
func (e *Editor) printNPCsTo(chosen []npcSource, paper string) {
	e.askForFile(e.freeName(lang.L("npcs")+".pdf"), lang.L("Cannot export"), func(path string) error {
		var inputs []string
		for _, s := range chosen {
			if s.path != "" {
				inputs = append(inputs, s.path)
			}
		}
		for _, o := range e.host.Editors() {
			if o.path != "" {
				inputs = append(inputs, o.path)
			}
		}
		if err := export.CheckTarget(path, inputs); err != nil {
			return err
		}
		e.printNPCs(chosen, paper, path)
		return nil
	}, nil)
}

// printNPCs writes the NPC pages in the background and reports back on the UI goroutine. The
// channel it returns closes when all is done.
func (e *Editor) printNPCs(chosen []npcSource, paper, path string) <-chan struct{} {
	finished := make(chan struct{})
	progress := widget.NewProgressBar()
	wait := dialog.NewCustomWithoutButtons(lang.L("Printing NPCs"), progress, e.win)
	wait.Show()
	reg := e.host.Registry()
	go func() {
		defer close(finished)
		var chars []export.Character
		var problems []string
		for i, s := range chosen {
			doc := s.doc
			if doc == nil {
				var err error
				if doc, err = sheet.Load(s.path); err != nil {
					problems = append(problems, err.Error())
					continue
				}
			}
			rs, err := reg.Lookup(doc.Ruleset)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", s.label, err))
				continue
			}
			chars = append(chars, export.Character{Doc: doc, Ruleset: rs})
			done := float64(i+1) / float64(len(chosen)+1)
			fyne.Do(func() { progress.SetValue(done) })
		}
		var err error
		if len(chars) > 0 {
			var buf bytes.Buffer
			if err = export.NPCs(&buf, chars, export.Options{Paper: paper, Language: lang.SystemLocale().String()}); err == nil {
				err = sheet.ReplaceFile(path, buf.Bytes())
			}
		}
		fyne.Do(func() {
			wait.Hide()
			switch {
			case err != nil:
				e.ShowError(lang.L("Cannot export"), err)
			case len(problems) > 0:
				e.ShowError(lang.L("Some characters were left out"), fmt.Errorf("%s", strings.Join(problems, "\n")))
			default:
				e.toldWritten(lang.L("NPCs printed"), path)
			}
		})
	}()
	return finished
}
