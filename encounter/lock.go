package encounter

import "rollformular/sheet"

// Lock takes the lock of the encounter at path, waiting while another program holds it, and
// returns what gives it back. Every program that reads an encounter to change and write it
// (the command line's new, act and next; the editor's Save) holds it from the read to the
// write, so two of them at once are done one after the other and neither's step is lost. It is
// sheet.Lock, the lock file FIGHT.json.lock beside the encounter, which goes with it: given
// back where there is no encounter, it is removed.
func Lock(path string) (unlock func(), err error) { return sheet.Lock(path, "the encounter's lock") }
