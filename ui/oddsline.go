package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// oddsLine is what every roll panel shares: the exact odds of the roll as it is being set
// up, and the button that makes it, enabled only for a roll that can be made.
type oddsLine struct {
	odds  *widget.Label
	roll  *widget.Button
	built bool // the panel is whole: its widgets call update while they are being made
}

func newOddsLine(roll func()) oddsLine {
	l := oddsLine{odds: widget.NewLabel(""), roll: widget.NewButton(lang.L("Roll"), roll)}
	l.odds.Wrapping = fyne.TextWrapWord
	l.odds.TextStyle = fyne.TextStyle{Bold: true}
	l.roll.Importance = widget.HighImportance
	return l
}

// showOdds puts the odds of the roll set up, or what is wrong with it: a field that does not
// read (bad), or the ruleset's problems with the roll.
func (l *oddsLine) showOdds(bad string, odds func() (string, []string)) {
	var text string
	problems := []string{bad}
	if bad == "" {
		text, problems = odds()
	}
	if len(problems) > 0 {
		l.odds.SetText(shortText(strings.Join(problems, "; ")))
		l.roll.Disable()
		return
	}
	l.odds.SetText(shortText(text))
	l.roll.Enable()
}
