package campaignview

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/screen"
	"rollformular/ui/kit"
)

// libraryTab is every character of the folder, the NPC library among them: searched by name
// or file, filtered by kind, sorted by any column, and the chosen one opened, duplicated, put
// in the party or into a fight.
type libraryTab struct {
	v      *View
	object fyne.CanvasObject
	search *widget.Entry
	kind   *widget.Select
	table  *kit.SortTable
	count  *widget.Label
	shown  []*entry // the rows, in the order given to the table
	chosen *entry

	open, duplicate, party, fight, fightAll, history *widget.Button
}

// The kinds the library filters by.
func kinds() []string {
	return []string{lang.L("Everyone"), lang.L("Player characters"), lang.L("NPCs")}
}

func newLibraryTab(v *View) *libraryTab {
	l := &libraryTab{v: v, table: kit.NewSortTable(), count: widget.NewLabel("")}
	l.search = widget.NewEntry()
	l.search.SetPlaceHolder(lang.L("Search by name or file"))
	l.search.OnChanged = func(string) { l.show() }
	l.kind = widget.NewSelect(kinds(), nil)
	l.kind.SetSelectedIndex(0)
	l.kind.OnChanged = func(string) { l.show() }
	l.table.OnSelected = func(i int) { l.chosen = l.shown[i]; l.enable() }
	l.open = widget.NewButton(lang.L("Open"), func() { l.v.open(l.chosen.path) })
	l.duplicate = widget.NewButton(lang.L("Duplicate"), func() { l.v.duplicate(l.chosen) })
	l.party = widget.NewButton(lang.L("Join the party"), func() { l.v.setParty(l.chosen, !l.chosen.Party) })
	l.fight = widget.NewButton(lang.L("Add to a fight…"), func() { l.v.askFight([]*entry{l.chosen}) })
	l.fightAll = widget.NewButton(lang.L("Add all shown to a fight…"), func() { l.v.askFight(l.fightable()) })
	l.history = widget.NewButton(lang.L("Timeline"), func() { l.v.showTimeline(l.chosen) })
	find := container.NewBorder(nil, nil, nil, container.NewHBox(l.kind, l.count), l.search)
	newPC := widget.NewButton(lang.L("New character"), func() { l.v.newCharacter(false) })
	newNPC := widget.NewButton(lang.L("New NPC"), func() { l.v.newCharacter(true) })
	bar := container.NewHBox(newPC, newNPC, widget.NewSeparator(), l.open, l.duplicate, l.party, l.fight, l.fightAll, l.history)
	l.object = container.NewBorder(container.NewVBox(find, bar), nil, nil, nil, l.table.Table)
	return l
}

// show lists the characters the search and the filter find, each with the values of its rules.
func (l *libraryTab) show() {
	query := strings.ToLower(strings.TrimSpace(l.search.Text))
	kind := l.kind.SelectedIndex()
	l.shown = l.shown[:0]
	var members []screen.Member
	for _, e := range l.v.entries {
		if kind == 1 && e.NPC || kind == 2 && !e.NPC {
			continue
		}
		if query != "" && !strings.Contains(strings.ToLower(e.Name), query) && !strings.Contains(strings.ToLower(e.File), query) {
			continue
		}
		l.shown = append(l.shown, e)
		members = append(members, e.member)
	}
	words := l.v.wordsOfParty()
	values, _ := screen.PartyColumns(members, words)
	heads := []string{lang.L("Name"), lang.L("Kind"), lang.L("Party")}
	for _, c := range values {
		heads = append(heads, c.Head)
	}
	heads = append(heads, lang.L("File name"), lang.L("Changed"))
	rows := make([][]string, len(l.shown))
	for i, e := range l.shown {
		row := []string{kit.Ellipsis(e.Name, 200), kindOf(e), partyMark(e)}
		for _, c := range values {
			row = append(row, e.member.Text(c, words))
		}
		changed := ""
		if !e.mod.IsZero() {
			changed = e.mod.Format("2006-01-02 15:04")
		}
		if e.err != nil {
			row[1] = lang.L("Does not open")
		}
		rows[i] = append(row, e.File, changed)
	}
	l.table.SetRows(heads, rows)
	kit.SetLabel(l.count, lang.L("{{.Shown}} of {{.All}}", map[string]any{"Shown": len(l.shown), "All": len(l.v.entries)}))
	l.chosen = nil
	l.enable()
}

func kindOf(e *entry) string {
	if e.NPC {
		return lang.L("NPC")
	}
	return lang.L("Player character")
}

func partyMark(e *entry) string {
	if e.Party {
		return "✓"
	}
	return ""
}

// fightable are the characters shown that read.
func (l *libraryTab) fightable() []*entry {
	var out []*entry
	for _, e := range l.shown {
		if e.doc != nil {
			out = append(out, e)
		}
	}
	return out
}

func (l *libraryTab) enable() {
	on := func(b *widget.Button, ok bool) {
		if ok {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	read := l.chosen != nil && l.chosen.doc != nil
	on(l.open, l.chosen != nil)
	on(l.duplicate, read)
	on(l.party, read)
	on(l.fight, read)
	on(l.history, l.chosen != nil)
	on(l.fightAll, len(l.fightable()) > 0)
	l.party.SetText(lang.L("Join the party"))
	if l.chosen != nil && l.chosen.Party {
		l.party.SetText(lang.L("Leave the party"))
	}
}

// newCharacter makes a new character in the folder, by the campaign's rules and the pack it
// plays by, and opens it; a player's character joins the party.
func (v *View) newCharacter(npc bool) {
	name := lang.L("New character")
	if npc {
		name = lang.L("New NPC")
	}
	path, err := freePath(v.dir, kit.FileName(name, ".json"))
	pack := ""
	if v.camp.File.Rules != "" {
		pack = v.camp.Path(v.camp.File.Rules)
	}
	if err == nil {
		err = v.host.NewCharacter(v.camp.File.Ruleset, pack, npc, path)
		if err != nil {
			os.Remove(path) // the empty file that held the name
		}
	}
	if err != nil {
		v.showError(name, err)
		return
	}
	if !npc {
		v.camp.File.Party = append(v.camp.File.Party, filepath.Base(path))
		v.write()
		return
	}
	v.Reload()
}

// duplicate saves a copy of e beside it, named as a copy, and shows the folder with it.
func (v *View) duplicate(e *entry) {
	c := e.doc.Clone()
	c.Name = lang.L("{{.Name}} (copy)", map[string]any{"Name": e.doc.Name})
	path, err := freePath(v.dir, kit.FileName(c.Name, ".json"))
	if err == nil {
		_, err = campaign.Save(path, c, campaign.NamesIn(e.rs))
	}
	if err != nil {
		v.showError(lang.L("Duplicate"), err)
		return
	}
	v.Reload()
	v.library.choose(filepath.Base(path))
}

// choose chooses the row of the file file, if it is shown.
func (l *libraryTab) choose(file string) {
	for i, e := range l.shown {
		if e.File == file {
			for row, j := range l.table.Shown() {
				if j == i {
					l.table.Table.Select(widget.TableCellID{Row: row, Col: 0})
				}
			}
		}
	}
}

// freePath is name in dir, numbered where a file of that name is there already
// (kit.UniqueName), made empty at once so that no other program takes the name before the
// copy is written there; a name taken in between is looked for again.
func freePath(dir, name string) (string, error) {
	for range maxTries {
		path := filepath.Join(dir, kit.UniqueName(dir, name))
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
		if err == nil {
			return path, f.Close()
		}
		if !os.IsExist(err) {
			return "", err
		}
	}
	return "", fmt.Errorf("%s: no free name for it there", filepath.Join(dir, name))
}

// maxTries bounds how often freePath looks again for a name another program took first.
const maxTries = 10

// askFight asks which fight to add the characters of es to: one open in a tab of their rules,
// or a new one.
func (v *View) askFight(es []*entry) {
	if len(es) == 0 {
		return
	}
	ruleset := es[0].doc.Ruleset
	paths := make([]string, len(es))
	for i, e := range es {
		paths[i] = e.path
	}
	var fights []Fight
	names := []string{lang.L("A new fight")}
	for _, f := range v.host.Fights() {
		if f.Ruleset() == ruleset {
			fights = append(fights, f)
			names = append(names, f.Title())
		}
	}
	choice := widget.NewRadioGroup(names, nil)
	choice.Required = true // a second tap on the fight chosen keeps it chosen
	choice.SetSelected(names[len(names)-1])
	what := lang.L("{{.Count}} characters", map[string]any{"Count": len(es)})
	if len(es) == 1 {
		what = es[0].Name
	}
	text := widget.NewLabel(lang.L("Add {{.What}} to:", map[string]any{"What": kit.Ellipsis(what, kit.MaxTitle)}))
	kit.ShowWithKeys(v.host.Window(), dialog.NewCustomConfirm(lang.L("Add to a fight…"), lang.L("Add"), lang.L("Cancel"),
		container.NewVBox(text, choice), func(ok bool) {
			if !ok {
				return
			}
			for i, f := range fights {
				if names[i+1] == choice.Selected {
					f.AddFiles(paths, lang.L("Add to a fight…"))
					f.Select()
					return
				}
			}
			if err := v.host.NewFight(ruleset, paths); err != nil {
				v.showError(lang.L("Add to a fight…"), err)
			}
		}, v.host.Window()))
}
