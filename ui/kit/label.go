package kit

import "fyne.io/fyne/v2/widget"

// SetLabel sets l's text, only where it changes: a label set to the text it shows was redrawn
// all the same, on every keystroke of a tab that shows it.
func SetLabel(l *widget.Label, s string) {
	if l.Text != s {
		l.SetText(s)
	}
}
