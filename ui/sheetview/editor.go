// Package sheetview is a character's sheet: the tab that edits one character document. It
// sends every edit to the document and asks the rules for the derived values after each one
// (screen.Derive); it computes no rule itself. It is built from the ruleset's description, so
// every ruleset gets a sheet. It reaches the window that holds it only through its Host.
package sheetview

import (
	"errors"
	"maps"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/encounterview"
	"rollformular/ui/kit"
	"rollformular/ui/packview"
)

// Editor is one window editing one character document.
type Editor struct {
	host   Host
	win    fyne.Window        // the session's window, where its dialogs show
	tab    *container.TabItem // the editor's tab in it
	object fyne.CanvasObject  // the editor's content
	rs     engine.Ruleset
	rules  screen.Rules // what the sheet shows of rs itself: its shape, catalogues, legend
	// houseRules names the house rules rs is by, where the document's pack was found; "" for
	// the rules as shipped. rulesRef is the document's record of them the editor read it by.
	houseRules string
	rulesRef   *sheet.HouseRules
	// packEditorShown is the table editor of house rules last opened, for tests to reach.
	packEditorShown *packview.Editor
	doc             *sheet.Character
	path            string // where the document is saved; empty until the first save
	// recovery is the editor's file in the recovery folder, once autosave wrote one.
	recovery string
	stamp    diskStamp // the file as last read or written here
	// base is the document as its file held it when last read or written here: what a merge
	// with another program's change of the file starts from.
	base *sheet.Character
	// keeper is the encounter an NPC kept in it is saved back into; nil for a document of
	// its own file.
	keeper *encounterview.Keeper

	loading bool // set while widgets are filled from the document, so that is no edit
	hist    kit.History[*sheet.Character]
	rng     *rand.Rand // the editor's dice; each roll is logged with what it showed

	view   engine.View
	layout *engine.Layout // the last derived values, in their places
	words  engine.Words   // the language the ruleset's explanations are shown in
	// filed is the last problems' messages under their fields and every field above them.
	filed    screen.Problems
	sections []section         // by tab; nil for a tab not yet shown (sectionAt)
	parts    []screen.Part     // the part of the sheet each tab shows
	contents []*kit.TabContent // each tab's content
	// behind is, for each section, what its tab has not been told while hidden (catchUp).
	behind []behind
	// unseen is set for an editor opened behind another (Session.OpenAll) until it is first
	// shown: none of its tabs is made or filled before.
	unseen   bool
	badInput map[fieldpath.Path]string // entry id → why its text is not applied
	// entries are the document's fields by id, marked where the rules find a problem with
	// what they hold (STY 999 past its range), as well as in the problems' panel.
	entries   map[fieldpath.Path]*widget.Entry
	ruleMarks map[fieldpath.Path]string // field id → the rules' problem its entry is marked with
	// fieldNames are what the fields are called, by id: an edit of one is undone as "Undo HÄL".
	fieldNames map[fieldpath.Path]string
	// focusable are the widgets the fields are typed in, as the window holds them (a number
	// field, where entries holds the Entry inside it), for a problem's link to focus.
	focusable map[fieldpath.Path]fyne.Focusable
	problems  *problemsBadge
	mod       *widget.Entry // the modification for the next roll
	log       *rollLog
	fight     *fightSection // nil for a ruleset whose characters do not fight
	tabs      *container.AppTabs
	bottom    *fyne.Container // under the tabs: the guide while it leads
	guide     *guide          // nil when not leading

	// The widgets tests and shortcuts reach directly.
	name, player *widget.Entry
	attributes   map[string]*numberField
	trackers     map[string]*numberField
	derived      map[string]*derivedRow
}

// section is one part of the sheet.
type section interface {
	// fill puts the document into the widgets: after opening, undo, redo and actions.
	fill()
	// show puts the derived values into the widgets: after every edit.
	show()
}

// partTab is the tab of a part of the sheet: its title, and how its section and the tab's
// content are made, which sectionAt does as the tab is first shown.
func (e *Editor) partTab(part screen.Part) (title string, newSection func() (section, fyne.CanvasObject)) {
	switch part {
	case screen.Character:
		return lang.L("Character"), func() (section, fyne.CanvasObject) { s := newCharacterSection(e); return s, s.object }
	case screen.Table:
		return lang.L("At the table"), func() (section, fyne.CanvasObject) { s := newTableSection(e); return s, s.object }
	case screen.Skills:
		return lang.L("Skills"), func() (section, fyne.CanvasObject) { s := newSkillsSection(e); return s, s.object }
	case screen.Equipment:
		return lang.L("Equipment"), func() (section, fyne.CanvasObject) { s := newEquipmentSection(e); return s, s.object }
	case screen.Traits:
		return lang.L("Traits"), func() (section, fyne.CanvasObject) { s := newTraitsSection(e); return s, s.object }
	case screen.State: // wounds to take and heal, or only the state in play the rules derive
		return lang.L("State"), func() (section, fyne.CanvasObject) { s := newStateSection(e); return s, s.object }
	case screen.Fight:
		return lang.L("Fight"), func() (section, fyne.CanvasObject) {
			e.fight = newFightSection(e, e.rs)
			return e.fight, e.fight.object
		}
	case screen.Rolls:
		return lang.L("Rolls"), func() (section, fyne.CanvasObject) { s := newRollsSection(e); return s, s.object }
	default:
		return lang.L("Notes"), func() (section, fyne.CanvasObject) { s := newNotesSection(e); return s, s.object }
	}
}

// sectionAt is the section of tab i, made the first time it is needed: a tab's widgets are
// made as it is first shown (catchUp), or as the guide offers to act in it.
func (e *Editor) sectionAt(i int) section {
	if e.sections[i] == nil {
		_, newSection := e.partTab(e.parts[i])
		s, object := newSection()
		e.sections[i] = s
		e.contents[i].Set(object)
		e.behind[i] = behind{fill: true, show: true}
	}
	return e.sections[i]
}

// New shows doc in win, a window of host's. path is where doc was loaded from, or ""
// for a new one.
func New(host Host, win fyne.Window, doc *sheet.Character, path string) (*Editor, error) {
	rs, err := host.Registry().Lookup(doc.Ruleset)
	if err != nil {
		return nil, err
	}
	shipped := rs
	rs, note := host.RulesOf(doc, path, rs)
	e := &Editor{host: host, win: win, doc: doc, path: path,
		words:      screen.WordsOf(rs, lang.SystemLocale().String()),
		rng:        rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0)),
		attributes: map[string]*numberField{}, trackers: map[string]*numberField{}, derived: map[string]*derivedRow{},
		badInput: map[fieldpath.Path]string{}, entries: map[fieldpath.Path]*widget.Entry{}, ruleMarks: map[fieldpath.Path]string{}, fieldNames: map[fieldpath.Path]string{}, focusable: map[fieldpath.Path]fyne.Focusable{}, stamp: stampOf(path)}
	e.playBy(rs)
	if rs != shipped {
		e.houseRules = doc.HouseRules.Name // read by them: its PDF says so
	}
	e.rulesRef = doc.HouseRules
	if path != "" {
		e.base = doc.Clone()
		host.Watch(path)
	}
	e.hist.Redraw = e.UpdateTitle
	e.unseen = host.OpensBehind()
	e.object = e.build()
	content := kit.NewTabContent(e.object)
	content.CatchUp = e.firstSeen
	e.tab = container.NewTabItem(e.tabTitle(), content)
	host.Opened(e)
	e.reload()
	if note != nil {
		// The house rules the character was made by changed since, or are not there and
		// the rules as shipped stand in for them: the numbers shown are not what they were.
		e.ShowError(lang.L("House rules"), note)
	}
	return e, nil
}

// Close closes the editor's tab without asking.
func (e *Editor) Close() {
	e.dropRecovery()
	e.host.Closed(e)
}

// Document is the document as edited so far.
func (e *Editor) Document() *sheet.Character { return e.doc }

// Dirty reports whether there are unsaved changes.
func (e *Editor) Dirty() bool { return e.hist.Dirty() }

// Ruleset is the id of the rules the character is by.
func (e *Editor) Ruleset() string { return e.rules.ID }

// TabItem is the editor's tab in the session.
func (e *Editor) TabItem() *container.TabItem { return e.tab }

// Window is the editor's window.
func (e *Editor) Window() fyne.Window { return e.win }

// build lays out the sheet: the modifier for rolls, the last roll and the problems on top, then
// a tab per part of the sheet.
func (e *Editor) build() fyne.CanvasObject {
	e.problems = newProblemsBadge(e.win, e.GoTo)
	e.mod = widget.NewEntry()
	e.mod.SetPlaceHolder("0")
	// The odds a roll panel shows include the modifier.
	e.mod.OnChanged = func(string) {
		if !e.loading {
			e.refresh()
		}
	}
	e.log = newRollLog()

	// A tab for each part of the sheet the ruleset has (screen.Parts), its widgets made as it
	// is first shown: opening a sheet makes the first tab's alone. The tabs are made with all
	// their items at once: each AppTabs.Append refreshes every tab added before it.
	e.parts = screen.Parts(e.rs, e.doc)
	e.sections = make([]section, len(e.parts))
	e.behind = make([]behind, len(e.parts))
	var items []*container.TabItem
	for i, part := range e.parts {
		content := kit.NewTabContent(nil)
		content.CatchUp = func() bool { return e.catchUp(i) }
		e.contents = append(e.contents, content)
		title, _ := e.partTab(part)
		items = append(items, container.NewTabItem(title, content))
	}
	if !e.unseen {
		e.sectionAt(0)
	}
	tabs := container.NewAppTabs(items...)
	e.tabs = tabs

	tabs.OnSelected = func(ti *container.TabItem) {
		if e.fight != nil && ti.Content.(*kit.TabContent).Content == e.fight.object {
			e.fight.update() // the characters it fights may have changed in their own tabs
		}
		if e.guide != nil {
			e.guide.follow(ti)
		}
	}
	modRow := container.NewBorder(nil, nil, container.NewHBox(widget.NewLabel(lang.L("Modifier for rolls")),
		kit.FixedWidth(80, e.mod)), e.problems.object, e.log.last)
	e.bottom = container.NewVBox()
	return container.NewBorder(modRow, e.bottom, nil, nil, tabs)
}

// edit applies one change to the document, unless the widgets are being filled from it. key
// names what was edited, so keystrokes in one field undo together. It reports whether the
// document changed: a widget filled from the document echoes its value back, and that is no
// edit, no undo step and no unsaved change (screen.Edit, sheet.Equal: an empty list and a
// missing one are the same, as they save alike).
func (e *Editor) edit(key string, change func(doc *sheet.Character)) bool {
	if e.loading || !screen.Edit(&e.hist.History, e.doc, key, change, time.Now()) {
		return false
	}
	e.hist.Name(e.fieldNames[fieldpath.Path(key)])
	e.hist.Show()
	e.refresh()
	e.host.UndoChanged()
	return true
}

// editRows applies a change that adds or removes rows (a skill, a weapon, a trait): rebuild,
// the section's fill, makes its rows anew from the document, and then the derived values are
// shown in them. Shown first and built after, as before, a new row stayed empty until the next
// edit. A row past a limit of the document (the 501st skill) is refused with the limit named,
// for a document past one would neither save nor open again; so is one that cannot be
// encoded, with the reason. It reports whether the document changed.
func (e *Editor) editRows(rebuild func(), change func(doc *sheet.Character)) bool {
	next := e.doc.Clone()
	change(next)
	if err := screen.OpensAgain(next); err != nil {
		e.ShowError(lang.L("Cannot add"), err)
		return false
	}
	changed := e.edit("", change)
	e.loading = true
	rebuild()
	e.loading = false
	e.refresh()
	return changed
}

// removeRow takes a row away as editRows does and says so in the log, with the way back: a
// remove button is one click, with no question asked.
func (e *Editor) removeRow(name string, rebuild func(), change func(doc *sheet.Character)) {
	if e.editRows(rebuild, change) {
		e.hist.Name(lang.L("remove {{.Name}}", map[string]any{"Name": kit.Ellipsis(name, kit.MaxTitle)}))
		e.host.UndoChanged()
		e.log.add(time.Now(), lang.L("Removed"), "", lang.L("{{.Name}}; Ctrl+Z brings it back", map[string]any{"Name": kit.Ellipsis(name, kit.MaxTitle)}))
	}
}

// replace makes doc, the result of an action, the document, undoably. An action that changed
// nothing (a rest with nothing to heal) makes no undo step and no unsaved change; it reports
// whether the document changed.
func (e *Editor) replace(doc *sheet.Character) bool { return e.replaceAs("", doc) }

// replaceAs is replace, the undo step named name ("Ta skada: 9, Hugg, Bröstkorg").
func (e *Editor) replaceAs(name string, doc *sheet.Character) bool {
	changed := !sheet.Equal(e.doc, doc)
	if changed {
		e.hist.Record(e.doc, "", time.Now())
		e.hist.Name(name)
		e.hist.Show()
	}
	e.doc = doc
	e.reload()
	e.host.UndoChanged()
	return changed
}

// Undo takes back the last edit.
func (e *Editor) Undo() {
	e.hist.Back(&e.doc, e.reload)
	e.host.UndoChanged()
}

// Redo puts back the last edit undone.
func (e *Editor) Redo() {
	e.hist.Forward(&e.doc, e.reload)
	e.host.UndoChanged()
}

// Undoes names what Undo and Redo would take back and put back; "" for an unnamed edit.
func (e *Editor) Undoes() (undo, redo string) { return e.hist.Undoes() }

// reload fills every section from the document without counting that as an edit.
func (e *Editor) reload() {
	if e.followRules() {
		return // made anew for the rules the document now names, and reloaded
	}
	e.loading = true
	clear(e.badInput)
	e.refreshView()
	e.tell(true)
	e.loading = false
	e.refresh()
	e.UpdateTitle()
}

// tell has the section of the tab shown fill itself from the document (fill) or show the
// derived values (not fill) now, and keeps that for every other tab until it is shown.
func (e *Editor) tell(fill bool) {
	for i, s := range e.sections {
		now := s != nil && e.shows(i)
		switch {
		case now && fill:
			s.fill()
		case now:
			s.show()
		}
		if fill {
			e.behind[i].fill = !now
		} else {
			e.behind[i].show = !now
		}
	}
}

// behind is what a hidden tab's section has not been told: to fill itself from the document
// anew (after opening, undo, an action), to show the latest derived values (after an edit).
type behind struct{ fill, show bool }

// shows says whether the tab of section i is the one shown. Only that one is filled and
// shown as the document changes; the others catch up when they are shown, since doing all
// nine on every keystroke cost nine tabs of text layout for one.
func (e *Editor) shows(i int) bool { return !e.unseen && e.tabs.SelectedIndex() == i }

// firstSeen brings an editor opened behind another up to date as it is first shown, and says
// whether there was anything to do.
func (e *Editor) firstSeen() bool {
	if !e.unseen {
		return false
	}
	e.unseen = false
	return e.catchUp(e.tabs.SelectedIndex())
}

// catchUp brings the section of tab i up to date with the document, as it is shown, and says
// whether there was anything to do.
func (e *Editor) catchUp(i int) bool {
	e.sectionAt(i)
	if e.behind[i] == (behind{}) {
		return false
	}
	b := e.behind[i]
	e.behind[i] = behind{}
	if b.fill {
		e.loading = true
		e.sections[i].fill()
		e.loading = false
	}
	e.sections[i].show()
	e.markEntries()
	return true
}

// refresh asks the ruleset for the derived values and shows them.
func (e *Editor) refresh() {
	e.refreshView()
	e.tell(false)
	var lines []problemLine
	for _, id := range slices.Sorted(maps.Keys(e.badInput)) {
		lines = append(lines, problemLine{e.badInput[id], fieldOf(id)})
	}
	for _, p := range e.view.Problems() {
		lines = append(lines, problemLine{p.In(e.words), p.Field})
	}
	e.problems.show(lines)
	if e.guide != nil {
		e.guide.show()
	}
	e.markEntries()
}

// markEntries marks every entry with the rules' problem with what it holds (markRules), but
// for one whose text is not applied, which says so itself.
func (e *Editor) markEntries() {
	for id, entry := range e.entries {
		if _, bad := e.badInput[id]; !bad {
			e.markRules(id, entry)
		}
	}
}

// markRules marks the entry of field id with the first of the rules' problems with what it
// holds, or takes the mark away. An unchanged mark is left alone: setting one redraws the
// entry, and this runs for every field on every keystroke.
func (e *Editor) markRules(id fieldpath.Path, entry *widget.Entry) {
	msg := ""
	if ps := e.filed.Of(fieldOf(id)); len(ps) > 0 {
		msg = ps[0]
	}
	if e.ruleMarks[id] == msg {
		return
	}
	e.ruleMarks[id] = msg
	if msg == "" {
		entry.SetValidationError(nil)
	} else {
		entry.SetValidationError(errors.New(msg))
	}
}

// playBy makes rs the rules the editor reads the character by: those it was opened with, or a
// house-rules pack chosen since. What it shows of the rules themselves (the catalogues, the
// legend, the guide's ranges) is the model's screen.Rules; everything derived goes through the
// model too (refreshView).
func (e *Editor) playBy(rs engine.Ruleset) {
	e.rs, e.rules = rs, screen.RulesOf(rs)
}

func (e *Editor) refreshView() {
	d := screen.Derive(e.rs, e.doc, e.words)
	e.view, e.layout, e.filed = d.View, d.Layout, d.Problems
}

// GoTo shows the tab of field, a problem's place, and puts the focus in its entry where
// it has one (an attribute's value, a skill's specialisation); else the tab alone shows, its
// row marked.
func (e *Editor) GoTo(field fieldpath.Path) {
	i := slices.Index(e.parts, screen.PartOf(field))
	if i < 0 {
		return
	}
	e.tabs.SelectIndex(i)
	for f := field; f != ""; f = f.Parent() { // "skills.3.value" has the entry of "skills.3"
		if o, ok := e.focusable[f]; ok {
			e.win.Canvas().Focus(o)
			return
		}
	}
}

// problemsOf lists the messages of the problems about field and what lies below it.
func (e *Editor) problemsOf(field fieldpath.Path) []string {
	return e.filed.Of(field)
}

// numberEntry is an entry for a whole number. A keystroke that leaves a number applies it at
// once; one that does not marks the entry, says so in the problems' panel and leaves the
// document at its last good value, which current returns.
func (e *Editor) numberEntry(id fieldpath.Path, label string, current func() int, apply func(doc *sheet.Character, v int)) *numberField {
	return e.countEntry(id, label, math.MinInt, current, apply)
}

// countEntry is a numberEntry for a number that is at least least, such as how many things
// of a kind: one below it is marked like one that is no number, and changes nothing.
func (e *Editor) countEntry(id fieldpath.Path, label string, least int, current func() int, apply func(doc *sheet.Character, v int)) *numberField {
	field := newNumberField()
	entry := &field.Entry
	e.entries[id] = entry
	e.focusable[id] = field
	e.fieldNames[id] = label
	delete(e.ruleMarks, id) // a new entry for the field has no mark yet
	// No Validator: Fyne would tick every valid field. The error is set by hand instead.
	entry.AlwaysShowValidationError = true
	entry.OnChanged = func(s string) {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			e.markBad(entry, id, lang.L("Not a whole number"), lang.L("{{.Field}}: “{{.Text}}” is not a whole number; {{.Value}} still applies",
				map[string]any{"Field": label, "Text": kit.Ellipsis(s, 20), "Value": current()}))
			return
		}
		if v < least {
			e.markBad(entry, id, lang.L("Too small"), lang.L("{{.Field}}: {{.Text}} is less than {{.Least}}; {{.Value}} still applies",
				map[string]any{"Field": label, "Text": v, "Least": least, "Value": current()}))
			return
		}
		e.markGood(entry, id)
		if current() != v {
			e.edit(string(id), func(doc *sheet.Character) { apply(doc, v) })
		}
	}
	return field
}

// textEntry is an entry for free text that goes straight into the document.
func (e *Editor) textEntry(id fieldpath.Path, label string, apply func(doc *sheet.Character, s string)) *widget.Entry {
	entry := widget.NewEntry()
	e.bindText(entry, id, label, sheet.MaxText, apply)
	return entry
}

// bindText makes entry put its text into the document as it is typed. A text longer than a
// document keeps (most characters, a limit of sheet/limits.go) is marked like a number that
// does not parse, and the text before it stays in the document: saved, it would be refused,
// and a recovery file of it would not open again.
func (e *Editor) bindText(entry *widget.Entry, id fieldpath.Path, label string, most int, apply func(doc *sheet.Character, s string)) {
	e.entries[id] = entry
	e.focusable[id] = entry
	e.fieldNames[id] = label
	delete(e.ruleMarks, id) // a new entry for the field has no mark yet
	entry.AlwaysShowValidationError = true
	entry.OnChanged = func(s string) {
		if n := utf8.RuneCountInString(s); n > most {
			e.markBad(entry, id, lang.L("Too long"), lang.L("{{.Field}}: {{.Count}} characters, more than the {{.Most}} a character keeps; the text before still applies",
				map[string]any{"Field": label, "Count": n, "Most": most}))
			return
		}
		e.markGood(entry, id)
		e.edit(string(id), func(doc *sheet.Character) { apply(doc, s) })
	}
}

// markBad marks an entry whose text is not applied, with a word on the field and why in the
// problems' panel.
func (e *Editor) markBad(entry *widget.Entry, id fieldpath.Path, mark, why string) {
	entry.SetValidationError(errors.New(mark))
	delete(e.ruleMarks, id) // the rules' mark is set again once the text is good
	e.badInput[id] = why
	e.refresh()
}

// markGood takes markBad's mark away.
func (e *Editor) markGood(entry *widget.Entry, id fieldpath.Path) {
	entry.SetValidationError(nil)
	delete(e.ruleMarks, id)
	if _, was := e.badInput[id]; was {
		delete(e.badInput, id)
		e.refresh()
	}
}

// syncEntry shows text in the entry of field id, which another entry of the same value may
// have changed, unless it holds text that is not applied: that stays for its owner to fix.
func (e *Editor) syncEntry(id fieldpath.Path, entry *widget.Entry, text string) {
	if _, bad := e.badInput[id]; !bad {
		setText(entry, text)
	}
}

// setText fills an entry without its OnChanged counting as an edit.
// numberField is an entry for a number that selects its text as it takes the focus, from Tab
// or a click: typing 12 into a focused "0" gave "012". Fyne's Entry has no hook for the focus,
// so this extends it, as the catalogue's search (catalog.SearchEntry) does.
type numberField struct {
	widget.Entry
	focused bool // told so already: a second FocusGained (Fyne's test.Type) selects nothing
}

func newNumberField() *numberField {
	f := &numberField{}
	f.ExtendBaseWidget(f)
	return f
}

// FocusGained selects the text as the focus arrives, so what is typed replaces it.
func (f *numberField) FocusGained() {
	f.Entry.FocusGained()
	if !f.focused {
		f.focused = true
		f.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

func (f *numberField) FocusLost() {
	f.focused = false
	f.Entry.FocusLost()
}

func setText(entry *widget.Entry, s string) {
	if entry.Text != s {
		entry.SetText(s)
	}
}

// modifier is the modification typed for rolls; what does not parse counts as 0 and is said.
// modifierQuiet is the modification typed for rolls while a roll is being set up: what does
// not parse counts as 0, and modifier says so when the roll is made.
func (e *Editor) modifierQuiet() int {
	v, _ := strconv.Atoi(strings.TrimSpace(e.mod.Text))
	return v
}

func (e *Editor) modifier() int {
	v, err := strconv.Atoi(strings.TrimSpace(e.mod.Text))
	if err != nil && strings.TrimSpace(e.mod.Text) != "" {
		e.log.add(time.Now(), lang.L("Modifier"), "", lang.L("“{{.Text}}” is not a whole number; rolled without a modifier", map[string]any{"Text": kit.Ellipsis(e.mod.Text, 20)}))
		return 0
	}
	return v
}

// budgetLine is what the character's creation points went to and what is left of them, as the
// rules count them: "Skapelsepoäng: 12 kvar (18 av 30)"; "" for rules without them.
func (e *Editor) budgetLine() string {
	v := e.layout.Budget
	if v == nil {
		return ""
	}
	line := v.LabelIn(e.words) + ": " + v.TextIn(e.words)
	if d := v.Detail.In(e.words); d != "" {
		line += " (" + d + ")"
	}
	return line
}

// loadLine is what the character's equipment costs as the rules count it: what is carried
// against what can be, or the armor's weight; "" for rules that count none.
func (e *Editor) loadLine() string {
	values := e.layout.Equipment
	if l := e.layout.Load; l != nil {
		values = []engine.Value{l.Carried, l.Capacity}
	}
	lines := make([]string, len(values))
	for i, v := range values {
		lines[i] = v.LabelIn(e.words) + ": " + v.TextIn(e.words)
	}
	return strings.Join(lines, " · ")
}

// tabTitle is the document's name, starred while it has unsaved changes.
func (e *Editor) tabTitle() string {
	title := kit.Ellipsis(kit.DisplayName(e.doc), kit.MaxTitle)
	if e.keeper != nil {
		title += " · " + lang.L("in the encounter")
	}
	if e.hist.Dirty() {
		title = "*" + title
	}
	return title
}

func (e *Editor) UpdateTitle() {
	title := e.tabTitle()
	window := title
	if e.path != "" {
		window += " (" + filepath.Base(e.path) + ")"
	}
	e.host.Retitle(e.tab, title, window+" – Rollformulär")
}
