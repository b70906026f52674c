package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// appTheme is Fyne's default theme, light or dark as the settings choose or as the system is,
// with field borders and check boxes that stand out on the light background: Fyne draws them
// in a grey close to white there, which left an unticked box nearly invisible.
type appTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
	forced  bool // variant applies; otherwise the system's
}

// Themes the settings offer, by the preference's value.
const (
	themeSystem = ""
	themeLight  = "light"
	themeDark   = "dark"
)

func newAppTheme(choice string) *appTheme {
	t := &appTheme{Theme: theme.DefaultTheme()}
	switch choice {
	case themeLight:
		t.variant, t.forced = theme.VariantLight, true
	case themeDark:
		t.variant, t.forced = theme.VariantDark, true
	}
	return t
}

// lightBorder is the border of a field or an unticked box on the light background.
var lightBorder = color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xff}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced {
		v = t.variant
	}
	if v == theme.VariantLight && n == theme.ColorNameInputBorder {
		return lightBorder
	}
	return t.Theme.Color(n, v)
}

// ApplyTheme gives app the theme chosen in the settings.
func ApplyTheme(app fyne.App) {
	app.Settings().SetTheme(newAppTheme(app.Preferences().String(prefTheme)))
}

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
