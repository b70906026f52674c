// Package locale settles which language the editor speaks: the environment's variables Fyne
// reads the locale from, set for the language chosen (Apply), Swedish unless the system asks
// for English. It changes nothing by being imported; package settle applies it at start.
package locale

import (
	"os"
	"strings"
)

// keys are the environment's variables that choose the language, as Fyne reads them.
var keys = []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}

// system is keys as the program found them, before any override: what Apply starts from, so
// that going back to the system's language while the program runs undoes an override.
var system = map[string]string{}

func init() {
	for _, k := range keys {
		if v, ok := os.LookupEnv(k); ok {
			system[k] = v
		}
	}
}

// Apply sets the environment for the language preferred ("sv", "en", or "" for the system's),
// from the variables the program started with: at start, and when the settings change it.
// Fyne's lang reads them again as translations are added.
func Apply(preferred string) {
	for _, k := range keys {
		if v, ok := system[k]; ok {
			os.Setenv(k, v)
		} else {
			os.Unsetenv(k)
		}
	}
	if key, value, ok := Override(os.Getenv, preferred); ok {
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
