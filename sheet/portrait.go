package sheet

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png" // decodes PNG portraits

	"golang.org/x/image/draw"
)

// Limits of a portrait: the file a player picks, and the picture the document keeps.
const (
	MaxPortraitFile   = 20 << 20 // bytes of the picked file
	MaxPortraitPixels = 50e6     // width × height of the picked picture, checked before decoding
	PortraitSide      = 320      // the kept picture fits in this square
)

// NewPortrait reads a PNG or JPEG and scales it down to fit PortraitSide, as a JPEG. It refuses
// files and pictures past the limits before decoding them, so a huge file cannot take all
// memory.
func NewPortrait(data []byte) (*Portrait, error) {
	if len(data) > MaxPortraitFile {
		return nil, fmt.Errorf("the picture is %d MiB; a portrait may be at most %d MiB", len(data)>>20, MaxPortraitFile>>20)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("not a PNG or JPEG picture")
	}
	if format != "png" && format != "jpeg" {
		return nil, fmt.Errorf("a %s picture; a portrait must be PNG or JPEG", format)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || float64(cfg.Width)*float64(cfg.Height) > MaxPortraitPixels {
		return nil, fmt.Errorf("the picture is %d × %d pixels; a portrait may have at most %d million", cfg.Width, cfg.Height, int(MaxPortraitPixels/1e6))
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("the picture cannot be read: %w", err)
	}
	b := src.Bounds()
	scale := min(1, float64(PortraitSide)/float64(max(b.Dx(), b.Dy())))
	w, h := max(1, int(float64(b.Dx())*scale)), max(1, int(float64(b.Dy())*scale))
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return &Portrait{MIME: "image/jpeg", Data: out.Bytes()}, nil
}
