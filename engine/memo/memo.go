// Package memo keeps the results of a pure function of a small key, such as the odds text of
// a pool of dice, so that Derive, which runs on every keystroke, counts each only once.
//
// A Memo is bounded: it never holds more than the number of entries it was made with. Where
// the keys a ruleset can ask for are a known, small range (clamped to it before the call), the
// bound is that range and nothing is ever dropped; where they are not, a new key past the
// bound drops an arbitrary older entry, so a long session that types many values holds no more
// than the bound. A Memo is safe for concurrent use.
package memo

import "sync"

// Memo maps keys to the values a pure function gives for them, at most max of them.
type Memo[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	max int
}

// New makes a memo of at most max entries. A max below 1 is a programming error.
func New[K comparable, V any](max int) *Memo[K, V] {
	if max < 1 {
		panic("memo.New: the bound must be at least 1")
	}
	return &Memo[K, V]{m: make(map[K]V), max: max}
}

// Get returns the value kept for k, or else counts it with f and keeps it. f runs without a
// lock held, so two goroutines asking for a new key at once may both run it; the first value
// kept is the one every caller gets, then and later. f must be a pure function of k.
func (c *Memo[K, V]) Get(k K, f func() V) V {
	c.mu.RLock()
	v, ok := c.m[k]
	c.mu.RUnlock()
	if ok {
		return v
	}
	v = f()
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.m[k]; ok {
		return kept
	}
	if len(c.m) >= c.max {
		for old := range c.m { // Go's map order is unspecified: an arbitrary entry goes
			delete(c.m, old)
			break
		}
	}
	c.m[k] = v
	return v
}

// Len is the number of entries kept.
func (c *Memo[K, V]) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.m)
}
