package sichuan

import (
	"encoding/json"
	"fmt"
	"math/bits"
	"strconv"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// variantName is the name the variant registers under.
const variantName = "sichuan"

// winShapes are the winning shapes of the table: four groups and a pair, or seven pairs in which four
// identical tiles may count as two pairs.
const winShapes = hand.Standard | hand.SevenPairsQuads

func init() { variant.Register(&Rules{opt: Options{}.normalized()}) }

var (
	_ variant.Rules        = (*Rules)(nil)
	_ variant.Exchanger    = (*Rules)(nil)
	_ variant.Configurable = (*Rules)(nil)
	_ claim.Policy         = policy{}
)

// Rules are the Sichuan Blood Battle rules with a set of [Options]. Build them with [New]; the zero
// Rules is not usable. Rules are immutable and safe for concurrent use.
type Rules struct {
	opt Options // normalized: every default filled in
}

// New returns the rules with options o, or an error wrapping [variant.ErrOptions] if o fails
// [Options.Validate]: invalid options are never replaced by defaults. A zero field means the default of
// the docs/rules/sichuan.md §13 table.
func New(o Options) (*Rules, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return &Rules{opt: o.normalized()}, nil
}

// Options returns the options in force, with every default filled in (FanCap 3 rather than 0, and so
// on).
func (r *Rules) Options() Options { return r.opt }

// OptionsJSON implements [variant.Configurable]: the rules' options in JSON.
func (r *Rules) OptionsJSON() ([]byte, error) { return json.Marshal(r.opt) }

// WithOptionsJSON implements [variant.Configurable]: Sichuan rules built from options in JSON. Unknown
// fields and options that fail [Options.Validate] are errors wrapping [variant.ErrOptions].
func (r *Rules) WithOptionsJSON(b []byte) (variant.Rules, error) {
	return variantopt.FromJSON(b, func(o Options) variant.Rules { return &Rules{opt: o.normalized()} })
}

// Name returns "sichuan".
func (r *Rules) Name() string { return variantName }

// maxBase returns the largest base, 2^FanCap.
func (r *Rules) maxBase() int { return 1 << r.opt.FanCap }

// base returns the base for fan Fan: 1 at 0 Fan, otherwise 2^min(fan, FanCap).
func (r *Rules) base(fan int) int {
	if fan <= 0 {
		return 1
	}
	return 1 << min(fan, r.opt.FanCap)
}

// Table returns the table data: the 108-tile wall, the shapes Standard and SevenPairsQuads, no chows,
// several winners on one tile, three winners ending the hand, an exchange of three, a missing suit,
// pungs allowed on the discards after the last tile, the passed-win rule, robbable added kongs and a
// starting score of 0.
func (r *Rules) Table() variant.Table {
	return variant.Table{
		Wall:   wallSpec(),
		Shapes: winShapes,
		BeforePlay: variant.BeforePlayRules{
			Exchange:                3,
			MissingSuit:             true,
			MustDiscardMissingFirst: r.opt.MustDiscardMissingFirst,
		},
		Claims:     variant.ClaimRules{Chow: false, MaxWinners: 3, LastDiscardPung: true, RobAddedKong: true},
		PassedWins: variant.PassedWinRules{Rule: r.opt.PassedWin},
		Scoring:    variant.ScoringRules{WinFlags: knownFlags, StartingScore: 0},
	}
}

// usableKinds returns the kinds a player with missing suit m may hold in a win: the suit tiles of the two
// other suits. It returns the empty set unless m is Characters, Circles or Bamboo.
func usableKinds(m tile.Suit) tile.Set {
	if !validMissing(m) {
		return 0
	}
	return tile.SuitedKinds &^ m.Kinds()
}

func validMissing(m tile.Suit) bool {
	return m == tile.Characters || m == tile.Circles || m == tile.Bamboo
}

// validateMissingSuit returns an error wrapping errMissingSuit unless m may be chosen as a missing
// suit (Characters, Circles or Bamboo, held or not). The referee rejects a second choice itself.
func (r *Rules) validateMissingSuit(m tile.Suit) error {
	if !validMissing(m) {
		return fmt.Errorf("%w: %v", errMissingSuit, m)
	}
	return nil
}

// checkDiscard returns an error wrapping errDiscard if a player holding h with missing suit m may not
// discard t: t is not among the standing tiles, or MustDiscardMissingFirst is set and the player holds
// a tile of the missing suit while t is not one.
func (r *Rules) checkDiscard(h hand.Hand, m tile.Suit, t tile.Tile) error {
	c := h.Concealed()
	if !t.IsValid() || c.Count(t) == 0 {
		return fmt.Errorf("%w: %v not held", errDiscard, t)
	}
	if r.opt.MustDiscardMissingFirst && validMissing(m) && t.Suit() != m && c.Kinds()&m.Kinds() != 0 {
		return fmt.Errorf("%w: %v while holding tiles of the missing suit %v", errDiscard, t, m)
	}
	return nil
}

// CanWin reports whether h (with the winning tile) is a legal win for a player whose missing suit is
// w.MissingSuit: four groups and a pair or seven pairs, and no tile of the missing suit anywhere. It
// is false when w.MissingSuit is not a suit. It ignores the passed-win rule and the other facts.
func (r *Rules) CanWin(h hand.Hand, w score.WinContext) bool {
	u := usableKinds(w.MissingSuit)
	return u != 0 && h.Bonus() == 0 && h.IsWin(hand.Options{Shapes: winShapes, Kinds: u})
}

// Claims returns the claim policy: no chows; on a discard after the last tile (Facts.LastDiscard)
// only a win or a pung; wins in the shapes of the table (Standard and SevenPairsQuads) with only the kinds of Facts.Usable (which the
// referee sets to the suit tiles outside the claimant's missing suit; zero is taken as every suit tile); the
// passed-win rule of the options; several winners on one tile. Under UntilDrawUnlessHigher,
// Facts.PassedValue must be the highest [Rules.ClaimValue] the claimant declined since their last draw.
func (r *Rules) Claims() claim.Policy { return policy{r} }

type policy struct{ r *Rules }

// Allow implements [claim.Policy].
func (p policy) Allow(c claim.Claim, _ hand.Hand, f claim.Facts) error {
	switch {
	case c.Kind == claim.Chow:
		return &claim.Error{Claim: c, Err: claim.ErrNotAllowed, Rule: "sichuan has no chow claims"}
	case f.LastDiscard && c.Kind != claim.Win && c.Kind != claim.Pung:
		return &claim.Error{Claim: c, Err: claim.ErrNotAllowed, Rule: "after the last tile a discard may only be won on or punged"}
	case f.Usable != 0 && !f.Usable.Has(c.Tile.Kind()):
		return &claim.Error{Claim: c, Err: claim.ErrNotAllowed, Rule: "the tile is of the claimant's missing suit"}
	}
	return nil
}

// CanWin implements [claim.Policy].
func (p policy) CanWin(h hand.Hand, t tile.Tile, f claim.Facts) bool {
	// A winning shape is necessary: test it cheaply before scoring the win.
	u := f.Usable & tile.SuitedKinds
	if f.Usable == 0 {
		u = tile.SuitedKinds
	}
	if !u.Has(t) {
		return false
	}
	c := h.Concealed()
	for v := uint64(tile.PlayingKinds &^ u); v != 0; v &= v - 1 {
		if c[bits.TrailingZeros64(v)] != 0 {
			return false // a tile of the missing suit
		}
	}
	if w, err := h.With(t); err != nil || !w.IsWin(hand.Options{Shapes: winShapes, Kinds: u}) {
		return false
	}
	v := p.r.ClaimValue(h, t, f)
	if v == 0 {
		return false
	}
	switch p.r.opt.PassedWin {
	case variant.NoPassedWinRule:
		return true
	case variant.UntilDraw, variant.ShapeUntilDraw: // Options.Validate refuses ShapeUntilDraw
		return !f.PassedWin
	case variant.UntilDrawUnlessHigher, variant.PassedWinDefault:
		return !f.PassedWin || v > f.PassedValue
	}
	return !f.PassedWin
}

// Waits returns the kinds t for which [policy.CanWin] of h, t and f is true, computed from the shape
// waits of h: a fast path the referee uses (see the game package).
func (p policy) Waits(h hand.Hand, f claim.Facts) tile.Set {
	u := f.Usable & tile.SuitedKinds
	if f.Usable == 0 {
		u = tile.SuitedKinds
	}
	shape, err := h.Waits(hand.Options{Shapes: winShapes, Kinds: u})
	if err != nil {
		return 0 // a hand of another size than 13 waits on nothing
	}
	var w tile.Set
	for v := uint64(shape); v != 0; v &= v - 1 {
		if t := tile.Tile(bits.TrailingZeros64(v)); p.CanWin(h, t, f) {
			w = w.With(t)
		}
	}
	return w
}

// ShapesOnly reports true: every Sichuan win, on a discard, a robbed kong or a self-draw, is a hand of
// the table's shapes with only the claimant's usable kinds, so the referee
// may skip asking about tiles outside a hand's shape waits.
func (p policy) ShapesOnly() bool { return true }

// MultipleWinners implements [claim.Policy]; it is true.
func (p policy) MultipleWinners() bool { return true }

// ClaimValue returns the capped base (situation Fan included) of a win on tile t by a player holding
// the 13-tile hand h in the situation f, or 0 if t does not complete a legal win with the kinds of
// f.Usable. Robbing gives Robbing the kong, AfterKong (without Robbing) Win on the discard after a
// kong, LastDiscard Last tile. It ignores the passed-win rule: this is the value the rule compares, and
// the value the referee records as Facts.PassedValue when the player declines the win.
func (r *Rules) ClaimValue(h hand.Hand, t tile.Tile, f claim.Facts) int {
	u := f.Usable & tile.SuitedKinds
	if f.Usable == 0 {
		u = tile.SuitedKinds
	}
	w, err := h.With(t)
	if err != nil || w.Bonus() != 0 {
		return 0
	}
	var s situation
	switch {
	case f.Robbing:
		s.robbing = true
	case f.AfterKong:
		s.afterKongDiscard = true
	}
	s.lastTile = f.LastDiscard && !f.Robbing
	ev, ok := r.evaluate(w, t, u, s)
	if !ok {
		return 0
	}
	return r.base(ev.fan)
}

// value returns the base of the win h with facts w (the [score.Result] Value of [Rules.Score]) without
// building the breakdown and the payments. Errors are those of Score.
func (r *Rules) value(h hand.Hand, w score.WinContext) (int, error) {
	ev, err := r.check(h, w)
	if err != nil {
		return 0, err
	}
	return r.base(ev.fan), nil
}

// Score scores the win h (which includes the winning tile) with facts w, and lists its payments
// (docs/rules/sichuan.md §9): on a discard the discarder (w.Supplier) pays the base; on a robbed kong
// the konger (w.Supplier) pays the base; on a self-draw (Source Wall or Replacement) every other player
// not marked in w.Out pays base + 1, except that with [DiscarderPays] a win on the replacement after a
// kong claimed from a discard (flag score.ExposedKongReplacement, Supplier the player whose discard was
// konged) is paid by that player alone, base without the +1. Kong money is settled by [Rules.Settle].
//
// The breakdown comes from the best reading (docs/rules/sichuan.md §7). Errors wrap [score.ErrNotWin]
// when h is not a legal win (wrong size, a tile of the missing suit, no winning shape) and
// [score.ErrContext] when the facts contradict each other or the hand: an invalid source, winner or
// missing suit; a winner marked out or more than two players out; a winning tile not among the standing
// tiles; a discard or robbed kong without a valid supplier still in, or a supplier set on a self-draw
// that is not an ExposedKongReplacement (see [score.WinContext.Validate], which also requires the
// dealer); a robbed tile the winner holds more copies of; a replacement win without a kong; flags of
// other variants, AfterKongDiscard without a discard, ExposedKongReplacement without a replacement after
// an exposed kong, or LastTile with a robbed kong.
func (r *Rules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	ev, err := r.check(h, w)
	if err != nil {
		return score.Result{}, err
	}
	res := r.result(h, ev)
	base := res.Value
	winner, supplier := w.Winner, w.Supplier
	pay := &payer{l: &res.Payments}
	// The explanation: the fan to the base, then the payments (docs/rules/sichuan.md §6).
	var buf [160]byte
	b := append(r.appendFanStep(buf[:0], res.Fan), '\n')
	switch w.Source {
	case score.Discard:
		pay.pay(supplier, winner, base, reasonDiscard)
		b = append(append(append(b, "on "...), supplier.String()...), "'s discard: "...)
	case score.RobbedKong:
		pay.pay(supplier, winner, base, reasonRobbing)
		b = append(append(append(b, "robbing "...), supplier.String()...), "'s kong: "...)
	case score.Wall, score.Replacement:
		if w.Flags&score.ExposedKongReplacement != 0 && r.opt.ExposedKongDrawWin == DiscarderPays {
			pay.pay(supplier, winner, base, reasonExposedKongWin)
			b = append(append(append(b, "self-draw after a kong of "...), supplier.String()...), "'s discard: "...)
			break
		}
		b = append(b, "self-draw: each player still in ("...)
		sep := ""
		for s := range tile.Seats() {
			if s != winner && !w.Out[s.Index()] {
				pay.pay(s, winner, base+1, reasonSelfDraw)
				b = append(append(b, sep...), s.String()...)
				sep = ", "
			}
		}
		b = append(b, ") pays the base "...)
		b = strconv.AppendInt(b, int64(base), 10)
		b = append(b, " + 1 = "...)
		b = strconv.AppendInt(b, int64(base+1), 10)
	case score.SourceNone:
	}
	if !winfacts.SelfDrawn(w.Source) || w.Flags&score.ExposedKongReplacement != 0 && r.opt.ExposedKongDrawWin == DiscarderPays {
		b = append(append(b, supplier.String()...), " pays the base "...)
		b = strconv.AppendInt(b, int64(base), 10)
	}
	res.Explanation = string(b)
	if pay.err != nil {
		return score.Result{}, pay.err
	}
	return res, nil
}

// foreignFlags are the flags of other variants; a Sichuan win never has them.
const foreignFlags = score.LastDiscard | score.OriginalCall | score.HeavensBlessing | score.EarthsBlessing | score.KongUponKong

const knownFlags = score.LastTile | score.AfterKongDiscard | score.ExposedKongReplacement

// check validates the facts against the hand and evaluates the best reading.
func (r *Rules) check(h hand.Hand, w score.WinContext) (evaluation, error) {
	ctx := func(format string, a ...any) (evaluation, error) {
		return evaluation{}, fmt.Errorf("%w: "+format, append([]any{score.ErrContext}, a...)...)
	}
	if err := w.Validate(); err != nil {
		return evaluation{}, err
	}
	nOut := 0
	for _, o := range w.Out {
		if o {
			nOut++
		}
	}
	if nOut > 2 {
		return ctx("%d players out before a win (the third win ends the hand)", nOut)
	}
	if !validMissing(w.MissingSuit) {
		return ctx("missing suit %v", w.MissingSuit)
	}
	if h.All().Kinds()&^tile.SuitedKinds != 0 || h.Bonus() != 0 {
		return evaluation{}, fmt.Errorf("%w: sichuan: %s: Sichuan has no honours or bonus tiles, only the three suits",
			score.ErrNotWin, h)
	}
	if h.Size() == 13 {
		return evaluation{}, fmt.Errorf("%w: sichuan: %s has 13 tiles: the winning tile is missing (a hand to score includes it)",
			score.ErrNotWin, h)
	}
	if w.Winning.IsPlaying() && !w.Winning.IsSuited() {
		return ctx("winning tile %v: Sichuan has no honours", w.Winning)
	}
	if !w.Winning.IsSuited() || h.Concealed().Count(w.Winning) == 0 {
		return ctx("winning tile %v is not among the standing tiles", w.Winning)
	}
	if winfacts.HasTableFacts(&w) {
		return ctx("indicators, counters, deposits or a status are not sichuan facts")
	}
	if w.Flags&foreignFlags != 0 || w.Flags&^(knownFlags|foreignFlags) != 0 {
		return ctx("flags %v are not sichuan facts", w.Flags&^knownFlags)
	}
	if w.Flags&score.AfterKongDiscard != 0 && w.Source != score.Discard {
		return ctx("win on the discard after a kong with source %v", w.Source)
	}
	if w.Flags&score.LastTile != 0 && w.Source == score.RobbedKong {
		return ctx("last tile with a robbed kong (no kong with an empty wall)")
	}
	if w.Flags&score.ExposedKongReplacement != 0 {
		if w.Source != score.Replacement {
			return ctx("exposed-kong replacement with source %v", w.Source)
		}
		if !hasMeld(h, meld.Kong, meld.Claimed) {
			return ctx("exposed-kong replacement without an exposed kong")
		}
	}
	if w.Source == score.Replacement && !hasMeld(h, meld.Kong, 0xff) {
		return ctx("replacement win without a kong")
	}
	if w.Source == score.RobbedKong && h.All().Count(w.Winning) != 1 {
		return ctx("robbed tile %v: the konger holds the other three", w.Winning)
	}
	if h.Size() != 14 || h.Bonus() != 0 {
		return evaluation{}, fmt.Errorf("%w: %s is not a complete sichuan hand", score.ErrNotWin, h)
	}
	u := usableKinds(w.MissingSuit)
	if h.All().Kinds()&^u != 0 {
		return evaluation{}, fmt.Errorf("%w: %s holds tiles of the missing suit %v", score.ErrNotWin, h, w.MissingSuit)
	}
	s := situation{
		replacement:      w.Source == score.Replacement,
		afterKongDiscard: w.Flags&score.AfterKongDiscard != 0,
		robbing:          w.Source == score.RobbedKong,
		lastTile:         w.Flags&score.LastTile != 0,
	}
	ev, ok := r.evaluate(h, w.Winning, u, s)
	if !ok {
		return evaluation{}, fmt.Errorf("%w: %s", score.ErrNotWin, h)
	}
	return ev, nil
}

// hasMeld reports whether h declares a meld of kind k and origin o (any origin for 0xff).
func hasMeld(h hand.Hand, k meld.Kind, o meld.Origin) bool {
	for i := range h.NumMelds() {
		m := h.Meld(i)
		if m.Kind() == k && (o == 0xff || m.Origin() == o) {
			return true
		}
	}
	return false
}

// wallSpec returns the Sichuan wall (docs/rules/sichuan.md §2): 108 suit tiles in walls of 14, 13, 14
// and 13 stacks before East, South, West and North; no dead wall (replacements come from the far end of
// the live wall); the dealer's 14th tile is dealt after the others' 13th.
func wallSpec() wall.Spec {
	return wall.Spec{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, DeadWall: wall.NoDeadWall,
		Deal: wall.DealDealerLast}
}
