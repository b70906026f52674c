package encounter

import "rollformular/sheet"

// say is an error of the fight as a sheet.Said, so the editor words it in the reader's
// language as it does the sheet's messages; the command line prints its English.
func say(format string, args ...any) error {
	return &sheet.SaidError{Said: sheet.Said{Format: format, Args: args}}
}

// sayBehind is say with err behind it, for errors.Is.
func sayBehind(err error, format string, args ...any) error {
	return &sheet.SaidError{Said: sheet.Said{Format: format, Args: args}, Err: err}
}
