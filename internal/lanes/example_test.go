package lanes_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/lanes"
)

// Min takes the smaller value of each lane: here lane 0 holds 3 and 5, lane 1 holds 7 and 2.
func ExampleMin() {
	a := uint64(3) | uint64(7)<<lanes.Bits
	b := uint64(5) | uint64(2)<<lanes.Bits
	m := lanes.Min(a, b)
	fmt.Println(m&31, m>>lanes.Bits&31)
	// Output: 3 2
}
