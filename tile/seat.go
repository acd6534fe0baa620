package tile

import "strconv"

// Seat is a player's place at the table: 0 East, 1 South, 2 West, 3 North, in turn order (the next
// seat plays after this one). Seats are fixed for a whole session; the seat's wind is [Seat.Wind].
// Values outside 0..3 are invalid; [NoSeat] is the conventional "no seat" value.
//
// Seat is a small value: store and pass it by value.
type Seat uint8

// The four seats, and NoSeat for "nobody".
const (
	SeatEast  Seat = 0
	SeatSouth Seat = 1
	SeatWest  Seat = 2
	SeatNorth Seat = 3
	NoSeat    Seat = 0xFF

	// NumSeats is the number of players.
	NumSeats = 4
)

// IsValid reports whether s is one of the four seats.
func (s Seat) IsValid() bool { return s < NumSeats }

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
	return Seat((int(s) + n%NumSeats + NumSeats) % NumSeats) // n%4 first: no overflow for huge n
}

// Distance returns how many places after s the seat t is in turn order (0..3), or -1 if either is
// invalid.
func (s Seat) Distance(t Seat) int {
	if !s.IsValid() || !t.IsValid() {
		return -1
	}
	return (int(t) - int(s) + NumSeats) % NumSeats
}

// Wind returns the seat's wind tile ([East] .. [North]), or [None] for an invalid seat.
func (s Seat) Wind() Tile {
	if !s.IsValid() {
		return None
	}
	return East + Tile(s)
}

// SeatOf returns the seat whose wind is w, or [NoSeat] if w is not a wind.
func SeatOf(w Tile) Seat {
	if !w.IsWind() {
		return NoSeat
	}
	return Seat(w - East)
}

var seatNames = [...]string{"E", "S", "W", "N"}

// String returns "E", "S", "W" or "N", "-" for [NoSeat] and "tile.Seat(N)" otherwise.
func (s Seat) String() string {
	switch {
	case s.IsValid():
		return seatNames[s]
	case s == NoSeat:
		return "-"
	}
	return "tile.Seat(" + strconv.Itoa(int(s)) + ")"
}

// ParseSeat parses "E", "S", "W" or "N".
func ParseSeat(str string) (Seat, error) {
	for i, n := range seatNames {
		if str == n {
			return Seat(i), nil
		}
	}
	return NoSeat, &ParseError{Input: str, Msg: "a seat is E, S, W or N"}
}

// MarshalText implements [encoding.TextMarshaler]: "E", "S", "W", "N", or "-" for [NoSeat].
func (s Seat) MarshalText() ([]byte, error) {
	if !s.IsValid() && s != NoSeat {
		return nil, &ParseError{Input: s.String(), Msg: "invalid seat"}
	}
	return []byte(s.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]; it accepts what MarshalText writes.
func (s *Seat) UnmarshalText(b []byte) error {
	if string(b) == "-" {
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
