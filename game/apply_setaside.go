package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// The set-aside tile ([variant.SetAsideRules.Kind]: three-player riichi's kita, docs/rules/riichi.md §17.4): on
// its own turn a player sets one tile of the kind aside, face up beside the hand; the other players may
// win on it (docs/rules/riichi.md §17.4), and if nobody does the player takes a replacement tile and goes
// on with the turn.

// Why a tile may not be set aside (see setAsideOf).
const (
	asideOK uint8 = iota
	asideNone
	asideKind
	asideMustDiscard
	asideWallEmpty
	asideNotDrawn
	asideNotHeld
)

// setAsideID returns the physical tile seat s sets aside with the action's tile t (None: the table's
// kind), or an error naming the rule that refuses it.
func (g *Game) setAsideID(s tile.Seat, t tile.Tile) (tile.ID, error) {
	id, why := g.setAsideOf(s, t)
	switch why {
	case asideNone:
		return 0, fmt.Errorf("%w: the rules set no tile aside", ErrIllegal)
	case asideKind:
		return 0, fmt.Errorf("%w: only %v may be set aside", ErrIllegal, g.table.SetAside.Kind)
	case asideMustDiscard:
		return 0, fmt.Errorf("%w: no tile set aside in a turn that began with a claim", ErrIllegal)
	case asideWallEmpty:
		return 0, fmt.Errorf("%w: set aside: %w", ErrIllegal, claim.ErrNotAllowed)
	case asideNotDrawn:
		return 0, fmt.Errorf("%w: a declared player sets aside only the tile just drawn", ErrIllegal)
	case asideNotHeld:
		return 0, fmt.Errorf("%w: set aside %v", ErrNotHeld, g.table.SetAside.Kind)
	}
	return id, nil
}

// setAsideOf is setAsideID without the error values (for listing the legal actions): the tile and
// asideOK, or the reason it is refused.
func (g *Game) setAsideOf(s tile.Seat, t tile.Tile) (tile.ID, uint8) {
	k := g.table.SetAside.Kind
	st := &g.seats[s.Index()]
	switch {
	case k == tile.None:
		return 0, asideNone
	case t != tile.None && t != k:
		return 0, asideKind
	case g.mustDiscard:
		return 0, asideMustDiscard
	case !g.kongPossible():
		return 0, asideWallEmpty
	case st.called:
		// A declared player may set aside only the tile just drawn, so the hand never changes.
		if g.drawn == 0 || g.drawn.Kind() != k {
			return 0, asideNotDrawn
		}
		return g.drawn, asideOK
	}
	id := st.find(k, 0)
	if id == 0 {
		return 0, asideNotHeld
	}
	return id, asideOK
}

// doSetAside sets id aside for seat s and opens the window in which the others may win on it.
func (g *Game) doSetAside(s tile.Seat, id tile.ID) {
	st := &g.seats[s.Index()]
	st.remove(id)
	st.h, _ = st.h.Without(id.Kind())
	st.bonus = append(st.bonus, id)
	g.reshow(s)
	g.event(Event{Kind: EventBonus, Seat: s, Tile: id})
	g.revealDue() // a claimed or added kong of this turn shows its indicator first (docs/rules/riichi.md §17.12)
	g.dealerTurn = false
	g.phase = PhaseRob
	g.latest, g.discarder = id, s
	g.robMeld, g.robClosed, g.robAside = -1, false, true
	g.openWindow(s)
	if g.waiting == 0 {
		_ = g.resolve()
	}
}

// completeSetAside gives seat s, whose set-aside tile nobody won on, its replacement tile: the set-aside
// counts as a call (the first go-around and every uninterrupted chance end).
func (g *Game) completeSetAside(s tile.Seat) {
	g.phase = PhaseTurn
	g.turn = s
	g.waiting = 0
	g.robAside = false
	g.callMadeNow()
	g.take(true)
	g.asideDraw = g.drawn != 0
}

// robSetAside grants the wins on seat s's set-aside tile: the tile leaves s's set-aside tiles for the
// first winner.
func (g *Game) robSetAside(s tile.Seat, res claim.Resolution, ctxs *[tile.NumSeats]score.WinContext,
	results *[tile.NumSeats]score.Result) {
	st := &g.seats[s.Index()]
	st.bonus = st.bonus[:len(st.bonus)-1]
	g.reshow(s)
	g.robAside = false
	g.grantWins(res, *ctxs, *results, score.Discard)
	g.afterWin(res.Last())
}

// setAsideCount returns the number of tiles seat st has set aside ([variant.SetAsideRules.Kind]).
func (g *Game) setAsideCount(st *seatState) int {
	if g.table.SetAside.Kind == tile.None {
		return 0
	}
	return len(st.bonus)
}
