package campaignview

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// View is a campaign open in a tab: the folder's listing, each character read, and the
// panel's tabs that show them.
type View struct {
	host Host
	dir  string
	camp *campaign.Campaign
	// entries are the folder's characters, each read, in the listing's order.
	entries []*entry
	locale  string // the reader's, that the rules' words are shown in

	tab       *container.TabItem
	tabs      *container.AppTabs
	header    *widget.Label
	problems  *widget.Label
	rules     *widget.Select
	party     *partyTab
	library   *libraryTab
	fights    *fightsTab
	timeline  *timelineTab
	sessions  *sessionsTab
	conflicts *conflictsTab
}

// entry is a character of the folder as the panel shows it: its listing, the document as its
// file holds it, and its row.
type entry struct {
	campaign.Character
	path   string
	doc    *sheet.Character // nil for one that did not read (err says why)
	rs     engine.Ruleset
	words  engine.Words
	member screen.Member
	mod    time.Time
	err    error
}

// Open opens the folder dir as a campaign in a new view; only a folder that cannot be read,
// or a broken campaign.json, is an error.
func Open(host Host, dir string) (*View, error) {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	v := &View{host: host, dir: dir, locale: lang.SystemLocale().String()}
	if err := v.read(); err != nil {
		return nil, err
	}
	v.build()
	v.show()
	return v, nil
}

// Dir is the campaign's folder.
func (v *View) Dir() string { return v.dir }

// Campaign is the campaign as the panel last read it.
func (v *View) Campaign() *campaign.Campaign { return v.camp }

// read reads the folder and every character in it.
func (v *View) read() error {
	c, err := campaign.Open(v.dir)
	if err != nil {
		return err
	}
	c.Complete() // the panel shows every document at once
	entries := make([]*entry, 0, len(c.Characters))
	for _, ch := range c.Characters {
		entries = append(entries, v.readEntry(c, ch))
	}
	v.camp, v.entries = c, entries
	return nil
}

// readEntry reads the character ch of c, and makes its row.
func (v *View) readEntry(c *campaign.Campaign, ch campaign.Character) *entry {
	e := &entry{Character: ch, path: c.Path(ch.File)}
	if info, err := os.Stat(e.path); err == nil {
		e.mod = info.ModTime()
	}
	e.doc, e.err = sheet.Load(e.path)
	if e.err != nil {
		return e
	}
	if e.rs, e.err = v.host.RulesOf(e.doc, e.path); e.err != nil {
		return e
	}
	e.words = screen.WordsOf(e.rs, v.locale)
	e.member = screen.NewMember(e.rs, e.doc, ch.File, e.words)
	return e
}

// Reload reads the folder again and shows it as it is now: after another program, or another
// of the session's tabs, changed what it holds.
func (v *View) Reload() {
	if err := v.read(); err != nil {
		v.showError(lang.L("Cannot open"), err)
		return
	}
	v.show()
	v.UpdateTitle()
}

// rulesWidth is the width of the pack's drop-down: "Reglerna som de levereras" whole.
const rulesWidth = 260

// build makes the panel's widgets.
func (v *View) build() {
	v.header = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.header.Truncation = fyne.TextTruncateEllipsis
	v.problems = widget.NewLabel("")
	v.problems.Wrapping = fyne.TextWrapWord
	v.rules = widget.NewSelect(nil, nil)
	v.party = newPartyTab(v)
	v.library = newLibraryTab(v)
	v.fights = newFightsTab(v)
	v.timeline = newTimelineTab(v)
	v.sessions = newSessionsTab(v)
	v.conflicts = newConflictsTab(v)
	v.tabs = container.NewAppTabs(
		container.NewTabItem(lang.L("Party"), v.party.object),
		container.NewTabItem(lang.L("Characters and NPCs"), v.library.object),
		container.NewTabItem(lang.L("Fights"), v.fights.object),
		container.NewTabItem(lang.L("Timeline"), v.timeline.object),
		container.NewTabItem(lang.L("Sessions"), v.sessions.object),
		container.NewTabItem(lang.L("Conflicts"), v.conflicts.object),
	)
	v.tabs.OnSelected = func(t *container.TabItem) {
		if t.Content == v.sessions.object {
			v.sessions.list()
		}
	}
	reload := widget.NewButton(lang.L("Read the folder again"), v.Reload)
	top := container.NewBorder(nil, nil, nil,
		container.NewHBox(widget.NewLabel(lang.L("Plays by")), kit.FixedWidth(rulesWidth, v.rules), reload), v.header)
	content := container.NewBorder(container.NewVBox(top, v.problems), nil, nil, nil, v.tabs)
	v.tab = container.NewTabItem("", content)
}

// show puts the campaign as read into every part of the panel.
func (v *View) show() {
	f := v.camp.File
	head := f.Name
	if rs := v.campaignRules(); rs != nil {
		head += " · " + screen.RulesName(rs)
	}
	count := lang.L("{{.Count}} characters", map[string]any{"Count": len(v.entries)})
	if len(v.entries) == 1 {
		count = lang.L("1 character") // "1 rollperson", not "1 rollpersoner"
	}
	head += " · " + count
	kit.SetLabel(v.header, head)
	v.showRules()
	v.showProblems()
	v.party.show()
	v.library.show()
	v.fights.show()
	v.timeline.show()
	v.sessions.show()
	v.conflicts.show()
	v.tabs.Items[5].Text = lang.L("Conflicts ({{.Count}})", map[string]any{"Count": len(v.camp.Conflicts)})
	v.tabs.Refresh()
}

// campaignRules is the ruleset the campaign is of, as shipped; nil for one the program does not
// have.
func (v *View) campaignRules() engine.Ruleset {
	for _, e := range v.entries {
		if e.rs != nil && e.doc.Ruleset == v.camp.File.Ruleset {
			return e.rs
		}
	}
	return nil
}

// showRules offers the packs of the folder as what the campaign plays by, the rules as shipped
// first.
func (v *View) showRules() {
	shipped := lang.L("The rules as shipped")
	options := append([]string{shipped}, v.camp.Packs...)
	v.rules.OnChanged = nil
	v.rules.SetOptions(options)
	if v.camp.File.Rules == "" {
		v.rules.SetSelected(shipped)
	} else {
		v.rules.SetSelected(v.camp.File.Rules)
	}
	v.rules.OnChanged = func(s string) {
		pack := s
		if s == shipped {
			pack = ""
		}
		if pack == v.camp.File.Rules {
			return
		}
		v.camp.File.Rules = pack
		v.write()
	}
}

// showProblems says what of the folder did not open, and why.
func (v *View) showProblems() {
	if len(v.camp.Problems) == 0 {
		v.problems.Hide()
		return
	}
	lines := make([]string, 0, len(v.camp.Problems))
	for _, p := range v.camp.Problems {
		lines = append(lines, p.String())
	}
	kit.SetLabel(v.problems, lang.L("Not opened: {{.List}}", map[string]any{"List": kit.Ellipsis(strings.Join(lines, "\n"), 600)}))
	v.problems.Show()
}

// write writes campaign.json as the panel has it, and shows the campaign read again.
func (v *View) write() {
	if err := v.camp.Write(); err != nil {
		v.showError(lang.L("Cannot save"), err)
	}
	v.Reload()
}

// entryOf is the entry of the file file of the folder, nil for none.
func (v *View) entryOf(file string) *entry {
	i := slices.IndexFunc(v.entries, func(e *entry) bool { return e.File == file })
	if i < 0 {
		return nil
	}
	return v.entries[i]
}

// open shows the document of e in a tab.
func (v *View) open(path string) {
	if err := v.host.Open(path); err != nil {
		v.showError(lang.L("Cannot open"), err)
	}
}

func (v *View) showError(title string, err error) {
	kit.ShowError(v.host.Window(), title, kit.ErrorInWords(err, engine.Words{}))
}

// The view is a page of the session's tabs: the menu's commands act on it.

// Save does nothing: every change the panel makes is written as it is made. done runs.
func (v *View) Save(done func()) {
	if done != nil {
		done()
	}
}

// SaveAs says that a campaign is its folder, saved as it changes.
func (v *View) SaveAs(done func()) {
	dialog.ShowInformation(lang.L("Save As…"), lang.L("A campaign is its folder: each change is written as it is made, and each document keeps its versions."), v.host.Window())
}

// ExportPDF prints the party's page.
func (v *View) ExportPDF() { v.party.print() }

// Undo and Redo have nothing to do: the panel's changes are the documents', undone in their
// tabs and brought back from their timelines.
func (v *View) Undo() {}

// Redo: see Undo.
func (v *View) Redo() {}

// Undoes names no undo.
func (v *View) Undoes() (undo, redo string) { return "", "" }

// Dirty is false: nothing of the panel is unsaved.
func (v *View) Dirty() bool { return false }

// CloseAsking closes the tab; then, if not nil, runs after.
func (v *View) CloseAsking(then func()) {
	v.host.Closed(v)
	if then != nil {
		then()
	}
}

// Ruleset is the id of the rules the campaign is of.
func (v *View) Ruleset() string { return v.camp.File.Ruleset }

// TabItem is the view's tab.
func (v *View) TabItem() *container.TabItem { return v.tab }

// UpdateTitle names the tab and the window after the campaign.
func (v *View) UpdateTitle() {
	name := kit.Ellipsis(v.camp.File.Name, kit.MaxTitle)
	v.host.Retitle(v.tab, "▦ "+name, lang.L("Campaign {{.Name}} — Rollformulär", map[string]any{"Name": name}))
}
