package ui

import (
	"math/rand/v2"
	"path/filepath"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"rollformular/campaign"
	"rollformular/engine"
	"rollformular/houserules"
	"rollformular/screen"
	"rollformular/sheet"
	"rollformular/ui/campaignview"
	"rollformular/ui/encounterview"
	"rollformular/ui/kit"
	"rollformular/ui/sheetview"
)

// The session's side of its campaigns: a folder opened as one in a tab (ui/campaignview), and
// what the panel asks of the session, through campaignHost.

// OpenCampaign opens the folder dir as a campaign in a tab of its own, or shows the tab it is
// open in.
func (s *Session) OpenCampaign(dir string) (*campaignview.View, error) {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	for _, v := range s.campaigns {
		if v.Dir() == dir {
			s.tabs.Select(v.TabItem())
			return v, nil
		}
	}
	s.window()
	v, err := campaignview.Open(campaignHost{s}, dir)
	if err != nil {
		return nil, err
	}
	s.campaigns = append(s.campaigns, v)
	s.showTab(v.TabItem())
	v.UpdateTitle()
	s.watchFolder(dir)
	s.remember(dir)
	return v, nil
}

// openCampaignDialog asks for a folder and opens it as a campaign.
func (s *Session) openCampaignDialog() {
	dir := ""
	if e := s.Current(); e != nil {
		dir = e.Folder()
	}
	kit.AskForFolder(s.window(), dir, func(path string) {
		if _, err := s.OpenCampaign(path); err != nil {
			s.ShowError(err)
		}
	}, s.ShowError)
}

// removeCampaign closes a campaign's tab.
func (s *Session) removeCampaign(v *campaignview.View) {
	s.campaigns = slices.DeleteFunc(s.campaigns, func(x *campaignview.View) bool { return x == v })
	s.closeTab(v.TabItem())
}

// campaignsChanged reads again the campaigns whose folder holds path, after the session
// wrote it (a save, a fight's outcome): their rows show it at once.
func (s *Session) campaignsChanged(path string) {
	for _, v := range s.campaigns {
		if v.Dir() == filepath.Dir(path) {
			v.Reload()
		}
	}
}

// campaignHost is the session as a campaign's tab sees it.
type campaignHost struct{ s *Session }

func (h campaignHost) Window() fyne.Window { return h.s.window() }
func (h campaignHost) Paper() string       { return Paper(h.s.app) }
func (h campaignHost) Closed(v *campaignview.View) {
	h.s.removeCampaign(v)
}

func (h campaignHost) Retitle(tab *container.TabItem, text, window string) {
	h.s.retitle(tab, text, window)
}

func (h campaignHost) AskForFile(dir, name, failTitle string, write func(path string) error, done func()) {
	h.s.askForFile(dir, name, failTitle, func(path string) error {
		err := write(path)
		if err != nil {
			kit.ShowError(h.s.window(), failTitle, errorIn(err))
		}
		return err
	}, done)
}

func (h campaignHost) RulesOf(doc *sheet.Character, path string) (engine.Ruleset, error) {
	shipped, err := h.s.reg.Lookup(doc.Ruleset)
	if err != nil {
		return nil, err
	}
	rs, _ := h.s.rulesOf(doc, path, shipped) // a pack not found reads by the rules as shipped, as a tab does
	return rs, nil
}

func (h campaignHost) NewCharacter(ruleset, pack string, npc bool, path string) error {
	return h.s.newCharacterAt(ruleset, pack, npc, path)
}

// Open shows the tab the document at path is open in, or opens it in a new one.
func (h campaignHost) Open(path string) error {
	for _, p := range h.s.pages() {
		if sheet.SamePath(pageFile(p), path) {
			h.s.tabs.Select(p.TabItem())
			return nil
		}
	}
	return h.s.Open(path)
}

func (h campaignHost) Fights() []campaignview.Fight {
	out := make([]campaignview.Fight, len(h.s.encounters))
	for i, v := range h.s.encounters {
		out[i] = openFight{h.s, v}
	}
	return out
}

func (h campaignHost) NewFight(ruleset string, paths []string) error {
	v, err := h.s.NewEncounter(ruleset)
	if err != nil {
		return err
	}
	if len(paths) > 0 {
		v.AddFiles(paths, lang.L("New encounter"))
	}
	return nil
}

// openFight is a fight open in a tab, as a campaign adds characters to it.
type openFight struct {
	s *Session
	v *encounterview.View
}

func (f openFight) Title() string   { return f.v.TabItem().Text }
func (f openFight) Ruleset() string { return f.v.Ruleset() }
func (f openFight) Select()         { f.s.tabs.Select(f.v.TabItem()) }
func (f openFight) AddFiles(paths []string, title string) {
	f.v.AddFiles(paths, title)
}

// pageFile is the file a page shows, "" for none.
func pageFile(p page) string {
	switch p := p.(type) {
	case *sheetview.Editor:
		return p.Path()
	case *encounterview.View:
		return p.Fight().Path
	}
	return ""
}

// newCharacterAt makes a new character of ruleset by the pack at pack ("" for the rules as
// shipped), named for what it is: an NPC with its attributes rolled, as a GM rolls one up, or
// a player's character with them at their defaults. It saves it at path, in the pack's and
// the folder's campaign (a first version), and opens it in a tab.
func (s *Session) newCharacterAt(ruleset, pack string, npc bool, path string) error {
	rs, err := s.reg.Lookup(ruleset)
	if err != nil {
		return err
	}
	var r *rand.Rand
	if npc {
		r = rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0))
	}
	doc, err := screen.NewCharacter(rs, r)
	if err != nil {
		return err
	}
	doc.NPC = npc
	doc.Name = lang.L("New character")
	if npc {
		doc.Name = lang.L("New NPC")
	}
	if pack != "" {
		p, err := houserules.Load(pack)
		if err != nil {
			return err
		}
		if doc.HouseRules, err = houserules.Ref(p, pack, path); err != nil {
			return err
		}
	}
	if _, err := campaign.Save(path, doc, campaign.NamesIn(rs)); err != nil {
		return err
	}
	_, err = s.ShowFile(path)
	return err
}
