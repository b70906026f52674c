package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
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
