package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// selfContext returns the facts of a self-drawn win by s with winning tile t.
func (g *Game) selfContext(s tile.Seat, t tile.Tile) score.WinContext {
	st := &g.seats[seatIdx(s)]
	w := score.WinContext{Winner: s, Winning: t, Source: score.Wall, Dealer: g.cfg.Dealer,
		Prevailing: g.cfg.Prevailing, MissingSuit: tile.NoSuit, Out: g.outSet()}
	if st.chose {
		w.MissingSuit = st.missing
	}
	if g.drawn != 0 {
		w.Source = g.drawnSrc
		if g.wall.LiveCount() == 0 && (g.drawnSrc == score.Wall || g.table.Wall.DeadWall == wall.NoDeadWall) {
			w.Flags |= score.LastTile
		}
		if g.drawnSrc == score.Replacement && g.turnKongs >= 2 && g.table.Wall.DeadWall != wall.NoDeadWall {
			w.Flags |= score.KongUponKong
		}
		if g.asideDraw && g.table.SetAside.NoRinshan {
			w.Source = score.Wall // the replacement of a tile set aside, scored as a draw
		}
		if g.drawnSrc == score.Replacement && g.kongFrom.IsValid() {
			w.Flags |= score.ExposedKongReplacement
			w.Supplier = g.kongFrom
		}
	}
	if g.dealerTurn && s == g.cfg.Dealer {
		w.Flags |= score.HeavensBlessing
	}
	if st.called {
		w.Flags |= score.OriginalCall
	}
	if g.table.Scoring.WinFlags != 0 {
		w.Flags &= g.table.Scoring.WinFlags
	}
	if w.Flags&score.ExposedKongReplacement == 0 {
		w.Supplier = tile.NoSeat // a supplier only with the flag that names one
	}
	g.tableFacts(&w, s, true)
	return w
}

// canSelfWin reports whether seat s may declare a self-drawn win now (without scoring it).
func (g *Game) canSelfWin(s tile.Seat) bool {
	st := &g.seats[seatIdx(s)]
	if g.mustDiscard {
		return false
	}
	if g.drawn != 0 {
		t := g.drawn.Kind()
		if g.shapesOnly {
			// A hand holding an unusable tile has no shape waits, and an unusable tile is no wait.
			if st.unusable > 0 {
				return false
			}
			if pre, err := st.h.Without(t); err == nil && g.notShapeWait(s, &pre, t, false) {
				return false
			}
		}
		return g.rules.CanWin(st.h, g.selfContext(s, t))
	}
	// No tile drawn (the dealer's starting hand): any held kind may be the winning tile. A variant
	// winning only within its shapes has no win unless the hand has one of them.
	if g.shapesOnly && (st.unusable > 0 || !st.h.IsWin(hand.Options{Shapes: g.table.Shapes, Kinds: st.usable})) {
		return false
	}
	c := st.h.Concealed()
	for t := tile.Character1; t <= tile.Red; t++ {
		if c[t] > 0 && g.rules.CanWin(st.h, g.selfContext(s, t)) {
			return true
		}
	}
	return false
}

// checkSelfWin validates a self-drawn win by s and scores it.
func (g *Game) checkSelfWin(s tile.Seat) (score.WinContext, score.Result, error) {
	st := &g.seats[seatIdx(s)]
	if g.mustDiscard {
		return score.WinContext{}, score.Result{}, fmt.Errorf("%w: no win after a claimed chow or pung", ErrIllegal)
	}
	if g.drawn != 0 {
		w := g.selfContext(s, g.drawn.Kind())
		if !g.rules.CanWin(st.h, w) {
			return w, score.Result{}, fmt.Errorf("%w: %w: %v", ErrIllegal, claim.ErrNotWin, st.h)
		}
		r, err := g.score(g.withRed(s, st.h, 0), w)
		if err != nil {
			return w, r, fmt.Errorf("%w: score: %w", ErrVariant, err)
		}
		return w, r, nil
	}
	// No tile drawn (the dealer's starting hand): the winning tile is whichever scores best.
	var (
		best   score.Result
		bestW  score.WinContext
		found  bool
		lastEr error
	)
	c := st.h.Concealed()
	scored := g.withRed(s, st.h, 0)
	for t := tile.Character1; t <= tile.Red; t++ {
		if c[t] == 0 {
			continue
		}
		w := g.selfContext(s, t)
		if !g.rules.CanWin(st.h, w) {
			continue
		}
		r, err := g.score(scored, w)
		if err != nil {
			lastEr = err
			continue
		}
		if !found || r.Value > best.Value {
			best, bestW, found = r, w, true
		}
	}
	if !found {
		if lastEr != nil {
			return bestW, best, fmt.Errorf("%w: score: %w", ErrVariant, lastEr)
		}
		return bestW, best, fmt.Errorf("%w: %w: %v", ErrIllegal, claim.ErrNotWin, st.h)
	}
	return bestW, best, nil
}

func (g *Game) doSelfWin(s tile.Seat, w score.WinContext, r score.Result) {
	g.groups++
	g.addWin(w, r, g.groups)
	g.event(Event{Kind: EventWin, Seat: s, Tile: g.drawn, Source: w.Source, Value: r.Value})
	g.afterWin(s)
}

func (g *Game) addWin(w score.WinContext, r score.Result, group int) {
	// Room for the wins and payments of a usual hand at once.
	if g.wins == nil {
		g.wins = make([]variant.Win, 0, tile.NumSeats-1)
	}
	if g.ledger == nil {
		g.ledger = make(score.Ledger, 0, 4*tile.NumSeats)
	}
	g.wins = append(g.wins, variant.Win{Context: w, Result: r, Group: group})
	g.ledger = append(g.ledger, r.Payments...)
	if r.Collected > 0 && w.Deposits > 0 {
		g.collected[w.Winner.Index()] += r.Collected
		g.deposits = 0
	}
	g.seats[w.Winner.Index()].out = true
	g.outs = g.outs.With(w.Winner)
	g.reshow(w.Winner)
}

// afterWin ends the hand or passes the turn to the next seat still in after last.
func (g *Game) afterWin(last tile.Seat) {
	if g.numOut() >= max(g.table.Claims.MaxWinners, 1) || g.numOut() >= g.nseats-1 {
		g.end(false)
		return
	}
	g.startTurn(g.nextIn(last))
}
