package cli

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rollformular/sheet"
)

// Issue 49, 6b: "the default weapon is the first in the file (Obeväpnad beside a Slagsvärd
// 25)". `encounter act FIGHT.json ACTOR` names no weapon: the actor attacks with the best
// weapon it carries by its rules' measure (README), whatever the file's order, and one that
// cannot reach the target at the distance given is passed over.
func TestEncounterActTakesTheBestWeaponCarried(t *testing.T) {
	t.Parallel()
	weak := func(id, name, damage string) sheet.Weapon {
		return sheet.Weapon{ID: id, Name: name, Damage: damage, Type: "narstrid"}
	}
	for _, c := range []struct {
		ruleset, player, npc string
		// change makes the player's weapons, the weaker first.
		change func(c *sheet.Character)
		want   string
	}{
		// Spelsystemet: "Om slaget är lägre än det aktuella värdet, räknas det som lyckat": the
		// higher the skill, the likelier the blow; of equal skills the larger damage.
		{"spelsystemet", "asa-jarnhand", "rovare", func(c *sheet.Character) {
			c.Weapons = []sheet.Weapon{{ID: "obevapnad"}, {ID: "slagsvard"}}
			c.Skills = append(c.Skills, sheet.Skill{ID: "narstridsvapen", Spec: "Slagsvärd", Value: 25})
		}, "Slagsvärd"},
		// Framgångsslag: "Man slår 2T8 och adderar resultatet med karaktärens
		// Framgångsvärde(FV)", where the Svärd's stridsvärde 3 adds to the FV ("[ 3 från
		// Svärdet ]").
		{"framgangsslag", "stadsvakt", "bonder", func(c *sheet.Character) {
			c.Weapons = append([]sheet.Weapon{weak("pak", "Påk", "1")}, c.Weapons...)
		}, "Svärd"},
		// Intensitet: "Spelaren slår en t20 och lägger till 13. Det blir 25, vilket är en
		// träff": the higher bonus first, then the mean damage.
		{"intensitet", "bombur", "vatte", func(c *sheet.Character) {
			c.Weapons = append([]sheet.Weapon{weak("kapp", "Käpp", "1T4")}, c.Weapons...)
		}, "Stridsyxa"},
		// Zonstrid rolls the same pool with either ("Du behöver en framgång för att träffa");
		// "Om du träffar gör du skada, som anges i Vapen-tabellen": the Yxa's 2 is the larger.
		{"zonstrid", "eira", "skogsrovare", func(c *sheet.Character) {
			c.Weapons = []sheet.Weapon{weak("kapp", "Käpp", "1"), weak("yxa", "Yxa", "2")}
		}, "Yxa"},
		// Ödestärningar's attack by default stakes as "Båda satsar en ödestärning och en
		// färdighetstärning var": with a skill die for either, the Vulkanpistol's skada 3 beats
		// the Durakniv's 1.
		{"odestarningar", "jibril", "nadir", nil, "Vulkanpistol"},
	} {
		t.Run(c.ruleset, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			doc := loadDoc(t, exampleFile(c.player))
			doc.NPC = false
			if c.change != nil {
				c.change(doc)
			}
			player := saveDoc(t, dir, c.player, doc)
			fight := filepath.Join(dir, "fight.json")
			s := play[shown](t, "encounter", "new", "--ruleset", c.ruleset, player, "--npc", exampleFile(c.npc), "--seed", "1", "-o", fight)
			for _, x := range s.Combatants {
				if x.File == "" {
					play[shown](t, "encounter", "side", fight, x.Name, "npcs")
				} else {
					play[shown](t, "encounter", "side", fight, x.Name, "players")
				}
			}
			x := play[fought](t, "encounter", "act", fight, doc.Name, "--seed", "1", "--force")
			if !strings.Contains(x.Attack.What, c.want) {
				t.Errorf("%s attacks with %q, want %q", doc.Name, x.Attack.What, c.want)
			}
		})
	}
	// Eira's Gevär reaches zones 1–3 (her sheet's range "1–3"): in her own zone she strikes
	// with the Kniv, from afar she shoots.
	dir := t.TempDir()
	fight := filepath.Join(dir, "fight.json")
	play[shown](t, "encounter", "new", "--ruleset", "zonstrid", copyTo(t, dir, "eira"), "--npc", exampleFile("skogsrovare"), "--seed", "1", "-o", fight)
	for distance, want := range map[string]string{"0": "Kniv", "2": "Gevär"} {
		x := play[fought](t, "encounter", "act", fight, "Eira Lind", "--distance", distance, "--seed", "1", "--force")
		if x.Attack.What != want && !slices.Contains(x.Attack.Details, want) {
			t.Errorf("at distance %s Eira attacks with %q, want %q", distance, x.Attack.What, want)
		}
	}
}
