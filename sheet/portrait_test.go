package sheet

import (
	"bytes"
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
