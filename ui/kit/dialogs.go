package kit

import (
	"rollformular/engine"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// ShowError shows what went wrong under title, in a dialog wide enough to read it.
func ShowError(win fyne.Window, title, text string) {
	label := widget.NewLabel(ShortText(text))
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, "OK", label, win)
	d.Resize(fyne.NewSize(480, 200))
	d.Show()
}

// ShowWithKeys shows d with Enter confirming it and Esc dismissing it while nothing in the
// window has the focus, as when it opens: Fyne's dialogs take no keys of their own, so File →
// New could not be answered from the keyboard. The window's own key handling is back once d
// closes.
func ShowWithKeys(win fyne.Window, d *dialog.ConfirmDialog) {
	c := win.Canvas()
	before := c.OnTypedKey()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			d.Confirm()
		case fyne.KeyEscape:
			d.Dismiss()
		default:
			if before != nil {
				before(ev)
			}
		}
	})
	d.SetOnClosed(func() { c.SetOnTypedKey(before) })
	d.Show()
}

// Ask asks before doing what its yes button says, Cancel leaving everything as it is.
func Ask(win fyne.Window, title, text, yes string, do func()) {
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, yes, lang.L("Cancel"), label, func(ok bool) {
		if ok {
			do()
		}
	}, win)
	d.Resize(fyne.NewSize(520, 0))
	ShowWithKeys(win, d)
}

// CloseAsking closes a page of the session with close, asking first with question whether to
// save it (save, which runs its argument once saved) when it is dirty; then, if not nil, runs
// once it is closed. Cancel leaves it open and skips then.
func CloseAsking(win fyne.Window, dirty bool, question string, save func(done func()), close, then func()) {
	closeNow := func() {
		close()
		if then != nil {
			then()
		}
	}
	if !dirty {
		closeNow()
		return
	}
	d := dialog.NewCustomWithoutButtons(lang.L("Unsaved changes"), widget.NewLabel(question), win)
	saveButton := widget.NewButton(lang.L("Save"), func() {
		d.Hide()
		save(closeNow)
	})
	saveButton.Importance = widget.HighImportance
	d.SetButtons([]fyne.CanvasObject{
		widget.NewButton(lang.L("Cancel"), d.Hide),
		widget.NewButton(lang.L("Don't save"), func() { d.Hide(); closeNow() }),
		saveButton,
	})
	d.Show()
}

// ConfirmAction does do once the question a asks first, if any, is answered yes; cancel, if
// not nil, runs when it is not.
func ConfirmAction(win fyne.Window, words engine.Words, a engine.Action, do, cancel func()) {
	if a.Confirm == nil {
		do()
		return
	}
	dialog.ShowConfirm(words.F(a.Label), a.Confirm.In(words), func(ok bool) {
		switch {
		case ok:
			do()
		case cancel != nil:
			cancel()
		}
	}, win)
}
