package game

import (
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// seatFacts returns what the referee knows about seat s's declaration and first turn.
func (g *Game) seatFacts(s tile.Seat) variant.SeatFacts {
	st := &g.seats[s.Index()]
	return variant.SeatFacts{Declared: st.called, DeclaredFirst: st.called && st.declFirst,
		Uninterrupted: st.called && st.ippatsu, FirstTurn: st.discards == 0 && !g.callMade}
}

// tableFacts fills the facts of a win by s that come from the table: the indicators face up (and the
// tiles under them for a declared winner, where the table shows them), the counters and deposits
// (nearest: the winner nearest after the supplier, or the only winner), and the variant's declaration facts.
func (g *Game) tableFacts(w *score.WinContext, s tile.Seat, nearest bool) {
	st := &g.seats[s.Index()]
	for i := range min(g.wall.Indicators(), len(score.Indicators{})) {
		id, _ := g.wall.Indicator(i)
		w.Indicators[i] = id.Kind()
		if st.called && g.table.Declarations.HiddenIndicators {
			u, _ := g.wall.UnderIndicator(i)
			w.HiddenIndicators[i] = u.Kind()
		}
	}
	if nearest || g.table.Scoring.CountersToEachWinner {
		w.Counters = g.cfg.Counters
	}
	if nearest {
		w.Deposits = g.deposits
	}
	w.Liable = st.liable
	w.Kita = g.setAsideCount(st)
	if x, ok := g.rules.(variant.WinFacter); ok {
		*w = x.WinFacts(*w, g.seatFacts(s))
	}
}
