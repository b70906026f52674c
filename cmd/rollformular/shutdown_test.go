package main

import (
	"bytes"
	"errors"
	"io"
	"log"
	"testing"
)

// logError prints what fyne.LogError prints, through logger.
func logError(logger *log.Logger, reason string, err error) {
	logger.Println("Fyne error: ", reason)
	if err != nil {
		logger.Println("  Cause:", err)
	}
	logger.Printf("  At: %s:%d", "fyne.io/fyne/v2@v2.7.1/app/preferences.go", 103)
}

// The CI run of 2026-12-03 failed on dist-check: the unpacked editor, killed after its window
// showed, printed Fyne's "Preferences load error: EOF" while it ended.
func TestTheEndingProgramDoesNotReportFynesPreferencesReload(t *testing.T) {
	var out bytes.Buffer
	logger := log.New(&shutdownLog{out: &out}, "", log.LstdFlags)
	logError(logger, "Preferences load error:", io.EOF)
	if out.Len() != 0 {
		t.Fatalf("the reload's report went out:\n%s", out.String())
	}
}

func TestTheEndingProgramStillReportsEverythingElse(t *testing.T) {
	var out bytes.Buffer
	logger := log.New(&shutdownLog{out: &out}, "", 0)
	logError(logger, "Preferences load error:", io.EOF)
	logError(logger, "Failed on force saving preferences", errors.New("no space left on device"))
	logger.Println("  At: a line of its own")
	want := "Fyne error:  Failed on force saving preferences\n" +
		"  Cause: no space left on device\n" +
		"  At: fyne.io/fyne/v2@v2.7.1/app/preferences.go:103\n" +
		"  At: a line of its own\n"
	if out.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", out.String(), want)
	}
}
