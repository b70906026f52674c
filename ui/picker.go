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
	shown := rankItems(p.items, "")
	search := newKeyEntry()
	search.SetPlaceHolder(lang.L("Search"))
	about := widget.NewLabel("")
	about.Wrapping = fyne.TextWrapWord
	added := widget.NewLabel("")
	added.Wrapping = fyne.TextWrapWord
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord
	showStatus := func() {
		if p.status != nil {
			status.SetText(p.status())
		}
	}
	showStatus()
	var names []string
	selected := -1
	add := widget.NewButtonWithIcon(lang.L("Add"), theme.ContentAddIcon(), nil)
	add.Importance = widget.HighImportance
	add.Disable() // until an entry is chosen: an Add that adds nothing would close silently
	view := newCatalogView(p, e.words, func() []engine.CatalogItem { return shown }, func(i int) {
		selected = i
		about.SetText(shown[i].Description)
		add.Enable()
		if p.onSelect != nil {
			p.onSelect(shown[i])
		}
		e.win.Canvas().Focus(search) // so Enter adds and Esc closes after a click too
	})
	unchosen := func() {
		selected = -1
		about.SetText("")
		add.Disable()
	}
	view.unchosen = func() {
		unchosen()
		e.win.Canvas().Focus(search) // a tap on a column's head took it
	}
	// The list shows what the name being typed finds: the last of a list, without its value.
	typing := func(q string) string {
		term := q[strings.LastIndex(q, ",")+1:]
		if p.prepare != nil {
			term, _ = splitValue(term)
		}
		return term
	}
	search.OnChanged = func(q string) {
		shown = view.order(rankItems(p.items, typing(q)))
		unchosen()
		view.reset()
	}
	var pickEach func(q string)
	pick := func() {
		if selected < 0 || selected >= len(shown) {
			return
		}
		it := shown[selected]
		if p.prepare != nil {
			term, value := splitValue(search.Text)
			p.prepare(it, term, value)
		}
		if !p.onPick(it) {
			return
		}
		names = append(names, it.Plain())
		added.SetText(lang.L("Added: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")}))
		search.SetText("")
		showStatus()
		e.win.Canvas().Focus(search)
	}
	add.OnTapped = pick
	// pickEach adds, for each name of a list separated by commas ("spana, smyga, simma"), the
	// first entry the search finds for it, with the value typed after it where the entries
	// take one ("smyga 12, simma 8"): ten skills in one line. A name that finds nothing is
	// said, and stays in the search to be corrected.
	pickEach = func(q string) {
		var missed []string
		for _, typed := range strings.Split(q, ",") {
			term, value := strings.TrimSpace(typed), ""
			if p.prepare != nil {
				term, value = splitValue(term)
			}
			if term == "" {
				continue
			}
			found := rankItems(p.items, term)
			if len(found) > 0 && p.prepare != nil {
				p.prepare(found[0], term, value)
			}
			if len(found) == 0 || !p.onPick(found[0]) {
				missed = append(missed, strings.TrimSpace(typed))
				continue
			}
			names = append(names, found[0].Plain())
		}
		added.SetText(lang.L("Added: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")}))
		if len(missed) > 0 {
			added.SetText(added.Text + "\n" + lang.L("Not found: {{.Names}}", map[string]any{"Names": strings.Join(missed, ", ")}))
		}
		search.SetText(strings.Join(missed, ", "))
		showStatus()
		e.win.Canvas().Focus(search)
	}
	search.OnSubmitted = func(q string) {
		if strings.Contains(q, ",") || selected < 0 && p.prepare != nil && typing(q) != strings.TrimSpace(q) {
			pickEach(q)
			return
		}
		if selected < 0 && len(shown) > 0 {
			view.choose(0)
		}
		pick()
	}
	search.onKey = map[fyne.KeyName]func(){
		fyne.KeyDown: func() {
			if selected+1 < len(shown) {
				view.choose(selected + 1)
			}
		},
		fyne.KeyUp: func() {
			if selected > 0 {
				view.choose(selected - 1)
			}
		},
	}
	bottom := container.NewVBox(about)
	if p.more != nil {
		bottom.Add(p.more)
	}
	var d *dialog.CustomDialog
	done := widget.NewButton(lang.L("Done"), func() { d.Hide() })
	search.onKey[fyne.KeyEscape] = done.OnTapped
	bottom.Add(added)
	if p.status != nil {
		bottom.Add(status)
	}
	bottom.Add(container.NewHBox(layout.NewSpacer(), done, add))
	d = dialog.NewCustomWithoutButtons(p.title, container.NewBorder(search, bottom, nil, nil, view.object), e.win)
	// Wide enough for every column where the window allows, the scroll bar and the dialog's margins included.
	width := min(max(640, view.width()+60), e.win.Canvas().Size().Width-40)
	// As tall as the window allows: the more rows in sight, the fewer to scroll.
	d.Resize(fyne.NewSize(width, max(min(680, e.win.Canvas().Size().Height-40), 400)))
	d.Show()
	e.win.Canvas().Focus(search)
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
