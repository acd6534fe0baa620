package riichi

import (
	"github.com/mahjong-go/mahjong/hand"
)

// redFives returns the number of red fives in h: each is one han of aka dora (docs/rules/riichi.md
// §8.5). Hands carry no red fives yet, so it is 0 until hand.Hand records them.
func redFives(hand.Hand) int { return 0 }

// checkRedFives reports more red fives than Options.RedFives allows (docs/rules/riichi.md §13.2).
func (r *Rules) checkRedFives(hand.Hand) error { return nil }
