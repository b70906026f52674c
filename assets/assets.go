// Package assets holds what the program carries inside its binary: the rulesets' tables, the
// example characters, the translations and the icon. Tables are data so that a game master
// can read and change them; the code that reads them lives with the ruleset it belongs to.
package assets

import "embed"

// FS is every embedded file, by its path below assets/.
//
//go:embed icon.png examples spelsystemet odestarningar framgangsslag zonstrid intensitet translations
var FS embed.FS

// Icon is the application icon, a PNG.
func Icon() []byte {
	b, err := FS.ReadFile("icon.png")
	if err != nil {
		panic(err) // embedded at build time; missing means a broken build
	}
	return b
}
