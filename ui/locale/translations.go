package locale

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
)

// LoadTranslations adds the program's Swedish and English texts to Fyne's lang package, in
// the language the environment chooses now: at start, and after Apply.
func LoadTranslations() error {
	return lang.AddTranslationsFS(assets.FS, "translations")
}
