package meld

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/tile"
)

// Errors returned by the constructors and the parser. Each error wraps one of these; test with
// [errors.Is].
var (
	// ErrInvalid means the tiles do not form the requested kind of group.
	ErrInvalid = errors.New("meld: invalid group")
	// ErrSyntax means a meld's text form could not be parsed.
	ErrSyntax = errors.New("meld: invalid notation")
)

// Kind is the shape of a group. The zero value, [KindNone], is no group.
type Kind uint8

// The group shapes.
const (
	KindNone Kind = iota // no group
	Chow                 // three consecutive suit tiles
	Pung                 // three identical tiles
	Kong                 // four identical tiles
	Pair                 // two identical tiles
)

var kindNames = [...]string{KindNone: "none", Chow: "chow", Pung: "pung", Kong: "kong", Pair: "pair"}

// String returns "chow", "pung", "kong", "pair", "none", or "meld.Kind(N)" out of range.
func (k Kind) String() string { return enumtext.String(kindNames[:], "meld.Kind", k) }

// MarshalText implements [encoding.TextMarshaler]: the shape's name. A value out of range is an error
// wrapping [ErrInvalid].
func (k Kind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(kindNames[:], "meld.Kind", k, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrInvalid], and k is unchanged.
func (k *Kind) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(kindNames[:], "meld.Kind", k, b, ErrInvalid)
}

// Size returns the number of tiles of the shape (0 for KindNone and values out of range).
func (k Kind) Size() int {
	switch k {
	case Chow, Pung:
		return 3
	case Kong:
		return 4
	case Pair:
		return 2
	case KindNone:
	}
	return 0
}

// Origin says how a group was made.
type Origin uint8

// The origins. The zero value, [Concealed], is a group formed from the player's own tiles: a set inside
// the concealed hand or a declared concealed kong.
const (
	Concealed Origin = iota // formed from the player's own tiles; a declared concealed kong
	Claimed                 // made by claiming a discard (exposed)
	Added                   // a kong made by adding a tile to an exposed pung (exposed)
)

var originNames = [...]string{Concealed: "concealed", Claimed: "claimed", Added: "added"}

// String returns "concealed", "claimed" or "added", or "meld.Origin(N)" out of range.
func (o Origin) String() string { return enumtext.String(originNames[:], "meld.Origin", o) }

// MarshalText implements [encoding.TextMarshaler]: the origin's name. A value out of range is an error
// wrapping [ErrInvalid].
func (o Origin) MarshalText() ([]byte, error) {
	return enumtext.Marshal(originNames[:], "meld.Origin", o, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrInvalid], and o is unchanged.
func (o *Origin) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(originNames[:], "meld.Origin", o, b, ErrInvalid)
}

// Meld is one group of tiles: a chow, pung, kong or pair, how it was made, for a claimed or added group
// the seat the claimed tile came from, and how many of its fives are red fives ([Meld.Red]). The zero
// value is no group ([Meld.IsValid] is false). Two melds are equal (==) when they hold the same
// physical tiles the same way: a pung of 5p with a red five is not equal to a plain pung of 5p, though
// both are the kind 5p for every shape computation.
//
// Meld is a small comparable value: store and pass it by value. It is safe for concurrent use.
type Meld struct {
	kind   Kind
	origin Origin
	first  tile.Tile // the lowest tile
	from   uint8     // bits 0-2: seat+1 the claimed tile came from (0 = not recorded); bits 3-5: red fives
}

// Masks of the from byte.
const (
	seatMask = 0b111
	redShift = 3
	redMask  = 0b111 << redShift
)

// New returns a concealed group of kind k whose lowest tile is t. A chow needs a suit tile of rank 1..7;
// every other kind needs a playing tile (no bonus tiles).
func New(k Kind, t tile.Tile) (Meld, error) {
	if err := check(k, t); err != nil {
		return Meld{}, err
	}
	return Meld{kind: k, first: t}, nil
}

// MustNew is like [New] but panics on error. It is for tests and literals only.
func MustNew(k Kind, t tile.Tile) Meld {
	m, err := New(k, t)
	if err != nil {
		panic(err)
	}
	return m
}

// NewClaimed returns an exposed chow, pung or kong of kind k whose lowest tile is t, made by claiming a
// discard from seat from ([tile.NoSeat] if not recorded). A pair cannot be claimed as a meld.
func NewClaimed(k Kind, t tile.Tile, from tile.Seat) (Meld, error) {
	if k == Pair {
		return Meld{}, fmt.Errorf("%w: a pair is never a claimed meld", ErrInvalid)
	}
	if err := check(k, t); err != nil {
		return Meld{}, err
	}
	if !from.IsValid() && from != tile.NoSeat {
		return Meld{}, fmt.Errorf("%w: seat %s", ErrInvalid, from)
	}
	return Meld{kind: k, origin: Claimed, first: t, from: seatByte(from)}, nil
}

func seatByte(s tile.Seat) uint8 {
	if !s.IsValid() {
		return 0
	}
	return uint8(s.Index() + 1)
}

func check(k Kind, t tile.Tile) error {
	switch k {
	case Chow:
		if !t.IsSuited() || t.Rank() > 7 {
			return fmt.Errorf("%w: a chow starts on a suit tile of rank 1 to 7, not %s", ErrInvalid, t)
		}
	case Pung, Kong, Pair:
		if !t.IsPlaying() {
			return fmt.Errorf("%w: a %s needs a suit or honour tile, not %s", ErrInvalid, k, t)
		}
	case KindNone:
		return fmt.Errorf("%w: no kind", ErrInvalid)
	default:
		return fmt.Errorf("%w: %s", ErrInvalid, k)
	}
	return nil
}

// Upgrade returns the kong made by adding the fourth tile to an exposed (claimed) pung. The result keeps
// the seat the pung's tile came from and the pung's red fives; the added tile is a plain one (when it is
// a red five, follow with [Meld.WithRed] of one more).
func (m Meld) Upgrade() (Meld, error) {
	if m.kind != Pung || m.origin != Claimed {
		return Meld{}, fmt.Errorf("%w: only an exposed pung can become an added kong, not %s", ErrInvalid, m)
	}
	m.kind, m.origin = Kong, Added
	return m, nil
}

// IsValid reports whether m is a group (not the zero Meld).
func (m Meld) IsValid() bool { return m.kind != KindNone }

// Kind returns the shape of the group.
func (m Meld) Kind() Kind { return m.kind }

// Origin returns how the group was made.
func (m Meld) Origin() Origin { return m.origin }

// Tile returns the lowest tile of the group: the kind of a pung, kong or pair, the first of a chow.
func (m Meld) Tile() tile.Tile { return m.first }

// From returns the seat the claimed tile came from, and false if it was not recorded or the group was
// not claimed.
func (m Meld) From() (tile.Seat, bool) {
	f := m.from & seatMask
	if f == 0 {
		return tile.NoSeat, false
	}
	return tile.SeatAt(int(f) - 1), true
}

// Red returns how many of the group's tiles are red fives (0 for a group without fives). A red five is
// the kind five for every other method: [Meld.Tile], [Meld.Tiles], [Meld.AddTo] and [Meld.Contains]
// see kinds only.
func (m Meld) Red() int { return int(m.from >> redShift) }

// Fives returns how many of the group's tiles are fives of a number suit: 1 for a chow through a five,
// the group's size for a pung, kong or pair of fives, and 0 otherwise. At most that many can be red.
func (m Meld) Fives() int {
	switch {
	case !m.first.IsSuited():
		return 0
	case m.kind == Chow:
		if r := m.first.Rank(); 3 <= r && r <= 5 {
			return 1
		}
		return 0
	case m.first.Rank() == 5:
		return m.kind.Size()
	}
	return 0
}

// Plain returns m with all its fives plain (no red five): the group of kinds that shape computations
// read.
func (m Meld) Plain() Meld { m.from &= seatMask; return m }

// WithRed returns m with exactly n of its fives red (n = 0 makes them all plain). It is an error
// wrapping [ErrInvalid] if n is negative or more than [Meld.Fives]. Use it to build, in code, a group
// holding red fives (riichi's aka dora); the notation writes them with the digit 0 ("406m", "[0555p]").
func (m Meld) WithRed(n int) (Meld, error) {
	if n < 0 || n > m.Fives() {
		return Meld{}, fmt.Errorf("%w: %d red fives in %s, which holds %d fives", ErrInvalid, n, m, m.Fives())
	}
	m.from = m.from&seatMask | uint8(n)<<redShift
	return m, nil
}

// IsExposed reports whether the group is exposed: claimed, or an added kong.
func (m Meld) IsExposed() bool { return m.origin != Concealed }

// IsConcealed reports whether the group was formed from the player's own tiles.
func (m Meld) IsConcealed() bool { return m.origin == Concealed }

// IsPungOrKong reports whether the group is a pung or a kong.
func (m Meld) IsPungOrKong() bool { return m.kind == Pung || m.kind == Kong }

// Len returns the number of tiles in the group.
func (m Meld) Len() int { return m.kind.Size() }

// Tiles returns the tiles of the group in order and their number.
func (m Meld) Tiles() ([4]tile.Tile, int) {
	var ts [4]tile.Tile
	n := m.kind.Size()
	for i := range n {
		if m.kind == Chow {
			ts[i] = m.first + tile.Tile(i)
		} else {
			ts[i] = m.first
		}
	}
	return ts, n
}

// Contains reports whether the group holds a tile of kind t.
func (m Meld) Contains(t tile.Tile) bool {
	if m.kind == Chow {
		return t >= m.first && t <= m.first+2
	}
	return m.kind != KindNone && t == m.first
}

// AddTo adds the group's tiles to c.
func (m Meld) AddTo(c *tile.Counts) {
	if m.kind == Chow {
		c[m.first]++
		c[m.first+1]++
		c[m.first+2]++
		return
	}
	c[m.first] += uint8(m.kind.Size())
}

// AsConcealed returns m with origin Concealed and no seat recorded; it keeps the red fives.
func (m Meld) AsConcealed() Meld { m.origin, m.from = Concealed, m.from&redMask; return m }

// AsClaimed returns m with origin Claimed and seat from recorded; it keeps the red fives. It does not
// validate; use [NewClaimed] for untrusted input.
func (m Meld) AsClaimed(from tile.Seat) Meld {
	m.origin, m.from = Claimed, m.from&redMask|seatByte(from)
	return m
}
