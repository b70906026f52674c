package sheetview

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"rollformular/sheet"
	"rollformular/ui/encounterview"
)

// What the window that holds the sheet asks of it, beyond the Host's side of the boundary:
// where its document is kept, what autosave and the fights it is in do with it.

// Path is where the document is saved: "" until its first save, and for an NPC kept in an
// encounter.
func (e *Editor) Path() string { return e.path }

// Recovery is the editor's file in the recovery folder, for autosave to write.
func (e *Editor) Recovery() *string { return &e.recovery }

// Unsaved says the document shown is not on disk (recovered after a crash, rolled up, made from
// a template): closing it asks.
func (e *Editor) Unsaved() { e.hist.MarkUnsaved() }

// Autosaved says whether autosave could keep the document: a failure goes on the roll log's
// line, since it must not interrupt the player.
func (e *Editor) Autosaved(err error) {
	if err != nil {
		e.log.add(time.Now(), "autosave", "", err.Error())
	}
}

// Removed says another program removed the document's file.
func (e *Editor) Removed() {
	e.log.add(time.Now(), lang.L("Removed by another program"), "", lang.L("The file is gone; saving writes it again"))
}

// SetKeeper makes the encounter keeper holds the one the NPC shown is saved back into.
func (e *Editor) SetKeeper(keeper *encounterview.Keeper) {
	e.keeper = keeper
	e.UpdateTitle()
}

// Keeper is the encounter the NPC shown is saved back into; nil for a document of its own file.
func (e *Editor) Keeper() *encounterview.Keeper { return e.keeper }

// Kept shows doc, the NPC as the fight that keeps it holds it now: an undo step, and saved,
// since it is what the fight keeps.
func (e *Editor) Kept(doc *sheet.Character) {
	e.hist.Record(e.doc, "", time.Now())
	e.doc = doc
	e.hist.MarkSaved()
	e.reload()
}

// OthersChanged says the characters the sheet's fight can take may have changed in their tabs.
func (e *Editor) OthersChanged() {
	if e.fight != nil {
		e.fight.update()
	}
}

// Shown is the content of the sheet's tab shown, nil before it has one.
func (e *Editor) Shown() fyne.CanvasObject {
	if e.tabs == nil || e.tabs.Selected() == nil {
		return nil
	}
	return e.tabs.Selected().Content
}

// Host is the window that holds the sheet.
func (e *Editor) Host() Host { return e.host }

// HouseRules names the house rules the character is read by, where its pack was found; "" for
// the rules as shipped.
func (e *Editor) HouseRules() string { return e.houseRules }
