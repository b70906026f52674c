package sheetview

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/assets"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/sheet"
	"rollformular/ui/kit"
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
		e := openSaved(t, newHost(t), asaPath)
		told := uitest.OpenOverlay(e.win) != nil
		// Its PDF names the house rules only where the character is read by them.
		if by := e.houseRules != ""; by == told {
			t.Errorf("read by the house rules %v, said otherwise %v: the PDF's foot would name %q", by, told, e.houseRules)
		}
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

// House rules…: a pack chosen reads the character by it at once (Åsa's Dolk 1T10),
// records it in the document as an edit, and Undo takes it back to the rules as shipped; the
// dialog's "Use the rules as shipped" does the same, and it offers the pack used before again.
// A pack of other rules changes nothing.
func TestHouseRulesAreChosenForACharacterAndUndone(t *testing.T) {
	e, w := open(t)
	dir := t.TempDir()
	packPath := filepath.Join(dir, "ulvdalen.json")
	if err := os.WriteFile(packPath, []byte(`{"format": "rollformular-house-rules", "version": 1, "ruleset": "spelsystemet", "name": "Ulvdalens husregler",
 "tables": {"weapons": {"change": {"dolk": {"damage": "Grund"}}}}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	dolk := func() string {
		for _, v := range e.layout.Weapons {
			if v.Label == "Dolk" {
				return v.Text
			}
		}
		return ""
	}
	if dolk() != "1T6" {
		t.Fatalf("Åsa's Dolk by the rules: %q", dolk())
	}
	e.ShowHouseRules()
	d := uitest.InDialog(t, w)
	if !uitest.SaysIn(d, "Åsa Järnhand läses med reglerna som de kom.") && !uitest.SaysIn(d, "Åsa Järnhand is read by the rules as shipped.") {
		t.Errorf("the dialog does not say which rules: %q", uitest.Texts(d))
	}
	uitest.Dismiss(w)
	// The pack is chosen from Fyne's own file dialog; what it then does:
	if err := e.useHouseRules(packPath); err != nil {
		t.Fatal(err)
	}
	if dolk() != "1T10" || e.doc.HouseRules == nil || !e.Dirty() || e.houseRules != "Ulvdalens husregler" {
		t.Fatalf("by the pack: Dolk %q, record %+v, dirty %v", dolk(), e.doc.HouseRules, e.Dirty())
	}
	// The Dolk's explanation, its name's tip on the equipment tab, says the house rule did it.
	showTab(t, e, lang.L("Equipment"))
	saysHouseRule := func() bool {
		for _, l := range uitest.Find[*kit.TipLabel](w.Content()) {
			if l.Text == "Dolk" && strings.Contains(l.Tip(), e.words.F("Husregel %s: %s %s", "Ulvdalens husregler", "Dolk", `damage "Grund"`)) {
				return true
			}
		}
		return false
	}
	if !saysHouseRule() {
		t.Error("the Dolk's explanation does not say the house rule changed it")
	}
	uitest.Press(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	if dolk() != "1T6" || e.doc.HouseRules != nil || e.houseRules != "" || saysHouseRule() {
		t.Errorf("undone: Dolk %q, record %+v, a house rule said %v", dolk(), e.doc.HouseRules, saysHouseRule())
	}
	uitest.Press(w, fyne.KeyY, fyne.KeyModifierShortcutDefault)
	if dolk() != "1T10" {
		t.Errorf("redone: Dolk %q", dolk())
	}
	e.ShowHouseRules()
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Use the rules as shipped"))
	if dolk() != "1T6" || e.doc.HouseRules != nil {
		t.Errorf("the rules as shipped again: Dolk %q, record %+v", dolk(), e.doc.HouseRules)
	}
	// The pack used before is offered again by its name.
	e.ShowHouseRules()
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Use “{{.Rules}}”", map[string]any{"Rules": "Ulvdalens husregler"}))
	if dolk() != "1T10" {
		t.Errorf("the pack used before, used again from the dialog: Dolk %q", dolk())
	}
	other := filepath.Join(dir, "annan.json")
	if err := os.WriteFile(other, []byte(`{"format": "rollformular-house-rules", "version": 1, "ruleset": "zonstrid", "name": "Skogens lag", "tables": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := e.useHouseRules(other); err == nil || e.doc.HouseRules.Name != "Ulvdalens husregler" {
		t.Errorf("a zonstrid pack on Åsa: %v, record %+v", err, e.doc.HouseRules)
	}
}

// House rules… → Make house rules…: the Dolk's damage typed in its field and kept, a
// copy of the Svärd added as Husyxa, a number field given a word refused; saved, the pack is
// the character's and Åsa's Dolk is 1T10.
func TestHouseRulesAreMadeInTheTableEditor(t *testing.T) {
	e, w := open(t)
	e.ShowHouseRules()
	uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Make house rules…"))
	d := uitest.InDialog(t, w)
	lists := uitest.Find[*widget.List](d)
	if len(lists) != 1 {
		t.Fatalf("the table editor shows %d lists", len(lists))
	}
	pe := e.packEditorShown
	choose := func(id string) {
		t.Helper()
		for i, en := range pe.Entries() {
			if en.ID == id {
				lists[0].Select(i)
				return
			}
		}
		t.Fatalf("the list has no %s", id)
	}
	choose("dolk")
	// Each number's field says the range the rules allow it, as the pack is checked against.
	hints := map[string]string{}
	for _, f := range uitest.Find[*widget.Form](d) {
		for _, it := range f.Items {
			hints[it.Text] = it.HintText
		}
	}
	if hints["hands"] != "1–2 (händer)" || hints["length"] != "0–5 (längd)" || hints["damage"] != "" {
		t.Errorf("the Dolk's fields say hands %q, length %q", hints["hands"], hints["length"])
	}
	uitest.Retype(w, pe.Field("damage"), "Grund")
	uitest.TapButton(t, d, lang.L("Keep the change"))
	choose("svard")
	uitest.TypeInto(w, pe.CopyName(), "Husyxa")
	uitest.TapButton(t, d, lang.L("Add a copy"))
	if !pe.Pack().Tables["weapons"].Added("husyxa") || pe.Pack().Tables["weapons"].Change["dolk"] == nil {
		t.Fatalf("the pack made: %+v", pe.Pack().Tables["weapons"])
	}
	choose("dolk")
	uitest.Retype(w, pe.Field("hands"), "två")
	uitest.TapButton(t, d, lang.L("Keep the change"))
	if strings.Contains(string(pe.Pack().Tables["weapons"].Change["dolk"]), "två") {
		t.Error("a word was kept where the table has numbers")
	}
	uitest.Dismiss(w) // the message that says so
	choose("dolk")
	uitest.Retype(w, pe.Field("hands"), "9")
	uitest.TapButton(t, d, lang.L("Keep the change"))
	if strings.Contains(string(pe.Pack().Tables["weapons"].Change["dolk"]), "hands") {
		t.Error("nine hands were kept where the rules allow one or two")
	}
	uitest.Dismiss(w)
	path := filepath.Join(t.TempDir(), "vara.json")
	pe.WriteTo(path)
	if e.doc.HouseRules == nil || e.doc.HouseRules.Name != lang.L("Our house rules") {
		t.Fatalf("saved, the character records %+v", e.doc.HouseRules)
	}
	for _, v := range e.layout.Weapons {
		if v.Label == "Dolk" && v.Text != "1T10" {
			t.Errorf("by the pack made: Dolk %q, want 1T10", v.Text)
		}
	}
}

// "A pack made in the editor changes what derive, the editor, the odds and the PDF show, for
// every ruleset": in each ruleset's example, an entry of the first table the rules let a pack
// touch renamed in the table editor and saved (one the character has, where it has one); a
// value the entry gives says the house rule in its explanation, as the pack's file does.
func TestEveryRulesetTakesHouseRulesMadeInTheEditor(t *testing.T) {
	for _, name := range []string{"asa-jarnhand.json", "bombur.json", "bonder.json", "eira.json", "jibril.json"} {
		t.Run(name, func(t *testing.T) {
			e, w := openFile(t, filepath.Join("..", "..", "assets", "examples", name))
			e.ShowHouseRules()
			uitest.TapButton(t, uitest.InDialog(t, w), lang.L("Make house rules…"))
			d := uitest.InDialog(t, w)
			pe := e.packEditorShown
			has := map[string]bool{}
			for _, w := range e.doc.Weapons {
				has[w.ID] = true
			}
			for _, s := range e.doc.Skills {
				has[s.ID] = true
			}
			var said []string // what the values say, to find an entry they name
			for _, v := range e.view.Values() {
				said = append(said, v.Label+" "+v.Why.Sv())
			}
			gives := func(en houserules.Entry) bool {
				var name string
				_ = json.Unmarshal(en.Members["name"], &name)
				return has[en.ID] || name != "" && slices.ContainsFunc(said, func(s string) bool { return strings.Contains(s, name) })
			}
			table, i := "", -1
			for _, table = range pe.Tables() {
				uitest.Choose(t, w, pe.TableChoice(), table)
				if i = slices.IndexFunc(pe.Entries(), gives); i >= 0 {
					break
				}
			}
			if i < 0 {
				t.Fatalf("no entry of %q gives a value of %s", pe.Tables(), name)
			}
			uitest.Find[*widget.List](d)[0].Select(i)
			uitest.Retype(w, pe.Field("name"), "Husets namn")
			uitest.TapButton(t, d, lang.L("Keep the change"))
			path := filepath.Join(t.TempDir(), "vara.json")
			pe.WriteTo(path)
			if e.doc.HouseRules == nil {
				t.Fatal("saved, the character records no house rules")
			}
			note := e.words.F("Husregel %s: %s %s", lang.L("Our house rules"), "Husets namn", `name "Husets namn"`)
			explained := func(v engine.View) []string {
				var out []string
				for _, v := range v.Values() {
					if why := v.Why.In(e.words); strings.Contains(why, note) {
						out = append(out, v.ID+": "+why)
					}
				}
				return out
			}
			shown := explained(e.view)
			if len(shown) == 0 {
				t.Errorf("no value the %s entry %s gives says %q", table, pe.Entries()[i].ID, note)
			}
			_, _, reg, err := houserules.Rules(hostOf(e).reg, assets.FS, path)
			if err != nil {
				t.Fatal(err)
			}
			rs, _ := reg.Lookup(e.doc.Ruleset)
			if read := explained(rs.Derive(e.doc)); !slices.Equal(read, shown) {
				t.Errorf("the pack's file explains %q, the editor %q", read, shown)
			}
		})
	}
}
