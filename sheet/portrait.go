package sheet

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"

	"golang.org/x/image/draw"
)

// Limits of a portrait: the file a player picks, and the picture the document keeps.
const (
	MaxPortraitFile   = 20 << 20 // bytes of the picked file
	MaxPortraitPixels = 50e6     // width × height of the picked picture, checked before decoding
	PortraitSide      = 320      // the kept picture fits in this square
	// MaxPortraitData bounds the bytes of a kept picture: a JPEG of PortraitSide² is some
	// 50 KiB, an uncompressed PNG of it 400 KiB.
	MaxPortraitData = 1 << 20
)

// NewPortrait reads a PNG or JPEG and scales it down to fit PortraitSide, as a JPEG. It refuses
// files and pictures past the limits before decoding them, so a huge file cannot take all
// memory.
func NewPortrait(data []byte) (*Portrait, error) {
	if len(data) > MaxPortraitFile {
		return nil, sayError(nil, "the picture is %d MiB; a portrait may be at most %d MiB", len(data)>>20, MaxPortraitFile>>20)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, sayError(nil, "not a PNG or JPEG picture")
	}
	if format != "png" && format != "jpeg" {
		return nil, sayError(nil, "a %s picture; a portrait must be PNG or JPEG", format)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || float64(cfg.Width)*float64(cfg.Height) > MaxPortraitPixels {
		return nil, sayError(nil, "the picture is %d × %d pixels; a portrait may have at most %d million", cfg.Width, cfg.Height, int(MaxPortraitPixels/1e6))
	}
	src, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, sayError(err, "the picture cannot be read: %s", err)
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

// Check says whether the portrait is one the program shows and prints: a PNG or JPEG of at
// most PortraitSide pixels each way and MaxPortraitData bytes, as NewPortrait keeps it. It
// reads the picture's header only, so it costs nothing however large the data: the editor and
// the PDF call it (through JPEG) before anything decodes the picture, because a document can
// hold a 20000 × 20000 picture in 2 MB, and decoding that takes gigabytes.
//
// Load keeps a portrait that fails Check as it is and refuses nothing for it: refusing would
// lock the player out of the whole character over a picture, and dropping it would lose it on
// the next save (it may come from another tool or a newer version). It is left out of what
// is shown and printed, and this error says why.
func (p *Portrait) Check() error {
	_, err := p.check()
	return err
}

func (p *Portrait) check() (format string, err error) {
	if p == nil || len(p.Data) == 0 {
		return "", sayError(nil, "no portrait")
	}
	if len(p.Data) > MaxPortraitData {
		return "", sayError(nil, "the portrait is %d KiB; a kept portrait is at most %d KiB", len(p.Data)>>10, MaxPortraitData>>10)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(p.Data))
	if err != nil {
		return "", sayError(nil, "the portrait is not a PNG or JPEG picture")
	}
	if format != "png" && format != "jpeg" {
		return "", sayError(nil, "the portrait is a %s picture; a portrait must be PNG or JPEG", format)
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > PortraitSide || cfg.Height > PortraitSide {
		return "", sayError(nil, "the portrait is %d × %d pixels; a kept portrait is at most %d × %d (choose the picture again to scale it down)", cfg.Width, cfg.Height, PortraitSide, PortraitSide)
	}
	return format, nil
}

// JPEG is the portrait as a JPEG to show or print, once it passes Check: its own bytes when
// it is a JPEG, a PNG converted. Only a picture that Check has bounded is ever decoded. The
// bytes may be the portrait's own, which are shared (see Portrait): never change them.
func (p *Portrait) JPEG() ([]byte, error) {
	format, err := p.check()
	if err != nil {
		return nil, err
	}
	if format == "jpeg" {
		return p.Data, nil
	}
	img, err := png.Decode(bytes.NewReader(p.Data))
	if err != nil {
		return nil, sayError(err, "the portrait cannot be read: %s", err)
	}
	// On white, as the page is: JPEG has no transparency, and a see-through PNG would turn black.
	flat := image.NewRGBA(img.Bounds())
	draw.Draw(flat, flat.Bounds(), image.White, image.Point{}, draw.Src)
	draw.Draw(flat, flat.Bounds(), img, img.Bounds().Min, draw.Over)
	var out bytes.Buffer
	if err := jpeg.Encode(&out, flat, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
