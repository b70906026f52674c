package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strings"

	"rollformular/export"
	"rollformular/sheet"
)

// runPDF prints the full sheets of one or more documents into one PDF, or their NPC blocks,
// or a blank sheet of a ruleset.
func runPDF(env Env, args []string) error {
	f := flag.NewFlagSet("pdf", flag.ContinueOnError)
	out := f.String("o", "", "the PDF to write")
	paper := f.String("paper", "a4", "a4 or letter")
	npc := f.Bool("npc", false, "compact NPC blocks, as many to a page as fit; with --blank, a page of empty blocks")
	blank := f.Bool("blank", false, "an empty sheet of --ruleset")
	ruleset := f.String("ruleset", "", "the ruleset of --blank")
	force := f.Bool("force", false, "replace a file at -o that is not a PDF")
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usagef("-o OUT.pdf is required")
	}
	if p := strings.ToLower(*paper); p != "a4" && p != "letter" {
		return usagef("--paper must be a4 or letter, not %q", *paper)
	}
	if err := checkPDFTarget(*out, files, *force); err != nil {
		return err
	}
	opt := export.Options{Paper: *paper}
	if opt.Time, err = export.TimeFromSourceDateEpoch(env.Getenv("SOURCE_DATE_EPOCH")); err != nil {
		return err
	}
	if *blank {
		if len(files) > 0 {
			return usagef("--blank takes no files")
		}
		if *ruleset == "" {
			return usagef("--blank needs --ruleset (one of %v)", env.Rulesets.IDs())
		}
		rs, err := env.Rulesets.Lookup(*ruleset)
		if err != nil {
			return usageError{err.Error()}
		}
		write := export.Blank
		if *npc {
			write = export.BlankNPCs
		}
		var buf bytes.Buffer
		if err := write(&buf, rs, opt); err != nil {
			return err
		}
		return sheet.ReplaceFile(*out, buf.Bytes())
	}
	if *ruleset != "" {
		return usagef("--ruleset goes with --blank")
	}
	if len(files) == 0 {
		return usagef("give at least one character file")
	}
	chars := make([]export.Character, 0, len(files))
	for _, path := range files {
		c, rs, err := load(env, path)
		if err != nil {
			return err
		}
		chars = append(chars, export.Character{Doc: c, Ruleset: rs})
	}
	write := export.Sheets
	if *npc {
		write = export.NPCs
	}
	var buf bytes.Buffer
	if err := write(&buf, chars, opt); err != nil {
		return err
	}
	return sheet.ReplaceFile(*out, buf.Bytes())
}

// checkPDFTarget refuses an -o that would destroy something (export.CheckTarget): one of the
// character files printed, even with --force, since a PDF in its place is never wanted; and,
// without --force, an existing file that is not a PDF.
func checkPDFTarget(out string, inputs []string, force bool) error {
	err := export.CheckTarget(out, inputs)
	switch {
	case errors.Is(err, export.ErrOverInput):
		return fmt.Errorf("-o %v", err)
	case errors.Is(err, export.ErrNotPDF) && !force:
		return fmt.Errorf("%v; add --force to replace it", err)
	case errors.Is(err, export.ErrNotPDF):
		return nil
	}
	return err
}
