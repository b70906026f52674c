package locale

import (
	"os"
	"testing"
)

func TestOverride(t *testing.T) {
	cases := []struct {
		env        map[string]string
		key, value string
		ok         bool
	}{
		{map[string]string{}, "LANG", "sv_SE.UTF-8", true},
		{map[string]string{"LANG": "C"}, "LANG", "sv_SE.UTF-8", true},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "en_US.UTF-8"}, "LC_ALL", "sv_SE.UTF-8", true},
		{map[string]string{"LANG": "C.UTF-8"}, "LANG", "sv_SE.UTF-8", true},
		{map[string]string{"LANG": "sv_SE.UTF-8"}, "", "", false},
		{map[string]string{"LANG": "en_GB.UTF-8"}, "", "", false},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "LANGUAGE", "sv", true},
		{map[string]string{"LANG": "de_DE.UTF-8", "LANGUAGE": "en:de"}, "", "", false},
	}
	// The language chosen in the settings wins.
	if k, v, ok := Override(func(k string) string { return map[string]string{"LANG": "sv_SE.UTF-8"}[k] }, "en"); k != "LC_MESSAGES" || v != "en_US.UTF-8" || !ok {
		t.Errorf("English chosen: %s=%s %v", k, v, ok)
	}
	for _, c := range cases {
		k, v, ok := Override(func(k string) string { return c.env[k] }, "")
		if k != c.key || v != c.value || ok != c.ok {
			t.Errorf("%v: got %s=%s %v, want %s=%s %v", c.env, k, v, ok, c.key, c.value, c.ok)
		}
	}
}

// Changing the language while the program runs, and back to the system's: English chosen
// under a Swedish system sets LC_MESSAGES, and following the system again removes it, which
// overriding alone could not (it only ever sets a variable).
func TestApplyGoesBackToTheSystem(t *testing.T) {
	saved := system
	t.Cleanup(func() { system = saved; Apply("") })
	system = map[string]string{"LANG": "sv_SE.UTF-8"}
	Apply("en")
	if got := os.Getenv("LC_MESSAGES"); got != "en_US.UTF-8" {
		t.Fatalf("English chosen: LC_MESSAGES=%q", got)
	}
	Apply("")
	if v, ok := os.LookupEnv("LC_MESSAGES"); ok || os.Getenv("LANG") != "sv_SE.UTF-8" {
		t.Errorf("the system's again: LC_MESSAGES=%q (set %v), LANG=%q", v, ok, os.Getenv("LANG"))
	}
}
