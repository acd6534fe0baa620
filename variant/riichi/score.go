package riichi

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
)

// Score scores the win h with the facts w. Scoring lands in a later change; until then every call
// returns an error wrapping [ErrNotPlayable], never a value.
func (r *Rules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	return score.Result{}, fmt.Errorf("%w: scoring is not available yet", ErrNotPlayable)
}
