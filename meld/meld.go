package meld

import (
	"errors"
	"fmt"
	"strconv"

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
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "meld.Kind(" + strconv.Itoa(int(k)) + ")"
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
func (o Origin) String() string {
	if int(o) < len(originNames) {
		return originNames[o]
	}
	return "meld.Origin(" + strconv.Itoa(int(o)) + ")"
}

// Meld is one group of tiles: a chow, pung, kong or pair, how it was made, and for a claimed or added
// group the seat the claimed tile came from. The zero value is no group ([Meld.IsValid] is false).
//
// Meld is a small comparable value: store and pass it by value. It is safe for concurrent use.
type Meld struct {
	kind   Kind
	origin Origin
	first  tile.Tile // the lowest tile
	from   uint8     // seat+1 the claimed tile came from; 0 = not recorded
}

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
	return uint8(s) + 1
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
// the seat the pung's tile came from.
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
	if m.from == 0 {
		return tile.NoSeat, false
	}
	return tile.Seat(m.from - 1), true
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

// AsConcealed returns m with origin Concealed and no seat recorded.
func (m Meld) AsConcealed() Meld { m.origin, m.from = Concealed, 0; return m }

// AsClaimed returns m with origin Claimed and seat from recorded. It does not validate; use
// [NewClaimed] for untrusted input.
func (m Meld) AsClaimed(from tile.Seat) Meld { m.origin, m.from = Claimed, seatByte(from); return m }
