package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage/repository"
)

// Fyne's save dialog opens the chosen file for writing, truncating it, before it hands over the
// writer. The editor never writes through that writer: it saves atomically beside the file and
// keeps the old version as .bak. A truncated old file would defeat both, and would be lost if
// the save then failed. So the file repository is wrapped: its writers open the file only when
// something is written to them.

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
// first write.
type keepUntilWritten struct{ fileRepository }

func (r keepUntilWritten) Writer(u fyne.URI) (fyne.URIWriteCloser, error) {
	return &lazyWriter{uri: u, open: func() (fyne.URIWriteCloser, error) { return r.fileRepository.Writer(u) }}, nil
}

// protectFileRepository wraps the registered "file" repository once. It leaves an unknown
// kind of repository as it is: then Save As works as Fyne does it.
func protectFileRepository() {
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
