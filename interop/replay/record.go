package replay

import (
	"fmt"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// Record returns the game as the referee played it, for the writers: the log's players, rules and
// descriptive fields, each hand's play, values and payments as the referee gave them, and the final
// result. Where a hand replays exactly, the record keeps the log's choices the referee does not make
// (which copy of a face was played, the dice or their absence, the shown hands of abortive draws,
// the fu a log leaves out of a limit hand), so that writing it in the log's format gives the log's
// normalized form byte for byte. It fails, with an error wrapping [ErrRecord], when a hand could not
// be played to its end.
func (r *Report) Record() (*interop.Game, error) {
	out := *r.log
	out.Hands = make([]interop.Hand, len(r.games))
	for i, g := range r.games {
		if g == nil || !g.Over() || g.Err() != nil {
			return nil, fmt.Errorf("%w: hand %d was not played to its end", ErrRecord, i+1)
		}
		h, err := exportHand(g, tile.SeatEast, &r.log.Hands[i])
		if err != nil {
			return nil, fmt.Errorf("%w: hand %d: %w", ErrRecord, i+1, err)
		}
		if r.Hands[i] == nil {
			overlay(h, &r.log.Hands[i])
		}
		out.Hands[i] = *h
	}
	out.End = r.end
	return &out, nil
}

// overlay copies into the referee's hand h what the log chose and the referee does not: the
// physical copies of each face, the dice when the log gives none, the shown hands of drawn hands
// other than exhaustive ones (the formats differ there), and a limit hand's missing fu. h and lg
// must have the same events (the hand replayed exactly).
func overlay(h, lg *interop.Hand) {
	h.Deal, h.Indicator, h.Dice = lg.Deal, lg.Indicator, lg.Dice
	if lg.Ura != nil || h.Ura != nil {
		h.Ura = append([]tile.ID(nil), lg.Ura...)
	}
	for j := range h.Events {
		e, l := &h.Events[j], &lg.Events[j]
		e.Tile, e.Consumed = l.Tile, l.Consumed
		switch {
		case e.Win != nil && l.Win != nil:
			if l.Win.Fu == 0 {
				e.Win.Fu = 0
			}
			if l.Win.Points == 0 && len(l.Win.Yaku) == 0 {
				w := *l.Win // a log without values (mjai) keeps none
				e.Win = &w
			}
		case e.Ryuukyoku != nil && l.Ryuukyoku != nil:
			if l.Ryuukyoku.Kind != interop.Exhaustive || l.Ryuukyoku.Deltas == [4]int{} {
				e.Ryuukyoku.Shown = l.Ryuukyoku.Shown
			}
		}
	}
}
