package table

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/net/netutil"

	"rollformular/engine"
)

// The server's limits, as docs/ranges.md lists them.
const (
	// MaxConnections is how many connections the server holds at once; the next waits in the
	// system's queue until one closes.
	MaxConnections = 64
	// MaxSubscribers is how many pages follow the fight at once (each holds a connection);
	// the rest of MaxConnections is kept for the page loads and the GM's own requests.
	MaxSubscribers = 48
	// MaxHeaderBytes bounds a request's header; a larger one is refused (431).
	MaxHeaderBytes = 8 << 10
	// MaxPending is how many uploads wait for the GM at once; the next is refused (503).
	MaxPending = 4
	// MaxDecided is how many decided uploads the server remembers, for a phone to ask after.
	MaxDecided = 64
)

// Timeouts are a server's limits in time; the zero Timeouts is DefaultTimeouts.
type Timeouts struct {
	// ReadHeader bounds the reading of a request's header, Read of the whole request with
	// its body (an upload), Write of a response, and of each event to a following page.
	ReadHeader, Read, Write time.Duration
	// Idle is how long a connection waits for its next request.
	Idle time.Duration
	// Heartbeat is how often a following page is sent a comment, so a connection that is
	// gone is noticed and dropped.
	Heartbeat time.Duration
}

// DefaultTimeouts are what a table's phones on a home network need: an upload of 16 MiB at
// well under 1 MB/s fits in Read.
var DefaultTimeouts = Timeouts{ReadHeader: 5 * time.Second, Read: 60 * time.Second, Write: 15 * time.Second,
	Idle: 30 * time.Second, Heartbeat: 15 * time.Second}

// Options are what a Server is made with.
type Options struct {
	// Registry reads the rulesets of uploaded characters, as an opened file's are read; with
	// Offered nil or Registry nil the server takes no uploads.
	Registry *engine.Registry
	// Offered is called, on a goroutine of its own, with each upload that read as a character:
	// the host shows it to the GM, who takes it with Accept or refuses it with Refuse.
	Offered func(Offer)
	// Timeouts; the zero value is DefaultTimeouts.
	Timeouts Timeouts
}

// Server serves the player view to the table's devices. It is off until Start, serves only
// under its random token, GET only besides the upload, and never reads or writes a file: what
// it shows is what was published, and an upload is held in memory until the host decides.
type Server struct {
	opts  Options
	token string

	mu      sync.Mutex
	table   Table
	subs    map[*subscriber]struct{}
	offers  offers
	srv     *http.Server
	stopped chan struct{} // closed by Stop: the following pages end
	stop    sync.Once
	// watch, where a test sets it, wraps the listener inside the limit of MaxConnections:
	// what it accepts is a connection the server holds until the connection is closed, and
	// is counted before the limit lets the next one in. (http.Server.ConnState tells of a
	// close after the limit has let the next one in, and so counted one too many.)
	watch func(net.Listener) net.Listener
}

// subscriber is a page following the fight: what it follows and a bell rung at each
// publication. The bell holds one ring, so a page that is behind gets the latest table once,
// and a publication never waits for a page.
type subscriber struct {
	lang, sheet string // the language, and the player whose sheet it follows ("" for the view)
	bell        chan struct{}
}

// NewServer makes a server with a fresh token: 128 random bits, in hex.
func NewServer(opts Options) (*Server, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	if opts.Timeouts == (Timeouts{}) {
		opts.Timeouts = DefaultTimeouts
	}
	return &Server{opts: opts, token: hex.EncodeToString(b[:]), subs: map[*subscriber]struct{}{},
		offers: offers{pending: map[uint64]*Offer{}, decided: map[uint64]string{}}, stopped: make(chan struct{})}, nil
}

// Token is the server's token, the first segment of every path it serves.
func (s *Server) Token() string { return s.token }

// Start listens on addr ("127.0.0.1:0", "192.168.1.20:8080"; Networks lists the machine's)
// and serves until Stop. It returns the address to open, token included:
// "http://192.168.1.20:8080/TOKEN/". A server starts once: sharing the fight again is a new
// server, with a new token, so an address given out before no longer opens anything.
func (s *Server) Start(addr string) (string, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", err
	}
	t := s.opts.Timeouts
	srv := &http.Server{Handler: s, ReadHeaderTimeout: t.ReadHeader, ReadTimeout: t.Read, WriteTimeout: t.Write,
		IdleTimeout: t.Idle, MaxHeaderBytes: MaxHeaderBytes,
		ErrorLog: log.New(io.Discard, "", 0), // a phone that hangs up is no news to the GM
		// "OPTIONS *" is answered by net/http itself otherwise: a 200 to a request without
		// the token.
		DisableGeneralOptionsHandler: true}
	s.mu.Lock()
	if s.srv != nil || s.isStopped() {
		s.mu.Unlock()
		ln.Close()
		return "", errors.New("the table's server has been started once: share the fight anew with a new server")
	}
	s.srv = srv
	s.mu.Unlock()
	held := net.Listener(ln)
	if s.watch != nil {
		held = s.watch(ln)
	}
	go srv.Serve(netutil.LimitListener(held, MaxConnections)) // Serve ends with Stop
	return "http://" + hostOf(ln.Addr()) + "/" + s.token + "/", nil
}

// hostOf is the address a phone reaches a listener on: its own, or where it listens on every
// network, the first of the machine's (Networks).
func hostOf(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return a.String()
	}
	ip := tcp.IP
	if ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
		if nets := Networks(); len(nets) > 0 {
			ip = nets[0].IP
		}
	}
	return net.JoinHostPort(ip.String(), strconv.Itoa(tcp.Port))
}

// Publish shows t from now on: every following page gets it within a Write timeout, or is
// dropped.
func (s *Server) Publish(t Table) {
	s.mu.Lock()
	s.table = t
	for sub := range s.subs {
		select {
		case sub.bell <- struct{}{}:
		default: // rung already: it sends the latest table when it gets to it
		}
	}
	s.mu.Unlock()
}

// Stop ends the server: the following pages, then every connection. It waits at most two
// seconds for requests under way.
func (s *Server) Stop() error {
	s.stop.Do(func() { close(s.stopped) })
	s.mu.Lock()
	srv := s.srv
	s.mu.Unlock()
	if srv == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := srv.Shutdown(ctx); err != nil {
		return srv.Close()
	}
	return nil
}

// isStopped says whether Stop was called.
func (s *Server) isStopped() bool {
	select {
	case <-s.stopped:
		return true
	default:
		return false
	}
}

// current is the table published last.
func (s *Server) current() Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.table
}

// subscribe adds a page following sheet ("" for the view) in lang; false when
// MaxSubscribers follow already.
func (s *Server) subscribe(lang, sheet string) (*subscriber, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.subs) >= MaxSubscribers {
		return nil, false
	}
	sub := &subscriber{lang: lang, sheet: sheet, bell: make(chan struct{}, 1)}
	s.subs[sub] = struct{}{}
	return sub, true
}

func (s *Server) unsubscribe(sub *subscriber) {
	s.mu.Lock()
	delete(s.subs, sub)
	s.mu.Unlock()
}

// Subscribers is how many pages follow the fight now.
func (s *Server) Subscribers() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.subs)
}

// within is the path of r after the token, "" for the token alone; false for a request not
// under the token, or whose path is written other than plainly. No path the server serves
// has an escape, a dot segment, a doubled or a back slash in it, so a request with one is
// no request for what it serves, however a client would resolve it.
func (s *Server) within(r *http.Request) (string, bool) {
	p := r.URL.EscapedPath()
	if r.URL.RawPath != "" || strings.ContainsAny(p, "%\\") || strings.Contains(p, "//") || strings.Contains(p, "/.") {
		return "", false
	}
	seg, rest, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	if subtle.ConstantTimeCompare([]byte(seg), []byte(s.token)) != 1 {
		return "", false
	}
	if rest == "" && !strings.HasSuffix(p, "/") {
		return "", true
	}
	return "/" + rest, true
}
