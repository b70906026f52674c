package export

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/encounter"
	"rollformular/engine"
	"rollformular/sheet"
)

// eachExample runs test on each example character, as a subtest named after its file.
func eachExample(t *testing.T, test func(t *testing.T, c *sheet.Character, rs engine.Ruleset)) {
	t.Helper()
	files, err := filepath.Glob("../assets/examples/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			c, rs := exampleFile(t, filepath.Base(f))
			test(t, c, rs)
		})
	}
}

// "Every example's page 1 holds its weapons; no value is cut on any example sheet (pdftotext
// finds no "…" inside a value)": page 1 is the fight, and a label, a value or its reckoning
// wraps instead of ending in "…" (Nadir's sheet had nine, a framgångsslag sheet fifteen).
func TestEveryExamplePrintsItsWeaponsOnPageOneAndCutsNothing(t *testing.T) {
	t.Parallel()
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		text := pdfText(t, render(t, c, rs, fixed))
		pageOne, _, _ := strings.Cut(text, "\f")
		layout := rs.Derive(c).Layout()
		for _, w := range layout.Weapons {
			if w.Label != "" && !strings.Contains(pageOne, w.Label) {
				t.Errorf("page 1 lacks the weapon %q", w.Label)
			}
		}
		if strings.Contains(text, "…") {
			for _, l := range strings.Split(text, "\n") {
				if strings.Contains(l, "…") {
					t.Errorf("cut short: %q", strings.TrimSpace(l))
				}
			}
		}
	})
}

// "Every blank sheet has a weapons table, the ruleset's skill catalogue and its tracks; the
// intensitet sheet lists its conditions": a group can play from any of them with a pencil.
func TestEveryBlankSheetIsPlayable(t *testing.T) {
	t.Parallel()
	for _, id := range registry(t).IDs() {
		t.Run(id, func(t *testing.T) {
			rs, err := registry(t).Lookup(id)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Blank(&buf, rs, fixed); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "blank.pdf")
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			text := pdfText(t, path)
			desc := rs.Description()
			if !strings.Contains(text, "Vapen") {
				t.Error("no weapons table")
			}
			for _, s := range desc.Skills {
				if !strings.Contains(text, s.Plain()) {
					t.Errorf("the skill %q of the rules is not printed", s.Plain())
				}
			}
			for _, g := range desc.SkillGroups {
				if !strings.Contains(text, g.Name) {
					t.Errorf("the skill group %q is no heading", g.Name)
				}
			}
			for _, tr := range desc.Trackers {
				if !strings.Contains(text, tr.Label) && !strings.Contains(text, tr.Abbr) {
					t.Errorf("the track %q is not printed", tr.Label)
				}
			}
			for _, c := range desc.Conditions {
				if !strings.Contains(text, c.Name) {
					t.Errorf("the condition %q is not printed", c.Name)
				}
			}
			if strings.Contains(text, "…") || strings.ContainsAny(text, "<>‹›") {
				t.Error("a name is cut short or prints its placeholder")
			}
			// The blank spelsystemet sheet had no species to write in, and its body parts
			// no rows of KP boxes to tick.
			if len(desc.Species) > 0 && !strings.Contains(text, "Art:") {
				t.Error("no species to write in")
			}
			// A state to write in: the blanks had none, where a filled sheet says where the
			// character stands and lists its wounds.
			if !strings.Contains(text, "Tillstånd") || !strings.Contains(text, "Sår") {
				t.Error("no state or wounds to write in")
			}
			if len(desc.BodyParts) > 0 && len(desc.Armor) > 0 && strings.Count(text, "Rustning") < len(desc.BodyParts) {
				t.Error("not every body part has a line for its armor")
			}
			if len(desc.Shields) > 0 && !strings.Contains(text, "Sköld (SP)") {
				t.Error("no shield to write in")
			}
			if got := strings.Count(text, "1×"); got != len(desc.BodyParts) {
				t.Errorf("%d body parts have their 1×, 2×, 3× rows of KP boxes, want %d", got, len(desc.BodyParts))
			}
		})
	}
}

// hurt is c as a fight leaves it: a heavy wound of each kind of harm the rules name, on each
// body part where they have parts, and every condition they name. The held-out characters'
// sheets cut what the state says of such a character ("svårt skadad: kan bara kr…", "sår 1
// (svår skada, 0 sr): sto…") and their conditions ("Döende, Medvetslös, Lig…").
func hurt(c *sheet.Character, desc *engine.Description) *sheet.Character {
	out := c.Clone()
	parts := []string{""}
	if len(desc.BodyParts) > 0 {
		parts = parts[:0]
		for _, p := range desc.BodyParts {
			parts = append(parts, p.ID)
		}
	}
	types := []string{""}
	if len(desc.DamageTypes) > 0 {
		types = types[:0]
		for _, t := range desc.DamageTypes {
			types = append(types, t.ID)
		}
	}
	for i, part := range parts {
		out.Wounds = append(out.Wounds, sheet.Wound{Part: part, Damage: 7, Type: types[i%len(types)]})
	}
	for _, cond := range desc.Conditions {
		out.Conditions = append(out.Conditions, cond.ID)
	}
	return out
}

// Every example, hurt, prints its sheet and its NPC block whole: no "…" anywhere.
func TestEveryExampleHurtCutsNothing(t *testing.T) {
	t.Parallel()
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		c = hurt(c, rs.Description())
		var npc bytes.Buffer
		if err := NPCs(&npc, []Character{{Doc: c, Ruleset: rs}}, fixed); err != nil {
			t.Fatal(err)
		}
		block, _ := printed(t, npc.Bytes())
		for what, text := range map[string]string{"sheet": pdfText(t, render(t, c, rs, fixed)), "NPC block": block} {
			for _, l := range strings.Split(text, "\n") {
				if strings.Contains(l, "…") {
					t.Errorf("%s cut short: %q", what, strings.TrimSpace(l))
				}
			}
		}
	})
}

// Six skills of the player's own print under their own names, whole: on a held-out sheet they
// printed as "Egen färdighet…", and beside ödestärningar's dice as "Spela…", "Vävnin…".
func TestSkillsOfThePlayersOwnPrintWhole(t *testing.T) {
	t.Parallel()
	own := []string{"Spela luta", "Vävning av mönster", "Astronomi", "Dryckesvisor", "Hästkännedom", "Segling på öppet hav"}
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		if len(rs.Description().Skills) == 0 {
			return // the rules have no skills: check says so of any in the file
		}
		for _, s := range own {
			c.Skills = append(c.Skills, sheet.Skill{Name: s, Value: 3})
		}
		path := render(t, c, rs, fixed)
		text := pdfText(t, path)
		// A name set in two lines at the smallest size is whole too: read in the order
		// it was drawn, its lines follow each other.
		raw, err := exec.Command(tool(t, "pdftotext"), path, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		var npc bytes.Buffer
		if err := NPCs(&npc, []Character{{Doc: c, Ruleset: rs}}, fixed); err != nil {
			t.Fatal(err)
		}
		block, _ := printed(t, npc.Bytes())
		flat := strings.Join(strings.Fields(string(raw)), " ")
		for _, s := range own {
			if !strings.Contains(flat, s) {
				t.Errorf("%q is not printed whole", s)
			}
			if !strings.Contains(strings.Join(strings.Fields(block), " "), s) {
				t.Errorf("%q is not in the NPC block", s)
			}
		}
		for _, l := range strings.Split(text, "\n") {
			if strings.Contains(l, "…") || strings.Contains(l, "Egen färdighet") {
				t.Errorf("cut or unnamed: %q", strings.TrimSpace(l))
			}
		}
	})
}

// long is c with a long name and occupation, and, where the rules have body parts, three
// layers of their longest-named armor on every part: the held-out sheets cut names and
// occupations on page 1 and armor lines ("Höger ben KP 5 SP H 1 K 1 S 1 las…").
func long(c *sheet.Character, desc *engine.Description) *sheet.Character {
	out := c.Clone()
	out.Name = "Åsa Järnhand Torbjörnsdotter av Norrvik, kallad Björnbrottaren"
	out.Occupation = "Smed och före detta sköldmö i jarlens här"
	var worn []string
	for _, a := range desc.Armor {
		if a.Kind != engine.ArmorHelmet {
			worn = append(worn, a.ID)
		}
	}
	slices.SortFunc(worn, func(a, b string) int { return len(b) - len(a) })
	if len(desc.BodyParts) > 0 && len(worn) >= 3 {
		out.Armor = map[string][]string{}
		for _, p := range desc.BodyParts {
			out.Armor[p.ID] = worn[:3]
		}
	}
	return out
}

// Every example with a long name and occupation and armor on every part prints whole.
func TestEveryExampleLongCutsNothing(t *testing.T) {
	t.Parallel()
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		c = long(c, rs.Description())
		for _, paper := range Papers {
			opt := fixed
			opt.Paper = paper
			for _, l := range strings.Split(pdfText(t, render(t, c, rs, opt)), "\n") {
				if strings.Contains(l, "…") {
					t.Errorf("%s: cut short: %q", paper, strings.TrimSpace(l))
				}
			}
		}
	})
}

// armed is c with a portrait and n weapons, its own repeated, and a long name: a portrait
// pushed Åsa's weapons to page 2, and framgångsslag's eight weapons its damage track.
func armed(t *testing.T, c *sheet.Character, n int) *sheet.Character {
	t.Helper()
	out := long(c, &engine.Description{})
	img := image.NewRGBA(image.Rect(0, 0, 120, 160))
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	p, err := sheet.NewPortrait(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	out.Portrait = p
	for i := 0; len(out.Weapons) > 0 && len(out.Weapons) < n; i++ {
		w := out.Weapons[i]
		w.Name = fmt.Sprintf("Vapen nummer %d", len(out.Weapons)+1)
		out.Weapons = append(out.Weapons, w)
	}
	return out
}

// Page 1 is the fight whatever the portrait, the weapons and the name: every weapon, and the
// life and the tracks a fight ticks, are on it.
func TestPageOneIsTheFightWithAPortraitAndTenWeapons(t *testing.T) {
	t.Parallel()
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		c = armed(t, c, weaponsOnPageOne)
		text := pdfText(t, render(t, c, rs, fixed))
		pageOne, _, _ := strings.Cut(text, "\f")
		// On Letter too, a page shorter than A4, the tracks a fight ticks stay on page 1.
		letter := fixed
		letter.Paper = "letter"
		letterOne, _, _ := strings.Cut(pdfText(t, render(t, c, rs, letter)), "\f")
		layout := rs.Derive(c).Layout()
		if n := len(layout.Weapons); n > 0 && strings.Count(pageOne, layout.Weapons[n-1].Label) < 1 {
			t.Errorf("page 1 lacks the last weapon %q", layout.Weapons[n-1].Label)
		}
		for _, tr := range rs.Description().Trackers {
			for paper, one := range map[string]string{"A4": pageOne, "Letter": letterOne} {
				if tr.Block && tr.Of(c.NPC) && !strings.Contains(one, tr.Label) && !strings.Contains(one, engine.Labelled(tr.Abbr, tr.Label)) {
					t.Errorf("%s: page 1 lacks the track %q a fight ticks", paper, tr.Label)
				}
			}
		}
		if life := layout.Life; life != nil && !strings.Contains(pageOne, life.Abbr) {
			t.Errorf("page 1 lacks %s", life.Abbr)
		}
	})
}

// weaponsOnPageOne is how many weapons page 1 holds in every ruleset with a portrait, a long
// name and armor on every part, set tight where it must be; more run on to the top of page 2
// under "Vapen (forts.)", the tracks staying on page 1 whatever their number.
const weaponsOnPageOne = 10

// Page 1 keeps the tracks a fight ticks whatever the weapons, and no weapon is dropped: forty
// weapons, each an attack among framgångsslag's derived values, pushed its tracks to page 3.
func TestPageOneKeepsTheTracksWithFortyWeapons(t *testing.T) {
	t.Parallel()
	eachExample(t, func(t *testing.T, c *sheet.Character, rs engine.Ruleset) {
		c = armed(t, c, 40)
		layout := rs.Derive(c).Layout()
		for _, paper := range Papers {
			opt := fixed
			opt.Paper = paper
			text := pdfText(t, render(t, c, rs, opt))
			one, _, _ := strings.Cut(text, "\f")
			for _, tr := range rs.Description().Trackers {
				if tr.Block && tr.Of(c.NPC) && !strings.Contains(one, tr.Label) && !strings.Contains(one, engine.Labelled(tr.Abbr, tr.Label)) {
					t.Errorf("%s: page 1 lacks the track %q a fight ticks", paper, tr.Label)
				}
			}
			if len(layout.Weapons) == 0 {
				continue
			}
			// Every weapon is printed, the table running on to page 2 where page 1 is full.
			for _, w := range layout.Weapons {
				if !strings.Contains(text, w.Label+" ") && !strings.Contains(text, w.Label+"\n") {
					t.Errorf("%s: weapon %q is not printed", paper, w.Label)
				}
			}
		}
	})
}

// An encounter of long-named combatants prints its order and blocks whole, and so does a pack
// of them: the order set each name in 60 mm with "…".
func TestAnEncounterOfLongNamesCutsNothing(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"asa-jarnhand.json", "bonder.json", "vatte.json"} {
		c, rs := exampleFile(t, name)
		c = long(c, rs.Description())
		c.NPC = true
		f := encounter.New(rs)
		if err := f.AddCopies(c, 3); err != nil {
			t.Fatal(err)
		}
		var fight, pack bytes.Buffer
		if err := Encounter(&fight, f, fixed); err != nil {
			t.Fatal(err)
		}
		if err := WritePack(&pack, Pack{NPCs: []Character{{c, rs}}, Fight: f}, fixed); err != nil {
			t.Fatal(err)
		}
		for kind, pdf := range map[string][]byte{"encounter": fight.Bytes(), "pack": pack.Bytes()} {
			text, _ := printed(t, pdf)
			for _, l := range strings.Split(text, "\n") {
				if strings.Contains(l, "…") {
					t.Errorf("%s %s: cut short: %q", name, kind, strings.TrimSpace(l))
				}
			}
		}
	}
}
