package campaignview

import (
	"regexp"
	"strings"

	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
)

// A version's summary is kept in the history as the campaign package words it, in English
// around the rules' own names ("STY 14 → 15, notes changed", "restored version 3: …"), so that
// every program and the CLI read one text. The panel words its fixed phrases in the reader's
// language as it shows them.

var (
	restored = regexp.MustCompile(`^restored version ([0-9]+)`)
	more     = regexp.MustCompile(`… \(\+([0-9]+) more\)$`)
	newFight = regexp.MustCompile(`^new: Runda ([0-9]+), ([0-9]+) combatants`)
)

// summaryIn is the summary s in the reader's language.
func summaryIn(s string) string {
	switch s {
	case "":
		return lang.L("no change")
	case "as found":
		return lang.L("as it was found")
	case "new":
		return lang.L("new")
	}
	s = restored.ReplaceAllStringFunc(s, func(m string) string {
		return lang.L("brought back version {{.N}}", map[string]any{"N": restored.FindStringSubmatch(m)[1]})
	})
	s = newFight.ReplaceAllStringFunc(s, func(m string) string {
		g := newFight.FindStringSubmatch(m)
		return lang.L("new: Runda {{.Round}}, {{.Count}} in the fight", map[string]any{"Round": g[1], "Count": g[2]})
	})
	s = more.ReplaceAllStringFunc(s, func(m string) string {
		return "… " + lang.L("(+{{.Count}} more)", map[string]any{"Count": more.FindStringSubmatch(m)[1]})
	})
	s = strings.Replace(s, "changed outside the program", lang.L("changed outside the program"), 1)
	parts := strings.Split(s, ", ")
	for i, p := range parts {
		if name, ok := strings.CutSuffix(p, " changed"); ok {
			parts[i] = lang.L("{{.Name}} changed", map[string]any{"Name": FieldLabel(memberNamed(name))})
		}
	}
	return strings.Join(parts, ", ")
}

// memberNamed is the difference of a summary's part that names a field by its id alone.
func memberNamed(name string) campaign.Difference {
	return campaign.Difference{Kind: name, Label: name}
}
