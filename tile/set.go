package tile

import (
	"iter"
	"math/bits"
)

// Set is a set of tile kinds as a bitset (bit t for kind t). The zero value is the empty set. Set is a
// small value: store and pass it by value; it is safe for concurrent use.
type Set uint64

// Common sets of kinds.
const (
	// PlayingKinds holds the 34 suit and honour kinds.
	PlayingKinds Set = (1<<(Red+1) - 1) &^ 1
	// BonusKinds holds the 4 flowers and 4 seasons.
	BonusKinds Set = (1<<numTiles - 1) &^ (1<<Flower1 - 1)
	// AllKinds holds all 42 kinds.
	AllKinds = PlayingKinds | BonusKinds
	// SuitedKinds holds the 27 suit kinds (a tile set of the three suits only).
	SuitedKinds Set = (1<<(Bamboo9+1) - 1) &^ 1
	// HonorKinds holds the 7 winds and dragons.
	HonorKinds = PlayingKinds &^ SuitedKinds
	// TerminalKinds holds the 1s and 9s of the three suits.
	TerminalKinds Set = 1<<Character1 | 1<<Character9 | 1<<Circle1 | 1<<Circle9 | 1<<Bamboo1 | 1<<Bamboo9
	// MajorKinds holds the terminals and honours.
	MajorKinds = TerminalKinds | HonorKinds
)

// SetOf returns the set of the valid kinds in ts.
func SetOf(ts ...Tile) Set {
	var s Set
	for _, t := range ts {
		s = s.With(t)
	}
	return s
}

// Has reports whether t is in s. It is false for [None] and invalid values, whatever bits s holds, so
// Has agrees with [Set.All] and [Set.Len].
func (s Set) Has(t Tile) bool { return s&AllKinds&(1<<t) != 0 }

// With returns s with t added; an invalid t leaves s unchanged.
func (s Set) With(t Tile) Set {
	if !t.IsValid() {
		return s
	}
	return s | 1<<t
}

// Without returns s with t removed.
func (s Set) Without(t Tile) Set {
	if t >= 64 {
		return s
	}
	return s &^ (1 << t)
}

// Len returns the number of kinds in s.
func (s Set) Len() int { return bits.OnesCount64(uint64(s & AllKinds)) }

// All iterates over the kinds in s in kind order.
func (s Set) All() iter.Seq[Tile] {
	return func(yield func(Tile) bool) {
		for v := uint64(s & AllKinds); v != 0; v &= v - 1 {
			if !yield(Tile(bits.TrailingZeros64(v))) {
				return
			}
		}
	}
}

// Tiles appends the kinds in s to dst in kind order.
func (s Set) Tiles(dst []Tile) []Tile {
	for v := uint64(s & AllKinds); v != 0; v &= v - 1 {
		dst = append(dst, Tile(bits.TrailingZeros64(v)))
	}
	return dst
}

// String returns the notation of the kinds in s, one of each, and "-" for the empty set (like [None]).
func (s Set) String() string {
	if s&AllKinds == 0 {
		return "-"
	}
	var buf [numAllKinds]Tile
	return Format(s.Tiles(buf[:0]))
}
