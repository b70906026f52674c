// Package packview is the editor's table editor of house rules: a pack made over the tables
// a character's rules let a pack touch, an entry chosen, its members typed and kept, an entry
// removed or copied under a name of its own, each edit checked as the pack is
// (houserules.Pack.Apply); saved as a pack file the character is then read by. It knows no
// ruleset: the rules as shipped are handed to it, and the sheet it is opened from is its Host.
package packview

import (
	"encoding/json"
	"errors"
	"maps"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/engine/fieldpath"
	"rollformular/houserules"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// Host is the sheet the table editor is opened from.
type Host interface {
	Window() fyne.Window
	// ShowError says err under title over the window.
	ShowError(title string, err error)
	// AskForFile asks where to write a file named name, starting in the sheet's folder; write
	// writes it, and done, if not nil, runs once it is written. A write that fails is said
	// under failTitle.
	AskForFile(name, failTitle string, write func(path string) error, done func())
	// UseHouseRules reads the character by the pack saved at path, or says why it cannot.
	UseHouseRules(path string) error
}

// An Editor makes a house-rules pack over the tables the character's rules let a pack touch:
// a table chosen, an entry of it chosen from the list, its members typed and kept, an entry
// removed or copied under a name of its own; saved as a pack file, which the character is then
// read by. Every edit is checked as the pack is (houserules.Pack.Apply), and one that does not
// apply is said and not kept.
type Editor struct {
	h       Host
	pack    *houserules.Pack
	allowed []string
	rules   *engine.Description // the rules as shipped, whose tables the pack changes

	name    *widget.Entry
	table   *widget.Select
	list    *widget.List
	form    *fyne.Container
	copyAs  *widget.Entry
	entries []houserules.Entry
	kinds   map[string]string
	chosen  int                      // the entry shown in the form; -1 for none
	fields  map[string]*widget.Entry // the form's fields, by member
	object  fyne.CanvasObject
}

// New is the table editor of pack over rules, the rules as shipped, opened from h.
func New(h Host, rules *engine.Description, pack *houserules.Pack) *Editor {
	p := &Editor{h: h, pack: pack, rules: rules, allowed: rules.HouseTables, chosen: -1}
	p.name = widget.NewEntry()
	p.name.SetText(pack.Name)
	p.name.OnChanged = func(s string) { p.pack.Name = strings.TrimSpace(s) }
	p.form = container.NewVBox()
	p.copyAs = widget.NewEntry()
	p.copyAs.SetPlaceHolder(lang.L("Name of the copy"))
	p.list = widget.NewList(func() int { return len(p.entries) },
		func() fyne.CanvasObject { l := widget.NewLabel(""); l.Truncation = fyne.TextTruncateEllipsis; return l },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.entryLabel(i)) })
	p.list.OnSelected = func(i widget.ListItemID) { p.show(i) }
	p.table = widget.NewSelect(p.allowed, func(string) { p.load() })
	keep := widget.NewButtonWithIcon(lang.L("Keep the change"), theme.ConfirmIcon(), p.keep)
	remove := widget.NewButtonWithIcon(lang.L("Remove the entry"), theme.DeleteIcon(), p.remove)
	addCopy := widget.NewButtonWithIcon(lang.L("Add a copy"), theme.ContentAddIcon(), p.addCopy)
	head := widget.NewForm(widget.NewFormItem(lang.L("Name"), p.name), widget.NewFormItem(lang.L("Table"), p.table))
	right := container.NewBorder(nil, container.NewVBox(container.NewHBox(keep, remove), container.NewBorder(nil, nil, nil, addCopy, p.copyAs)),
		nil, nil, container.NewVScroll(p.form))
	split := container.NewHSplit(p.list, right)
	split.SetOffset(0.35)
	p.object = container.NewBorder(head, nil, nil, nil, split)
	if len(p.allowed) > 0 {
		p.table.SetSelectedIndex(0)
	}
	return p
}

// kindWords are the kinds of a member as the placeholder of its field says them.
func kindWords() map[string]string {
	return map[string]string{houserules.Text: lang.L("text"), houserules.Number: lang.L("a number"),
		houserules.Flag: lang.L("true or false"), houserules.List: lang.L("a list in JSON"), houserules.Object: lang.L("an object in JSON")}
}

// entryLabel is entry i as the list shows it: its name (or id), and what the pack did to it.
func (p *Editor) entryLabel(i int) string {
	e := p.entries[i]
	label := houserules.Value(e.Members["name"])
	if label == "" {
		label = e.ID
	}
	t := p.pack.Tables[p.table.Selected]
	switch {
	case t.Added(e.ID):
		return "+ " + label
	case t.Change[e.ID] != nil:
		return "~ " + label
	}
	return label
}

// load lists the chosen table as the pack leaves it.
func (p *Editor) load() {
	entries, kinds, err := p.pack.Table(assets.FS, p.rules, p.table.Selected)
	if err != nil {
		p.h.ShowError(lang.L("House rules"), err)
		return
	}
	p.entries, p.kinds, p.chosen = entries, kinds, -1
	p.form.RemoveAll()
	p.list.UnselectAll()
	p.list.Refresh()
}

// show puts entry i's members in the form, a field each, the id first and not to be changed.
func (p *Editor) show(i int) {
	p.chosen = i
	p.fields = map[string]*widget.Entry{}
	p.form.RemoveAll()
	e := p.entries[i]
	p.form.Add(widget.NewLabelWithStyle(e.ID, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	items := []*widget.FormItem{}
	for _, m := range slices.Sorted(maps.Keys(p.kinds)) {
		if m == "id" {
			continue // the entry's name in the pack: shown above, not to be changed
		}
		f := widget.NewEntry()
		if raw, ok := e.Members[m]; ok {
			f.SetText(houserules.Value(raw))
		}
		f.SetPlaceHolder(kindWords()[p.kinds[m]])
		p.fields[m] = f
		item := widget.NewFormItem(m, f)
		item.HintText = p.rangeOf(m)
		items = append(items, item)
	}
	p.form.Add(widget.NewForm(items...))
}

// rangeOf says the range the rules allow member m of the table shown, as the pack is checked
// against it: "1–2 (händer)", or of an object's numbers "H 0–30 · K 0–30 · S 0–30"; "" for
// none, and for a text (a damage "Grund-2", which the rules read, not a range).
func (p *Editor) rangeOf(m string) string {
	path := p.table.Selected + "." + m
	if r, ok := p.rules.TableRange(fieldpath.Path(path)); ok {
		if p.kinds[m] != houserules.Number {
			return ""
		}
		return r.Range.String() + " (" + r.Label + ")"
	}
	var parts []string
	for _, n := range p.rules.TableRanges {
		if inner, ok := strings.CutPrefix(string(n.Path), path+"."); ok {
			parts = append(parts, inner+" "+n.Range.String())
		}
	}
	return strings.Join(parts, " · ")
}

// keep keeps what the form says of the entry shown, where it reads and the pack applies.
func (p *Editor) keep() {
	if p.chosen < 0 {
		return
	}
	e := p.entries[p.chosen]
	members := map[string]json.RawMessage{"id": e.Members["id"]}
	var bad []string
	for m, f := range p.fields {
		if f.Text == "" && e.Members[m] == nil {
			continue // a member the entry does not have, left empty
		}
		raw, err := houserules.ParseValue(f.Text, p.kinds[m])
		if err != nil {
			bad = append(bad, m+": "+err.Error())
			continue
		}
		members[m] = raw
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		p.h.ShowError(lang.L("House rules"), errors.New(strings.Join(bad, "\n")))
		return
	}
	chosen := p.chosen
	p.apply(func() error { return p.pack.Set(assets.FS, p.rules, p.table.Selected, e.ID, members) })
	if chosen < len(p.entries) {
		p.list.Select(chosen)
	}
}

func (p *Editor) remove() {
	if p.chosen < 0 {
		return
	}
	id := p.entries[p.chosen].ID
	p.apply(func() error { return p.pack.Remove(assets.FS, p.rules, p.table.Selected, id) })
}

// addCopy adds a copy of the entry shown under the name typed, its id made of the name.
func (p *Editor) addCopy() {
	name := strings.TrimSpace(p.copyAs.Text)
	if p.chosen < 0 || name == "" {
		p.h.ShowError(lang.L("House rules"), errors.New(lang.L("Choose an entry and type a name for its copy.")))
		return
	}
	from := p.entries[p.chosen].ID
	if p.apply(func() error {
		return p.pack.AddCopy(assets.FS, p.rules, p.table.Selected, from, engine.ID(name), name)
	}) {
		p.copyAs.SetText("")
	}
}

// apply makes an edit of the pack and lists the table anew, or says why the edit was not kept.
func (p *Editor) apply(edit func() error) bool {
	if err := edit(); err != nil {
		p.h.ShowError(lang.L("House rules"), err)
		return false
	}
	p.load()
	return true
}

// save writes the pack to a file the player chooses and reads the character by it.
func (p *Editor) save(done func()) {
	if p.pack.Name == "" {
		p.h.ShowError(lang.L("House rules"), errors.New(lang.L("Give the house rules a name.")))
		return
	}
	data, err := json.MarshalIndent(p.pack, "", "  ")
	if err != nil {
		p.h.ShowError(lang.L("House rules"), err)
		return
	}
	p.h.AskForFile(kit.FileName(p.pack.Name, ".json"), lang.L("House rules"), func(path string) error {
		return p.write(path, data)
	}, done)
}

// WriteTo writes the pack to path, as Save… does once the file is chosen in Fyne's dialog.
func (p *Editor) WriteTo(path string) {
	data, err := json.MarshalIndent(p.pack, "", "  ")
	if err == nil {
		err = p.write(path, data)
	}
	if err != nil {
		p.h.ShowError(lang.L("House rules"), err)
	}
}

// write puts data, the pack, in the file at path and reads the character by it.
func (p *Editor) write(path string, data []byte) error {
	if err := sheet.ReplaceFile(path, append(data, '\n')); err != nil {
		return err
	}
	return p.h.UseHouseRules(path)
}

// Show opens the editor in a dialog over the host's window, with Cancel and Save….
func (p *Editor) Show() {
	var d *dialog.CustomDialog
	save := widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), func() { p.save(func() { d.Hide() }) })
	save.Importance = widget.HighImportance
	d = dialog.NewCustomWithoutButtons(lang.L("Make house rules"), p.object, p.h.Window())
	d.SetButtons([]fyne.CanvasObject{widget.NewButton(lang.L("Cancel"), func() { d.Hide() }), save})
	d.Resize(fyne.NewSize(900, 600))
	d.Show()
}

// What the tests of the editor it is opened from reach, as a person reads them on the screen.

// Pack is the pack as made so far.
func (p *Editor) Pack() *houserules.Pack { return p.pack }

// Tables are the tables the rules let the pack touch, as the drop-down offers them.
func (p *Editor) Tables() []string { return p.allowed }

// TableChoice is the drop-down of the tables.
func (p *Editor) TableChoice() *widget.Select { return p.table }

// Entries are the entries of the table chosen, in the list's order.
func (p *Editor) Entries() []houserules.Entry { return p.entries }

// Field is the form's field of member m of the entry shown; nil where it has none.
func (p *Editor) Field(m string) *widget.Entry { return p.fields[m] }

// CopyName is the field the name of a copy is typed in.
func (p *Editor) CopyName() *widget.Entry { return p.copyAs }
