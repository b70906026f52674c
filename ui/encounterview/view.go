package encounterview

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/export"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// View is a tab of the session that runs a fight (encounter.Fight): its combatants
// in the order they act, each with its state, the exchange set up between two of them with
// its odds, and the log. Every step is undoable. The players' characters are written back to
// their files only when the encounter is saved, and the view says beforehand which.
type View struct {
	host   Host
	tab    *container.TabItem
	object fyne.CanvasObject
	words  engine.Words
	rng    *rand.Rand

	fight *encounter.Fight
	hist  kit.History[*encounter.Fight]
	// recovery is the fight's file in the recovery folder, once autosave wrote one; unsaved
	// says why autosave could not, until it can.
	recovery, unsaved string

	title, changes *widget.Label
	rows           *fyne.Container
	rowList        []*combatantRow // the rows in rows
	rowShape       kit.RowShape    // what they were made to offer
	rowScroll      *container.Scroll
	scrolledTo     int // the turn rowScroll last showed
	act            *exchangePanel
	log            *widget.List
	onShown        func() // SetOnShown
}

// New makes the view of f, a tab for host: Show then puts the fight into it once the tab is
// the session's.
func New(host Host, f *encounter.Fight) *View {
	v := &View{host: host, fight: f, words: screen.WordsOf(f.Rules, lang.SystemLocale().String()),
		rng: host.Dice()}
	v.object = v.build()
	v.tab = container.NewTabItemWithIcon(v.tabTitle(), theme.MediaPlayIcon(), kit.NewTabContent(v.object))
	v.hist.Redraw = v.UpdateTitle
	return v
}

// Relabel makes the view's widgets anew in the language now chosen (the session's
// SetLanguage), keeping the fight, its history and an exchange rolled and not yet applied.
func (v *View) Relabel() {
	v.words = screen.WordsOf(v.fight.Rules, lang.SystemLocale().String())
	old := v.act
	v.rowList, v.rowShape = nil, kit.RowShape{}
	v.object = v.build()
	content := v.tab.Content.(*kit.TabContent)
	content.Set(v.object)
	content.Refresh()
	v.show()
	v.act.carry(old)
	v.UpdateTitle()
}

// Opened shows the fight as its tab is first shown, and says at once what of it did not read:
// the rest of the fight opens all the same, and the rows say which did not. The message is cut
// short (sixty long names took Fyne minutes to lay out).
func (v *View) Opened() {
	v.show()
	if err := v.fight.ProblemsError(); err != nil {
		v.showError(lang.L("Encounter"), err)
	}
}

// Fight is the fight as it stands.
func (v *View) Fight() *encounter.Fight { return v.fight }

func (v *View) build() fyne.CanvasObject {
	v.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Wrapping = fyne.TextWrapWord
	v.changes = widget.NewLabel("")
	v.changes.Wrapping = fyne.TextWrapWord
	v.changes.Importance = widget.WarningImportance
	initiative := widget.NewButtonWithIcon(lang.L("Roll initiative"), theme.MediaReplayIcon(), v.settle)
	next := widget.NewButtonWithIcon(lang.L("Next turn"), theme.MediaSkipNextIcon(), func() { v.change(func(f *encounter.Fight) error { f.Next(v.rng); return nil }) })
	next.Importance = widget.HighImportance
	round := widget.NewButtonWithIcon(lang.L("Next round"), theme.MediaFastForwardIcon(), func() { v.change(func(f *encounter.Fight) error { f.NextRound(v.rng); return nil }) })
	add := container.NewHBox(widget.NewLabel(lang.L("Add:")),
		widget.NewButtonWithIcon(lang.L("Open characters…"), theme.ContentAddIcon(), v.addOpen),
		widget.NewButtonWithIcon(lang.L("File…"), theme.FileIcon(), v.addFile),
		widget.NewButtonWithIcon(lang.L("Folder…"), theme.FolderOpenIcon(), v.addFolder),
		widget.NewButtonWithIcon(lang.L("Group of NPCs…"), theme.AccountIcon(), v.addGroup))
	bar := container.NewHBox(initiative, next, round, widget.NewSeparator(), add)
	v.rows = container.NewVBox()
	v.rowScroll = container.NewVScroll(v.rows)
	v.scrolledTo = -1
	v.act = newExchangePanel(v)
	v.log = widget.NewList(func() int { return len(v.fight.Doc.Log) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(kit.ShortText(v.fight.Doc.Log[i]))
		})
	logCard := widget.NewCard(lang.L("Log"), "", v.log)
	top := container.NewVBox(v.title, container.NewHScroll(bar))
	left := container.NewBorder(nil, v.changes, nil, nil, v.rowScroll)
	main := container.NewHSplit(left, v.act.object)
	main.SetOffset(0.55)
	body := container.NewVSplit(main, logCard)
	body.SetOffset(0.78)
	return container.NewBorder(top, nil, nil, nil, body)
}

// change makes one step of the fight on a copy, and keeps it if it changed anything: an undo
// step, the tab unsaved, everything shown anew. What went wrong is said, and nothing changes.
func (v *View) change(step func(f *encounter.Fight) error) bool {
	next := v.fight.Clone()
	if err := step(next); err != nil {
		v.show() // a choice made in a row is cleared
		v.showError(lang.L("Encounter"), err)
		return false
	}
	return v.commit(next)
}

// commit makes next, a step of the fight, the fight.
func (v *View) commit(next *encounter.Fight) bool {
	if encounter.Equal(next, v.fight) {
		v.show()
		return false
	}
	v.hist.Record(v.fight, "", time.Now())
	v.fight = next
	v.hist.Show()
	v.show()
	return true
}

// Undo takes back the last step of the fight.
func (v *View) Undo() { v.hist.Back(&v.fight, v.show) }

// Redo puts back the last step undone.
func (v *View) Redo() { v.hist.Forward(&v.fight, v.show) }

// Undoes names what Undo and Redo would do; a fight's steps have no names yet.
func (v *View) Undoes() (undo, redo string) { return v.hist.Undoes() }

// settle rolls the initiative of everyone in the fight, asking first once the fight has begun:
// it deals a new order.
func (v *View) settle() {
	do := func() {
		v.change(func(f *encounter.Fight) error { return f.Settle(v.rng) })
	}
	if len(v.fight.Chars) == 0 {
		v.showError(lang.L("Roll initiative"), errors.New(lang.L("Add the combatants first.")))
		return
	}
	for _, c := range v.fight.Doc.Combatants {
		if len(c.Initiative) > 0 {
			kit.Ask(v.host.Window(), lang.L("Roll initiative"), lang.L("Everyone's initiative is rolled anew, and the order with it."), lang.L("Roll"), do)
			return
		}
	}
	do()
}

// show puts the fight into the widgets.
func (v *View) show() {
	f := v.fight
	title := fmt.Sprintf("%s · %s", screen.RulesName(f.Rules), lang.L("Round {{.Round}}", map[string]any{"Round": f.Doc.Round}))
	if n := len(f.Chars); n > 0 {
		title += " · " + lang.L("{{.Name}}'s turn", map[string]any{"Name": kit.Ellipsis(f.Doc.Combatants[f.Doc.Turn].Name, kit.MaxTitle)})
	} else {
		title += " · " + lang.L("Add combatants: the characters open in tabs, files, a folder, or a group of NPCs.")
	}
	v.title.SetText(title)
	v.showRows()
	v.showNPCs()
	var told []string
	if files := f.Changes(); len(files) > 0 {
		names := make([]string, len(files))
		for i, p := range files {
			names[i] = filepath.Base(p)
		}
		told = append(told, lang.L("Saving the encounter also writes: {{.Files}} (each old file kept as .bak).", map[string]any{"Files": strings.Join(names, ", ")}))
	}
	if v.unsaved != "" {
		told = append(told, v.unsaved)
	}
	v.changes.SetText(strings.Join(told, "\n"))
	v.changes.Hidden = len(told) == 0
	v.changes.Refresh()
	v.act.update()
	v.log.Refresh()
	if n := len(f.Doc.Log); n > 0 {
		v.log.ScrollToBottom()
	}
	v.UpdateTitle()
	if v.onShown != nil {
		v.onShown()
	}
}

// SetOnShown calls f each time the view shows the fight anew: after every step, undo and
// redo, and the fight read again from its file. The table's view follows it so.
func (v *View) SetOnShown(f func()) { v.onShown = f }

// Dirty reports whether the fight has changes not saved.
func (v *View) Dirty() bool { return v.hist.Dirty() }

func (v *View) tabTitle() string {
	title := lang.L("Encounter")
	if p := v.fight.Path; p != "" {
		title = strings.TrimSuffix(filepath.Base(p), filepath.Ext(p))
	}
	if v.hist.Dirty() {
		title = "*" + title
	}
	return kit.Ellipsis(title, kit.MaxTitle)
}

// UpdateTitle shows the tab's title anew, starred while the fight has changes not saved.
func (v *View) UpdateTitle() {
	if v.tab != nil {
		title := v.tabTitle()
		v.host.Retitle(v.tab, title, title+" – Rollformulär")
	}
}

// Ruleset is the id of the rules the fight is by.
func (v *View) Ruleset() string { return v.fight.Doc.Ruleset }

// TabItem is the view's tab.
func (v *View) TabItem() *container.TabItem { return v.tab }

func (v *View) showError(title string, err error) {
	kit.ShowError(v.host.Window(), title, kit.ErrorInWords(err, v.words))
}

// Save writes the encounter, and the players' characters the fight changed to their files,
// after saying which; the first time it asks where. done, if not nil, runs once it is saved.
func (v *View) Save(done func()) {
	if v.fight.Path == "" {
		v.SaveAs(done)
		return
	}
	v.saveTo(v.fight.Path, done)
}

// SaveAs asks where to save the encounter, and saves it there.
func (v *View) SaveAs(done func()) {
	name := lang.L("Encounter") + ".json"
	if v.fight.Path != "" {
		name = filepath.Base(v.fight.Path)
	}
	v.host.AskForFile(v.dir(), name, lang.L("Cannot save"), func(path string) error {
		v.saveTo(path, done)
		return nil
	}, nil)
}

// dir is the encounter's folder, or the first character file's, for a file dialog to start in.
func (v *View) dir() string {
	if v.fight.Path != "" {
		return filepath.Dir(v.fight.Path)
	}
	for i := range v.fight.Chars {
		if p := v.fight.FileOf(i); p != "" {
			return filepath.Dir(p)
		}
	}
	return ""
}

// saveTo saves the fight to path once the GM has seen which character files it writes.
func (v *View) saveTo(path string, done func()) {
	write := func() {
		if err := v.SaveTo(path); errors.Is(err, encounter.ErrEncounterChanged) {
			v.askChanged(path, done)
			return
		} else if errors.Is(err, encounter.ErrChangedOnDisk) {
			v.askReread()
			return
		} else if err != nil {
			v.showError(lang.L("Cannot save"), err)
			return
		}
		if done != nil {
			done()
		}
	}
	files := v.fight.Changes()
	if len(files) == 0 {
		write()
		return
	}
	kit.Ask(v.host.Window(), lang.L("Save the encounter"),
		lang.L("Saving the encounter also writes these characters' files, each old file kept as .bak:")+"\n"+strings.Join(files, "\n"),
		lang.L("Save"), write)
}

// askChanged asks what to do with an encounter file another program saved since the fight
// was read: read it again (a step, undone with Ctrl+Z back to this fight), or keep this fight
// and set the other's aside beside it, or neither.
func (v *View) askChanged(path string, done func()) {
	text := widget.NewLabel(lang.L("{{.File}} was changed by another program since this fight was read. Read it again, or keep this fight and set the other aside beside it?",
		map[string]any{"File": filepath.Base(path)}))
	text.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	reload := widget.NewButton(lang.L("Read it again"), func() {
		d.Hide()
		// Read by the rules the fight is fought by: its house rules, where it has them.
		f, err := encounter.Open(engine.NewRegistry(v.fight.Rules), path)
		if err != nil {
			v.showError(lang.L("Cannot open"), err)
			return
		}
		v.commit(f)
		v.hist.MarkSaved()
	})
	keep := widget.NewButton(lang.L("Keep this fight"), func() {
		d.Hide()
		aside, err := v.fight.SetAside()
		if err != nil {
			v.showError(lang.L("Cannot save"), err)
			return
		}
		v.fight.Overrule()
		v.saveTo(path, done)
		dialog.ShowInformation(lang.L("Encounter"), lang.L("The other program's encounter is kept as {{.File}}.", map[string]any{"File": filepath.Base(aside)}), v.host.Window())
	})
	keep.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(lang.L("Save the encounter"), container.NewVBox(text,
		container.NewHBox(reload, keep, widget.NewButton(lang.L("Cancel"), func() { d.Hide() }))), v.host.Window())
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}

// ChangedOnDisk reads the fight again from its file, which another program changed (an
// `encounter act` from a shell, another machine's save): a step, which Ctrl+Z takes back. A
// fight with unsaved steps of its own keeps them; its save asks about the other's (askChanged).
func (v *View) ChangedOnDisk() {
	if v.Dirty() || v.fight.Path == "" {
		return
	}
	f, err := encounter.Open(engine.NewRegistry(v.fight.Rules), v.fight.Path)
	if err != nil {
		return // a file half written by a sync tool: the next change reads it whole
	}
	if v.commit(f) {
		v.hist.MarkSaved()
	}
}

// askReread offers to read again into the fight the characters whose files another program
// changed since the fight read them: a step, which Ctrl+Z takes back.
func (v *View) askReread() {
	var names []string
	for _, i := range v.fight.ChangedOnDisk() {
		names = append(names, v.fight.FileOf(i))
	}
	kit.Ask(v.host.Window(), lang.L("Save the encounter"),
		lang.L("These characters' files were changed by another program since the fight read them, and are not written over:")+"\n"+strings.Join(names, "\n")+"\n"+
			lang.L("Read them again into the fight? What the fight did to them is then lost (Ctrl+Z takes it back)."),
		lang.L("Read them again"), func() {
			v.change(func(f *encounter.Fight) error {
				for _, i := range f.ChangedOnDisk() {
					if err := f.Reread(i); err != nil {
						return err
					}
				}
				return nil
			})
		})
}

// SaveTo writes the fight to path without asking: the encounter, and the character files it
// changed. A tab open on a file it wrote shows the file as it is now, unless the tab has
// changes of its own, which it keeps (and is asked about before saving over the file).
func (v *View) SaveTo(path string) error {
	// In a campaign's folder, the fight and the characters it writes each keep a version.
	written, err := campaign.SaveFight(path, v.fight, campaign.NamesIn(v.fight.Rules))
	for _, file := range written {
		for _, e := range v.host.Sheets() {
			if e.File() == file {
				e.ReadAgain()
			}
		}
	}
	if err != nil {
		v.show()
		return err
	}
	v.hist.MarkSaved()
	v.dropRecovery()
	v.host.Remember(v.fight.Path)
	v.show()
	return nil
}

// Recovery is where the fight's file in the recovery folder is kept: the session's autosave
// names it when it first writes one, and the view removes the file once the fight is saved or
// closed on purpose.
func (v *View) Recovery() *string { return &v.recovery }

// Unsaved says the fight shown is not on disk: a fight recovered after a crash; closing it asks.
func (v *View) Unsaved() { v.hist.MarkUnsaved() }

// Autosaved says whether autosave could keep the fight: it tells the GM beside the files to be
// written, rather than interrupt the fight.
func (v *View) Autosaved(err error) {
	unsaved := ""
	if err != nil {
		unsaved = lang.L("Autosave failed: {{.Error}}", map[string]any{"Error": kit.ErrorInWords(err, v.words)})
	}
	if unsaved != v.unsaved {
		v.unsaved = unsaved
		v.show()
	}
}

// dropRecovery removes the fight's recovery file: it is saved, or closed on purpose.
func (v *View) dropRecovery() {
	if v.recovery != "" {
		os.Remove(v.recovery)
		v.recovery = ""
	}
}

// ExportPDF asks for a file and prints the encounter there: the order with a box per round,
// and every combatant's block.
func (v *View) ExportPDF() {
	if len(v.fight.Chars) == 0 {
		v.showError(lang.L("Cannot export"), errors.New(lang.L("Add the combatants first.")))
		return
	}
	var path string
	v.host.AskForFile(v.dir(), kit.FileName(v.tabTitle(), ".pdf"), lang.L("Cannot export"), func(p string) error {
		path = p
		err := v.ExportPDFTo(p)
		if err != nil {
			v.showError(lang.L("Cannot export"), err)
		}
		return err
	}, func() {
		dialog.ShowInformation(lang.L("Encounter printed"), lang.L("Written to {{.Path}}", map[string]any{"Path": path}), v.host.Window())
	})
}

// ExportPDFTo prints the encounter to path, which is never one of its own files.
func (v *View) ExportPDFTo(path string) error {
	inputs := v.host.OpenFiles()
	if v.fight.Path != "" {
		inputs = append(inputs, v.fight.Path)
	}
	for i := range v.fight.Chars {
		if p := v.fight.FileOf(i); p != "" {
			inputs = append(inputs, p)
		}
	}
	if err := export.CheckTarget(path, inputs); err != nil {
		return err
	}
	var buf bytes.Buffer
	opt := export.Options{Paper: v.host.Paper(), Language: lang.SystemLocale().String()}
	if shipped, err := v.host.Registry().Lookup(v.fight.Doc.Ruleset); err == nil && shipped != v.fight.Rules && v.fight.Doc.HouseRules != nil {
		opt.HouseRules = v.fight.Doc.HouseRules.Name // fought by them: the paper says so
	}
	if err := export.Encounter(&buf, v.fight, opt); err != nil {
		return err
	}
	return sheet.ReplaceFile(path, buf.Bytes())
}

// CloseAsking closes the tab, asking first whether to save unsaved changes; then, if not nil,
// runs once it is closed.
func (v *View) CloseAsking(then func()) {
	kit.CloseAsking(v.host.Window(), v.Dirty(), lang.L("Save the changes to the encounter before closing?"), v.Save, v.Close, then)
}

// Close closes the tab without asking.
func (v *View) Close() {
	v.dropRecovery()
	v.host.Closed(v)
}
