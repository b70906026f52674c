//go:build linux

// Command framewatch times what a person sees: it starts a command and watches Xvfb's screen,
// kept in a file with Xvfb's -fbdir, until it has stopped changing, then prints the
// milliseconds from the start to the screen's last change and the command's process id. The
// command is left running. `make bench` and scripts/startup.sh time a start (to the sheet's
// content drawn, not the empty window) and a keystroke (to the changed value on screen) with it,
// for rollformular and for a minimal Fyne window, side by side.
//
//	framewatch -fb DIR/Xvfb_screen0 [-settle 500ms] [-timeout 30s] -- COMMAND [ARG...]
//
// The screen is read from the file Xvfb maps it to, without a round trip to the X server, so a
// change shows within a millisecond or so of its drawing.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"time"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "framewatch:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	flags := flag.NewFlagSet("framewatch", flag.ContinueOnError)
	fb := flags.String("fb", "", "the screen's file: Xvfb_screen0 in the folder given to Xvfb's -fbdir")
	settle := flags.Duration("settle", 500*time.Millisecond, "how long the screen stays unchanged for it to be done")
	timeout := flags.Duration("timeout", 30*time.Second, "the longest to watch")
	if err := flags.Parse(args); err != nil {
		return err
	}
	if *fb == "" || flags.NArg() == 0 {
		return errors.New("usage: framewatch -fb FILE [-settle D] [-timeout D] -- COMMAND [ARG...]")
	}
	if *settle <= 0 || *timeout <= *settle {
		return fmt.Errorf("-settle %v and -timeout %v: settle must be positive and shorter than timeout", *settle, *timeout)
	}
	screen, err := openScreen(*fb)
	if err != nil {
		return err
	}
	defer screen.Close()
	before := screen.Snapshot()
	cmd := exec.Command(flags.Arg(0), flags.Args()[1:]...)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	last, changed := watch(screen, before, start, *settle, *timeout)
	if !changed {
		return fmt.Errorf("the screen did not change within %v of starting %s", *timeout, flags.Arg(0))
	}
	fmt.Println(last.Sub(start).Milliseconds(), cmd.Process.Pid)
	return nil
}

// watch polls the screen from start until it has not changed for settle, or timeout passes,
// and returns the time of its last change, if it changed from before at all.
func watch(s *screen, before []byte, start time.Time, settle, timeout time.Duration) (last time.Time, changed bool) {
	prev := before
	for now := time.Now(); now.Sub(start) < timeout; now = time.Now() {
		if changed && now.Sub(last) >= settle {
			break
		}
		if s.Differs(prev) {
			last, changed = now, true
			prev = s.Snapshot()
		}
		time.Sleep(200 * time.Microsecond)
	}
	return last, changed
}
