package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Apply applies one seat's action. An action that is malformed, out of phase, by a seat with no
// decision pending, or against the rules returns an error wrapping one of the package's Err...
// sentinels (and the claim or hand package's error where one names the rule), and leaves the game
// exactly as it was.
func (g *Game) Apply(a Action) error {
	if !a.plainFields() {
		if err := a.checkFields(); err != nil {
			return err
		}
	}
	if a.Kind == Pass && (g.phase == PhaseClaim || g.phase == PhaseRob) && g.waiting.Has(a.Seat) {
		// The most frequent action, always legal for a seat the window waits for: what check and do
		// would do, without going through them.
		// Its answer stays the zero Claim the window opened with (see doAnswer).
		if g.waiting &^= seatBit(a.Seat); g.waiting == 0 {
			if err := g.closeWindow(a.Seat); err != nil {
				return err
			}
		}
		g.recordAction(&a)
		return nil
	}
	var p plan
	if err := g.check(&a, &p); err != nil {
		return err
	}
	if err := g.do(&a, &p); err != nil {
		return err
	}
	g.recordAction(&a)
	return nil
}

// plainFields reports whether a is a pass or a discard (with or without a call or Drawn, without Red) by a valid seat, with
// every field it does not use zero: the most frequent actions, which checkFields accepts. Apply asks
// checkFields about the others.
func (a *Action) plainFields() bool {
	return a.Seat.IsValid() && a.Chow == tile.None && a.Suit == tile.NoSuit && a.From == tile.NoSeat && a.Tiles == nil &&
		a.Red == 0 && (a.Kind == Pass && a.Tile == tile.None && !a.Call && !a.Drawn || a.Kind == Discard && a.Tile.IsPlaying())
}

// plan is what checking an action found, so that applying it need not check again.
type plan struct {
	ids   [maxHeld]tile.ID // the tiles of an exchange, ids[:len(Action.Tiles)]
	at    int              // the index of the tile discarded in the seat's ids
	kong  selfKong
	claim claim.Claim
	win   *selfWin // a self-drawn win and its score
	aside tile.ID  // the tile set aside
}

// selfWin is a self-drawn win that check found: its facts and its score.
type selfWin struct {
	ctx score.WinContext
	res score.Result
}

// check validates a fully, without changing anything, and fills p for [Game.do].
func (g *Game) check(a *Action, p *plan) error {
	if g.phase == PhaseOver || g.phase == PhaseNone {
		return fmt.Errorf("%w: the hand is %v", ErrPhase, g.phase)
	}
	if !g.Pending().Has(a.Seat) {
		return fmt.Errorf("%w: %v: seat %v has no decision pending", ErrNotYourTurn, *a, a.Seat)
	}
	var err error
	switch g.phase {
	case PhaseExchange:
		if a.Kind != Exchange {
			return fmt.Errorf("%w: %v during the exchange", ErrPhase, a.Kind)
		}
		err = g.checkExchange(a, &p.ids)
		return err
	case PhaseMissingSuit:
		if a.Kind != ChooseSuit {
			return fmt.Errorf("%w: %v while choosing missing suits", ErrPhase, a.Kind)
		}
		return g.checkSuit(a)
	case PhaseTurn:
		if a.From != tile.NoSeat {
			return fmt.Errorf("%w: %v from %v on the own turn", ErrInvalid, a.Kind, a.From)
		}
		switch a.Kind {
		case Discard:
			p.at, err = g.checkDiscard(a)
			return err
		case Kong:
			p.kong, err = g.checkSelfKong(a.Seat, a.Tile)
			if err == nil && a.Red > 0 && a.Red != g.selfKongRed(a.Seat, a.Tile, p.kong) {
				return fmt.Errorf("%w: %v: the kong takes %d red fives", ErrNotHeld, *a, g.selfKongRed(a.Seat, a.Tile, p.kong))
			}
			return err
		case Win:
			w, r, err := g.checkSelfWin(a.Seat)
			if err == nil {
				p.win = &selfWin{ctx: w, res: r}
			}
			return err
		case Abort:
			if !g.canAbort(a.Seat) {
				return fmt.Errorf("%w: %v: no abortive draw here", ErrIllegal, *a)
			}
			return nil
		case SetAside:
			p.aside, err = g.setAsideID(a.Seat, a.Tile)
			return err
		case Exchange, ChooseSuit, Pass, Chow, Pung:
			return fmt.Errorf("%w: %v on a turn", ErrPhase, a.Kind)
		case NoAction, numActionKinds:
		}
	case PhaseClaim, PhaseRob:
		p.claim, err = g.checkClaim(a)
		return err
	case PhaseNone, PhaseOver, numPhases:
	}
	return fmt.Errorf("%w: %v", ErrInvalid, *a)
}

// do applies a, which check accepted filling p.
func (g *Game) do(a *Action, p *plan) error {
	switch g.phase {
	case PhaseExchange:
		g.doExchange(a, p.ids[:len(a.Tiles)])
	case PhaseMissingSuit:
		g.doSuit(a)
	case PhaseTurn:
		if a.From != tile.NoSeat {
			return fmt.Errorf("%w: %v from %v on the own turn", ErrInvalid, a.Kind, a.From)
		}
		switch a.Kind {
		case Discard:
			g.doDiscard(a, p.at)
		case Kong:
			g.doSelfKong(a, p.kong)
		case Win:
			g.doSelfWin(a.Seat, p.win.ctx, p.win.res)
		case Abort:
			g.abort(a.Seat)
		case SetAside:
			g.doSetAside(a.Seat, p.aside)
		case NoAction, Exchange, ChooseSuit, Pass, Chow, Pung, numActionKinds:
		}
	case PhaseClaim, PhaseRob:
		return g.doAnswer(p.claim, a.Red)
	case PhaseNone, PhaseOver, numPhases:
	}
	return nil
}
