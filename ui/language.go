package ui

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
)

// LoadTranslations adds the program's Swedish and English texts to Fyne's lang package.
func LoadTranslations() error {
	return lang.AddTranslationsFS(assets.FS, "translations")
}
