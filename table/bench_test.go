package table

import (
	"testing"
	"time"
)

// BenchmarkStepReachesTenPhones is DESIGN.md's budget "a GM's step reaching 10 connected player
// views ≤ 1 s": ten pages follow the fight over loopback, and each op is one step published
// and read by all ten, in a fight of sixty (the most an encounter holds), the view made anew
// (Of) as the editor makes it. It reports the slowest step as max-ms/step.
func BenchmarkStepReachesTenPhones(b *testing.B) {
	s, addr, _ := served(b, Options{})
	f, _ := fightOf(b, "spelsystemet", []string{"asa-jarnhand.json"}, "rovare.json", 59)
	var phones []<-chan string
	for range 10 {
		ch, done := events(b, addr+"events?lang=sv")
		b.Cleanup(done)
		<-ch // the view as it was
		phones = append(phones, ch)
	}
	r := 0
	var slowest time.Duration
	b.ResetTimer()
	for b.Loop() {
		r++
		f.Doc.Round = r
		start := time.Now()
		s.Publish(Of(f, nil))
		for _, ch := range phones {
			select {
			case <-ch:
			case <-time.After(time.Second):
				b.Fatalf("a phone had no step within a second")
			}
		}
		slowest = max(slowest, time.Since(start))
	}
	b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms/step")
}
