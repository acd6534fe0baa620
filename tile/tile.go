package tile

import (
	"strconv"
)

// Tile is a tile kind: one of the 34 playing kinds (three suits of nine ranks, four winds and three
// dragons) or one of the 8 bonus kinds (four flowers and four seasons). The zero value, [None], is not a
// tile.
//
// Kinds are numbered densely in notation order: [Character1]..[Character9], [Circle1]..[Circle9], [Bamboo1]..[Bamboo9],
// [East], [South], [West], [North], [White], [Green], [Red], [Flower1]..[Flower4],
// [Season1]..[Season4]. Arrays indexed by Tile therefore stay small, and the predicates are single range
// comparisons.
//
// Tile is a small value: store and pass it by value. It is safe for concurrent use.
type Tile uint8

// The tile kinds. The three suits are Characters (notation m), Circles (p) and Bamboo (s); other names
// for them are listed in docs/rules/classic.md §1.
const (
	None Tile = iota // no tile

	Character1 // 1m
	Character2 // 2m
	Character3 // 3m
	Character4 // 4m
	Character5 // 5m
	Character6 // 6m
	Character7 // 7m
	Character8 // 8m
	Character9 // 9m
	Circle1    // 1p
	Circle2    // 2p
	Circle3    // 3p
	Circle4    // 4p
	Circle5    // 5p
	Circle6    // 6p
	Circle7    // 7p
	Circle8    // 8p
	Circle9    // 9p
	Bamboo1    // 1s
	Bamboo2    // 2s
	Bamboo3    // 3s
	Bamboo4    // 4s
	Bamboo5    // 5s
	Bamboo6    // 6s
	Bamboo7    // 7s
	Bamboo8    // 8s
	Bamboo9    // 9s

	East  // 1z
	South // 2z
	West  // 3z
	North // 4z
	White // 5z
	Green // 6z
	Red   // 7z

	Flower1 // 1f, Plum, belongs to East
	Flower2 // 2f, Orchid, belongs to South
	Flower3 // 3f, Chrysanthemum, belongs to West
	Flower4 // 4f, Bamboo, belongs to North
	Season1 // 5f, Spring, belongs to East
	Season2 // 6f, Summer, belongs to South
	Season3 // 7f, Autumn, belongs to West
	Season4 // 8f, Winter, belongs to North

	numTiles // end marker
)

// Sizes of the tile universe.
const (
	// NumKinds is the number of playing kinds (suits and honours, no bonus tiles).
	NumKinds = 34
	// numAllKinds is the number of kinds including the 8 bonus kinds.
	numAllKinds = 42
	// NumSlots is the length of arrays indexed directly by a Tile (slot 0 is [None]).
	NumSlots = int(numTiles)
)

// IsValid reports whether t is one of the 42 kinds.
func (t Tile) IsValid() bool { return None < t && t < numTiles }

// IsPlaying reports whether t is one of the 34 playing kinds (a suit tile or an honour).
func (t Tile) IsPlaying() bool { return None < t && t <= Red }

// IsSuited reports whether t is a suit tile (Characters, Circles or Bamboo).
func (t Tile) IsSuited() bool { return None < t && t <= Bamboo9 }

// IsHonor reports whether t is a wind or a dragon.
func (t Tile) IsHonor() bool { return East <= t && t <= Red }

// IsWind reports whether t is a wind.
func (t Tile) IsWind() bool { return East <= t && t <= North }

// IsDragon reports whether t is a dragon.
func (t Tile) IsDragon() bool { return White <= t && t <= Red }

// IsBonus reports whether t is a flower or a season.
func (t Tile) IsBonus() bool { return Flower1 <= t && t < numTiles }

// isFlower reports whether t is one of the four flowers (t.Suit() == [Flowers]).
func (t Tile) isFlower() bool { return Flower1 <= t && t <= Flower4 }

// isSeason reports whether t is one of the four seasons (t.Suit() == [Seasons]).
func (t Tile) isSeason() bool { return Season1 <= t && t <= Season4 }

// IsTerminal reports whether t is a 1 or a 9 of a suit.
func (t Tile) IsTerminal() bool { return t.IsSuited() && (t.Rank() == 1 || t.Rank() == 9) }

// IsMajor reports whether t is a terminal or an honour (major for scoring).
func (t Tile) IsMajor() bool { return t.IsHonor() || t.IsTerminal() }

// Suit returns the suit of t, or [NoSuit] if t is not a valid kind.
func (t Tile) Suit() Suit {
	switch {
	case !t.IsValid():
		return NoSuit
	case t <= Character9:
		return Characters
	case t <= Circle9:
		return Circles
	case t <= Bamboo9:
		return Bamboo
	case t <= North:
		return Winds
	case t <= Red:
		return Dragons
	case t <= Flower4:
		return Flowers
	default:
		return Seasons
	}
}

// Rank returns 1..9 for a suit tile and 0 for any other value.
func (t Tile) Rank() int {
	if !t.IsSuited() {
		return 0
	}
	return int(t-1)%9 + 1
}

// Number returns the digit t is written with in the notation: the rank of a suit tile, 1..7 for an
// honour, 1..8 for a bonus tile, and 0 for an invalid value.
func (t Tile) Number() int {
	switch {
	case t.IsSuited():
		return t.Rank()
	case t.IsHonor():
		return int(t-East) + 1
	case t.IsBonus():
		return int(t-Flower1) + 1
	}
	return 0
}

// Next returns the suit tile one rank higher in the same suit, or [None] for a 9, an honour, a bonus
// tile or an invalid value. Sequences never cross suits.
func (t Tile) Next() Tile {
	if !t.IsSuited() || t.Rank() == 9 {
		return None
	}
	return t + 1
}

// Prev returns the suit tile one rank lower in the same suit, or [None] for a 1 or a non-suit value.
func (t Tile) Prev() Tile {
	if !t.IsSuited() || t.Rank() == 1 {
		return None
	}
	return t - 1
}

// Index returns t's position among the playing kinds, 0..33, or -1 if t is not a playing kind. It is the
// index used by dense per-kind arrays that leave out [None] and the bonus tiles.
func (t Tile) Index() int {
	if !t.IsPlaying() {
		return -1
	}
	return int(t) - 1
}

// FromIndex returns the playing kind at position i (0..33), or [None] if i is out of range.
func FromIndex(i int) Tile {
	if i < 0 || i >= NumKinds {
		return None
	}
	return Tile(i + 1)
}

// Of returns the suit tile of suit s and rank r, or [None] if s is not a number suit or r is not 1..9.
func Of(s Suit, r int) Tile {
	if r < 1 || r > 9 {
		return None
	}
	switch s {
	case Characters:
		return Character1 + Tile(r-1)
	case Circles:
		return Circle1 + Tile(r-1)
	case Bamboo:
		return Bamboo1 + Tile(r-1)
	case NoSuit, Winds, Dragons, Flowers, Seasons:
	}
	return None
}

// Wind returns the wind a bonus tile belongs to (flower n and season n belong to seat wind n: 1 East,
// 2 South, 3 West, 4 North), the wind itself for a wind, and [None] otherwise.
func (t Tile) Wind() Tile {
	switch {
	case t.IsWind():
		return t
	case t.isFlower():
		return East + (t - Flower1)
	case t.isSeason():
		return East + (t - Season1)
	}
	return None
}

// String returns the notation of t ("5m", "7z", "3f"), "-" for [None] and "tile.Tile(N)" for a value out
// of range.
func (t Tile) String() string {
	if !t.IsValid() {
		if t == None {
			return "-"
		}
		return "tile.Tile(" + strconv.Itoa(int(t)) + ")"
	}
	return notation[t]
}
