// Package kit holds what the editor's screens share and no screen owns: the widgets (a tab's
// content that waits while hidden, a row's remove button, the odds line of a roll panel, tips),
// the dialogs (an error said, a question asked, closing with changes), the texts words make of
// the engine's results (an exchange, a roll, a wound, an error), and an undo history with its
// title star. The session, the character editor and the encounter view build on it; it knows
// none of them.
package kit
