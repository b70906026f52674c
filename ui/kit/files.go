package kit

import (
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// The file dialogs of every screen: each starts in the folder the screen works in, is large
// enough to see a folder of characters at once, says what went wrong, and hands on a path.
// Nothing is read or written through the dialog's own reader or writer (the file repository
// opens nothing until it is read or written, ProtectFileRepository): the screens open and
// replace files themselves, atomically, within their limits.

// FileDialogSize is large enough to see a folder of characters at once; Fyne's default shows
// a handful of files.
var FileDialogSize = fyne.NewSize(860, 580)

// StartIn points a file dialog at folder dir, unless it is "" or cannot be listed.
func StartIn(dir string, set func(fyne.ListableURI)) {
	if dir == "" {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		set(l)
	}
}

// AskToOpen asks over win for a file whose name ends in one of exts (".json"), starting in
// folder dir ("" for where the dialog starts), and hands its path to open. What went wrong in
// the dialog goes to fail; a cancel does nothing.
func AskToOpen(win fyne.Window, dir string, exts []string, open func(path string), fail func(error)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		switch {
		case err != nil:
			fail(err)
		case r != nil:
			r.Close()
			open(r.URI().Path())
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter(exts))
	show(d, dir, d.SetLocation)
}

// AskForFolder asks over win for a folder, starting in dir, and hands its path to open. What
// went wrong goes to fail; a cancel does nothing.
func AskForFolder(win fyne.Window, dir string, open func(path string), fail func(error)) {
	d := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
		switch {
		case err != nil:
			fail(err)
		case l != nil:
			open(l.Path())
		}
	}, win)
	show(d, dir, d.SetLocation)
}

// AskToSave asks over win where to write a file, starting in dir and suggesting name, whose
// extension every name chosen gets, and hands the path to write, which says what went wrong
// itself; done, if not nil, runs once it is written. What went wrong in the dialog goes to
// fail; a cancel does nothing.
func AskToSave(win fyne.Window, dir, name string, write func(path string) error, done func(), fail func(error)) {
	ext := filepath.Ext(name)
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			fail(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		w.Close() // nothing went through it: write replaces the file atomically
		path := w.URI().Path()
		if !strings.HasSuffix(strings.ToLower(path), ext) {
			path += ext
		}
		if write(path) == nil && done != nil {
			done()
		}
	}, win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	d.SetFileName(name)
	show(d, dir, d.SetLocation)
}

// show shows file dialog d at its size, in folder dir.
func show(d dialog.Dialog, dir string, setLocation func(fyne.ListableURI)) {
	StartIn(dir, setLocation)
	d.Resize(FileDialogSize)
	d.Show()
}
