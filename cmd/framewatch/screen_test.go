//go:build linux

package main

import (
	"encoding/binary"
	"strings"
	"testing"
)

// xwd makes an XWD image of w×h pixels of 4 bytes, with ncolors colormap entries.
func xwd(w, h, ncolors int, name string) []byte {
	header := xwdFields*4 + len(name) + 1
	out := make([]byte, header+ncolors*xwdColorSize+w*4*h)
	put := func(i, v int) { binary.BigEndian.PutUint32(out[i*4:], uint32(v)) }
	put(0, header)
	put(4, w)
	put(5, h)
	put(12, w*4)
	put(19, ncolors)
	copy(out[xwdFields*4:], name)
	return out
}

func TestThePixelsComeAfterTheHeaderAndTheColormap(t *testing.T) {
	data := xwd(3, 2, 5, "Xvfb main window")
	px, err := xwdPixels(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(px) != 3*4*2 || &px[len(px)-1] != &data[len(data)-1] {
		t.Fatalf("%d bytes of pixels, ending %v before the file does", len(px), len(data)-len(px))
	}
}

func TestAFileThatIsNoXWDImageIsSaidToBe(t *testing.T) {
	short := xwd(3, 2, 0, "")[:50]
	if _, err := xwdPixels(short); err == nil || !strings.Contains(err.Error(), "too short") {
		t.Errorf("50 bytes: %v", err)
	}
	cut := xwd(3, 2, 0, "")
	if _, err := xwdPixels(cut[:len(cut)-1]); err == nil || !strings.Contains(err.Error(), "not an XWD image") {
		t.Errorf("a byte short: %v", err)
	}
	lying := xwd(3, 2, 0, "")
	binary.BigEndian.PutUint32(lying[19*4:], 1<<30) // a colormap larger than the file
	if _, err := xwdPixels(lying); err == nil {
		t.Error("a colormap past the end of the file is read")
	}
}
