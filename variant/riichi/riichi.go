package riichi

import (
	"encoding/json"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant"
)

// Name is the name the variant registers under.
const Name = "riichi"

// winShapes are the winning shapes: four groups and a pair, seven distinct pairs, and kokushi musou
// (docs/rules/riichi.md §7.1).
const winShapes = hand.Standard | hand.SevenPairs | hand.ThirteenOrphans

func init() { variant.Register(mustNew(Options{})) }

var (
	_ variant.Rules        = (*Rules)(nil)
	_ variant.Configurable = (*Rules)(nil)
)

// Rules are the riichi rules with a set of [Options]. Build them with [New]; the zero Rules is not
// usable. Rules are immutable and safe for concurrent use.
type Rules struct {
	opt Options      // resolved: every default written out
	pol claim.Policy // the claim policy of opt, made once (a game asks for it at every deal)
}

// New returns the rules with options o, or an error wrapping [variant.ErrOptions] if o fails
// [Options.Validate]. Options are never silently replaced.
func New(o Options) (*Rules, error) {
	if err := o.Validate(); err != nil {
		return nil, err
	}
	r := &Rules{opt: o.Resolved()}
	r.pol = r.claims()
	return r, nil
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

// Table returns the table the referee plays riichi hands with (see [Rules.Claims] and the referee's
// questions [Rules.Declarations], [Rules.LockedKong], [Rules.WinFacts]).
func (r *Rules) Table() variant.Table { return r.table() }

// CanWin reports whether h (which includes the winning tile) is a legal riichi win with the facts w:
// [Rules.Score] scores it without error. It does not allocate for a win.
func (r *Rules) CanWin(h hand.Hand, w score.WinContext) bool {
	if !h.IsWin(hand.Options{Shapes: winShapes}) {
		return false // not a winning shape: no need to build Score's refusal
	}
	_, err := r.Value(h, w)
	return err == nil
}

// Claims returns the claim policy: chi from the previous player, pon and kan, only ron on the last
// discard, several winners unless [Options.MultipleRon] is HeadBump, and no ron after a passed winning
// tile or in furiten.
func (r *Rules) Claims() claim.Policy {
	if r.pol == nil {
		return r.claims() // Rules not made by New
	}
	return r.pol
}

// Settle returns the payments of an exhaustive draw: noten payments, or nagashi mangan
// (docs/rules/riichi.md §11). Other hands settle nothing.
func (r *Rules) Settle(s variant.Summary) (score.Ledger, error) { return r.settle(s) }

// Advance returns the session state for the next hand: dealer repeat, honba, riichi sticks carried,
// rounds, and the end of the game (docs/rules/riichi.md §12).
func (r *Rules) Advance(cur variant.Session, s variant.Summary) (variant.Session, bool) {
	return r.advance(cur, s)
}

// OptionsJSON implements [variant.Configurable]: the rules' options in JSON.
func (r *Rules) OptionsJSON() ([]byte, error) { return json.Marshal(r.opt) }

// WithOptionsJSON implements [variant.Configurable]: riichi rules built from options in JSON. Unknown
// fields and options that fail [Options.Validate] are errors wrapping [variant.ErrOptions].
func (r *Rules) WithOptionsJSON(b []byte) (variant.Rules, error) {
	return variant.FromOptionsJSON(b, func(o Options) variant.Rules { return mustNew(o) })
}
