package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"rollformular/campaign"
	"rollformular/export"
)

// campaignCommands are the subcommands of campaign, each a command of its own.
var campaignCommands = subcommands{"campaign", []command{
	{"new", "campaign new DIR --ruleset ID --name S", campaignNew},
	{"add", "campaign add DIR FILE...", campaignAdd},
	{"show", "campaign show DIR", campaignShow},
	{"party", "campaign party DIR -o OUT.pdf [--paper a4|letter] [--force]", campaignParty},
}}

// runCampaign runs a subcommand of campaign: a folder of a group's documents (docs/campaign.md).
func runCampaign(env Env, args []string) error { return campaignCommands.run(env, args) }

// campaignNew makes DIR a campaign of a ruleset, named; the characters already in it are its
// party. It prints what campaign show prints.
func campaignNew(env Env, args []string) error {
	f := flag.NewFlagSet("campaign new", flag.ContinueOnError)
	ruleset := f.String("ruleset", "", "the rules the campaign plays by")
	name := f.String("name", "", "the campaign's name")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) != 1:
		return usagef("give exactly one folder")
	case *ruleset == "":
		return usagef("--ruleset is required (one of %v)", env.Rulesets.IDs())
	case strings.TrimSpace(*name) == "":
		return usagef("--name is required")
	}
	if _, err := env.Rulesets.Lookup(*ruleset); err != nil {
		return usageError{msg: err.Error()}
	}
	c, err := campaign.New(rest[0], *name, *ruleset)
	if err != nil {
		return err
	}
	return printCampaign(env, c)
}

// campaignAdd copies documents into a campaign, the player characters into its party.
func campaignAdd(env Env, args []string) error {
	f := flag.NewFlagSet("campaign add", flag.ContinueOnError)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) < 2 {
		return usagef("give the campaign's folder and the files to add")
	}
	c, err := campaign.OpenWith(rest[0], campaign.Options{CacheDir: cacheDir(env)})
	if err != nil {
		return err
	}
	if _, err := c.Add(rest[1:]...); err != nil {
		return err
	}
	return printCampaign(env, c)
}

// campaignShow prints a campaign as JSON (docs/campaign-show.schema.json).
func campaignShow(env Env, args []string) error {
	f := flag.NewFlagSet("campaign show", flag.ContinueOnError)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return usagef("give exactly one folder")
	}
	c, err := campaign.OpenWith(rest[0], campaign.Options{CacheDir: cacheDir(env)})
	if err != nil {
		return err
	}
	return printCampaign(env, c)
}

// campaignParty prints the GM's view of a campaign's party: a row per character, on one page.
// The characters are read by the campaign's house rules, where it plays by a pack.
func campaignParty(env Env, args []string) error {
	f := flag.NewFlagSet("campaign party", flag.ContinueOnError)
	out, paper, force := pdfFlags(f)
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	switch {
	case len(rest) != 1:
		return usagef("give exactly one folder")
	case *out == "":
		return usagef("-o OUT.pdf is required")
	}
	c, err := campaign.OpenWith(rest[0], campaign.Options{CacheDir: cacheDir(env)})
	if err != nil {
		return err
	}
	if len(c.File.Party) == 0 {
		return fmt.Errorf("%s: the campaign has no party to print (campaign add adds player characters to it)", rest[0])
	}
	if c.File.Rules != "" {
		if env, err = withRules(env, c.Path(c.File.Rules)); err != nil {
			return err
		}
	}
	files := make([]string, len(c.File.Party))
	chars := make([]export.Character, len(c.File.Party))
	for i, file := range c.File.Party {
		files[i] = c.Path(file)
		doc, rs, err := load(env, files[i])
		if err != nil {
			return err
		}
		chars[i] = export.Character{Doc: doc, Ruleset: rs}
	}
	if err := checkPDFTarget(*out, files, *force); err != nil {
		return err
	}
	opt, err := pdfOptions(env, *paper)
	if err != nil {
		return err
	}
	title := export.PartyTitle(c.File.Name, opt)
	return writePDF(*out, func(w io.Writer) error { return export.Party(w, title, chars, opt) })
}

// campaignJSON is what campaign show prints: every key always there, lists empty as [].
type campaignJSON struct {
	Name       string                  `json:"name"`
	Ruleset    string                  `json:"ruleset"`
	Rules      string                  `json:"rules"`
	Saved      bool                    `json:"saved"`
	Party      []string                `json:"party"`
	Characters []campaignCharacterJSON `json:"characters"`
	Encounters []campaignEncounterJSON `json:"encounters"`
	Packs      []string                `json:"packs"`
	Conflicts  []campaignConflictJSON  `json:"conflicts"`
	Problems   []campaignProblemJSON   `json:"problems"`
}

type campaignCharacterJSON struct {
	File    string `json:"file"`
	Name    string `json:"name"`
	NPC     bool   `json:"npc"`
	Party   bool   `json:"party"`
	Ruleset string `json:"ruleset"`
}

type campaignEncounterJSON struct {
	File       string `json:"file"`
	Ruleset    string `json:"ruleset"`
	Round      int    `json:"round"`
	Combatants int    `json:"combatants"`
}

type campaignConflictJSON struct {
	File     string `json:"file"`
	Original string `json:"original"`
	Kind     string `json:"kind"`
}

type campaignProblemJSON struct {
	File    string `json:"file"`
	Message string `json:"message"`
}

// printCampaign prints c whole: Complete reads what each of its documents is first.
func printCampaign(env Env, c *campaign.Campaign) error {
	c.Complete()
	out := campaignJSON{
		Name: c.File.Name, Ruleset: c.File.Ruleset, Rules: c.File.Rules, Saved: c.Saved,
		Party: append([]string{}, c.File.Party...), Characters: []campaignCharacterJSON{}, Encounters: []campaignEncounterJSON{},
		Packs: append([]string{}, c.Packs...), Conflicts: []campaignConflictJSON{}, Problems: []campaignProblemJSON{},
	}
	for _, ch := range c.Characters {
		out.Characters = append(out.Characters, campaignCharacterJSON{ch.File, ch.Name, ch.NPC, ch.Party, ch.Ruleset})
	}
	for _, e := range c.Encounters {
		out.Encounters = append(out.Encounters, campaignEncounterJSON{e.File, e.Ruleset, e.Round, e.Combatants})
	}
	for _, k := range c.Conflicts {
		out.Conflicts = append(out.Conflicts, campaignConflictJSON{k.File, k.Original, k.Kind})
	}
	for _, p := range c.Problems {
		out.Problems = append(out.Problems, campaignProblemJSON{p.File, p.Message})
	}
	return printJSON(env.Stdout, out)
}

// cacheDir is where the campaign's header cache is kept: the user's cache folder, or none
// when the environment names no home (as in the tests), so nothing is written outside the
// folders given.
func cacheDir(env Env) string {
	for _, k := range []string{"XDG_CACHE_HOME", "HOME", "LocalAppData"} {
		if env.Getenv(k) != "" {
			return campaign.DefaultCacheDir()
		}
	}
	return ""
}
