package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"rollformular/engine"
	"rollformular/sheet"
)

// MaxUpload is the most an upload may hold: what the program opens of a file
// (sheet.MaxFileSize).
const MaxUpload = sheet.MaxFileSize

// Offer is a character a player handed the GM from a phone: read and checked as an opened
// file is, held in memory until the GM takes or refuses it. The server never writes it.
type Offer struct {
	ID uint64
	// Name is the character's name, Ruleset its rules.
	Name, Ruleset string
	// Character is the document as it read, Data the file as it was sent: the host saves
	// Data, as an opened file keeps what it does not know. Both are the server's too until
	// the offer is decided: read them, change a copy.
	Character *sheet.Character
	Data      []byte
	// Problems are what its rules find wrong with it, as the editor flags them in an opened
	// file: a value out of range is kept and flagged, not refused.
	Problems []engine.Problem
	// From is the phone's address, At when it came.
	From string
	At   time.Time
}

// The answers a phone is given about its upload.
const (
	OfferPending  = "pending"
	OfferAccepted = "accepted"
	OfferRefused  = "refused"
	OfferUnknown  = "unknown"
)

// offers are the uploads waiting for the GM, and the answers of the last MaxDecided.
type offers struct {
	mu      sync.Mutex
	next    uint64
	pending map[uint64]*Offer
	decided map[uint64]string
	order   []uint64 // decided, oldest first
}

// ErrNoOffer is the error of a decision on an upload that is not waiting.
var ErrNoOffer = errors.New("no such upload waits")

// Pending are the uploads waiting for the GM, oldest first.
func (s *Server) Pending() []Offer {
	o := &s.offers
	o.mu.Lock()
	defer o.mu.Unlock()
	out := make([]Offer, 0, len(o.pending))
	for _, p := range o.pending {
		out = append(out, *p)
	}
	slices.SortFunc(out, func(a, b Offer) int { return int(a.ID) - int(b.ID) })
	return out
}

// Accept takes upload id off the waiting list and returns it, for the host to save as the
// GM chose; the phone is told it was taken.
func (s *Server) Accept(id uint64) (Offer, error) { return s.decide(id, OfferAccepted) }

// Refuse drops upload id; the phone is told it was refused.
func (s *Server) Refuse(id uint64) error {
	_, err := s.decide(id, OfferRefused)
	return err
}

func (s *Server) decide(id uint64, answer string) (Offer, error) {
	o := &s.offers
	o.mu.Lock()
	defer o.mu.Unlock()
	p, ok := o.pending[id]
	if !ok {
		return Offer{}, ErrNoOffer
	}
	delete(o.pending, id)
	o.decided[id] = answer
	o.order = append(o.order, id)
	if len(o.order) > MaxDecided {
		delete(o.decided, o.order[0])
		o.order = o.order[1:]
	}
	return *p, nil
}

// hold puts offer on the waiting list and returns its id; false when MaxPending wait already.
func (o *offers) hold(offer *Offer) (uint64, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if len(o.pending) >= MaxPending {
		return 0, false
	}
	o.next++
	offer.ID = o.next
	o.pending[offer.ID] = offer
	return offer.ID, true
}

// answerOf is what the phone is told of upload id.
func (o *offers) answerOf(id uint64) string {
	o.mu.Lock()
	defer o.mu.Unlock()
	if _, ok := o.pending[id]; ok {
		return OfferPending
	}
	if a, ok := o.decided[id]; ok {
		return a
	}
	return OfferUnknown
}

// ReadCharacter reads data as the program reads a character file it opens: the document's
// envelope and members within their limits (sheet.Parse), of a ruleset reg knows, with the
// problems its rules find. An encounter or anything else is refused with the reason.
func ReadCharacter(reg *engine.Registry, data []byte) (*sheet.Character, []engine.Problem, error) {
	if len(data) > MaxUpload {
		return nil, nil, fmt.Errorf("the file is %d bytes, more than the %d the program reads", len(data), MaxUpload)
	}
	c, err := sheet.Parse(data)
	if errors.Is(err, sheet.ErrEncounter) {
		return nil, nil, errors.New("this is an encounter, not a character")
	}
	if err != nil {
		return nil, nil, err
	}
	rs, err := reg.Lookup(c.Ruleset)
	if err != nil {
		return nil, nil, err
	}
	return c, rs.Derive(c).Problems(), nil
}

// upload takes a character file from a phone (POST, the file as the body) and holds it for the
// GM, or, with GET ?id=N, says what became of upload N.
func (s *Server) upload(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		id, err := strconv.ParseUint(r.URL.Query().Get("id"), 10, 64)
		if err != nil {
			http.Error(w, "id: a number", http.StatusBadRequest)
			return
		}
		s.answerJSON(w, http.StatusOK, map[string]any{"id": id, "status": s.offers.answerOf(id)})
		return
	case http.MethodPost:
	default:
		w.Header().Set("Allow", "GET, POST")
		http.Error(w, "only GET and POST", http.StatusMethodNotAllowed)
		return
	}
	if !s.takesUploads() {
		http.Error(w, "the GM takes no files now", http.StatusForbidden)
		return
	}
	data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxUpload))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		http.Error(w, fmt.Sprintf("the file is larger than %d MiB", MaxUpload>>20), http.StatusRequestEntityTooLarge)
		return
	}
	if err != nil {
		http.Error(w, "the file did not arrive whole", http.StatusBadRequest)
		return
	}
	c, problems, err := ReadCharacter(s.opts.Registry, data)
	if err != nil {
		http.Error(w, oneLine(err.Error()), http.StatusUnprocessableEntity)
		return
	}
	offer := &Offer{Name: c.Name, Ruleset: c.Ruleset, Character: c, Data: data, Problems: problems, From: r.RemoteAddr, At: time.Now()}
	id, ok := s.offers.hold(offer)
	if !ok {
		http.Error(w, "the GM has files enough to look at; try again later", http.StatusServiceUnavailable)
		return
	}
	go s.opts.Offered(*offer)
	s.answerJSON(w, http.StatusAccepted, map[string]any{"id": id, "status": OfferPending})
}

// takesUploads says whether the host takes files from the phones.
func (s *Server) takesUploads() bool { return s.opts.Offered != nil && s.opts.Registry != nil }

func (s *Server) answerJSON(w http.ResponseWriter, code int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	w.Write(b) // the phone hung up
}

// oneLine is msg on one line, at most 300 characters: what a phone is told of a refused file.
func oneLine(msg string) string {
	msg = strings.Join(strings.Fields(msg), " ")
	return engine.Shorten(msg, 300)
}
