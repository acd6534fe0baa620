package wall

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/tile"
)

// DeadWall says where replacement tiles (for kongs and bonus tiles) come from.
//
// The zero value is [NoDeadWall].
type DeadWall uint8

const (
	// NoDeadWall means there is no separate dead wall: replacements come from the far end of the live
	// wall.
	NoDeadWall DeadWall = iota
	// DiceKongBox is a Kong Box: the dealer's two dice total N, stacks 1..N are counted and
	// stack N+1 is lifted onto them; those N+1 stacks are the Kong Box. When it is empty and a loose tile
	// is needed, the live wall's last stack moves into it.
	DiceKongBox
	// FixedDeadWall is a dead wall of [DeadWallSize] tiles (seven stacks) at the far end of the sequence
	// from the break, kept at that size: each replacement tile taken from it is made up by the last tile
	// of the live wall. It holds [MaxReplacements] replacement tiles and one more indicator tile (five, the length of score.Indicators),
	// each with a tile under it (docs/rules/riichi.md §2). The first indicator is face up from the start.
	FixedDeadWall
	// FixedDeadWall8 is a fixed dead wall of 14 tiles kept at that size as with [FixedDeadWall], but
	// with eight replacement tiles (for kongs and tiles set aside; docs/rules/riichi.md §17.12), taken
	// from the far end of the sequence T[n-1], T[n-2], ...; indicator i
	// is T[n-9-2i] with T[n-10-2i] under it, the fourth and fifth indicators starting in the live wall
	// (every replacement draw moves the live wall's last tile out, so they leave it before they are
	// needed).
	FixedDeadWall8
)

// The fixed dead wall's sizes ([FixedDeadWall]).
const (
	// DeadWallSize is the number of tiles a fixed dead wall always holds.
	DeadWallSize = 14
	// MaxReplacements is the number of replacement tiles a fixed dead wall holds.
	MaxReplacements = 4
	// maxIndicators is the number of indicator tiles a fixed dead wall holds (one at the start and one
	// for each replacement).
	maxIndicators = MaxReplacements + 1
	// maxReplacements8 is the number of replacement tiles a [FixedDeadWall8] holds.
	maxReplacements8 = 8
)

var deadWallNames = [...]string{NoDeadWall: "none", DiceKongBox: "dice Kong Box", FixedDeadWall: "fixed dead wall",
	FixedDeadWall8: "fixed dead wall of eight replacements"}

// fixed reports whether d is a dead wall of [DeadWallSize] tiles kept at that size.
func (d DeadWall) fixed() bool { return d == FixedDeadWall || d == FixedDeadWall8 }

// replacements returns the number of replacement tiles of a fixed dead wall d.
func (d DeadWall) replacements() int {
	if d == FixedDeadWall8 {
		return maxReplacements8
	}
	return MaxReplacements
}

// String returns a short English name, or "wall.DeadWall(N)" for an unknown value.
func (d DeadWall) String() string { return enumtext.String(deadWallNames[:], "wall.DeadWall", d) }

// MarshalText implements [encoding.TextMarshaler]: the name String returns. A value out of range is an
// error wrapping [ErrInvalid].
func (d DeadWall) MarshalText() ([]byte, error) {
	return enumtext.Marshal(deadWallNames[:], "wall.DeadWall", d, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrInvalid], and d is unchanged.
func (d *DeadWall) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(deadWallNames[:], "wall.DeadWall", d, b, ErrInvalid)
}

// DealPattern says how the first 13n+1 tiles from the front of the live wall are shared out among n
// seats (53 for four, 40 for three). In both patterns the seat at offset k from the dealer (k = 0
// dealer, 1 next, ...) first receives tiles 4nr+4k .. 4nr+4k+3 for rounds r = 0, 1, 2 (four tiles, two
// stacks, at a time, until everyone has 12); the patterns differ in the last n+1 tiles, from 12n (48
// with four seats).
//
// The zero value means no pattern, which is not usable: a [Spec] with it is invalid.
type DealPattern uint8

const (
	// dealNone is the zero value: no pattern; a [Spec] with it is invalid.
	dealNone DealPattern = iota
	// DealDealerPair: the dealer takes tiles 48 and 49 (upper then lower of the next stack), then
	// each other seat in turn order one tile, 50, 51 and 52 (docs/rules/classic.md §3).
	DealDealerPair
	// DealDealerLast: each seat in turn order from the dealer takes one tile, 48+k, and the dealer
	// also takes tile 52 (docs/rules/sichuan.md §2).
	DealDealerLast
)

var dealPatternNames = [...]string{dealNone: "none", DealDealerPair: "dealer pair", DealDealerLast: "dealer last"}

// String returns a short English name, or "wall.DealPattern(N)" for an unknown value.
func (p DealPattern) String() string {
	return enumtext.String(dealPatternNames[:], "wall.DealPattern", p)
}

// MarshalText implements [encoding.TextMarshaler]: the name String returns. A value out of range is an
// error wrapping [ErrInvalid].
func (p DealPattern) MarshalText() ([]byte, error) {
	return enumtext.Marshal(dealPatternNames[:], "wall.DealPattern", p, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrInvalid], and p is unchanged.
func (p *DealPattern) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(dealPatternNames[:], "wall.DealPattern", p, b, ErrInvalid)
}

// Spec describes a variant's wall: which tiles, how they stand, where replacement tiles come from and
// how the deal goes. Variants build one as a literal; the wall never looks at
// a variant's name.
//
// Bonus tiles are in play exactly when Kinds holds bonus kinds (tile.BonusKinds): then [Wall.Deal]
// exposes and replaces them as docs/rules/classic.md §3.3 says.
//
// The zero value is not a valid Spec. Spec is a small value: store and pass it by value.
type Spec struct {
	// Kinds is the tile set: four copies of each playing kind and one of each bonus kind.
	Kinds tile.Set
	// Sides is the number of two-tile stacks in the wall in front of each seat, East, South, West,
	// North. Twice their sum must equal the number of tiles. A table of three seats (East, South and
	// West; docs/rules/riichi.md §17.12) has no wall before North: Sides[3] is 0, and the wall is dealt
	// to three seats ([Spec.Seats]).
	Sides [tile.NumSeats]uint8
	// DeadWall says where replacement tiles come from.
	DeadWall DeadWall
	// Deal is the deal pattern.
	Deal DealPattern
}

// Seats returns the number of seats the wall is dealt to: 3 when there is no wall before North
// (Sides[3] is 0; docs/rules/riichi.md §17.12), otherwise 4.
func (s Spec) Seats() int {
	if s.Sides[3] == 0 {
		return 3
	}
	return tile.NumSeats
}

// Size returns the number of tiles in the set: four of each playing kind and one of each bonus kind.
func (s Spec) Size() int {
	return 4*(s.Kinds&tile.PlayingKinds).Len() + (s.Kinds & tile.BonusKinds).Len()
}

// stacks returns the number of two-tile stacks in the whole wall.
func (s Spec) stacks() int {
	n := 0
	for _, l := range s.Sides {
		n += int(l)
	}
	return n
}

// hasBonus reports whether the tile set holds bonus tiles (flowers or seasons).
func (s Spec) hasBonus() bool { return s.Kinds&tile.BonusKinds != 0 }

// dealSizeOf is the number of tiles the deal takes with n seats.
func dealSizeOf(n int) int { return 13*n + 1 }

// maxKongBox is the largest Kong Box: 13 stacks (dice total 12 plus the lifted stack).
const maxKongBox = 2 * 13

// validate reports whether s describes a usable wall; the error wraps [ErrInvalid].
func (s Spec) validate() error {
	switch {
	case s.Kinds&^tile.AllKinds != 0:
		return fmt.Errorf("%w: kinds %#x hold invalid kinds", ErrInvalid, uint64(s.Kinds))
	case 2*s.stacks() != s.Size():
		return fmt.Errorf("%w: %d stacks do not hold %d tiles", ErrInvalid, s.stacks(), s.Size())
	case s.Sides[0] == 0 || s.Sides[1] == 0 || s.Sides[2] == 0:
		return fmt.Errorf("%w: sides %v (only North's may be empty, for a table of three)", ErrInvalid, s.Sides)
	}
	need := dealSizeOf(s.Seats()) + 1
	switch s.DeadWall {
	case NoDeadWall:
	case DiceKongBox:
		need += maxKongBox
	case FixedDeadWall, FixedDeadWall8:
		if s.hasBonus() {
			return fmt.Errorf("%w: a fixed dead wall has no replacements for bonus tiles", ErrInvalid)
		}
		need += DeadWallSize
	default:
		return fmt.Errorf("%w: dead wall %v", ErrInvalid, s.DeadWall)
	}
	switch s.Deal {
	case DealDealerPair, DealDealerLast:
	case dealNone:
		return fmt.Errorf("%w: no deal pattern", ErrInvalid)
	default:
		return fmt.Errorf("%w: deal pattern %v", ErrInvalid, s.Deal)
	}
	if s.Size() < need {
		return fmt.Errorf("%w: %d tiles, need at least %d", ErrInvalid, s.Size(), need)
	}
	return nil
}
