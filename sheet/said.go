package sheet

import "fmt"

// Said is one of this package's messages as an English fmt format and its arguments, so that
// the editor can word it in the reader's language: its translations hold every format given
// to sayLoad and every Phrase. The command line prints the English, Said.String.
type Said struct {
	Format string
	Args   []any
}

func (s Said) String() string { return fmt.Sprintf(s.Format, s.Args...) }

// Phrase is a fixed English phrase among a Said's arguments ("the disk is full"), worded with
// it.
type Phrase string

// sayLoad is a LoadError that says format with args, at line and col where they are not 0.
func sayLoad(path string, line, col int, err error, format string, args ...any) *LoadError {
	said := Said{format, args}
	return &LoadError{Path: path, Line: line, Col: col, Msg: said.String(), Said: said, Err: err}
}
