package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// nextIn returns the next seat still in after s, or NoSeat if none (or if s is not a seat). It steps
// through the seats in turn order without Seat.Add and Seat.Index: it runs once per discard.
func (g *Game) nextIn(s tile.Seat) tile.Seat {
	if !s.IsValid() {
		return tile.NoSeat
	}
	for range tile.NumSeats - 1 {
		s = s%tile.NumSeats + 1 // the seat of index i is i+1
		if seatBit(s)&g.present != 0 && !g.seats[seatIdx(s)].out {
			return s
		}
	}
	return tile.NoSeat
}

func (g *Game) outSet() [tile.NumSeats]bool {
	var o [tile.NumSeats]bool
	for i := range g.seats {
		o[i] = g.seats[i].out
	}
	return o
}

func (g *Game) numOut() int {
	n := 0
	for i := range g.seats {
		if g.seats[i].out {
			n++
		}
	}
	return n
}

// startPlay begins the dealer's first turn after the phases before play.
func (g *Game) startPlay() {
	g.phase = PhaseTurn
	g.turn = g.cfg.Dealer
	g.turnNo = 1
	g.dealerTurn = true
	g.resetTurn()
}

// resetTurn clears the turn state for a new turn.
func (g *Game) resetTurn() { g.turnState = turnState{kongFrom: tile.NoSeat} }

// callMadeNow records a call of any kind: the first go-around is broken and no declarer wins with
// ippatsu any more.
func (g *Game) callMadeNow() {
	g.callMade = true
	for i := range g.seats {
		g.seats[i].ippatsu = false
	}
}

// giveTurn makes it seat s's turn, a new turn with a fresh turn state: the turn after a discard,
// whether s draws for it ([Game.startTurn]) or claimed the discard.
func (g *Game) giveTurn(s tile.Seat) {
	g.phase = PhaseTurn
	g.turn = s
	g.turnNo++
	g.dealerTurn = false
	g.resetTurn()
}

// startTurn gives the turn to s, who draws from the live wall; an empty wall ends the hand.
func (g *Game) startTurn(s tile.Seat) {
	g.giveTurn(s)
	if g.wall.LiveCount() == 0 {
		g.end(true)
		return
	}
	g.take(false)
}

// take gives the player whose turn it is a tile from the wall (a replacement tile if replacement),
// exposing and replacing bonus tiles; an exhausted wall ends the hand.
func (g *Game) take(replacement bool) {
	st := &g.seats[g.turn.Index()]
	g.asideDraw = false
	for {
		var id tile.ID
		var err error
		if replacement {
			id, err = g.wall.DrawReplacement()
		} else {
			id, err = g.wall.Draw()
		}
		if err != nil {
			g.end(true)
			return
		}
		if id.Kind().IsBonus() {
			st.bonus = append(st.bonus, id)
			st.h, _ = st.h.With(id.Kind())
			g.event(Event{Kind: EventBonus, Seat: g.turn, Tile: id})
			replacement = true
			continue
		}
		st.add(id)
		h, err := st.h.With(id.Kind())
		if err != nil {
			panic("unreachable: game: drawn tile does not fit the hand: " + err.Error())
		}
		st.h = h
		st.passed, st.passedValue = false, 0
		g.drawn = id
		g.drawnSrc = score.Wall
		if replacement {
			g.drawnSrc = score.Replacement
		}
		if int(g.nTurnDrawn) < len(g.turnDrawn) {
			g.turnDrawn[g.nTurnDrawn] = id
			g.nTurnDrawn++
		}
		var fl uint8
		if replacement {
			fl = evReplacement
		}
		g.simpleEvent(EventDraw, g.turn, id, claim.Pass, fl)
		return
	}
}

// end finishes the hand and settles it.
func (g *Game) end(exhausted bool) {
	g.phase = PhaseOver
	g.exhausted = exhausted
	g.waiting = 0
	l, err := g.rules.Settle(g.Summary())
	if err != nil {
		g.err = fmt.Errorf("%w: settle: %w", ErrVariant, err)
	} else if n := ledgerTotal(l); n > maxWinScore {
		g.err = fmt.Errorf("%w: settle: %s pays %d, beyond %d", ErrVariant, g.rules.Name(), n, maxWinScore)
		l = nil
	}
	g.settlement = l
	g.event(Event{Kind: EventEnd, Seat: tile.NoSeat, Exhausted: exhausted})
}
