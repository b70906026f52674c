// Package translations adds the program's Swedish and English texts to Fyne's lang package. It
// is apart from package locale because it imports Fyne's lang, which reads the environment's
// language as it starts: locale, and settle with it, must be set up before that (cmd's main
// imports settle first).
package translations

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
)

// Load adds the program's Swedish and English texts to Fyne's lang package, in the language
// the environment chooses now: at start, and after locale.Apply.
func Load() error {
	return lang.AddTranslationsFS(assets.FS, "translations")
}
