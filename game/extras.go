package game

import (
	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Deposits returns the number of deposits on the table now (riichi sticks).
func (g *Game) Deposits() int { return g.deposits }

// Net returns each seat's change in points in the hand so far: the payments and settlement, minus the
// deposits the seat put on the table, plus those it collected.
func (g *Game) Net() [tile.NumSeats]int {
	n := g.Ledger().Net()
	for i := range n {
		n[i] += g.collected[i] - g.deposited[i]
	}
	return n
}

// placeDeposit puts the deposit of the declaring discard now closed without a win on the table.
func (g *Game) placeDeposit() {
	s := g.depositDue
	g.depositDue = tile.NoSeat
	if !s.IsValid() || g.table.Declarations.Deposit <= 0 {
		return
	}
	g.deposited[s.Index()] += g.table.Declarations.Deposit
	g.deposits++
}

// afterCall returns the kinds the caller may not discard after claiming t for a set of kind k whose
// lowest tile is low, as the variant's [variant.CallRestricter] says (none without one).
func (g *Game) afterCall(k meld.Kind, t, low tile.Tile) tile.Set {
	if g.restricter != nil {
		return g.restricter.AfterCall(k, t, low)
	}
	return 0
}

// callLeavesDiscard reports whether the chow or pung claim c by a seat holding h leaves it a tile it
// may discard ([variant.CallRestricter]).
func (g *Game) callLeavesDiscard(c claim.Claim, h *hand.Hand) bool {
	if g.restricter == nil {
		return true
	}
	t := c.Tile.Kind()
	rest := h.Concealed()
	k, low := meld.Pung, t
	if c.Kind == claim.Chow {
		k, low = meld.Chow, c.Chow
		for u := low; u <= low+2; u++ {
			if u != t {
				rest.Remove(u)
			}
		}
	} else {
		rest.Remove(t)
		rest.Remove(t)
	}
	return kindsHeld(&rest)&^g.afterCall(k, t, low) != 0
}

// canAbort reports whether seat s may declare an abortive draw now: the variant is an
// [variant.Aborter] that allows it for the seat's hand, on its first turn with no call made.
func (g *Game) canAbort(s tile.Seat) bool {
	st := &g.seats[s.Index()]
	return g.aborter != nil && g.phase == PhaseTurn && g.turn == s && !g.mustDiscard && st.discards == 0 &&
		!g.callMade && st.h.Size() == 14 && g.aborter.CanAbort(st.h)
}

// abort ends the hand in an abortive draw, declared by s (NoSeat: by the rules).
func (g *Game) abort(s tile.Seat) {
	g.aborted = true
	g.event(Event{Kind: EventAbort, Seat: s})
	g.end(false)
}

// abortAfterDiscard reports whether the variant ends the hand after the open discard, which nobody
// won on and which was claimed for a set if claimed ([variant.Aborter]).
func (g *Game) abortAfterDiscard(claimed bool) bool {
	x := g.aborter
	if x == nil {
		return false
	}
	var f variant.AbortFacts
	if g.discardsMade == g.nseats && !g.callMade && !claimed {
		for i := range g.seats {
			if len(g.seats[i].river) > 0 {
				f.FirstDiscards[i] = g.seats[i].river[0].ID.Kind()
			}
		}
	}
	for i := range g.seats {
		if g.seats[i].called && g.table.Declarations.Deposit > 0 {
			f.Declared++
		}
	}
	for _, k := range g.kongs {
		if !k.Robbed && k.Seat.IsValid() {
			f.Kongs[k.Seat.Index()]++
		}
	}
	f.AfterKong = g.afterKong
	return x.AbortAfterDiscard(f)
}

// revealIndicator turns the dead wall's next indicator face up and logs it; a wall with no indicator
// left turns none.
func (g *Game) revealIndicator() {
	if id, err := g.wall.RevealIndicator(); err == nil {
		g.event(Event{Kind: EventIndicator, Seat: tile.NoSeat, Tile: id})
	}
}

// revealDue turns the indicators the turn's claimed or added kongs left due.
func (g *Game) revealDue() {
	for ; g.indicatorsDue > 0; g.indicatorsDue-- {
		g.revealIndicator()
	}
}

// kongIndicator turns or leaves due the indicator of a kong just made (concealed says which kind),
// before its replacement draw, as the table's [variant.IndicatorTiming] says.
func (g *Game) kongIndicator(concealed bool) {
	switch g.table.Scoring.KongIndicator {
	case variant.IndicatorAtOnce:
		g.revealIndicator()
	case variant.IndicatorConcealedAtOnce:
		if concealed {
			g.revealIndicator()
		} else {
			g.indicatorsDue++
		}
	case variant.NoKongIndicator:
	}
}

// Indicators returns the indicator tiles face up, in the order they were turned (none without a
// [wall.FixedDeadWall]). They are public.
func (g *Game) Indicators() []tile.Tile {
	n := g.wall.Indicators()
	if n == 0 {
		return nil
	}
	out := make([]tile.Tile, n)
	for i := range out {
		id, _ := g.wall.Indicator(i)
		out[i] = id.Kind()
	}
	return out
}
