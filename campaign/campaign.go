// Package campaign is a folder of a group's documents: the party, the NPC library, the fights
// and the house-rules pack they play by, with the history of every character's saves, the
// changes other programs make to the folder, and the conflict copies that sync tools leave in
// it. It never imports Fyne: the editor and the CLI share it.
//
// A campaign is an ordinary folder. Its campaign.json is small and optional: any folder of
// characters opens as a campaign, named after the folder. Everything the program keeps of its
// own in the folder is hidden (.history/), so the folder stays a folder of documents that a
// person can copy, sync and open one by one.
package campaign

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"

	"rollformular/sheet"
)

// FileName is the campaign's own file in its folder.
const FileName = "campaign.json"

// Format is the "format" of campaign.json.
const Format = "rollformular-campaign"

// FormatVersion is the version of campaign.json this program writes and reads up to.
const FormatVersion = 1

// Bounds of a campaign (docs/ranges.md, Campaign). A folder past one still opens: what is past
// it is said as a problem, never dropped silently.
const (
	// MaxDocuments is how many documents Open lists of one folder: a GM's eighty characters
	// many times over. The rest are named in one problem.
	MaxDocuments = 2_000
	// MaxName is the length of a campaign's name in characters, as of a character's.
	MaxName = sheet.MaxText
	// MaxParty is how many characters the party names.
	MaxParty = 200
	// MaxFileSize bounds campaign.json: a name, a ruleset, a pack and two hundred file names
	// take a few kilobytes.
	MaxFileSize = 1 << 20
)

// File is campaign.json as it is kept: members this version does not know are kept as they
// were and written back.
type File struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Name    string `json:"name"`
	Ruleset string `json:"ruleset"`
	// Rules is the house-rules pack the campaign plays by, a file relative to the folder; ""
	// for the rules as shipped.
	Rules string `json:"rules"`
	// Party are the player characters' files, relative to the folder, in the order the group
	// sits.
	Party []string `json:"party"`

	Unknown jsontext.Value `json:",embed"`
}

// Campaign is a folder opened: its campaign.json (or what stands for it) and what the folder
// holds. Open reads only campaign.json, so that opening a campaign costs the same however many
// documents it holds; Complete lists the folder and reads what each document is (a character
// and its name, an encounter, a pack, a conflict copy, a broken file).
type Campaign struct {
	Dir string
	// File is campaign.json, or for a folder without one what stands in for it: the folder's
	// name, and once Complete has read the documents, the ruleset its characters agree on and
	// its player characters as the party.
	File File
	// Saved says the folder has a campaign.json.
	Saved bool

	// Characters, Encounters, Packs, Conflicts and Problems are what the folder holds, by
	// file name in the order of the names. Complete fills them: read them once it has
	// returned.
	Characters []Character
	Encounters []Encounter
	// Packs are the house-rules packs in the folder, by file name.
	Packs     []string
	Conflicts []Conflict
	// Problems are the documents that did not open and anything else amiss in the folder, each
	// with its reason: nothing the folder holds is left out without one.
	Problems []Problem

	listing *listing // Complete's; nil for a Campaign made otherwise than by Open
}

// listing is Complete's one reading of the folder, done once however many ask for it.
type listing struct {
	once sync.Once
	opt  Options
}

// Character is a character document of the folder.
type Character struct {
	File    string // relative to the folder
	Name    string
	NPC     bool
	Ruleset string
	// Party says the party names it.
	Party bool
}

// Encounter is an encounter document of the folder.
type Encounter struct {
	File       string
	Ruleset    string
	Round      int
	Combatants int
}

// Problem is a file of the folder that did not open, or something else amiss, and why.
type Problem struct {
	File    string // "" for the folder as a whole
	Message string
}

func (p Problem) String() string {
	if p.File == "" {
		return p.Message
	}
	return p.File + ": " + p.Message
}

// Open opens the folder dir as a campaign: it reads campaign.json and no document, so that it
// takes as long for a folder of two hundred documents as for one (DESIGN.md's budget is twice:
// a listing of the folder alone takes seven times as long for 200 files as for one). Only a
// folder that cannot be read, or a campaign.json that is broken, is an error. Complete lists
// the documents, through a cache of their headers outside the folder (Options), so that it
// reads only the files that changed since it last did.
func Open(dir string) (*Campaign, error) { return OpenWith(dir, Options{CacheDir: DefaultCacheDir()}) }

// Options are how a campaign reads its folder.
type Options struct {
	// CacheDir is the folder of the cache of documents' headers; "" for none, every document
	// read whole.
	CacheDir string
}

// OpenWith is Open with options.
func OpenWith(dir string, opt Options) (*Campaign, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", dir, ioWords(err))
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("%s is not a folder; a campaign is a folder of documents", dir)
	}
	c := &Campaign{Dir: dir}
	f, err := ReadFile(filepath.Join(dir, FileName))
	switch {
	case err == nil:
		c.File, c.Saved = *f, true
	case errors.Is(err, fs.ErrNotExist):
		c.File = File{Format: Format, Version: FormatVersion, Name: filepath.Base(absolute(c.Dir))}
	default:
		return nil, err
	}
	// The folder must be one that Complete can list: listing needs it open for reading.
	d, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("%s: %s", dir, ioWords(err))
	}
	d.Close()
	c.listing = &listing{opt: opt}
	return c, nil
}

// Complete lists the folder, reads what each document is and fills Characters, Encounters,
// Packs, Conflicts and Problems; it marks the party, and for a folder without campaign.json
// takes the ruleset its characters agree on, its player characters as the party and its one
// pack as the rules, where File does not say them already.
// The documents' headers come from the cache where their files are as they were (the same
// size and modification time), so a campaign opened before reads only what changed.
//
// The first call does the work and later ones return at once; calls from several goroutines
// wait for the one listing, so the editor may start it in the background as it opens the
// campaign and the methods that need it (Character, Add) wait for it.
func (c *Campaign) Complete() {
	if c.listing != nil {
		c.listing.once.Do(func() {
			c.list(c.listing.opt)
			c.settle()
		})
	}
}

// settle fills in what a folder without campaign.json leaves out, marks the party and says
// what the party names that is not there. What the caller set in File before Complete (a
// ruleset, a party) is kept: settle fills only what is empty.
func (c *Campaign) settle() {
	if !c.Saved {
		c.File.Ruleset = cmp.Or(c.File.Ruleset, agreedRuleset(c.Characters))
		for _, ch := range c.Characters {
			if !ch.NPC && !slices.Contains(c.File.Party, ch.File) {
				c.File.Party = append(c.File.Party, ch.File)
			}
		}
		if len(c.Packs) == 1 && c.File.Rules == "" {
			c.File.Rules = c.Packs[0]
		}
	}
	for _, file := range c.File.Party {
		k := slices.IndexFunc(c.Characters, func(ch Character) bool { return ch.File == file })
		if k < 0 {
			c.Problems = append(c.Problems, Problem{file, "the party names it, but it is not a character of the folder"})
			continue
		}
		c.Characters[k].Party = true
	}
}

// agreedRuleset is the ruleset every character is of, "" when they differ or there are none.
func agreedRuleset(chars []Character) string {
	if len(chars) == 0 {
		return ""
	}
	for _, ch := range chars[1:] {
		if ch.Ruleset != chars[0].Ruleset {
			return ""
		}
	}
	return chars[0].Ruleset
}

// listed says whether name, a file of the folder, is one Open looks at: a JSON file that is
// not hidden (the program's own temporary files and history are) and not campaign.json.
func listed(name string) bool {
	return strings.HasSuffix(strings.ToLower(name), ".json") && !strings.HasPrefix(name, ".") && name != FileName
}

// list reads the folder's documents into c, in the order of their names. A folder that can
// no longer be listed (Open found it could be) is a problem of the folder's.
func (c *Campaign) list(opt Options) {
	entries, err := os.ReadDir(c.Dir)
	if err != nil {
		c.Problems = append(c.Problems, Problem{"", fmt.Sprintf("the folder cannot be listed: %s", ioWords(err))})
		return
	}
	cache := openCache(opt.CacheDir, c.Dir)
	n := 0
	for _, e := range entries {
		name := e.Name()
		if !listed(name) {
			continue
		}
		if orig, kind, ok := ConflictOf(name); ok {
			c.Conflicts = append(c.Conflicts, Conflict{File: name, Original: orig, Kind: kind})
			continue
		}
		if n++; n > MaxDocuments {
			continue
		}
		c.add(name, cache.header(e))
	}
	if n > MaxDocuments {
		c.Problems = append(c.Problems, Problem{"", fmt.Sprintf("the folder holds %d documents; a campaign lists at most %d, the first by name", n, MaxDocuments)})
	}
	cache.save()
}

// add puts the document name, read as h, in its list.
func (c *Campaign) add(name string, h header) {
	switch h.Kind {
	case kindCharacter:
		c.Characters = append(c.Characters, Character{File: name, Name: h.Name, NPC: h.NPC, Ruleset: h.Ruleset})
	case kindEncounter:
		c.Encounters = append(c.Encounters, Encounter{File: name, Ruleset: h.Ruleset, Round: h.Round, Combatants: h.Combatants})
	case kindPack:
		c.Packs = append(c.Packs, name)
	default:
		c.Problems = append(c.Problems, Problem{name, h.Problem})
	}
}

// ReadFile reads a campaign.json. Its errors say the file, and where in it.
func ReadFile(path string) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if fi.Size() > MaxFileSize {
		return nil, fmt.Errorf("%s: %d bytes; a campaign.json takes at most %d KiB", path, fi.Size(), MaxFileSize>>10)
	}
	data, err := sheet.ReadDocument(path, sheet.Phrase("a campaign file"))
	if err != nil {
		return nil, err
	}
	f, err := ParseFile(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// ParseFile reads campaign.json from memory and checks it.
func ParseFile(data []byte) (*File, error) {
	var f File
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, jsonError(data, err)
	}
	switch {
	case f.Format != Format:
		return nil, fmt.Errorf(`not a campaign file: "format" must be %q`, Format)
	case f.Version > FormatVersion:
		return nil, fmt.Errorf("made by a newer Rollformulär (campaign version %d; this one reads up to %d): update the program", f.Version, FormatVersion)
	case f.Version < 1:
		return nil, errors.New(`"version" must be a whole number from 1`)
	}
	return &f, f.check()
}

// check checks the bounds of f and that every file it names is a plain name in the folder.
func (f *File) check() error {
	if n := utf8.RuneCountInString(f.Name); n > MaxName {
		return fmt.Errorf(`"name" has %d characters; a campaign's name has at most %d`, n, MaxName)
	}
	if len(f.Party) > MaxParty {
		return fmt.Errorf(`"party" names %d characters; at most %d`, len(f.Party), MaxParty)
	}
	for _, file := range append([]string{f.Rules}, f.Party...) {
		if file != "" && !plainName(file) {
			return fmt.Errorf("%q is not a file of the campaign's folder: give its name alone", cut(file))
		}
	}
	return nil
}

// plainName says whether file names a file in the folder itself, not elsewhere.
func plainName(file string) bool {
	return file == filepath.Base(file) && file != "." && file != ".." && !strings.ContainsAny(file, `/\`)
}

// jsonError says what is wrong with the JSON data, at its line and column.
func jsonError(data []byte, err error) error {
	var syn *jsontext.SyntacticError
	var sem *json.SemanticError
	off := -1
	switch {
	case errors.As(err, &syn):
		off = int(syn.ByteOffset)
		err = syn.Err
	case errors.As(err, &sem):
		off = int(sem.ByteOffset)
	}
	if off < 0 {
		return fmt.Errorf("broken JSON: %v", err)
	}
	before := data[:min(off, len(data))]
	line := bytes.Count(before, []byte("\n")) + 1
	col := utf8.RuneCount(before[bytes.LastIndexByte(before, '\n')+1:]) + 1
	return fmt.Errorf("%d:%d: broken JSON: %v", line, col, err)
}

// New makes dir a campaign named name, played by ruleset: it makes the folder if it is not
// there and writes its campaign.json. A folder that is a campaign already is refused, so no
// party is lost. The characters already in the folder are its party, as Open would take them.
func New(dir, name, ruleset string) (*Campaign, error) {
	if strings.TrimSpace(name) == "" {
		return nil, errors.New("a campaign needs a name")
	}
	if n := utf8.RuneCountInString(name); n > MaxName {
		return nil, fmt.Errorf("a name of %d characters; a campaign's name has at most %d", n, MaxName)
	}
	if ruleset == "" {
		return nil, errors.New("a campaign needs a ruleset")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("%s: %s", dir, ioWords(err))
	}
	path := filepath.Join(dir, FileName)
	if _, err := os.Lstat(path); err == nil {
		return nil, fmt.Errorf("%s is a campaign already (it has %s)", dir, FileName)
	}
	c, err := OpenWith(dir, Options{}) // once: no cache to fill
	if err != nil {
		return nil, err
	}
	c.Complete()
	c.File.Name, c.File.Ruleset = name, ruleset
	if err := c.Write(); err != nil {
		return nil, err
	}
	return c, nil
}

// Write saves c's campaign.json atomically, keeping the one it replaces as campaign.json.bak.
// It lists the folder first (Complete), so that a folder without campaign.json is written with
// the party and ruleset its documents give.
func (c *Campaign) Write() error {
	c.Complete()
	c.File.Format, c.File.Version = Format, FormatVersion
	if c.File.Party == nil {
		c.File.Party = []string{}
	}
	if err := c.File.check(); err != nil {
		return err
	}
	data, err := json.Marshal(&c.File, json.Deterministic(true), jsontext.WithIndent("  "))
	if err != nil {
		return err
	}
	if err := sheet.WriteFile(filepath.Join(c.Dir, FileName), append(data, '\n')); err != nil {
		return err
	}
	c.Saved = true
	return nil
}

// Path is where the campaign's file named file is.
func (c *Campaign) Path(file string) string { return filepath.Join(c.Dir, file) }

// Character is the character of the folder kept in file, if it is one.
func (c *Campaign) Character(file string) (Character, bool) {
	c.Complete()
	k := slices.IndexFunc(c.Characters, func(ch Character) bool { return ch.File == file })
	if k < 0 {
		return Character{}, false
	}
	return c.Characters[k], true
}

// Add copies the documents of files into the folder under their own names and adds the
// player characters among them to the party; a house-rules pack becomes the campaign's rules
// if it has none. Every file is read and checked before any is copied: one that does not open,
// or whose name the folder holds already, refuses them all, so nothing is ever replaced. A
// file already in the folder is not copied, only added to the party. It writes campaign.json.
func (c *Campaign) Add(files ...string) ([]string, error) {
	c.Complete()
	var adds []addition
	for _, file := range files {
		a, err := c.check(file, adds)
		if err != nil {
			return nil, err
		}
		adds = append(adds, a)
	}
	var added []string
	for _, a := range adds {
		if !a.inside {
			if err := copyNew(c.Path(a.name), a.data); err != nil {
				return added, err
			}
		}
		added = append(added, a.name)
		c.include(a)
	}
	return added, c.Write()
}

// addition is a file Add takes: its name in the folder, its bytes, what it is.
type addition struct {
	name   string
	data   []byte
	inside bool // the file is the folder's already
	h      header
}

// check reads file for Add, refusing what does not open or would clash with a file of the
// folder or another of adds.
func (c *Campaign) check(file string, adds []addition) (addition, error) {
	data, err := sheet.ReadDocument(file, sheet.Phrase("a document"))
	if err != nil {
		return addition{}, err
	}
	a := addition{name: filepath.Base(file), data: data, h: readHeader(data)}
	if a.h.Kind == kindProblem {
		return addition{}, fmt.Errorf("%s: %s", file, a.h.Problem)
	}
	if !listed(a.name) {
		return addition{}, fmt.Errorf("%s: a document of a campaign is a visible .json file other than %s", file, FileName)
	}
	if _, _, ok := ConflictOf(a.name); ok {
		return addition{}, fmt.Errorf("%s is named as a sync conflict copy; rename it first", file)
	}
	if slices.ContainsFunc(adds, func(o addition) bool { return o.name == a.name }) {
		return addition{}, fmt.Errorf("%s is given twice, or two files are named %s", file, a.name)
	}
	there := c.Path(a.name)
	if fi, err := os.Stat(there); err == nil {
		src, serr := os.Stat(file)
		if serr != nil || !os.SameFile(fi, src) {
			return addition{}, fmt.Errorf("%s: the campaign has a %s already; rename one of them, nothing was copied", file, a.name)
		}
		a.inside = true
	} else if _, err := os.Lstat(there); err == nil {
		return addition{}, fmt.Errorf("%s: the campaign's folder has something named %s already", file, a.name)
	}
	return a, nil
}

// include puts the added a into c's lists and the party.
func (c *Campaign) include(a addition) {
	if !slices.ContainsFunc(c.Characters, func(ch Character) bool { return ch.File == a.name }) &&
		!slices.ContainsFunc(c.Encounters, func(e Encounter) bool { return e.File == a.name }) && !slices.Contains(c.Packs, a.name) {
		c.add(a.name, a.h)
	}
	switch {
	case a.h.Kind == kindCharacter && !a.h.NPC && !slices.Contains(c.File.Party, a.name):
		c.File.Party = append(c.File.Party, a.name)
		k := slices.IndexFunc(c.Characters, func(ch Character) bool { return ch.File == a.name })
		c.Characters[k].Party = true
	case a.h.Kind == kindPack && c.File.Rules == "":
		c.File.Rules = a.name
	}
	if c.File.Ruleset == "" {
		c.File.Ruleset = a.h.Ruleset
	}
}

// copyNew writes data to path, which must not be there: atomically, as a save writes.
func copyNew(path string, data []byte) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s is there already; nothing was replaced", path)
	}
	return sheet.ReplaceFile(path, data)
}

// absolute is path made absolute where it can be.
func absolute(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return path
}

// ioWords says what went wrong with a file in plain words.
func ioWords(err error) string {
	var pe *fs.PathError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "no such file or folder"
	case errors.Is(err, fs.ErrPermission):
		return "permission denied"
	case errors.As(err, &pe):
		return pe.Err.Error()
	}
	return err.Error()
}

// cut keeps a name of 2,000 characters from filling a message.
func cut(s string) string {
	if utf8.RuneCountInString(s) > 60 {
		return string([]rune(s)[:60]) + "…"
	}
	return cmp.Or(s, `""`)
}
