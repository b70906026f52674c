package table

import (
	"image"
	"testing"
)

// dark says whether module (x, y) of a code drawn at scale is dark.
func dark(img image.Image, x, y, scale int) bool {
	r, _, _, _ := img.At((x+quietZone)*scale, (y+quietZone)*scale).RGBA()
	return r == 0
}

// The address's QR code: square, its quiet zone light, the finder patterns of the standard in
// three corners (a dark ring of 7×7 modules around a light ring and a dark 3×3 heart), and
// another address another code.
func TestTheAddressAsAQRCode(t *testing.T) {
	t.Parallel()
	addr := "http://192.168.1.20:8080/0123456789abcdef0123456789abcdef/"
	img, err := QR(addr, 4)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	modules := b.Dx()/4 - 2*quietZone
	if b.Dx() != b.Dy() || b.Dx()%4 != 0 || modules < 21 || (modules-17)%4 != 0 {
		t.Fatalf("%v: %d modules is no QR code's size", b, modules)
	}
	for _, corner := range [][2]int{{0, 0}, {modules - 7, 0}, {0, modules - 7}} {
		for y := range 7 {
			for x := range 7 {
				ring := max(abs(x-3), abs(y-3))
				if want := ring != 2; dark(img, corner[0]+x, corner[1]+y, 4) != want {
					t.Fatalf("finder at %v: module %d,%d", corner, x, y)
				}
			}
		}
	}
	for i := range quietZone * 4 {
		if r, _, _, _ := img.At(i, i).RGBA(); r == 0 {
			t.Fatalf("the quiet zone is dark at %d", i)
		}
	}
	other, _ := QR(addr[:len(addr)-2]+"0/", 4)
	same := true
	for y := 0; y < b.Dy() && same; y++ {
		for x := 0; x < b.Dx() && same; x++ {
			same = img.At(x, y) == other.At(x, y)
		}
	}
	if same {
		t.Error("two addresses, one code")
	}
	if _, err := QR(addr, 0); err == nil {
		t.Error("scale 0")
	}
	if _, err := QR(addr, MaxQRScale+1); err == nil {
		t.Error("scale past the bound")
	}
}

func abs(n int) int { return max(n, -n) }
