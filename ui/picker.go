package ui

import (
	"strconv"
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

// catalogPicker is a dialog that adds entries of one of the ruleset's catalogs: a search over
// names and descriptions, what it finds (a list, or a table with a column per fact where the
// rules give facts: a weapon's damage, an armor's SP, sorted by a tap on a column's head), the
// chosen entry's description, and more fields below (a skill's value, say). It stays open to
// add one entry after another, from the keyboard too: type, Enter adds the entry chosen or else
// the first found, the arrow keys choose, Esc closes; names separated by commas ("spana, smyga,
// simma") add the first found for each.
type catalogPicker struct {
	title    string
	items    []engine.CatalogItem
	label    func(engine.CatalogItem) string // how an entry reads in the list
	columns  []catalogColumn                 // the table's columns before the rules' facts; may be nil
	more     fyne.CanvasObject               // further fields; may be nil
	onSelect func(engine.CatalogItem)        // adapts the further fields; may be nil
	onPick   func(engine.CatalogItem) bool   // adds the entry; false if it was not added
	// prepare, where the entries take a value (a skill), sets the further fields for an entry
	// as the search typed it: term is the name typed ("svärd"), value the whole number typed
	// after it ("svärd 13"), "" for none. Nil where a number is part of a name.
	prepare func(it engine.CatalogItem, term, value string)
	// status is what the rules say of the character as it stands, shown under the entries and
	// again after each one added: the creation points left while they are spent. May be nil.
	status func() string
}

func (p catalogPicker) show(e *Editor) {
	p.items = inSwedishOrder(p.items)
	d := &pickerDialog{p: p, win: e.win, shown: rankItems(p.items, ""), selected: -1,
		search: newKeyEntry(), about: wrappedLabel(), added: wrappedLabel(), status: wrappedLabel()}
	d.search.SetPlaceHolder(lang.L("Search"))
	d.showStatus()
	d.add = widget.NewButtonWithIcon(lang.L("Add"), theme.ContentAddIcon(), d.pick)
	d.add.Importance = widget.HighImportance
	d.add.Disable() // until an entry is chosen: an Add that adds nothing would close silently
	d.view = newCatalogView(p, e.words, func() []engine.CatalogItem { return d.shown }, d.chosen)
	d.view.unchosen = func() {
		d.unchosen()
		d.focus() // a tap on a column's head took it
	}
	d.search.OnChanged = func(q string) {
		d.shown = d.view.order(rankItems(p.items, d.typing(q)))
		d.unchosen()
		d.view.reset()
	}
	d.search.OnSubmitted = d.submitted
	d.search.onKey = map[fyne.KeyName]func(){
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

// pickerDialog is a catalogPicker while it is open: what the search shows, the entry chosen
// and the names added so far.
type pickerDialog struct {
	p                    catalogPicker
	win                  fyne.Window
	shown                []engine.CatalogItem
	selected             int // in shown; -1 for none
	names                []string
	search               *keyEntry
	about, added, status *widget.Label
	add                  *widget.Button
	view                 *catalogView
}

func (d *pickerDialog) focus() { d.win.Canvas().Focus(d.search) }

func (d *pickerDialog) showStatus() {
	if d.p.status != nil {
		d.status.SetText(d.p.status())
	}
}

// chosen shows entry i of those shown as the one chosen.
func (d *pickerDialog) chosen(i int) {
	d.selected = i
	d.about.SetText(d.shown[i].Description)
	d.add.Enable()
	if d.p.onSelect != nil {
		d.p.onSelect(d.shown[i])
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
	if d.p.prepare != nil {
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
	if d.p.prepare != nil {
		term, value := splitValue(d.search.Text)
		d.p.prepare(it, term, value)
	}
	if !d.p.onPick(it) {
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
		if d.p.prepare != nil {
			term, value = splitValue(term)
		}
		if term == "" {
			continue
		}
		found := rankItems(d.p.items, term)
		if len(found) > 0 && d.p.prepare != nil {
			d.p.prepare(found[0], term, value)
		}
		if len(found) == 0 || !d.p.onPick(found[0]) {
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
	if strings.Contains(q, ",") || d.selected < 0 && d.p.prepare != nil && d.typing(q) != strings.TrimSpace(q) {
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
	if d.p.more != nil {
		bottom.Add(d.p.more)
	}
	var dlg *dialog.CustomDialog
	done := widget.NewButton(lang.L("Done"), func() { dlg.Hide() })
	d.search.onKey[fyne.KeyEscape] = done.OnTapped
	bottom.Add(d.added)
	if d.p.status != nil {
		bottom.Add(d.status)
	}
	bottom.Add(container.NewHBox(layout.NewSpacer(), done, d.add))
	dlg = dialog.NewCustomWithoutButtons(d.p.title, container.NewBorder(d.search, bottom, nil, nil, d.view.object), d.win)
	// Wide enough for every column where the window allows, the scroll bar and the dialog's margins included.
	width := min(max(640, d.view.width()+60), d.win.Canvas().Size().Width-40)
	// As tall as the window allows: the more rows in sight, the fewer to scroll.
	dlg.Resize(fyne.NewSize(width, max(min(680, d.win.Canvas().Size().Height-40), 400)))
	dlg.Show()
	d.focus()
}

// splitValue splits a whole number typed after a name off it: "smyga 12" is "smyga" and "12";
// a term without one is itself and "".
func splitValue(term string) (name, value string) {
	term = strings.TrimSpace(term)
	i := strings.LastIndexAny(term, " \t")
	if i < 0 {
		return term, ""
	}
	if _, err := strconv.Atoi(term[i+1:]); err != nil {
		return term, ""
	}
	return strings.TrimSpace(term[:i]), term[i+1:]
}

// rankItems are the items whose name or description holds q, whatever the case: those whose
// name begins with it first, then those whose name holds it, then those whose description
// does, each in the catalog's order. A search for a skill's name finds that skill first, not
// one that mentions it.
func rankItems(items []engine.CatalogItem, q string) []engine.CatalogItem {
	q = strings.ToLower(strings.TrimSpace(q))
	var starts, names, described []engine.CatalogItem
	for _, it := range items {
		name := strings.ToLower(it.Name)
		switch {
		case strings.HasPrefix(name, q):
			starts = append(starts, it)
		case strings.Contains(name, q):
			names = append(names, it)
		case strings.Contains(strings.ToLower(it.Description), q):
			described = append(described, it)
		}
	}
	return append(append(starts, names...), described...)
}

// keyEntry is an entry that hands the keys of onKey to their functions (a search's Esc and
// arrow keys) and every other key to the entry.
type keyEntry struct {
	widget.Entry
	onKey map[fyne.KeyName]func()
}

func newKeyEntry() *keyEntry {
	e := &keyEntry{}
	e.ExtendBaseWidget(e)
	return e
}

func (e *keyEntry) TypedKey(k *fyne.KeyEvent) {
	if f := e.onKey[k.Name]; f != nil {
		f()
		return
	}
	e.Entry.TypedKey(k)
}
