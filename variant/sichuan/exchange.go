package sichuan

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/rng"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// ExchangeDirection returns the direction of the exchange of three for a hand (docs/rules/sichuan.md §3)
// under the ExchangeDirection option; see [Rules.ExchangeRolls]. [variant.Exchanger] has no error
// result, so where ExchangeRolls would report invalid break dice, ExchangeDirection returns ToNext and
// draws nothing from src; call ExchangeRolls to see the error.
func (r *Rules) ExchangeDirection(dice wall.Dice, src rand.Source) variant.Direction {
	d, _, _ := r.ExchangeRolls(dice, src)
	return d
}

// ExchangeRolls returns the direction of the exchange of three and the dice rolled again to find it:
//
//   - Random draws one uniform value from src: 0 ToNext, 1 ToPrevious, 2 Across;
//   - the fixed modes draw nothing;
//   - DiceModThree takes the break dice total mod 3: 1 ToNext, 2 Across, 0 ToPrevious;
//   - DiceSeatCount counts the total round the seats: 2/6/10 ToNext, 3/7/11 Across, 4/8/12
//     ToPrevious, and on 5 or 9 rolls two new dice from src (each re-roll is listed) until it is not.
//
// Only the dice modes read dice. There, break dice that do not both show 1..6 (see [wall.Dice.IsValid])
// give an error wrapping [wall.ErrInvalid], ToNext and no rolls, and nothing is drawn from src. A nil src, where
// a draw is needed, gives ToNext (with the re-rolls listed so far) and no error.
func (r *Rules) ExchangeRolls(dice wall.Dice, src rand.Source) (variant.Direction, []wall.Dice, error) {
	switch r.opt.ExchangeDirection {
	case FixedToNext:
		return variant.ToNext, nil, nil
	case FixedToPrevious:
		return variant.ToPrevious, nil, nil
	case FixedAcross:
		return variant.Across, nil, nil
	case DiceModThree:
		if !dice.IsValid() {
			return variant.ToNext, nil, diceError(dice)
		}
		return [3]variant.Direction{variant.ToPrevious, variant.ToNext, variant.Across}[dice.Total()%3], nil, nil
	case DiceSeatCount:
		if !dice.IsValid() {
			return variant.ToNext, nil, diceError(dice)
		}
		var rolls []wall.Dice
		for dice.Total() == 5 || dice.Total() == 9 {
			if src == nil {
				return variant.ToNext, rolls, nil
			}
			dice = wall.RollDice(src)
			rolls = append(rolls, dice)
		}
		return [4]variant.Direction{variant.ToPrevious, 0, variant.ToNext, variant.Across}[dice.Total()%4], rolls, nil
	case Random:
	}
	if src == nil {
		return variant.ToNext, nil, nil
	}
	return variant.Direction(rng.Uniform(src, 3)), nil, nil
}

// diceError is the error of invalid break dice given to a dice mode.
func diceError(dice wall.Dice) error {
	return fmt.Errorf("%w: sichuan: break dice %v (want both 1..6)", wall.ErrInvalid, dice)
}

// AnyOneSuit reports true: [Rules.ValidateExchange] accepts every choice of three held tiles of one
// suit and nothing else, so that a referee listing the legal exchanges need not ask about each (the
// game package's referee does so).
func (r *Rules) AnyOneSuit() bool { return true }

// ValidateExchange returns an error wrapping [ErrExchange] unless the player holding h may pass the
// tiles ts: exactly three tiles, all held among the standing tiles (copies counted), all of one suit.
func (r *Rules) ValidateExchange(h hand.Hand, ts []tile.Tile) error {
	if len(ts) != 3 {
		return fmt.Errorf("%w: %d tiles, want 3", ErrExchange, len(ts))
	}
	for _, t := range ts {
		if !t.IsSuited() || t.Suit() != ts[0].Suit() {
			return fmt.Errorf("%w: %s is not three tiles of one suit", ErrExchange, tile.Format(ts))
		}
	}
	// Held with copies counted: each kind at most as often as the standing tiles hold it (only the
	// three kinds passed need a look).
	c := h.Concealed()
	for _, t := range ts {
		n := 0
		for _, u := range ts {
			if u == t {
				n++
			}
		}
		if n > int(c[t]) {
			return fmt.Errorf("%w: %s not held", ErrExchange, tile.Format(ts))
		}
	}
	return nil
}

// Advance returns the session state for the next hand (docs/rules/sichuan.md §12) and whether the
// session is over (after SessionHands hands). With no win the dealer stays; when one player won the
// first winning tile (a discard, a self-draw or a sole robber) that player deals; when several won on
// it, the discarder or konger deals, or with [FirstWinner] the first of them after the supplier in turn
// order. Scores carry over; seats never change.
func (r *Rules) Advance(cur variant.Session, s variant.Summary) (variant.Session, bool) {
	next := cur
	next.Hands++
	next.Prevailing = tile.None
	if s.Dealer.IsValid() {
		next.Dealer = s.Dealer
	}
	if len(s.Wins) > 0 {
		first := s.Wins[0]
		var winners []tile.Seat
		for _, w := range s.Wins {
			if w.Group == first.Group && w.Context.Winner.IsValid() {
				winners = append(winners, w.Context.Winner)
			}
		}
		sup := first.Context.Supplier
		switch {
		case len(winners) == 0:
			// A summary without a valid winner seat: the dealer stays.
		case len(winners) == 1 || !sup.IsValid():
			next.Dealer = winners[0]
		case r.opt.Dealer == FirstWinner:
			best := winners[0]
			for _, w := range winners[1:] {
				if d := sup.Distance(w); d > 0 && (sup.Distance(best) <= 0 || d < sup.Distance(best)) {
					best = w
				}
			}
			next.Dealer = best
		default:
			next.Dealer = sup
		}
	}
	return next, next.Hands >= r.opt.SessionHands
}
