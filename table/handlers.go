package table

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"net/http"
	"time"

	"golang.org/x/text/language"

	"rollformular/assets"
)

//go:embed assets
var web embed.FS

// pages are the two pages, each given its language and what it follows.
var pages = template.Must(template.ParseFS(web, "assets/*.html"))

// policy is the Content-Security-Policy of every response: the page's own script, style and
// connections, nothing else, and no framing by another page.
const policy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// notFound is the one answer to anything the server does not serve: a wrong or missing token,
// a path not served, a path written in a way none of its own are. It says no more than that.
var notFound = []byte("404 not found\n")

// secure sets the headers every response carries.
func secure(h http.Header) {
	h.Set("Content-Security-Policy", policy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
}

func miss(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	w.Write(notFound) // the phone hung up
}

// static are the files the pages load, by path after the token.
var static = map[string]string{"/page.js": "text/javascript; charset=utf-8", "/app.js": "text/javascript; charset=utf-8",
	"/sheet.js": "text/javascript; charset=utf-8", "/style.css": "text/css; charset=utf-8"}

// ServeHTTP serves the player view under the token: the page (/TOKEN/), a player's sheet
// (/TOKEN/sheet?name=…), their script and style, the view as JSON (/TOKEN/state), its events
// (/TOKEN/events, with ?sheet=… a sheet's), and the upload (POST /TOKEN/upload, GET for an
// upload's answer). Every page and answer takes ?lang=sv|en, else the Accept-Language.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	secure(w.Header())
	rest, ok := s.within(r)
	if !ok {
		miss(w)
		return
	}
	if rest == "/upload" {
		s.upload(w, r)
		return
	}
	if r.Method != http.MethodGet {
		w.Header().Set("Allow", http.MethodGet)
		http.Error(w, "only GET", http.StatusMethodNotAllowed)
		return
	}
	lang := pageLang(r)
	switch rest {
	case "":
		http.Redirect(w, r, "/"+s.token+"/", http.StatusMovedPermanently)
	case "/":
		s.page(w, "view.html", lang, "")
	case "/sheet":
		name := r.URL.Query().Get("name")
		if _, ok := s.current().sheetJSON(lang, name); !ok {
			miss(w) // an NPC, or nobody: no sheet
			return
		}
		s.page(w, "sheet.html", lang, name)
	case "/state":
		s.answer(w, "application/json", s.current().viewJSON(lang))
	case "/sheet/state":
		b, ok := s.current().sheetJSON(lang, r.URL.Query().Get("name"))
		if !ok {
			miss(w)
			return
		}
		s.answer(w, "application/json", b)
	case "/events":
		s.events(w, r, lang, r.URL.Query().Get("sheet"))
	case "/icon.png":
		icon, _ := assets.FS.ReadFile("icon.png")
		s.answer(w, "image/png", icon)
	default:
		kind, ok := static[rest]
		if !ok {
			miss(w)
			return
		}
		b, _ := web.ReadFile("assets" + rest)
		s.answer(w, kind, b)
	}
}

func (s *Server) answer(w http.ResponseWriter, kind string, b []byte) {
	w.Header().Set("Content-Type", kind)
	w.Write(b) // the phone hung up
}

// page is the page name in lang, following the sheet of the player called sheet ("" for the
// view).
func (s *Server) page(w http.ResponseWriter, name, lang, sheet string) {
	var b bytes.Buffer
	data := map[string]any{"Lang": lang, "Sheet": sheet, "Title": pageWords(lang)["title"], "Uploads": s.takesUploads()}
	if err := pages.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "the page did not render", http.StatusInternalServerError)
		return
	}
	s.answer(w, "text/html; charset=utf-8", b.Bytes())
}

// languages are the languages the pages speak, the rules' own first: what an Accept-Language
// is matched against.
var languages = language.NewMatcher([]language.Tag{language.Swedish, language.English})

// pageLang is the language r asks for: ?lang=sv|en, else its Accept-Language, else Swedish.
func pageLang(r *http.Request) string {
	switch q := r.URL.Query().Get("lang"); q {
	case "sv", "en":
		return q
	}
	tags, _, err := language.ParseAcceptLanguage(r.Header.Get("Accept-Language"))
	if err != nil || len(tags) == 0 {
		return "sv"
	}
	if _, i, conf := languages.Match(tags...); i == 1 && conf != language.No {
		return "en"
	}
	return "sv"
}

// events follows the fight for a page as Server-Sent Events: the view (or the sheet of the
// player called sheet) at once, then again at each publication, each as one "data:" line of
// JSON. It ends when the page goes, the server stops, or an event cannot be written within
// the Write timeout: a phone that stopped reading is dropped, never waited for.
func (s *Server) events(w http.ResponseWriter, r *http.Request, lang, sheet string) {
	if sheet != "" {
		if _, ok := s.current().sheetJSON(lang, sheet); !ok {
			miss(w)
			return
		}
	}
	sub, ok := s.subscribe(lang, sheet)
	if !ok {
		http.Error(w, "too many pages follow the fight", http.StatusServiceUnavailable)
		return
	}
	defer s.unsubscribe(sub)
	// net/http lifts the Read timeout once a request without a body is read (the test
	// TestAFollowingPageOutlastsTheTimeouts holds it to that); the Write timeout is moved on
	// with each event instead.
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("X-Accel-Buffering", "no")
	send := func(format string, args ...any) error {
		if err := rc.SetWriteDeadline(time.Now().Add(s.opts.Timeouts.Write)); err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, format, args...); err != nil {
			return err
		}
		return rc.Flush()
	}
	publish := func() error {
		t := s.current()
		if sheet == "" {
			return send("data: %s\n\n", t.viewJSON(lang))
		}
		b, ok := t.sheetJSON(lang, sheet)
		if !ok {
			// No longer a player's character in the fight: the page says so and stops.
			return send("event: gone\ndata: {}\n\n")
		}
		return send("data: %s\n\n", b)
	}
	heartbeat := time.NewTicker(s.opts.Timeouts.Heartbeat)
	defer heartbeat.Stop()
	err := send("retry: 1000\n\n")
	if err == nil {
		err = publish()
	}
	for err == nil {
		select {
		case <-r.Context().Done():
			return
		case <-s.stopped:
			return
		case <-sub.bell:
			err = publish()
		case <-heartbeat.C:
			err = send(": \n\n")
		}
	}
}
