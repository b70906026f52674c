package export

import (
	"errors"
	"fmt"
	"io"

	"rollformular/sheet"
)

var (
	// ErrOverInput: the PDF would replace one of the character files it prints.
	ErrOverInput = sheet.ErrOverInput
	// ErrNotPDF: the file the PDF would replace is something else, not an older PDF.
	ErrNotPDF = errors.New("exists and is not a PDF")
)

// CheckTarget says, before any work is done, whether a PDF may be written to out: not over one
// of the character files printed (inputs), however it is named (./a.json, a link to it), and
// not over an existing file that is not a PDF, which is probably someone's work. Their errors
// wrap ErrOverInput and ErrNotPDF, so a caller can let the player overrule the second;
// sheet.WriteTarget's refusal of a folder, device or pipe comes as it is.
func CheckTarget(out string, inputs []string) error {
	target, old, err := sheet.CheckOverInputs(out, inputs)
	if err != nil || old == nil {
		return err
	}
	f, err := sheet.OpenRegular(target)
	if err != nil {
		return fmt.Errorf("%s %w: it cannot be read to tell (%v)", out, ErrNotPDF, err)
	}
	defer f.Close()
	head := make([]byte, len(pdfMagic))
	n, _ := io.ReadFull(f, head)
	if string(head[:n]) != pdfMagic {
		return fmt.Errorf("%s %w", out, ErrNotPDF)
	}
	return nil
}

// pdfMagic is how every PDF file begins.
const pdfMagic = "%PDF-"
