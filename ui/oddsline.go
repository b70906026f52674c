package ui

import (
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
// read (bad), or the ruleset's problem with the roll.
func (l *oddsLine) showOdds(bad string, odds func() (text, problem string)) {
	var text string
	problem := bad
	if bad == "" {
		text, problem = odds()
	}
	if problem != "" {
		l.odds.SetText(shortText(problem))
		l.roll.Disable()
		return
	}
	l.odds.SetText(shortText(text))
	l.roll.Enable()
}
