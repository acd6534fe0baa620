package tile

import (
	"iter"
	"strconv"
)

// Seat is a player's place at the table: [SeatEast], [SeatSouth], [SeatWest], [SeatNorth], in turn
// order (the next seat plays after this one), or [NoSeat]. Seats are fixed for a whole session; the
// seat's wind is [Seat.Wind].
//
// The zero value of Seat is [NoSeat] ("not set" or "nobody"), so a seat that decides who pays or who is
// paid is never East by accident: a scorer or referee given an unset seat where one is needed returns an
// error. Seats are numbered from 1 (East) so that the zero value is not a seat; index an array of
// per-seat values with [Seat.Index] (0 for East) and turn an index back into a seat with [SeatAt].
//
// Seat is a small value: store and pass it by value. It marshals to text as "E", "S", "W", "N", and
// "-" for NoSeat.
type Seat uint8

// The four seats in turn order, and NoSeat (the zero value) for "not set" or "nobody".
const (
	NoSeat    Seat = iota // not set, or nobody
	SeatEast              // East, index 0
	SeatSouth             // South, index 1
	SeatWest              // West, index 2
	SeatNorth             // North, index 3

	// NumSeats is the number of players.
	NumSeats = 4
)

// IsValid reports whether s is one of the four seats (not [NoSeat], not out of range).
func (s Seat) IsValid() bool { return s-1 < NumSeats }

// Index returns the position of s in turn order from East, for indexing an array of per-seat values:
// 0 for [SeatEast] to 3 for [SeatNorth], and -1 if s is not a valid seat.
func (s Seat) Index() int { return int(seatIndex[s]) - 1 }

// seatIndex holds, for every value of a Seat, one more than its [Seat.Index] (zero for a value that is
// not a seat): a load without a branch, cheap enough for the referee's hot paths to inline. It is static
// data, so the package does no work when it starts.
var seatIndex = [256]uint8{SeatEast: 1, SeatSouth: 2, SeatWest: 3, SeatNorth: 4}

// SeatAt returns the seat at index i in turn order from East (the inverse of [Seat.Index]): [SeatEast]
// for 0 to [SeatNorth] for 3, and [NoSeat] for any other i.
func SeatAt(i int) Seat {
	if uint(i) >= NumSeats {
		return NoSeat
	}
	return Seat(i + 1)
}

// Seats returns the four seats in turn order from East, for ranging over the table:
//
//	for s := range tile.Seats() { ... }
func Seats() iter.Seq[Seat] {
	return func(yield func(Seat) bool) {
		for i := range NumSeats {
			if !yield(SeatAt(i)) {
				return
			}
		}
	}
}

// Next returns the seat that plays after s (the player to the right, docs/rules/classic.md §1).
func (s Seat) Next() Seat { return s.Add(1) }

// Prev returns the seat that plays before s (the player on s's left, the only one s may chow from).
func (s Seat) Prev() Seat { return s.Add(3) }

// Across returns the seat opposite s.
func (s Seat) Across() Seat { return s.Add(2) }

// Add returns the seat n places after s in turn order (n may be negative). An invalid s gives [NoSeat].
func (s Seat) Add(n int) Seat {
	if !s.IsValid() {
		return NoSeat
	}
	return Seat((int(s)-1+n%NumSeats+NumSeats)%NumSeats + 1) // n%4 first: no overflow for huge n
}

// Distance returns how many places after s the seat t is in turn order (0..3), or -1 if either is
// invalid.
func (s Seat) Distance(t Seat) int {
	if !s.IsValid() || !t.IsValid() {
		return -1
	}
	return (t.Index() - s.Index() + NumSeats) % NumSeats
}

// Wind returns the seat's wind tile ([East] .. [North]), or [None] for an invalid seat.
func (s Seat) Wind() Tile {
	if !s.IsValid() {
		return None
	}
	return East + Tile(s.Index())
}

var seatNames = [...]string{"E", "S", "W", "N"}

// String returns "E", "S", "W" or "N", "-" for [NoSeat] and "tile.Seat(N)" otherwise.
func (s Seat) String() string {
	switch {
	case s.IsValid():
		return seatNames[s.Index()]
	case s == NoSeat:
		return "-"
	}
	return "tile.Seat(" + strconv.Itoa(int(s)) + ")"
}

// ParseSeat parses "E", "S", "W" or "N".
func ParseSeat(str string) (Seat, error) {
	for i, n := range seatNames {
		if str == n {
			return SeatAt(i), nil
		}
	}
	return NoSeat, &ParseError{Input: str, Msg: "a seat is E, S, W or N"}
}

// MarshalText implements [encoding.TextMarshaler]: "E", "S", "W", "N", or "-" for [NoSeat]. A value out
// of range is an error.
func (s Seat) MarshalText() ([]byte, error) {
	if !s.IsValid() && s != NoSeat {
		return nil, &ParseError{Input: s.String(), Msg: "invalid seat"}
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it accepts what MarshalText writes, and an empty
// text as [NoSeat]. On an error s is unchanged.
func (s *Seat) UnmarshalText(b []byte) error {
	if len(b) == 0 || string(b) == "-" {
		*s = NoSeat
		return nil
	}
	v, err := ParseSeat(textOf(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}
