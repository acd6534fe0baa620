package game

import (
	"errors"
	"fmt"
	"math"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// facts returns the claim facts for seat s in the open window.
func (g *Game) facts(s tile.Seat) claim.Facts {
	st := &g.seats[seatIdx(s)]
	f := claim.Facts{
		Discarder:   g.discarder,
		Latest:      g.latest,
		Robbing:     g.phase == PhaseRob,
		WallEmpty:   !g.kongPossible(),
		LastDiscard: g.phase == PhaseClaim && g.lastDiscard,
		AfterKong:   g.afterKong,
		Out:         st.out,
		OnlyWin:     st.called,
		Usable:      st.usable,
	}
	if g.table.PassedWins.Rule != variant.NoPassedWinRule && st.passed {
		f.PassedWin, f.PassedValue = true, st.passedValue
	}
	if st.barred {
		f.PassedWin, f.PassedValue = true, math.MaxInt // no win is higher
	}
	return f
}

// discardFuriten reports whether one of seat s's shape waits is among its own discards, where the
// table bars such a seat from winning on another player's tile ([variant.PassedWinRules.DiscardFuriten]).
func (g *Game) discardFuriten(s tile.Seat) bool {
	st := &g.seats[seatIdx(s)]
	if !g.table.PassedWins.DiscardFuriten || st.discarded == 0 || st.h.Size() != 13 {
		return false
	}
	return g.shapeWaitsOf(s, &st.h)&st.discarded != 0
}

// Furiten reports whether seat s, holding a 13-tile hand with a shape wait, may not win on another
// player's tile now: it let a tile go under a passed-win rule that bars every win ([variant.UntilDraw],
// [variant.ShapeUntilDraw]), one of its waits is among its own discards
// ([variant.PassedWinRules.DiscardFuriten]), or it declared and then let a winning tile go
// ([variant.PassedWinRules.DeclaredPassBars]). A seat's furiten is shown in its own view only.
func (g *Game) Furiten(s tile.Seat) bool {
	if !s.IsValid() {
		return false
	}
	st := &g.seats[seatIdx(s)]
	if st.out || st.h.Size() != 13 || g.shapeWaitsOf(s, &st.h) == 0 {
		return false
	}
	passed := st.passed && (g.table.PassedWins.Rule == variant.UntilDraw || g.table.PassedWins.Rule == variant.ShapeUntilDraw)
	return passed || st.barred || g.discardFuriten(s)
}

func (g *Game) checkClaim(a *Action) (claim.Claim, error) {
	switch a.Kind {
	case Pass, Win:
	case Chow, Pung, Kong:
		if g.phase == PhaseRob {
			return claim.Claim{}, fmt.Errorf("%w: %v: only a win may rob a kong", ErrPhase, *a)
		}
	case NoAction, Exchange, ChooseSuit, Discard, Abort, SetAside, numActionKinds:
		return claim.Claim{}, fmt.Errorf("%w: %v while a claim window is open", ErrPhase, *a)
	}
	ck, _ := a.Kind.Claim() // a claim kind: the switch returned on every other
	c := claim.Claim{Seat: a.Seat, Kind: ck}
	if a.Kind == Pass {
		return c, nil
	}
	c.Tile = g.latest
	if a.Tile != tile.None && a.Tile != g.latest.Kind() || a.From != tile.NoSeat && a.From != g.discarder {
		return c, fmt.Errorf("%w: %v: %w", ErrIllegal, *a, claim.ErrNotLatest)
	}
	if a.Kind == Chow {
		c.Chow = a.Chow
		if !g.table.Claims.Chow {
			return c, fmt.Errorf("%w: %v: the rules have no chow claims", ErrIllegal, *a)
		}
	}
	st := &g.seats[seatIdx(a.Seat)]
	var pol claim.Policy = g.policy
	if a.Kind == Win && g.winMemo[seatIdx(a.Seat)] == memoYes {
		// claimOK found this win in the open window, with claim.Check: the variant's CanWin (which may
		// score the hand) need not run again; every other rule is checked again.
		pol = &g.won
	}
	if err := claim.Check(c, st.h, g.facts(a.Seat), pol); err != nil {
		if errors.Is(err, claim.ErrNotHeld) {
			return c, fmt.Errorf("%w: %v: %w", ErrNotHeld, *a, err)
		}
		if errors.Is(err, claim.ErrInvalid) {
			return c, fmt.Errorf("%w: %v: %w", ErrInvalid, *a, err)
		}
		return c, fmt.Errorf("%w: %v: %w", ErrIllegal, *a, err)
	}
	if a.Red > 0 && a.Kind != Win {
		low := c.Tile.Kind()
		if a.Kind == Chow {
			low = a.Chow
		}
		// A chow, pung or kong claim makes the meld of its number (see claim.Kind).
		if _, _, ok := g.claimIDs(st, meld.Kind(c.Kind), low, c.Tile.Kind(), a.Red); !ok {
			return c, fmt.Errorf("%w: %v: not %d red fives", ErrNotHeld, *a, a.Red)
		}
	}
	if a.Kind == Kong && st.h.NumMelds() >= hand.MaxMelds {
		return c, fmt.Errorf("%w: %v: a fifth meld", ErrIllegal, *a)
	}
	if (a.Kind == Chow || a.Kind == Pung) && !g.callLeavesDiscard(c, &st.h) {
		return c, fmt.Errorf("%w: %v: every tile left would be a forbidden discard", ErrIllegal, *a)
	}
	if a.Kind == Win && g.discardFuriten(a.Seat) {
		return c, fmt.Errorf("%w: %v: a wait is among the seat's own discards (furiten)", ErrIllegal, *a)
	}
	if a.Kind == Win && !g.winFacts(a.Seat) {
		return c, fmt.Errorf("%w: %v: %w", ErrIllegal, *a, claim.ErrNotWin)
	}
	if a.Kind == Win && !g.robShapeOK(a.Seat) {
		return c, fmt.Errorf("%w: %v: no winning shape that may rob a concealed kong: %w", ErrIllegal, *a, claim.ErrNotWin)
	}
	return c, nil
}

// robShapeOK reports whether seat s's hand with the open window's tile wins with a shape that may rob
// a concealed kong ([variant.ClaimRules.RobConcealedKong]); it is true outside a window on a concealed kong.
func (g *Game) robShapeOK(s tile.Seat) bool {
	if !g.robClosed {
		return true
	}
	st := &g.seats[seatIdx(s)]
	h, err := st.h.With(g.latest.Kind())
	return err == nil && h.IsWin(hand.Options{Shapes: g.table.Claims.RobConcealedKong, Kinds: st.usable})
}

// winFacts reports whether seat s's win on the open window's tile passes the Rules' CanWin with the
// win's facts, where the table asks for it ([variant.ScoringRules.WinNeedsFacts]).
func (g *Game) winFacts(s tile.Seat) bool {
	if !g.table.Scoring.WinNeedsFacts {
		return true
	}
	h, err := g.seats[seatIdx(s)].h.With(g.latest.Kind())
	return err == nil && g.rules.CanWin(h, g.discardContext(s, g.outSet(), true))
}

func (g *Game) doAnswer(c claim.Claim, red uint8) error {
	g.answerRed[seatIdx(c.Seat)] = red
	if c.Kind != claim.Pass {
		g.answers[seatIdx(c.Seat)] = c // a pass stays the zero Claim the window opened with
	}
	g.waiting &^= 1 << uint(c.Seat.Index())
	if g.waiting != 0 {
		return nil
	}
	return g.closeWindow(c.Seat)
}

// closeWindow resolves the window once its last seat, last, has answered; on error the window is open
// again, waiting for last.
func (g *Game) closeWindow(last tile.Seat) error {
	if err := g.resolve(); err != nil {
		g.waiting = g.waiting.With(last)
		g.answers[last.Index()] = claim.Claim{}
		return err
	}
	return nil
}

// claimMeld moves the latest discard and the claimant's tiles into a new exposed meld.
func (g *Game) claimMeld(s tile.Seat, k meld.Kind, low tile.Tile, from tile.Seat) {
	st := &g.seats[seatIdx(s)]
	st.acted = true
	defer func() {
		if x, ok := g.rules.(variant.Liabler); ok && k != meld.Chow && st.liable == tile.NoSeat &&
			x.Liable(st.h, low) {
			st.liable = from
		}
	}()
	m, err := meld.NewClaimed(k, low, from)
	if err != nil {
		panic("unreachable: game: claimed meld: " + err.Error())
	}
	h, _ := st.h.With(g.latest.Kind())
	h, err = h.Declare(m)
	if err != nil {
		panic("unreachable: game: claimed meld: " + err.Error())
	}
	mi := st.h.NumMelds()
	var ids [4]tile.ID
	ids[0] = g.latest
	own, n, _ := g.claimIDs(st, k, low, g.latest.Kind(), g.answerRed[seatIdx(s)])
	for i, id := range own[:n] {
		st.remove(id)
		ids[i+1] = id
	}
	st.h = h
	st.meldIDs[mi] = ids
	g.reshow(s)
	g.event(Event{Kind: EventClaim, Seat: s, Tile: g.latest, Claim: claim.Kind(k), From: from})
}

// claimIDs returns the n concealed tiles of seat st that a claim of the discard of kind t for a set of
// kind k (a chow from low) takes, with red red fives among them as [Action] says (Red 0: plain fives
// first), and whether the seat holds them.
func (g *Game) claimIDs(st *seatState, k meld.Kind, low, t tile.Tile, red uint8) (ids [4]tile.ID, n int, ok bool) {
	if k != meld.Chow {
		n = 2
		if k == meld.Kong {
			n = 3
		}
		ids, ok = g.pickIDs(st, t, n, red)
		return ids, n, ok
	}
	for u := low; u <= low+2; u++ {
		if u == t {
			continue
		}
		r := uint8(0)
		if g.hasRed(u) {
			r = red
		}
		one, held := g.pickIDs(st, u, 1, r)
		if !held {
			return ids, 0, false
		}
		ids[n] = one[0]
		n++
	}
	// A red five asked for and none in the run's hand tiles: not held.
	return ids, n, red == 0 || g.redCount(ids[:n]) == red
}
