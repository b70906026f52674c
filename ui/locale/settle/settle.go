// Package settle applies the system's language (locale.Apply) before Fyne reads the locale,
// for a program to import for that alone.
//
// Fyne's lang package reads the system's locale while it is initialised, before main runs,
// and under C.UTF-8 (the default of Debian containers) it logs three lines of "Error parsing
// user locale C" on stderr, for every command of the CLI too. Importing this package settles
// the environment first: it and locale import only the standard library, and Go initialises
// the packages that are ready in the order of their import paths, so it runs before lang,
// which waits for text/template. cmd/rollformular's tests run the binary under C.UTF-8 and
// hold it to a quiet stderr, so a change in that order shows at once.
//
// It is a package of its own so that importing locale, as the editor does to change the
// language while it runs, changes nothing: the editor's tests keep the language they start in.
package settle

import "rollformular/ui/locale"

func init() { locale.Apply("") }
