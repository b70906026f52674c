package dice

import "testing"

func TestEach(t *testing.T) {
	count, sum := 0, 0
	Each(3, 6, func(f []int) {
		count++
		sum += f[0] + f[1] + f[2]
	})
	if count != 216 || sum != 216*21/2 {
		t.Errorf("%d ways, sum %d", count, sum)
	}
	zero := 0
	Each(0, 6, func([]int) { zero++ })
	if zero != 1 {
		t.Errorf("no dice fall one way, not %d", zero)
	}
}
