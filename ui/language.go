package ui

import (
	"fyne.io/fyne/v2/lang"

	"rollformular/assets"
)

// LoadTranslations adds the program's Swedish and English texts to Fyne's lang package.
func LoadTranslations() error {
	return lang.AddTranslationsFS(assets.FS, "translations")
}

// fyneWords are texts of Fyne's own dialogs that the translations word anew, a translation of
// the program's replacing Fyne's of the same text: Fyne's file dialog is titled "Save" + " " +
// "File", which its Swedish makes "Spara Fil".
var fyneWords = []string{"File", "Folder"}
