package campaignview

import (
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/sheet"
	"rollformular/ui/kit"
)

// timelineTab is one character's history: every version kept, newest first, with its time and
// what changed; two ticked are compared side by side, one ticked is brought back as a new save.
type timelineTab struct {
	v        *View
	object   fyne.CanvasObject
	who      *widget.Select
	files    []string // the files who offers, in its order
	list     *widget.List
	note     *widget.Label
	versions []campaign.Version // newest first
	ticked   []int              // the versions ticked, by number, in the order ticked
	compare  *widget.Button
	restore  *widget.Button
	file     string // the character shown
}

// whoWidth is the width of the timeline's choice of character: a name and its file.
const whoWidth = 340

func newTimelineTab(v *View) *timelineTab {
	t := &timelineTab{v: v, note: widget.NewLabel("")}
	t.note.Wrapping = fyne.TextWrapWord
	t.who = widget.NewSelect(nil, func(string) {
		if i := t.who.SelectedIndex(); i >= 0 {
			t.file = t.files[i]
			t.read()
		}
	})
	t.list = widget.NewList(func() int { return len(t.versions) },
		func() fyne.CanvasObject { return widget.NewCheck("", nil) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*widget.Check)
			ver := t.versions[i]
			c.OnChanged = nil
			c.SetText(versionLine(ver))
			c.SetChecked(slices.Contains(t.ticked, ver.Version))
			c.OnChanged = func(on bool) { t.tick(ver.Version, on) }
		})
	t.compare = widget.NewButton(lang.L("Compare the two ticked"), t.showCompare)
	t.restore = widget.NewButton(lang.L("Bring back the ticked version"), t.askRestore)
	bar := container.NewHBox(widget.NewLabel(lang.L("Character")), kit.FixedWidth(whoWidth, t.who), t.compare, t.restore)
	t.object = container.NewBorder(container.NewVBox(bar, t.note), nil, nil, nil, t.list)
	return t
}

// versionLine is a version as the timeline lists it: "12 · 2026-12-07 10:41 · STY 14 → 15".
func versionLine(v campaign.Version) string {
	return strconv.Itoa(v.Version) + " · " + v.Time.Local().Format("2006-01-02 15:04") + " · " + kit.Ellipsis(summaryIn(v.Summary), 160)
}

// show offers the folder's characters, keeping the one shown.
func (t *timelineTab) show() {
	t.files = t.files[:0]
	names := make([]string, 0, len(t.v.entries))
	for _, e := range t.v.entries {
		t.files = append(t.files, e.File)
		names = append(names, kit.Ellipsis(e.Name, kit.MaxTitle)+"  ("+e.File+")")
	}
	t.who.OnChanged, t.who.Options = nil, names
	i := slices.Index(t.files, t.file)
	if i < 0 && len(t.files) > 0 {
		i = 0
	}
	if i >= 0 {
		t.who.SetSelectedIndex(i)
		t.file = t.files[i]
	} else {
		t.who.ClearSelected()
		t.file = ""
	}
	t.who.OnChanged = func(string) {
		if i := t.who.SelectedIndex(); i >= 0 {
			t.file = t.files[i]
			t.read()
		}
	}
	t.read()
}

// showTimeline shows e's timeline.
func (v *View) showTimeline(e *entry) {
	v.timeline.file = e.File
	v.timeline.show()
	v.tabs.SelectIndex(3)
}

// read reads the history of the character shown.
func (t *timelineTab) read() {
	t.versions, t.ticked = nil, nil
	if t.file != "" {
		vs, err := campaign.History(t.v.camp.Path(t.file))
		if err != nil {
			kit.SetLabel(t.note, kit.ErrorInWords(err, engine.Words{}))
		} else {
			slices.Reverse(vs)
			t.versions = vs
			kit.SetLabel(t.note, lang.L("{{.Count}} versions kept. Tick two to compare them, or one to bring it back as a new save.", map[string]any{"Count": len(vs)}))
		}
	} else {
		kit.SetLabel(t.note, lang.L("The folder has no characters."))
	}
	t.list.Refresh()
	t.list.ScrollToTop()
	t.enable()
}

func (t *timelineTab) tick(n int, on bool) {
	t.ticked = slices.DeleteFunc(t.ticked, func(x int) bool { return x == n })
	if on {
		t.ticked = append(t.ticked, n)
		if len(t.ticked) > 2 { // the oldest tick gives way
			t.ticked = t.ticked[1:]
			t.list.Refresh()
		}
	}
	t.enable()
}

func (t *timelineTab) enable() {
	if len(t.ticked) == 2 {
		t.compare.Enable()
	} else {
		t.compare.Disable()
	}
	if len(t.ticked) == 1 {
		t.restore.Enable()
	} else {
		t.restore.Disable()
	}
}

// version is version n of the character shown, with its document read.
func (t *timelineTab) version(n int) (campaign.Version, *sheet.Character, error) {
	v, err := campaign.VersionOf(t.v.camp.Path(t.file), n)
	if err != nil {
		return v, nil, err
	}
	c, err := sheet.Parse([]byte(v.Doc))
	return v, c, err
}

// showCompare shows the two versions ticked side by side: every field in which they differ,
// the older on the left.
func (t *timelineTab) showCompare() {
	a, b := min(t.ticked[0], t.ticked[1]), max(t.ticked[0], t.ticked[1])
	va, ca, err := t.version(a)
	if err != nil {
		t.v.showError(lang.L("Compare"), err)
		return
	}
	vb, cb, err := t.version(b)
	if err != nil {
		t.v.showError(lang.L("Compare"), err)
		return
	}
	diffs := campaign.DiffNamed(ca, cb, t.v.namesOf(t.file))
	content := compareTable(diffs, versionHead(va), versionHead(vb))
	d := dialog.NewCustom(lang.L("Versions {{.A}} and {{.B}} of {{.Name}}", map[string]any{"A": a, "B": b, "Name": kit.Ellipsis(cb.Name, kit.MaxTitle)}),
		lang.L("Close"), content, t.v.host.Window())
	d.Resize(fyne.NewSize(900, 560))
	d.Show()
}

// versionHead heads a version's column: its number and time.
func versionHead(v campaign.Version) string {
	return lang.L("Version {{.N}}", map[string]any{"N": v.Version}) + " · " + v.Time.Local().Format("2006-01-02 15:04")
}

// compareTable is the fields of diffs in three columns: the field, a's value, b's.
func compareTable(diffs []campaign.Difference, headA, headB string) fyne.CanvasObject {
	if len(diffs) == 0 {
		return widget.NewLabel(lang.L("The two are the same."))
	}
	table := kit.NewSortTable()
	rows := make([][]string, len(diffs))
	for i, d := range diffs {
		rows[i] = []string{FieldLabel(d), shownValue(d.A, d.InA), shownValue(d.B, d.InB)}
	}
	table.SetRows([]string{lang.L("Field"), headA, headB}, rows)
	return table.Table
}

// shownValue is a field's value in a comparison, a dash where the version lacks it.
func shownValue(s string, in bool) string {
	if !in {
		return "—"
	}
	return kit.Ellipsis(s, 200)
}

// askRestore asks whether to bring back the version ticked, and does.
func (t *timelineTab) askRestore() {
	n := t.ticked[0]
	path := t.v.camp.Path(t.file)
	kit.Ask(t.v.host.Window(), lang.L("Bring back the ticked version"),
		lang.L("Save version {{.N}} of {{.File}} as its newest? The present one stays in the timeline.", map[string]any{"N": n, "File": t.file}),
		lang.L("Bring back"), func() {
			if _, err := campaign.Restore(path, n, t.v.namesOf(t.file)); err != nil {
				t.v.showError(lang.L("Bring back the ticked version"), err)
				return
			}
			t.v.Reload()
		})
}

// namesOf are the names of the rules of the file file's character, nil where it did not read.
func (v *View) namesOf(file string) *campaign.Names {
	if e := v.entryOf(file); e != nil && e.rs != nil {
		return campaign.NamesIn(e.rs)
	}
	return nil
}
