package main

import (
	"fmt"
	"io"
	"net"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// checkDisplay says, before Fyne tries and panics, when there is no desktop to open the editor
// on. It knows X11 and Wayland; elsewhere it trusts the system.
//
// The connection it made to try the X server is returned open, nil where it made none, for
// the caller to close once the editor's window has its own: an X server with no other client
// resets itself when its last one goes, and the window's connection waited for that reset,
// 25 to 30 ms of every start under Xvfb.
func checkDisplay(getenv func(string) string) (io.Closer, error) {
	if runtime.GOOS != "linux" && !strings.HasSuffix(runtime.GOOS, "bsd") {
		return nil, nil
	}
	if getenv("WAYLAND_DISPLAY") != "" {
		return nil, nil
	}
	display := getenv("DISPLAY")
	if display == "" {
		return nil, fmt.Errorf("no desktop to open the editor on (DISPLAY is not set); the subcommands work without one: rollformular help")
	}
	conn, ok := reach(display)
	if !ok {
		return nil, fmt.Errorf("cannot reach the desktop at DISPLAY=%s; the subcommands work without one: rollformular help", display)
	}
	return conn, nil
}

// reach connects to the X server of a DISPLAY value such as ":0", ":1.0" or "host:0". It
// returns ok with a nil connection for a form it does not know: Fyne is let try those.
func reach(display string) (conn net.Conn, ok bool) {
	host, rest, ok := strings.Cut(display, ":")
	if !ok {
		return nil, true
	}
	numText, _, _ := strings.Cut(rest, ".")
	num, err := strconv.Atoi(numText)
	if err != nil {
		return nil, true
	}
	if host == "" || host == "unix" {
		conn, err = net.DialTimeout("unix", "/tmp/.X11-unix/X"+strconv.Itoa(num), time.Second)
		if err != nil {
			// Linux also offers the abstract socket.
			conn, err = net.DialTimeout("unix", "@/tmp/.X11-unix/X"+strconv.Itoa(num), time.Second)
		}
	} else {
		conn, err = net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+num)), 2*time.Second)
	}
	return conn, err == nil
}
