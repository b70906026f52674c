package export

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	pngenc "image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"rollformular/engine"
	"rollformular/engine/rulesets"
	"rollformular/sheet"
)

func example(t testing.TB) (*sheet.Character, engine.Ruleset) {
	t.Helper()
	return exampleFile(t, "asa-jarnhand.json")
}

// exampleFile is one of the example characters with its ruleset.
func exampleFile(t testing.TB, name string) (*sheet.Character, engine.Ruleset) {
	t.Helper()
	c, err := sheet.Load(filepath.Join("..", "assets", "examples", name))
	if err != nil {
		t.Fatal(err)
	}
	reg, err := rulesets.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	rs, err := reg.Lookup(c.Ruleset)
	if err != nil {
		t.Fatal(err)
	}
	return c, rs
}

var fixed = Options{Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}

func render(t *testing.T, c *sheet.Character, rs engine.Ruleset, opt Options) string {
	t.Helper()
	var buf bytes.Buffer
	if err := Sheet(&buf, c, rs, opt); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s is needed for this test; `make test` installs it (poppler-utils, qpdf)", name)
	}
	return p
}

func TestSheetTextAndStructure(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	path := render(t, c, rs, fixed)
	out, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	text := string(out)
	for _, want := range []string{"Åsa Järnhand", "HÄL", "KRA", "SKI", "STO", "STY", "Livspoäng", "1T10",
		"Svärd", "Farfars svärd", "Smed från Norrvik", "T Trötthet", "U Utmattning"} {
		if !strings.Contains(text, want) {
			t.Errorf("pdftotext lacks %q:\n%s", want, text)
		}
	}
	// Every body part with its KP and SP.
	for _, part := range []string{"Huvud\\s+KP 5\\s+SP H 5 K 3 S 4", "Bröstkorg\\s+KP 6\\s+SP H 6 K 3 S 3", "Mage\\s+KP 5",
		"Höger arm\\s+KP 4\\s+SP H 0 K 0 S 0", "Vänster arm\\s+KP 4", "Höger ben\\s+KP 5", "Vänster ben\\s+KP 5"} {
		if !regexp.MustCompile(part).MatchString(text) {
			t.Errorf("pdftotext lacks %s", part)
		}
	}
	pages := strings.Count(text, "\f")
	if pages > 2 {
		t.Errorf("the example's sheet takes %d pages, want at most 2", pages)
	}
	if !regexp.MustCompile(fmt.Sprintf(`1\s*/\s*%d`, pages)).MatchString(text) {
		t.Errorf("pdftotext lacks the page number 1 / %d", pages)
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf --check: %v\n%s", err, out)
	}
}

// An odestarningar sheet has its öde dice, the skills' pools, the traits, the drives and the
// load, and no life points or body.
func TestOdestarningarSheet(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "nadir.json")
	path := render(t, c, rs, fixed)
	out, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	text := string(out)
	for _, want := range []string{"Nadir al-Farouk", "Öde", "Ödestärningar", "3 kvar, 3 redo denna sr", "Skytte", "Snabb",
		"begränsad", "Färdighetsbonus (skytte)", "Drivkrafter", "rikedom", "Belastning", "Magasin", "Vulkanpistol",
		"Skapelsepoäng 20 / 30", "Gammavärde", "Tillstånd"} {
		if !strings.Contains(text, want) {
			t.Errorf("pdftotext lacks %q:\n%s", want, text)
		}
	}
	for _, unwanted := range []string{"Livspoäng", "KP", "Slaget", "Tränas"} {
		if strings.Contains(text, unwanted) {
			t.Errorf("an odestarningar sheet has %q", unwanted)
		}
	}
	if pages := strings.Count(text, "\f"); pages > 2 {
		t.Errorf("%d pages", pages)
	}
	if out, err := exec.Command(tool(t, "qpdf"), "--check", path).CombinedOutput(); err != nil {
		t.Fatalf("qpdf --check: %v\n%s", err, out)
	}
}

func TestSheetIsByteIdenticalForAFixedTime(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	var a, b bytes.Buffer
	if err := Sheet(&a, c, rs, fixed); err != nil {
		t.Fatal(err)
	}
	if err := Sheet(&b, c, rs, fixed); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two renderings with the same time differ")
	}
}

func TestLetterPaperAndBadPaper(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	path := render(t, c, rs, Options{Paper: "letter", Time: fixed.Time})
	out, err := exec.Command(tool(t, "pdfinfo"), path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "612 x 792") {
		t.Fatalf("letter page size not found: %v\n%s", err, out)
	}
	if err := Sheet(&bytes.Buffer{}, c, rs, Options{Paper: "a5"}); err == nil || !strings.Contains(err.Error(), "a4, letter") {
		t.Fatalf("paper a5: err = %v", err)
	}
}

func TestLongNotesContinueOnANewPage(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	c.Notes = strings.Repeat("Åsa minns brandnatten i Norrvik och svär hämnd på de som tände elden. ", 200)
	path := render(t, c, rs, fixed)
	out, _ := exec.Command(tool(t, "pdfinfo"), path).CombinedOutput()
	if !strings.Contains(string(out), "Pages:") || strings.Contains(string(out), "Pages:          1\n") {
		t.Fatalf("long notes did not flow onto a second page:\n%s", out)
	}
}

func TestSourceDateEpoch(t *testing.T) {
	t.Parallel()
	got, err := TimeFromSourceDateEpoch("1700000000")
	if err != nil || got.Unix() != 1700000000 {
		t.Fatalf("got %v, %v", got, err)
	}
	if _, err := TimeFromSourceDateEpoch("igår"); err == nil {
		t.Fatal("a non-number must be refused")
	}
	if got, _ := TimeFromSourceDateEpoch(""); !got.IsZero() {
		t.Fatal("unset must mean now")
	}
}

func BenchmarkSheet(b *testing.B) {
	c, rs := example(b)
	for b.Loop() {
		if err := Sheet(&bytes.Buffer{}, c, rs, fixed); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPortraitIsPrinted(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	img := image.NewRGBA(image.Rect(0, 0, 60, 80))
	for x := range 60 {
		img.Set(x, x, color.RGBA{120, 60, 30, 255})
	}
	var png bytes.Buffer
	pngenc.Encode(&png, img)
	p, err := sheet.NewPortrait(png.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	c.Portrait = p
	path := render(t, c, rs, fixed)
	out, err := exec.Command(tool(t, "pdfimages"), "-list", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "jpeg") {
		t.Fatalf("no portrait in the PDF: %v\n%s", err, out)
	}
	// A portrait that is not a picture is left out; the sheet is still written.
	c.Portrait = &sheet.Portrait{MIME: "image/jpeg", Data: []byte("not a picture")}
	render(t, c, rs, fixed)
}

// "A portrait taller than wide overlaps the values (the code assumes at most 1.25:1); fit it in
// a fixed frame keeping proportions": a picture of 1 × 4 is as tall as the frame and a quarter
// as wide, one of 3 × 1 as wide and a third as tall.
func TestAPortraitFitsItsFrameKeepingItsProportions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		w, h   int
		fw, fh float64
	}{
		{60, 80, 24.375, 32.5}, {40, 160, 8.125, 32.5}, {300, 100, 26, 26.0 / 3}, {100, 125, 26, 32.5},
	} {
		fw, fh := portraitFrame(c.w, c.h)
		if math.Abs(fw-c.fw) > 1e-9 || math.Abs(fh-c.fh) > 1e-9 || fh > portraitW*1.25 || fw > portraitW {
			t.Errorf("a picture of %d × %d is %.3f × %.3f mm, want %.3f × %.3f", c.w, c.h, fw, fh, c.fw, c.fh)
		}
	}
}

// A skill of sixty, the most the rules allow, has a pool of twenty boxes on the sheet: in one
// row they took 52 mm of a 90 mm column, left its name a width below nothing, and printing
// the sheet panicked (found by BenchmarkCommandsOnTheWorstDocuments). The boxes now go in two
// rows as small as fit, and the name keeps its room beside them, in A4 and in Letter.
func TestSkillOfSixtyKeepsItsNameBesideItsDice(t *testing.T) {
	t.Parallel()
	c, rs := exampleFile(t, "nadir.json")
	for i := range c.Skills {
		c.Skills[i].Value = 60
		c.Skills[i].Mark = true
	}
	for _, paper := range Papers {
		opt := fixed
		opt.Paper = paper
		path := render(t, c, rs, opt)
		out, err := exec.Command(tool(t, "pdftotext"), "-layout", path, "-").CombinedOutput()
		if err != nil {
			t.Fatalf("pdftotext: %v\n%s", err, out)
		}
		if !strings.Contains(string(out), "Skytte") {
			t.Errorf("%s: the skills' names are not printed:\n%s", paper, out)
		}
	}
}

func TestSkillDiceBoxesFitTheirRoom(t *testing.T) {
	for _, tc := range []struct {
		n       int
		room    float64
		perRow  int
		atLeast float64
	}{
		{n: 4, room: 14, perRow: 4, atLeast: 2.6},   // a pool that fits: one row, as before
		{n: 8, room: 14, perRow: 4, atLeast: 2.4},   // two rows of full boxes
		{n: 20, room: 14, perRow: 10, atLeast: 1.4}, // the largest pool printed
		{n: 20, room: 0, perRow: 10, atLeast: 1},    // no room: the smallest boxes, not less
	} {
		perRow, s := skillDiceBoxes(tc.n, tc.room)
		if perRow != tc.perRow || s < tc.atLeast || s > 2.6 {
			t.Errorf("%d dice in %v mm: %d a row of %.2f mm, want %d a row of %v mm or more", tc.n, tc.room, perRow, s, tc.perRow, tc.atLeast)
		}
		if tc.room >= 10 && float64(perRow)*s > tc.room {
			t.Errorf("%d dice in %v mm take %.1f mm", tc.n, tc.room, float64(perRow)*s)
		}
	}
}

// The printed sheet headed a skill by its derived row and the editor by its catalogue entry: an
// own skill of a group the rules lack (Trolleri, "magi") was printed under Vanliga
// färdigheter, where spelsystemet counts it ("räknas som vanlig"), and shown under Other skills.
// Both now take the groups of screen.SkillGroups: it is printed under Övriga, as shown.
func TestAnOwnSkillOfAnUnknownGroupIsPrintedWhereTheEditorShowsIt(t *testing.T) {
	t.Parallel()
	c, rs := example(t)
	c.Skills = append(c.Skills, sheet.Skill{Name: "Trolleri", Group: "magi", Value: 5})
	d, err := newDocument(fixed, "test")
	if err != nil {
		t.Fatal(err)
	}
	var heading string
	for _, l := range d.newPage(c, rs, false).skillLines() {
		switch {
		case l.heading:
			heading = l.name
		case l.name == "Trolleri":
			if heading != d.say("Others") {
				t.Errorf("Trolleri is printed under %q, not %q", heading, d.say("Others"))
			}
			return
		}
	}
	t.Error("Trolleri is not printed")
}
