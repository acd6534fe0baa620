package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// selfKong describes a legal kong on the own turn.
type selfKong struct {
	added bool
	meld  int     // index of the exposed pung for an added kong
	id    tile.ID // the tile added (added kong)
	kind  variant.KongKind
}

// Why a kong on the own turn is refused (see selfKongOf).
const (
	kongOK uint8 = iota
	kongNoTile
	kongMustDiscard
	kongCalled
	kongWallEmpty
	kongUnusable
	kongNotHeld
	kongNotFresh
)

func (g *Game) checkSelfKong(s tile.Seat, t tile.Tile) (selfKong, error) {
	k, why := g.selfKongOf(s, t)
	switch why {
	case kongNoTile:
		return selfKong{}, fmt.Errorf("%w: kong of %v", ErrInvalid, t)
	case kongMustDiscard:
		return selfKong{}, fmt.Errorf("%w: kong of %v: a claimed chow or pung must be followed by a discard", ErrIllegal, t)
	case kongCalled:
		return selfKong{}, fmt.Errorf("%w: kong of %v after an Original Call", ErrIllegal, t)
	case kongWallEmpty:
		return selfKong{}, fmt.Errorf("%w: kong of %v: %w", ErrIllegal, t, claim.ErrNotAllowed)
	case kongUnusable:
		return selfKong{}, fmt.Errorf("%w: kong of %v: %w", ErrIllegal, t, claim.ErrNotAllowed)
	case kongNotHeld:
		return selfKong{}, fmt.Errorf("%w: kong of %v", ErrNotHeld, t)
	case kongNotFresh:
		return selfKong{}, fmt.Errorf("%w: kong of %v: only a tile taken this turn may be added", ErrIllegal, t)
	}
	return k, nil
}

// selfKongOf is checkSelfKong without the error values (for listing the legal actions): the kong and
// kongOK, or the reason it is refused.
func (g *Game) selfKongOf(s tile.Seat, t tile.Tile) (selfKong, uint8) {
	st := &g.seats[s.Index()]
	switch {
	case !t.IsPlaying():
		return selfKong{}, kongNoTile
	case g.mustDiscard:
		return selfKong{}, kongMustDiscard
	case st.called && !g.lockedKong(s, t):
		return selfKong{}, kongCalled
	case !g.kongPossible():
		return selfKong{}, kongWallEmpty
	}
	held := st.h.Concealed().Count(t)
	if held == 4 {
		if st.usable != 0 && !st.usable.Has(t) {
			return selfKong{}, kongUnusable
		}
		return selfKong{kind: variant.ConcealedKong}, kongOK
	}
	i := meldIndex(st.h, t)
	if i < 0 || held == 0 {
		return selfKong{}, kongNotHeld
	}
	var fresh tile.ID
	for _, id := range g.turnDrawn[:g.nTurnDrawn] {
		if id.Kind() == t && st.holds(id) {
			fresh = id
		}
	}
	k := selfKong{added: true, meld: i, kind: variant.AddedHeld, id: st.find(t, 0)}
	if fresh != 0 {
		k.kind, k.id = variant.AddedFresh, fresh
	} else if g.table.Claims.AddedKongDrawnOnly {
		return selfKong{}, kongNotFresh
	}
	return k, kongOK
}

// selfKongRed returns the number of red fives the kong k of t by seat s takes from its hand: those of
// its four concealed tiles, or the added tile's. The tiles are fixed (all four, or the one copy left),
// so this is not a choice, and [Game.Legal] states it.
func (g *Game) selfKongRed(s tile.Seat, t tile.Tile, k selfKong) uint8 {
	if k.added {
		return g.redOf(k.id)
	}
	return uint8(g.heldRed(&g.seats[s.Index()], t, 0))
}

func (g *Game) stillIn() [tile.NumSeats]bool {
	var in [tile.NumSeats]bool
	for i := range g.seats {
		in[i] = !g.seats[i].out
	}
	return in
}

func (g *Game) doSelfKong(a *Action, k selfKong) {
	s := a.Seat
	st := &g.seats[s.Index()]
	st.acted = true
	// A claimed or added kong of this turn shows its indicator before this one's, once this one is
	// made: a kong that may be robbed shows it when its rob window closes with nobody robbing it, and
	// a robbed one never does (docs/rules/riichi.md §2.6).
	if k.added {
		if !g.table.Claims.RobAddedKong {
			g.revealDue()
		}
		g.event(Event{Kind: EventKong, Seat: s, Tile: k.id, KongKind: k.kind})
		g.dealerTurn = false
		if !g.table.Claims.RobAddedKong {
			g.completeAdded(s, k.meld, k.id, k.kind)
			return
		}
		g.phase = PhaseRob
		g.latest, g.discarder = k.id, s
		g.robMeld, g.robKind, g.robClosed = k.meld, k.kind, false
		g.openWindow(s)
		if g.waiting == 0 {
			_ = g.resolve()
		}
		return
	}
	if g.table.Claims.RobConcealedKong != 0 {
		g.openClosedRob(s, a.Tile)
		return
	}
	g.completeConcealed(s, a.Tile, true)
}

// openClosedRob opens a rob window on the concealed kong of t that seat s declares, where some shape
// may rob a concealed kong (Table.Claims.RobConcealedKong; docs/rules/riichi.md §4.7). Like a claim window on
// a discard, it waits for every other seat still in, whether or not its hand may rob: Pass is every
// seat's answer, Win only that of a seat whose win on t has such a shape. The window's opening, the
// seats it waits for and the events it logs are the same whatever the hands hold, so nothing public
// tells whether anyone could rob the kong.
func (g *Game) openClosedRob(s tile.Seat, t tile.Tile) {
	g.phase = PhaseRob
	g.latest, g.discarder = g.seats[s.Index()].find(t, 0), s
	g.robMeld, g.robKind, g.robClosed = -1, variant.ConcealedKong, true
	g.event(Event{Kind: EventKong, Seat: s, Tile: g.latest, KongKind: variant.ConcealedKong})
	g.dealerTurn = false
	g.openWindow(s)
	if g.waiting == 0 {
		_ = g.resolve()
	}
}

// completeConcealed makes seat s's concealed kong of t and gives it the replacement tile; event says
// whether to record the kong's event (false after a rob window, which recorded it as it opened).
func (g *Game) completeConcealed(s tile.Seat, t tile.Tile, event bool) {
	st := &g.seats[s.Index()]
	m := meld.MustNew(meld.Kong, t)
	mi := st.h.NumMelds()
	h, err := st.h.Declare(m)
	if err != nil {
		panic("unreachable: game: concealed kong: " + err.Error())
	}
	var ids [4]tile.ID
	n := 0
	for _, id := range st.ids[:st.n] {
		if id.Kind() == t {
			ids[n] = id
			n++
		}
	}
	for _, id := range ids {
		st.remove(id)
	}
	st.h = h
	st.meldIDs[mi] = ids
	g.reshow(s)
	g.kongs = append(g.kongs, variant.Kong{Seat: s, Tile: t, Kind: variant.ConcealedKong,
		StillIn: g.stillIn(), Turn: g.turnNo})
	g.revealDue() // before this kong's event, or after it when a rob window logged it (see doSelfKong)
	if event {
		g.event(Event{Kind: EventKong, Seat: s, Tile: ids[0], KongKind: variant.ConcealedKong})
	}
	g.phase = PhaseTurn
	g.turn = s
	g.waiting = 0
	g.robClosed = false
	g.turnKongs++
	g.kongFrom = tile.NoSeat
	g.dealerTurn = false
	g.callMadeNow()
	g.kongIndicator(true)
	g.take(true)
}

// completeAdded makes the added kong that nobody robbed and gives the konger the replacement tile.
func (g *Game) completeAdded(s tile.Seat, mi int, id tile.ID, kind variant.KongKind) {
	st := &g.seats[s.Index()]
	up, err := st.h.Meld(mi).Upgrade()
	if err == nil {
		st.h, err = st.h.Declare(up)
	}
	if err != nil {
		panic("unreachable: game: added kong: " + err.Error())
	}
	st.remove(id)
	st.meldIDs[mi][3] = id
	g.reshow(s)
	g.kongs = append(g.kongs, variant.Kong{Seat: s, Tile: id.Kind(), Kind: kind,
		StillIn: g.stillIn(), Turn: g.turnNo})
	g.turnKongs++
	g.kongFrom = tile.NoSeat
	g.phase = PhaseTurn
	g.turn = s
	g.waiting = 0
	g.callMadeNow()
	g.revealDue() // after the rob window nobody robbed (see doSelfKong)
	g.kongIndicator(false)
	g.take(true)
}

// kongPossible reports whether a kong may be made now: the live wall holds a tile and the wall can
// give a replacement tile (a fixed dead wall gives four at most).
func (g *Game) kongPossible() bool { return g.wall.LiveCount() > 0 && g.wall.CanDrawReplacement() }

// meldIndex returns the index of seat st's exposed pung of t, or -1.
func meldIndex(h hand.Hand, t tile.Tile) int {
	for i := range h.NumMelds() {
		m := h.Meld(i)
		if m.Kind() == meld.Pung && m.Origin() == meld.Claimed && m.Tile() == t {
			return i
		}
	}
	return -1
}
