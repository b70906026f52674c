package ui

import (
	"errors"
	"time"

	"fyne.io/fyne/v2/lang"

	"rollformular/encounter"
	"rollformular/sheet"
)

// npcKeeper is where the tab of an NPC kept in an encounter saves to: back into the fight, as
// one step there (undone with Ctrl+Z in the encounter's tab), not to a file of its own.
type npcKeeper struct {
	v    *encounterView
	name string // the combatant's name, unique in the fight
}

// keep puts doc into the fight as the combatant's character.
func (k *npcKeeper) keep(doc *sheet.Character) error {
	i := k.v.fight.Named(k.name)
	if i < 0 {
		return errors.New(lang.L("{{.Name}} is no longer in the encounter; save it to a file of its own with Save as", map[string]any{"Name": k.name}))
	}
	var err error
	k.v.change(func(f *encounter.Fight) error {
		err = f.Put(i, doc)
		return err
	})
	return err
}

// openNPC opens combatant i, an NPC kept in the encounter, in a tab of its own, where every
// action of its ruleset is at hand; saving the tab puts it back into the fight. A tab open on
// it already is shown instead.
func (v *encounterView) openNPC(i int) {
	name := v.fight.Doc.Combatants[i].Name
	for _, e := range v.s.editors {
		if e.keeper != nil && e.keeper.v == v && e.keeper.name == name {
			v.s.tabs.Select(e.tab)
			return
		}
	}
	e, err := v.s.ShowDocument(v.fight.Chars[i].Clone(), "")
	if err != nil {
		v.showError(lang.L("Encounter"), err)
		return
	}
	e.keeper = &npcKeeper{v: v, name: name}
	e.updateTitle()
}

// showNPCs shows in the NPCs' open tabs what the fight did to them since, unless a tab has
// changes of its own, which it keeps until saved into the fight.
func (v *encounterView) showNPCs() {
	for _, e := range v.s.editors {
		if e.keeper == nil || e.keeper.v != v || e.Dirty() {
			continue
		}
		i := v.fight.Named(e.keeper.name)
		if i < 0 || v.fight.Chars[i] == nil || sheet.Equal(e.doc, v.fight.Chars[i]) {
			continue
		}
		e.hist.Record(e.doc, "", time.Now())
		e.doc = v.fight.Chars[i].Clone()
		e.hist.MarkSaved() // it is what the fight keeps
		e.reload()
	}
}
