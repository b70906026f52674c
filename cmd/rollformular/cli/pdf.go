package cli

import (
	"bytes"
	"flag"
	"strings"

	"rollformular/export"
	"rollformular/sheet"
)

// runPDF prints the full sheets of one or more documents into one PDF.
func runPDF(env Env, args []string) error {
	f := flag.NewFlagSet("pdf", flag.ContinueOnError)
	out := f.String("o", "", "the PDF to write")
	paper := f.String("paper", "a4", "a4 or letter")
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if *out == "" {
		return usagef("-o OUT.pdf is required")
	}
	if len(files) == 0 {
		return usagef("give at least one character file")
	}
	if p := strings.ToLower(*paper); p != "a4" && p != "letter" {
		return usagef("--paper must be a4 or letter, not %q", *paper)
	}
	opt := export.Options{Paper: *paper}
	if opt.Time, err = export.TimeFromSourceDateEpoch(env.Getenv("SOURCE_DATE_EPOCH")); err != nil {
		return err
	}
	chars := make([]export.Character, 0, len(files))
	for _, path := range files {
		c, rs, err := load(env, path)
		if err != nil {
			return err
		}
		chars = append(chars, export.Character{Doc: c, Ruleset: rs})
	}
	var buf bytes.Buffer
	if err := export.Sheets(&buf, chars, opt); err != nil {
		return err
	}
	return sheet.ReplaceFile(*out, buf.Bytes())
}
