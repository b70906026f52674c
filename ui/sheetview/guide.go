package sheetview

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"rollformular/engine/fieldpath"
	"rollformular/screen"
	"rollformular/ui/kit"
)

// guide walks the player of a new character through making it, one part of the sheet a step:
// attributes and species, skills, traits, equipment, then saving. Each step shows its tab, says
// what to do there with a button for it, and the rules' limits and costs as they stand after
// every edit. It is a bar under the editor, so it never moves what the player works on; any step
// can be skipped, and the bar closed, and the editor's tabs stay the way to edit: the guide
// only leads through them.
type guide struct {
	e      *Editor
	steps  []guideStep
	at     int
	object *fyne.Container

	title, about, limits *widget.Label
	actions              *fyne.Container
	back, next           *widget.Button
}

// guideStep is one part of the sheet the guide leads to.
type guideStep struct {
	title, about string
	tab          *container.TabItem
	actions      []*widget.Button
	// limits says what the rules allow in this step and what is spent, from the last derived
	// values; nil for nothing to say.
	limits func() string
}

// StartGuide shows the guide under the editor, at its first step.
func (e *Editor) StartGuide() {
	if e.guide != nil {
		return
	}
	g := &guide{e: e, steps: e.guideSteps(),
		title: bold(""), about: widget.NewLabel(""), limits: widget.NewLabel(""), actions: container.NewHBox()}
	g.about.Wrapping = fyne.TextWrapWord
	g.limits.Wrapping = fyne.TextWrapWord
	g.limits.Importance = widget.MediumImportance
	g.back = widget.NewButtonWithIcon(lang.L("Back"), theme.NavigateBackIcon(), func() { g.goTo(g.at - 1) })
	g.next = widget.NewButtonWithIcon(lang.L("Next"), theme.NavigateNextIcon(), func() {
		if g.at+1 == len(g.steps) {
			g.close()
			return
		}
		g.goTo(g.at + 1)
	})
	g.next.Importance = widget.HighImportance
	g.next.IconPlacement = widget.ButtonIconTrailingText
	closer := widget.NewButtonWithIcon("", theme.CancelIcon(), g.close)
	// The text's room is fixed, three lines of each, whatever a step says: the bar keeps its
	// height from step to step, so the editor above it never moves.
	lines := fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{}).Height*3 + theme.InnerPadding()*2
	text := container.NewGridWithRows(1, container.New(&fixedHeight{lines}, g.about), container.New(&fixedHeight{lines}, g.limits))
	g.object = container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil,
		container.NewHBox(g.title), container.NewCenter(container.NewHBox(g.actions, g.back, g.next, closer)), text))
	e.guide = g
	e.bottom.Add(g.object)
	g.goTo(0)
}

// guideSteps are the steps of the editor's ruleset (screen.Guide), each with its tab, its words
// in the editor's language, a button for each thing it offers and its line of limits.
func (e *Editor) guideSteps() []guideStep {
	var steps []guideStep
	for _, st := range screen.Guide(e.rs, e.doc) {
		about := make([]string, len(st.About))
		for i, key := range st.About {
			about[i] = lang.L(string(key))
		}
		step := guideStep{title: lang.L(string(st.Title)), about: strings.Join(about, " "), tab: e.tabOfPart(st.Part), limits: e.limitsLine(st.Limits)}
		for _, o := range st.Offers {
			step.actions = append(step.actions, e.offerButton(o))
		}
		steps = append(steps, step)
	}
	return steps
}

// tabOfPart is the editor's tab of part; nil for a part the sheet does not have.
func (e *Editor) tabOfPart(part screen.Part) *container.TabItem {
	if i := slices.Index(e.parts, part); i >= 0 {
		return e.tabs.Items[i]
	}
	return nil
}

// sectionOfPart is the editor's section of part, made if it was not yet; nil for a part the
// sheet does not have.
func (e *Editor) sectionOfPart(part screen.Part) section {
	if i := slices.Index(e.parts, part); i >= 0 {
		return e.sectionAt(i)
	}
	return nil
}

// offerButton is the guide's button for what a step offers.
func (e *Editor) offerButton(o screen.Offer) *widget.Button {
	switch o {
	case screen.RollAttributes:
		return widget.NewButton(lang.L("Roll all attributes"), e.sectionOfPart(screen.Character).(*characterSection).rollAll)
	case screen.AddSkills:
		return widget.NewButtonWithIcon(lang.L("Skills…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Skills).(*skillsSection).addFromCatalog)
	case screen.AddTraits:
		return widget.NewButtonWithIcon(lang.L("Traits…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Traits).(*traitsSection).addFromCatalog)
	case screen.AddWeapons:
		return widget.NewButtonWithIcon(lang.L("Weapons…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Equipment).(*equipmentSection).addFromCatalog)
	case screen.AddOwnWeapon:
		return widget.NewButtonWithIcon(lang.L("Own weapon…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Equipment).(*equipmentSection).addOwnWeapon)
	case screen.TypeArmor:
		id, label := e.rules.ArmorTracker, e.rules.ArmorTracker
		for _, t := range screen.Trackers(e.rs, e.doc, e.layout, false) {
			if t.ID == id {
				label = t.HeadingIn(e.words)
			}
		}
		return widget.NewButton(label, func() { e.GoTo(fieldpath.State(id)) })
	case screen.AddArmor:
		return widget.NewButtonWithIcon(lang.L("Armor…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Equipment).(*equipmentSection).armorFromCatalog)
	case screen.AddGear:
		return widget.NewButtonWithIcon(lang.L("Gear…"), theme.ContentAddIcon(), e.sectionOfPart(screen.Equipment).(*equipmentSection).gear.addFromCatalog)
	default:
		return widget.NewButtonWithIcon(lang.L("Save…"), theme.DocumentSaveIcon(), func() { e.Save(nil) })
	}
}

// limitsLine is what says a step's limits, worded as they stand; nil for none.
func (e *Editor) limitsLine(l screen.Limits) func() string {
	switch l {
	case screen.AttributeLimits:
		return e.rules.AttributeLimits
	case screen.SkillLimits:
		return e.skillLimits
	case screen.BudgetLimits:
		return e.budgetLine
	case screen.LoadLimits:
		return e.loadLine
	case screen.ProblemLimits:
		return e.problemsLine
	}
	return nil
}

// goTo shows step i and its tab.
func (g *guide) goTo(i int) {
	if i < 0 || i >= len(g.steps) {
		return
	}
	g.at = i
	st := g.steps[i]
	g.title.SetText(lang.L("Step {{.N}} of {{.Count}}: {{.Title}}", map[string]any{"N": i + 1, "Count": len(g.steps), "Title": st.title}))
	g.about.SetText(st.about)
	g.actions.Objects = nil
	for _, b := range st.actions {
		g.actions.Add(b)
	}
	g.actions.Refresh()
	if i == 0 {
		g.back.Disable()
	} else {
		g.back.Enable()
	}
	if i+1 == len(g.steps) {
		g.next.SetText(lang.L("Finish"))
	} else {
		g.next.SetText(lang.L("Next"))
	}
	if st.tab != nil {
		g.e.tabs.Select(st.tab)
	}
	g.show()
}

// follow goes to the step of tab, which the player chose by hand: the guide says what to do
// where the player is. A tab no step leads to (the roll log) leaves the step as it is.
func (g *guide) follow(tab *container.TabItem) {
	if g.steps[g.at].tab == tab {
		return
	}
	for i, st := range g.steps {
		if st.tab == tab {
			g.goTo(i)
			return
		}
	}
}

// show puts the step's limits as the rules see them now: after every edit.
func (g *guide) show() {
	limits := ""
	if st := g.steps[g.at]; st.limits != nil {
		limits = st.limits()
	}
	g.limits.SetText(kit.ShortText(limits))
}

// close takes the guide away; the character stays as it is.
func (g *guide) close() {
	g.e.bottom.Remove(g.object)
	g.e.guide = nil
}

// skillLimits are the range of a skill's value and the creation points left, where the rules
// have them.
func (e *Editor) skillLimits() string {
	var parts []string
	parts = append(parts, lang.L("Skills: {{.Count}}", map[string]any{"Count": len(e.doc.Skills)}))
	if n, ok := e.rules.Number(fieldpath.Skills.Of("value")); ok {
		r := n.Range
		if own, ok := e.layout.RangeOf(fieldpath.Skills.Of("value")); ok { // the character's own, where narrower
			r = own
		}
		parts = append(parts, lang.L("a skill's value {{.Range}}", map[string]any{"Range": r.String()}))
	}
	if b := e.budgetLine(); b != "" {
		parts = append(parts, b)
	}
	return strings.Join(parts, " · ")
}

// problemsLine says whether the rules find anything amiss with the character.
func (e *Editor) problemsLine() string {
	n := len(e.view.Problems()) + len(e.badInput)
	if n == 0 {
		return lang.L("The rules find nothing amiss.")
	}
	return lang.L("Problems the rules find: {{.Count}}, listed under the ⚠ at the top right.", map[string]any{"Count": n})
}

// fixedHeight lays out its objects over its whole area, height high whatever they ask: a
// text longer than the room is cut at its bottom rather than move what is around it.
type fixedHeight struct{ height float32 }

func (m *fixedHeight) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Resize(size)
		o.Move(fyne.NewPos(0, 0))
	}
}

func (m *fixedHeight) MinSize(objects []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(layout.NewStackLayout().MinSize(objects).Width, m.height)
}
