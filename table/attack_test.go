package table

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"rollformular/assets"
)

// The server as an attacker would try it.

// raw sends request, as written, to the server at addr, and reads the response: the paths
// here are ones a client would clean before sending.
func raw(t testing.TB, addr, request string) (*http.Response, string) {
	t.Helper()
	u, _ := url.Parse(addr)
	conn, err := net.DialTimeout("tcp", u.Host, 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := io.WriteString(conn, request); err != nil {
		t.Fatal(err)
	}
	res, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("%q: %v", request, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

func requestLine(method, target string) string {
	return method + " " + target + " HTTP/1.1\r\nHost: table\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
}

// the headers every answer carries, and the ones a miss may carry besides.
var missHeaders = []string{"Cache-Control", "Connection", "Content-Length", "Content-Security-Policy", "Content-Type",
	"Cross-Origin-Resource-Policy", "Date", "Referrer-Policy", "X-Content-Type-Options", "X-Frame-Options"}

// isMiss says whether res is the one 404: its body and no header beyond the miss's.
func isMiss(res *http.Response, body string) bool {
	for h := range res.Header {
		if !slices.Contains(missHeaders, h) {
			return false
		}
	}
	return res.StatusCode == 404 && body == string(notFound)
}

// A wrong or missing token, by any method, is the same 404 and nothing else: not a redirect,
// not a 405 that would say the path exists.
func TestAWrongTokenIsNotFoundAndNothingElse(t *testing.T) {
	t.Parallel()
	s, addr, _ := served(t, Options{})
	tok := s.Token()
	other := strings.Repeat("0", 32)
	if other == tok {
		other = strings.Repeat("1", 32)
	}
	paths := []string{"/", "/state", "/events", "/upload", "/app.js", "/favicon.ico", "/" + other + "/", "/" + other + "/state",
		"/" + tok[:31] + "/state", "/" + tok + "0/state", "/" + strings.ToUpper(tok) + "/state", "/x" + tok + "/", "/" + tok[1:] + "/",
		"//" + tok + "/state", "/%20" + tok + "/state", "/" + tok + "%2f/state", "/" + tok + "%2Fstate", "*"}
	for _, p := range paths {
		for _, m := range []string{"GET", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "HEAD"} {
			res, body := raw(t, addr, requestLine(m, p))
			if m == "HEAD" {
				body = string(notFound) // no body to a HEAD
			}
			if !isMiss(res, body) {
				t.Errorf("%s %s: %d %v %q", m, p, res.StatusCode, res.Header, body)
			}
		}
	}
}

// No way of writing a path reaches anything but what is served: dot segments, escapes of any
// kind, back slashes, absolute paths and absolute URLs are the one 404, and nothing of the
// machine's files ever comes back.
func TestNoPathReachesAFile(t *testing.T) {
	t.Parallel()
	s, addr, _ := served(t, Options{})
	tok := "/" + s.Token()
	paths := []string{
		tok + "/../" + s.Token() + "/state", tok + "/..", tok + "/../", tok + "/./state", tok + "//state", tok + "/state/",
		tok + "/%2e%2e/%2e%2e/etc/passwd", tok + "/%2E%2E%2Fetc%2Fpasswd", tok + "/..%2f..%2f..%2fetc%2fpasswd", tok + "/%73tate",
		tok + "/..\\..\\etc\\passwd", tok + "/assets/view.html", tok + "/view.html", tok + "/table.go", tok + "/server.go",
		tok + "/app.js/../../../../etc/passwd", tok + "/%252e%252e/etc/passwd", tok + "/etc/passwd", "/etc/passwd",
		"/../../../../etc/passwd", tok + "/\x00", tok + "/state%00", tok + "/sheet/../state", tok + "/sheet/x",
		"http://evil.example" + tok + "/../../etc/passwd", "file:///etc/passwd", tok + "/.git/config", tok + "/go.mod",
	}
	for _, p := range paths {
		res, body := raw(t, addr, requestLine("GET", p))
		if res.StatusCode == 400 && !strings.Contains(p, "\x00") {
			t.Errorf("%q: a 400, not the miss", p)
		}
		if res.StatusCode != 400 && !isMiss(res, body) {
			t.Errorf("GET %q: %d %q", p, res.StatusCode, body)
		}
		if strings.Contains(body, "root:") || strings.Contains(body, "package table") || strings.Contains(body, "module rollformular") {
			t.Errorf("%q served a file: %q", p, body)
		}
	}
}

// Under the token only GET is served, and POST of the upload: every other method is refused.
func TestOnlyGETAndTheUploadsPOST(t *testing.T) {
	t.Parallel()
	s, addr, _ := served(t, Options{})
	for _, p := range []string{"/", "/state", "/events", "/app.js", "/sheet?name=%C3%85sa+J%C3%A4rnhand"} {
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "HEAD", "PROPFIND"} {
			res, _ := raw(t, addr, requestLine(m, "/"+s.Token()+p))
			if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET" {
				t.Errorf("%s %s: %d", m, p, res.StatusCode)
			}
		}
	}
	for _, m := range []string{"PUT", "DELETE", "PATCH"} {
		if res, _ := raw(t, addr, requestLine(m, "/"+s.Token()+"/upload")); res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s upload: %d", m, res.StatusCode)
		}
	}
}

// A header of 1 MiB is refused at once (431), and the server goes on serving.
func TestAHugeHeaderIsRefused(t *testing.T) {
	t.Parallel()
	s, addr, _ := served(t, Options{})
	huge := "GET /" + s.Token() + "/state HTTP/1.1\r\nHost: table\r\nX-Big: " + strings.Repeat("a", 1<<20) + "\r\nConnection: close\r\n\r\n"
	if res, _ := raw(t, addr, huge); res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("a 1 MiB header: %d", res.StatusCode)
	}
	many := "GET /" + s.Token() + "/state HTTP/1.1\r\nHost: table\r\n" + strings.Repeat("X-A: b\r\n", 20000) + "Connection: close\r\n\r\n"
	if res, _ := raw(t, addr, many); res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("20,000 headers: %d", res.StatusCode)
	}
	if code, _, _ := get(t, addr+"state"); code != 200 {
		t.Errorf("after: %d", code)
	}
}

// files lists every file under dir, recursively, with its size.
func files(t testing.TB, dir string) []string {
	t.Helper()
	var out []string
	filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err == nil {
			out = append(out, fmt.Sprintf("%s %d %v", path, info.Size(), info.ModTime()))
		}
		return nil
	})
	return out
}

// Hostile uploads: 17 MiB, not JSON, a JSON bomb, an encounter, values out of range. None
// is written anywhere, none but a character reaches the GM, and the one out of range reaches
// the GM with its problems flagged, as an opened file would.
func TestHostileUploads(t *testing.T) {
	t.Parallel()
	offered := make(chan Offer, 10)
	s, addr, f := served(t, Options{Registry: registry(t), Offered: func(o Offer) { offered <- o }})
	wd, _ := os.Getwd()
	before, beforeHere := files(t, filepath.Dir(f.FileOf(0))), files(t, wd)
	nested := strings.Repeat("[", 1<<20) + strings.Repeat("]", 1<<20)
	keys := `{"format": "rollformular", "version": 1, "ruleset": "spelsystemet", "name": "x", "notes": "` + strings.Repeat("a", 15<<20) + `"}`
	skills := `{"format": "rollformular", "version": 1, "ruleset": "spelsystemet", "name": "x", "skills": [` + strings.Repeat(`{},`, 1<<20) + `{}]}`
	for name, tc := range map[string]struct {
		body string
		code int
	}{
		"17 MiB":         {strings.Repeat(" ", 17<<20), http.StatusRequestEntityTooLarge},
		"not JSON":       {"\x00\xff<script>alert(1)</script>", http.StatusUnprocessableEntity},
		"nested a mile":  {nested, http.StatusUnprocessableEntity},
		"15 MiB of note": {keys, http.StatusUnprocessableEntity},
		"a million rows": {skills, http.StatusUnprocessableEntity},
		"an encounter":   {`{"format": "rollformular-encounter", "version": 1, "ruleset": "spelsystemet", "round": 1}`, http.StatusUnprocessableEntity},
		"empty":          {"", http.StatusUnprocessableEntity},
	} {
		start := time.Now()
		code, body := post(t, addr+"upload", []byte(tc.body))
		if code != tc.code || strings.Count(body, "\n") > 1 {
			t.Errorf("%s: %d %q, want %d", name, code, body, tc.code)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s took %v", name, d)
		}
	}
	select {
	case o := <-offered:
		t.Fatalf("offered %s", o.Name)
	default:
	}
	code, _ := post(t, addr+"upload", []byte(`{"format": "rollformular", "version": 1, "ruleset": "spelsystemet", "name": "<img src=x onerror=alert(1)>", "attributes": {"sto": 99999999}}`))
	if code != http.StatusAccepted {
		t.Fatalf("out of range: %d", code)
	}
	o := <-offered
	if len(o.Problems) == 0 || o.Character.Attributes["sto"] != 99999999 {
		t.Errorf("out of range and unflagged: %+v", o.Problems)
	}
	// Four wait: the fifth is turned away until the GM decides one.
	data, _ := assets.FS.ReadFile("examples/eira.json")
	for range MaxPending - 1 {
		post(t, addr+"upload", data)
	}
	if code, _ := post(t, addr+"upload", data); code != http.StatusServiceUnavailable || len(s.Pending()) != MaxPending {
		t.Errorf("the fifth waiting: %d, %d pending", code, len(s.Pending()))
	}
	if after := files(t, filepath.Dir(f.FileOf(0))); !slices.Equal(before, after) {
		t.Errorf("the fight's folder changed:\n%v\n%v", before, after)
	}
	if after := files(t, wd); !slices.Equal(beforeHere, after) {
		t.Errorf("the working folder changed")
	}
}

// 200 slow connections (slowloris: a header sent a byte at a time) hold at most 64 at once;
// the rest wait, each is closed at the header's timeout, and the GM is served after.
func TestTwoHundredSlowConnections(t *testing.T) {
	t.Parallel()
	f, _ := fightOf(t, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 2)
	s := newServer(t, Options{Timeouts: Timeouts{ReadHeader: 400 * time.Millisecond, Read: time.Second, Write: time.Second, Idle: time.Second, Heartbeat: time.Second}})
	var open, most atomic.Int64
	s.watch = func(ln net.Listener) net.Listener { return countingListener{ln, &open, &most} }
	addr := start(t, s, f)
	u, _ := url.Parse(addr)
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			conn, err := net.Dial("tcp", u.Host)
			if err != nil {
				return
			}
			defer conn.Close()
			for _, b := range []byte("GET /" + s.Token() + "/state HTTP/1.1\r\nHost: table\r\nX-Slow: " + strings.Repeat("z", 200)) {
				select {
				case <-stop:
					return
				case <-time.After(50 * time.Millisecond):
				}
				if _, err := conn.Write([]byte{b}); err != nil {
					return // closed by the server: what the timeout is for
				}
			}
		}()
	}
	time.Sleep(200 * time.Millisecond)
	// While they hold every connection, the GM's request waits its turn, and is served.
	start := time.Now()
	client := &http.Client{Timeout: 20 * time.Second}
	res, err := client.Get(addr + "state")
	if err != nil {
		t.Fatalf("the GM after %v: %v", time.Since(start), err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("the GM: %d", res.StatusCode)
	}
	close(stop)
	wg.Wait()
	if m := most.Load(); m > MaxConnections {
		t.Errorf("%d connections at once", m)
	}
	if most.Load() < MaxConnections {
		t.Errorf("only %d connections at once: the attack did not reach the limit", most.Load())
	}
	t.Logf("the GM served after %v; at most %d connections", time.Since(start), most.Load())
}

// At most MaxSubscribers pages follow at once; the next is told so, and one that goes makes
// room. A phone that stops reading never holds up the others: the rest get every step.
func TestSubscribersAreBoundedAndASlowOneHoldsNobodyUp(t *testing.T) {
	t.Parallel()
	s, addr, _ := served(t, Options{})
	var closers []func()
	for range MaxSubscribers {
		_, done := events(t, addr+"events")
		closers = append(closers, done)
	}
	defer func() {
		for _, c := range closers {
			c()
		}
	}()
	if code, _, _ := get(t, addr+"events"); code != http.StatusServiceUnavailable {
		t.Errorf("one past the bound: %d", code)
	}
	// fewer waits until fewer than n pages follow.
	fewer := func(n int) {
		t.Helper()
		for deadline := time.Now().Add(2 * time.Second); s.Subscribers() >= n; time.Sleep(10 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("%d pages still follow", s.Subscribers())
			}
		}
	}
	closers[0]()
	fewer(MaxSubscribers)
	// A phone that never reads, among the others: the steps go on for the one that does.
	u, _ := url.Parse(addr)
	stalled, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer stalled.Close()
	fmt.Fprintf(stalled, "GET %sevents HTTP/1.1\r\nHost: table\r\n\r\n", u.Path)
	for deadline := time.Now().Add(2 * time.Second); s.Subscribers() < MaxSubscribers && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	closers[1]()
	fewer(MaxSubscribers)
	ch, done := events(t, addr+"events")
	closers = append(closers, done)
	next(t, ch)
	big, _ := fightOf(t, "spelsystemet", nil, "rovare.json", 60)
	for i := range 200 {
		big.Doc.Round = i + 1
		step := Of(big, nil)
		start := time.Now()
		s.Publish(step)
		if d := time.Since(start); d > 250*time.Millisecond {
			t.Fatalf("a publication took %v", d)
		}
	}
	for v := next(t, ch); v.Round != 200; v = next(t, ch) {
	}
}

// countingListener counts the connections a listener has handed out and not yet seen closed,
// and the most at once.
type countingListener struct {
	net.Listener
	open, most *atomic.Int64
}

func (l countingListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	n := l.open.Add(1)
	for m := l.most.Load(); n > m && !l.most.CompareAndSwap(m, n); m = l.most.Load() {
	}
	return &countedConn{Conn: c, open: l.open}, nil
}

// countedConn is a connection countingListener counts until it is closed.
type countedConn struct {
	net.Conn
	open *atomic.Int64
	once sync.Once
}

func (c *countedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(func() { c.open.Add(-1) })
	return err
}
