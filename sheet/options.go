package sheet

import (
	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"
)

// readOptions are those every reading of a document uses; member names are matched exactly,
// the library's default. A member given twice is taken as encoding/json took it, the last
// one winning (the limits count both). Bytes that are not UTF-8 are refused before decoding
// (Parse), so what AllowInvalidUTF8 lets through is an escaped lone surrogate ("\ud800"),
// read as U+FFFD as encoding/json read it. A portrait's base64 may be broken into lines, as
// encoding/json allowed.
var readOptions = json.JoinOptions(
	jsontext.AllowDuplicateNames(true),
	jsontext.AllowInvalidUTF8(true),
	jsonv1.ParseBytesWithLooseRFC4648(true),
)

// writeOptions are those every writing of a document uses, so that a file saved before is
// saved again to the same bytes, as encoding/json wrote them: map keys, and the unknown
// members after the known ones, in sorted order; <, >, &, U+2028 and U+2029 escaped, and an
// unknown member's own escapes kept. A text that is not UTF-8 is written with U+FFFD, and an
// unknown member named like a known one (code can put it there; reading cannot) is written
// beside it, not refused. A nil map or list is written as {} or [], never null, so readers
// see one shape: the library's default. Numbers and true/false left out when zero are tagged
// omitzero, since the library's omitempty leaves out only what would be written as "", null,
// {} or [].
var writeOptions = json.JoinOptions(
	json.Deterministic(true),
	jsontext.EscapeForHTML(true),
	jsontext.EscapeForJS(true),
	jsontext.PreserveRawStrings(true),
	jsontext.AllowInvalidUTF8(true),
	jsontext.AllowDuplicateNames(true),
)
