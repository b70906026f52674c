package screen_test

import (
	"slices"
	"testing"

	"rollformular/engine"
	"rollformular/screen"
	"rollformular/sheet"
)

// partOf is body part id of doc by rs.
func partOf(t *testing.T, rs engine.Ruleset, doc *sheet.Character, id string) screen.BodyPart {
	t.Helper()
	layout, filed := derivedOf(rs, doc)
	for _, p := range screen.Body(rs, doc, layout, filed) {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("%s has no body part %q", rs.Description().ID, id)
	return screen.BodyPart{}
}

func ids(items []engine.CatalogItem) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.ID
	}
	return out
}

// 000_66db17633cb0378a.txt: "Alla typer upp till och med mjukt läder kan bäras under annat
// pansar (även under hjälmar); de olika SP-värdena summeras då för de relevanta kroppsdelarna."
// A part wearing two under-layers and an armor has the first under-layer beneath and the armor
// over it, and a choice of others keeps the second between them.
func TestAPartWearsItsUnderLayersBeneathItsArmor(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := &sheet.Character{Ruleset: "spelsystemet", Armor: map[string][]string{"brostkorg": {"tyg", "kvilt", "ringbrynja"}}}
	p := partOf(t, rs, doc, "brostkorg")
	if p.Under != "tyg" || p.Outer != "ringbrynja" {
		t.Errorf("the chest wears %q beneath and %q over, want tyg and ringbrynja", p.Under, p.Outer)
	}
	if p.Path != "armor.brostkorg" || p.SP.Label == "" || p.KP.Label == "" {
		t.Errorf("the chest's row lacks its path or its points: %+v", p)
	}
	// Choosing another under-layer and armor keeps kvilt between them.
	a := screen.ArmoryOf(rs.Description())
	if !a.Wear(doc, "brostkorg", "stoppning", "lamell") {
		t.Fatal("wearing other armor changed nothing")
	}
	if got := doc.Armor["brostkorg"]; !slices.Equal(got, []string{"stoppning", "kvilt", "lamell"}) {
		t.Errorf("the chest wears %v, want [stoppning kvilt lamell]", got)
	}
	if a.Wear(doc, "brostkorg", "stoppning", "lamell") {
		t.Error("wearing what is worn changed something")
	}
	a.Wear(doc, "brostkorg", "", "")
	if got, ok := doc.Armor["brostkorg"]; !ok || !slices.Equal(got, []string{"kvilt"}) {
		t.Errorf("taking the choices off left %v, want the further under-layer kvilt", got)
	}
}

// 000_66db17633cb0378a.txt: "En tabell ges för rustningsmaterial (till kropp och lemmar), en
// annan för hjälmar (till huvudet)" and "Stridspansar är en helrustning (inklusive hjälm)". The
// head is offered the helmets and the full suit over, the other parts the armor and the full
// suit; every part the under-layers. A body armor put on every part goes on all but the head,
// which keeps its helmet.
func TestTheHeadTakesHelmetsAndTheBodyArmor(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	doc := &sheet.Character{Ruleset: "spelsystemet", Armor: map[string][]string{"huvud": {"oppen-hjalm"}}}
	layout, _ := derivedOf(rs, doc)
	body := screen.Body(rs, doc, layout, nil)
	for _, p := range body {
		outers := ids(p.Outers)
		if !slices.Contains(outers, "stridspansar") {
			t.Errorf("%s is not offered the full suit", p.ID)
		}
		if p.Helmet != slices.Contains(outers, "tunnhjalm") || p.Helmet == slices.Contains(outers, "ringbrynja") {
			t.Errorf("%s (helmet %v) is offered %v over", p.ID, p.Helmet, outers)
		}
		if !slices.Contains(ids(p.Unders), "tyg") || slices.Contains(ids(p.Unders), "ringbrynja") {
			t.Errorf("%s is offered %v beneath", p.ID, ids(p.Unders))
		}
	}
	a := screen.ArmoryOf(rs.Description())
	ringbrynja, _ := engine.Item(a.Armor, "ringbrynja")
	if !a.PutOn(doc, ringbrynja, body) {
		t.Fatal("a ringbrynja on every part went on none")
	}
	for _, p := range body {
		want := []string{"ringbrynja"}
		if p.Helmet {
			want = []string{"oppen-hjalm"}
		}
		if got := doc.Armor[p.ID]; !slices.Equal(got, want) {
			t.Errorf("%s wears %v, want %v", p.ID, got, want)
		}
	}
	// An under-layer goes beneath what a part wears, the helmet too.
	tyg, _ := engine.Item(a.Armor, "tyg")
	a.PutOn(doc, tyg, body)
	if got := doc.Armor["huvud"]; !slices.Equal(got, []string{"tyg", "oppen-hjalm"}) {
		t.Errorf("the head wears %v, want [tyg oppen-hjalm]", got)
	}
}

// A shield's own SP is the shield's (the shields' table, assets/spelsystemet/armor.json: "SP
// kan ändras för en viss sköld"): another shield keeps it, none drops the shield and an id the
// rules do not have carries none.
func TestAnotherShieldKeepsTheSPTypedForTheOneBefore(t *testing.T) {
	rs := rulesetOf(t, "spelsystemet")
	a := screen.ArmoryOf(rs.Description())
	sp := 7
	doc := &sheet.Character{Shield: &sheet.Shield{ID: "skold", SP: &sp}}
	a.Carry(doc, "parerdolk")
	if sh, ok := a.Shield(doc); !ok || sh.ID != "parerdolk" || doc.Shield.SP == nil || *doc.Shield.SP != 7 {
		t.Errorf("after the parerdolk the shield is %+v", doc.Shield)
	}
	for _, id := range []string{"", "no-such-shield"} {
		a.Carry(doc, id)
		if doc.Shield != nil {
			t.Errorf("carrying %q carries %+v", id, doc.Shield)
		}
	}
}
