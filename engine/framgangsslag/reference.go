package framgangsslag

import (
	"strconv"

	"rollformular/engine"
)

// quickReference is the quick reference: the table of Framgångsslag, Framgångsvärde against a
// normal Situationsvärde with the chance of each Utfall, "Väldigt misslyckat" to "Väldigt
// lyckat"; "Storleksreferenser", which a GM reads for every creature larger or smaller than a
// human; and the horde table, "Antal KAM Ta-stryk-faktor", for every blow against a horde.
func (r *Ruleset) quickReference() engine.QuickReference {
	t := engine.OddsTable{Title: "Framgångsslag vid normal situation (SV 0)", Option: "fv", Head: "FV",
		Values: []int{0, 2, 4, 6, 8, 10, 12, 14, 16, 18}}
	for _, n := range Nivåer {
		t.Columns = append(t.Columns, engine.OddsColumn{Head: n.String(), Keys: []string{n.String()}})
	}
	storlek := engine.Table{Title: "Storleksreferenser", Heads: []string{"Storlek", "Exempel", "KAM", "SMI", "Bashälsa", "Bök & Bärförmåga", "Väger Bök"}}
	for _, s := range r.t.Storlekar {
		storlek.Rows = append(storlek.Rows, []string{signed(s.Storlek), s.Examples, strconv.Itoa(s.KAM), strconv.Itoa(s.SMI),
			strconv.Itoa(s.Bashälsa), "x" + factor(s.Factor), strconv.Itoa(s.VägerBök)})
	}
	// "All Påfrestning som en Hord tar emot multipliceras med Horderns egna Ta-stryk-faktor,
	// avrundat uppåt."
	horde := engine.Table{Title: "Horder: Antalsbonus och Ta-stryk-faktor", Heads: []string{"Antal", "KAM", "Ta-stryk-faktor"}}
	for _, h := range r.t.Horder {
		horde.Rows = append(horde.Rows, []string{"x" + strconv.Itoa(h.Antal), signed(h.KAM), "x" + factor(h.Faktor)})
	}
	return engine.QuickReference{Odds: []engine.OddsTable{t}, Tables: []engine.Table{storlek, horde}}
}
