package main

import (
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"
)

// env is a getenv of the given variables alone.
func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

// listenX listens where the X server of a "127.0.0.1:N" display would, and returns that
// display.
func listenX(t *testing.T) (net.Listener, string) {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	port := l.Addr().(*net.TCPAddr).Port
	if port < 6000 {
		t.Skipf("port %d is below the X displays' 6000", port)
	}
	return l, "127.0.0.1:" + strconv.Itoa(port-6000)
}

// fakeX is the display of a server that takes connections, and the connections made to it.
func fakeX(t *testing.T) (string, <-chan net.Conn) {
	l, display := listenX(t)
	conns := make(chan net.Conn, 1)
	go func() {
		if c, err := l.Accept(); err == nil {
			conns <- c
		}
	}()
	return display, conns
}

// goneX is the display of an X server that was listening and is gone.
func goneX(t *testing.T) string {
	l, display := listenX(t)
	l.Close()
	return display
}

func TestCheckDisplaySaysWhyThereIsNoDesktop(t *testing.T) {
	if _, err := checkDisplay(env(nil)); err == nil || !strings.Contains(err.Error(), "DISPLAY is not set") {
		t.Errorf("no DISPLAY: %v", err)
	}
	gone := goneX(t)
	if _, err := checkDisplay(env(map[string]string{"DISPLAY": gone})); err == nil || !strings.Contains(err.Error(), "cannot reach the desktop at DISPLAY="+gone) {
		t.Errorf("DISPLAY=%s: %v", gone, err)
	}
	if c, err := checkDisplay(env(map[string]string{"DISPLAY": "somewhere"})); c != nil || err != nil {
		t.Errorf("a DISPLAY of a form it does not know is Fyne's to try: %v, %v", c, err)
	}
}

// Starts waited 25 to 30 ms for an X server that reset itself as the check's connection closed,
// its last client gone: the connection now stays open until the caller closes it, once the
// window has its own.
func TestCheckDisplayKeepsItsConnectionUntilClosed(t *testing.T) {
	display, conns := fakeX(t)
	probe, err := checkDisplay(env(map[string]string{"DISPLAY": display}))
	if err != nil || probe == nil {
		t.Fatalf("DISPLAY=%s: %v, %v", display, probe, err)
	}
	server := <-conns
	defer server.Close()
	server.SetReadDeadline(time.Now().Add(100 * time.Millisecond))
	if _, err := server.Read(make([]byte, 1)); err == io.EOF {
		t.Fatal("the check closed its connection itself")
	}
	probe.Close()
	server.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := server.Read(make([]byte, 1)); err != io.EOF {
		t.Fatalf("after Close the server reads %v, not the end", err)
	}
}
