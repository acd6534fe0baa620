package summary

import (
	"fmt"
	"slices"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Out reports which players of s have won.
func Out(s *variant.Summary) [tile.NumSeats]bool {
	var out [tile.NumSeats]bool
	for _, w := range s.Wins {
		if w.Context.Winner.IsValid() {
			out[w.Context.Winner.Index()] = true
		}
	}
	return out
}

// ValidateKongs reports a kong record of s that cannot come from a legal hand, as an error wrapping
// [score.ErrContext]: an unset or invalid konger, an unknown kind, a tile that is not a playing kind;
// an exposed kong without a valid supplier still in (or supplied by the konger), or a supplier on
// another kind; a robbed kong that is not added; a StillIn that leaves out the konger or a player who
// has not won by the end of the hand (a zero StillIn among them); a Turn below 1, lower than the one
// before it, or shared with a kong by another seat; a Shot list with a seat that is invalid, the
// konger, not still in at the kong or not among the winners of the hand, or not in turn order from
// the konger; kongs of one turn with different Shot lists. The built-in variants call it from
// [variant.Rules.Settle].
func ValidateKongs(s *variant.Summary) error {
	out := Out(s)
	bad := func(i int, format string, a ...any) error {
		return fmt.Errorf("%w: kong %d: "+format, append([]any{score.ErrContext, i}, a...)...)
	}
	for i, k := range s.Kongs {
		switch {
		case k.Seat == tile.NoSeat:
			return bad(i, "the konger is required")
		case !k.Seat.IsValid():
			return bad(i, "konger %v", k.Seat)
		case k.Kind > variant.AddedHeld:
			return bad(i, "kind %v", k.Kind)
		case !k.Tile.IsPlaying():
			return bad(i, "tile %v", k.Tile)
		case k.Kind == variant.ExposedKong && !k.Robbed && k.Supplier == tile.NoSeat:
			return bad(i, "the supplier of an exposed kong is required")
		case k.Kind == variant.ExposedKong && (!k.Supplier.IsValid() || k.Supplier == k.Seat || !k.StillIn[k.Supplier.Index()]):
			return bad(i, "exposed kong by %v supplied by %v", k.Seat, k.Supplier)
		case k.Kind != variant.ExposedKong && k.Supplier != tile.NoSeat:
			return bad(i, "%v kong with supplier %v", k.Kind, k.Supplier)
		case k.Robbed && k.Kind != variant.AddedFresh && k.Kind != variant.AddedHeld:
			return bad(i, "robbed kong of kind %v, not added", k.Kind)
		case !k.StillIn[k.Seat.Index()]:
			return bad(i, "the konger %v is not marked still in", k.Seat)
		case k.Turn < 1:
			return bad(i, "turn %d (turns count from 1)", k.Turn)
		}
		for p := range tile.Seats() {
			if !out[p.Index()] && !k.StillIn[p.Index()] {
				return bad(i, "%v, who never won, is not marked still in", p)
			}
		}
		if i > 0 {
			prev := s.Kongs[i-1]
			switch {
			case k.Turn < prev.Turn:
				return bad(i, "turn %d after turn %d", k.Turn, prev.Turn)
			case k.Turn == prev.Turn && k.Seat != prev.Seat:
				return bad(i, "turn %d of %v is also a turn of %v", k.Turn, k.Seat, prev.Seat)
			case k.Turn == prev.Turn && !slices.Equal(k.Shot, prev.Shot):
				return bad(i, "shot by %v, another kong of its turn by %v", k.Shot, prev.Shot)
			}
		}
		last := 0
		for _, w := range k.Shot {
			switch {
			case !w.IsValid() || w == k.Seat:
				return bad(i, "shot by %v", w)
			case !k.StillIn[w.Index()] || !out[w.Index()]:
				return bad(i, "shot by %v, who was not still in or never won", w)
			case k.Seat.Distance(w) <= last:
				return bad(i, "shot list %v not in turn order from %v", k.Shot, k.Seat)
			}
			last = k.Seat.Distance(w)
		}
	}
	return nil
}
