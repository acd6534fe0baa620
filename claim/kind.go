package claim

import (
	"iter"
	"math/bits"
	"strings"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Kind is what a player claims a discard for. The kinds are numbered in order of priority, so a kind
// beats another exactly when it is greater: [Win] > [Kong] > [Pung] > [Chow] > [Pass]. The zero value,
// [Pass], is no claim.
//
// Kind is a small value: store and pass it by value.
type Kind uint8

// The claim kinds, lowest priority first. The shapes a claim makes have one home, package meld: a
// claim for a set has the number of its shape, so Kind(k) is the claim that makes a [meld.Kind] k
// (chow, pung or kong) and meld.Kind(c) the shape a chow, pung or kong claim c makes.
const (
	Pass Kind = 0                   // no claim
	Chow Kind = Kind(meld.Chow)     // three consecutive suit tiles with the discard
	Pung Kind = Kind(meld.Pung)     // three identical tiles with the discard
	Kong Kind = Kind(meld.Kong)     // four identical tiles with the discard
	Win  Kind = Kind(meld.Kong + 1) // the discard completes a winning hand (Mahjong)

	numKinds = Win + 1
)

var kindNames = [...]string{Pass: "pass", Chow: "chow", Pung: "pung", Kong: "kong", Win: "win"}

// isValid reports whether k is one of the five kinds.
func (k Kind) isValid() bool { return k < numKinds }

// String returns "pass", "chow", "pung", "kong" or "win", or "claim.Kind(N)" out of range.
func (k Kind) String() string { return enumtext.String(kindNames[:], "claim.Kind", k) }

// MarshalText implements [encoding.TextMarshaler]; a kind encodes as its name. A value out of range is
// an error wrapping [ErrInvalid].
func (k Kind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(kindNames[:], "claim.Kind", k, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrInvalid] that quotes a short prefix of b, and k is unchanged.
func (k *Kind) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(kindNames[:], "claim.Kind", k, b, ErrInvalid)
}

// KindSet is a set of claim kinds as a bitset (bit k for kind k). The zero value is the empty set.
// KindSet is a small value: store and pass it by value.
type KindSet uint8

// KindsOf returns the set of the valid kinds in ks.
func KindsOf(ks ...Kind) KindSet {
	var s KindSet
	for _, k := range ks {
		s = s.with(k)
	}
	return s
}

// Has reports whether k is in s.
func (s KindSet) Has(k Kind) bool { return k.isValid() && s&(1<<k) != 0 }

// with returns s with k added; an invalid k leaves s unchanged.
func (s KindSet) with(k Kind) KindSet {
	if !k.isValid() {
		return s
	}
	return s | 1<<k
}

// String lists the kinds of s in priority order, lowest first, such as "{pung win}".
func (s KindSet) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for k := Pass; k < numKinds; k++ {
		if s.Has(k) {
			if b.Len() > 1 {
				b.WriteByte(' ')
			}
			b.WriteString(kindNames[k])
		}
	}
	b.WriteByte('}')
	return b.String()
}

// Seats is a set of seats as a bitset (bit [tile.Seat.Index] for a seat: bit 0 for East). The zero value
// is the empty set. Seats is a small value: store and pass it by value.
type Seats uint8

// SeatsOf returns the set of the valid seats in ss.
func SeatsOf(ss ...tile.Seat) Seats {
	var s Seats
	for _, x := range ss {
		s = s.With(x)
	}
	return s
}

// Has reports whether seat x is in s.
func (s Seats) Has(x tile.Seat) bool {
	// The seat of index i is i+1 (see tile.Seat.Index): no table lookup on the referee's hot paths.
	return x.IsValid() && s>>(x-1)&1 != 0
}

// First returns the first seat of s in turn order from East, or [tile.NoSeat] if s is empty.
func (s Seats) First() tile.Seat {
	if s&(1<<tile.NumSeats-1) == 0 {
		return tile.NoSeat
	}
	return tile.SeatAt(bits.TrailingZeros8(uint8(s)))
}

// With returns s with seat x added; an invalid x leaves s unchanged.
func (s Seats) With(x tile.Seat) Seats {
	return s | 1<<uint(x.Index()) // an invalid x has index -1: a shift past every bit, so no bit
}

// All iterates over the seats of s in seat order (East, South, West, North).
func (s Seats) All() iter.Seq[tile.Seat] {
	return func(yield func(tile.Seat) bool) {
		for v := uint8(s & (1<<tile.NumSeats - 1)); v != 0; v &= v - 1 {
			if !yield(tile.SeatAt(bits.TrailingZeros8(v))) {
				return
			}
		}
	}
}

// String lists the seats of s in seat order, such as "{S W}".
func (s Seats) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for x := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(x.String())
	}
	b.WriteByte('}')
	return b.String()
}

var seatNames = [...]string{"E", "S", "W", "N"}

// MarshalText implements [encoding.TextMarshaler]: the seats of s joined by '|' in seat order, such as
// "S|W", or "none". Bits beyond the four seats are an error wrapping [ErrInvalid].
func (s Seats) MarshalText() ([]byte, error) {
	return enumtext.SetText(seatNames[:], uint64(s), "claim.Seats", ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: what MarshalText writes (each seat at most
// once; "none" or the empty text for the empty set), or a number whose bits are seats. Anything else is
// an error wrapping [ErrInvalid], and s is unchanged.
func (s *Seats) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalSet(seatNames[:], "claim.Seats", s, b, ErrInvalid)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: the text form, or a number as records wrote sets of
// seats before they had names.
func (s *Seats) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "claim.Seats", s.UnmarshalText, ErrInvalid)
}
