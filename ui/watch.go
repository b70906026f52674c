package ui

import (
	"path/filepath"

	"fyne.io/fyne/v2"

	"rollformular/campaign"
	"rollformular/sheet"
)

// A campaign's folder is shared: another machine's Syncthing or Dropbox, or another program,
// writes the documents the session has open. The session watches the folder of each campaign
// it has open, and of each document it has open from a campaign's folder (campaign.Watch),
// and each change another program makes reaches the tabs it concerns: a campaign reads its
// Folder again, and an editor shows the file as it is now, or, with unsaved changes of its
// own, offers both to merge. A folder that is no campaign is not watched: there an editor
// still asks before it saves over a file another program changed (changedOnDisk).

// watchFolder watches dir, once, until no tab of the session shows a document of it. A folder
// that cannot be watched (too many watches) goes on as an unwatched one.
func (s *Session) watchFolder(dir string) {
	if _, ok := s.watchers[dir]; ok {
		return
	}
	w, err := campaign.Watch(dir, campaign.DefaultDebounce)
	if err != nil {
		return
	}
	if s.watchers == nil {
		s.watchers = map[string]*campaign.Watcher{}
	}
	s.watchers[dir] = w
	go func() {
		for {
			select {
			case ev, ok := <-w.Events():
				if !ok {
					return
				}
				s.deliver(func() { s.changedOnDisk(dir, ev) })
			case _, ok := <-w.Errors():
				if !ok {
					return
				}
				// A lost event (the kernel's queue overflowed): a campaign reads its folder
				// again, and an editor's save still asks before it writes over a change.
				s.deliver(func() { s.campaignsChanged(filepath.Join(dir, campaign.FileName)) })
			}
		}
	}()
}

// deliver runs f, a change the watcher saw, where the window's widgets may be touched: on
// Fyne's main thread, or, in a test, on the test's goroutine when it takes f from diskQueue.
func (s *Session) deliver(f func()) {
	if s.diskQueue != nil {
		s.diskQueue <- f
		return
	}
	fyne.Do(f)
}

// unwatchAll stops watching every folder.
func (s *Session) unwatchAll() {
	for dir, w := range s.watchers {
		w.Close()
		delete(s.watchers, dir)
	}
}

// watchDocument watches the folder of the document at path, where it is a campaign's.
func (s *Session) watchDocument(path string) {
	if path != "" && campaign.InCampaign(path) {
		s.watchFolder(filepath.Dir(path))
	}
}

// knowSaved tells the watcher of path's folder that the session wrote data there itself: no
// change of another program's.
func (s *Session) knowSaved(path string, data []byte) {
	if w, ok := s.watchers[filepath.Dir(path)]; ok {
		w.Know(filepath.Base(path), data)
	}
}

// unwatchUnused stops watching each folder no tab shows a document of any more.
func (s *Session) unwatchUnused() {
	for dir, w := range s.watchers {
		if !s.showsFolder(dir) {
			w.Close()
			delete(s.watchers, dir)
		}
	}
}

func (s *Session) showsFolder(dir string) bool {
	for _, v := range s.campaigns {
		if v.Dir() == dir {
			return true
		}
	}
	for _, e := range s.editors {
		if e.Path() != "" && filepath.Dir(e.Path()) == dir {
			return true
		}
	}
	for _, v := range s.encounters {
		if p := v.Fight().Path; p != "" && filepath.Dir(p) == dir {
			return true
		}
	}
	return false
}

// changedOnDisk takes a change another program made to the folder dir to the tabs it
// concerns.
func (s *Session) changedOnDisk(dir string, ev campaign.Event) {
	path := filepath.Join(dir, ev.File)
	for _, e := range s.editors {
		if !sheet.SamePath(e.Path(), path) {
			continue
		}
		switch ev.Kind {
		case campaign.Changed:
			e.ChangedElsewhere()
		case campaign.Removed:
			e.Removed()
		}
	}
	for _, v := range s.encounters {
		if ev.Kind == campaign.Changed && sheet.SamePath(v.Fight().Path, path) {
			v.ChangedOnDisk()
		}
	}
	for _, v := range s.campaigns {
		if v.Dir() == dir {
			v.Reload()
		}
	}
}
