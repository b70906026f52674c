package catalog

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A SearchEntry is an entry that hands the keys of OnKey to their functions (a search's Esc and
// arrow keys) and every other key to the entry.
type SearchEntry struct {
	widget.Entry
	OnKey map[fyne.KeyName]func()
}

// NewSearchEntry is an entry with no keys of its own yet.
func NewSearchEntry() *SearchEntry {
	e := &SearchEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey hands k to its function in OnKey, or else to the entry.
func (e *SearchEntry) TypedKey(k *fyne.KeyEvent) {
	if f := e.OnKey[k.Name]; f != nil {
		f()
		return
	}
	e.Entry.TypedKey(k)
}
