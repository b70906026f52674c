package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"

	"rollformular/houserules"
	"rollformular/sheet"
	"rollformular/ui/uitest"
)

// A character made by house rules opens in the editor by them, as the CLI reads it: Åsa's
// Dolk is 1T10 by Ulvdalen's rules. Without the pack it opens by the rules as shipped and says
// so, where it showed the shipped numbers without a word.
func TestACharacterOpensByTheHouseRulesItRecords(t *testing.T) {
	dir := t.TempDir()
	packPath := filepath.Join(dir, "ulvdalen.json")
	pack := `{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}}}}}`
	if err := os.WriteFile(packPath, []byte(pack), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := houserules.Load(packPath)
	if err != nil {
		t.Fatal(err)
	}
	asa, err := sheet.Load(example)
	if err != nil {
		t.Fatal(err)
	}
	asaPath := filepath.Join(dir, "asa.json")
	if asa.HouseRules, err = houserules.Ref(p, packPath, asaPath); err != nil {
		t.Fatal(err)
	}
	data, err := sheet.Marshal(asa)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(asaPath, data, 0o644); err != nil {
		t.Fatal(err)
	}
	dolk := func() (string, bool) {
		s := NewSession(test.NewTempApp(t), registry(t))
		e, err := s.ShowFile(asaPath)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(e.win.Close)
		told := uitest.OpenOverlay(e.win) != nil
		for _, v := range e.layout.Weapons {
			if v.Label == "Dolk" {
				return v.Text, told
			}
		}
		return "", told
	}
	if got, told := dolk(); got != "1T10" || told {
		t.Errorf("by the house rules: Dolk %q, a message %v; want 1T10 and none", got, told)
	}
	if err := os.Remove(packPath); err != nil {
		t.Fatal(err)
	}
	if got, told := dolk(); got != "1T6" || !told {
		t.Errorf("the pack gone: Dolk %q, a message %v; want the rules' 1T6, said", got, told)
	}
}
