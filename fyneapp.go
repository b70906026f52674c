// Package rollformular holds what the whole program shares from its top folder: FyneApp.toml,
// the one place its name, id and version are written, which Fyne's packager reads as well.
// The program itself is cmd/rollformular.
package rollformular

import _ "embed"

// FyneApp is FyneApp.toml as written.
//
//go:embed FyneApp.toml
var FyneApp string
