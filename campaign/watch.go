package campaign

import (
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"rollformular/sheet"
)

// Event is a change to a campaign's folder that the program did not make.
type Event struct {
	Kind EventKind
	// File is the document's name in the folder: the one changed or gone, or the new
	// conflict copy.
	File string
	// Original is the document a conflict copy is of; "" for other events.
	Original string
}

// EventKind is what happened to a file.
type EventKind int

// The kinds of Event.
const (
	// Changed: the document's content is not what the program last read or wrote of it (a
	// new document, too).
	Changed EventKind = iota
	// Removed: the document is gone.
	Removed
	// ConflictCopy: a sync tool left a conflict copy of Original.
	ConflictCopy
)

// DefaultDebounce is how long a watcher waits after a file's last change before it says so:
// a sync tool writes a file in several steps, an editor in two.
const DefaultDebounce = 150 * time.Millisecond

// Watcher tells of the changes other programs make to a campaign's folder: a document
// changed, gone, or a conflict copy new. A document whose content is what the program last
// read or wrote of it (Know, Save) is no change: the program's own saves make no events. Each
// file is told of once its changes have settled for the debounce time.
type Watcher struct {
	dir      string
	debounce time.Duration
	w        *fsnotify.Watcher
	events   chan Event
	errors   chan error

	mu     sync.Mutex
	known  map[string]string // file name → SHA-256 of the content the program has
	timers map[string]*time.Timer
	closed bool
	done   chan struct{}
}

// Watch watches the folder dir. The contents of the documents there now are taken as known,
// so only what changes from here on is told. debounce 0 is DefaultDebounce.
func Watch(dir string, debounce time.Duration) (*Watcher, error) {
	if debounce <= 0 {
		debounce = DefaultDebounce
	}
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	if err := fw.Add(dir); err != nil {
		fw.Close()
		return nil, err
	}
	w := &Watcher{dir: dir, debounce: debounce, w: fw, events: make(chan Event, 64), errors: make(chan error, 8),
		known: map[string]string{}, timers: map[string]*time.Timer{}, done: make(chan struct{})}
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			if watched(e.Name()) {
				if data, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil {
					w.known[e.Name()] = sum(data)
				}
			}
		}
	}
	go w.loop()
	return w, nil
}

// Events are the changes, in the order they settled. The channel is closed by Close.
func (w *Watcher) Events() <-chan Event { return w.events }

// Errors are the watcher's own failures (the system's queue of changes overflowed).
func (w *Watcher) Errors() <-chan error { return w.errors }

// Know tells the watcher the content of file that the program has now (it read or wrote
// it), so that this content on disk is no change. file is a path in the folder or its name.
func (w *Watcher) Know(file string, data []byte) {
	w.mu.Lock()
	w.known[filepath.Base(file)] = sum(data)
	w.mu.Unlock()
}

// Save is campaign.Save of a document in the watched folder, known to the watcher before it
// is written, so that the save itself is never told as a change.
func (w *Watcher) Save(path string, c *sheet.Character, names *Names) (Saved, error) {
	if data, err := sheet.Marshal(c); err == nil {
		w.Know(path, data)
	}
	return Save(path, c, names)
}

// Close stops the watcher and closes Events.
func (w *Watcher) Close() error {
	w.mu.Lock()
	if w.closed {
		w.mu.Unlock()
		return nil
	}
	w.closed = true
	for _, t := range w.timers {
		t.Stop()
	}
	w.mu.Unlock()
	err := w.w.Close()
	<-w.done
	w.mu.Lock()
	close(w.events)
	w.mu.Unlock()
	return err
}

// watched says whether a change to the file name is one to tell of: a listed document or a
// conflict copy, never the program's hidden files (temporary files of a save, the history).
func watched(name string) bool { return listed(name) }

func (w *Watcher) loop() {
	defer close(w.done)
	for {
		select {
		case ev, ok := <-w.w.Events:
			if !ok {
				return
			}
			name := filepath.Base(ev.Name)
			if watched(name) {
				w.touch(name)
			}
		case err, ok := <-w.w.Errors:
			if !ok {
				return
			}
			select {
			case w.errors <- err:
			default:
			}
		}
	}
}

// touch (re)starts the debounce of file name.
func (w *Watcher) touch(name string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	if t, ok := w.timers[name]; ok {
		t.Reset(w.debounce)
		return
	}
	w.timers[name] = time.AfterFunc(w.debounce, func() { w.settle(name) })
}

// settle tells of file name once its changes have settled, if its content is not known.
func (w *Watcher) settle(name string) {
	data, err := os.ReadFile(filepath.Join(w.dir, name))
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.timers, name)
	if w.closed {
		return
	}
	var ev Event
	switch {
	case err != nil && os.IsNotExist(err):
		if _, had := w.known[name]; !had {
			return
		}
		delete(w.known, name)
		ev = Event{Kind: Removed, File: name}
	case err != nil:
		return
	default:
		s := sum(data)
		if w.known[name] == s {
			return
		}
		w.known[name] = s
		ev = Event{Kind: Changed, File: name}
		if orig, _, ok := ConflictOf(name); ok {
			ev = Event{Kind: ConflictCopy, File: name, Original: orig}
		}
	}
	select {
	case w.events <- ev:
	default: // a reader that does not keep up misses events, never blocks the watcher
	}
}
