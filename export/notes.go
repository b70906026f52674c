package export

// notes wrap and flow onto further pages instead of being cut.
func (p *page) notes() {
	d := p.d
	d.ensure(20)
	y := d.GetY()
	p.title(p.left, y, p.width, d.say("Notes"))
	d.SetY(y + 7)
	if p.c.Notes != "" && !p.blank {
		d.font("", 9, ink)
		d.MultiCell(p.width, 4.6, p.c.Notes, "", "L", false)
	}
	_, ph := d.GetPageSize()
	_, _, _, bottom := d.GetMargins()
	if left := int((ph - bottom - 6 - d.GetY()) / 6); left > 0 {
		d.writeLines(p.left, d.GetY(), p.width, min(left, 12), 6)
	}
}
