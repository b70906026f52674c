package sheetview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// denseTheme is the app's theme, whichever is current, with less room around each text: the
// long lists (a character's skills) hold a row of fields in 34 points rather than 41, so
// fifteen and more rows show on a 768-point screen, as GCS shows them.
type denseTheme struct{}

// dense gives o's widgets the dense theme. Widgets added to o later take it once the
// override returned is refreshed.
func dense(o fyne.CanvasObject) *container.ThemeOverride {
	return container.NewThemeOverride(o, denseTheme{})
}

func (denseTheme) current() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t denseTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.current().Color(n, v)
}

func (t denseTheme) Font(s fyne.TextStyle) fyne.Resource { return t.current().Font(s) }

func (t denseTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.current().Icon(n) }

func (t denseTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNamePadding:
		return 2
	case theme.SizeNameInnerPadding:
		return 3
	}
	return t.current().Size(n)
}
