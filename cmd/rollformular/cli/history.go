package cli

import (
	"errors"
	"flag"
	"time"

	"rollformular/campaign"
	"rollformular/sheet"
)

// runHistory lists the versions a campaign keeps of a document, a character or an encounter
// (docs/history.schema.json), or with --version N writes that version to -o OUT. OUT is never
// the document itself, nor, without --force, a file that is not a document of its kind.
func runHistory(env Env, args []string) error {
	f := flag.NewFlagSet("history", flag.ContinueOnError)
	version := f.Int("version", 0, "the version to write to -o")
	out := f.String("o", "", "the file to write the version to")
	force := f.Bool("force", false, "replace an -o that is not a character file")
	rest, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	given := map[string]bool{}
	f.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
	switch {
	case len(rest) != 1:
		return usagef("give exactly one file")
	case given["version"] && *version < 1:
		return usagef("--version %d: versions count from 1", *version)
	case given["version"] != (*out != ""):
		return usagef("--version N and -o OUT go together")
	}
	if !given["version"] {
		return printHistory(env, rest[0])
	}
	v, err := campaign.VersionOf(rest[0], *version)
	if err != nil {
		return err
	}
	kind := characterDoc
	if encounterDoc.holds([]byte(v.Doc)) {
		kind = encounterDoc
	}
	if err := checkOutputs(rest, *force, kind, output{"o", *out}); err != nil {
		return err
	}
	return sheet.WriteFile(*out, []byte(v.Doc))
}

// versionJSON is a version as history prints it.
type versionJSON struct {
	Version int    `json:"version"`
	Time    string `json:"time"`
	Summary string `json:"summary"`
}

func printHistory(env Env, path string) error {
	if err := loadDocument(path); err != nil {
		return err
	}
	versions, err := campaign.History(path)
	if err != nil {
		return err
	}
	out := make([]versionJSON, len(versions))
	for i, v := range versions {
		out[i] = versionJSON{v.Version, v.Time.UTC().Format(time.RFC3339), v.Summary}
	}
	return printJSON(env.Stdout, out)
}

// loadDocument says what is wrong with the document at path, a character or an encounter, as
// loading it says; nil when it opens.
func loadDocument(path string) error {
	_, err := sheet.Load(path)
	if errors.Is(err, sheet.ErrEncounter) {
		_, err = sheet.LoadEncounter(path) // an encounter's own problem, a newer version's say
	}
	return err
}
