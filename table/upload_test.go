package table

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollformular/assets"
)

func post(t testing.TB, url string, body []byte) (int, string) {
	t.Helper()
	res, err := http.Post(url, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(res.Body)
	return res.StatusCode, b.String()
}

// A character handed over from a phone waits, in memory, for the GM, who takes or refuses it;
// the phone asks and is told which.
func TestAnUploadWaitsForTheGMsAnswer(t *testing.T) {
	t.Parallel()
	offered := make(chan Offer, 4)
	s, addr, _ := served(t, Options{Registry: registry(t), Offered: func(o Offer) { offered <- o }})
	data, _ := assets.FS.ReadFile("examples/eira.json")
	code, body := post(t, addr+"upload", data)
	if code != http.StatusAccepted {
		t.Fatalf("upload: %d %s", code, body)
	}
	var answer struct {
		ID     uint64 `json:"id"`
		Status string `json:"status"`
	}
	json.Unmarshal([]byte(body), &answer)
	var o Offer
	select {
	case o = <-offered:
	case <-time.After(time.Second):
		t.Fatal("the host was not told")
	}
	if o.ID != answer.ID || o.Name != "Eira Lind" || o.Ruleset != "zonstrid" || !bytes.Equal(o.Data, data) || answer.Status != OfferPending {
		t.Fatalf("offer %+v, answer %+v", o, answer)
	}
	if p := s.Pending(); len(p) != 1 || p[0].ID != o.ID {
		t.Fatalf("pending %+v", p)
	}
	status := func(id string) string {
		_, _, body := get(t, addr+"upload?id="+id)
		var a struct{ Status string }
		json.Unmarshal([]byte(body), &a)
		return a.Status
	}
	if got := status("1"); got != OfferPending {
		t.Errorf("before: %s", got)
	}
	took, err := s.Accept(o.ID)
	if err != nil || took.Name != "Eira Lind" {
		t.Fatal(took, err)
	}
	if got := status("1"); got != OfferAccepted {
		t.Errorf("after: %s", got)
	}
	if _, err := s.Accept(o.ID); !errors.Is(err, ErrNoOffer) {
		t.Errorf("taken twice: %v", err)
	}
	post(t, addr+"upload", data)
	o = <-offered
	if err := s.Refuse(o.ID); err != nil || status("2") != OfferRefused || status("99") != OfferUnknown || len(s.Pending()) != 0 {
		t.Errorf("refused: %v %s", err, status("2"))
	}
}

// Without a host that takes files, none is taken.
func TestNoUploadsWithoutAHost(t *testing.T) {
	t.Parallel()
	_, addr, _ := served(t, Options{})
	data, _ := assets.FS.ReadFile("examples/eira.json")
	if code, _ := post(t, addr+"upload", data); code != http.StatusForbidden {
		t.Errorf("upload: %d", code)
	}
}

// An upload is read as an opened file is: an encounter, a broken file, an unknown ruleset are
// refused with the reason; a value out of range is kept and flagged.
func TestAnUploadIsReadAsAnOpenedFile(t *testing.T) {
	t.Parallel()
	reg := registry(t)
	for name, data := range map[string]string{
		"not JSON":   "<html>",
		"truncated":  `{"format": "rollformular", "version": 1, "ruleset": "spelsystemet"`,
		"encounter":  `{"format": "rollformular-encounter", "version": 1, "ruleset": "spelsystemet", "round": 1}`,
		"no ruleset": `{"format": "rollformular", "version": 1, "ruleset": "dnd", "name": "x"}`,
		"newer":      `{"format": "rollformular", "version": 999, "ruleset": "spelsystemet", "name": "x"}`,
	} {
		if _, _, err := ReadCharacter(reg, []byte(data)); err == nil {
			t.Errorf("%s: read", name)
		}
	}
	c, problems, err := ReadCharacter(reg, []byte(`{"format": "rollformular", "version": 1, "ruleset": "spelsystemet", "name": "Jätten", "attributes": {"sto": 9999}}`))
	if err != nil || c.Name != "Jätten" || len(problems) == 0 {
		t.Errorf("out of range: %v %v", err, problems)
	}
	// And so is every example.
	paths, _ := filepath.Glob("../assets/examples/*.json")
	for _, p := range paths {
		data, _ := os.ReadFile(p)
		if _, _, err := ReadCharacter(reg, data); err != nil {
			t.Errorf("%s: %v", p, err)
		}
	}
}

// The page offers the upload only where the GM takes files.
func TestThePageOffersTheUploadOnlyWhereTaken(t *testing.T) {
	t.Parallel()
	_, off, _ := served(t, Options{})
	_, on, _ := served(t, Options{Registry: registry(t), Offered: func(Offer) {}})
	for addr, want := range map[string]bool{off: false, on: true} {
		_, _, page := get(t, addr)
		if strings.Contains(page, `id="send"`) != want {
			t.Errorf("uploads %v: the page %s", want, page)
		}
	}
}
