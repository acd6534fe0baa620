package classic

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Unexported bounds the tests use.
const (
	MaxLimit          = maxLimit
	MaxPoints         = maxPoints
	MaxStartingPoints = maxStartingPoints
)

// ScoreText scores the hand in text form (as [hand.Parse] reads it, winning tile included, such as
// "23455777m333z / [1111m] 15f") with the facts w, under r or, when r is nil, the default rules. A text
// that is not a hand returns the parse error (wrapping [hand.ErrSyntax] or another hand error).
func ScoreText(r *Rules, text string, w score.WinContext) (score.Result, error) {
	h, err := hand.Parse(text)
	if err != nil {
		return score.Result{}, err
	}
	if r == nil {
		r = MustNew(Options{})
	}
	return r.Score(h, w)
}

// SelfDrawn returns the facts of a win by winner on the tile winning drawn from the live wall, with
// the dealer's seat and the prevailing wind. Set Source to [score.Replacement] for a loose tile, and
// add Flags as needed.
func SelfDrawn(winner, dealer tile.Seat, prevailing, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: prevailing,
		Winning: winning, Source: score.Wall}
}

// OnDiscard returns the facts of a win by winner on the tile winning discarded by discarder, with the
// dealer's seat and the prevailing wind. Set Source to [score.RobbedKong] (the konger as discarder) for
// a robbed kong.
func OnDiscard(winner, discarder, dealer tile.Seat, prevailing, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: prevailing,
		Winning: winning, Source: score.Discard, Supplier: discarder}
}

// MustNew is like New but panics if o is invalid: for the literal options of the tests.
func MustNew(o Options) *Rules {
	r, err := New(o)
	if err != nil {
		panic(err)
	}
	return r
}

// SpecialHands returns the names of the half-limit and limit hands, in the order of the rules.
func SpecialHands() []string { return specialHandNames() }
