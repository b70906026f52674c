// Package ui is the Fyne editor. It shows a character document, sends every edit to the
// document and asks the ruleset for the derived values after each one; it computes no rule
// itself. Only cmd/ creates the fyne.App, so everything here runs headless in tests.
package ui

import (
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/sheet"
)

// Editor is one window editing one character document.
type Editor struct {
	session *Session
	win     fyne.Window
	rs      engine.Ruleset
	doc     *sheet.Character
	path    string // where the document is saved; empty until the first save

	dirty   bool // changed since opened or saved
	loading bool // set while widgets are filled from the document, so that is no edit

	name, player *widget.Entry
	attributes   map[string]*widget.Entry
	trackers     map[string]*widget.Entry
	derived      map[string]*derivedRow
	derivedIDs   []string        // the values shown, in order; a change rebuilds the rows
	mainValues   *fyne.Container // the ungrouped derived values
	groupValues  *fyne.Container // a card per group of derived values
	problems     *widget.Label
	badInput     map[string]string // entry id → why its text is not applied
}

// NewEditor shows doc in win, a window of the session's app. path is where doc was loaded
// from, or "" for a new one.
func NewEditor(s *Session, win fyne.Window, doc *sheet.Character, path string) (*Editor, error) {
	rs, err := s.reg.Lookup(doc.Ruleset)
	if err != nil {
		return nil, err
	}
	e := &Editor{session: s, win: win, rs: rs, doc: doc, path: path,
		attributes: map[string]*widget.Entry{}, trackers: map[string]*widget.Entry{}, derived: map[string]*derivedRow{},
		badInput: map[string]string{}}
	e.win.SetContent(e.build())
	e.win.SetMainMenu(e.menu())
	e.addShortcuts()
	e.win.SetCloseIntercept(func() { e.closeAsking(nil) })
	e.win.SetOnClosed(func() { s.remove(e) })
	s.add(e)
	e.fill()
	return e, nil
}

// Document is the document as edited so far.
func (e *Editor) Document() *sheet.Character { return e.doc }

// Dirty reports whether there are unsaved changes.
func (e *Editor) Dirty() bool { return e.dirty }

// build lays out the sheet from the ruleset's description.
func (e *Editor) build() fyne.CanvasObject {
	desc := e.rs.Description()

	e.name = widget.NewEntry()
	e.name.OnChanged = func(s string) { e.edit(func() { e.doc.Name = s }) }
	e.player = widget.NewEntry()
	e.player.OnChanged = func(s string) { e.edit(func() { e.doc.Player = s }) }
	identity := widget.NewForm(
		widget.NewFormItem(lang.L("Name"), e.name),
		widget.NewFormItem(lang.L("Player"), e.player),
	)

	attrForm := widget.NewForm()
	for _, a := range desc.Attributes {
		entry := e.numberEntry("attributes."+a.ID, a.Abbr, func() int { return e.attribute(a) }, func(v int) { e.doc.Attributes[a.ID] = v })
		e.attributes[a.ID] = entry
		item := widget.NewFormItem(a.Abbr, entry)
		item.HintText = fmt.Sprintf("%s, %d–%d", a.Label, a.Min, a.Max)
		attrForm.AppendItem(item)
	}
	for _, t := range desc.Trackers {
		entry := e.numberEntry("state."+t.ID, t.Label, func() int { return e.doc.State[t.ID] }, func(v int) { e.doc.State[t.ID] = v })
		e.trackers[t.ID] = entry
		item := widget.NewFormItem(t.Abbr, entry)
		item.HintText = t.Label
		attrForm.AppendItem(item)
	}

	e.problems = widget.NewLabel("")
	e.problems.Wrapping = fyne.TextWrapWord
	e.problems.Importance = widget.DangerImportance

	e.mainValues = container.NewStack()
	e.groupValues = container.NewGridWithColumns(2)
	columns := container.NewGridWithColumns(2,
		widget.NewCard(lang.L("Attributes"), desc.Name, attrForm),
		widget.NewCard(lang.L("Derived values"), "", e.mainValues),
	)
	// Problems stand above the sheet, where they are seen without scrolling.
	return container.NewVScroll(container.NewVBox(identity, e.problems, columns, e.groupValues))
}

// numberEntry is an entry for a whole number. A keystroke that leaves a number applies it at
// once; one that does not marks the entry, says so under the sheet and leaves the document at
// its last good value, which current returns.
func (e *Editor) numberEntry(id, label string, current func() int, apply func(int)) *widget.Entry {
	entry := widget.NewEntry()
	// No Validator: Fyne would tick every valid field. The error is set by hand instead.
	entry.AlwaysShowValidationError = true
	entry.OnChanged = func(s string) {
		v, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			entry.SetValidationError(errors.New(lang.L("Not a whole number")))
			e.badInput[id] = lang.L("{{.Field}}: “{{.Text}}” is not a whole number; {{.Value}} still applies",
				map[string]any{"Field": label, "Text": ellipsis(s, 20), "Value": current()})
			e.refresh()
			return
		}
		entry.SetValidationError(nil)
		delete(e.badInput, id)
		e.edit(func() { apply(v) })
	}
	return entry
}

// attribute is the value of an attribute, its default when the document has none.
func (e *Editor) attribute(a engine.Attribute) int {
	if v, ok := e.doc.Attribute(a.ID); ok {
		return v
	}
	return a.Default
}

// edit applies one change to the document, unless the widgets are being filled from it.
func (e *Editor) edit(change func()) {
	if e.loading {
		return
	}
	change()
	e.setDirty(true)
	e.refresh()
}

// fill puts the document's values into the widgets without counting that as an edit.
func (e *Editor) fill() {
	e.loading = true
	defer func() { e.loading = false }()
	desc := e.rs.Description()
	e.name.SetText(e.doc.Name)
	e.player.SetText(e.doc.Player)
	for _, a := range desc.Attributes {
		e.attributes[a.ID].SetText(strconv.Itoa(e.attribute(a)))
	}
	for _, t := range desc.Trackers {
		e.trackers[t.ID].SetText(strconv.Itoa(e.doc.State[t.ID]))
	}
	e.refresh()
	e.updateTitle()
}

// refresh asks the ruleset for the derived values and shows them.
func (e *Editor) refresh() {
	view := e.rs.Derive(e.doc)
	e.showValues(view.Values())
	var lines []string
	for _, id := range slices.Sorted(maps.Keys(e.badInput)) {
		lines = append(lines, "• "+e.badInput[id])
	}
	for _, p := range view.Problems() {
		lines = append(lines, "• "+p.Message)
	}
	text := strings.Join(lines, "\n")
	e.problems.SetText(text)
	if text == "" {
		e.problems.Hide()
	} else {
		e.problems.Show()
	}
}

// showValues updates the derived rows, and lays them out anew when the values shown changed
// (a skill or weapon added or removed).
func (e *Editor) showValues(values []engine.Value) {
	ids := make([]string, len(values))
	for i, v := range values {
		ids[i] = v.ID
	}
	if slices.Equal(ids, e.derivedIDs) {
		for _, v := range values {
			e.derived[v.ID].set(v)
		}
		e.alignNumbers(values)
		return
	}
	e.derivedIDs = ids
	clear(e.derived)
	main := container.New(layout.NewFormLayout())
	var order []string
	groups := map[string]*fyne.Container{}
	for _, v := range values {
		row := newDerivedRow(v)
		e.derived[v.ID] = row
		box := main
		if v.Group != "" {
			if groups[v.Group] == nil {
				groups[v.Group] = container.New(layout.NewFormLayout())
				order = append(order, v.Group)
			}
			box = groups[v.Group]
		}
		box.Add(row.label)
		box.Add(row.value)
	}
	e.mainValues.Objects = []fyne.CanvasObject{main}
	e.mainValues.Refresh()
	e.groupValues.Objects = nil
	for _, g := range order {
		e.groupValues.Add(widget.NewCard(g, "", groups[g]))
	}
	e.groupValues.Refresh()
	e.alignNumbers(values)
}

// alignNumbers gives the values of each group one column as wide as its widest value, so the
// explanations line up and "5/4 obrukbar" never runs into its label.
func (e *Editor) alignNumbers(values []engine.Value) {
	widths := map[string]float32{}
	for _, v := range values {
		widths[v.Group] = max(widths[v.Group], e.derived[v.ID].number.MinSize().Width)
	}
	for _, v := range values {
		e.derived[v.ID].setNumberWidth(widths[v.Group])
	}
}

func (e *Editor) setDirty(d bool) {
	if e.dirty != d {
		e.dirty = d
		e.updateTitle()
	}
}

func (e *Editor) updateTitle() {
	name := e.doc.Name
	if name == "" {
		name = lang.L("Unnamed")
	}
	title := name
	if e.path != "" {
		title += " (" + filepath.Base(e.path) + ")"
	}
	if e.dirty {
		title = "*" + title
	}
	e.win.SetTitle(title + " – Rollformulär")
}

// derivedRow shows one derived value: its label, and the value with how it was reached.
type derivedRow struct {
	label       *widget.Label
	value       fyne.CanvasObject
	number      *widget.Label
	numberCell  *fyne.Container // a grid-wrap cell whose width the group sets
	explanation *widget.Label
}

func newDerivedRow(v engine.Value) *derivedRow {
	label := v.Label
	if v.Group == "" {
		label = v.Abbr + "  " + v.Label
	}
	r := &derivedRow{
		label:       widget.NewLabel(label),
		number:      widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}),
		explanation: widget.NewLabel(""),
	}
	r.explanation.SizeName = theme.SizeNameCaptionText
	r.explanation.Wrapping = fyne.TextWrapWord
	r.numberCell = container.NewGridWrap(r.number.MinSize(), r.number)
	r.value = container.NewBorder(nil, nil, r.numberCell, nil, r.explanation)
	r.set(v)
	return r
}

func (r *derivedRow) setNumberWidth(w float32) {
	size := fyne.NewSize(w, r.number.MinSize().Height)
	if current, ok := r.numberCell.Layout.(interface {
		MinSize([]fyne.CanvasObject) fyne.Size
	}); ok && current.MinSize(r.numberCell.Objects) == size {
		return
	}
	r.numberCell.Layout = layout.NewGridWrapLayout(size)
	r.numberCell.Refresh()
}

func (r *derivedRow) set(v engine.Value) {
	r.number.SetText(v.Text)
	r.explanation.SetText(v.Why())
}

// ellipsis shortens s to at most n characters for a message.
func ellipsis(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// Window is the editor's window.
func (e *Editor) Window() fyne.Window { return e.win }
