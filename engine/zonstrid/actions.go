package zonstrid

import (
	"fmt"
	"math/rand/v2"

	"rollformular/engine"
	"rollformular/sheet"
)

// The actions at the table, by id.
const (
	DraKort   = "dra-kort"
	Överfall  = "overfall"
	StridSlut = "strid-slut"
)

// playActions lists what the table does with a character between rolls. One sheet draws from
// all ten cards; at the table the deck is shared, and Kortlek deals it without replacement.
func (r *Ruleset) playActions() []engine.Action {
	return []engine.Action{
		{ID: DraKort, Label: "Dra initiativkort", About: "ett av tio kort, lägst börjar; nya kort dras inte under striden"},
		{ID: Överfall, Label: "Dra två kort, behåll bästa", About: "lyckat bakhåll eller överfall (Lönndom mot Vaksamhet), eller den överfallnes extra kort när överfallet misslyckas"},
		{ID: StridSlut, Label: "Striden är slut", About: "initiativkortet lämnas tillbaka"},
	}
}

// Act does the table action id to a copy of c.
func (r *Ruleset) Act(c *sheet.Character, id string, rng *rand.Rand) (*sheet.Character, engine.Report, error) {
	out := c.Clone()
	deck := NyKortlek()
	switch id {
	case DraKort:
		card, err := deck.Dra(rng)
		if err != nil {
			return nil, nil, err
		}
		out.State["initiativ"] = card
		return out, engine.Report{engine.Sayf("initiativkort %d", card)}, nil
	case Överfall:
		card, err := deck.DraBästa(2, rng)
		if err != nil {
			return nil, nil, err
		}
		out.State["initiativ"] = card
		return out, engine.Report{engine.Sayf("två kort dragna, behåller %d", card)}, nil
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
