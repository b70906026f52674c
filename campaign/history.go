package campaign

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	stdjson "encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"rollformular/sheet"
)

// HistoryDir is the folder of the campaign that keeps its documents' versions: hidden, so it
// is no document, and in the campaign's folder, so it travels with it.
const HistoryDir = ".history"

// Bounds of a document's history (docs/ranges.md, Campaign). Past either, the oldest versions
// are dropped; the newest is always kept, however large.
const (
	MaxVersions     = 200     // versions kept of one document
	MaxHistoryBytes = 8 << 20 // bytes of one document's history file
	MaxSummary      = 200     // characters of a version's summary
)

// compactAt is how far past its bounds a history grows before it is cut back to them: the
// cut rewrites the file, so it happens once in every MaxVersions/4 saves, not on each.
const compactAt = MaxVersions + MaxVersions/4

// Version is one saved version of a document: its number (from 1, one more with each save),
// when it was saved, what changed from the version before, and the document as it was saved.
type Version struct {
	Version int       `json:"version"`
	Time    time.Time `json:"time"`
	Summary string    `json:"summary"`
	SHA256  string    `json:"sha256"`
	// Doc is the document's bytes, exactly as the file held them.
	Doc string `json:"doc"`
}

// A document's history is one file, .history/NAME.jsonl, of one version a line, the oldest
// first. A save appends a line and never rewrites the file, so its cost does not grow with the
// history; it reads only the last line, to number the new one. A line cut short (the program
// killed as it wrote) is no version: reading skips it and the next save cuts it off. Every line
// holds its document whole, so no version names content that is not there.
func historyPath(doc string) string {
	base := filepath.Base(doc)
	return filepath.Join(filepath.Dir(doc), HistoryDir, strings.TrimSuffix(base, filepath.Ext(base))+".jsonl")
}

// InCampaign says whether the document at path is in a campaign: its folder has a
// campaign.json.
func InCampaign(path string) bool {
	fi, err := os.Stat(filepath.Join(filepath.Dir(path), FileName))
	return err == nil && fi.Mode().IsRegular()
}

// Saved is what a save wrote: the document's bytes, and the number of the version it is in
// the history (0 for a document in no campaign, or saved unchanged).
type Saved struct {
	Data    []byte
	Version int
}

// Save saves c to path as sheet.Save does (atomically, the old file kept as .bak) and, for a
// document in a campaign, keeps the version in its history, with a summary of what changed
// from the file it replaced ("STY 14 → 15, +Svärd 12"). A file changed by another program
// since the last version is kept as a version of its own first, so nothing anyone saved is
// missing from the history. The document is written before its version: killed in between,
// the document is saved and its version is taken from the file at the next save.
func Save(path string, c *sheet.Character, names *Names) (Saved, error) {
	return save(path, c, names, "")
}

func save(path string, c *sheet.Character, names *Names, note string) (Saved, error) {
	return keep(path, characters(names), note, func() ([]byte, *sheet.Character, error) {
		// Written as sheet.Save writes any document, refused as it refuses one.
		if err := sheet.Save(path, c); err != nil {
			return nil, nil, err
		}
		data, err := sheet.Marshal(c) // the bytes Save wrote: Marshal is deterministic
		return data, c, err
	})
}

// kind is what a history needs of a kind of document (a character, an encounter): how to
// read one, which tells a file that is no version, and how to say what changed between two.
type kind[T any] struct {
	parse func(data []byte) (T, error)
	// summary says what changed from prev to cur, short; prev is T's zero value (nil) when
	// there is none before.
	summary func(prev, cur T) string
}

// characters is the kind of a character, its summaries worded with names.
func characters(names *Names) kind[*sheet.Character] {
	return kind[*sheet.Character]{sheet.Parse, func(prev, cur *sheet.Character) string { return summarize(prev, cur, names) }}
}

// keep runs write, which writes the document at path and returns its bytes and what they
// read as, and for a document in a campaign keeps it as a version in its history, holding the
// history's lock from before write to after: the one way a save of any kind keeps versions.
// note, when not "", heads the version's summary ("restored version 3").
func keep[T any](path string, k kind[T], note string, write func() ([]byte, T, error)) (Saved, error) {
	if !InCampaign(path) {
		data, _, err := write()
		return Saved{Data: data}, err
	}
	h, err := openHistory(path)
	if err != nil {
		return Saved{}, err
	}
	defer h.close()
	prev, err := catchUp(h, path, k)
	if err != nil {
		return Saved{}, err
	}
	data, cur, err := write()
	if err != nil {
		return Saved{Data: data}, err
	}
	if h.last != nil && h.last.SHA256 == sum(data) {
		return Saved{Data: data}, nil
	}
	summary := k.summary(prev, cur)
	if note != "" {
		summary = cutSummary(note + joinSummary(summary))
	}
	v, err := h.append(data, summary)
	if err != nil {
		return Saved{Data: data}, fmt.Errorf("%s: saved, but its version was not kept: %w", path, err)
	}
	return Saved{Data: data, Version: v}, h.compact()
}

// history is a document's history file, open for a save and locked.
type history struct {
	path   string
	f      *os.File
	unlock func()
	mode   fs.FileMode
	last   *Version // nil for none
	// end is where the last whole line ends; what is past it was cut short.
	end, size int64
}

// openHistory opens the history of the document at doc, making it if it is not there, with
// the document's permissions: a private character has a private history. It holds the
// history's lock (sheet.Lock, .history/NAME.jsonl.lock) until close, so that of two programs
// saving one document at once (two editors on a shared folder, the editor and the command
// line) one reads the last version, writes the document and appends its version before the
// other reads: without it both would take the same number, and one's line could overwrite the
// other's. The lock is in .history, where it is no document and travels with nothing.
func openHistory(doc string) (*history, error) {
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(doc); err == nil {
		mode = fi.Mode().Perm()
	}
	h := &history{path: historyPath(doc), mode: mode}
	if err := os.MkdirAll(filepath.Dir(h.path), 0o755); err != nil {
		return nil, fmt.Errorf("%s: cannot keep its history: %s", doc, ioWords(err))
	}
	unlock, err := sheet.Lock(h.path, "the lock of its history")
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(h.path, os.O_RDWR|os.O_CREATE, mode)
	if err != nil {
		unlock()
		return nil, fmt.Errorf("%s: cannot keep its history: %s", doc, ioWords(err))
	}
	h.f, h.unlock = f, unlock
	if err := h.readLast(); err != nil {
		h.close()
		return nil, fmt.Errorf("%s: %w", h.path, err)
	}
	return h, nil
}

// close closes the history file and gives its lock back.
func (h *history) close() {
	h.f.Close()
	h.unlock()
}

// chunk is how much of a history file is read at a time, from its end.
const chunk = 64 << 10

// readLast finds the last whole line of the file and reads it, reading back from the end only
// as far as that line starts. A last line that does not read (not a version) leaves last nil
// only if no line before it reads; that search reads on back, which happens only after damage.
func (h *history) readLast() error {
	fi, err := h.f.Stat()
	if err != nil {
		return err
	}
	h.size = fi.Size()
	var tail []byte // the file from some offset to its end
	off := h.size
	h.end = -1
	for off > 0 {
		n := min(int64(chunk), off)
		off -= n
		buf := make([]byte, n)
		if _, err := h.f.ReadAt(buf, off); err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		tail = append(buf, tail...)
		if h.end < 0 {
			if i := bytes.LastIndexByte(tail, '\n'); i >= 0 {
				h.end = off + int64(i) + 1
			}
		}
		if h.end < 0 {
			continue
		}
		if v := lastVersion(tail[:h.end-off], off == 0); v != nil {
			h.last = v
			return nil
		}
	}
	if h.end < 0 {
		h.end = 0
	}
	return nil
}

// lastVersion is the last line of lines that reads as a version; whole says lines starts at
// the start of the file, so that its first line is whole too.
func lastVersion(lines []byte, whole bool) *Version {
	lines = lines[:len(lines)-1] // the final newline
	for {
		i := bytes.LastIndexByte(lines, '\n')
		if i < 0 && !whole {
			return nil // the line starts before what has been read
		}
		var v Version
		if stdjson.Unmarshal(lines[i+1:], &v) == nil && v.Version > 0 {
			return &v
		}
		if i < 0 {
			return nil
		}
		lines = lines[:i]
	}
}

// catchUp keeps the file at doc as a version when the history does not hold it: the first
// save of a document in a campaign keeps it as it was found, and one changed by another
// program since its last version keeps that change. It returns the document the save replaces,
// T's zero value for none, which the new version's summary is of.
func catchUp[T any](h *history, doc string, k kind[T]) (T, error) {
	var none T
	data, err := os.ReadFile(doc)
	if errors.Is(err, fs.ErrNotExist) {
		return none, nil
	}
	if err != nil {
		return none, fmt.Errorf("%s: %s", doc, ioWords(err))
	}
	on, err := k.parse(data)
	if err != nil {
		return none, nil // a broken file is kept as .bak by the save, and is no version
	}
	if h.last != nil && h.last.SHA256 == sum(data) {
		return on, nil
	}
	summary := summaryAsFound
	if h.last != nil {
		summary = summaryOutside
		if was, err := k.parse([]byte(h.last.Doc)); err == nil {
			summary = cutSummary(summary + joinSummary(k.summary(was, on)))
		}
	}
	if _, err := h.append(data, summary); err != nil {
		return none, err
	}
	return on, nil
}

// append adds a version of data to the history and returns its number: one write of one
// line, after cutting off a line a killed save left unfinished.
func (h *history) append(data []byte, summary string) (int, error) {
	if h.size > h.end {
		if err := h.f.Truncate(h.end); err != nil {
			return 0, err
		}
		h.size = h.end
	}
	v := Version{Version: 1, Time: time.Now().UTC().Truncate(time.Second), Summary: summary, SHA256: sum(data), Doc: string(data)}
	if h.last != nil {
		v.Version = h.last.Version + 1
	}
	line, err := stdjson.Marshal(v)
	if err != nil {
		return 0, err
	}
	line = append(line, '\n')
	if _, err := h.f.WriteAt(line, h.end); err != nil {
		return 0, err
	}
	if err := h.f.Sync(); err != nil {
		return 0, err
	}
	h.end += int64(len(line))
	h.size = h.end
	h.last = &v
	return v.Version, nil
}

// compact cuts the history back to its bounds once it is compactAt versions or
// MaxHistoryBytes long: to MaxVersions and three quarters of MaxHistoryBytes, so the next cut
// is many saves away. The cut history replaces the old atomically.
func (h *history) compact() error {
	if h.last == nil || h.size <= MaxHistoryBytes && h.last.Version-h.firstVersion()+1 < compactAt {
		return nil
	}
	versions, err := readVersions(h.path)
	if err != nil {
		return err
	}
	size := 0
	for _, v := range versions {
		size += lineSize(v)
	}
	for len(versions) > 1 && (len(versions) > MaxVersions || size > MaxHistoryBytes*3/4) {
		size -= lineSize(versions[0])
		versions = versions[1:]
	}
	var buf bytes.Buffer
	for _, v := range versions {
		line, err := stdjson.Marshal(v)
		if err != nil {
			return err
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	return sheet.ReplaceFile(h.path, buf.Bytes())
}

func lineSize(v Version) int { return len(v.Doc) + len(v.Summary) + 160 }

// firstVersion is the number of the history's first version, read from its first line.
func (h *history) firstVersion() int {
	// The number is the first member: read it alone, not the document the line holds.
	buf := make([]byte, 64)
	n, _ := h.f.ReadAt(buf, 0)
	line := buf[:n]
	var v struct {
		Version int `json:"version"`
	}
	if p := bytes.Index(line, []byte(`,"time"`)); p > 0 && stdjson.Unmarshal(append(line[:p:p], '}'), &v) == nil {
		return v.Version
	}
	return 1
}

// History is the versions of the document at path kept in its campaign, the oldest first,
// each with its document. A document that is not in a campaign is an error; one that has not
// been saved in it yet has none.
func History(path string) ([]Version, error) {
	if !InCampaign(path) {
		return nil, fmt.Errorf("%s is not in a campaign (its folder has no %s), so it has no history", path, FileName)
	}
	versions, err := readVersions(historyPath(path))
	if errors.Is(err, fs.ErrNotExist) {
		return []Version{}, nil
	}
	return versions, err
}

// readVersions reads a history file, skipping what is not a whole version.
func readVersions(path string) ([]Version, error) {
	f, err := sheet.OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 2*MaxHistoryBytes+sheet.MaxFileSize))
	if err != nil {
		return nil, err
	}
	versions := []Version{}
	for line := range bytes.Lines(data) {
		if !bytes.HasSuffix(line, []byte("\n")) {
			break // cut short
		}
		var v Version
		if stdjson.Unmarshal(line, &v) == nil && v.Version > 0 && sum([]byte(v.Doc)) == v.SHA256 {
			versions = append(versions, v)
		}
	}
	return versions, nil
}

// VersionOf is version n of the document at path, with its document.
func VersionOf(path string, n int) (Version, error) {
	versions, err := History(path)
	if err != nil {
		return Version{}, err
	}
	for _, v := range versions {
		if v.Version == n {
			return v, nil
		}
	}
	if len(versions) == 0 {
		return Version{}, fmt.Errorf("%s has no versions yet", path)
	}
	return Version{}, fmt.Errorf("%s has no version %d; it keeps versions %d to %d", path, n, versions[0].Version, versions[len(versions)-1].Version)
}

// Restore brings back version n of the document at path (a character or an encounter) as a
// new save: the present file is a version of the history before it, so nothing is lost, and
// the new version says which it restored.
func Restore(path string, n int, names *Names) (Saved, error) {
	v, err := VersionOf(path, n)
	if err != nil {
		return Saved{}, err
	}
	note := summaryRestored + strconv.Itoa(n)
	if e, err := sheet.ParseEncounter([]byte(v.Doc)); err == nil {
		// An encounter is restored as it was saved, byte for byte: its players' files are
		// their own documents, with their own histories.
		return keep(path, encounters, note, func() ([]byte, *sheet.Encounter, error) {
			return []byte(v.Doc), e, sheet.WriteFile(path, []byte(v.Doc))
		})
	}
	c, err := sheet.Parse([]byte(v.Doc))
	if err != nil {
		return Saved{}, fmt.Errorf("version %d: %s", n, problemOf(err))
	}
	return save(path, c, names, note)
}

func sum(data []byte) string {
	s := sha256.Sum256(data)
	return hex.EncodeToString(s[:])
}
