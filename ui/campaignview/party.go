package campaignview

import (
	"bytes"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine"
	"rollformular/export"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// partyTab is the GM's view of the party: a row per character, side by side, with the values
// its rules head a block with, what the trackers a fight costs hold, and how each one is.
type partyTab struct {
	v      *View
	object fyne.CanvasObject
	table  *kit.SortTable
	empty  *widget.Label
	// shown are the entries of the party's rows, in the party's order.
	shown       []*entry
	chosen      *entry
	printButton *widget.Button
	fight       *widget.Button
	leave       *widget.Button
	open        *widget.Button
}

func newPartyTab(v *View) *partyTab {
	p := &partyTab{v: v, table: kit.NewSortTable()}
	p.empty = widget.NewLabel(lang.L("The party is empty: choose a player character under Characters and NPCs and add it to the party."))
	p.empty.Wrapping = fyne.TextWrapWord
	p.table.OnSelected = func(i int) { p.chosen = p.shown[i]; p.enable() }
	p.printButton = widget.NewButton(lang.L("Print the party…"), p.print)
	p.fight = widget.NewButton(lang.L("New fight with the party"), p.newFight)
	p.open = widget.NewButton(lang.L("Open"), func() {
		if p.chosen != nil {
			v.open(p.chosen.path)
		}
	})
	p.leave = widget.NewButton(lang.L("Leave the party"), func() {
		if p.chosen != nil {
			v.setParty(p.chosen, false)
		}
	})
	bar := container.NewHBox(p.printButton, p.fight, widget.NewSeparator(), p.open, p.leave)
	p.object = container.NewBorder(container.NewVBox(bar, p.empty), nil, nil, nil, p.table.Table)
	return p
}

// show fills the rows of the party as the folder holds it.
func (p *partyTab) show() {
	p.shown = p.shown[:0]
	var members []screen.Member
	for _, file := range p.v.camp.File.Party {
		if e := p.v.entryOf(file); e != nil && e.doc != nil {
			p.shown = append(p.shown, e)
			members = append(members, e.member)
		}
	}
	words := p.v.wordsOfParty()
	values, trackers := screen.PartyColumns(members, words)
	heads := []string{lang.L("Name")}
	for _, c := range append(values, trackers...) {
		heads = append(heads, c.Head)
	}
	heads = append(heads, lang.L("State"))
	rows := make([][]string, len(members))
	for i, m := range members {
		row := []string{m.Name}
		for _, c := range append(values, trackers...) {
			row = append(row, m.Text(c, words))
		}
		rows[i] = append(row, memberState(m, words))
	}
	p.table.SetRows(heads, rows)
	p.chosen = nil
	if len(rows) == 0 {
		p.empty.Show()
	} else {
		p.empty.Hide()
	}
	p.enable()
}

func (p *partyTab) enable() {
	for _, b := range []*widget.Button{p.printButton, p.fight} {
		if len(p.shown) == 0 {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	for _, b := range []*widget.Button{p.open, p.leave} {
		if p.chosen == nil {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

// memberState is how m is, in one line: its state, its wounds, the rules it breaks.
func memberState(m screen.Member, words engine.Words) string {
	return strings.Join(m.StateWith(words,
		func(n int) string { return lang.L("Wounds") + " " + strconv.Itoa(n) },
		func(n int) string { return lang.L("Breaks the rules ({{.Count}})", map[string]any{"Count": n}) }), " · ")
}

// print asks where to write the party's page, and writes it.
func (p *partyTab) print() {
	if len(p.shown) == 0 {
		return
	}
	chars := make([]export.Character, len(p.shown))
	for i, e := range p.shown {
		chars[i] = export.Character{Doc: e.doc, Ruleset: e.rs}
	}
	var read []string // no document of the folder is written over
	for _, e := range p.v.entries {
		read = append(read, e.path)
	}
	name := kit.FileName(p.v.camp.File.Name+" "+lang.L("party"), ".pdf")
	p.v.host.AskForFile(p.v.dir, name, lang.L("Cannot print"), func(path string) error {
		return writePartyPDF(path, read, p.v.camp.File.Name, chars, p.v.host.Paper(), p.v.locale)
	}, nil)
}

// writePartyPDF writes the party's page to path, never over a file it was read from.
func writePartyPDF(path string, read []string, name string, chars []export.Character, paper, locale string) error {
	if err := export.CheckTarget(path, read); err != nil {
		return err
	}
	opt := export.Options{Paper: paper, Language: locale}
	var buf bytes.Buffer
	if err := export.Party(io.Writer(&buf), export.PartyTitle(name, opt), chars, opt); err != nil {
		return err
	}
	return sheet.ReplaceFile(path, buf.Bytes())
}

// newFight opens a new fight with the whole party in it, each fighting from its file.
func (p *partyTab) newFight() {
	paths := make([]string, len(p.shown))
	for i, e := range p.shown {
		paths[i] = e.path
	}
	if err := p.v.host.NewFight(p.v.camp.File.Ruleset, paths); err != nil {
		p.v.showError(lang.L("New fight with the party"), err)
	}
}

// setParty puts e into the party, or takes it out, and writes campaign.json.
func (v *View) setParty(e *entry, in bool) {
	party := v.camp.File.Party[:0:0]
	for _, f := range v.camp.File.Party {
		if f != e.File {
			party = append(party, f)
		}
	}
	if in {
		party = append(party, e.File)
	}
	v.camp.File.Party = party
	v.write()
}

// wordsOfParty are the words the party's columns are headed in: the campaign's rules'.
func (v *View) wordsOfParty() engine.Words {
	for _, file := range v.camp.File.Party {
		if e := v.entryOf(file); e != nil && e.doc != nil {
			return e.words
		}
	}
	return engine.Words{}
}
