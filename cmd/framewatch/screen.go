//go:build linux

package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"syscall"
)

// screen is Xvfb's screen as its -fbdir file holds it: an XWD image, mapped into memory.
type screen struct {
	mem    []byte
	pixels []byte // the image's pixels, after the header and the colormap
}

// xwdHeader is the start of an XWD file: 25 big-endian 32-bit fields, of which the size of the
// header (with the window's name after it) is the first, and the number of colormap entries,
// 12 bytes each, the twentieth.
const (
	xwdFields    = 25
	xwdColorSize = 12
)

func openScreen(path string) (*screen, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a file Xvfb keeps its screen in", path)
	}
	mem, err := syscall.Mmap(int(f.Fd()), 0, int(info.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	s := &screen{mem: mem}
	if s.pixels, err = xwdPixels(mem); err != nil {
		s.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// xwdPixels is the pixel data of the XWD image in data.
func xwdPixels(data []byte) ([]byte, error) {
	if len(data) < xwdFields*4 {
		return nil, fmt.Errorf("%d bytes is too short for an XWD header", len(data))
	}
	field := func(i int) int { return int(binary.BigEndian.Uint32(data[i*4:])) }
	header, ncolors, lineBytes, height := field(0), field(19), field(12), field(5)
	start := header + ncolors*xwdColorSize
	end := start + lineBytes*height
	if header < xwdFields*4 || start < header || end < start || end > len(data) {
		return nil, fmt.Errorf("not an XWD image of its own size (header %d, %d colors, %d lines of %d bytes, %d bytes in all)",
			header, ncolors, height, lineBytes, len(data))
	}
	return data[start:end], nil
}

// Snapshot is a copy of the screen's pixels now.
func (s *screen) Snapshot() []byte { return bytes.Clone(s.pixels) }

// Differs reports whether the screen differs from snapshot.
func (s *screen) Differs(snapshot []byte) bool { return !bytes.Equal(s.pixels, snapshot) }

func (s *screen) Close() { syscall.Munmap(s.mem) }
