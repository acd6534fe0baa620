package tile

// Helpers the tests use.

// SeatOf returns the seat whose wind is w, or [NoSeat] if w is not a wind.
func SeatOf(w Tile) Seat {
	if !w.IsWind() {
		return NoSeat
	}
	return SeatAt(int(w - East))
}

// Plus returns the sum of c and d, saturating at 255.
func (c Counts) Plus(d Counts) Counts {
	for i := range c {
		s := int(c[i]) + int(d[i])
		c[i] = uint8(min(s, 255))
	}
	return c
}

// ParseID is the parser behind [ID.UnmarshalText], for the tests.
var ParseID = parseID

// NumAllKinds is the number of kinds including the bonus kinds, for the tests.
const NumAllKinds = numAllKinds

// IsFlower and IsSeason expose the unexported predicates to the tests.
func (t Tile) IsFlower() bool { return t.isFlower() }

// IsSeason reports whether t is a season.
func (t Tile) IsSeason() bool { return t.isSeason() }

// MustParse is like [Parse] but panics on error.
func MustParse(s string) Tile {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// Has reports whether there is at least one tile of kind t.
func (c Counts) Has(t Tile) bool { return c.Count(t) > 0 }

// AppendParse is [AppendParseRed] without the red fives, for the tests and benchmarks.
func AppendParse(dst []Tile, s string) ([]Tile, error) {
	ts, _, err := AppendParseRed(dst, s)
	return ts, err
}
