package campaign

import (
	"cmp"
	"regexp"
	"strings"
)

// Conflict is a copy a sync tool left beside a document when two machines changed it at
// once: a version of Original that lost, never a character of its own. The editor offers it
// as a merge (Diff, Merge).
type Conflict struct {
	File     string // the copy's name in the folder
	Original string // the document it is a copy of; it may be gone
	Kind     string // KindSyncthing or KindDropbox
}

// The sync tools whose conflict copies are known.
const (
	KindSyncthing = "syncthing"
	KindDropbox   = "dropbox"
)

// Syncthing names the losing file NAME.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.EXT (its FAQ,
// "What if there is a conflict?"; DEVICE is the first block of the device ID of the machine
// that made the change, seven characters of base32). A conflict of a conflict copy repeats the
// mark.
var syncthing = regexp.MustCompile(`^(.+)\.sync-conflict-[0-9]{8}-[0-9]{6}-[A-Z0-9]{7}(\.[^.]*)?$`)

// Dropbox appends to the name before its extension "(conflicted copy YYYY-MM-DD)" or "(WHO's
// conflicted copy YYYY-MM-DD)" (its help page "What's a conflicted copy?": the name of the
// person or computer and the date); older clients leave out the date after a name, and a second copy of the
// same day is numbered, "(… 2024-05-01 (1))" or "(…) (1)".
var dropbox = regexp.MustCompile(`^(.+) \((?:[^()]+['’]s [Cc]onflicted [Cc]opy(?: ` + day + `)?|[Cc]onflicted [Cc]opy ` + day + `)(?: \([0-9]+\))?\)(?: \([0-9]+\))?(\.[^.]*)?$`)

const day = `[0-9]{4}-[0-9]{2}-[0-9]{2}`

// ConflictOf says whether name, a file name, is a sync tool's conflict copy, and of what
// file. A name is only taken as a copy when the whole mark is there with its date and time: a
// character named "sync-conflict", or "Mats (conflicted copy)", saved as such, is a character.
func ConflictOf(name string) (original, kind string, ok bool) {
	for {
		o, k, found := conflictOnce(name)
		if !found {
			return original, kind, ok
		}
		original, kind, ok = o, cmp.Or(kind, k), true
		name = o
	}
}

// conflictOnce takes one conflict mark off name.
func conflictOnce(name string) (string, string, bool) {
	if strings.Contains(name, ".sync-conflict-") {
		if m := syncthing.FindStringSubmatch(name); m != nil {
			return m[1] + m[2], KindSyncthing, true
		}
	}
	if strings.Contains(strings.ToLower(name), "conflicted copy") {
		if m := dropbox.FindStringSubmatch(name); m != nil {
			return m[1] + m[2], KindDropbox, true
		}
	}
	return "", "", false
}
