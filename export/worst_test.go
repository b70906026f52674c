package export

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/sheet"
)

// worstExamples are one example of each ruleset, the start of its worst document.
var worstExamples = []string{"asa-jarnhand.json", "stadsvakt.json", "bombur.json", "eira.json", "nadir.json"}

// longText is n characters of words of different lengths, so that a line wraps at a word and
// a word of its own is too long for its line now and then, as a player writes it.
func longText(seed, n int) string {
	words := []string{"Åsa", "Järnhand", "från", "Östra", "Härad", "med", "svärd/spjut/yxa", "och", "sköld",
		"i", "norr", "Ödesmästarebrödraskapets-förste-kämpe", "går", "mot", "dimman"}
	var b strings.Builder
	for i := seed; b.Len() < 2*n; i++ {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(words[i%len(words)])
	}
	return string([]rune(b.String())[:n])
}

// worstDocument is the document of the example name that costs the most to print and is still
// accepted: every list of the document at its limit, every text at its length's limit, every
// value the largest its rules allow, a wound on every part, every catalog item at once.
func worstDocument(t testing.TB, name string) (*sheet.Character, engine.Ruleset) {
	t.Helper()
	c, rs := exampleFile(t, name)
	desc := rs.Description()
	id := func(items []engine.CatalogItem, i int, own string) string {
		if len(items) == 0 {
			return own
		}
		return items[i%len(items)].ID
	}
	text := func(i int) string { return longText(i, sheet.MaxText) }
	c.Name, c.Player, c.Age, c.Occupation = text(0), text(1), text(2), text(3)
	c.Notes = longText(4, sheet.MaxNotes)
	for _, a := range desc.Attributes {
		if a.Max > 0 {
			c.Attributes[a.ID] = a.Max
		}
	}
	c.AttributeNames = map[string]string{}
	for i, a := range desc.Attributes {
		c.AttributeNames[a.ID] = text(10 + i)
	}
	c.Skills = nil
	for i := range sheet.MaxSkills {
		sk := sheet.Skill{ID: id(desc.Skills, i, ""), Spec: text(i), Value: 1 + i%20, Mark: i%2 == 0}
		if i%2 == 1 || sk.ID == "" {
			sk = sheet.Skill{Name: text(i), Group: id(desc.SkillGroups, i, ""), Value: 1 + i%20}
		}
		c.Skills = append(c.Skills, sk)
	}
	c.Weapons = nil
	for i := range sheet.MaxWeapons {
		c.Weapons = append(c.Weapons, sheet.Weapon{ID: id(desc.Weapons, i, "egen"), Name: text(i), Notes: text(i + 1)})
	}
	c.Armor = map[string][]string{}
	c.Wounds = nil
	for i, p := range desc.BodyParts {
		for j := range sheet.MaxArmorLayers {
			c.Armor[p.ID] = append(c.Armor[p.ID], id(desc.Armor, i+j, "egen"))
		}
	}
	for i := range sheet.MaxWounds {
		w := sheet.Wound{Damage: 1 + i%5, Type: id(desc.DamageTypes, i, "")}
		if len(desc.BodyParts) > 0 {
			w.Part = desc.BodyParts[i%len(desc.BodyParts)].ID
		}
		c.Wounds = append(c.Wounds, w)
	}
	c.State = sheet.State{}
	for _, tr := range desc.Trackers {
		c.State[tr.ID] = tr.Max
	}
	c.Traits = nil
	for i := range sheet.MaxTraits {
		tr := sheet.Trait{ID: id(desc.Traits, i, ""), Level: 1 + i%3}
		if i%2 == 1 || tr.ID == "" {
			tr = sheet.Trait{Name: text(i), Kind: []string{"fordel", "nackdel"}[i%2], Level: 1 + i%3}
		}
		c.Traits = append(c.Traits, tr)
	}
	c.Drives = nil
	for i := range sheet.MaxDrives {
		c.Drives = append(c.Drives, text(i))
	}
	c.Conditions = nil
	for i := range min(len(desc.Conditions), sheet.MaxConditions) {
		c.Conditions = append(c.Conditions, desc.Conditions[i].ID)
	}
	c.Gear = nil
	for i := range sheet.MaxGear {
		c.Gear = append(c.Gear, sheet.Gear{ID: id(desc.Gear, i, ""), Name: text(i), Count: 1 + i%99})
	}
	return c, rs
}

// The worst documents are ones the program accepts: under the file's size and every limit.
func TestTheWorstDocumentsAreAccepted(t *testing.T) {
	t.Parallel()
	for _, name := range worstExamples {
		c, _ := worstDocument(t, name)
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) > sheet.MaxFileSize {
			t.Errorf("%s: %d bytes, more than a file may have", name, len(data))
		}
		if _, err := sheet.Parse(data); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// "The worst documents under 16 MiB still take 7–9 s to print": the full sheet and the NPC
// block of every ruleset's worst document, each within DESIGN.md's budget of any `pdf`.
func BenchmarkPDFOfTheWorstDocument(b *testing.B) {
	for _, name := range worstExamples {
		c, rs := worstDocument(b, name)
		b.Run(strings.TrimSuffix(name, ".json")+"/sheet", func(b *testing.B) {
			for b.Loop() {
				if err := Sheet(&bytes.Buffer{}, c, rs, fixed); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(strings.TrimSuffix(name, ".json")+"/npc", func(b *testing.B) {
			for b.Loop() {
				if err := NPCs(&bytes.Buffer{}, []Character{{c, rs}}, fixed); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Regression: a weapon row taller than a page was drawn whole, and gofpdf broke the page
// before each of its lines: 200 weapons of 2,000-letter names and notes took 9,128 pages.
// One such weapon takes a page or two more than a short one.
func TestATallWeaponRowGoesOnRatherThanTakingAPageALine(t *testing.T) {
	c, rs := exampleFile(t, "nadir.json")
	c.Weapons = c.Weapons[:1]
	short := pages(t, c, rs)
	c.Weapons[0].Name = strings.Repeat("Ö", sheet.MaxText)
	c.Weapons[0].Notes = longText(0, sheet.MaxText)
	if got := pages(t, c, rs); got > short+3 {
		t.Errorf("a weapon of %d letters and notes took %d pages, a short one %d", sheet.MaxText, got, short)
	}
}

// Regression: a derived value's label was drawn whole however many lines it wrapped to, and
// gofpdf broke the page before each line past the foot: the attacks of 200 weapons named in
// 2,000 letters took 14,000 pages. A label now takes at most maxLabelLines and goes on at the
// sheet's end, what a value's label and detail hold is drawn a line at a time, and three such
// weapons fill some ten pages more than short names, their rows and reckonings among them.
func TestATallDerivedValueGoesOnRatherThanTakingAPageALine(t *testing.T) {
	c, rs := exampleFile(t, "stadsvakt.json")
	short := pages(t, c, rs)
	for i := range min(3, len(c.Weapons)) {
		c.Weapons[i].Name = strings.Repeat("Ö", sheet.MaxText)
	}
	if got := pages(t, c, rs); got > short+12 {
		t.Errorf("three weapons named in %d letters took %d pages, short names %d", sheet.MaxText, got, short)
	}
}

// Regression: a document with every number out of its range listed its 11,381 rule errors in
// full among the texts continued, 1,300 of its 2,477 pages. Each error is said where it is; the
// list says the first maxBrokenListed and how many more there are.
func TestTheBrokenRulesListStopsAndSaysHowManyMore(t *testing.T) {
	var problems []engine.Problem
	for i := range maxBrokenListed + 10 {
		problems = append(problems, engine.Problem{Severity: engine.Error, Message: fmt.Sprintf("fel %d", i+1)},
			engine.Problem{Severity: engine.Warning, Message: "en varning"})
	}
	text := (&document{}).brokenRules(problems, engine.Words{})
	if !strings.HasPrefix(text, fmt.Sprintf("Bryter mot reglerna (%d): fel 1; fel 2;", maxBrokenListed+10)) ||
		!strings.Contains(text, fmt.Sprintf("fel %d;", maxBrokenListed)) || strings.Contains(text, fmt.Sprintf("fel %d;", maxBrokenListed+1)) ||
		!strings.HasSuffix(text, "; och 10 till, som står där de gäller och i programmet") || strings.Contains(text, "varning") {
		t.Errorf("the list of %d errors and as many warnings: %q", maxBrokenListed+10, text)
	}
	if got := (&document{}).brokenRules(problems[:4], engine.Words{}); got != "Bryter mot reglerna (2): fel 1; fel 2" {
		t.Errorf("two errors: %q", got)
	}
}
