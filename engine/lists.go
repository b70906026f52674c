package engine

import (
	"rollformular/engine/fieldpath"
	"rollformular/sheet"
)

// CheckLists flags what c holds in a list its rules keep no section for: gear where the rules
// count no load, traits, drives. The file keeps the rows as they are, but no screen shows them
// and no paper prints them, so the player is told rather than left to find them gone. A
// ruleset calls it from Derive with its Description.
func (d *Derived) CheckLists(c *sheet.Character, desc *Description) {
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
