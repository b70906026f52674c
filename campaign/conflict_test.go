package campaign

import (
	"strings"
	"testing"
)

// The conflict copies of Syncthing and Dropbox are recognised with their original; names that
// only look like one are characters.
func TestConflictOf(t *testing.T) {
	long := strings.Repeat("Å", 2000)
	cases := []struct {
		name, original, kind string
	}{
		{"asa.sync-conflict-20260413-091523-K3X2R2T.json", "asa.json", KindSyncthing},
		{"Åsa Järnhand.sync-conflict-20240101-000000-ABCDEF7.json", "Åsa Järnhand.json", KindSyncthing},
		{"🐉 drake.sync-conflict-20240101-235959-ZZZZZZZ.json", "🐉 drake.json", KindSyncthing},
		{"a.sync-conflict-20240101-000000-AAAAAAA.sync-conflict-20240102-000000-BBBBBBB.json", "a.json", KindSyncthing},
		{long + ".sync-conflict-20240101-000000-AAAAAAA.json", long + ".json", KindSyncthing},
		{"asa (conflicted copy 2024-05-01).json", "asa.json", KindDropbox},
		{"asa (Someone's conflicted copy 2024-05-01).json", "asa.json", KindDropbox},
		{"asa (Mats Ek’s conflicted copy 2024-05-01).json", "asa.json", KindDropbox},
		{"asa (Mats's conflicted copy).json", "asa.json", KindDropbox},
		{"asa (Mats's conflicted copy 2024-05-01 (1)).json", "asa.json", KindDropbox},
		{"asa (conflicted copy 2024-05-01) (2).json", "asa.json", KindDropbox},
		{"Ulv (Skägge) (Lisa's Conflicted Copy 2024-05-01).json", "Ulv (Skägge).json", KindDropbox},
		{"🐉 (conflicted copy 2024-05-01).json", "🐉.json", KindDropbox},
		{long + " (conflicted copy 2024-05-01).json", long + ".json", KindDropbox},
		{"a.sync-conflict-20240101-000000-AAAAAAA (conflicted copy 2024-05-01).json", "a.json", KindDropbox},
		// Not conflict copies.
		{"sync-conflict.json", "", ""},
		{"asa.sync-conflict.json", "", ""},
		{"asa.sync-conflict-2024-01-01.json", "", ""},
		{"asa.sync-conflict-20240101-000000.json", "", ""},
		{"asa.sync-conflict-20240101-000000-abcdefg.json", "", ""},
		{"conflicted copy.json", "", ""},
		{"Mats (conflicted copy).json", "", ""},
		{"asa (conflicted copy 24-05-01).json", "", ""},
		{"asa (conflicted copy 2024-05-01.json", "", ""},
		{long + ".json", "", ""},
		{"🐉.json", "", ""},
	}
	for _, c := range cases {
		orig, kind, ok := ConflictOf(c.name)
		if ok != (c.original != "") || orig != c.original || kind != c.kind {
			t.Errorf("ConflictOf(%.80q) = %.60q, %q, %v; want %.60q, %q", c.name, orig, kind, ok, c.original, c.kind)
		}
	}
}
