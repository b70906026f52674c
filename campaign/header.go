package campaign

import (
	"crypto/sha256"
	"encoding/hex"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/go-json-experiment/json"

	"rollformular/houserules"
	"rollformular/sheet"
)

// The kinds of document a folder holds.
const (
	kindProblem   = "" // did not open
	kindCharacter = "character"
	kindEncounter = "encounter"
	kindPack      = "pack"
)

// header is what a campaign lists of a document: its kind and what the panel shows of it, or
// why it did not open. It is found by reading the whole document as the editor would, so a
// file listed is one that opens.
type header struct {
	Kind       string `json:"kind"`
	Name       string `json:"name,omitempty"`
	NPC        bool   `json:"npc,omitempty"`
	Ruleset    string `json:"ruleset,omitempty"`
	Round      int    `json:"round,omitempty"`
	Combatants int    `json:"combatants,omitempty"`
	Problem    string `json:"problem,omitempty"`
}

// readHeader reads the document data: a character, an encounter or a house-rules pack, told
// by its "format".
func readHeader(data []byte) header {
	var env struct {
		Format string `json:"format"`
	}
	// A document that is not even an object is told so by sheet.Parse below, with its place.
	_ = json.Unmarshal(data, &env)
	switch env.Format {
	case sheet.EncounterFormat:
		e, err := sheet.ParseEncounter(data)
		if err != nil {
			return header{Problem: problemOf(err)}
		}
		return header{Kind: kindEncounter, Ruleset: e.Ruleset, Round: e.Round, Combatants: len(e.Combatants)}
	case houserules.Format:
		p, err := houserules.Parse(data)
		if err != nil {
			return header{Problem: err.Error()}
		}
		return header{Kind: kindPack, Name: p.Name, Ruleset: p.Ruleset}
	}
	c, err := sheet.Parse(data)
	if err != nil {
		return header{Problem: problemOf(err)}
	}
	return header{Kind: kindCharacter, Name: c.Name, NPC: c.NPC, Ruleset: c.Ruleset}
}

// DefaultCacheDir is where Open keeps the headers of the documents of the folders it opened:
// in the user's cache folder, never in the campaign, since what it keeps (sizes and times of
// files) is true of this machine only and would be a file for the sync tools to fight over.
// "" when the system has no cache folder.
func DefaultCacheDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "rollformular", "campaigns")
}

// cache is the headers of one folder's documents as last read, each with the size and
// modification time of its file then: a file whose size and time are the same is not read
// again. So opening a campaign costs a look at each file and one read of the cache, and a
// read of the files that changed.
type cache struct {
	path    string // "" for no cache
	dir     string
	entries map[string]cached
	seen    map[string]bool
	dirty   bool
}

// cached is a document's header with what its file was when it was read.
type cached struct {
	Size   int64  `json:"size"`
	MTime  int64  `json:"mtime"` // nanoseconds since 1970
	Header header `json:"header"`
}

// cacheFile is the cache file as it is kept.
type cacheFile struct {
	Dir     string            `json:"dir"`
	Entries map[string]cached `json:"entries"`
}

// openCache reads the cache in cacheDir of the folder dir; a missing or unreadable one is an
// empty cache, since all it saves is time.
func openCache(cacheDir, dir string) *cache {
	c := &cache{dir: dir, entries: map[string]cached{}, seen: map[string]bool{}}
	if cacheDir == "" {
		return c
	}
	abs := absolute(dir)
	sum := sha256.Sum256([]byte(abs))
	c.path = filepath.Join(cacheDir, hex.EncodeToString(sum[:12])+".json")
	data, err := os.ReadFile(c.path)
	if err != nil {
		return c
	}
	var f cacheFile
	if stdjson.Unmarshal(data, &f) == nil && f.Dir == abs && f.Entries != nil {
		c.entries = f.Entries
	}
	return c
}

// header is the header of the document e of the folder: from the cache when its file is as
// it was, read otherwise.
func (c *cache) header(e fs.DirEntry) header {
	name := e.Name()
	c.seen[name] = true
	path := filepath.Join(c.dir, name)
	fi, err := e.Info()
	if err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		fi, err = os.Stat(path)
	}
	if err != nil {
		return header{Problem: fmt.Sprintf("cannot be read: %s", ioWords(err))}
	}
	if !fi.Mode().IsRegular() {
		return header{Problem: "not a regular file"}
	}
	if old, ok := c.entries[name]; ok && old.Size == fi.Size() && old.MTime == fi.ModTime().UnixNano() {
		return old.Header
	}
	h := readDocument(path)
	c.entries[name] = cached{fi.Size(), fi.ModTime().UnixNano(), h}
	c.dirty = true
	return h
}

// readDocument reads the header of the document at path.
func readDocument(path string) header {
	data, err := sheet.ReadDocument(path, sheet.Phrase("a document"))
	if err != nil {
		return header{Problem: problemOf(err)}
	}
	return readHeader(data)
}

// problemOf says err, a document's, without the path the problem is listed under: at its
// line and column where it has them.
func problemOf(err error) string {
	var le *sheet.LoadError
	if !errors.As(err, &le) {
		return err.Error()
	}
	if le.Line > 0 {
		return fmt.Sprintf("%d:%d: %s", le.Line, le.Col, le.Msg)
	}
	return le.Msg
}

// save writes the cache when it has changed. A cache that cannot be written is left: it is
// only there to save time.
func (c *cache) save() {
	for name := range c.entries {
		if !c.seen[name] {
			delete(c.entries, name) // gone from the folder
			c.dirty = true
		}
	}
	if c.path == "" || !c.dirty {
		return
	}
	data, err := stdjson.Marshal(cacheFile{absolute(c.dir), c.entries})
	if err != nil {
		return
	}
	if os.MkdirAll(filepath.Dir(c.path), 0o700) == nil {
		sheet.ReplaceFile(c.path, data)
	}
}
