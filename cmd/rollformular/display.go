package main

import (
	"fmt"
	"net"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// checkDisplay says, before Fyne tries and panics, when there is no desktop to open the editor
// on. It knows X11 and Wayland; elsewhere it trusts the system.
func checkDisplay(getenv func(string) string) error {
	if runtime.GOOS != "linux" && !strings.HasSuffix(runtime.GOOS, "bsd") {
		return nil
	}
	if getenv("WAYLAND_DISPLAY") != "" {
		return nil
	}
	display := getenv("DISPLAY")
	if display == "" {
		return fmt.Errorf("no desktop to open the editor on (DISPLAY is not set); the subcommands work without one: rollformular help")
	}
	if !reachable(display) {
		return fmt.Errorf("cannot reach the desktop at DISPLAY=%s; the subcommands work without one: rollformular help", display)
	}
	return nil
}

// reachable tries the X server of a DISPLAY value such as ":0", ":1.0" or "host:0".
func reachable(display string) bool {
	host, rest, ok := strings.Cut(display, ":")
	if !ok {
		return true // a form this check does not know: let Fyne try
	}
	numText, _, _ := strings.Cut(rest, ".")
	num, err := strconv.Atoi(numText)
	if err != nil {
		return true
	}
	var conn net.Conn
	if host == "" || host == "unix" {
		conn, err = net.DialTimeout("unix", "/tmp/.X11-unix/X"+strconv.Itoa(num), time.Second)
		if err != nil {
			// Linux also offers the abstract socket.
			conn, err = net.DialTimeout("unix", "@/tmp/.X11-unix/X"+strconv.Itoa(num), time.Second)
		}
	} else {
		conn, err = net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+num)), 2*time.Second)
	}
	if err != nil {
		return false
	}
	conn.Close()
	return true
}
