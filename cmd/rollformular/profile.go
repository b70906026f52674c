package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"runtime/trace"
	"time"
)

// profileFor is how long a profile runs unless ROLLFORMULAR_PROFILE_FOR says otherwise: past
// the first sheet drawn (well under a second here), so the profile holds the whole start; the
// idle time after it adds no CPU samples.
const profileFor = 3 * time.Second

// startProfile profiles the editor when getenv("ROLLFORMULAR_PROFILE") names a folder: a CPU
// profile (cpu.pprof) and the allocations made (allocs.pprof), for `go tool pprof`, written
// ROLLFORMULAR_PROFILE_FOR (a Go duration, "20s": long enough to type into the sheet) after
// the start, and with ROLLFORMULAR_PROFILE_TRACE=1 a runtime trace (trace.out) for `go tool
// trace`, apart because its stacks cost CPU the profile would show. It is how
// scripts/onscreen.sh's figures are explained: where the start and a keystroke go. What cannot
// be profiled is said in one line and the editor starts all the same.
func startProfile(getenv func(string) string, stderr io.Writer) {
	dir := getenv("ROLLFORMULAR_PROFILE")
	if dir == "" {
		return
	}
	fail := func(err error) { fmt.Fprintln(stderr, "rollformular: profile:", err) }
	length := profileFor
	if v := getenv("ROLLFORMULAR_PROFILE_FOR"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 || d > time.Hour {
			fail(fmt.Errorf("ROLLFORMULAR_PROFILE_FOR %q is not a duration from 1ns to 1h; profiling for %s", v, profileFor))
		} else {
			length = d
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fail(err)
		return
	}
	cpu, err := create(filepath.Join(dir, "cpu.pprof"))
	if err != nil {
		fail(err)
		return
	}
	if err := pprof.StartCPUProfile(cpu); err != nil {
		fail(errors.Join(err, cpu.Close()))
		return
	}
	var tr *os.File
	if getenv("ROLLFORMULAR_PROFILE_TRACE") == "1" {
		if tr, err = create(filepath.Join(dir, "trace.out")); err == nil {
			err = trace.Start(tr)
		}
		if err != nil {
			fail(err)
		}
	}
	runtime.MemProfileRate = 4096 // the start's allocations, not one sample in 512 KiB
	time.AfterFunc(length, func() {
		pprof.StopCPUProfile()
		var closeTrace error
		if tr != nil {
			trace.Stop()
			closeTrace = tr.Close()
		}
		err := errors.Join(cpu.Close(), closeTrace, writeAllocs(filepath.Join(dir, "allocs.pprof")))
		if err != nil {
			fail(err)
			return
		}
		fmt.Fprintln(stderr, "rollformular: profile of the start written to", dir)
	})
}

// create makes the file at path anew: a new path, or a regular file it replaces, never a link,
// a folder or a device.
func create(path string) (*os.File, error) {
	if info, err := os.Lstat(path); err == nil && !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file; profiles are written only to one", path)
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
}

// writeAllocs writes the allocations made so far to path.
func writeAllocs(path string) error {
	f, err := create(path)
	if err != nil {
		return err
	}
	return errors.Join(pprof.Lookup("allocs").WriteTo(f, 0), f.Close())
}
