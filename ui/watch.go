package ui

import (
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
	"rollformular/sheet"
	"rollformular/ui/campaignview"
)

// A campaign's folder is shared: another machine's Syncthing or Dropbox, or another program,
// writes the documents the session has open. The session watches the folder of each campaign
// it has open, and of each document it has open from a campaign's folder (campaign.Watch),
// and each change another program makes reaches the tabs it concerns: a campaign reads its
// folder again, and an editor shows the file as it is now, or, with unsaved changes of its
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
		if e.path != "" && filepath.Dir(e.path) == dir {
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
		if !sheet.SamePath(e.path, path) {
			continue
		}
		switch ev.Kind {
		case campaign.Changed:
			e.changedElsewhere()
		case campaign.Removed:
			e.log.add(time.Now(), lang.L("Removed by another program"), "", lang.L("The file is gone; saving writes it again"))
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

// changedElsewhere shows the file as another program left it: at once where the tab has no
// unsaved changes (an undo step, as any change of the document is), else both side by side to
// keep either or merge field by field.
func (e *Editor) changedElsewhere() {
	doc, err := sheet.Load(e.path)
	what := lang.L("Changed by another program")
	if err != nil {
		e.log.add(time.Now(), what, "", e.errorIn(err))
		return
	}
	if !e.Dirty() || sheet.Equal(doc, e.doc) {
		e.takeFile(doc)
		e.log.add(time.Now(), what, "", lang.L("The tab shows the file as it is now; Undo brings back what it showed"))
		return
	}
	m := campaignview.NewMerge(e.base, e.doc, doc, campaign.NamesIn(e.rs), lang.L("This tab"), lang.L("The file"))
	m.Show(e.win, lang.L("{{.File}} was changed by another program", map[string]any{"File": filepath.Base(e.path)}), func(merged *sheet.Character) {
		e.hist.Record(e.doc, lang.L("Merge"), time.Now())
		e.doc = merged
		e.base, e.stamp = doc, stampOf(e.path) // the file as it is now is what was merged with
		if sheet.Equal(merged, doc) {
			e.hist.MarkSaved()
		}
		e.reload()
		e.log.add(time.Now(), lang.L("Merge"), "", lang.L("The tab holds the merge; saving writes it to the file"))
	})
}

// takeFile shows doc, the file as it is now, as the document saved: an undo step where it
// differs from what the tab showed.
func (e *Editor) takeFile(doc *sheet.Character) {
	if !sheet.Equal(doc, e.doc) {
		e.hist.Record(e.doc, "", time.Now())
		e.doc = doc
		e.hist.MarkSaved() // it is what the file holds
		e.reload()
	}
	e.base, e.stamp = doc.Clone(), stampOf(e.path)
}
