package sheetview

// dropRecovery removes the editor's recovery file: the document is saved or closed on
// purpose.
func (e *Editor) dropRecovery() {
	if e.recovery != "" {
		e.host.Recovery().Discard(e.recovery) // a gone program's folder goes with it
		e.recovery = ""
	}
}
