package wall

import (
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
)

// Deal is the result of [Wall.Deal]: every seat's concealed tiles and the bonus tiles it exposed.
//
// Deal values share no memory with the wall.
type Deal struct {
	// Dealer is the seat that dealt (and holds 14 tiles).
	Dealer tile.Seat
	// Hands holds each seat's concealed tiles, indexed by seat: the tiles dealt, in the order dealt,
	// without bonus tiles, followed by the loose tiles taken for bonus tiles, in the order taken. The
	// dealer has 14 tiles, the others 13.
	Hands [tile.NumSeats][]tile.ID
	// Bonus holds each seat's exposed bonus tiles, indexed by seat, in the order exposed: first the
	// bonus tiles among those dealt, in the order dealt, then any loose tile that was itself a bonus
	// tile. Every bonus tile exposed was replaced by one loose tile. Empty without bonus tiles.
	Bonus [tile.NumSeats][]tile.ID
}

// Deal deals the hand with dealer dealing, as the spec's [DealPattern] says, from the front of the live
// wall: 13 tiles to each seat and a 14th to the dealer. With three seats ([Spec.Seats]) North is dealt
// nothing (its hand is empty) and may not deal; the seat after West is East.
//
// If the tile set has bonus tiles, the seats then expose them as the rules of bonus tiles say (docs/rules/classic.md §3.3):
// starting with the dealer and going in turn order, each seat exposes every bonus tile it holds and
// takes a replacement ([Wall.DrawReplacement]) for each, treating bonus tiles received as replacements
// the same way, and finishes before the next seat begins.
//
// Deal fails with [ErrInvalid] once any tile has left the wall or for a bad dealer,
// and with [ErrExhausted] if the wall runs out (not possible with the standard specs); it then changes
// nothing.
func (w *Wall) Deal(dealer tile.Seat) (Deal, error) {
	seats := w.spec.Seats()
	if !dealer.IsValid() || dealer.Index() >= seats {
		return Deal{}, fmt.Errorf("%w: dealer %v", ErrInvalid, dealer)
	}
	if w.touched {
		return Deal{}, fmt.Errorf("%w: tiles have left the wall", ErrInvalid)
	}
	size := dealSizeOf(seats)
	if w.LiveCount() < size {
		return Deal{}, fmt.Errorf("%w: %d tiles in the live wall, the deal needs %d", ErrExhausted, w.LiveCount(), size)
	}
	switch w.spec.Deal {
	case DealDealerPair, DealDealerLast:
	case dealNone:
		return Deal{}, fmt.Errorf("%w: no deal pattern", ErrInvalid)
	}
	nb := (w.spec.Kinds & tile.BonusKinds).Len()
	// Only the bonus exposure can fail (the wall running out), so only with bonus tiles does the deal
	// keep a copy to undo itself.
	var saved Wall
	if nb > 0 {
		saved = *w
	}
	d := Deal{Dealer: dealer}
	// One backing array: 14 tiles per hand (bonus tiles are replaced in place), then room for every
	// bonus tile in each seat's list.
	buf := make([]tile.ID, seats*14+seats*nb)
	// The dealt tiles, copied into an array the size of a four-seat deal so that the reads below index
	// an array, not a slice of a variable length.
	var p [13*tile.NumSeats + 1]tile.ID
	copy(p[:], w.order[w.front:w.front+size])
	stride := 4 * seats // the tiles of one round of four to every seat
	last := 3 * stride  // the first tile after the three rounds of four
	pair := w.spec.Deal == DealDealerPair
	i := dealer.Index() // the seat index of the k-th seat from the dealer
	for k := range seats {
		h := (*[14]tile.ID)(buf[14*k : 14*k+14])
		// Three rounds of four tiles: tiles stride*r+4k .. stride*r+4k+3.
		o := 4 * k
		*(*[4]tile.ID)(h[0:4]) = *(*[4]tile.ID)(p[o : o+4])
		*(*[4]tile.ID)(h[4:8]) = *(*[4]tile.ID)(p[o+stride : o+stride+4])
		*(*[4]tile.ID)(h[8:12]) = *(*[4]tile.ID)(p[o+2*stride : o+2*stride+4])
		n := 13
		switch {
		case pair && k == 0: // the dealer takes two tiles
			h[12], h[13] = p[last], p[last+1]
			n = 14
		case pair: // then each other seat one tile
			h[12] = p[last+1+k]
		case k == 0: // each seat one tile, and the dealer also the last
			h[12], h[13] = p[last], p[last+seats]
			n = 14
		default:
			h[12] = p[last+k]
		}
		d.Hands[i] = h[:n]
		lo := seats*14 + k*nb
		d.Bonus[i] = buf[lo : lo : lo+nb]
		if i++; i == seats {
			i = 0
		}
	}
	w.front += size
	w.touched = true
	if nb == 0 {
		return d, nil
	}
	for range seats { // i is the dealer's index again
		h, b, err := w.replaceBonus(d.Hands[i], d.Bonus[i])
		if err != nil {
			*w = saved
			return Deal{}, err
		}
		d.Hands[i], d.Bonus[i] = h, b
		if i++; i == seats {
			i = 0
		}
	}
	return d, nil
}

// replaceBonus moves every bonus tile of hand to bonus and takes a replacement for each, until the
// hand holds no bonus tile, and returns both lists. The hand is rewritten in place; bonus must have room
// for every bonus tile of the set.
func (w *Wall) replaceBonus(hand, bonus []tile.ID) ([]tile.ID, []tile.ID, error) {
	n := 0
	for _, id := range hand {
		if isBonusID(id) {
			bonus = append(bonus, id)
		} else {
			hand[n] = id
			n++
		}
	}
	hand = hand[:n]
	for need := len(bonus); need > 0; need-- {
		id, err := w.DrawReplacement()
		if err != nil {
			return nil, nil, err
		}
		if isBonusID(id) {
			bonus = append(bonus, id)
			need++
		} else {
			hand = append(hand, id)
		}
	}
	return hand, bonus, nil
}

// isBonusID reports whether id, a tile of the wall, is a bonus tile: the IDs after the playing kinds'
// four copies each, as [tile.ID] numbers them. It is id.Kind().IsBonus() without working out the kind.
func isBonusID(id tile.ID) bool { return id > 4*tile.NumKinds }
