package zonstrid

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"rollformular/engine"
	"rollformular/sheet"
)

// The actions at the table, by id.
const (
	DraKort   = "dra-kort"
	Överfall  = "overfall"
	StridSlut = "strid-slut"
)

// playActions lists what the table does with a character between rolls. A card is drawn
// from the table's one deck: the cards the other open characters hold are not in it, so no two
// draw the same.
func (r *Ruleset) playActions() []engine.Action {
	return []engine.Action{
		{ID: DraKort, Label: "Dra initiativkort", About: "ett av tio kort, lägst börjar; nya kort dras inte under striden",
			Scope: engine.TableScope, Deal: drawFor(1)},
		{ID: Överfall, Label: "Dra två kort, behåll bästa", About: "lyckat bakhåll eller överfall (Lönndom mot Vaksamhet), eller den överfallnes extra kort när överfallet misslyckas",
			Scope: engine.TableScope, Deal: drawFor(2)},
		{ID: StridSlut, Label: "Striden är slut", About: "initiativkortet lämnas tillbaka"},
	}
}

// drawFor is the Deal of drawing n cards and keeping the best for the first of cs, the one
// acting, from the deck the others at the table left: "Ta tio spelkort numrerade från 1 till 10.
// Blanda dem och låt alla som är med i striden dra varsitt kort." Its own old card goes back.
func drawFor(n int) engine.Deal {
	return func(cs []*sheet.Character, rng *rand.Rand) ([]*sheet.Character, engine.Report, error) {
		deck := NyKortlek()
		for _, o := range cs[1:] {
			if i := slices.Index(deck, o.State["initiativ"]); i >= 0 {
				deck = slices.Delete(deck, i, i+1)
			}
		}
		card, err := deck.DraBästa(n, rng)
		if err != nil {
			return nil, nil, err
		}
		out := slices.Clone(cs)
		out[0] = cs[0].Clone()
		out[0].State["initiativ"] = card
		// The report goes to every open character's log: it names who drew.
		if n > 1 {
			return out, engine.Report{engine.Sayf("%s: två kort dragna, behåller %d", cs[0].Name, card)}, nil
		}
		return out, engine.Report{engine.Sayf("%s: initiativkort %d", cs[0].Name, card)}, nil
	}
}

// Act does the table action id to a copy of c.
func (r *Ruleset) Act(c *sheet.Character, id string, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	out := c.Clone()
	switch id {
	case StridSlut:
		delete(out.State, "initiativ")
		return out, engine.Report{engine.Say("initiativkortet tillbaka i leken")}, nil
	}
	return nil, nil, fmt.Errorf("unknown action %q", id)
}

// dela is the action that deals initiative cards to every open character at once.
const dela = "dela"

// TableActions: the actions of play (playActions), and dealing initiative cards to the table.
func (r *Ruleset) TableActions(*sheet.Character) []engine.Action {
	return append(engine.ByID(r.playActions(), r.Act), engine.Action{ID: dela, Label: "Dela ut initiativkort till alla öppna",
		About: "ett kort var ur samma lek av tio, till varje öppen rollperson", Scope: engine.TableScope, Deal: r.Deal})
}

// Deal gives each character a card from one deck of ten: "Ta tio spelkort numrerade från 1
// till 10. Blanda dem och låt alla som är med i striden dra varsitt kort."
func (r *Ruleset) Deal(cs []*sheet.Character, rng *rand.Rand) ([]*sheet.Character, engine.Report, error) {
	if len(cs) > 10 {
		return nil, nil, engine.Errorf("%d deltagare: leken har tio kort", len(cs))
	}
	deck := NyKortlek()
	out := make([]*sheet.Character, len(cs))
	var report engine.Report
	for i, c := range cs {
		card, err := deck.Dra(rng)
		if err != nil {
			return nil, nil, err
		}
		out[i] = c.Clone()
		out[i].State["initiativ"] = card
		report = append(report, engine.Said(fmt.Sprintf("%s %d", c.Name, card)))
	}
	return out, report, nil
}
