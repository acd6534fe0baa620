package shanten

import (
	"github.com/mahjong-go/mahjong/internal/handopt"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Unreachable is the shanten number when no shape considered can be completed at all: seven pairs or
// thirteen orphans with declared melds, a declared meld of a kind outside the usable kinds, or too few
// usable kinds. It is larger than any real shanten number (at most 13), so taking a minimum works.
const Unreachable = 99

// Hand is the part of a hand the engine reads: the concealed counts and the declared melds. Package
// hand keeps one inside its Hand, so that its analysis methods pass a pointer and copy nothing; it
// establishes the invariants the engine relies on: at most four tiles of each kind (melds included),
// only playing kinds, NC = Concealed.Total(), N declared melds in Melds[:N], each a declared group.
type Hand struct {
	Concealed tile.Counts
	Melds     [4]meld.Meld
	N         uint8 // the number of declared melds
	NC        uint8 // the number of concealed tiles
}

// Size returns the number of concealed tiles plus three per declared meld.
func (h *Hand) Size() int { return int(h.NC) + 3*int(h.N) }

// All returns the counts of every playing tile in the hand: concealed tiles and meld tiles.
func (h *Hand) All() tile.Counts {
	c := h.Concealed
	for _, m := range h.Melds[:h.N] {
		m.AddTo(&c)
	}
	return c
}

// Shape and Options are the engine's names for the options of internal/handopt, which package hand's
// Options convert to.
type (
	Shape   = handopt.Shape
	Options = handopt.Options
)

// The winning shapes, those of internal/handopt.
const (
	Standard        = handopt.Standard
	SevenPairs      = handopt.SevenPairs
	SevenPairsQuads = handopt.SevenPairsQuads
	ThirteenOrphans = handopt.ThirteenOrphans
	AllShapes       = handopt.AllShapes
)

// Acceptance is package hand's Acceptance, field for field, so that hand converts it.
type Acceptance struct {
	Shanten int
	Kinds   tile.Set
	Live    tile.Counts
	Total   int
}

// Line is one line of a discard table: the kind cut and the acceptance of the hand it leaves.
type Line struct {
	Tile tile.Tile
	Acceptance
}

// Acceptance returns the acceptance of the 13-size hand h under o, the live counts taken from all
// (h's tiles, concealed and declared) and visible (already checked to fit them).
func (h *Hand) Acceptance(o Options, all, visible *tile.Counts) Acceptance {
	var a analyzer
	a.init(h, o)
	cur := a.shanten13(h)
	var acc Acceptance
	acc.Set(cur, a.accept(h, cur), all, visible)
	return acc
}
