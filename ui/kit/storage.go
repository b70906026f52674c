package kit

import (
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"

	"rollformular/sheet"
)

// Fyne's file dialogs open the chosen file before they hand it over: the save dialog for
// writing, truncating it, and the open dialog for reading. The editor never writes through
// that writer: it saves atomically beside the file and keeps the old version as .bak, which a
// truncated old file would defeat. And opening a named pipe for reading waits until something
// writes to it, so choosing one hung the editor inside Fyne, before sheet.Load could refuse
// it. So the file repository is wrapped: its writers open the file only when something is
// written to them, and its readers only when read, and then only a regular file.

// fileRepository is every kind of repository Fyne's own file repository is.
type fileRepository interface {
	repository.WritableRepository
	repository.AppendableRepository
	repository.HierarchicalRepository
	repository.ListableRepository
	repository.DeleteAllRepository
	repository.CopyableRepository
	repository.MovableRepository
}

// keepUntilWritten is the file repository with writers that leave the file alone until the
// first write, and readers that open it at the first read.
type keepUntilWritten struct{ fileRepository }

func (r keepUntilWritten) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{uri: u, open: func() (fyne.URIWriteCloser, error) { return r.fileRepository.Writer(u) }}, nil
}

func (r keepUntilWritten) Reader(u fyne.URI) (fyne.URIReadCloser, error) {
	return &lazyReader{uri: u}, nil
}

// ProtectFileRepository wraps the registered "file" repository once, as every file dialog
// (AskToOpen, AskToSave) needs it; the session calls it as it starts. It leaves an unknown
// kind of repository as it is: then Save As works as Fyne does it.
func ProtectFileRepository() {
	current, err := repository.ForScheme("file")
	if err != nil {
		return
	}
	if _, done := current.(keepUntilWritten); done {
		return
	}
	if full, ok := current.(fileRepository); ok {
		repository.Register("file", keepUntilWritten{full})
	}
}

type lazyWriter struct {
	uri  fyne.URI
	open func() (fyne.URIWriteCloser, error)
	w    fyne.URIWriteCloser
}

func (l *lazyWriter) URI() fyne.URI { return l.uri }

func (l *lazyWriter) Write(p []byte) (int, error) {
	if l.w == nil {
		w, err := l.open()
		if err != nil {
			return 0, err
		}
		l.w = w
	}
	return l.w.Write(p)
}

func (l *lazyWriter) Close() error {
	if l.w == nil {
		return nil
	}
	return l.w.Close()
}

// lazyReader opens its file at the first read, refusing anything but a regular file.
type lazyReader struct {
	uri fyne.URI
	f   *os.File
}

func (l *lazyReader) URI() fyne.URI { return l.uri }

func (l *lazyReader) Read(p []byte) (int, error) {
	if l.f == nil {
		f, err := sheet.OpenRegular(l.uri.Path())
		if err != nil {
			return 0, err
		}
		l.f = f
	}
	return l.f.Read(p)
}

func (l *lazyReader) Close() error {
	if l.f == nil {
		return nil
	}
	return l.f.Close()
}
