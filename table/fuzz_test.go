package table

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// routes are every path after the token the server answers 200 to: the view and nothing
// beyond it.
var routes = map[string]bool{"/": true, "/state": true, "/events": true, "/sheet": true, "/sheet/state": true, "/upload": true,
	"/page.js": true, "/app.js": true, "/sheet.js": true, "/style.css": true, "/icon.png": true}

// FuzzHandler sends the handler any method, path, query, language and body. Whatever comes,
// it does not panic; a request outside the token is the one 404; an answer never holds an
// NPC's numbers; and nothing but a character reaches the host as an upload.
func FuzzHandler(f *testing.F) {
	fight, _ := fightOf(f, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 2)
	wounded(fight, 1, "brostkorg", 4) // Ulv Skägge 1 hurt: LP 9 left, which no answer may say
	s, err := NewServer(Options{Registry: registry(f), Offered: func(Offer) {}})
	if err != nil {
		f.Fatal(err)
	}
	s.Publish(Of(fight, nil))
	tok := "/" + s.Token()
	for _, seed := range []struct{ method, target, lang, body string }{
		{"GET", tok + "/", "sv", ""},
		{"GET", tok + "/state", "en-GB", ""},
		{"GET", tok + "/sheet?name=%C3%85sa+J%C3%A4rnhand", "", ""},
		{"GET", tok + "/sheet/state?name=Ulv+Sk%C3%A4gge+1", "", ""},
		{"GET", tok + "/events?sheet=%C3%85sa+J%C3%A4rnhand&lang=en", "", ""},
		{"POST", tok + "/upload", "", `{"format": "rollformular", "version": 1, "ruleset": "spelsystemet", "name": "x"}`},
		{"POST", tok + "/upload", "", `[[[[[[[[[[`},
		{"GET", tok + "/upload?id=1", "", ""},
		{"GET", tok + "/../etc/passwd", "", ""},
		{"DELETE", tok + "/state", "", ""},
		{"GET", "/state", "", ""},
	} {
		f.Add(seed.method, seed.target, seed.lang, []byte(seed.body))
	}
	f.Fuzz(func(t *testing.T, method, target, lang string, body []byte) {
		// The seeds kept in testdata name the token TOKEN: it is new with every server.
		target = strings.ReplaceAll(target, "/TOKEN", tok)
		if !strings.HasPrefix(target, "/") {
			target = "/" + target
		}
		req, err := http.NewRequest(method, "http://table"+target, bytes.NewReader(body))
		if err != nil {
			return // no request a client could send
		}
		req.RequestURI = target
		req.Header.Set("Accept-Language", lang)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		req = req.WithContext(ctx)
		for _, p := range s.Pending() {
			s.Refuse(p.ID)
		}
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		out := rec.Body.String()
		if _, ok := s.within(req); !ok && (rec.Code != 404 || out != string(notFound)) {
			t.Fatalf("%s %q outside the token: %d %q", method, target, rec.Code, out)
		}
		var v View
		if json.Unmarshal(rec.Body.Bytes(), &v) == nil {
			for _, e := range v.Order {
				if !e.Player && e.Numbers != nil {
					t.Fatalf("%s's numbers: %s", e.Name, out)
				}
			}
		}
		if strings.Contains(out, "Ulv Sk") && strings.Contains(out, `"sections"`) {
			t.Fatalf("an NPC's sheet: %s", out)
		}
		if held := len(s.Pending()); (rec.Code == http.StatusAccepted) != (held == 1) {
			t.Fatalf("%d held after a %d: %s", held, rec.Code, out)
		}
		if rest, _ := s.within(req); rec.Code == http.StatusOK && !routes[rest] {
			t.Fatalf("%s %q: served %q, which is none of the view's", method, target, rest)
		}
		if rec.Header().Get("Content-Security-Policy") != policy {
			t.Fatalf("%s %q without the policy", method, target)
		}
	})
}
