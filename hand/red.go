package hand

import (
	"fmt"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Red fives. Rules that paint some fives red (riichi's aka dora) need to know which fives a hand holds
// are red. A red five is the kind five for every analysis; a hand keeps, for each number suit, how many
// of its concealed fives are red (at most as many as it holds), and each declared meld keeps its own
// ([meld.Meld.Red]). The physical red fives of a wall are copy 0 of each five ([tile.ID.IsRed]).

// redShift returns the bit offset of the number suit s's count in Hand.red.
func redShift(s tile.Suit) uint { return 4 * uint(s-tile.Characters) }

// ConcealedRed returns how many of the hand's concealed tiles are red fives of suit s (0 for a suit
// that is not a number suit).
func (h Hand) ConcealedRed(s tile.Suit) int {
	if !s.IsNumber() {
		return 0
	}
	return int(h.red >> redShift(s) & 0xF)
}

// RedFivesIn returns how many red fives of suit s the hand holds, concealed or in its declared melds (0
// for a suit that is not a number suit).
func (h Hand) RedFivesIn(s tile.Suit) int {
	n := h.ConcealedRed(s)
	for _, m := range h.e.Melds[:h.e.N] {
		if m.Tile().Suit() == s {
			n += m.Red()
		}
	}
	return n
}

// RedFives returns how many red fives the hand holds among all its tiles, concealed or in its declared
// melds: riichi's aka dora count.
func (h Hand) RedFives() int {
	n := h.ConcealedRed(tile.Characters) + h.ConcealedRed(tile.Circles) + h.ConcealedRed(tile.Bamboo)
	for _, m := range h.e.Melds[:h.e.N] {
		n += m.Red()
	}
	return n
}

// setRed sets the number of concealed red fives of the number suit s to n (0..15).
func (h *Hand) setRed(s tile.Suit, n int) {
	sh := redShift(s)
	h.red = h.red&^(0xF<<sh) | uint16(n)<<sh
}

// isFive reports whether t is a five of a number suit, the only kinds that have red copies.
func isFive(t tile.Tile) bool { return t == tile.Character5 || t == tile.Circle5 || t == tile.Bamboo5 }

// WithRed returns h with one more concealed tile: a red five of kind t, which must be [tile.Character5],
// [tile.Circle5] or [tile.Bamboo5] ([ErrRed] otherwise). It fails as [Hand.With] does otherwise. Use it
// for a red five drawn or claimed.
func (h Hand) WithRed(t tile.Tile) (Hand, error) {
	if !isFive(t) {
		return h, fmt.Errorf("%w: %s is not a five", ErrRed, t)
	}
	v := h
	if err := v.add(t); err != nil {
		return h, err
	}
	v.setRed(t.Suit(), v.ConcealedRed(t.Suit())+1)
	return v, nil
}

// WithoutRed returns h with one concealed red five of kind t removed. It is an error wrapping [ErrRed]
// if t is not a five and [ErrNotHeld] if the hand holds no concealed red five of t; it fails as
// [Hand.Without] does otherwise.
func (h Hand) WithoutRed(t tile.Tile) (Hand, error) {
	if !isFive(t) {
		return h, fmt.Errorf("%w: %s is not a five", ErrRed, t)
	}
	r := h.ConcealedRed(t.Suit())
	if r == 0 {
		return h, fmt.Errorf("%w: no red %s", ErrNotHeld, t)
	}
	if err := checkSize(h.Size() - 1); err != nil {
		return h, err
	}
	h.e.Concealed[t]--
	h.e.NC--
	h.setRed(t.Suit(), r-1)
	return h, nil
}

// MarkRed returns h with exactly n of its concealed fives of the number suit s red, the others plain.
// It is an error wrapping [ErrRed] if s is not a number suit, n is negative, or n is more than the
// concealed fives of s. Together with [New] (whose melds carry their own red fives, see
// [meld.Meld.WithRed]) it builds any hand with red fives in code:
//
//	h, err := hand.New(tile.MustParseTiles("123m456p5599s111z"), nil, nil)
//	h, err = h.MarkRed(tile.Bamboo, 1) // 123m456p0599s111z: one red 5s
func (h Hand) MarkRed(s tile.Suit, n int) (Hand, error) {
	if !s.IsNumber() {
		return h, fmt.Errorf("%w: %s have no fives", ErrRed, s)
	}
	if five := int(h.e.Concealed[tile.Of(s, 5)]); n < 0 || n > five {
		return h, fmt.Errorf("%w: %d red fives of %s among %d concealed fives", ErrRed, n, s, five)
	}
	h.setRed(s, n)
	return h, nil
}

// keepRedBound keeps the concealed red fives of t's suit at most the concealed fives after a tile t
// left: when the hand held no plain five, the tile that left was a red one.
func (h *Hand) keepRedBound(t tile.Tile) {
	if !isFive(t) {
		return
	}
	if r := h.ConcealedRed(t.Suit()); r > int(h.e.Concealed[t]) {
		h.setRed(t.Suit(), r-1)
	}
}

// takeRed accounts for the fives a declared meld m takes from the concealed tiles: fives of them in
// all, r of them red. Where the concealed plain fives fall short it takes red ones instead and records
// them in the meld it returns. It checks before it changes anything, and changes only the red counts;
// the caller has checked that the concealed tiles hold the fives and moves them.
func (h *Hand) takeRed(m meld.Meld, r, fives int) (meld.Meld, error) {
	if fives == 0 {
		return m, nil
	}
	s := m.Tile().Suit()
	cr := h.ConcealedRed(s)
	if r > cr {
		return m, fmt.Errorf("%w: %s needs %d red fives, the hand holds %d", ErrNotHeld, m, r, cr)
	}
	plain := int(h.e.Concealed[tile.Of(s, 5)]) - cr
	if extra := fives - r - plain; extra > 0 {
		var err error
		if m, err = m.WithRed(m.Red() + extra); err != nil {
			return m, fmt.Errorf("%w: %w", ErrMeld, err)
		}
		r += extra
	}
	h.setRed(s, cr-r)
	return m, nil
}
