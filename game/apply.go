package game

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Apply applies one seat's action. An action that is malformed, out of phase, by a seat with no
// decision pending, or against the rules returns an error wrapping one of the package's Err...
// sentinels (and the claim or hand package's error where one names the rule), and leaves the game
// exactly as it was.
func (g *Game) Apply(a Action) error {
	if a.Kind == Pass && (g.phase == PhaseClaim || g.phase == PhaseRob) && g.waiting.Has(a.Seat) {
		// The most frequent action, always legal for a seat the window waits for: what check and do
		// would do, without going through them.
		// Its answer stays the zero Claim the window opened with (see doAnswer).
		if g.waiting &^= 1 << a.Seat; g.waiting == 0 {
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

// plan is what checking an action found, so that applying it need not check again.
type plan struct {
	ids   [maxHeld]tile.ID // the tiles of an exchange, ids[:len(Action.Tiles)]
	id    tile.ID          // the tile discarded
	kong  selfKong
	claim claim.Claim
	win   *selfWin // a self-drawn win and its score
}

// selfWin is a self-drawn win that check found: its facts and its score.
type selfWin struct {
	ctx score.WinContext
	res score.Result
}

// check validates a fully, without changing anything, and fills p for [Game.do].
func (g *Game) check(a *Action, p *plan) error {
	if !a.Seat.IsValid() || a.Kind == NoAction || a.Kind >= numActionKinds {
		return fmt.Errorf("%w: %v", ErrInvalid, *a)
	}
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
		switch a.Kind {
		case Discard:
			p.id, err = g.checkDiscard(a)
			return err
		case Kong:
			p.kong, err = g.checkSelfKong(a.Seat, a.Tile)
			return err
		case Win:
			w, r, err := g.checkSelfWin(a.Seat)
			if err == nil {
				p.win = &selfWin{ctx: w, res: r}
			}
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
		switch a.Kind {
		case Discard:
			g.doDiscard(a, p.id)
		case Kong:
			g.doSelfKong(a, p.kong)
		case Win:
			g.doSelfWin(a.Seat, p.win.ctx, p.win.res)
		case NoAction, Exchange, ChooseSuit, Pass, Chow, Pung, numActionKinds:
		}
	case PhaseClaim, PhaseRob:
		return g.doAnswer(p.claim)
	case PhaseNone, PhaseOver, numPhases:
	}
	return nil
}

// ---- exchange and missing suit ----

func (g *Game) checkExchange(a *Action, ids *[maxHeld]tile.ID) error {
	st := &g.seats[a.Seat]
	if len(a.Tiles) != g.table.Exchange || len(a.Tiles) > len(ids) {
		return fmt.Errorf("%w: %v: pass exactly %d tiles", ErrIllegal, *a, g.table.Exchange)
	}
	for i, t := range a.Tiles {
		var id tile.ID
		for _, x := range st.ids[:st.n] {
			if x.Kind() == t && !containsID(ids[:i], x) {
				id = x
				break
			}
		}
		if id == 0 {
			return fmt.Errorf("%w: %v: %v", ErrNotHeld, *a, t)
		}
		ids[i] = id
	}
	if err := g.exch.ValidateExchange(st.h, a.Tiles); err != nil {
		return fmt.Errorf("%w: %v: %w", ErrIllegal, *a, err)
	}
	return nil
}

func containsID(ids []tile.ID, id tile.ID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

func (g *Game) doExchange(a *Action, ids []tile.ID) {
	st := &g.seats[a.Seat]
	st.ngive = uint8(copy(st.give[:], ids))
	st.gave = true
	g.event(Event{Kind: EventExchange, Seat: a.Seat, Tiles: ids})
	if g.Pending() != 0 {
		return
	}
	g.direction = g.exch.ExchangeDirection(g.wall.Dice(), g.src)
	g.directionSet = true
	for s := range g.seats {
		for _, id := range g.seats[s].give[:g.seats[s].ngive] {
			g.seats[s].remove(id)
		}
	}
	for s := range g.seats {
		to := g.direction.Target(tile.Seat(s))
		for _, id := range g.seats[s].give[:g.seats[s].ngive] {
			g.seats[to].add(id)
		}
	}
	for s := range g.seats {
		st := &g.seats[s]
		var c tile.Counts
		for _, id := range st.ids[:st.n] {
			c.Add(id.Kind())
		}
		h, err := hand.FromCounts(c, nil, st.h.Bonus())
		if err != nil {
			panic("unreachable: game: exchanged hand: " + err.Error())
		}
		st.h = h
	}
	g.event(Event{Kind: EventExchanged, Seat: tile.NoSeat, Direction: g.direction})
	if g.table.MissingSuit {
		g.phase = PhaseMissingSuit
		return
	}
	g.startPlay()
}

func (g *Game) suitAllowed(s tile.Suit) bool {
	return s.IsNumber() && s.Kinds()&g.table.Wall.Kinds != 0
}

func (g *Game) checkSuit(a *Action) error {
	if !g.suitAllowed(a.Suit) {
		return fmt.Errorf("%w: %v: not a suit of the tile set", ErrIllegal, *a)
	}
	return nil
}

func (g *Game) doSuit(a *Action) {
	st := &g.seats[a.Seat]
	st.missing, st.chose = a.Suit, true
	st.missingKinds = a.Suit.Kinds()
	st.setUsable(g.table.Wall.Kinds & tile.PlayingKinds &^ st.missingKinds)
	g.event(Event{Kind: EventSuit, Seat: a.Seat, Suit: a.Suit})
	if g.Pending() != 0 {
		return
	}
	g.event(Event{Kind: EventSuitsRevealed, Seat: tile.NoSeat})
	g.startPlay()
}

// ---- own turn ----

func (g *Game) checkDiscard(a *Action) (tile.ID, error) {
	st := &g.seats[a.Seat]
	if !a.Tile.IsPlaying() {
		return 0, fmt.Errorf("%w: %v: no tile", ErrInvalid, *a)
	}
	id := st.find(a.Tile, g.drawn)
	if id == 0 {
		return 0, fmt.Errorf("%w: %v", ErrNotHeld, *a)
	}
	if st.called && g.drawn != 0 && a.Tile != g.drawn.Kind() {
		return 0, fmt.Errorf("%w: %v: after an Original Call the drawn tile is discarded", ErrIllegal, *a)
	}
	if g.table.MustDiscardMissingFirst && st.chose && a.Tile.Suit() != st.missing &&
		holdsAny(st.h.Concealed(), st.missingKinds) {
		return 0, fmt.Errorf("%w: %v: a tile of the missing suit must be discarded first", ErrIllegal, *a)
	}
	if a.Call && !g.canCall(a.Seat, a.Tile) {
		return 0, fmt.Errorf("%w: %v: no Original Call here", ErrIllegal, *a)
	}
	return id, nil
}

// holdsAny reports whether c holds a tile of a kind in ks.
func holdsAny(c tile.Counts, ks tile.Set) bool { return kindsHeld(&c)&ks != 0 }

// canCall reports whether seat s may announce an Original Call discarding t.
func (g *Game) canCall(s tile.Seat, t tile.Tile) bool {
	st := &g.seats[s]
	if !g.table.OriginalCall || st.discards > 0 || st.acted || st.called {
		return false
	}
	h, err := st.h.Without(t)
	if err != nil {
		return false
	}
	f := claim.Facts{Usable: st.usable}
	kinds := g.table.Wall.Kinds & tile.PlayingKinds
	if w, ok := g.policy.(Waiter); ok {
		return w.Waits(h, f)&kinds != 0
	}
	for k := range kinds.All() {
		if g.policy.CanWin(h, k, f) {
			return true
		}
	}
	return false
}

// Waiter is an optional interface of a [claim.Policy] (a variant's Claims) that lists at once the kinds
// its CanWin accepts: Waits(h, f) is the set of kinds t for which CanWin(h, t, f) is true. The referee
// uses it, when the policy has it, to find whether a hand is ready (an Original Call) with one call
// instead of one CanWin per kind; the answers must be the same.
type Waiter interface {
	Waits(h hand.Hand, f claim.Facts) tile.Set
}

// ShapeWaiter is an optional interface of a [claim.Policy]: a [Waiter] that may promise that its
// variant accepts no win outside the table's shapes. When ShapesOnly returns true, for a seat whose
// usable kinds are u (Facts.Usable; zero meaning every kind) holding the 13 tiles h, every tile t on
// which the policy's CanWin(h, t, f) is true, and every tile t with which the Rules' CanWin accepts a
// self-drawn win of h plus t, is among h.Waits(hand.Options{Shapes: Table.Shapes, Kinds: u}). The
// referee then keeps each seat's shape waits, computed once per hand, and asks the variant about a win
// only on a tile among them; the answers are the same. A variant that accepts special hands outside
// Table.Shapes (classic's thirteen orphans and knitted hands) must not make this promise.
type ShapeWaiter interface {
	Waiter
	// ShapesOnly reports whether every win the variant accepts is within the table's shapes, as
	// [ShapeWaiter] says.
	ShapesOnly() bool
}

// shapeWaits caches the shape waits of one seat (see [ShapeWaiter]): set are the waits of the hand h
// with the usable kinds u. It is derived data, not game state.
type shapeWaits struct {
	h   hand.Hand
	u   tile.Set
	set tile.Set
	ok  bool
}

// shapeWaitsOf returns the shape waits of seat s holding the 13 tiles h, computing them only when h or
// the seat's usable kinds changed since the last call.
func (g *Game) shapeWaitsOf(s tile.Seat, h *hand.Hand) tile.Set {
	u := g.seats[s].usable
	if g.holdsUnusable(h, u) {
		return 0 // as hand.Waits says, without computing
	}
	c := &g.waits[s]
	if !c.ok || c.u != u || c.h != *h {
		*c = shapeWaits{h: *h, u: u, set: h.Waits(hand.Options{Shapes: g.table.Shapes, Kinds: u}), ok: true}
	}
	return c.set
}

// holdsUnusable reports whether h holds a concealed tile outside the usable kinds u (none when u is
// zero).
func (g *Game) holdsUnusable(h *hand.Hand, u tile.Set) bool {
	if u == 0 {
		return false
	}
	c := h.Concealed()
	return kindsHeld(&c)&^u != 0
}

// notShapeWait reports whether t is known not to complete a win of seat s holding the 13 tiles h:
// the variant wins only within its shapes and t is not among h's cached shape waits. It computes
// nothing new unless compute is set.
func (g *Game) notShapeWait(s tile.Seat, h *hand.Hand, t tile.Tile, compute bool) bool {
	if !g.shapesOnly {
		return false
	}
	if compute {
		return !g.shapeWaitsOf(s, h).Has(t)
	}
	c := &g.waits[s]
	return c.ok && c.u == g.seats[s].usable && c.h == *h && !c.set.Has(t)
}

func (g *Game) doDiscard(a *Action, id tile.ID) {
	s := a.Seat
	st := &g.seats[s]
	st.remove(id)
	st.h, _ = st.h.Without(id.Kind())
	st.river = append(st.river, river{ID: id})
	st.discards++
	g.discardsMade++
	if a.Call {
		st.called = true
	}
	var fl uint8
	if a.Call {
		fl = evCall
	}
	g.simpleEvent(EventDiscard, s, id, claim.Pass, fl)
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
	t := g.latest.Kind()
	for v := uint8(g.waiting); v != 0; v &= v - 1 {
		o := tile.Seat(bits.TrailingZeros8(v))
		st := &g.seats[o]
		switch {
		case st.usable != 0 && !st.usable.Has(t):
			// Not a tile the seat may use: no claim and no win (see appendClaims and canWinNow).
		case !g.shapesOnly || st.unusable == 0:
			continue // a win must be asked about
		case g.phase == PhaseClaim && !st.called && (st.h.Concealed()[t] >= 2 || g.table.Chow && o == s.Next() && t.IsSuited()):
			continue // a set may be claimed
		}
		g.passOnly |= 1 << o
		g.winMemo[o] = memoNo
	}
}

// others returns the seats still in other than s: those a claim or rob window on s's tile waits for.
func (g *Game) others(s tile.Seat) claim.Seats {
	return (1<<tile.NumSeats - 1) &^ g.outs &^ (1 << s)
}

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
		return selfKong{}, fmt.Errorf("%w: kong of %v: %w", ErrIllegal, t, claim.ErrWallEmpty)
	case kongUnusable:
		return selfKong{}, fmt.Errorf("%w: kong of %v: %w", ErrIllegal, t, claim.ErrUnusable)
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
	st := &g.seats[s]
	switch {
	case !t.IsPlaying():
		return selfKong{}, kongNoTile
	case g.mustDiscard:
		return selfKong{}, kongMustDiscard
	case st.called:
		return selfKong{}, kongCalled
	case g.wall.LiveCount() == 0:
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
	} else if g.table.AddedKongDrawnOnly {
		return selfKong{}, kongNotFresh
	}
	return k, kongOK
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
	st := &g.seats[s]
	st.acted = true
	if k.added {
		g.event(Event{Kind: EventKong, Seat: s, Tile: k.id, KongKind: k.kind})
		g.dealerTurn = false
		if !g.table.RobAddedKong {
			g.completeAdded(s, k.meld, k.id, k.kind)
			return
		}
		g.phase = PhaseRob
		g.latest, g.discarder = k.id, s
		g.robMeld, g.robKind = k.meld, k.kind
		g.openWindow(s)
		if g.waiting == 0 {
			_ = g.resolve()
		}
		return
	}
	m := meld.MustNew(meld.Kong, a.Tile)
	mi := st.h.NumMelds()
	h, err := st.h.Declare(m)
	if err != nil {
		panic("unreachable: game: concealed kong: " + err.Error())
	}
	var ids [4]tile.ID
	n := 0
	for _, id := range st.ids[:st.n] {
		if id.Kind() == a.Tile {
			ids[n] = id
			n++
		}
	}
	for _, id := range ids {
		st.remove(id)
	}
	st.h = h
	st.meldIDs[mi] = ids
	g.kongs = append(g.kongs, variant.Kong{Seat: s, Tile: a.Tile, Kind: variant.ConcealedKong, Supplier: tile.NoSeat,
		StillIn: g.stillIn(), Turn: g.turnNo})
	g.event(Event{Kind: EventKong, Seat: s, Tile: ids[0], KongKind: variant.ConcealedKong})
	g.turnKongs++
	g.kongFrom = tile.NoSeat
	g.dealerTurn = false
	g.take(true)
}

// completeAdded makes the added kong that nobody robbed and gives the konger the replacement tile.
func (g *Game) completeAdded(s tile.Seat, mi int, id tile.ID, kind variant.KongKind) {
	st := &g.seats[s]
	up, err := st.h.Meld(mi).Upgrade()
	if err == nil {
		st.h, err = st.h.Declare(up)
	}
	if err != nil {
		panic("unreachable: game: added kong: " + err.Error())
	}
	st.remove(id)
	st.meldIDs[mi][3] = id
	g.kongs = append(g.kongs, variant.Kong{Seat: s, Tile: id.Kind(), Kind: kind, Supplier: tile.NoSeat,
		StillIn: g.stillIn(), Turn: g.turnNo})
	g.turnKongs++
	g.kongFrom = tile.NoSeat
	g.phase = PhaseTurn
	g.turn = s
	g.waiting = 0
	g.take(true)
}

// selfContext returns the facts of a self-drawn win by s with winning tile t.
func (g *Game) selfContext(s tile.Seat, t tile.Tile) score.WinContext {
	st := &g.seats[s]
	w := score.WinContext{Winner: s, Winning: t, Source: score.Wall, Supplier: tile.NoSeat, Dealer: g.cfg.Dealer,
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
	if g.table.WinFlags != 0 {
		w.Flags &= g.table.WinFlags
	}
	return w
}

// canSelfWin reports whether seat s may declare a self-drawn win now (without scoring it).
func (g *Game) canSelfWin(s tile.Seat) bool {
	st := &g.seats[s]
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
	st := &g.seats[s]
	if g.mustDiscard {
		return score.WinContext{}, score.Result{}, fmt.Errorf("%w: no win after a claimed chow or pung", ErrIllegal)
	}
	if g.drawn != 0 {
		w := g.selfContext(s, g.drawn.Kind())
		if !g.rules.CanWin(st.h, w) {
			return w, score.Result{}, fmt.Errorf("%w: %w: %v", ErrIllegal, claim.ErrNotWin, st.h)
		}
		r, err := g.rules.Score(st.h, w)
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
	for t := tile.Character1; t <= tile.Red; t++ {
		if c[t] == 0 {
			continue
		}
		w := g.selfContext(s, t)
		if !g.rules.CanWin(st.h, w) {
			continue
		}
		r, err := g.rules.Score(st.h, w)
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
	g.wins = append(g.wins, variant.Win{Context: w, Result: r, Group: group})
	g.ledger = append(g.ledger, r.Payments...)
	g.seats[w.Winner].out = true
	g.outs = g.outs.With(w.Winner)
}

// afterWin ends the hand or passes the turn to the next seat still in after last.
func (g *Game) afterWin(last tile.Seat) {
	if g.numOut() >= max(g.table.MaxWinners, 1) || g.numOut() >= tile.NumSeats-1 {
		g.end(false)
		return
	}
	g.startTurn(g.nextIn(last))
}

// ---- claim and rob windows ----

// facts returns the claim facts for seat s in the open window.
func (g *Game) facts(s tile.Seat) claim.Facts {
	st := &g.seats[s]
	f := claim.Facts{
		Discarder:   g.discarder,
		Latest:      g.latest,
		Robbing:     g.phase == PhaseRob,
		WallEmpty:   g.wall.LiveCount() == 0,
		LastDiscard: g.phase == PhaseClaim && g.lastDiscard,
		AfterKong:   g.afterKong,
		Out:         st.out,
		OnlyWin:     st.called,
		Usable:      st.usable,
	}
	if g.table.PassedWin != variant.NoPassedWinRule && st.passed {
		f.PassedWin, f.PassedValue = true, st.passedValue
	}
	return f
}

var claimKinds = [numActionKinds]claim.Kind{Pass: claim.Pass, Chow: claim.Chow, Pung: claim.Pung, Kong: claim.Kong, Win: claim.Win}

func (g *Game) checkClaim(a *Action) (claim.Claim, error) {
	switch a.Kind {
	case Pass, Win:
	case Chow, Pung, Kong:
		if g.phase == PhaseRob {
			return claim.Claim{}, fmt.Errorf("%w: %v: only a win may rob a kong", ErrPhase, *a)
		}
	case NoAction, Exchange, ChooseSuit, Discard, numActionKinds:
		return claim.Claim{}, fmt.Errorf("%w: %v while a claim window is open", ErrPhase, *a)
	}
	c := claim.Claim{Seat: a.Seat, Kind: claimKinds[a.Kind]}
	if a.Kind == Pass {
		return c, nil
	}
	c.Tile = g.latest
	if a.Tile != tile.None && a.Tile != g.latest.Kind() {
		return c, fmt.Errorf("%w: %v: %w", ErrIllegal, *a, claim.ErrNotLatest)
	}
	if a.Kind == Chow {
		c.Chow = a.Chow
		if !g.table.Chow {
			return c, fmt.Errorf("%w: %v: the rules have no chow claims", ErrIllegal, *a)
		}
	}
	st := &g.seats[a.Seat]
	if err := claim.Check(c, st.h, g.facts(a.Seat), g.policy); err != nil {
		if errors.Is(err, claim.ErrNotHeld) {
			return c, fmt.Errorf("%w: %v: %w", ErrNotHeld, *a, err)
		}
		if errors.Is(err, claim.ErrInvalid) {
			return c, fmt.Errorf("%w: %v: %w", ErrInvalid, *a, err)
		}
		return c, fmt.Errorf("%w: %v: %w", ErrIllegal, *a, err)
	}
	if a.Kind == Kong && st.h.NumMelds() >= hand.MaxMelds {
		return c, fmt.Errorf("%w: %v: a fifth meld", ErrIllegal, *a)
	}
	return c, nil
}

func (g *Game) doAnswer(c claim.Claim) error {
	if c.Kind != claim.Pass {
		g.answers[c.Seat] = c // a pass stays the zero Claim the window opened with
	}
	g.waiting &^= 1 << c.Seat
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
		g.answers[last] = claim.Claim{}
		return err
	}
	return nil
}

// discardContext returns the facts of seat s's win on the open window's tile.
func (g *Game) discardContext(s tile.Seat, out [tile.NumSeats]bool) score.WinContext {
	st := &g.seats[s]
	w := score.WinContext{Winner: s, Winning: g.latest.Kind(), Source: score.Discard, Supplier: g.discarder,
		Dealer: g.cfg.Dealer, Prevailing: g.cfg.Prevailing, MissingSuit: tile.NoSuit, Out: out}
	if st.chose {
		w.MissingSuit = st.missing
	}
	if g.phase == PhaseRob {
		w.Source = score.RobbedKong
	} else {
		if g.lastDiscard {
			if g.table.LastDiscardPung {
				w.Flags |= score.LastTile
			} else {
				w.Flags |= score.LastDiscard
			}
		}
		if g.afterKong {
			w.Flags |= score.AfterKongDiscard
		}
		if g.earth && s != g.cfg.Dealer {
			w.Flags |= score.EarthsBlessing
		}
	}
	if st.called {
		w.Flags |= score.OriginalCall
	}
	if g.table.WinFlags != 0 {
		w.Flags &= g.table.WinFlags
	}
	return w
}

// resolve closes the open window once every seat answered: it resolves the claims, scores the wins and
// moves play on. On a variant error it changes nothing.
func (g *Game) resolve() error {
	var buf [tile.NumSeats]claim.Claim
	claims := buf[:0]
	for s := range tile.NumSeats {
		if c := g.answers[s]; c.Kind != claim.Pass && tile.Seat(s) != g.discarder {
			claims = append(claims, c)
		}
	}
	if len(claims) == 0 && g.phase == PhaseClaim {
		return g.resolvePass()
	}
	var (
		res claim.Resolution
		err error
	)
	if g.phase == PhaseRob {
		res, err = claim.ResolveRobbing(g.discarder, claims, g.policy)
	} else {
		res, err = claim.Resolve(g.discarder, claims, g.policy)
	}
	if err != nil {
		return fmt.Errorf("%w: resolve: %w", ErrVariant, err)
	}
	// Plan: score the wins and the declined wins before changing anything.
	t := g.latest.Kind()
	out := g.outSet()
	var (
		ctxs    [tile.NumSeats]score.WinContext
		results [tile.NumSeats]score.Result
		passed  [tile.NumSeats]int
		passes  claim.Seats
	)
	if res.Kind() == claim.Win {
		for i := range res.Len() {
			s := res.At(i).Seat
			h, err := g.seats[s].h.With(t)
			if err != nil {
				return fmt.Errorf("%w: winning hand: %w", ErrVariant, err)
			}
			ctxs[s] = g.discardContext(s, out)
			if results[s], err = g.rules.Score(h, ctxs[s]); err != nil {
				return fmt.Errorf("%w: score: %w", ErrVariant, err)
			}
		}
	}
	if passes, err = g.passedWins(res.Winners(), out, &passed); err != nil {
		return err
	}
	// Commit.
	g.commitPassed(passes, &passed)
	g.simpleEvent(EventResolve, res.Taker(), g.latest, res.Kind(), 0)
	from := g.discarder
	g.waiting = 0
	if g.phase == PhaseRob {
		return g.commitRob(res, ctxs, results)
	}
	dst := &g.seats[from]
	taken := func() { dst.river[len(dst.river)-1].Taken = true }
	switch res.Kind() {
	case claim.Pass:
		if g.wall.LiveCount() == 0 {
			g.end(true)
			return nil
		}
		g.startTurn(g.nextIn(from))
	case claim.Chow, claim.Pung:
		c := res.At(0)
		taken()
		k, low := meld.Pung, t
		if c.Kind == claim.Chow {
			k, low = meld.Chow, c.Chow
		}
		g.claimMeld(c.Seat, k, low, from)
		g.phase = PhaseTurn
		g.turn = c.Seat
		g.turnNo++
		g.dealerTurn = false
		g.resetTurn()
		g.mustDiscard = true
	case claim.Kong:
		c := res.At(0)
		taken()
		g.claimMeld(c.Seat, meld.Kong, t, from)
		g.phase = PhaseTurn
		g.turn = c.Seat
		g.turnNo++
		g.dealerTurn = false
		g.resetTurn()
		g.kongs = append(g.kongs, variant.Kong{Seat: c.Seat, Tile: t, Kind: variant.ExposedKong, Supplier: from,
			StillIn: g.stillIn(), Turn: g.turnNo})
		g.turnKongs = 1
		g.kongFrom = from
		g.take(true)
	case claim.Win:
		taken()
		g.grantWins(res, ctxs, results, score.Discard)
		if g.afterKong {
			g.shoot(from, res)
		}
		if g.numOut() >= max(g.table.MaxWinners, 1) || g.numOut() >= tile.NumSeats-1 {
			g.end(false)
			return nil
		}
		if g.wall.LiveCount() == 0 {
			g.end(true)
			return nil
		}
		g.startTurn(g.nextIn(res.Last()))
	}
	return nil
}

// resolvePass closes a claim window (not a rob window) in which every seat passed: what resolve does
// for a resolution without claims, without building one.
func (g *Game) resolvePass() error {
	var passed [tile.NumSeats]int
	passes, err := g.passedWins(0, g.outSet(), &passed)
	if err != nil {
		return err
	}
	g.commitPassed(passes, &passed)
	g.simpleEvent(EventResolve, tile.NoSeat, g.latest, claim.Pass, 0)
	from := g.discarder
	g.waiting = 0
	if g.wall.LiveCount() == 0 {
		g.end(true)
		return nil
	}
	g.startTurn(g.nextIn(from))
	return nil
}

// passedWins returns the seats, other than the discarder, those out and the winners, that could win on
// the open window's tile and declined, with the value of each declined win in passed where the
// passed-win rule compares values; none without a passed-win rule.
func (g *Game) passedWins(winners claim.Seats, out [tile.NumSeats]bool, passed *[tile.NumSeats]int) (claim.Seats, error) {
	var passes claim.Seats
	if g.table.PassedWin == variant.NoPassedWinRule {
		return 0, nil
	}
	t := g.latest.Kind()
	for v := uint8(g.others(g.discarder) &^ winners); v != 0; v &= v - 1 {
		s := bits.TrailingZeros8(v)
		seat := tile.Seat(s)
		st := &g.seats[s]
		if !g.canWinNow(seat) {
			continue
		}
		passes = passes.With(seat)
		if g.table.PassedWin == variant.UntilDrawUnlessHigher {
			h, _ := st.h.With(t)
			r, err := g.rules.Score(h, g.discardContext(seat, out))
			if err != nil {
				return 0, fmt.Errorf("%w: score: %w", ErrVariant, err)
			}
			passed[s] = r.Value
		}
	}
	return passes, nil
}

// commitPassed records the declined wins passedWins found.
func (g *Game) commitPassed(passes claim.Seats, passed *[tile.NumSeats]int) {
	for v := uint8(passes); v != 0; v &= v - 1 {
		s := bits.TrailingZeros8(v)
		st := &g.seats[s]
		st.passed = true
		st.passedValue = max(st.passedValue, passed[s])
	}
}

// shoot records the winners on the kongs konger made in the current turn.
func (g *Game) shoot(konger tile.Seat, res claim.Resolution) {
	for i := range g.kongs {
		k := &g.kongs[i]
		if k.Seat == konger && k.Turn == g.turnNo {
			k.Shot = k.Shot[:0]
			for j := range res.Len() {
				k.Shot = append(k.Shot, res.At(j).Seat)
			}
		}
	}
}

// claimMeld moves the latest discard and the claimant's tiles into a new exposed meld.
func (g *Game) claimMeld(s tile.Seat, k meld.Kind, low tile.Tile, from tile.Seat) {
	st := &g.seats[s]
	st.acted = true
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
	n := 1
	var need tile.Counts
	m.AddTo(&need)
	need.Remove(g.latest.Kind())
	for t := tile.Character1; t <= tile.Red; t++ {
		for range need[t] {
			id := st.find(t, 0)
			st.remove(id)
			ids[n] = id
			n++
		}
	}
	st.h = h
	st.meldIDs[mi] = ids
	g.event(Event{Kind: EventClaim, Seat: s, Tile: g.latest, Claim: claimOfMeld(k), From: from})
}

func claimOfMeld(k meld.Kind) claim.Kind {
	switch k {
	case meld.Chow:
		return claim.Chow
	case meld.Pung:
		return claim.Pung
	case meld.Kong:
		return claim.Kong
	case meld.KindNone, meld.Pair:
	}
	return claim.Pass
}

func (g *Game) commitRob(res claim.Resolution, ctxs [tile.NumSeats]score.WinContext, results [tile.NumSeats]score.Result) error {
	konger := g.discarder
	if res.Kind() != claim.Win {
		g.completeAdded(konger, g.robMeld, g.latest, g.robKind)
		return nil
	}
	t := g.latest.Kind()
	g.seats[konger].remove(g.latest)
	g.seats[konger].h, _ = g.seats[konger].h.Without(t)
	g.kongs = append(g.kongs, variant.Kong{Seat: konger, Tile: t, Kind: g.robKind, Supplier: tile.NoSeat,
		StillIn: g.stillIn(), Turn: g.turnNo, Robbed: true})
	g.grantWins(res, ctxs, results, score.RobbedKong)
	g.shoot(konger, res)
	g.afterWin(res.Last())
	return nil
}

// grantWins records the wins of a resolved claim window on the open tile (a discard or a robbed kong):
// the physical tile goes to the first winner counted from the supplier, and the others score it as a
// copy outside the tile set. All the wins share one group.
func (g *Game) grantWins(res claim.Resolution, ctxs [tile.NumSeats]score.WinContext,
	results [tile.NumSeats]score.Result, src score.Source) {
	t := g.latest.Kind()
	g.groups++
	for i := range res.Len() {
		s := res.At(i).Seat
		st := &g.seats[s]
		if i == 0 {
			st.add(g.latest)
		} else {
			st.extra = t
		}
		st.h, _ = st.h.With(t)
		g.addWin(ctxs[s], results[s], g.groups)
		g.event(Event{Kind: EventWin, Seat: s, Tile: g.latest, Source: src, Value: results[s].Value})
	}
}
