package table

import (
	"errors"
	"image"
	"image/color"

	qrcode "github.com/yeqown/go-qrcode/v2"
)

// quietZone is the light margin around a QR code, in modules, that the standard asks for
// (ISO/IEC 18004: four modules) so that a camera finds the code's edges.
const quietZone = 4

// MaxQRScale bounds the pixels a module takes: a code of an address is about 33 modules
// wide, so 40 makes a picture of at most some 1,600 pixels a side.
const MaxQRScale = 40

// QR is address as a QR code for a phone's camera to open: dark modules on light, scale
// pixels each (1 to MaxQRScale), inside the quiet zone. The editor shows it beside the
// address when the GM shares the fight with the table.
func QR(address string, scale int) (image.Image, error) {
	if scale < 1 || scale > MaxQRScale {
		return nil, errors.New("a QR code's module is 1 to 40 pixels")
	}
	code, err := qrcode.NewWith(address, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, err
	}
	var grab bitmap
	if err := code.Save(&grab); err != nil {
		return nil, err
	}
	n := len(grab) + 2*quietZone
	img := image.NewPaletted(image.Rect(0, 0, n*scale, n*scale), color.Palette{color.White, color.Black})
	for y, row := range grab {
		for x, dark := range row {
			if !dark {
				continue
			}
			for dy := range scale {
				for dx := range scale {
					img.SetColorIndex((x+quietZone)*scale+dx, (y+quietZone)*scale+dy, 1)
				}
			}
		}
	}
	return img, nil
}

// bitmap is a qrcode.Writer that keeps the code's modules, dark true, by row.
type bitmap [][]bool

func (b *bitmap) Write(m qrcode.Matrix) error {
	*b = m.Bitmap()
	return nil
}

func (b *bitmap) Close() error { return nil }
