package sheetview

import (
	"cmp"
	"errors"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/sheet"
	"rollformular/ui/kit"
	"rollformular/ui/packview"
)

// followRules reads the document by the rules it now names, where they are not those the
// editor reads it by (a pack chosen, or undone): the widgets are made anew for them, as for a
// change of language. It reports whether it did, which reloaded the editor.
func (e *Editor) followRules() bool {
	if e.doc.HouseRules.Same(e.rulesRef) {
		return false
	}
	shipped, err := e.host.Registry().Lookup(e.doc.Ruleset)
	if err != nil {
		return false
	}
	rs, note := e.host.RulesOf(e.doc, e.path, shipped)
	e.playBy(rs)
	e.houseRules, e.rulesRef = "", e.doc.HouseRules
	if rs != shipped {
		e.houseRules = e.doc.HouseRules.Name
	}
	e.Relabel()
	if note != nil {
		e.ShowError(lang.L("House rules"), note)
	}
	return true
}

// ShowHouseRules says which house rules the character is read by and what they change, and
// offers to read it by a pack of the player's choosing, or by the rules as shipped again.
func (e *Editor) ShowHouseRules() {
	about := widget.NewLabel(lang.L("{{.Name}} is read by the rules as shipped.", map[string]any{"Name": kit.Ellipsis(kit.DisplayName(e.doc), kit.MaxTitle)}))
	about.Wrapping = fyne.TextWrapWord
	var changes []string
	if h := e.doc.HouseRules; h != nil {
		about.SetText(lang.L("{{.Name}} is read by the house rules “{{.Rules}}” ({{.Path}}).", map[string]any{
			"Name": kit.Ellipsis(kit.DisplayName(e.doc), kit.MaxTitle), "Rules": kit.Ellipsis(h.Name, kit.MaxTitle), "Path": h.Path}))
		if pack, err := houserules.Find(h, e.path); err == nil || errors.Is(err, houserules.ErrChanged) {
			_, changes, _, _ = houserules.Rules(e.host.Registry(), assets.FS, pack)
		}
	}
	list := widget.NewLabel(kit.ShortText(strings.Join(changes, "\n")))
	list.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	use := widget.NewButtonWithIcon(lang.L("Use a pack…"), theme.FolderOpenIcon(), func() {
		failed := func(err error) { e.ShowError(lang.L("House rules"), err) }
		kit.AskToOpen(e.win, e.Folder(), []string{".json"}, func(path string) {
			d.Hide()
			if err := e.useHouseRules(path); err != nil {
				failed(err)
			}
		}, failed)
	})
	// The packs used before, of the character's rules, each a button that uses it again.
	known := container.NewVBox()
	for _, path := range e.host.Packs() {
		p, err := houserules.Load(path)
		if err != nil || p.Ruleset != e.doc.Ruleset || (e.doc.HouseRules != nil && e.doc.HouseRules.Name == p.Name) {
			continue
		}
		known.Add(widget.NewButton(lang.L("Use “{{.Rules}}”", map[string]any{"Rules": kit.Ellipsis(p.Name, kit.MaxTitle)}), func() {
			d.Hide()
			if err := e.useHouseRules(path); err != nil {
				e.ShowError(lang.L("House rules"), err)
			}
		}))
	}
	stop := widget.NewButton(lang.L("Use the rules as shipped"), func() {
		d.Hide()
		e.useHouseRules("")
	})
	if e.doc.HouseRules == nil {
		stop.Disable()
	}
	// What the pack changes, under what it is, the buttons at the foot.
	scroll := container.NewVScroll(list)
	if len(changes) == 0 {
		scroll.Hide()
	}
	create := widget.NewButtonWithIcon(lang.L("Make house rules…"), theme.DocumentCreateIcon(), func() {
		d.Hide()
		e.showPackEditor()
	})
	content := container.NewBorder(about, container.NewVBox(known, container.NewHBox(use, stop, create)), nil, nil, scroll)
	d = dialog.NewCustom(lang.L("House rules"), lang.L("Done"), content, e.win)
	d.Resize(fyne.NewSize(560, 360))
	d.Show()
}

// useHouseRules has the character read by the house-rules pack at path, recorded in it as an
// edit that Undo takes back; "" reads it by the rules as shipped. A pack that does not apply,
// or is of other rules than the character's, is an error and changes nothing.
func (e *Editor) useHouseRules(path string) error {
	doc := e.doc.Clone()
	doc.HouseRules = nil
	if path != "" {
		pack, _, _, err := houserules.Rules(e.host.Registry(), assets.FS, path)
		var refused *houserules.Refused
		if errors.As(err, &refused) {
			return errors.New(strings.Join(refused.Problems, "\n"))
		}
		if err != nil {
			return err
		}
		if pack.Ruleset != doc.Ruleset {
			return errors.New(lang.L("The house rules “{{.Rules}}” are for {{.Other}}, not {{.Ruleset}}.", map[string]any{
				"Rules": kit.Ellipsis(pack.Name, kit.MaxTitle), "Other": pack.Ruleset, "Ruleset": e.rules.Name}))
		}
		// Where the character is saved, the pack is found from its folder; else by where it is.
		if abs, err := filepath.Abs(path); err == nil {
			path = abs
		}
		if doc.HouseRules, err = houserules.Ref(pack, path, cmp.Or(e.path, path)); err != nil {
			return err
		}
		if e.path == "" {
			doc.HouseRules.Path = filepath.ToSlash(path) // no folder of its own yet
		}
	}
	e.replaceAs(lang.L("House rules"), doc)
	if path != "" {
		e.host.RememberPack(path)
	}
	return nil
}

// showPackEditor opens the table editor over a new pack of the character's rules, or over the
// pack it is read by.
func (e *Editor) showPackEditor() {
	pack := &houserules.Pack{Format: houserules.Format, Version: houserules.Version, Ruleset: e.doc.Ruleset,
		Name: lang.L("Our house rules"), Tables: map[string]houserules.Patch{}}
	if h := e.doc.HouseRules; h != nil {
		if path, err := houserules.Find(h, e.path); err == nil || errors.Is(err, houserules.ErrChanged) {
			if p, err := houserules.Load(path); err == nil {
				pack = p
			}
		}
	}
	p := packview.New(packHost{e}, houserules.Shipped(e.host.Registry(), e.doc.Ruleset), pack)
	e.packEditorShown = p
	p.Show()
}

// packHost is the sheet a table editor of house rules is opened from (packview.Host).
type packHost struct{ e *Editor }

func (h packHost) Window() fyne.Window { return h.e.win }

func (h packHost) ShowError(title string, err error) { h.e.ShowError(title, err) }

func (h packHost) UseHouseRules(path string) error { return h.e.useHouseRules(path) }

func (h packHost) AskForFile(name, failTitle string, write func(path string) error, done func()) {
	h.e.askForFile(name, failTitle, write, done)
}

// HouseRulesOf is ruleset id by the house rules h that the document at path, called name,
// records, as packs has read them from reg's rules (houserules.Find finds the pack); the
// shipped ruleset where they are not there or do not apply, with a note that says so, or that
// they changed since. The note is for the reader: nil where all is as the document says.
func HouseRulesOf(packs *houserules.Cache, reg *engine.Registry, h *sheet.HouseRules, name, id, path string, shipped engine.Ruleset) (rs engine.Ruleset, note error) {
	about := map[string]any{"Name": kit.Ellipsis(name, kit.MaxTitle), "Rules": kit.Ellipsis(h.Name, kit.MaxTitle), "Path": h.Path}
	pack, err := houserules.Find(h, path)
	switch {
	case errors.Is(err, houserules.ErrChanged):
		note = errors.New(lang.L("The house rules “{{.Rules}}” have changed since {{.Name}} was made by them: it is shown by them as they are now.", about))
	case err != nil:
		return shipped, errors.New(lang.L("{{.Name}} was made by the house rules “{{.Rules}}” ({{.Path}}), which are not there: it is shown by the rules as shipped.", about))
	}
	_, _, byPack, err := packs.Rules(reg, assets.FS, pack)
	if err == nil {
		rs, err = byPack.Lookup(id)
	}
	if err != nil {
		about["Why"] = kit.Ellipsis(err.Error(), kit.MaxShownText)
		return shipped, errors.New(lang.L("The house rules “{{.Rules}}” do not apply ({{.Why}}): {{.Name}} is shown by the rules as shipped.", about))
	}
	return rs, note
}
