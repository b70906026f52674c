// Package encounter runs a fight by a ruleset's rules across several characters: who is in
// it, the order they act in, the exchanges between them and what they leave. The document it
// keeps is a sheet.Encounter; a Fight is that document in play, with each combatant's character
// read. The command line and the editor both run their fights through it.
package encounter

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"rollformular/engine"
	"rollformular/sheet"
)

// Fight is an encounter in play. Chars and Problems run beside Doc.Combatants: each
// combatant's character as the fight has left it, or, where its file did not read, nil and
// the reason. A player's character is written back to its own file only by Save.
type Fight struct {
	Doc      *sheet.Encounter
	Rules    engine.Ruleset
	Chars    []*sheet.Character
	Problems []error
	// Path is the encounter's file, "" until it is saved; combatants' files are relative to
	// its folder.
	Path string
	// read are the players' characters as their files held them when last read or written
	// here, by file: what tells the files the fight has changed from those another program
	// changed. It is a fact about the files, not a state of the fight, so a Clone shares it:
	// a step undone to after a save knows what the save wrote.
	read map[string]*sheet.Character
	// disk is the encounter file as this fight last read or wrote it: Save writes over the file
	// only while it still holds that, so a change another program saved is never lost. Like
	// read, it is a fact about the file, which every Clone shares.
	disk *[]byte
}

// New is an empty fight by rs's rules, in its first round.
func New(rs engine.Ruleset) *Fight {
	return &Fight{Rules: rs, read: map[string]*sheet.Character{}, disk: new([]byte), Doc: &sheet.Encounter{Format: sheet.EncounterFormat,
		Version: sheet.EncounterVersion, Ruleset: rs.Description().ID, Round: 1}}
}

// Open reads the encounter at path, its ruleset from reg, and each combatant's character. A
// combatant whose file is missing or broken, or of another ruleset, keeps its place with its
// problem, which names it; the others are read all the same.
func Open(reg *engine.Registry, path string) (*Fight, error) {
	doc, data, err := sheet.ReadEncounter(path)
	if err != nil {
		return nil, err
	}
	f, err := read(reg, doc, path)
	if f != nil {
		*f.disk = data
	}
	return f, err
}

// read is the fight of doc, an encounter saved at path ("" for none), each combatant's
// character read as Open says.
func read(reg *engine.Registry, doc *sheet.Encounter, path string) (*Fight, error) {
	rs, err := reg.Lookup(doc.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f := &Fight{Doc: doc, Rules: rs, Path: path, read: map[string]*sheet.Character{}, disk: new([]byte)}
	f.Chars = make([]*sheet.Character, len(doc.Combatants))
	f.Problems = make([]error, len(doc.Combatants))
	for i, c := range doc.Combatants {
		ch, err := c.Load(path)
		switch {
		case err != nil:
			f.Problems[i] = err
		case ch.Ruleset != doc.Ruleset:
			f.Problems[i] = say("%s (%s) is a %s character, not %s", c.Name, c.Path(path), ch.Ruleset, doc.Ruleset)
		default:
			f.Chars[i] = ch
			if c.File != "" {
				f.read[f.FileOf(i)] = ch
			}
		}
	}
	f.restand() // a player's file changed since, by the editor or by hand
	return f, nil
}

// Clone is a copy of f to change without changing f: a step the editor can undo to. The
// characters are shared: a Fight never changes one in place, every step puts a changed copy
// in its place (the rulesets' exchanges and actions return copies), so an undo step of a fight
// of sixty costs its slices, not sixty documents.
func (f *Fight) Clone() *Fight {
	doc := *f.Doc
	doc.Combatants = slices.Clone(f.Doc.Combatants)
	doc.Log = slices.Clip(f.Doc.Log) // appended to, never changed in place
	out := *f
	out.Doc = &doc
	out.Chars = slices.Clone(f.Chars)
	out.Problems = slices.Clone(f.Problems)
	return &out
}

// Equal reports whether f and g are the same fight: the same document and characters.
func Equal(f, g *Fight) bool {
	if f.Path != g.Path || len(f.Chars) != len(g.Chars) || f.Doc.Round != g.Doc.Round || f.Doc.Turn != g.Doc.Turn ||
		f.Doc.Phase != g.Doc.Phase || f.Doc.Attacked != g.Doc.Attacked ||
		!slices.Equal(f.Doc.Log, g.Doc.Log) {
		return false
	}
	for i := range f.Chars {
		if !sameCombatant(f.Doc.Combatants[i], g.Doc.Combatants[i]) {
			return false
		}
		if (f.Chars[i] == nil) != (g.Chars[i] == nil) || f.Chars[i] != nil && !sheet.Equal(f.Chars[i], g.Chars[i]) {
			return false
		}
	}
	return true
}

// sameCombatant reports whether a and b are the same entry of an encounter's order.
func sameCombatant(a, b sheet.Combatant) bool {
	return a.Name == b.Name && a.File == b.File && a.Side == b.Side && a.Group == b.Group && a.BeforeFight == b.BeforeFight &&
		a.InitiativeText == b.InitiativeText && slices.Equal(a.Initiative, b.Initiative) &&
		maps.Equal(a.Spent, b.Spent) && slices.Equal(a.Holding, b.Holding) && slices.Equal(a.Faced, b.Faced) && a.MaySwap == b.MaySwap
}

// FileOf is where combatant i's character is kept: its file, or "" for an NPC kept in the
// encounter.
func (f *Fight) FileOf(i int) string {
	file := f.Doc.Combatants[i].Path(f.Path)
	if abs, err := filepath.Abs(file); err == nil && file != "" {
		return abs
	}
	return file
}

// changed reports whether the fight has changed combatant i, a player's character, from what
// its file holds.
func (f *Fight) changed(i int) bool {
	read, ok := f.read[f.FileOf(i)]
	return f.Chars[i] != nil && (!ok || !sheet.Equal(read, f.Chars[i]))
}

// Changes are the files Save will write beside the encounter: the players' characters the
// fight has changed since they were read.
func (f *Fight) Changes() []string {
	var out []string
	for i, c := range f.Doc.Combatants {
		if c.File != "" && f.changed(i) {
			out = append(out, f.FileOf(i))
		}
	}
	return out
}

// ErrChangedOnDisk is the error of a save that would write over a character file another
// program changed after the fight read it.
var ErrChangedOnDisk = errors.New("changed on disk")

// ChangedOnDisk are the combatants whose character files another program changed since the
// fight read them, while the fight changed them too: what Save refuses to write over.
func (f *Fight) ChangedOnDisk() []int {
	var out []int
	for i, c := range f.Doc.Combatants {
		if c.File == "" || f.Chars[i] == nil || !f.changed(i) {
			continue
		}
		file := f.FileOf(i)
		read, ok := f.read[file]
		if on, err := sheet.Load(file); err == nil && ok && !sheet.Equal(on, read) && !sheet.Equal(on, f.Chars[i]) {
			out = append(out, i)
		}
	}
	return out
}

// Reread reads combatant i's character file again into the fight, as its file holds it now:
// what another program changed is kept, what the fight did to it since it was read is not.
// A file that did not read before is read too.
func (f *Fight) Reread(i int) error {
	if i < 0 || i >= len(f.Chars) {
		return say("no combatant %d among %d", i+1, len(f.Chars))
	}
	if f.Doc.Combatants[i].File == "" {
		return say("%s is kept in the encounter, not in a file of its own", f.Doc.Combatants[i].Name)
	}
	file := f.FileOf(i)
	c, err := sheet.Load(file)
	if err != nil {
		return err
	}
	if c.Ruleset != f.Doc.Ruleset {
		return sayBehind(ErrOtherRuleset, "%s is a %s character, and the encounter is fought by %s's rules: an encounter is one ruleset's", file, c.Ruleset, f.Doc.Ruleset)
	}
	f.Chars[i], f.Problems[i] = c, nil
	f.read[file] = c.Clone()
	f.log(fmt.Sprintf("Runda %d: %s läst på nytt från sin fil", f.Doc.Round, f.logName(i)))
	f.restand(i)
	return nil
}

// Save writes the fight to path: each player's character the fight changed to its own file,
// the old kept as .bak, then the encounter with the NPCs in it. A character file that changed
// on disk since it was read is not written over: Save stops and says which. It returns the
// character files it wrote.
func (f *Fight) Save(path string) ([]string, error) { return f.SaveWith(path, sheet.Save) }

// SaveWith is Save writing each player's character with saveCharacter instead of sheet.Save:
// campaign.SaveFight's, which keeps a version of each one in a campaign (this package cannot
// import campaign, which imports it).
func (f *Fight) SaveWith(path string, saveCharacter func(path string, c *sheet.Character) error) ([]string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if err := f.unchanged(path); err != nil {
		return nil, err
	}
	var written []string
	for i := range f.Doc.Combatants {
		c := &f.Doc.Combatants[i]
		if f.Chars[i] == nil {
			continue // a file that did not read stays as it is, and as the encounter names it
		}
		if c.File == "" {
			if err := c.Keep(f.Chars[i]); err != nil {
				return written, err
			}
			continue
		}
		file := f.FileOf(i)
		if f.changed(i) {
			read, ok := f.read[file]
			if on, err := sheet.Load(file); err == nil && ok && !sheet.Equal(on, read) && !sheet.Equal(on, f.Chars[i]) {
				return written, sayBehind(ErrChangedOnDisk, "%s changed on disk since the fight read it; open it to see, or add it again", file)
			}
			if err := f.keepBefore(c, file, abs); err != nil {
				return written, err
			}
			if err := saveCharacter(file, f.Chars[i]); err != nil {
				return written, err
			}
			written = append(written, file)
			f.read[file] = f.Chars[i].Clone()
		}
		c.File = relativeTo(abs, file)
	}
	data, err := sheet.WriteEncounter(path, f.Doc)
	if err != nil {
		return written, err
	}
	f.Path, *f.disk = path, data
	return written, nil
}

// ErrEncounterChanged is the error of a save over an encounter file that another program
// changed since this fight read or wrote it.
var ErrEncounterChanged = errors.New("encounter changed on disk")

// unchanged says whether Save may write the encounter at path: a new path, a file this fight
// did not read, or one that still holds what it read or wrote; else ErrEncounterChanged.
func (f *Fight) unchanged(path string) error {
	if *f.disk == nil || !sheet.SamePath(path, f.Path) {
		return nil
	}
	on, err := os.ReadFile(path)
	if err != nil || bytes.Equal(on, *f.disk) {
		return nil // gone, or unreadable: the write says what is wrong with it
	}
	return sayBehind(ErrEncounterChanged, "%s was changed by another program since the fight was read; reload it, or keep yours and save the other aside", path)
}

// Overrule lets the next Save write over the encounter file whatever it holds now: the GM
// chose to keep this fight, and SetAside kept the other.
func (f *Fight) Overrule() { *f.disk = nil }

// SetAside copies the encounter file as another program left it to a free name beside it
// ("fight (other).json", "fight (other 2).json"), and returns that path: what the GM keeps of
// the other before saving this fight over it.
func (f *Fight) SetAside() (string, error) {
	data, err := sheet.ReadDocument(f.Path, sheet.Phrase("an encounter"))
	if err != nil {
		return "", err
	}
	ext := filepath.Ext(f.Path)
	base := strings.TrimSuffix(f.Path, ext)
	for n := 1; n <= 100; n++ {
		aside := base + " (other)" + ext
		if n > 1 {
			aside = fmt.Sprintf("%s (other %d)%s", base, n, ext)
		}
		if _, err := os.Lstat(aside); errors.Is(err, os.ErrNotExist) {
			return aside, sheet.ReplaceFile(aside, data)
		}
	}
	return "", say("%s: no free name to set the other's encounter aside", f.Path)
}

// keepBefore copies the character's file, before the fight writes it the first time, to
// file + ".before-fight" beside it, and notes the copy on the combatant: the file from before
// the fight outlives the .bak that each save rotates.
func (f *Fight) keepBefore(c *sheet.Combatant, file, encounterPath string) error {
	if c.BeforeFight != "" {
		return nil
	}
	data, err := sheet.ReadDocument(file, sheet.Phrase("a character document"))
	if err != nil {
		return nil // a file gone or unreadable has nothing to keep; the save says what is wrong
	}
	before := file + ".before-fight"
	if err := sheet.ReplaceFile(before, data); err != nil {
		return err
	}
	c.BeforeFight = relativeTo(encounterPath, before)
	return nil
}

// relativeTo is file as the encounter at encounterPath names it: relative to its folder where
// that can be said, so the two can move together.
func relativeTo(encounterPath, file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		return file
	}
	if rel, err := filepath.Rel(filepath.Dir(encounterPath), abs); err == nil {
		return rel
	}
	return abs
}

// ProblemsError is the one error that says which combatants could not be read; nil when all
// were.
func (f *Fight) ProblemsError() error {
	var errs []error
	for _, p := range f.Problems {
		if p != nil {
			errs = append(errs, p)
		}
	}
	if len(errs) == 0 {
		return nil
	}
	return problems(errs)
}

// problems is several combatants' problems as one line.
type problems []error

func (p problems) Error() string {
	s := ""
	for i, e := range p {
		if i > 0 {
			s += "; "
		}
		s += e.Error()
	}
	return s
}

func (p problems) Unwrap() []error { return p }

// log adds a line to the fight's log, cut to sheet.MaxLogLine, dropping the oldest past
// sheet.MaxLogLines.
func (f *Fight) log(line string) {
	f.Doc.Log = append(f.Doc.Log, engine.Shorten(line, sheet.MaxLogLine))
	f.Doc.Log = f.Doc.Log[max(len(f.Doc.Log)-sheet.MaxLogLines, 0):]
}

// logName is combatant i's name as the log says it: whole, or its first 40 characters.
func (f *Fight) logName(i int) string { return engine.Shorten(f.Doc.Combatants[i].Name, 40) }
