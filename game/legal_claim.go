package game

import (
	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

func (g *Game) appendClaims(dst []Action, s tile.Seat) []Action {
	dst = appendAction(dst, Pass, s, tile.None, tile.None, tile.NoSeat)
	if g.passOnly.Has(s) {
		return dst
	}
	st := &g.seats[seatIdx(s)]
	t := g.latest.Kind()
	// The rules claimOK applies to every kind of claim first: when they refuse, nothing but Pass is legal.
	if s == g.discarder || st.out || (st.usable != 0 && !st.usable.Has(t)) {
		return dst
	}
	if g.phase == PhaseClaim && !st.called {
		c := st.h.Concealed()
		chow := g.table.Claims.Chow && s == g.discarder.Next() && t.IsSuited()
		if chow || c[t] >= 2 {
			f := g.facts(s)
			try := func(a Action) {
				ck, _ := a.Kind.Claim() // Chow, Pung or Kong
				cl := claim.Claim{Seat: s, Kind: ck, Tile: g.latest, Chow: a.Chow}
				if a.Kind == Kong && st.h.NumMelds() >= hand.MaxMelds {
					return
				}
				if g.claimOK(cl, &st.h, &f) {
					lo, hi := g.claimReds(st, a.Kind, a.Chow, t)
					for r := lo; r <= hi; r++ {
						dst = appendAction(dst, a.Kind, s, a.Tile, a.Chow, g.discarder)
						dst[len(dst)-1].Red = r
					}
				}
			}
			if chow {
				for d := 2; d >= 0; d-- {
					low := t
					for range d {
						low = low.Prev()
					}
					if low != tile.None && low.Rank() <= 7 {
						try(Action{Kind: Chow, Seat: s, Tile: t, Chow: low})
					}
				}
			}
			if c[t] >= 2 {
				try(Action{Kind: Pung, Seat: s, Tile: t})
			}
			if c[t] >= 3 {
				try(Action{Kind: Kong, Seat: s, Tile: t})
			}
		}
	}
	if g.canWinNow(s) {
		dst = appendAction(dst, Win, s, t, tile.None, g.discarder)
	}
	return dst
}

// claimReds returns the fewest and the most red fives seat st may take from its hand for a claim of
// kind k (a chow from low) on the discard of kind t: each count in between is a distinct choice.
func (g *Game) claimReds(st *seatState, k ActionKind, low, t tile.Tile) (lo, hi uint8) {
	if !g.holdsRed(st) {
		return 0, 0 // no red five to take, whatever the claim
	}
	c := st.h.Concealed()
	choice := func(u tile.Tile, n int) (uint8, uint8) {
		red := g.heldRed(st, u, 0)
		return uint8(max(0, n-(int(c[u])-red))), uint8(min(n, red))
	}
	switch k {
	case Pung:
		return choice(t, 2)
	case Kong:
		return choice(t, 3)
	case Chow:
		for u := low; u <= low+2; u++ {
			if u != t && g.hasRed(u) {
				return choice(u, 1)
			}
		}
	case NoAction, Exchange, ChooseSuit, Discard, Win, Pass, Abort, SetAside, numActionKinds:
	}
	return 0, 0
}

// canWinNow reports whether seat s may claim the open window's tile for a win.
func (g *Game) canWinNow(s tile.Seat) bool {
	switch g.winMemo[seatIdx(s)] {
	case memoNo:
		return false
	case memoYes:
		return true
	}
	st := &g.seats[seatIdx(s)]
	if st.usable != 0 && !st.usable.Has(g.latest.Kind()) || g.shapesOnly && st.unusable > 0 ||
		g.notShapeWait(s, &st.h, g.latest.Kind(), true) {
		// An unusable tile is refused (see claimOK); a hand holding one has no shape waits (see
		// shapeWaiter), and a tile outside the shape waits is no win (claimOK's first test of a win).
		g.winMemo[seatIdx(s)] = memoNo
		return false
	}
	f := g.facts(s)
	return g.claimOK(claim.Claim{Seat: s, Kind: claim.Win, Tile: g.latest}, &g.seats[seatIdx(s)].h, &f)
}

// claimOK is a quick test, without allocating, of the rules claim.Check applies; a true answer is
// confirmed with claim.Check.
func (g *Game) claimOK(c claim.Claim, h *hand.Hand, f *claim.Facts) bool {
	t := c.Tile.Kind()
	switch {
	case f.Closed, c.Tile != f.Latest, c.Seat == f.Discarder, f.Out:
		return false
	case (f.Robbing || f.OnlyWin) && c.Kind != claim.Win:
		return false
	case c.Kind == claim.Kong && f.WallEmpty:
		return false
	case f.Usable != 0 && !f.Usable.Has(t):
		return false
	}
	switch c.Kind {
	case claim.Pung:
		if h.Concealed().Count(t) < 2 {
			return false
		}
	case claim.Kong:
		if h.Concealed().Count(t) < 3 {
			return false
		}
	case claim.Win:
		// The answer cannot change while the window is open: remember it.
		switch g.winMemo[seatIdx(c.Seat)] {
		case memoNo:
			return false
		case memoYes:
			return true
		}
		// claim.Check confirms the win through won, whose CanWin is the answer just found: the variant's
		// CanWin, which may score the hand, runs once.
		ok := !g.notShapeWait(c.Seat, h, t, true) && g.policy.CanWin(*h, t, *f) && g.policy.Allow(c, *h, *f) == nil &&
			claim.Check(c, *h, *f, &g.won) == nil && !g.discardFuriten(c.Seat) && g.winFacts(c.Seat) &&
			g.robShapeOK(c.Seat)
		g.winMemo[seatIdx(c.Seat)] = memoNo
		if ok {
			g.winMemo[seatIdx(c.Seat)] = memoYes
		}
		return ok
	case claim.Chow:
		// claim.Check refuses a chow whose two other tiles are not held: test it first, without
		// building the refusal.
		if !holdsChowRest(h.Concealed(), c.Chow, t) {
			return false
		}
	case claim.Pass:
	}
	if (c.Kind == claim.Chow || c.Kind == claim.Pung) && !g.callLeavesDiscard(c, h) {
		return false
	}
	return g.policy.Allow(c, *h, *f) == nil && claim.Check(c, *h, *f, g.policy) == nil
}

// wonPolicy is a claim policy whose CanWin is known to be true: claimOK confirms a win it has just found
// with claim.Check through it, passing the same hand, tile and facts.
type wonPolicy struct{ claim.Policy }

// CanWin implements [claim.Policy]: true, as the policy's own CanWin answered for the same question.
func (wonPolicy) CanWin(hand.Hand, tile.Tile, claim.Facts) bool { return true }

// holdsChowRest reports whether c holds the two tiles that complete, with t, the chow starting at low
// (false if t is not in that chow or the chow does not exist).
func holdsChowRest(c tile.Counts, low, t tile.Tile) bool {
	mid := low.Next()
	high := mid.Next()
	if !low.IsSuited() || high == tile.None {
		return false
	}
	switch t {
	case low:
		return c[mid] > 0 && c[high] > 0
	case mid:
		return c[low] > 0 && c[high] > 0
	case high:
		return c[low] > 0 && c[mid] > 0
	}
	return false
}

// The states of a memo of whether a seat may win on the open window's tile.
const (
	memoUnknown uint8 = iota
	memoNo
	memoYes
)
