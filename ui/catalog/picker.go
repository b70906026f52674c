// Package catalog is the editor's picker of a ruleset's catalogues: a dialog that searches
// the entries a sheet may take (skills, weapons, armor, gear, traits) by name and description,
// shows what it found as a list or a table of the rules' facts sorted by any column, and adds
// one entry after another, from the keyboard too. It knows no ruleset: the entries, their
// facts and what adding one does are handed to it (Picker).
package catalog

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
)

// Picker is a dialog that adds entries of one of the ruleset's catalogs: a search over
// names and descriptions, what it finds (a list, or a table with a column per fact where the
// rules give facts: a weapon's damage, an armor's SP, sorted by a tap on a column's head), the
// chosen entry's description, and more fields below (a skill's value, say). It stays open to
// add one entry after another, from the keyboard too: type, Enter adds the entry chosen or else
// the first found, the arrow keys choose, Esc closes; names separated by commas ("spana, smyga,
// simma") add the first found for each.
type Picker struct {
	Title    string
	Items    []engine.CatalogItem
	Label    func(engine.CatalogItem) string // how an entry reads in the list
	Columns  []Column                        // the table's columns before the rules' facts; may be nil
	More     fyne.CanvasObject               // further fields; may be nil
	OnSelect func(engine.CatalogItem)        // adapts the further fields; may be nil
	OnPick   func(engine.CatalogItem) bool   // adds the entry; false if it was not added
	// Prepare, where the entries take a value (a skill), sets the further fields for an entry
	// as the search typed it: term is the name typed ("svärd"), value the whole number typed
	// after it ("svärd 13"), "" for none. Nil where a number is part of a name.
	Prepare func(it engine.CatalogItem, term, value string)
	// Status is what the rules say of the character as it stands, shown under the entries and
	// again after each one added: the creation points left while they are spent. May be nil.
	Status func() string
}

// Show opens the picker over win, its facts' labels worded by words; the search has the focus.
func (p Picker) Show(win fyne.Window, words engine.Words) {
	p.Items = inSwedishOrder(p.Items)
	d := &pickerDialog{p: p, win: win, shown: Rank(p.Items, ""), selected: -1,
		search: NewSearchEntry(), about: wrappedLabel(), added: wrappedLabel(), status: wrappedLabel()}
	d.search.SetPlaceHolder(lang.L("Search"))
	d.showStatus()
	d.add = widget.NewButtonWithIcon(lang.L("Add"), theme.ContentAddIcon(), d.pick)
	d.add.Importance = widget.HighImportance
	d.add.Disable() // until an entry is chosen: an Add that adds nothing would close silently
	d.view = newView(p, words, func() []engine.CatalogItem { return d.shown }, d.chosen)
	d.view.unchosen = func() {
		d.unchosen()
		d.focus() // a tap on a column's head took it
	}
	d.search.OnChanged = func(q string) {
		d.shown = d.view.order(Rank(p.Items, d.typing(q)))
		d.unchosen()
		d.view.reset()
	}
	d.search.OnSubmitted = d.submitted
	d.search.OnKey = map[fyne.KeyName]func(){
		fyne.KeyDown: func() {
			if d.selected+1 < len(d.shown) {
				d.view.choose(d.selected + 1)
			}
		},
		fyne.KeyUp: func() {
			if d.selected > 0 {
				d.view.choose(d.selected - 1)
			}
		},
	}
	d.open()
}

// wrappedLabel is an empty label that wraps its words in the width it is given.
func wrappedLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// pickerDialog is a Picker while it is open: what the search shows, the entry chosen
// and the names added so far.
type pickerDialog struct {
	p                    Picker
	win                  fyne.Window
	shown                []engine.CatalogItem
	selected             int // in shown; -1 for none
	names                []string
	search               *SearchEntry
	about, added, status *widget.Label
	add                  *widget.Button
	view                 *view
}

func (d *pickerDialog) focus() { d.win.Canvas().Focus(d.search) }

func (d *pickerDialog) showStatus() {
	if d.p.Status != nil {
		d.status.SetText(d.p.Status())
	}
}

// chosen shows entry i of those shown as the one chosen.
func (d *pickerDialog) chosen(i int) {
	d.selected = i
	d.about.SetText(d.shown[i].Description)
	d.add.Enable()
	if d.p.OnSelect != nil {
		d.p.OnSelect(d.shown[i])
	}
	d.focus() // so Enter adds and Esc closes after a click too
}

func (d *pickerDialog) unchosen() {
	d.selected = -1
	d.about.SetText("")
	d.add.Disable()
}

// typing is what the list shows the finds of: the last name of a list, without its value.
func (d *pickerDialog) typing(q string) string {
	term := q[strings.LastIndex(q, ",")+1:]
	if d.p.Prepare != nil {
		term, _ = splitValue(term)
	}
	return term
}

// pick adds the entry chosen.
func (d *pickerDialog) pick() {
	if d.selected < 0 || d.selected >= len(d.shown) {
		return
	}
	it := d.shown[d.selected]
	if d.p.Prepare != nil {
		term, value := splitValue(d.search.Text)
		d.p.Prepare(it, term, value)
	}
	if !d.p.OnPick(it) {
		return
	}
	d.names = append(d.names, it.Plain())
	d.added.SetText(lang.L("Added: {{.Names}}", map[string]any{"Names": strings.Join(d.names, ", ")}))
	d.search.SetText("")
	d.showStatus()
	d.focus()
}

// pickEach adds, for each name of a list separated by commas ("spana, smyga, simma"), the
// first entry the search finds for it, with the value typed after it where the entries
// take one ("smyga 12, simma 8"): ten skills in one line. A name that finds nothing is
// said, and stays in the search to be corrected.
func (d *pickerDialog) pickEach(q string) {
	var missed []string
	for _, typed := range strings.Split(q, ",") {
		term, value := strings.TrimSpace(typed), ""
		if d.p.Prepare != nil {
			term, value = splitValue(term)
		}
		if term == "" {
			continue
		}
		found := Rank(d.p.Items, term)
		if len(found) > 0 && d.p.Prepare != nil {
			d.p.Prepare(found[0], term, value)
		}
		if len(found) == 0 || !d.p.OnPick(found[0]) {
			missed = append(missed, strings.TrimSpace(typed))
			continue
		}
		d.names = append(d.names, found[0].Plain())
	}
	d.added.SetText(lang.L("Added: {{.Names}}", map[string]any{"Names": strings.Join(d.names, ", ")}))
	if len(missed) > 0 {
		d.added.SetText(d.added.Text + "\n" + lang.L("Not found: {{.Names}}", map[string]any{"Names": strings.Join(missed, ", ")}))
	}
	d.search.SetText(strings.Join(missed, ", "))
	d.showStatus()
	d.focus()
}

// submitted is Enter in the search: a list adds each of its names, else the entry chosen, or
// the first found.
func (d *pickerDialog) submitted(q string) {
	if strings.Contains(q, ",") || d.selected < 0 && d.p.Prepare != nil && d.typing(q) != strings.TrimSpace(q) {
		d.pickEach(q)
		return
	}
	if d.selected < 0 && len(d.shown) > 0 {
		d.view.choose(0)
	}
	d.pick()
}

// open shows the dialog: the search over the list, and under it the entry's description, the
// further fields, what was added, the status and the buttons.
func (d *pickerDialog) open() {
	bottom := container.NewVBox(d.about)
	if d.p.More != nil {
		bottom.Add(d.p.More)
	}
	var dlg *dialog.CustomDialog
	done := widget.NewButton(lang.L("Done"), func() { dlg.Hide() })
	d.search.OnKey[fyne.KeyEscape] = done.OnTapped
	bottom.Add(d.added)
	if d.p.Status != nil {
		bottom.Add(d.status)
	}
	bottom.Add(container.NewHBox(layout.NewSpacer(), done, d.add))
	dlg = dialog.NewCustomWithoutButtons(d.p.Title, container.NewBorder(d.search, bottom, nil, nil, d.view.object), d.win)
	// Wide enough for every column where the window allows, the scroll bar and the dialog's margins included.
	width := min(max(640, d.view.width()+60), d.win.Canvas().Size().Width-40)
	// As tall as the window allows: the more rows in sight, the fewer to scroll.
	dlg.Resize(fyne.NewSize(width, max(min(680, d.win.Canvas().Size().Height-40), 400)))
	dlg.Show()
	d.focus()
}
