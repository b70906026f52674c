package encounterview

import (
	"errors"

	"fyne.io/fyne/v2/lang"

	"rollformular/encounter"
	"rollformular/sheet"
)

// Keeper is where the tab of an NPC kept in an encounter saves to: back into the fight, as one
// step there (undone with Ctrl+Z in the encounter's tab), not to a file of its own.
type Keeper struct {
	v    *View
	name string // the combatant's name, unique in the fight
}

// Keep puts doc into the fight as the combatant's character.
func (k *Keeper) Keep(doc *sheet.Character) error {
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

// keeps reports whether k keeps combatant name of v.
func (k *Keeper) keeps(v *View, name string) bool { return k != nil && k.v == v && k.name == name }

// openNPC opens combatant i, an NPC kept in the encounter, in a tab of its own, where every
// action of its ruleset is at hand; saving the tab puts it back into the fight. A tab open on
// it already is shown instead.
func (v *View) openNPC(i int) {
	name := v.fight.Doc.Combatants[i].Name
	for _, e := range v.host.Sheets() {
		if e.Keeper().keeps(v, name) {
			e.Select()
			return
		}
	}
	if err := v.host.OpenKept(v.fight.Chars[i].Clone(), &Keeper{v: v, name: name}); err != nil {
		v.showError(lang.L("Encounter"), err)
	}
}

// showNPCs shows in the NPCs' open tabs what the fight did to them since, unless a tab has
// changes of its own, which it keeps until saved into the fight.
func (v *View) showNPCs() {
	for _, e := range v.host.Sheets() {
		k := e.Keeper()
		if k == nil || k.v != v || e.Dirty() {
			continue
		}
		i := v.fight.Named(k.name)
		if i < 0 || v.fight.Chars[i] == nil || sheet.Equal(e.Doc(), v.fight.Chars[i]) {
			continue
		}
		e.Kept(v.fight.Chars[i].Clone())
	}
}
