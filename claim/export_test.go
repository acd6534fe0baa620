package claim

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// Accessors the tests use.

// IsValid reports whether k is one of the five kinds.
func (k Kind) IsValid() bool { return k.isValid() }

// Len returns the number of seats in s.
func (s Seats) Len() int { return bits.OnesCount8(uint8(s & (1<<tile.NumSeats - 1))) }

// Discarder returns the seat that offered the tile (the konger for a robbed kong).
func (r Resolution) Discarder() tile.Seat { return r.from }

// Robbing reports whether the resolution was over an added-kong tile.
func (r Resolution) Robbing() bool { return r.robbing }
