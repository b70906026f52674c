package main

import (
	"bytes"
	"io"
)

// preferencesReload is how Fyne's log says its preferences file could not be read again.
var preferencesReload = []byte("Fyne error:  Preferences load error:")

// shutdownLog passes on the log's lines but Fyne's report of a failed reload of its
// preferences, which it can print while the program ends: Fyne's last save truncates
// preferences.json, its watcher sees the file change and reads it again before the save has
// written it, and reports the empty file as "Cause: EOF" (fyne-io/fyne#2936, still in v2.7.1).
// What that reload reads nobody uses any more: the window has closed, and the save it races
// completes. Every other line, a failed save among them, still goes out.
type shutdownLog struct {
	out      io.Writer
	dropping bool // the last line was dropped; its "  Cause:" and "  At:" lines go with it
}

// Write takes one line of the log, as log.Logger writes them.
func (l *shutdownLog) Write(line []byte) (int, error) {
	switch {
	case bytes.Contains(line, preferencesReload):
		l.dropping = true
		return len(line), nil
	case l.dropping && (bytes.Contains(line, []byte("  Cause: ")) || bytes.Contains(line, []byte("  At: "))):
		return len(line), nil
	}
	l.dropping = false
	return l.out.Write(line)
}
