package gen_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
)

// Hand generates hands of a chosen form for property tests: a Complete hand is always a win, a Ready
// hand has 13 tiles and at least one wait. Generator.Example draws one value for a seed, as a property
// test would.
func ExampleHand() {
	complete := gen.Hand(gen.Spec{Form: gen.Complete, MaxMelds: 2})
	ready := gen.Hand(gen.Spec{Form: gen.Ready, MaxMelds: 2})
	wins, waits := true, true
	for i := range 50 {
		wins = wins && complete.Example(i).IsWin(hand.Options{})
		h := ready.Example(i)
		w, err := h.Waits(hand.Options{})
		waits = waits && err == nil && w != 0
	}
	fmt.Println(wins, waits)
	// Output: true true
}
