package encounter

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"unicode/utf8"

	"rollformular/engine"
	"rollformular/sheet"
)

// ErrOtherRuleset is behind the error of adding a character of another ruleset than the
// fight's.
var ErrOtherRuleset = errors.New("another ruleset")

// room refuses n more combatants past sheet.MaxCombatants.
func (f *Fight) room(n int) error {
	if len(f.Chars)+n > sheet.MaxCombatants {
		return say("%d combatants: an encounter holds at most %d", len(f.Chars)+n, sheet.MaxCombatants)
	}
	return nil
}

func (f *Fight) sameRules(c *sheet.Character, name string) error {
	if c.Ruleset != f.Doc.Ruleset {
		return sayBehind(ErrOtherRuleset, "%s is a %s character, and the encounter is fought by %s's rules: an encounter is one ruleset's", name, c.Ruleset, f.Doc.Ruleset)
	}
	return nil
}

// add puts a combatant last in the order, with no place settled yet.
func (f *Fight) add(comb sheet.Combatant, c *sheet.Character) {
	f.Doc.Combatants = append(f.Doc.Combatants, comb)
	f.Chars = append(f.Chars, c)
	f.Problems = append(f.Problems, nil)
}

// AddFile adds the character at file, which stays in its file: the fight's changes to it are
// written there by Save. c is the character as it is to fight (an editor's tab may hold
// changes not yet saved); read is the character as the file holds it, nil to read it now.
func (f *Fight) AddFile(file string, c, read *sheet.Character) error {
	if err := f.room(1); err != nil {
		return err
	}
	if err := f.sameRules(c, file); err != nil {
		return err
	}
	if abs, err := filepath.Abs(file); err == nil {
		file = abs
	}
	for i, o := range f.Doc.Combatants {
		// The same file by another name (a symbolic link, a hard link) is the same character.
		if o.File != "" && sheet.SamePath(f.FileOf(i), file) {
			return say("%s is in the fight already, as %s", file, o.Name)
		}
	}
	if read == nil {
		var err error
		if read, err = sheet.Load(file); err != nil {
			return err
		}
	}
	f.read[file] = read
	name := nameOf(c)
	if f.Path != "" {
		file = relativeTo(f.Path, file)
	}
	f.add(sheet.Combatant{Name: f.freeName(name), File: file}, c.Clone())
	return nil
}

// AddCopies adds n copies of the NPC c, kept in the encounter, each its own combatant named
// 1 to n ("Vätte 3") when there are several.
func (f *Fight) AddCopies(c *sheet.Character, n int) error {
	if n < 1 {
		return say("%d copies: at least 1", n)
	}
	if err := f.room(n); err != nil {
		return err
	}
	if err := f.sameRules(c, nameOf(c)); err != nil {
		return err
	}
	for i := range n {
		copy := c.Clone()
		if n > 1 {
			copy.Name = numbered(nameOf(c), fmt.Sprintf(" %d", i+1))
		}
		comb := sheet.Combatant{Name: f.freeName(nameOf(copy))}
		if n > 1 {
			comb.Group = engine.Shorten(nameOf(c), 40)
		}
		f.add(comb, copy)
	}
	return nil
}

// Hordes says whether the fight's NPCs may fight as hordes (AddHorde): whether its rules
// count a horde's individuals on a tracker of their own.
func (f *Fight) Hordes() bool {
	_, ok := f.Rules.Description().Horde()
	return ok
}

// AddHorde adds n of the NPC c as one horde, for a ruleset whose NPCs fight as hordes: one
// combatant, its individuals counted by the ruleset's horde tracker.
func (f *Fight) AddHorde(c *sheet.Character, n int) error {
	t, ok := f.Rules.Description().Horde()
	if !ok {
		return say("%s has no hordes", f.Rules.Description().Name)
	}
	if n < max(t.Min, 1) || n > t.Max {
		return engine.RangeError(t.Label, n, engine.Range{Min: max(t.Min, 1), Max: t.Max})
	}
	if err := f.room(1); err != nil {
		return err
	}
	if err := f.sameRules(c, nameOf(c)); err != nil {
		return err
	}
	horde := c.Clone()
	if horde.State == nil {
		horde.State = map[string]int{}
	}
	horde.State[t.ID] = n
	f.add(sheet.Combatant{Name: f.freeName(nameOf(c))}, horde)
	return nil
}

// freeName is name, or name with a number after it, so no two combatants are called alike:
// the log and the command line name them.
func (f *Fight) freeName(name string) string {
	taken := func(n string) bool {
		return slices.ContainsFunc(f.Doc.Combatants, func(c sheet.Combatant) bool { return engine.FoldKey(c.Name) == engine.FoldKey(n) })
	}
	out := name
	for i := 2; taken(out); i++ {
		out = numbered(name, fmt.Sprintf(" (%d)", i))
	}
	return out
}

// numbered is name with number after it, the name cut so the whole stays a name a document
// may hold (sheet.MaxText): "Vätte 3" of a name of 2,000 characters is no longer than it.
func numbered(name, number string) string {
	r := []rune(name)
	return string(r[:min(len(r), sheet.MaxText-utf8.RuneCountInString(number))]) + number
}

// Remove takes combatant i out of the fight; the turn stays with whoever had it, or passes to
// the next when it was i's.
func (f *Fight) Remove(i int) {
	f.Doc.Combatants = slices.Delete(f.Doc.Combatants, i, i+1)
	f.Chars = slices.Delete(f.Chars, i, i+1)
	f.Problems = slices.Delete(f.Problems, i, i+1)
	if i < f.Doc.Turn {
		f.Doc.Turn--
	}
	if f.Doc.Turn >= len(f.Chars) {
		f.Doc.Turn = 0
	}
}

// nameOf is c's name, or its ruleset's word for one without.
func nameOf(c *sheet.Character) string {
	if c.Name != "" {
		return c.Name
	}
	return "(namnlös)"
}
