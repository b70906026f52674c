package sheet

import "fmt"

// Said is one of this package's messages as an English fmt format and its arguments, so that
// the editor can word it in the reader's language: its translations hold every format given
// to sayLoad, sayError and refuse, and every Phrase. The command line prints the English,
// Said.String. An argument may be a Phrase, a Said or an error of this package, each worded
// in turn.
type Said struct {
	Format string
	Args   []any
}

func (s Said) String() string { return fmt.Sprintf(s.Format, s.Args...) }

// Phrase is a fixed English phrase among a Said's arguments ("the disk is full"), worded with
// it.
type Phrase string

// SaidError is an error of this package that the editor can word: what it says, and the error
// behind it for errors.Is (a full disk, ErrOverInput), which may be nil.
type SaidError struct {
	Said Said
	Err  error
}

func (e *SaidError) Error() string { return e.Said.String() }

func (e *SaidError) Unwrap() error { return e.Err }

// say is format with args as a Said. A place among them is put as a person reads it.
func say(format string, args ...any) Said {
	for i, a := range args {
		if p, ok := a.(place); ok {
			args[i] = p.said()
		}
	}
	return Said{format, args}
}

// sayError is a SaidError that says format with args, behind which lies err.
func sayError(err error, format string, args ...any) *SaidError {
	return &SaidError{say(format, args...), err}
}

// ioError says what went wrong with a file in plain words (describeIOError), keeping err
// behind it.
func ioError(err error) *SaidError {
	return &SaidError{Said{"%s", []any{describeIOError(err)}}, err}
}

// sayLoad is a LoadError that says format with args, at line and col where they are not 0.
func sayLoad(path string, line, col int, err error, format string, args ...any) *LoadError {
	return sayLoadSaid(path, line, col, err, say(format, args...))
}

func sayLoadSaid(path string, line, col int, err error, said Said) *LoadError {
	return &LoadError{Path: path, Line: line, Col: col, Msg: said.String(), Said: said, Err: err}
}
