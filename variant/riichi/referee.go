package riichi

import (
	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// What the referee (package game) asks of riichi rules besides scoring: the table, claims, the
// declaration of riichi, the status of a win, the exhaustive draw and the progression of the game.

var (
	_ variant.Declarer  = (*Rules)(nil)
	_ variant.WinFacter = (*Rules)(nil)
	_ variant.Aborter   = (*Rules)(nil)

	_ variant.CallRestricter = (*Rules)(nil)
	_ variant.Liabler        = (*Rules)(nil)
)

// Liable implements [variant.Liabler] (docs/rules/riichi.md §10.5): a pon or daiminkan of the third
// dragon, with two dragon groups already declared, or of the fourth wind, with three wind groups
// declared, makes the discarder liable (pao); so does, with [Options.PaoSuukantsu], a daiminkan that
// is the claimant's fourth kan.
func (r *Rules) Liable(h hand.Hand, claimed tile.Tile) bool {
	dragons, winds, kans := 0, 0, 0
	daiminkan := false // a called kan of the claimed kind: this claim (four tiles cannot make two groups)
	for i := range h.NumMelds() {
		m := h.Meld(i)
		if k := m.Kind(); k != meld.Pung && k != meld.Kong {
			continue
		}
		if m.Kind() == meld.Kong {
			kans++
			daiminkan = daiminkan || m.Tile() == claimed && m.Origin() == meld.Claimed
		}
		switch t := m.Tile(); {
		case t.IsWind():
			winds++
		case t.IsHonor():
			dragons++
		}
	}
	switch {
	case r.opt.PaoSuukantsu == On && daiminkan && kans == hand.MaxMelds:
		return true
	case !claimed.IsHonor():
		return false
	case claimed.IsWind():
		return winds == 4
	}
	return dragons == 3
}

// AfterCall implements [variant.CallRestricter]: kuikae, as kuikaeForbidden says.
func (r *Rules) AfterCall(k meld.Kind, claimed, low tile.Tile) tile.Set {
	return r.opt.kuikaeForbidden(k, claimed, low)
}

// CanAbort implements [variant.Aborter]: kyuushu kyuuhai, nine or more terminal and honour kinds on the
// first turn with the first go-around unbroken, with [Options.AbortKyuushu] (docs/rules/riichi.md §11.3).
func (r *Rules) CanAbort(h hand.Hand) bool {
	return r.opt.enabled(nineKinds) && nineTerminals(h.Concealed())
}

// AbortAfterDiscard implements [variant.Aborter] (docs/rules/riichi.md §11.4): suufon renda (the four
// first discards the same wind, no call), suucha riichi (a fourth riichi stands) and suukaikan (the
// discard after a fourth kan made by more than one player passes), each with its option.
func (r *Rules) AbortAfterDiscard(f variant.AbortFacts) bool {
	o := &r.opt // resolved: read the toggles directly (the referee asks after every discard)
	if o.AbortSuufon == On && fourWinds(f.FirstDiscards) {
		return true
	}
	if o.AbortSuucha == On && f.Declared == tile.NumSeats {
		return true
	}
	if o.AbortSuukaikan != On || !f.AfterKong {
		return false
	}
	total, seats := 0, 0
	for _, k := range f.Kongs {
		total += k
		if k > 0 {
			seats++
		}
	}
	return total == wall.MaxReplacements && seats > 1
}

// AbortRons implements [variant.Aborter]: sanchahou, three rons on one discard or robbing one kan,
// where enabled allows it (docs/rules/riichi.md §4.7, docs/rules/riichi.md §11.4).
func (r *Rules) AbortRons(n int) bool { return n == 3 && r.opt.enabled(tripleRon) }

// table returns the table the referee plays riichi hands with (docs/rules/riichi.md §2 to
// docs/rules/riichi.md §6): the riichi wall with its 14-tile dead wall and indicators, kongs turning
// indicators as [Options.KanDoraImmediate] says (none with [Options.KanDora] off), chi from the previous player, several rons unless
// [Options.MultipleRon] is HeadBump, added kongs robbable (closed kans too by kokushi musou with
// [Options.KokushiRobsAnkan]), riichi declared with a discard (its stick on
// the table once the discard passes), furiten (a passed winning tile until the player's own next draw
// or discard, a wait among the player's own discards, and for good once in riichi), ura indicators for
// a riichi winner, and wins judged with their facts (a yaku may depend on the seat wind).
func (r *Rules) table() variant.Table {
	o := r.opt
	t := variant.Table{
		Wall: wallSpec(), Shapes: winShapes, Words: variant.RiichiWords,
		Claims: variant.ClaimRules{Chow: true, MaxWinners: 1, RobAddedKong: true},
		PassedWins: variant.PassedWinRules{Rule: variant.ShapeUntilDraw, DiscardFuriten: true,
			DeclaredPassBars: true},
		Declarations: variant.DeclarationRules{OriginalCall: true, Deposit: stickValue,
			HiddenIndicators: o.UraDora == On},
		Scoring: variant.ScoringRules{WinNeedsFacts: true, CountersToEachWinner: o.HonbaToEachWinner == On,
			WinFlags: knownFlags, StartingScore: o.StartPoints, KongIndicator: variant.IndicatorConcealedAtOnce},
	}
	for i, n := range o.RedFives.Counts() {
		t.Scoring.RedFives[i] = uint8(n) // Validate bounds each count to 0..4
	}
	switch {
	case o.KanDora == Off:
		t.Scoring.KongIndicator = variant.NoKongIndicator
	case o.KanDoraImmediate == On:
		t.Scoring.KongIndicator = variant.IndicatorAtOnce
	}
	if o.KokushiRobsAnkan == On {
		t.Claims.RobConcealedKong = hand.ThirteenOrphans
	}
	if o.seats() == 3 {
		sanmaTable(&t, o)
	}
	return t
}

// claims returns the claim policy: chi, pon and kan as usual, only ron on the last discard
// (docs/rules/riichi.md §2.5), several winners unless HeadBump (at most the two nearest under DoubleOnly
// without sanchahou, as ronWinners says), and no win after a passed winning tile
// or with furiten (the referee reports both as a passed win).
func (r *Rules) claims() claim.Policy {
	b := claim.Basic{Shapes: winShapes, Multiple: r.opt.MultipleRon != HeadBump, BarPassed: true,
		OnLast: claim.KindsOf(claim.Win)}
	if r.opt.MultipleRon == DoubleOnly && !r.opt.enabled(tripleRon) {
		b.MaxWins = 2 // a third ron neither wins nor aborts: the two nearest win (docs/rules/riichi.md §10.7)
	}
	if r.opt.seats() == 3 {
		b.Forbid = claim.KindsOf(claim.Chow) // no chi with three players (docs/rules/riichi.md §17.3)
	}
	return policy{b}
}

// policy is riichi's claim policy: [claim.Basic] that also lists its winning kinds at once, and
// promises the referee no win outside the table's shapes (a fast path of the referee), so that a seat's
// waits are computed once per hand change rather than asked about on every discard.
type policy struct{ claim.Basic }

// Waits returns the kinds t for which CanWin(h, t, f) is true: the shape waits of h within f.Usable,
// no kind already held four times, none after a passed win.
func (p policy) Waits(h hand.Hand, f claim.Facts) tile.Set {
	if f.PassedWin {
		return 0
	}
	w, err := h.Waits(hand.Options{Shapes: winShapes, Kinds: f.Usable, ExcludeHeld: true})
	if err != nil {
		return 0 // a hand of another size than 13 waits on nothing
	}
	return w
}

// ShapesOnly reports true: riichi accepts no win outside its table's Shapes.
func (policy) ShapesOnly() bool { return true }

// Declarations implements [variant.Declarer]: the discards riichi may be declared with from h, as
// checkRiichi says, with the player's points and the live tiles left (the player is not in
// riichi yet: the referee does not ask then).
func (r *Rules) Declarations(h hand.Hand, f variant.DeclareFacts) tile.Set {
	o := &r.opt // resolved
	switch {
	case h.Size() != 14 || !h.IsConcealed():
		return 0
	case o.RiichiMinPoints != noMinimum && f.Score < o.RiichiMinPoints:
		return 0
	case o.RiichiMinLiveTiles != noMinimum && f.Live < o.RiichiMinLiveTiles:
		return 0
	case h.FarFromReady(hand.Options{Shapes: winShapes}):
		return 0 // no discard leaves the hand with a wait in any shape
	}
	return o.riichiDiscards(h)
}

// LockedKong implements [variant.Declarer]: a closed kan after riichi, as riichiAnkanAllowed
// says.
func (r *Rules) LockedKong(h hand.Hand, drawn tile.Tile) bool {
	return r.opt.riichiAnkanAllowed(h, drawn)
}

// WinFacts implements [variant.WinFacter]: the riichi facts of a win from what the referee knows
// about the winner: riichi or double riichi, ippatsu (with [Options.Ippatsu]), and chiihou or renhou
// for a non-dealer's win on the first turn with no call made.
func (r *Rules) WinFacts(w score.WinContext, f variant.SeatFacts) score.WinContext {
	switch {
	case f.DeclaredFirst:
		w.Declaration.Kind = score.DeclaredFirst
	case f.Declared:
		w.Declaration.Kind = score.Declared
	}
	w.Declaration.Uninterrupted = f.Declared && f.Uninterrupted && r.opt.Ippatsu == On
	// A kita breaks the first go-around: a ron on it is no first-turn win (docs/rules/riichi.md §17.4).
	if f.FirstTurn && w.Winner != w.Dealer && w.Flags == 0 && !w.KitaRon {
		w.FirstDraw = w.Source == score.Wall
		w.BeforeFirstDraw = w.Source == score.Discard
	}
	return w
}

// settle returns the payments of an exhaustive draw (docs/rules/riichi.md §11): nagashi mangan when a
// river qualifies and [Options.NagashiMangan] is on, otherwise the noten payments. Other hands settle
// nothing: their wins were paid as they happened.
func (r *Rules) settle(s variant.Summary) (score.Ledger, error) {
	if !s.Exhausted || len(s.Wins) > 0 {
		return nil, nil
	}
	return r.opt.exhaustiveLedger(r.exhaustive(s))
}

// exhaustive returns the facts of an exhaustive draw read from the hand's summary: who is tenpai (a
// player in riichi always is) and whose river qualifies for nagashi mangan.
func (r *Rules) exhaustive(s variant.Summary) exhaustiveDraw {
	d := exhaustiveDraw{Dealer: s.Dealer}
	for i, h := range s.Hands {
		d.Tenpai[i] = s.Declared[i] || h.Size() == 13 && r.opt.tenpai(h)
		d.Nagashi[i] = nagashiRiver(s.Discards[i], s.Taken[i])
	}
	return d
}

// advance returns the session state after the hand s (docs/rules/riichi.md §12): cur holds the totals
// after the hand ([variant.Session.Scores]), the honba of the hand (Counters) and the sticks left on
// the table (Deposits); the hand within the round is cur.Game (1 to 4), dealt by the seat cur.Game−1
// places after the game's first dealer, and the round cur.Round.
func (r *Rules) advance(cur variant.Session, s variant.Summary) (variant.Session, bool) {
	n := r.opt.seats()
	hand := max(cur.Game-1, 0) % n
	first := seatAfter(cur.Dealer, -hand, n)
	if first == tile.NoSeat {
		first = tile.SeatEast // a dealer not at the table: the session refuses it
	}
	st := standing{round: cur.Round, hand: hand, honba: cur.Counters, sticks: cur.Deposits, n: n}
	for i := range n {
		st.points[i] = cur.Scores[seatAfter(first, i, n).Index()]
	}
	var e handEnd
	switch {
	case len(s.Wins) > 0:
		e.ending = endWin
		for _, w := range s.Wins {
			e.dealerKeeps = e.dealerKeeps || w.Context.Winner == s.Dealer
		}
	case s.Exhausted:
		e.ending = endExhaustive
		_, e.dealerKeeps, _ = r.opt.settleExhaustive(r.exhaustive(s))
	default:
		e.ending = endAbortive
	}
	nx := r.opt.next(st, e)
	next := cur
	next.Hands++
	next.Dealer = seatAfter(first, nx.hand, n)
	next.Round, next.Game, next.Prevailing = nx.round, nx.hand+1, nx.roundWind()
	next.Counters, next.Deposits = nx.honba, nx.sticks
	return next, nx.over
}

// wallSpec returns the riichi wall (docs/rules/riichi.md §2, docs/rules/riichi.md §3): 136 tiles
// without bonus tiles in walls of 17 stacks, a [wall.FixedDeadWall] of 14 tiles, and a deal in which
// each seat in turn order from the dealer takes one tile, 48+k, after the three rounds of four, and the
// dealer also takes tile 52 (the dealer's first draw, dealt with the hand).
func wallSpec() wall.Spec {
	return wall.Spec{Kinds: tile.PlayingKinds, Sides: [4]uint8{17, 17, 17, 17}, DeadWall: wall.FixedDeadWall,
		Deal: wall.DealDealerLast}
}
