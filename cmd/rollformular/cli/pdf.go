package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"rollformular/export"
	"rollformular/sheet"
)

// runPDF prints the full sheets of one or more documents into one PDF, or their NPC blocks,
// or a blank sheet of a ruleset.
func runPDF(env Env, args []string) error {
	f := flag.NewFlagSet("pdf", flag.ContinueOnError)
	rules := rulesFlag(f)
	out, paper, force := pdfFlags(f)
	npc := f.Bool("npc", false, "compact NPC blocks, as many to a page as fit; with --blank, a page of empty blocks")
	blank := f.Bool("blank", false, "an empty sheet of --ruleset")
	ruleset := f.String("ruleset", "", "the ruleset of --blank")
	pack := f.Bool("pack", false, "a session pack of an encounter or a folder: the players' sheets, the NPCs' blocks, the order and a quick reference")
	files, err := parseFlags(f, args)
	if err != nil {
		return err
	}
	if env, err = withRules(env, *rules); err != nil {
		return err
	}
	if *out == "" {
		return usagef("-o OUT.pdf is required")
	}
	opt, err := pdfOptions(env, *paper)
	if err != nil {
		return err
	}
	if err := checkPDFTarget(*out, files, *force); err != nil {
		return err
	}
	switch {
	case *blank:
		return pdfBlank(env, files, *ruleset, *npc, *out, opt)
	case *ruleset != "":
		return usagef("--ruleset goes with --blank")
	case *pack:
		if *npc || len(files) != 1 {
			return usagef("--pack takes one encounter or one folder, and no --npc")
		}
		return pdfPack(env, files[0], *out, *force, opt)
	}
	return pdfSheets(env, files, *npc, *out, opt)
}

// pdfBlank writes an empty sheet, or a page of empty NPC blocks, of the ruleset id.
func pdfBlank(env Env, files []string, id string, npc bool, out string, opt export.Options) error {
	if len(files) > 0 {
		return usagef("--blank takes no files")
	}
	if id == "" {
		return usagef("--blank needs --ruleset (one of %v)", env.Rulesets.IDs())
	}
	rs, err := env.Rulesets.Lookup(id)
	if err != nil {
		return usageError{msg: err.Error()}
	}
	write := export.Blank
	if npc {
		write = export.BlankNPCs
	}
	return writePDF(out, func(w io.Writer) error { return write(w, rs, opt) })
}

// pdfPack writes the session pack of an encounter or a folder.
func pdfPack(env Env, from, out string, force bool, opt export.Options) error {
	pk, read, err := loadPack(env, from)
	if err != nil {
		return err
	}
	// Never over a file the pack read, a character in the folder or of the fight.
	if err := checkPDFTarget(out, read, force); err != nil {
		return err
	}
	return writePDF(out, func(w io.Writer) error { return export.WritePack(w, pk, opt) })
}

// pdfSheets writes the sheets, or the NPC blocks, of the character files.
func pdfSheets(env Env, files []string, npc bool, out string, opt export.Options) error {
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
	if npc {
		write = export.NPCs
	}
	return writePDF(out, func(w io.Writer) error { return write(w, chars, opt) })
}

// pdfFlags are the options of every command that writes a PDF: where (-o), on which paper,
// and whether to replace a file there that is not a PDF.
func pdfFlags(f *flag.FlagSet) (out, paper *string, force *bool) {
	out = f.String("o", "", "the PDF to write")
	paper = f.String("paper", "a4", "a4 or letter")
	force = f.Bool("force", false, "replace a file at -o that is not a PDF")
	return out, paper, force
}

// pdfOptions are the options of a PDF on paper, worded in the reader's language, dated by
// SOURCE_DATE_EPOCH where it is set.
func pdfOptions(env Env, paper string) (export.Options, error) {
	if p := strings.ToLower(paper); p != "a4" && p != "letter" {
		return export.Options{}, usagef("--paper must be a4 or letter, not %q", paper)
	}
	opt := export.Options{Paper: paper, HouseRules: env.HouseRules, Language: language(env.Getenv)}
	var err error
	opt.Time, err = export.TimeFromSourceDateEpoch(env.Getenv("SOURCE_DATE_EPOCH"))
	return opt, err
}

// writePDF makes the whole PDF first, so that a failure leaves out as it was.
func writePDF(out string, draw func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := draw(&buf); err != nil {
		return err
	}
	return sheet.ReplaceFile(out, buf.Bytes())
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

// loadPack reads what a session pack of path prints: an encounter's combatants, the players'
// side as sheets and the NPCs' as blocks, with its order; or every character of a folder, in
// name order, the NPCs as blocks. A file of the folder that does not read stops the pack and
// says which; an encounter kept in the folder is left out.
func loadPack(env Env, path string) (export.Pack, []string, error) {
	// A path that is no folder is read as a document, which says what is wrong with it.
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return folderPack(env, path)
	}
	if _, err := sheet.Load(path); !errors.Is(err, sheet.ErrEncounter) {
		if err != nil {
			return export.Pack{}, nil, err
		}
		return export.Pack{}, nil, usagef("--pack takes an encounter or a folder; %s is a character (pdf %s -o OUT.pdf prints it)", path, path)
	}
	return encounterPack(env, path)
}

// folderPack is the pack of every character of the folder at path, in name order, the NPCs as
// blocks, and the files it read; an encounter kept in the folder is left out.
func folderPack(env Env, path string) (pk export.Pack, read []string, err error) {
	entries, err := os.ReadDir(path)
	if err != nil {
		return pk, nil, fmt.Errorf("%s: cannot read the folder", path)
	}
	for _, en := range entries {
		if en.IsDir() || !strings.EqualFold(filepath.Ext(en.Name()), ".json") {
			continue
		}
		file := filepath.Join(path, en.Name())
		read = append(read, file)
		c, rs, err := load(env, file)
		if errors.Is(err, sheet.ErrEncounter) {
			continue
		}
		if err != nil {
			return pk, nil, err
		}
		if c.NPC {
			pk.NPCs = append(pk.NPCs, export.Character{Doc: c, Ruleset: rs})
		} else {
			pk.Players = append(pk.Players, export.Character{Doc: c, Ruleset: rs})
		}
	}
	if len(pk.Players)+len(pk.NPCs) == 0 {
		return pk, nil, fmt.Errorf("%s: no characters in the folder", path)
	}
	return pk, read, nil
}

// encounterPack is the pack of the encounter at path: the players' side as sheets, the NPCs'
// as blocks, with its order; and the files it read.
func encounterPack(env Env, path string) (pk export.Pack, read []string, err error) {
	f, err := openFight(env, path)
	if err != nil {
		return pk, nil, err
	}
	pk.Fight, read = f, []string{path}
	for _, c := range f.Doc.Combatants {
		if c.File != "" {
			read = append(read, c.Path(f.Path))
		}
	}
	for i, c := range f.Chars {
		switch {
		case c == nil: // its file did not read: the order names it
		case f.SideOf(i) == sheet.SideNPCs:
			pk.NPCs = append(pk.NPCs, export.Character{Doc: c, Ruleset: f.Rules})
		default:
			pk.Players = append(pk.Players, export.Character{Doc: c, Ruleset: f.Rules})
		}
	}
	return pk, read, nil
}
