package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

// worstDocument is the heaviest character of a ruleset a file may hold within every limit of
// sheet/limits.go: every list full, every text as long as allowed, every number at the ends
// of int, catalog ids where the ruleset has them and long ids of the player's own besides,
// weapons whose damage is the most dice there are. No honest character comes near; a hostile
// or broken file may, and every command must still answer within seconds and without
// gigabytes.
func worstDocument(desc *engine.Description) ([]byte, error) {
	long := worstName
	pick := func(items []engine.CatalogItem, i int) string {
		if len(items) == 0 || i%2 == 1 {
			return long("egen", i)
		}
		return items[i%len(items)].ID
	}
	doc := map[string]any{
		"format": sheet.Format, "version": sheet.Version, "ruleset": desc.ID,
		"name": long("Namn", 0), "player": long("Spelare", 0), "age": long("Ålder", 0), "occupation": long("Yrke", 0),
		"npc": true, "notes": strings.Repeat("anteckning ", sheet.MaxNotes/11),
	}
	attributes, names, original := map[string]int{}, map[string]string{}, map[string]int{}
	var marks []string
	for i := range sheet.MaxAttributes {
		id := fmt.Sprintf("a%d", i)
		if i < len(desc.Attributes) {
			id = desc.Attributes[i].ID
		}
		attributes[id] = []int{math.MaxInt, math.MinInt}[i%2]
		original[id] = math.MaxInt
		names[id] = long("egenskap", i)
		marks = append(marks, id)
	}
	doc["attributes"], doc["attribute_names"], doc["original"], doc["attribute_marks"] = attributes, names, original, marks
	var skills []map[string]any
	for i := range sheet.MaxSkills {
		skills = append(skills, map[string]any{"id": pick(desc.Skills, i), "name": long("färdighet", i), "spec": "spec",
			"value": []int{math.MaxInt, math.MinInt, 30}[i%3], "spent": math.MaxInt, "mark": true, "concept": true})
	}
	doc["skills"] = skills
	var weapons []map[string]any
	for i := range sheet.MaxWeapons {
		damage := []string{"1000T1000", "1000T1000+1000", "coriolis 9223372036854775807", long("skada", i)}[i%4]
		weapons = append(weapons, map[string]any{"id": pick(desc.Weapons, i), "name": long("vapen", i), "skill": "färdighet",
			"damage": damage, "type": "H", "range": long("0–1", i), "bonus": math.MaxInt, "scope": math.MaxInt, "boxes": 1e300})
	}
	doc["weapons"] = weapons
	armor := map[string][]string{}
	parts := []string{"kropp"}
	for _, p := range desc.BodyParts {
		parts = append(parts, p.ID)
	}
	for len(parts) < sheet.MaxBodyParts {
		parts = append(parts, fmt.Sprintf("del-%d", len(parts)))
	}
	for i, p := range parts {
		for j := range sheet.MaxArmorLayers {
			id := fmt.Sprintf("rustning-%d-%d-%s", i, j, strings.Repeat("x", 250)) // 2.5 MB in all
			if j%2 == 0 && len(desc.Armor) > 0 {
				id = desc.Armor[j%len(desc.Armor)].ID
			}
			armor[p] = append(armor[p], id)
		}
	}
	doc["armor"] = armor
	state := map[string]int{}
	for i := range sheet.MaxStateEntries {
		id := fmt.Sprintf("t%d", i)
		if i < len(desc.Trackers) {
			id = desc.Trackers[i].ID
		}
		state[id] = []int{math.MaxInt, math.MinInt}[i%2]
	}
	doc["state"] = state
	var wounds, traits, gear []map[string]any
	for i := range sheet.MaxWounds {
		wounds = append(wounds, map[string]any{"part": parts[i%len(parts)], "damage": math.MaxInt, "type": "H",
			"dice": math.MaxInt, "rounds": math.MaxInt, "laser": true, "massive": true})
	}
	for i := range sheet.MaxTraits {
		traits = append(traits, map[string]any{"id": pick(desc.Traits, i), "name": long("drag", i), "kind": "fordel", "level": math.MaxInt, "skill": "färdighet"})
	}
	for i := range sheet.MaxGear {
		gear = append(gear, map[string]any{"id": pick(desc.Gear, i), "name": []string{long("pryl", i), "pryl"}[min(i%10, 1)], "count": math.MaxInt, "boxes": 1e300, "kg": 1e300})
	}
	doc["wounds"], doc["traits"], doc["gear"] = wounds, traits, gear
	var drives, conditions []string
	for i := range sheet.MaxDrives {
		drives = append(drives, long("drivkraft", i))
	}
	for i := range sheet.MaxConditions {
		conditions = append(conditions, pick(desc.Conditions, i))
	}
	doc["drives"], doc["conditions"] = drives, conditions
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	if len(data) > sheet.MaxFileSize {
		return nil, fmt.Errorf("the worst %s document is %d bytes, over the %d a file may have", desc.ID, len(data), sheet.MaxFileSize)
	}
	_, err = sheet.Parse(data)
	return data, err
}

// worstName is a text as long as a document allows, numbered.
func worstName(prefix string, i int) string {
	s := fmt.Sprintf("%s %d ", prefix, i)
	return s + strings.Repeat("Ö", sheet.MaxText-len([]rune(s)))
}

// worstFiles writes every ruleset's worst document into dir.
func worstFiles(tb testing.TB, dir string) map[string]string {
	tb.Helper()
	reg, err := rulesets.Builtin()
	if err != nil {
		tb.Fatal(err)
	}
	files := map[string]string{}
	for _, id := range reg.IDs() {
		rs, _ := reg.Lookup(id)
		data, err := worstDocument(rs.Description())
		if err != nil {
			tb.Fatal(err)
		}
		path := filepath.Join(dir, id+".json")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			tb.Fatal(err)
		}
		files[id] = path
	}
	return files
}

// The commands that read a character answer on the heaviest document the limits allow, in one
// clear line of bounded length where they refuse. How long they take, pdf's too, is measured by
// BenchmarkCommandsOnTheWorstDocuments; pdf is left to it, for printing such a document takes
// seconds, too long for every run of the tests.
func TestCommandsOnTheWorstDocuments(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("writes and prints documents of megabytes")
	}
	dir := t.TempDir()
	for id, path := range worstFiles(t, dir) {
		for _, args := range worstCommands(path, dir) {
			if args[0] == "pdf" {
				continue
			}
			r := run(t, nil, args...)
			if r.code != OK && r.code != Failed && r.code != BadArgs {
				t.Errorf("%s %v: exit %d, %.300s", id, args[0], r.code, r.stderr)
			}
			if n := len([]rune(r.stderr)); n > maxMessage+200 {
				t.Errorf("%s %v: a message of %d characters", id, args[0], n)
			}
		}
	}
}

func worstCommands(path, dir string) [][]string {
	return [][]string{
		{"derive", path},
		{"check", path},
		{"roll", path, worstName("vapen", 1), "--seed", "1"},
		{"roll", path, "no such thing", "--seed", "1"},
		{"pdf", path, "-o", filepath.Join(dir, "sheet.pdf")},
		{"pdf", "--npc", path, path, path, path, "-o", filepath.Join(dir, "npc.pdf")},
	}
}

// BenchmarkCommandsOnTheWorstDocuments: every command on the heaviest document of each
// ruleset. The bound is 2 s and 500 MB a command, on this two-core machine.
func BenchmarkCommandsOnTheWorstDocuments(b *testing.B) {
	dir := b.TempDir()
	reg, err := rulesets.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	for id, path := range worstFiles(b, dir) {
		for _, args := range worstCommands(path, dir) {
			b.Run(id+"/"+args[0]+map[bool]string{true: "-npc"}[args[1] == "--npc"], func(b *testing.B) {
				for b.Loop() {
					Run(Env{Stdout: io.Discard, Stderr: io.Discard, Getenv: func(string) string { return "" }, Rulesets: reg}, args)
				}
			})
		}
	}
}
