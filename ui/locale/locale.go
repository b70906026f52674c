// Package locale settles which language the editor speaks before Fyne reads the locale.
//
// Fyne's lang package reads the system's locale while it is initialised, before main runs,
// and under C.UTF-8 (the default of Debian containers) it logs three lines of "Error parsing
// user locale C" on stderr, for every command of the CLI too. Importing this package settles
// the environment first: it imports only the standard library, and Go initialises the
// packages that are ready in the order of their import paths, so it runs before lang, which
// waits for text/template. cmd/rollformular's tests run the binary under C.UTF-8 and hold it
// to a quiet stderr, so a change in that order shows at once.
package locale

import (
	"os"
	"strings"
)

func init() {
	if key, value, ok := Override(os.Getenv, ""); ok {
		os.Setenv(key, value)
	}
}

// Override says which environment variable to set, before Fyne reads the locale, so that the
// program speaks Swedish unless the system asks for English. Fyne itself falls back to English
// for an unset, C or unknown locale; our users are Swedish, so we fall back to Swedish. It
// returns ok=false when the system's choice stands. preferred is the language chosen in the
// settings, "sv" or "en", which wins over the system's; "" follows the system.
func Override(getenv func(string) string, preferred string) (key, value string, ok bool) {
	if locale := map[string]string{"sv": "sv_SE.UTF-8", "en": "en_US.UTF-8"}[preferred]; locale != "" {
		// The first of these that is set decides; LANGUAGE is read only when it is not C.
		for _, k := range []string{"LC_ALL", "LC_MESSAGES"} {
			if getenv(k) != "" {
				return k, locale, true
			}
		}
		return "LC_MESSAGES", locale, true
	}
	// The order Fyne's locale lookup reads them in.
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(k)
		if v == "" {
			continue
		}
		base := strings.ToLower(strings.SplitN(strings.SplitN(v, ".", 2)[0], "_", 2)[0])
		switch base {
		case "c", "posix":
			return k, "sv_SE.UTF-8", true
		case "sv", "en":
			return "", "", false
		}
		// Another language: LANGUAGE, if it names one of ours first, or else our override,
		// takes precedence over it for the message language.
		if first := strings.SplitN(getenv("LANGUAGE"), ":", 2)[0]; strings.HasPrefix(first, "sv") || strings.HasPrefix(first, "en") {
			return "", "", false
		}
		return "LANGUAGE", "sv", true
	}
	return "LANG", "sv_SE.UTF-8", true
}
