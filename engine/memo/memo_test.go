package memo

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
)

func TestGetCountsOnceAndKeeps(t *testing.T) {
	m := New[int, string](10)
	calls := 0
	for range 3 {
		for k := range 10 {
			if got := m.Get(k, func() string { calls++; return fmt.Sprint(k) }); got != fmt.Sprint(k) {
				t.Fatalf("Get(%d) = %q", k, got)
			}
		}
	}
	if calls != 10 || m.Len() != 10 {
		t.Fatalf("%d calls, %d kept; want 10 and 10", calls, m.Len())
	}
}

func TestNeverHoldsMoreThanItsBound(t *testing.T) {
	m := New[int, int](7)
	for k := range 1000 {
		if got := m.Get(k, func() int { return k * k }); got != k*k {
			t.Fatalf("Get(%d) = %d", k, got)
		}
		if m.Len() > 7 {
			t.Fatalf("%d entries after %d keys; the bound is 7", m.Len(), k+1)
		}
	}
	if m.Len() != 7 {
		t.Fatalf("%d entries, want the bound 7", m.Len())
	}
	// A dropped key is counted again, and right.
	for k := range 1000 {
		if got := m.Get(k, func() int { return k * k }); got != k*k {
			t.Fatalf("Get(%d) again = %d", k, got)
		}
	}
}

func TestABoundBelowOnePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("New(0) must panic")
		}
	}()
	New[int, int](0)
}

// Under -race: goroutines asking for the same keys at once all get one value per key, the
// first kept, even when several counted it.
func TestConcurrentCallersOfAKeyGetOneValue(t *testing.T) {
	m := New[int, *int](8)
	got := make([][]*int, 8) // per goroutine, what Get returned for keys 0–7
	var wg sync.WaitGroup
	for g := range got {
		got[g] = make([]*int, 8)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 8 {
				k := (i + g) % 8
				got[g][k] = m.Get(k, func() *int { v := k * 3; return &v })
			}
		}()
	}
	wg.Wait()
	for k := range 8 {
		for g := range got {
			if got[g][k] != got[0][k] || *got[g][k] != k*3 {
				t.Fatalf("key %d: goroutine %d got %p (%d), goroutine 0 %p", k, g, got[g][k], *got[g][k], got[0][k])
			}
		}
	}
}

// Under -race: many goroutines asking for more keys than the bound get the right values and
// the bound holds throughout.
func TestConcurrentUseStaysBounded(t *testing.T) {
	const bound = 16
	m := New[int, int](bound)
	var calls atomic.Int64
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 3000 {
				k := (i*7 + g) % 50
				if v := m.Get(k, func() int { calls.Add(1); return k * 3 }); v != k*3 {
					t.Errorf("Get(%d) = %d", k, v)
					return
				}
				if n := m.Len(); n > bound {
					t.Errorf("%d entries; the bound is %d", n, bound)
					return
				}
			}
		}()
	}
	wg.Wait()
	if n := calls.Load(); n < 50 || n >= 8*3000 {
		t.Fatalf("%d counts of 50 keys in 24000 asks: the memo is not used, or not bounded", n)
	}
}

func BenchmarkGetKept(b *testing.B) {
	m := New[[3]int, string](64)
	m.Get([3]int{3, 2, -1}, func() string { return "3+2 T6-1" })
	for b.Loop() {
		m.Get([3]int{3, 2, -1}, func() string { return "" })
	}
}
