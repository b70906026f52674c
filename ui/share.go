package ui

import (
	"bytes"
	"image/png"
	"net"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"rollformular/table"
	"rollformular/ui/encounterview"
	"rollformular/ui/kit"
	"rollformular/ui/tableview"
)

// The table sees the fight: an encounter's player view (package table) on a second window the
// players face (Encounter → Player view), and on their phones through a small web server the
// GM starts (Encounter → Share with the table…). Both follow every step of the fight, undo
// included, and stop with its tab.

// share is what of an encounter the table is shown.
type share struct {
	window *tableview.Window // nil while no player view is open
	server *table.Server     // nil while not shared
	addr   string
	reveal table.Reveal // the NPC numbers the GM shows
}

// shareOf is v's share, made the first time.
func (s *Session) shareOf(v *encounterview.View) *share {
	if s.shares == nil {
		s.shares = map[*encounterview.View]*share{}
	}
	sh := s.shares[v]
	if sh == nil {
		sh = &share{reveal: table.Reveal{}}
		s.shares[v] = sh
		v.SetOnShown(func() { s.publish(v) })
	}
	return sh
}

// publish shows v's fight as it is now to its player view and its phones.
func (s *Session) publish(v *encounterview.View) {
	sh := s.shares[v]
	if sh == nil || sh.window == nil && sh.server == nil {
		return
	}
	t := table.Of(v.Fight(), sh.reveal)
	if sh.server != nil {
		sh.server.Publish(t)
	}
	if sh.window != nil {
		sh.window.Show(t.View(lang.SystemLocale().String()))
	}
}

// onEncounter runs action on the encounter shown, or says to show one first.
func (s *Session) onEncounter(action func(v *encounterview.View)) func() {
	return func() {
		if v, ok := s.currentPage().(*encounterview.View); ok {
			action(v)
			return
		}
		dialog.ShowInformation(lang.L("Encounter"), lang.L("Show a fight's tab first: the table is shown the fight shown."), s.window())
	}
}

// showPlayerView opens v's player view in a window of its own, or brings it forward.
func (s *Session) showPlayerView(v *encounterview.View) {
	sh := s.shareOf(v)
	if sh.window == nil {
		sh.window = tableview.Open(s.app, lang.L("Player view")+" — "+v.TabItem().Text)
		sh.window.SetOnClosed(func() { sh.window = nil })
	}
	s.publish(v)
}

// askShare asks on which network to share v with the table, and starts its server there.
func (s *Session) askShare(v *encounterview.View) {
	sh := s.shareOf(v)
	if sh.server != nil {
		s.showShared(v, sh)
		return
	}
	nets := table.Networks()
	options := []string{lang.L("This computer only ({{.IP}})", map[string]any{"IP": "127.0.0.1"})}
	ips := []string{"127.0.0.1"}
	for _, n := range nets {
		options = append(options, n.Name+" ("+n.IP.String()+")")
		ips = append(ips, n.IP.String())
	}
	choice := widget.NewRadioGroup(options, nil)
	choice.Required = true
	choice.SetSelected(options[min(1, len(options)-1)]) // the first network's IPv4, where there is one
	text := widget.NewLabel(lang.L("The players' phones open the address shown next on this network, with nothing to install. Only the players' characters show their numbers."))
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(lang.L("Share with the table…"), lang.L("Start sharing"), lang.L("Cancel"),
		container.NewVBox(text, choice), func(ok bool) {
			if !ok {
				return
			}
			for i, o := range options {
				if o == choice.Selected {
					s.startSharing(v, sh, ips[i])
				}
			}
		}, s.window())
	d.Resize(fyne.NewSize(560, 0))
	kit.ShowWithKeys(s.window(), d)
}

// startSharing starts v's server on the address ip, on a free port, and shows its address.
func (s *Session) startSharing(v *encounterview.View, sh *share, ip string) {
	srv, err := table.NewServer(table.Options{Registry: s.reg, Offered: func(o table.Offer) {
		s.deliver(func() { s.offered(sh, o) })
	}})
	if err == nil {
		sh.addr, err = srv.Start(net.JoinHostPort(ip, "0"))
	}
	if err != nil {
		kit.ShowError(s.window(), lang.L("Share with the table…"), err.Error())
		return
	}
	sh.server = srv
	s.publish(v)
	s.showShared(v, sh)
}

// qrScale is the size of a module of the address's QR code, in pixels: read by a phone held
// half a metre from the screen.
const qrScale = 6

// showShared shows the address v is shared at, and its QR code, with a button to stop.
func (s *Session) showShared(v *encounterview.View, sh *share) {
	address := widget.NewEntry()
	address.SetText(sh.addr)
	address.OnChanged = func(string) { address.SetText(sh.addr) } // to copy, not to change
	items := []fyne.CanvasObject{widget.NewLabel(lang.L("The players open this address:")), address}
	if img, err := table.QR(sh.addr, qrScale); err == nil {
		var buf bytes.Buffer
		if png.Encode(&buf, img) == nil {
			qr := canvas.NewImageFromResource(fyne.NewStaticResource("table-qr.png", buf.Bytes()))
			qr.FillMode = canvas.ImageFillContain
			qr.SetMinSize(fyne.NewSize(260, 260))
			items = append(items, qr)
		}
	}
	var d dialog.Dialog
	stop := widget.NewButton(lang.L("Stop sharing"), func() {
		s.stopSharing(v)
		d.Hide()
	})
	items = append(items, container.NewHBox(stop))
	d = dialog.NewCustom(lang.L("Shared with the table"), lang.L("Close"), container.NewVBox(items...), s.window())
	d.Resize(fyne.NewSize(560, 0))
	d.Show()
}

// stopSharing stops v's server: its address is gone, and sharing again makes a new one.
func (s *Session) stopSharing(v *encounterview.View) {
	if sh := s.shares[v]; sh != nil && sh.server != nil {
		sh.server.Stop()
		sh.server, sh.addr = nil, ""
	}
}

// endShare stops all v shows the table, with its tab.
func (s *Session) endShare(v *encounterview.View) {
	s.stopSharing(v)
	if sh := s.shares[v]; sh != nil && sh.window != nil {
		sh.window.Close()
	}
	delete(s.shares, v)
}

// offered asks the GM whether to take the character a player handed over from a phone:
// accepted, it opens in a tab of its own, unsaved, with what its rules find wrong with it
// flagged as in any file opened.
func (s *Session) offered(sh *share, o table.Offer) {
	if sh.server == nil {
		return // stopped since: the offer went with the server
	}
	text := lang.L("A player at the table ({{.From}}) hands you {{.Name}}, a character of {{.Rules}}.", map[string]any{
		"From": o.From, "Name": kit.Ellipsis(o.Name, kit.MaxTitle), "Rules": o.Ruleset})
	if n := len(o.Problems); n > 0 {
		text += " " + lang.L("Its rules find {{.Count}} problems with it, which its tab shows.", map[string]any{"Count": n})
	}
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	srv := sh.server
	d := dialog.NewCustomConfirm(lang.L("A character from the table"), lang.L("Accept"), lang.L("Refuse"), label, func(ok bool) {
		if !ok {
			srv.Refuse(o.ID)
			return
		}
		offer, err := srv.Accept(o.ID)
		if err == nil {
			_, err = s.ShowDocument(offer.Character.Clone(), "")
		}
		if err != nil {
			s.ShowError(err)
		}
	}, s.window())
	d.Resize(fyne.NewSize(520, 0))
	d.Show()
}

// askReveal asks which numbers of an NPC of v the table is shown.
func (s *Session) askReveal(v *encounterview.View) {
	sh := s.shareOf(v)
	f := v.Fight()
	var names []string
	var index []int
	for i, c := range f.Doc.Combatants {
		if f.Chars[i] != nil && f.Chars[i].NPC {
			names, index = append(names, c.Name), append(index, i)
		}
	}
	if len(names) == 0 {
		dialog.ShowInformation(lang.L("Reveal to the table…"), lang.L("The fight has no NPC whose numbers are hidden."), s.window())
		return
	}
	who := widget.NewSelect(names, nil)
	numbers := widget.NewCheckGroup(nil, nil)
	var offered []table.Number
	locale := lang.SystemLocale().String()
	who.OnChanged = func(name string) {
		i := index[who.SelectedIndex()]
		offered = table.Revealable(f, i, locale)
		labels := make([]string, len(offered))
		var on []string
		for k, n := range offered {
			labels[k] = n.Label + " " + n.Text
			for _, id := range sh.reveal[name] {
				if id == n.ID {
					on = append(on, labels[k])
				}
			}
		}
		numbers.Options = labels
		numbers.SetSelected(on)
		numbers.Refresh()
	}
	who.SetSelectedIndex(0)
	d := dialog.NewCustomConfirm(lang.L("Reveal to the table…"), lang.L("Show"), lang.L("Cancel"),
		container.NewBorder(who, nil, nil, nil, container.NewVScroll(numbers)), func(ok bool) {
			if !ok || who.Selected == "" {
				return
			}
			var ids []string
			for k, label := range numbers.Options {
				for _, sel := range numbers.Selected {
					if sel == label {
						ids = append(ids, offered[k].ID)
					}
				}
			}
			sh.reveal[who.Selected] = ids
			s.publish(v)
		}, s.window())
	d.Resize(fyne.NewSize(480, 420))
	d.Show()
}
