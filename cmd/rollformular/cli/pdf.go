package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
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
	npc := f.Bool("npc", false, "compact NPC blocks, eight to a page")
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
		if len(files) > 0 || *npc {
			return usagef("--blank takes no files and no --npc")
		}
		if *ruleset == "" {
			return usagef("--blank needs --ruleset (one of %v)", env.Rulesets.IDs())
		}
		rs, err := env.Rulesets.Lookup(*ruleset)
		if err != nil {
			return usageError{err.Error()}
		}
		var buf bytes.Buffer
		if err := export.Blank(&buf, rs, opt); err != nil {
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

// checkPDFTarget refuses an -o that would destroy something, before any work is done: one of
// the character files being printed, however it is named (./a.json, a link to it), even with
// --force, since a PDF in its place is never wanted; and, without --force, any existing file
// that does not start as a PDF does. sheet.WriteTarget refuses a folder, device or pipe.
func checkPDFTarget(out string, inputs []string, force bool) error {
	target, old, err := sheet.WriteTarget(out)
	if err != nil || old == nil {
		return err
	}
	for _, in := range inputs {
		if fi, err := os.Stat(in); err == nil && os.SameFile(old, fi) {
			return fmt.Errorf("-o %s is the character file %s; the PDF would replace it", out, in)
		}
	}
	if force {
		return nil
	}
	f, err := sheet.OpenRegular(target)
	if err != nil {
		return fmt.Errorf("%s exists and cannot be read to see whether it is a PDF (%v); add --force to replace it", out, err)
	}
	defer f.Close()
	head := make([]byte, len(pdfMagic))
	n, _ := io.ReadFull(f, head)
	if string(head[:n]) != pdfMagic {
		return fmt.Errorf("%s exists and is not a PDF; add --force to replace it", out)
	}
	return nil
}

// pdfMagic is how every PDF file begins.
const pdfMagic = "%PDF-"
