package campaignview

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
)

// summaryIn is the summary s of a version in the reader's language: its parts as the campaign
// package reads them back (campaign.ReadSummary), the fixed words worded here, the rules' own
// names and values as written.
func summaryIn(s string) string {
	sum := campaign.ReadSummary(s)
	var lead string
	switch sum.Lead {
	case campaign.LeadNone:
		if len(sum.Changes) == 0 && sum.More == 0 {
			return lang.L("no change")
		}
	case campaign.LeadNew:
		lead = lang.L("new")
	case campaign.LeadAsFound:
		lead = lang.L("as it was found")
	case campaign.LeadOutside:
		lead = lang.L("changed outside the program")
	case campaign.LeadRestored:
		lead = lang.L("brought back version {{.N}}", map[string]any{"N": sum.Version})
	case campaign.LeadNewFight:
		lead = lang.L("new: Runda {{.Round}}, {{.Count}} in the fight", map[string]any{"Round": sum.Round, "Count": sum.Combatants})
	}
	changes := make([]string, len(sum.Changes))
	for i, c := range sum.Changes {
		changes[i] = changeIn(c)
	}
	out := strings.Join(changes, ", ")
	if sum.More > 0 {
		out += "… " + lang.L("(+{{.Count}} more)", map[string]any{"Count": sum.More})
	}
	switch {
	case lead == "":
		return out
	case out == "":
		return lead
	}
	return lead + ": " + out
}

// changeIn is one change of a summary's in the reader's language.
func changeIn(c campaign.Change) string {
	label := c.Text
	if c.Member != "" {
		label = FieldLabel(campaign.Difference{Kind: c.Member, Label: c.Member})
		if c.Text != "" {
			label += " " + c.Text
		}
	}
	if c.Changed {
		return lang.L("{{.Name}} changed", map[string]any{"Name": label})
	}
	return label
}
