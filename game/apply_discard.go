package game

import (
	"fmt"
	"math/bits"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// checkDiscard validates the discard a and returns the index in the seat's ids of the tile it discards.
func (g *Game) checkDiscard(a *Action) (int, error) {
	st := &g.seats[seatIdx(a.Seat)]
	if !a.Tile.IsPlaying() {
		return 0, fmt.Errorf("%w: %v: no tile", ErrInvalid, *a)
	}
	if st.called && g.drawn != 0 && a.Tile != g.drawn.Kind() {
		return 0, fmt.Errorf("%w: %v: after an Original Call the drawn tile is discarded", ErrIllegal, *a)
	}
	var at int
	if !a.Drawn && a.Red == 0 && !st.called && !g.holdsRed(st) {
		at = st.findAt(a.Tile, g.drawn) // discardAt's first case, inline: a plain tile from the hand first
	} else {
		at = g.discardAt(st, a)
	}
	if at < 0 {
		return 0, fmt.Errorf("%w: %v", ErrNotHeld, *a)
	}
	if g.mustDiscard && g.forbidden.Has(a.Tile) {
		return 0, fmt.Errorf("%w: %v: the rules forbid this discard right after the claim", ErrIllegal, *a)
	}
	if g.table.BeforePlay.MustDiscardMissingFirst && st.chose && a.Tile.Suit() != st.missing &&
		holdsAny(st.h.Concealed(), st.missingKinds) {
		return 0, fmt.Errorf("%w: %v: a tile of the missing suit must be discarded first", ErrIllegal, *a)
	}
	if a.Call && !g.canCall(a.Seat, a.Tile) {
		return 0, fmt.Errorf("%w: %v: no Original Call here", ErrIllegal, *a)
	}
	return at, nil
}

// declarations returns the kinds seat s may discard with a declaration now, as the variant's
// [variant.Declarer] says.
func (g *Game) declarations(s tile.Seat) tile.Set {
	d := g.declarer
	st := &g.seats[seatIdx(s)]
	if d == nil || !g.table.Declarations.OriginalCall || st.called || g.mustDiscard {
		return 0
	}
	sc := g.cfg.Scores[seatIdx(s)] + g.collected[seatIdx(s)] - g.deposited[seatIdx(s)]
	for _, p := range g.ledger {
		if p.From == s {
			sc -= p.Amount
		} else if p.To == s {
			sc += p.Amount
		}
	}
	return d.Declarations(st.h, variant.DeclareFacts{Score: sc, Live: g.wall.LiveCount()})
}

// lockedKong reports whether seat s, declared, may make a concealed kong of t: the variant is a
// [variant.Declarer], t is the tile just drawn, the seat holds four of it and LockedKong allows it.
func (g *Game) lockedKong(s tile.Seat, t tile.Tile) bool {
	d := g.declarer
	st := &g.seats[seatIdx(s)]
	if d == nil || g.drawn == 0 || g.drawn.Kind() != t || st.h.Concealed().Count(t) != 4 {
		return false
	}
	before, err := st.h.Without(t)
	return err == nil && d.LockedKong(before, t)
}

// holdsAny reports whether c holds a tile of a kind in ks.
func holdsAny(c tile.Counts, ks tile.Set) bool { return kindsHeld(&c)&ks != 0 }

// canCall reports whether seat s may announce an Original Call (or, with a [variant.Declarer], declare)
// discarding t.
func (g *Game) canCall(s tile.Seat, t tile.Tile) bool {
	st := &g.seats[seatIdx(s)]
	if g.declarer != nil {
		return g.declarations(s).Has(t)
	}
	if !g.table.Declarations.OriginalCall || st.discards > 0 || st.acted || st.called {
		return false
	}
	h, err := st.h.Without(t)
	if err != nil {
		return false
	}
	f := claim.Facts{Usable: st.usable}
	kinds := g.table.Wall.Kinds & tile.PlayingKinds
	if w, ok := g.policy.(waiter); ok {
		return w.Waits(h, f)&kinds != 0
	}
	for k := range kinds.All() {
		if g.policy.CanWin(h, k, f) {
			return true
		}
	}
	return false
}

// doDiscard discards the tile at index at of the seat's ids (see checkDiscard).
func (g *Game) doDiscard(a *Action, at int) {
	s := a.Seat
	st := &g.seats[seatIdx(s)]
	id, k := st.ids[at], a.Tile // the tile found of the kind discarded
	st.removeAt(at)
	st.h, _ = st.h.Without(k)
	first := st.discards == 0
	st.ippatsu = false // a declarer's next discard ends the ippatsu chance
	// The tile turned sideways: the declaring discard, or the seat's next discard when the tile turned
	// before it was claimed.
	sideways := a.Call
	if n := len(st.river); st.called && n > 0 && st.river[n-1].Sideways && st.river[n-1].Taken {
		sideways = true
	}
	st.river = append(st.river, river{ID: id, Drawn: id == g.drawn, Sideways: sideways})
	g.seen[k]++
	st.discarded = st.discarded.With(k)
	if g.table.PassedWins.Rule == variant.ShapeUntilDraw {
		st.passed, st.passedValue = false, 0 // the seat's own discard ends a passed tile's bar
	}
	st.discards++
	g.discardsMade++
	if a.Call {
		st.called = true
		if g.declarer != nil {
			st.declFirst = first && !g.callMade
			st.ippatsu = true
			g.depositDue = s
		}
	}
	var fl uint8
	if a.Call {
		fl = evCall
	}
	if id == g.drawn {
		fl |= evDrawn
	}
	if sideways {
		fl |= evSideways
	}
	g.simpleEvent(EventDiscard, s, id, claim.Pass, fl)
	g.revealDue() // before anyone answers the discard
	g.latest = id
	g.discarder = s
	g.lastDiscard = g.wall.LiveCount() == 0
	g.afterKong = g.turnKongs > 0
	g.earth = g.discardsMade == 1 && s == g.cfg.Dealer
	g.dealerTurn = false
	g.phase = PhaseClaim
	g.openWindow(s)
	if g.waiting == 0 {
		_ = g.resolve()
	}
}

// openWindow opens the claim or rob window (the phase is set) on g.latest, given up by s: every other
// seat still in is to answer. It notes the seats whose only legal answer is Pass, found by the first
// tests appendClaims and canWinNow make, so that listing their answer is quick.
func (g *Game) openWindow(s tile.Seat) {
	g.answers = [tile.NumSeats]claim.Claim{}
	g.winMemo = [tile.NumSeats]uint8{}
	g.waiting = g.others(s)
	g.passOnly = 0
	g.windowAsked, g.windowHits = 0, 0
	t := g.latest.Kind()
	for v := uint8(g.waiting); v != 0; v &= v - 1 {
		i := bits.TrailingZeros8(v)
		o := tile.SeatAt(i)
		st := &g.seats[i]
		switch {
		case st.usable != 0 && !st.usable.Has(t):
			// Not a tile the seat may use: no claim and no win (see appendClaims and canWinNow).
		case !g.shapesOnly:
			continue // a win must be asked about
		case st.unusable == 0 && g.noteShapeWait(o, t):
			continue // a win must be asked about; otherwise none is possible (see shapeWaiter)
		case g.phase == PhaseClaim && !st.called && (st.count(t) >= 2 || g.table.Claims.Chow && o == s.Next() && t.IsSuited()):
			continue // a set may be claimed
		}
		g.passOnly |= 1 << i
		g.winMemo[i] = memoNo
	}
}

// others returns the seats still in other than s: those a claim or rob window on s's tile waits for.
func (g *Game) others(s tile.Seat) claim.Seats {
	return g.present &^ g.outs &^ seatBit(s)
}
