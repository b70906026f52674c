package engine

import (
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// Begin starts a ruleset's Derive of c by desc, which ends with Finish: it keeps what Finish
// needs, and flags what c holds in a list its rules keep no section for: gear where the rules
// count no load, traits, drives. The file keeps the rows as they are, but no screen shows them
// and no paper prints them, so the player is told rather than left to find them gone.
func (d *Derived) Begin(c *sheet.Character, desc *Description) {
	d.doc, d.house = c, desc.HouseRules
	if n := len(c.Gear); n > 0 && len(desc.Gear) == 0 {
		d.Problemf(Warning, fieldpath.Gear(0), "%d saker i utrustningen: %s räknar ingen utrustning; de sparas i filen men visas inte och skrivs inte ut", n, desc.Name)
	}
	if n := len(c.Traits); n > 0 && len(desc.Traits) == 0 {
		d.Problemf(Warning, fieldpath.Trait(0), "%d karaktärsdrag: %s har inga karaktärsdrag; de sparas i filen men visas inte och skrivs inte ut", n, desc.Name)
	}
	if n := len(c.Drives); n > 0 && len(desc.Drives) == 0 {
		d.Problemf(Warning, fieldpath.Drive(0), "%d drivkrafter: %s har inga drivkrafter; de sparas i filen men visas inte och skrivs inte ut", n, desc.Name)
	}
}

// Finish ends a ruleset's Derive begun with Begin: the errors first among the problems, and
// the values a house rule changed saying so.
func (d *Derived) Finish() {
	d.SortProblems()
	d.markHouseRules()
}
