package campaign

import (
	"encoding/json"
	"os"
	"testing"
	"time"
)

// "the recent sessions": the days something of the campaign was saved, the latest first, each
// with its saves, the latest first; a day is the reader's, so a save at 23:30 UTC is the next
// day in Stockholm. A history that does not read is said, and the rest are listed.
func TestSessionsAreTheDaysTheHistoriesTell(t *testing.T) {
	dir, asa := campaignWith(t)
	names := spelsystemetNames(t)
	for _, sty := range []int{14, 15} {
		c := load(t, asa)
		c.Attributes["sty"] = sty
		if _, err := Save(asa, c, names); err != nil {
			t.Fatal(err)
		}
	}
	// Move the first two versions back a day and to 23:30 UTC: Stockholm's next day.
	versions, _ := History(asa)
	late := time.Date(2026, 12, 5, 23, 30, 0, 0, time.UTC)
	var lines []byte
	for i, v := range versions {
		if i < 2 {
			v.Time = late
		}
		line, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(append(lines, line...), '\n')
	}
	if err := os.WriteFile(historyPath(asa), lines, 0o644); err != nil {
		t.Fatal(err)
	}
	// Ulv's history is a folder, which no history reads as.
	ulv := copyExample(t, dir, "rovare", "ulv.json")
	if err := os.Mkdir(historyPath(ulv), 0o755); err != nil {
		t.Fatal(err)
	}

	c, err := OpenWith(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	stockholm, err := time.LoadLocation("Europe/Stockholm")
	if err != nil {
		t.Skip("no time zone data:", err)
	}
	sessions, problems := c.Sessions(12, stockholm)
	if len(sessions) != 2 {
		t.Fatalf("%d sessions, want 2: %+v", len(sessions), sessions)
	}
	if got := sessions[1].Day.Format("2006-01-02"); got != "2026-12-06" {
		t.Errorf("the saves at 23:30 UTC are on %s in Stockholm, want 2026-12-06", got)
	}
	if s := sessions[0].Saves; len(s) != 1 || s[0].Version.Version != 3 || s[0].Name != "Åsa Järnhand" || s[0].Doc != "" {
		t.Errorf("today's saves: %+v", s)
	}
	if s := sessions[1].Saves; len(s) != 2 || s[0].Version.Version != 2 || s[1].Version.Version != 1 {
		t.Errorf("the older day's saves are not the latest first: %+v", s)
	}
	if len(problems) != 1 {
		t.Errorf("problems %v, want the unreadable history", problems)
	}
	if one, _ := c.Sessions(1, stockholm); len(one) != 1 || !one[0].Day.Equal(sessions[0].Day) {
		t.Errorf("the last session alone: %+v", one)
	}
}
