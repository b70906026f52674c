package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// OddsLine is what every roll panel shares: the exact odds of the roll as it is being set
// up, and the button that makes it, enabled only for a roll that can be made.
type OddsLine struct {
	Odds  *widget.Label
	Roll  *widget.Button
	Built bool // the panel is whole: its widgets call update while they are being made
}

// NewOddsLine is an odds line whose button calls roll.
func NewOddsLine(roll func()) OddsLine {
	l := OddsLine{Odds: widget.NewLabel(""), Roll: widget.NewButton(lang.L("Roll"), roll)}
	l.Odds.Wrapping = fyne.TextWrapWord
	l.Odds.TextStyle = fyne.TextStyle{Bold: true}
	l.Roll.Importance = widget.HighImportance
	return l
}

// ShowOdds puts the odds of the roll set up, or what is wrong with it: a field that does not
// read (bad), or the ruleset's problem with the roll.
func (l *OddsLine) ShowOdds(bad string, odds func() (text, problem string)) {
	var text string
	problem := bad
	if bad == "" {
		text, problem = odds()
	}
	if problem != "" {
		l.Odds.SetText(ShortText(problem))
		l.Roll.Disable()
		return
	}
	l.Odds.SetText(ShortText(text))
	l.Roll.Enable()
}
