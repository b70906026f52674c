package campaignview

import (
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/kit"
)

// maxSessions is how many of the latest sessions the panel lists.
const maxSessions = 12

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
	sessions, problems := s.v.camp.Sessions(maxSessions, time.Local)
	s.box.RemoveAll()
	if len(sessions) == 0 {
		s.box.Add(widget.NewLabel(lang.L("No session yet: each save of a character in the campaign keeps a version, and the days they were saved on are listed here.")))
	}
	for _, se := range sessions {
		head := widget.NewLabelWithStyle(se.Day.Format("2006-01-02")+" · "+
			lang.L("{{.Count}} saves", map[string]any{"Count": len(se.Saves)}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		s.box.Add(head)
		for i, sv := range se.Saves {
			if i == maxSavesShown {
				s.box.Add(widget.NewLabel(lang.L("… and {{.Count}} more", map[string]any{"Count": len(se.Saves) - maxSavesShown})))
				break
			}
			summary := summaryIn(sv.Summary)
			line := widget.NewLabel(sv.Time.Local().Format("15:04") + "  " + kit.Ellipsis(sv.Name, kit.MaxTitle) +
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
