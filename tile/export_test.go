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
