package shanten

import (
	"errors"

	"github.com/mahjong-go/mahjong/internal/handgen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// fromCounts returns the engine's hand of the concealed counts c and the declared melds, refusing what
// package hand's constructors refuse for the tiles: more than four melds, or five tiles of a kind.
func fromCounts(c tile.Counts, melds []meld.Meld) (Hand, error) {
	if len(melds) > 4 {
		return Hand{}, errors.New("more than four melds")
	}
	h := Hand{Concealed: c, N: uint8(len(melds)), NC: uint8(c.Total())}
	copy(h.Melds[:], melds)
	all := h.All()
	for _, v := range all {
		if v > 4 {
			return Hand{}, errors.New("five of a kind")
		}
	}
	return h, nil
}

// engineHand returns the generated hand g as the engine's hand; g is valid by construction.
func engineHand(g handgen.Hand) Hand {
	h, err := fromCounts(g.Concealed, g.Melds)
	if err != nil {
		panic(err)
	}
	return h
}
