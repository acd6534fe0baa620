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
// wall: 13 tiles to each seat and a 14th to the dealer.
//
// If the tile set has bonus tiles, the seats then expose them as classic §3.3 says: starting with the
// dealer and going in turn order, each seat exposes every bonus tile it holds and takes a replacement
// ([Wall.DrawReplacement]) for each, treating bonus tiles received as replacements the same way, and
// finishes before the next seat begins.
//
// Deal fails with [ErrDealt] once any tile has left the wall, with [ErrInvalidSeat] for a bad dealer,
// and with [ErrExhausted] if the wall runs out (not possible with the standard specs); it then changes
// nothing.
func (w *Wall) Deal(dealer tile.Seat) (Deal, error) {
	if !dealer.IsValid() {
		return Deal{}, fmt.Errorf("%w: dealer %v", ErrInvalidSeat, dealer)
	}
	if w.touched {
		return Deal{}, fmt.Errorf("%w: tiles have left the wall", ErrDealt)
	}
	if w.LiveCount() < dealSize {
		return Deal{}, fmt.Errorf("%w: %d tiles in the live wall, the deal needs %d", ErrExhausted, w.LiveCount(), dealSize)
	}
	saved := *w
	d := Deal{Dealer: dealer}
	// One backing array: 14 tiles per hand (bonus tiles are replaced in place), then room for every
	// bonus tile in each seat's list.
	nb := (w.spec.Kinds & tile.BonusKinds).Len()
	buf := make([]tile.ID, tile.NumSeats*14+tile.NumSeats*nb)
	for k := range tile.NumSeats {
		s := dealer.Add(k)
		lo := k * 14
		d.Hands[s] = buf[lo : lo : lo+14]
		lo = tile.NumSeats*14 + k*nb
		d.Bonus[s] = buf[lo : lo : lo+nb]
	}
	p := w.order[w.front : w.front+dealSize]
	for r := range 3 {
		for k := range tile.NumSeats {
			s := dealer.Add(k)
			d.Hands[s] = append(d.Hands[s], p[16*r+4*k:16*r+4*k+4]...)
		}
	}
	switch w.spec.Deal {
	case DealDealerPair:
		d.Hands[dealer] = append(d.Hands[dealer], p[48], p[49])
		for k := 1; k < tile.NumSeats; k++ {
			s := dealer.Add(k)
			d.Hands[s] = append(d.Hands[s], p[49+k])
		}
	case DealDealerLast:
		for k := range tile.NumSeats {
			s := dealer.Add(k)
			d.Hands[s] = append(d.Hands[s], p[48+k])
		}
		d.Hands[dealer] = append(d.Hands[dealer], p[52])
	case DealNone:
		return Deal{}, fmt.Errorf("%w: no deal pattern", ErrInvalidSpec)
	}
	w.front += dealSize
	w.touched = true
	if nb == 0 {
		return d, nil
	}
	for k := range tile.NumSeats {
		s := dealer.Add(k)
		if err := w.replaceBonus(&d.Hands[s], &d.Bonus[s]); err != nil {
			*w = saved
			return Deal{}, err
		}
	}
	return d, nil
}

// replaceBonus moves every bonus tile of *hand to *bonus and takes a replacement for each, until the
// hand holds no bonus tile.
func (w *Wall) replaceBonus(hand, bonus *[]tile.ID) error {
	kept := (*hand)[:0]
	for _, id := range *hand {
		if id.Kind().IsBonus() {
			*bonus = append(*bonus, id)
		} else {
			kept = append(kept, id)
		}
	}
	for need := len(*bonus); need > 0; need-- {
		id, err := w.DrawReplacement()
		if err != nil {
			return err
		}
		if id.Kind().IsBonus() {
			*bonus = append(*bonus, id)
			need++
		} else {
			kept = append(kept, id)
		}
	}
	*hand = kept
	return nil
}
