package wall

import (
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/tile"
)

// The walls of the built-in variants, for the tests (each variant builds its own).

// Classic returns the classic wall: 144 tiles in walls of 18 stacks a side, or 136 tiles in walls of 17
// stacks without bonus tiles; a Kong Box made from the dealer's dice; the dealer takes two tiles at the
// end of the deal.
func Classic(bonus bool) Spec {
	s := Spec{Kinds: tile.AllKinds, Sides: [4]uint8{18, 18, 18, 18}, DeadWall: DiceKongBox, Deal: DealDealerPair}
	if !bonus {
		s.Kinds = tile.PlayingKinds
		s.Sides = [4]uint8{17, 17, 17, 17}
	}
	return s
}

// Sichuan returns the Sichuan wall: 108 suit tiles in walls of 14, 13, 14 and 13 stacks before East,
// South, West and North; no dead wall (replacements come from the far end of the live wall); the dealer's
// 14th tile is dealt after the others' 13th.
func Sichuan() Spec {
	return Spec{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, DeadWall: NoDeadWall, Deal: DealDealerLast}
}

// Riichi returns the riichi wall (docs/rules/riichi.md §2, docs/rules/riichi.md §3): 136 tiles without
// bonus tiles in walls of 17 stacks, a FixedDeadWall of 14 tiles, and a deal in which each seat in
// turn order from the dealer takes one tile, 48+k, after the three rounds of four, and the dealer also
// takes tile 52 (the dealer's first draw, dealt with the hand).
func Riichi() Spec {
	return Spec{Kinds: tile.PlayingKinds, Sides: [4]uint8{17, 17, 17, 17}, DeadWall: FixedDeadWall, Deal: DealDealerLast}
}

// Unexported names the tests use.
var RollDie = rollDie

// NewSource returns a source seeded from crypto/rand.
func NewSource() rand.Source { return NewSeed().Source() }

var ParseSeed = parseSeed
var CountSeats = countSeats

func (w *Wall) IsLastTile() bool  { return w.LiveCount() == 1 }
func (w *Wall) Remaining() int    { return w.LiveCount() + w.DeadCount() }
func (w *Wall) IsExhausted() bool { return w.LiveCount() == 0 }

// Stacks returns the number of two-tile stacks in the whole wall, for the tests.
func (s Spec) Stacks() int { return s.stacks() }

// HasBonus reports whether the tile set holds bonus tiles, for the tests.
func (s Spec) HasBonus() bool { return s.hasBonus() }

// Validate reports whether s describes a usable wall, for the tests.
func (s Spec) Validate() error { return s.validate() }

// Spec returns the spec the wall was built for, for the tests.
func (w *Wall) Spec() Spec { return w.spec }

// MaxIndicators is the number of indicator tiles a fixed dead wall holds, for the tests.
const MaxIndicators = maxIndicators
