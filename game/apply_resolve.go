package game

import (
	"fmt"
	"math/bits"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// discardContext returns the facts of seat s's win on the open window's tile; nearest says s is the
// winner nearest after the supplier (see tableFacts).
func (g *Game) discardContext(s tile.Seat, out [tile.NumSeats]bool, nearest bool) score.WinContext {
	st := &g.seats[s.Index()]
	w := score.WinContext{Winner: s, Winning: g.latest.Kind(), Source: score.Discard,
		Supplier: g.discarder, Dealer: g.cfg.Dealer, Prevailing: g.cfg.Prevailing, MissingSuit: tile.NoSuit, Out: out}
	if st.chose {
		w.MissingSuit = st.missing
	}
	switch {
	case g.robAside: // a win on a tile set aside: a discard, not a robbed kong (docs/rules/riichi.md §17.4)
		w.KitaRon = true
	case g.phase == PhaseRob:
		w.Source = score.RobbedKong
	default:
		if g.lastDiscard {
			if g.table.Claims.LastDiscardPung {
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
	if g.table.Scoring.WinFlags != 0 {
		w.Flags &= g.table.Scoring.WinFlags
	}
	g.tableFacts(&w, s, nearest)
	return w
}

// resolve closes the open window once every seat answered: it resolves the claims, scores the wins and
// moves play on. On a variant error it changes nothing.
func (g *Game) resolve() error {
	// A pass leaves a seat's answer the zero Claim, as does a seat that is not asked (the discarder, a
	// seat out): with every answer a pass, no claim is made.
	if g.phase == PhaseClaim &&
		g.answers[0].Kind|g.answers[1].Kind|g.answers[2].Kind|g.answers[3].Kind == claim.Pass {
		return g.resolvePass()
	}
	var buf [tile.NumSeats]claim.Claim
	claims := buf[:0]
	for s := range tile.NumSeats {
		if c := g.answers[s]; c.Kind != claim.Pass && tile.SeatAt(s) != g.discarder {
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
			h, err := g.seats[s.Index()].h.With(t)
			if err != nil {
				return fmt.Errorf("%w: winning hand: %w", ErrVariant, err)
			}
			ctxs[s.Index()] = g.discardContext(s, out, i == 0)
			if results[s.Index()], err = g.score(g.withRed(s, h, g.latest), ctxs[s.Index()]); err != nil {
				return fmt.Errorf("%w: score: %w", ErrVariant, err)
			}
		}
	}
	if passes, err = g.passedWins(res.Winners(), &out, &passed); err != nil {
		return err
	}
	if res.Kind() == claim.Win && res.Len() > 1 {
		// Several wins on a discard or on a kong being robbed (added or concealed): the same rule
		// ends the hand instead (docs/rules/riichi.md §4.7, docs/rules/riichi.md §11.4). A robbed
		// kong that ends so is not made: the konger keeps its tiles.
		if x := g.aborter; x != nil && x.AbortRons(res.Len()) {
			g.commitPassed(passes, &passed)
			g.depositDue = tile.NoSeat // the declaring discard was won on: no deposit
			g.simpleEvent(EventResolve, tile.NoSeat, g.latest, claim.Pass, 0)
			g.waiting = 0
			g.robClosed = false
			g.abort(tile.NoSeat)
			return nil
		}
	}
	// Commit.
	g.commitPassed(passes, &passed)
	if g.phase == PhaseClaim && g.depositDue.IsValid() {
		if res.Kind() == claim.Win { // a declaration won on is void
			st := &g.seats[g.depositDue.Index()]
			st.called, st.ippatsu, st.declFirst = false, false, false
			g.depositDue = tile.NoSeat
		} else {
			g.placeDeposit()
		}
	}
	g.simpleEvent(EventResolve, res.Taker(), g.latest, res.Kind(), 0)
	from := g.discarder
	g.waiting = 0
	if g.phase == PhaseRob {
		return g.commitRob(res, ctxs, results)
	}
	dst := &g.seats[from.Index()]
	taken := func() {
		r := &dst.river[len(dst.river)-1]
		r.Taken = true
		g.seen[r.ID.Kind()]--
	}
	if res.Kind() != claim.Win && g.abortAfterDiscard(res.Kind() != claim.Pass) {
		g.abort(tile.NoSeat)
		return nil
	}
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
		k, low := meld.Kind(c.Kind), t // the meld of the claim's number (see claim.Kind)
		if k == meld.Chow {
			low = c.Chow
		}
		g.claimMeld(c.Seat, k, low, from)
		g.callMadeNow()
		g.giveTurn(c.Seat)
		g.mustDiscard = true
		g.forbidden = g.afterCall(k, t, low)
	case claim.Kong:
		c := res.At(0)
		taken()
		g.claimMeld(c.Seat, meld.Kong, t, from)
		g.callMadeNow()
		g.giveTurn(c.Seat)
		g.kongs = append(g.kongs, variant.Kong{Seat: c.Seat, Tile: t, Kind: variant.ExposedKong, Supplier: from,
			StillIn: g.stillIn(), Turn: g.turnNo})
		g.turnKongs = 1
		g.kongFrom = from
		g.kongIndicator(false)
		g.take(true)
	case claim.Win:
		taken()
		g.grantWins(res, ctxs, results, score.Discard)
		if g.afterKong {
			g.shoot(from, res)
		}
		if g.numOut() >= max(g.table.Claims.MaxWinners, 1) || g.numOut() >= g.nseats-1 {
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
	passes, err := g.passedWins(0, nil, &passed)
	if err != nil {
		return err
	}
	g.commitPassed(passes, &passed)
	g.placeDeposit()
	g.simpleEvent(EventResolve, tile.NoSeat, g.latest, claim.Pass, 0)
	from := g.discarder
	g.waiting = 0
	if g.abortAfterDiscard(false) {
		g.abort(tile.NoSeat)
		return nil
	}
	if g.wall.LiveCount() == 0 {
		g.end(true)
		return nil
	}
	g.startTurn(g.nextIn(from))
	return nil
}

// passedWins returns the seats, other than the discarder, those out and the winners, that could win on
// the open window's tile and declined, with the value of each declined win in passed where the
// passed-win rule compares values; none without a passed-win rule. out is g.outSet(), or nil to have it
// computed where needed.
func (g *Game) passedWins(winners claim.Seats, out *[tile.NumSeats]bool, passed *[tile.NumSeats]int) (claim.Seats, error) {
	var passes claim.Seats
	if g.table.PassedWins.Rule == variant.NoPassedWinRule {
		return 0, nil
	}
	t := g.latest.Kind()
	seats := g.others(g.discarder) &^ winners
	if g.table.PassedWins.Rule == variant.ShapeUntilDraw && g.shapesOnly && (g.phase == PhaseClaim || g.phase == PhaseRob) {
		// openWindow noted every seat whose shape waits may hold t (see hasShapeWait): a seat it did
		// not note holds an unusable tile or may not use t, and has no shape wait on it.
		seats &= g.windowHits
	}
	// openWindow found that the seats it marked pass-only cannot win on t (their winMemo says no, and
	// canWinNow answers from it).
	seats &^= g.passOnly
	for v := uint8(seats); v != 0; v &= v - 1 {
		s := bits.TrailingZeros8(v)
		seat := tile.SeatAt(s)
		st := &g.seats[s]
		if g.robClosed && !g.robShapeOK(seat) {
			continue // no win could rob this concealed kong: none was passed
		}
		if g.table.PassedWins.Rule == variant.ShapeUntilDraw {
			if st.h.Size() != 13 || !g.hasShapeWait(seat, &st.h, t) {
				continue
			}
		} else if !g.canWinNow(seat) {
			continue
		}
		passes = passes.With(seat)
		if g.table.PassedWins.Rule == variant.UntilDrawUnlessHigher {
			h, _ := st.h.With(t)
			if out == nil {
				o := g.outSet()
				out = &o
			}
			r, err := g.rules.Score(h, g.discardContext(seat, *out, true))
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
		if g.table.PassedWins.DeclaredPassBars && st.called {
			st.barred = true
		}
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
func (g *Game) commitRob(res claim.Resolution, ctxs [tile.NumSeats]score.WinContext, results [tile.NumSeats]score.Result) error {
	konger := g.discarder
	if g.robAside {
		if res.Kind() != claim.Win {
			g.completeSetAside(konger)
		} else {
			g.robSetAside(konger, res, &ctxs, &results)
		}
		return nil
	}
	if res.Kind() != claim.Win {
		if g.robClosed {
			g.completeConcealed(konger, g.latest.Kind(), false)
			return nil
		}
		g.completeAdded(konger, g.robMeld, g.latest, g.robKind)
		return nil
	}
	g.robClosed = false
	t := g.latest.Kind()
	g.seats[konger.Index()].remove(g.latest)
	g.seats[konger.Index()].h, _ = g.seats[konger.Index()].h.Without(t)
	g.kongs = append(g.kongs, variant.Kong{Seat: konger, Tile: t, Kind: g.robKind,
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
		st := &g.seats[s.Index()]
		if i == 0 {
			st.add(g.latest)
		} else {
			st.extra = g.latest
		}
		st.h, _ = st.h.With(t)
		g.addWin(ctxs[s.Index()], results[s.Index()], g.groups)
		g.event(Event{Kind: EventWin, Seat: s, Tile: g.latest, Source: src, Value: results[s.Index()].Value})
	}
}
