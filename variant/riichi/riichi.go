package riichi

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Name is the name the variant registers under.
const Name = "riichi"

// Shapes are the winning shapes: four groups and a pair, seven distinct pairs, and kokushi musou
// (docs/rules/riichi.md §7.1).
const Shapes = hand.Standard | hand.SevenPairs | hand.ThirteenOrphans

// ErrNotPlayable means a part of the game the generic referee cannot play with these rules yet: riichi
// hands are scored ([Rules.Score]) but not refereed, so [Rules.Table] describes no playable table and
// the referee's questions (claims, settlement) are refused.
var ErrNotPlayable = errors.New("riichi: the referee cannot play riichi hands yet")

func init() { variant.Register(mustNew(Options{})) }

var (
	_ variant.Rules        = (*Rules)(nil)
	_ variant.Configurable = (*Rules)(nil)
	_ claim.Policy         = policy{}
)

// Rules are the riichi rules with a set of [Options]. Build them with [New]; the zero Rules is not
// usable. Rules are immutable and safe for concurrent use.
type Rules struct {
	opt Options // resolved: every default written out
}

// New returns the rules with options o, or an error wrapping [variant.ErrOptions] if o fails
// [Options.Validate]. Options are never silently replaced.
func New(o Options) (*Rules, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	return &Rules{opt: o.Resolved()}, nil
}

// mustNew is New for options known to be valid.
func mustNew(o Options) *Rules {
	r, err := New(o)
	if err != nil {
		panic("unreachable: " + err.Error())
	}
	return r
}

// Options returns the options in force, every default written out.
func (r *Rules) Options() Options { return r.opt }

// Name returns "riichi".
func (r *Rules) Name() string { return Name }

// Table returns the zero table: the generic referee cannot play riichi hands yet (the 14-tile dead
// wall, dora indicators, riichi declarations and furiten are not among its capabilities), so the table
// describes no playable wall and a game built on these rules is refused.
func (r *Rules) Table() variant.Table { return variant.Table{} }

// CanWin reports whether h (which includes the winning tile) is a legal riichi win with the facts w:
// [Rules.Score] scores it without error.
func (r *Rules) CanWin(h hand.Hand, w score.WinContext) bool {
	_, err := r.Score(h, w)
	return err == nil
}

// Claims returns a claim policy that refuses every claim with [ErrNotPlayable]: claims are judged by
// the referee, which cannot play riichi hands yet.
func (r *Rules) Claims() claim.Policy { return policy{} }

type policy struct{}

// Allow refuses every claim.
func (policy) Allow(c claim.Claim, _ hand.Hand, _ claim.Facts) error {
	return &claim.Error{Claim: c, Err: claim.ErrNotAllowed, Rule: ErrNotPlayable.Error()}
}

// CanWin reports false: no claim is judged yet.
func (policy) CanWin(hand.Hand, tile.Tile, claim.Facts) bool { return false }

// MultipleWinners reports true: several players may ron one discard (docs/rules/riichi.md §10.7).
func (policy) MultipleWinners() bool { return true }

// Settle returns an error wrapping [ErrNotPlayable]: the draws and their payments need the referee.
func (r *Rules) Settle(variant.Summary) (score.Ledger, error) {
	return nil, fmt.Errorf("%w: no settlement", ErrNotPlayable)
}

// Advance reports the session over at once: the referee cannot play riichi sessions yet.
func (r *Rules) Advance(cur variant.Session, _ variant.Summary) (variant.Session, bool) {
	return cur, true
}

// OptionsJSON implements [variant.Configurable]: the rules' options in JSON.
func (r *Rules) OptionsJSON() ([]byte, error) { return json.Marshal(r.opt) }

// WithOptionsJSON implements [variant.Configurable]: riichi rules built from options in JSON. Unknown
// fields and options that fail [Options.Validate] are errors wrapping [variant.ErrOptions].
func (r *Rules) WithOptionsJSON(b []byte) (variant.Rules, error) {
	return variant.FromOptionsJSON(b, func(o Options) variant.Rules { return mustNew(o) })
}
