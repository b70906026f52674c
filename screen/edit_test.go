package screen

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
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
	doc, err := sheet.Load("../assets/examples/asa-jarnhand.json")
	if err != nil {
		b.Fatal(err)
	}
	doc.Portrait = noisyPortrait(b)
	b.Logf("portrait of %d KiB", len(doc.Portrait.Data)>>10)
	var h History[*sheet.Character]
	names := []string{doc.Name + "x", doc.Name}
	now := time.Unix(0, 0)
	i := 0
	for b.Loop() {
		name := names[i%2]
		if !Edit(&h, doc, "name", func(doc *sheet.Character) { doc.Name = name }, now) {
			b.Fatal("a keystroke changed nothing")
		}
		i++
		now = now.Add(200 * time.Millisecond)
	}
}

// The bug this guards against: a 501st skill was added, and the document then neither saved
// nor opened again. An edit past a limit of the document is refused with the limit named;
// one up to it opens again.
func TestARowPastALimitWouldNotOpenAgain(t *testing.T) {
	doc := sheet.New("spelsystemet")
	doc.Skills = make([]sheet.Skill, sheet.MaxSkills)
	for i := range doc.Skills {
		doc.Skills[i] = sheet.Skill{ID: "klattra", Value: 10}
	}
	if err := OpensAgain(doc); err != nil {
		t.Fatalf("%d skills: %v", sheet.MaxSkills, err)
	}
	doc.Skills = append(doc.Skills, sheet.Skill{ID: "klattra"})
	err := OpensAgain(doc)
	var said *sheet.SaidError
	if !errors.As(err, &said) || !strings.Contains(err.Error(), "500") {
		t.Errorf("%d skills: %v", len(doc.Skills), err)
	}
}
