package score

import (
	"fmt"
	"strconv"

	"github.com/mahjong-go/mahjong/tile"
)

// Seat names a player's seat in scoring input (a [WinContext], a kong record): [SeatEast] to
// [SeatNorth], or [NoSeat]. Unlike [tile.Seat], whose zero value is East, the zero value of Seat is
// NoSeat, so a seat that decides who pays or who is paid is never East by accident: a scorer given an
// unset seat where one is needed returns an error wrapping [ErrContext]. Convert from and to the
// table's seats with [SeatOf] and [Seat.Seat].
//
// Seat marshals to text as [tile.Seat] does ("E", "S", "W", "N", and "-" for NoSeat). It is a small
// value: store and pass it by value; it is safe for concurrent use.
type Seat uint8

// The seats, and NoSeat (the zero value) for "not set" or "nobody".
const (
	NoSeat    Seat = iota // not set
	SeatEast              // East, tile.SeatEast
	SeatSouth             // South, tile.SeatSouth
	SeatWest              // West, tile.SeatWest
	SeatNorth             // North, tile.SeatNorth
)

// SeatOf returns the scoring seat of s, or [NoSeat] if s is not a valid seat.
func SeatOf(s tile.Seat) Seat {
	if !s.IsValid() {
		return NoSeat
	}
	return Seat(s) + 1
}

// Seat returns the table seat of s, or [tile.NoSeat] if s is not set or invalid.
func (s Seat) Seat() tile.Seat {
	if !s.IsValid() {
		return tile.NoSeat
	}
	return tile.Seat(s - 1)
}

// IsValid reports whether s is one of the four seats (not [NoSeat], not out of range).
func (s Seat) IsValid() bool { return s-1 < tile.NumSeats }

// Wind returns the seat wind of s, or tile.None if s is not a valid seat.
func (s Seat) Wind() tile.Tile { return s.Seat().Wind() }

// Next returns the seat after s in turn order, or [NoSeat] if s is not valid.
func (s Seat) Next() Seat { return s.Add(1) }

// Add returns the seat n places after s in turn order (n may be negative), or [NoSeat] if s is not
// valid.
func (s Seat) Add(n int) Seat { return SeatOf(s.Seat().Add(n)) }

// Distance returns how many places after s, in turn order, t sits (0..3), or -1 if either is not a
// valid seat.
func (s Seat) Distance(t Seat) int {
	if !s.IsValid() || !t.IsValid() {
		return -1
	}
	return s.Seat().Distance(t.Seat())
}

// String returns "E", "S", "W" or "N", "-" for [NoSeat] and "score.Seat(n)" otherwise.
func (s Seat) String() string {
	switch {
	case s.IsValid():
		return s.Seat().String()
	case s == NoSeat:
		return "-"
	}
	return "score.Seat(" + strconv.Itoa(int(s)) + ")"
}

// MarshalText implements [encoding.TextMarshaler]: "E", "S", "W", "N", or "-" for [NoSeat]. A value
// out of range is an error wrapping [ErrContext].
func (s Seat) MarshalText() ([]byte, error) {
	if !s.IsValid() && s != NoSeat {
		return nil, fmt.Errorf("%w: %s", ErrContext, s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads what MarshalText writes, and an empty
// text as [NoSeat]. Anything else is an error wrapping [ErrContext], and s is unchanged.
func (s *Seat) UnmarshalText(b []byte) error {
	if len(b) == 0 || string(b) == "-" {
		*s = NoSeat
		return nil
	}
	v, err := tile.ParseSeat(string(b))
	if err != nil {
		return fmt.Errorf("%w: seat %q", ErrContext, prefix(b))
	}
	*s = SeatOf(v)
	return nil
}

// prefix returns at most the first 64 bytes of b, for quoting bad input in an error.
func prefix(b []byte) []byte {
	if len(b) > 64 {
		return b[:64]
	}
	return b
}
