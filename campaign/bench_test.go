package campaign

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"rollformular/sheet"
)

// folderOf is a campaign folder of n documents: a player character and NPCs.
func folderOf(b *testing.B, n int) string {
	dir := b.TempDir()
	if _, err := New(dir, "K", "spelsystemet"); err != nil {
		b.Fatal(err)
	}
	copyExample(b, dir, "asa-jarnhand", "asa.json")
	for i := 1; i < n; i++ {
		copyExample(b, dir, "rovare", fmt.Sprintf("npc%03d.json", i))
	}
	return dir
}

// Opening a campaign of 1 and of 200 documents (open: campaign.json, what the editor shows at
// once), and its full listing (complete: Open and Complete,
// what `campaign show` prints) with the header cache warm (the folder listed before, as it is
// every time but the first) and cold (no cache: every document read whole). DESIGN.md's
// budget is open/200 against open/1 (scripts/bench.sh).
func BenchmarkOpen(b *testing.B) {
	for _, n := range []int{1, 200} {
		dir := folderOf(b, n)
		cacheDir := b.TempDir()
		b.Run(fmt.Sprintf("open/%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := OpenWith(dir, Options{CacheDir: cacheDir}); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("complete/warm/%d", n), func(b *testing.B) {
			c, _ := OpenWith(dir, Options{CacheDir: cacheDir})
			c.Complete()
			for b.Loop() {
				c, err := OpenWith(dir, Options{CacheDir: cacheDir})
				if err != nil {
					b.Fatal(err)
				}
				if c.Complete(); len(c.Characters) != n {
					b.Fatalf("%d characters", len(c.Characters))
				}
			}
		})
		b.Run(fmt.Sprintf("complete/cold/%d", n), func(b *testing.B) {
			for b.Loop() {
				c, err := OpenWith(dir, Options{})
				if err != nil {
					b.Fatal(err)
				}
				c.Complete()
			}
		})
	}
}

// Loading one character, as opening one document in the editor does: what opening a
// campaign is measured against.
func BenchmarkLoadOneDocument(b *testing.B) {
	for b.Loop() {
		if _, err := sheet.Load(example("asa-jarnhand")); err != nil {
			b.Fatal(err)
		}
	}
}

// A save of a character in a campaign: the first save of it (a fresh history) and one after
// 1,000 saves.
func BenchmarkSave(b *testing.B) {
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			b.StopTimer()
			dir := b.TempDir()
			os.WriteFile(filepath.Join(dir, FileName), []byte(`{"format":"rollformular-campaign","version":1,"name":"K","ruleset":"spelsystemet","rules":"","party":[]}`), 0o644)
			path := copyExample(b, dir, "asa-jarnhand", "asa.json")
			c := load(b, path)
			c.Notes = "ny"
			b.StartTimer()
			if _, err := Save(path, c, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("after-1000", func(b *testing.B) {
		_, path := campaignWith(b)
		c := load(b, path)
		for i := range 1000 {
			c.Notes = fmt.Sprint(i)
			if _, err := Save(path, c, nil); err != nil {
				b.Fatal(err)
			}
		}
		i := 0
		for b.Loop() {
			i++
			c.Notes = fmt.Sprint("b", i)
			if _, err := Save(path, c, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// Watching a campaign of 1 and of 200 documents, as the editor does when it opens one: Watch
// to its return, and Close. Watch reads every document before it returns (about 5 ms for
// 200): read in the background, a change made while it read could be taken for the content
// it started from and never told.
func BenchmarkWatch(b *testing.B) {
	for _, n := range []int{1, 200} {
		dir := folderOf(b, n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				w, err := Watch(dir, 0)
				if err != nil {
					b.Fatal(err)
				}
				w.Close()
			}
		})
	}
}
