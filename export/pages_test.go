package export

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rollformular/sheet"
)

// pdfText is the text of the PDF at path, its pages split by form feeds.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	out, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	return string(out)
}

// everyRowOnce fails unless each of names appears exactly once in text as a row, its name
// followed by what matches rest: none lost over a page break, none drawn twice.
func everyRowOnce(t *testing.T, text string, names []string, rest string) {
	t.Helper()
	for _, name := range names {
		if n := len(regexp.MustCompile(`\b`+name+`\b`+rest).FindAllString(text, -1)); n != 1 {
			t.Errorf("%s appears %d times as a row, want once", name, n)
		}
	}
}

// Rows were placed at a computed y with no end-of-page check, so past the bottom gofpdf
// started a page for every cell: 40 weapons made 9 pages, 60 made 109, 150 skills 147. Each
// list now goes on on the next page under its heading, "(forts.)", and a long sheet stays a
// few pages with every row on it once.
func TestLongListsContinueUnderTheirHeadingInsteadOfAPagePerRow(t *testing.T) {
	t.Parallel()
	named := func(prefix string, n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = fmt.Sprintf("%s%03d", prefix, i)
		}
		return out
	}
	for _, tc := range []struct {
		name, example string
		maxPages      int
		// fill adds the rows and returns their names, and what follows each on its row.
		fill      func(c *sheet.Character) (names []string, rest string)
		continued []string
	}{
		// Four: the gear's counts, the traits' effects and the whole load line take room.
		{"30 gear lines and 40 weapons", "nadir.json", 4, func(c *sheet.Character) ([]string, string) {
			gear, weapons := named("Pryl", 30), named("Bössa", 40)
			for _, g := range gear {
				c.Gear = append(c.Gear, sheet.Gear{ID: "medkit", Name: g})
			}
			for _, w := range weapons {
				c.Weapons = append(c.Weapons, sheet.Weapon{ID: "vulkanpistol", Name: w, Damage: "coriolis 4"})
			}
			// The gear's names are also in the load's explanation ("Pryl000 0, Pryl001 0"):
			// a gear row goes on with its count and its load ("1 × 1 br  1 br"), a weapon row
			// with its damage and kind.
			return append(gear, weapons...), `(\s+1 × 1 br\s+1 br\b|\s+3\s+pistol)`
		}, []string{"Vapen (forts.)"}},
		{"40 weapons", "asa-jarnhand.json", 3, func(c *sheet.Character) ([]string, string) {
			weapons := named("Kniv", 40)
			for _, w := range weapons {
				c.Weapons = append(c.Weapons, sheet.Weapon{ID: "dolk", Name: w})
			}
			return weapons, ""
		}, []string{"Vapen (forts.)"}},
		{"150 skills", "asa-jarnhand.json", 5, func(c *sheet.Character) ([]string, string) {
			skills := named("Konst", 150)
			for _, s := range skills {
				c.Skills = append(c.Skills, sheet.Skill{Name: s, Value: 5})
			}
			return skills, ""
		}, []string{"Färdigheter (forts.)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, rs := exampleFile(t, tc.example)
			names, rest := tc.fill(c)
			path := render(t, c, rs, fixed)
			text := pdfText(t, path)
			pages := strings.Count(text, "\f")
			if pages > tc.maxPages {
				t.Errorf("%d pages, want at most %d", pages, tc.maxPages)
			}
			everyRowOnce(t, text, names, rest)
			for _, heading := range tc.continued {
				if !strings.Contains(text, heading) {
					t.Errorf("no %q on the page the list goes on on", heading)
				}
			}
			// Every page after the first says whose it is and which of how many.
			for n, pageText := range strings.Split(strings.TrimSuffix(text, "\f"), "\f")[1:] {
				header := fmt.Sprintf(`%s\s+·\s+%s.*\s%d\s*/\s*%d\n`, regexp.QuoteMeta((&document{}).displayName(c)), rs.Description().Name, n+2, pages)
				if !regexp.MustCompile(header).MatchString(pageText) {
					t.Errorf("page %d has no header matching %s:\n%s", n+2, header, pageText[:min(len(pageText), 300)])
				}
			}
		})
	}
}

// pdf a.json b.json c.json numbered its pages 1/6 … 6/6: each sheet is numbered on its own.
func TestPagesAreNumberedPerCharacter(t *testing.T) {
	t.Parallel()
	asa, spelsystemet := example(t)
	nadir, odestarningar := exampleFile(t, "nadir.json")
	var buf bytes.Buffer
	if err := Sheets(&buf, []Character{{asa, spelsystemet}, {nadir, odestarningar}, {asa, spelsystemet}}, fixed); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "three.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	pages := strings.Split(strings.TrimSuffix(pdfText(t, path), "\f"), "\f")
	var got []string
	number := regexp.MustCompile(`\b(\d+)\s*/\s*(\d+)\s*$`)
	for _, page := range pages {
		// The first page's number is its last line; a later page's ends its header line.
		lines := strings.Split(strings.TrimSpace(page), "\n")
		m := number.FindStringSubmatch(lines[len(lines)-1])
		if m == nil {
			m = number.FindStringSubmatch(lines[0])
		}
		if m == nil {
			t.Fatalf("a page without its number:\n%s", page)
		}
		got = append(got, m[1]+"/"+m[2])
	}
	// Each of these sheets takes two pages.
	if want := []string{"1/2", "2/2", "1/2", "2/2", "1/2", "2/2"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("pages numbered %v, want %v", got, want)
	}
}
