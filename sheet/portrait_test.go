package sheet

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"strings"
	"testing"
)

func pngOf(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, x%h, color.RGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

func TestPortraitIsScaledDown(t *testing.T) {
	t.Parallel()
	p, err := NewPortrait(pngOf(1200, 800))
	if err != nil {
		t.Fatal(err)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(p.Data))
	if err != nil || format != "jpeg" || cfg.Width != PortraitSide || cfg.Height != 213 {
		t.Fatalf("kept %s %d×%d (%v)", format, cfg.Width, cfg.Height, err)
	}
	small, _ := NewPortrait(pngOf(40, 60))
	if cfg, _, _ := image.DecodeConfig(bytes.NewReader(small.Data)); cfg.Width != 40 {
		t.Fatalf("a small picture is not enlarged: %d", cfg.Width)
	}
}

func TestPortraitRefusals(t *testing.T) {
	t.Parallel()
	var g bytes.Buffer
	gif.Encode(&g, image.NewPaletted(image.Rect(0, 0, 4, 4), []color.Color{color.Black}), nil)
	// A PNG header claiming 100000 × 100000 pixels is refused before it is decoded.
	huge := pngOf(2, 2)
	copy(huge[16:24], []byte{0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0})
	binary.BigEndian.PutUint32(huge[29:33], crc32.ChecksumIEEE(huge[12:29]))
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"text", []byte("hej"), "not a PNG or JPEG"},
		{"gif", g.Bytes(), "must be PNG or JPEG"},
		{"too many pixels", huge, "at most 50 million"},
		{"too large a file", make([]byte, MaxPortraitFile+1), "at most 20 MiB"},
	}
	for _, c := range cases {
		if _, err := NewPortrait(c.data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// A document could hold a 20000 × 20000 picture in 2 MB, and decoding it for the PDF or the
// editor took gigabytes. Check reads the header only; Load keeps such a portrait unchanged.
func TestOversizedPortraitIsKeptButNotUsed(t *testing.T) {
	t.Parallel()
	huge := pngOf(2, 2)
	copy(huge[16:24], []byte{0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20}) // 20000 × 20000
	binary.BigEndian.PutUint32(huge[29:33], crc32.ChecksumIEEE(huge[12:29]))
	doc := `{` + envelope1 + `,"portrait":{"mime":"image/png","data":"` + base64.StdEncoding.EncodeToString(huge) + `"}}`
	c, err := Parse([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Portrait.Check(); err == nil || !strings.Contains(err.Error(), "20000 × 20000 pixels; a kept portrait is at most 320 × 320") {
		t.Fatalf("Check: %v", err)
	}
	if _, err := c.Portrait.JPEG(); err == nil {
		t.Fatal("JPEG gave a picture Check refuses")
	}
	out, _ := Marshal(c)
	if again, _ := Parse(out); !bytes.Equal(again.Portrait.Data, huge) {
		t.Fatal("the portrait was not kept")
	}
}

func TestPortraitCheck(t *testing.T) {
	t.Parallel()
	var g bytes.Buffer
	gif.Encode(&g, image.NewPaletted(image.Rect(0, 0, 4, 4), []color.Color{color.Black}), nil)
	kept, _ := NewPortrait(pngOf(1200, 800))
	cases := []struct {
		name string
		p    *Portrait
		want string
	}{
		{"none", nil, "no portrait"},
		{"empty", &Portrait{}, "no portrait"},
		{"text", &Portrait{Data: []byte("hej")}, "not a PNG or JPEG"},
		{"gif", &Portrait{Data: g.Bytes()}, "a gif picture"},
		{"too large a file", &Portrait{Data: append(pngOf(4, 4), make([]byte, MaxPortraitData)...)}, "at most 1024 KiB"},
		{"a side too long", &Portrait{Data: pngOf(PortraitSide+1, 10)}, "321 × 10 pixels"},
		{"as NewPortrait keeps it", kept, ""},
		{"a small PNG", &Portrait{MIME: "image/png", Data: pngOf(PortraitSide, PortraitSide)}, ""},
	}
	for _, c := range cases {
		err := c.p.Check()
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// The PDF embeds what JPEG gives: a kept JPEG as it is, a PNG converted.
func TestPortraitJPEG(t *testing.T) {
	t.Parallel()
	kept, _ := NewPortrait(pngOf(100, 50))
	if data, err := kept.JPEG(); err != nil || !bytes.Equal(data, kept.Data) {
		t.Fatalf("a JPEG is not passed on as it is: %v", err)
	}
	data, err := (&Portrait{MIME: "image/png", Data: pngOf(100, 50)}).JPEG()
	if err != nil {
		t.Fatal(err)
	}
	if cfg, format, err := image.DecodeConfig(bytes.NewReader(data)); err != nil || format != "jpeg" || cfg.Width != 100 {
		t.Fatalf("%s %d (%v)", format, cfg.Width, err)
	}
}
