package riichi

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// redFives returns the number of red fives in h, concealed or in its melds: each is one han of aka
// dora (docs/rules/riichi.md §8.5).
func redFives(h hand.Hand) int { return h.RedFives() }

// numberSuits are the suits that have red fives.
var numberSuits = [...]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}

// checkRedFives reports more red fives of a suit than Options.RedFives allows (docs/rules/riichi.md
// §13.2), as an error wrapping score.ErrContext.
func (r *Rules) checkRedFives(h hand.Hand) error {
	for _, s := range numberSuits {
		if n, allowed := h.RedFivesIn(s), r.opt.RedFives.of(s); n > allowed {
			return ctxErr("%d red fives of %s, the options allow %d", n, s, allowed)
		}
	}
	return nil
}
