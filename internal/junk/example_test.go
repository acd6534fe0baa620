package junk_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/junk"
)

// Seat generates seats as a hostile client might send them: mostly real seats, and also values that
// are no seat at all, which every input check must refuse.
func ExampleSeat() {
	valid, invalid := 0, 0
	g := junk.Seat()
	for i := range 200 {
		if g.Example(i).IsValid() {
			valid++
		} else {
			invalid++
		}
	}
	fmt.Println(valid > 0, invalid > 0)
	// Output: true true
}
