package sheetview

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"rollformular/ui/kit"
	"rollformular/ui/locale/translations"
	"rollformular/ui/uitest"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/golden from what the editor shows now")

// The editor's goldens guard the move of the rules out of the screens (issue 14): every tab
// of every example, in Swedish and in English, as the widgets show it. A refactor changes a
// golden only where it means to, and its commit says so. `go test ./ui -run Golden -update`
// rewrites them.
//
// Fyne reads the language when the process starts, so the English goldens come from this
// test binary run again under en_US.
func TestGoldenEditorTabs(t *testing.T) {
	// The program's own words in the process's language, as cmd/rollformular loads them.
	if err := translations.Load(); err != nil {
		t.Fatal(err)
	}
	language := "sv"
	if strings.HasPrefix(lang.SystemLocale().String(), "en") {
		language = "en"
	}
	examples, err := filepath.Glob("../../assets/examples/*.json")
	if err != nil || len(examples) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, path := range examples {
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(name, func(t *testing.T) {
			e, _ := openFile(t, path)
			checkGolden(t, filepath.Join("testdata", "golden", name+"."+language+".txt"), editorTabs(t, e))
		})
	}
	if os.Getenv("ROLLFORMULAR_GOLDEN_CHILD") != "" {
		return
	}
	other := map[string]string{"sv": "en_US.UTF-8", "en": "sv_SE.UTF-8"}[language]
	args := []string{"-test.run=^TestGoldenEditorTabs$", "-test.count=1"}
	if *updateGolden {
		args = append(args, "-update")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "ROLLFORMULAR_GOLDEN_CHILD=1", "LANG="+other, "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the goldens under %s: %v\n%s", other, err, out)
	}
}

// editorTabs is what every tab of e shows, tab by tab: each widget's text in layout order.
func editorTabs(t *testing.T, e *Editor) string {
	var b strings.Builder
	for _, tabs := range uitest.Find[*container.AppTabs](e.object) {
		for _, item := range tabs.Items {
			showTab(t, e, item.Text)
			fmt.Fprintf(&b, "== %s\n", item.Text)
			dump(&b, item.Content)
		}
	}
	return b.String()
}

// dump writes one line per widget shown below o that says something: labels, entries,
// checks, drop-downs, buttons. It reads the widgets' own state, not the lines they wrap into,
// so a change of layout alone changes no golden.
func dump(b *strings.Builder, o fyne.CanvasObject) {
	if o == nil || !o.Visible() {
		return
	}
	line := func(format string, args ...any) {
		s := fmt.Sprintf(format, args...)
		fmt.Fprintln(b, strings.ReplaceAll(s, "\n", "⏎"))
	}
	switch w := o.(type) {
	case *widget.Label:
		if w.Text != "" {
			line("%s", w.Text)
		}
		return
	case *widget.Entry:
		line("[%s] %s", w.PlaceHolder, w.Text)
		return
	case *numberField:
		line("[%s] %s", w.PlaceHolder, w.Text)
		return
	case *widget.Check:
		mark := " "
		if w.Checked {
			mark = "x"
		}
		line("[%s] %s", mark, w.Text)
		return
	case *widget.Select:
		line("<%s> %s", w.PlaceHolder, w.Selected)
		return
	case *widget.Button:
		icon := ""
		if w.Icon != nil {
			icon = w.Icon.Name()
		}
		line("(%s %s)", icon, w.Text)
		return
	case *kit.IconButton:
		line("(%s )", w.Icon().Name())
		return
	case *widget.Hyperlink:
		line("%s", w.Text)
		return
	case *widget.RichText:
		if s := w.String(); s != "" {
			line("%s", s)
		}
		return
	case *canvas.Text:
		if w.Text != "" {
			line("%s", w.Text)
		}
		return
	case *widget.Accordion:
		for _, item := range w.Items {
			line("▸ %s", item.Title)
		}
	}
	switch c := o.(type) {
	case fyne.Widget:
		for _, child := range objectsOf(c) {
			dump(b, child)
		}
	case *fyne.Container:
		for _, child := range c.Objects {
			dump(b, child)
		}
	}
}

// objectsOf is what w's own renderer draws, the one the window uses.
func objectsOf(w fyne.Widget) []fyne.CanvasObject { return test.WidgetRenderer(w).Objects() }

// checkGolden compares got with the file at path, or writes it under -update.
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *updateGolden {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./ui -run Golden -update writes it)", err)
	}
	if got == string(want) {
		return
	}
	g, w := strings.Split(got, "\n"), strings.Split(string(want), "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gi, wi string
		if i < len(g) {
			gi = g[i]
		}
		if i < len(w) {
			wi = w[i]
		}
		if gi != wi {
			t.Fatalf("%s differs from line %d:\n- %s\n+ %s\n(if the change is meant: go test ./ui -run Golden -update, and say so in the commit)", path, i+1, wi, gi)
		}
	}
}
