package campaignview

import (
	"cmp"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/ui/kit"
)

// maxSessions is how many of the latest sessions the panel lists.
const maxSessions = 12

// A session is a day the group played, as the campaign's histories tell it: every version
// saved that day, of any character, the latest first.
type session struct {
	day   time.Time // its midnight, in the reader's time zone
	saves []saved
}

// saved is one version of a character, as a session lists it.
type saved struct {
	name string
	campaign.Version
}

// sessionsOf groups the versions of every character and fight of the campaign by the day they were saved, the
// latest day first, at most maxSessions of them. A save is read from its history file, so a
// version another machine kept shows here as soon as the folder has it.
func sessionsOf(v *View) ([]session, []error) {
	byDay := map[time.Time]*session{}
	var problems []error
	type doc struct{ name, path string }
	docs := make([]doc, 0, len(v.entries)+len(v.camp.Encounters))
	for _, e := range v.entries {
		docs = append(docs, doc{e.Name, e.path})
	}
	for _, e := range v.camp.Encounters {
		docs = append(docs, doc{e.File, v.camp.Path(e.File)})
	}
	for _, e := range docs {
		versions, err := campaign.History(e.path)
		if err != nil {
			problems = append(problems, err)
			continue
		}
		for _, ver := range versions {
			t := ver.Time.Local()
			day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.Local)
			s := byDay[day]
			if s == nil {
				s = &session{day: day}
				byDay[day] = s
			}
			ver.Doc = "" // the list needs no document
			s.saves = append(s.saves, saved{e.name, ver})
		}
	}
	out := make([]session, 0, len(byDay))
	for _, s := range byDay {
		slices.SortFunc(s.saves, func(a, b saved) int {
			if c := b.Time.Compare(a.Time); c != 0 {
				return c
			}
			return cmp.Compare(b.Version.Version, a.Version.Version) // saved in one second
		})
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b session) int { return cmp.Compare(b.day.Unix(), a.day.Unix()) })
	return out[:min(len(out), maxSessions)], problems
}

// sessionsTab lists the recent sessions: each day something of the campaign was saved, and
// what.
type sessionsTab struct {
	v      *View
	object fyne.CanvasObject
	box    *fyne.Container
}

func newSessionsTab(v *View) *sessionsTab {
	s := &sessionsTab{v: v, box: container.NewVBox()}
	s.object = container.NewVScroll(s.box)
	return s
}

// maxSavesShown bounds the saves a session lists; the rest are counted.
const maxSavesShown = 30

// show lists the sessions anew where the tab is shown; a hidden tab lists them as it is
// shown (View.build), since every history of the folder is read for them.
func (s *sessionsTab) show() {
	if s.v.tabs != nil && s.v.tabs.Selected() != nil && s.v.tabs.Selected().Content == s.object {
		s.list()
	}
}

// list reads the histories and lists the sessions they tell.
func (s *sessionsTab) list() {
	sessions, problems := sessionsOf(s.v)
	s.box.RemoveAll()
	if len(sessions) == 0 {
		s.box.Add(widget.NewLabel(lang.L("No session yet: each save of a character in the campaign keeps a version, and the days they were saved on are listed here.")))
	}
	for _, se := range sessions {
		head := widget.NewLabelWithStyle(se.day.Format("2006-01-02")+" · "+
			lang.L("{{.Count}} saves", map[string]any{"Count": len(se.saves)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		s.box.Add(head)
		for i, sv := range se.saves {
			if i == maxSavesShown {
				s.box.Add(widget.NewLabel(lang.L("… and {{.Count}} more", map[string]any{"Count": len(se.saves) - maxSavesShown})))
				break
			}
			summary := summaryIn(sv.Summary)
			line := widget.NewLabel(sv.Time.Local().Format("15:04") + "  " + kit.Ellipsis(sv.name, kit.MaxTitle) +
				" (" + strconv.Itoa(sv.Version.Version) + "): " + kit.Ellipsis(summary, 160))
			line.Truncation = fyne.TextTruncateEllipsis
			s.box.Add(line)
		}
	}
	for _, err := range problems {
		s.box.Add(widget.NewLabel(kit.ShortText(err.Error())))
	}
	s.box.Refresh()
}
