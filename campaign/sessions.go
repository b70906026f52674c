package campaign

import (
	"cmp"
	"slices"
	"time"
)

// A Session is a day the group played, as the campaign's histories tell it: every version
// saved that day, of any character or fight, the latest first.
type Session struct {
	// Day is the day's midnight in loc, the reader's time zone.
	Day   time.Time
	Saves []SessionSave
}

// SessionSave is one version of a document as a session lists it: the document's name (a
// character's, or an encounter's file) and the version, without its document.
type SessionSave struct {
	Name string
	Version
}

// Sessions are the last most days on which something of c was saved, the latest first, each
// version read from its document's history, so that a version another machine kept is there as
// soon as the folder has it; days are told in loc. A history that cannot be read is a problem,
// and the rest are listed. c's listing is completed first.
func (c *Campaign) Sessions(most int, loc *time.Location) ([]Session, []error) {
	c.Complete()
	type doc struct{ name, path string }
	docs := make([]doc, 0, len(c.Characters)+len(c.Encounters))
	for _, ch := range c.Characters {
		docs = append(docs, doc{ch.Name, c.Path(ch.File)})
	}
	for _, e := range c.Encounters {
		docs = append(docs, doc{e.File, c.Path(e.File)})
	}
	byDay := map[time.Time]*Session{}
	var problems []error
	for _, d := range docs {
		versions, err := History(d.path)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		for _, v := range versions {
			t := v.Time.In(loc)
			day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
			s := byDay[day]
			if s == nil {
				s = &Session{Day: day}
				byDay[day] = s
			}
			v.Doc = "" // a session lists no documents
			s.Saves = append(s.Saves, SessionSave{d.name, v})
		}
	}
	out := make([]Session, 0, len(byDay))
	for _, s := range byDay {
		slices.SortFunc(s.Saves, func(a, b SessionSave) int {
			if c := b.Time.Compare(a.Time); c != 0 {
				return c
			}
			return cmp.Compare(b.Version.Version, a.Version.Version) // saved in one second
		})
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b Session) int { return b.Day.Compare(a.Day) })
	return out[:min(len(out), max(most, 0))], problems
}
