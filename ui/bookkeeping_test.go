package ui

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rollformular/sheet"
)

// noisyPortrait is a portrait as NewPortrait keeps it, of a picture of noise: a photograph
// compresses better, so this is the largest a portrait of the program's own comes to.
func noisyPortrait(t testing.TB) *sheet.Portrait {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	img := image.NewRGBA(image.Rect(0, 0, 2*sheet.PortraitSide, 2*sheet.PortraitSide))
	for y := range img.Rect.Dy() {
		for x := range img.Rect.Dx() {
			img.Set(x, y, color.RGBA{uint8(r.Uint32()), uint8(r.Uint32()), uint8(r.Uint32()), 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	p, err := sheet.NewPortrait(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Budget (make bench): the bookkeeping of one typed character, with a portrait, ≤ 50 µs:
// everything the editor does for a keystroke before it derives and shows the values.
func BenchmarkEditBookkeepingWithPortrait(b *testing.B) {
	doc, err := sheet.Load(example)
	if err != nil {
		b.Fatal(err)
	}
	doc.Portrait = noisyPortrait(b)
	b.Logf("portrait of %d KiB", len(doc.Portrait.Data)>>10)
	var h history[*sheet.Character]
	names := []string{doc.Name + "x", doc.Name}
	now := time.Unix(0, 0)
	i := 0
	for b.Loop() {
		name := names[i%2]
		if !applyEdit(&h, doc, "name", func(doc *sheet.Character) { doc.Name = name }, now) {
			b.Fatal("a keystroke changed nothing")
		}
		i++
		now = now.Add(200 * time.Millisecond)
	}
}

// Typing over a field's text with the same text changes nothing: no undo step and no unsaved
// change, so undo takes back the last real edit, not the retyping.
func TestTypingTheSameTextAgainIsNoEdit(t *testing.T) {
	e, w := open(t)
	name, player := e.Document().Name, e.Document().Player
	retypeEntry(w, e.player, "K")
	typeInto(w, e.name, "s")
	if err := e.SaveTo(filepath.Join(t.TempDir(), "asa.json")); err != nil {
		t.Fatal(err)
	}
	retypeEntry(w, e.player, "K") // the same letter over the same letter
	if e.player.Text != "K" || e.Document().Player != "K" {
		t.Fatalf("the field shows %q, the document has %q", e.player.Text, e.Document().Player)
	}
	if e.Dirty() || strings.HasPrefix(w.Title(), "*") {
		t.Fatalf("typing the same text marked the character changed: %q", w.Title())
	}
	if len(e.hist.past) != 2 {
		t.Fatalf("%d undo steps after two edits and a retyping", len(e.hist.past))
	}
	e.Undo()
	if e.Document().Name != name || e.name.Text != name || e.Document().Player != "K" {
		t.Fatalf("undo gave name %q and player %q; it should take back the name", e.Document().Name, e.Document().Player)
	}
	e.Undo()
	if e.Document().Player != player || e.player.Text != player {
		t.Fatalf("the second undo left player %q", e.Document().Player)
	}
}

// An action that changes nothing makes no undo step and no unsaved change.
func TestAnActionThatChangesNothingIsNoEdit(t *testing.T) {
	e, _ := open(t)
	if e.replace(e.Document().Clone()) {
		t.Error("replace reports a change for an equal document")
	}
	if e.Dirty() || len(e.hist.past) != 0 {
		t.Fatalf("dirty %v, %d undo steps", e.Dirty(), len(e.hist.past))
	}
	doc := e.Document().Clone()
	doc.Notes += "!"
	if !e.replace(doc) || !e.Dirty() || len(e.hist.past) != 1 {
		t.Fatalf("a real change: dirty %v, %d undo steps", e.Dirty(), len(e.hist.past))
	}
}
