package classic

import (
	"encoding/json"
	"math/bits"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// variantName is the name the classic rules register under.
const variantName = "classic"

// Rules are the classic rules with a set of [Options]. Build them with [New]; the zero Rules value is
// not usable. Rules are immutable and safe for concurrent use.
type Rules struct {
	opt  Options // as given (for Options)
	o    Options // normalized: every zero numeric field replaced by its default
	pol  policy
	tabl variant.Table
}

var (
	_ variant.Rules        = (*Rules)(nil)
	_ variant.Configurable = (*Rules)(nil)
)

func init() { variant.Register(build(Options{})) }

// New returns the classic rules with options o, or an error wrapping [variant.ErrOptions] if o fails
// [Options.Validate]: invalid options are never replaced by defaults. A zero field means its default
// (docs/rules/classic.md §11).
func New(o Options) (*Rules, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return build(o), nil
}

// build returns the rules with the valid options o.
func build(o Options) *Rules {
	n := o.Resolved()
	r := &Rules{opt: o, o: n}
	r.pol = policy{
		Basic: claim.Basic{MaxChows: n.MaxChows, Multiple: n.MultipleWinners == WinnersAll},
		r:     r,
	}
	r.tabl = variant.Table{
		Wall:   wallSpec(!n.NoBonusTiles),
		Shapes: hand.Standard | hand.ThirteenOrphans,
		Claims: variant.ClaimRules{
			Chow:         true,
			MaxWinners:   1,
			RobAddedKong: true,
			// docs/rules/classic.md §6.1: an added kong only with the tile taken earlier in the same turn.
			AddedKongDrawnOnly: true,
		},
		PassedWins:   variant.PassedWinRules{Rule: variant.NoPassedWinRule},
		Declarations: variant.DeclarationRules{OriginalCall: true},
		Scoring:      variant.ScoringRules{StartingScore: n.StartingPoints, WinFlags: classicFlags},
	}
	return r
}

// Options returns the options the rules were built with, as given to [New]; [Options.Resolved] fills in
// the defaults.
func (r *Rules) Options() Options { return r.opt }

// OptionsJSON implements [variant.Configurable]: the rules' options in JSON.
func (r *Rules) OptionsJSON() ([]byte, error) { return json.Marshal(r.opt) }

// WithOptionsJSON implements [variant.Configurable]: classic rules built from options in JSON. Unknown
// fields and options that fail [Options.Validate] are errors wrapping [variant.ErrOptions].
func (r *Rules) WithOptionsJSON(b []byte) (variant.Rules, error) {
	return variantopt.FromJSON(b, func(o Options) variant.Rules { return build(o) })
}

// Name implements [variant.Rules]; it returns "classic".
func (r *Rules) Name() string { return variantName }

// Table implements [variant.Rules]: the classic wall (144 tiles, or 136 without bonus tiles, with a
// Kong Box), chows from the previous player, MaxChows, one winner unless MultipleWinners is all,
// Original Call, robbing an added kong, and the starting points.
func (r *Rules) Table() variant.Table { return r.tabl }

// CanWin implements [variant.Rules]: h is a winning shape (the standard shape within MaxChows, or a
// special pattern of docs/rules/classic.md §8.9) and the facts w neither contradict each other nor the
// hand, so [Rules.Score] would score it.
func (r *Rules) CanWin(h hand.Hand, w score.WinContext) bool {
	return r.check(h, w) == nil && r.isWin(h)
}

// Claims implements [variant.Rules]: [claim.Basic] with MaxChows and MultipleWinners, whose CanWin
// accepts the classic winning shapes.
func (r *Rules) Claims() claim.Policy { return r.pol }

// Settle implements [variant.Rules]: classic has no payments besides the wins' own, so it returns an
// empty ledger, or an error wrapping [score.ErrContext] for kong records that cannot come from a
// legal hand (an unset konger or supplier, a StillIn that leaves out players still in, a Shot list
// out of turn order, turns out of sequence, ...).
func (r *Rules) Settle(s variant.Summary) (score.Ledger, error) {
	if err := summary.ValidateKongs(&s); err != nil {
		return nil, err
	}
	return score.Ledger{}, nil
}

// policy is the classic claim policy.
type policy struct {
	claim.Basic
	r *Rules
}

// CanWin reports whether t completes a classic win for h, with every tile in f.Usable when it is set.
func (p policy) CanWin(h hand.Hand, t tile.Tile, f claim.Facts) bool {
	if p.BarPassed && f.PassedWin {
		return false
	}
	w, err := h.With(t)
	if err != nil {
		return false
	}
	if f.Usable != 0 && w.All().Kinds()&^f.Usable != 0 {
		return false
	}
	return p.r.isWin(w)
}

// Waits returns the kinds t for which [policy.CanWin] of h, t and f is true, computed at once: the
// standard waits of h (within MaxChows) and, for a hand without melds whose tiles allow a special
// pattern, the kinds completing one.
func (p policy) Waits(h hand.Hand, f claim.Facts) tile.Set {
	if p.BarPassed && f.PassedWin || h.Size() != 13 {
		return 0
	}
	if f.Usable != 0 && h.All().Kinds()&^f.Usable != 0 {
		return 0
	}
	w, err := h.Waits(hand.Options{Shapes: hand.Standard, ExcludeHeld: true})
	if err != nil {
		return 0 // unreachable: the size is 13
	}
	if p.r.o.MaxChows != 0 {
		for v := w; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			if hw, err := h.With(t); err != nil || !p.r.standard(hw) {
				w &^= tile.Set(1) << t
			}
		}
	}
	if h.NumMelds() == 0 {
		c := h.Concealed()
		tt := totalsOf(&c)
		// The totals with one more tile depend only on its group: honours, or the terminals or the
		// ranks 2 to 8 of a suit.
		var cand tile.Set
		if tt.add(tile.East).mayBeSpecial() {
			cand |= tile.HonorKinds
		}
		for s := range 3 {
			if tt.add(suitTile(s, 1)).mayBeSpecial() {
				cand = cand.With(suitTile(s, 1)).With(suitTile(s, 9))
			}
			if tt.add(suitTile(s, 2)).mayBeSpecial() {
				for r := 2; r <= 8; r++ {
					cand = cand.With(suitTile(s, r))
				}
			}
		}
		for v := cand &^ w; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			if hw, err := h.With(t); err == nil {
				c := hw.Concealed()
				if tt.add(t).special(hw, &c) {
					w = w.With(t)
				}
			}
		}
	}
	if f.Usable != 0 {
		w &= f.Usable
	}
	return w
}

// Advance implements [variant.Rules] with the rules between games (docs/rules/classic.md §10). The next
// dealer is the winner; after a washout the dealer keeps the deal; with several winners a dealer among
// them keeps the deal, otherwise the winner nearest after the discarder deals. Games are numbered from 1
// in each wind round, washouts included; games 1-4 are always played, and from game 5 on the round ends
// after the first game the dealer loses (with WindRounds literal, the South, West and North rounds end
// after game 4). The match is over after Rounds rounds.
//
// cur is the session state the finished hand was played with; a zero Game counts as 1 and a
// Prevailing of tile.None as East.
func (r *Rules) Advance(cur variant.Session, s variant.Summary) (variant.Session, bool) {
	dealer := s.Dealer
	if !dealer.IsValid() {
		dealer = cur.Dealer
	}
	game := max(cur.Game, 1)
	prev := cur.Prevailing
	if !prev.IsWind() {
		prev = tile.East
	}
	next := variant.Session{Hands: cur.Hands + 1, Dealer: dealer, Prevailing: prev, Game: game + 1, Round: cur.Round}

	lost := false
	if len(s.Wins) > 0 {
		kept := false
		best, bestDist := tile.NoSeat, 5
		for _, w := range s.Wins {
			win := w.Context.Winner
			if win == dealer {
				kept = true
			}
			d := 0
			if w.Context.Supplier.IsValid() && !winfacts.SelfDrawn(w.Context.Source) {
				d = w.Context.Supplier.Distance(win)
			}
			if win.IsValid() && d < bestDist {
				best, bestDist = win, d
			}
		}
		if !kept && best.IsValid() {
			next.Dealer = best
			lost = true
		}
	}

	roundOver := game >= 5 && lost
	if r.o.WindRounds == WindRoundsLiteral && prev != tile.East && game >= 4 {
		roundOver = true
	}
	if roundOver {
		next.Round++
		next.Game = 1
		next.Prevailing = tile.East + (prev-tile.East+1)%4
	}
	return next, next.Round >= r.o.Rounds
}

// wallSpec returns the classic wall (docs/rules/classic.md §2): 144 tiles in walls of 18 stacks a
// side, or 136 tiles in walls of 17 stacks without bonus tiles; a Kong Box made from the dealer's dice;
// the dealer takes two tiles at the end of the deal.
func wallSpec(bonus bool) wall.Spec {
	if !bonus {
		return wall.Spec{Kinds: tile.PlayingKinds, Sides: [4]uint8{17, 17, 17, 17}, DeadWall: wall.DiceKongBox,
			Deal: wall.DealDealerPair}
	}
	return wall.Spec{Kinds: tile.AllKinds, Sides: [4]uint8{18, 18, 18, 18}, DeadWall: wall.DiceKongBox,
		Deal: wall.DealDealerPair}
}
