package export

import (
	"bytes"
	"fmt"
	"image/jpeg"
	"strings"

	"github.com/jung-kurt/gofpdf"

	"rollformular/engine"
)

func (p *page) header() {
	d := p.d
	photo, photoH := p.portrait()
	y := d.GetY()
	d.font("B", 18, ink)
	name := d.displayName(p.c)
	if p.blank {
		name = ""
	}
	if p.blank {
		d.font("", 9, hintGrey)
		d.text(p.left, y+3, 14, 6, d.say("Name"), "L")
		d.writeLines(p.left+14, y, 110, 1, 9)
	} else {
		d.name(p.left, y, p.width-photo-2, 9, name, "B", 18, 8, ink) // 8 points: two lines hold a name of 200 letters
	}
	d.font("", 9, hintGrey)
	facts := p.facts()
	d.name(p.left, y+9, p.width-photo-2, 5, strings.Join(facts, "   ·   "), "", 9, nameFloor, hintGrey)
	d.SetY(max(y+16, y+photoH+1))
	p.ruleErrors()
	d.rule(d.GetY())
}

// portrait draws the character's portrait at the top right, its proportions kept, and returns
// its width and height: 0 without one, or where it does not decode.
func (p *page) portrait() (photo, photoH float64) {
	d := p.d
	// JPEG checks the picture's size before anything decodes it, and leaves it out if too large.
	if jpg, err := p.c.Portrait.JPEG(); err == nil && !p.blank {
		// The portrait fits a frame of portraitW × portraitH, its proportions kept: one taller
		// than the frame is narrower, not longer (a picture of 1 × 3 ran over the values).
		photo, photoH = portraitW, portraitW*1.25
		if cfg, err := jpeg.DecodeConfig(bytes.NewReader(jpg)); err == nil {
			photo, photoH = portraitFrame(cfg.Width, cfg.Height)
		}
		if p.fit >= fitBrief && photoH > briefPortraitH {
			// A page 1 that must hold the fight gets a smaller portrait, no taller than the
			// name and its facts: a full one pushed Åsa's weapons to page 2.
			photo, photoH = photo*briefPortraitH/photoH, briefPortraitH
		}
		name := fmt.Sprintf("portrait-%p", p.c)
		opt := gofpdf.ImageOptions{ImageType: "JPG"}
		d.RegisterImageOptionsReader(name, opt, bytes.NewReader(jpg))
		if d.Ok() {
			d.ImageOptions(name, p.left+p.width-photo, d.GetY(), photo, photoH, false, opt, 0, "")
		} else {
			d.ClearError() // a portrait that does not decode is left out, not the sheet
			return 0, 0
		}
	}
	return photo, photoH
}

// portraitW is the width of the portrait's frame on the sheet, in mm; the frame is 1.25 times
// as tall.
const portraitW = 26.0

// portraitFrame is the size on the sheet of a picture w × h pixels: as large as the frame
// holds with its proportions kept.
func portraitFrame(w, h int) (float64, float64) {
	fw, fh := portraitW, portraitW*1.25
	if w <= 0 || h <= 0 {
		return fw, fh
	}
	ratio := float64(h) / float64(w)
	if ratio > fh/fw {
		return fh / ratio, fh
	}
	return fw, fw * ratio
}

// briefPortraitH is the height of the portrait on a brief page 1, in mm: the name's and the
// facts' lines.
const briefPortraitH = 15.0

// facts are the line under the name: the rules, the player, the age, the occupation, the
// species and whether the character is an NPC; on a blank sheet lines to write them on.
func (p *page) facts() []string {
	d := p.d
	var facts []string
	facts = append(facts, p.m.Rules)
	occupation := d.say("Occupation")
	if p.shape.Occupation != "" {
		occupation = p.shape.Occupation
	}
	for _, f := range []struct{ label, value string }{
		{d.say("Player"), p.c.Player}, {d.say("Age"), p.c.Age}, {occupation, p.c.Occupation},
	} {
		switch {
		case p.blank:
			facts = append(facts, f.label+": ____________")
		case f.value != "":
			facts = append(facts, f.label+": "+f.value)
		}
	}
	if sp, ok := p.shape.SpeciesOf(p.c); ok && !p.blank {
		facts = append(facts, sp.Name)
	} else if p.blank && len(p.shape.Species) > 0 {
		facts = append(facts, d.say("Species")+": ____________") // the rules' species, to write in
	}
	if p.c.NPC {
		facts = append(facts, d.say("NPC"))
	}
	return facts
}

// ruleErrors says on page 1, briefly, that the character breaks its rules, and how: a sheet
// printed from a document with a rule error looked as valid as any other. Warnings stay in
// the editor and in check.
func (p *page) ruleErrors() {
	if p.broken == "" {
		return
	}
	d := p.d
	text := p.broken
	d.font("B", 8, errorInk)
	// Briefly: the rest goes on where the mark says. Three lines say whether there is a rest,
	// and hold more than the second line shows.
	lines := d.wrapAtMost(text, p.width, 3)
	if len(lines) > 2 {
		lines = []string{lines[0], d.cutOf(text, strings.Join(lines[1:], " "), p.width)}
	}
	y := d.GetY()
	for i, l := range lines {
		d.text(p.left, y+float64(i)*3.6, p.width, 3.6, l, "L")
	}
	d.SetY(y + float64(len(lines))*3.6 + 1)
}

// brokenRules is what of problems breaks the rules, in one text: "Bryter mot reglerna (2): …";
// "" where nothing does. It lists maxBrokenListed of them and says how many more there are:
// each is also said where it is, and a document of every number out of its range listed its
// 11,381 in full on 1,300 pages, two thirds of the time of printing it.
func (d *document) brokenRules(problems []engine.Problem, words engine.Words) string {
	var errs []string
	n := 0
	for _, pr := range problems {
		if pr.Severity == engine.Error {
			if n++; n <= maxBrokenListed {
				errs = append(errs, pr.In(words))
			}
		}
	}
	if n == 0 {
		return ""
	}
	text := d.sayf("Breaks the rules (%d): %s", n, strings.Join(errs, "; "))
	if n > maxBrokenListed {
		text += d.sayf("; and %d more, said where they are and in the program", n-maxBrokenListed)
	}
	return text
}

// maxBrokenListed is how many of the rules a document breaks its sheet lists together.
const maxBrokenListed = 50

// slimTitle says whose sheet a page after the first is: "Åsa Järnhand · Spelsystemet ·
// Spelare: Kim"; a blank sheet's, which ruleset.
func (p *page) slimTitle() string {
	if p.blank {
		return p.m.Rules
	}
	parts := []string{p.d.displayName(p.c), p.m.Rules}
	if p.c.Player != "" {
		parts = append(parts, p.d.say("Player")+": "+p.c.Player)
	}
	return strings.Join(parts, "   ·   ")
}
