package classic

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
)

// contextError returns an error wrapping [score.ErrContext] that names the contradictory fact.
func contextError(format string, args ...any) error {
	return fmt.Errorf("%w: classic: "+format, append([]any{score.ErrContext}, args...)...)
}

// check applies the checks of §8.1: facts that contradict each other or the hand are an error
// wrapping [score.ErrContext].
func (r *Rules) check(h hand.Hand, w score.WinContext) error {
	exposed, kongs := 0, 0
	for i := range h.NumMelds() {
		m := h.Meld(i)
		if m.IsExposed() {
			exposed++
		}
		if m.Kind() == meld.Kong {
			kongs++
		}
	}
	drawn := w.Source.SelfDrawn()
	switch {
	case !w.Winner.IsValid():
		return contextError("winner seat %s", w.Winner)
	case !w.Dealer.IsValid():
		return contextError("dealer seat %s", w.Dealer)
	case !w.Prevailing.IsWind():
		return contextError("prevailing wind %s is not a wind", w.Prevailing)
	case w.Source == score.SourceNone || w.Source > score.RobbedKong:
		return contextError("source of the winning tile %s", w.Source)
	case !drawn && (!w.Supplier.IsValid() || w.Supplier == w.Winner):
		return contextError("discarder %s of a win by %s on a %s", w.Supplier, w.Winner, w.Source)
	case !w.Winning.IsPlaying() || h.Concealed().Count(w.Winning) == 0:
		return contextError("winning tile %s is not among the concealed tiles", w.Winning)
	case w.Source == score.RobbedKong && h.All().Count(w.Winning) > 1:
		return contextError("a robbed kong of %s while the winner holds another %s", w.Winning, w.Winning)
	case r.o.NoBonusTiles && h.Bonus() != 0:
		return contextError("bonus tiles %s while playing without bonus tiles", h.Bonus())
	case w.Flags&score.LastDiscard != 0 && drawn:
		return contextError("last discard with a drawn winning tile")
	case w.Flags&score.LastTile != 0 && w.Source != score.Wall:
		return contextError("last live-wall tile with a winning tile from the %s", w.Source)
	case w.Flags&score.HeavensBlessing != 0 && w.Winner != w.Dealer:
		return contextError("Heaven's Blessing for %s, not the dealer %s", w.Winner, w.Dealer)
	case w.Flags&score.HeavensBlessing != 0 && (exposed > 0 || !drawn):
		return contextError("Heaven's Blessing with an exposed set")
	case w.Flags&score.EarthsBlessing != 0 && w.Winner == w.Dealer:
		return contextError("Earth's Blessing for the dealer")
	case w.Flags&score.EarthsBlessing != 0 && (w.Source != score.Discard || w.Supplier != w.Dealer):
		return contextError("Earth's Blessing not on a discard by the dealer (%s from %s)", w.Source, w.Supplier)
	case w.Flags&score.KongUponKong != 0 && w.Source != score.Replacement:
		return contextError("kong upon kong without a Kong Box tile")
	case w.Flags&score.KongUponKong != 0 && kongs < 2:
		return contextError("kong upon kong with %d kongs", kongs)
	case w.Flags&score.OriginalCall != 0 && exposed > 0:
		return contextError("Original Call with an exposed set")
	}
	return nil
}

// isWin reports whether h is a classic winning shape: the standard shape within MaxChows or a
// special pattern of §8.9.
func (r *Rules) isWin(h hand.Hand) bool {
	if h.Size() != 14 {
		return false
	}
	if r.standard(h) {
		return true
	}
	if h.NumMelds() != 0 {
		return false
	}
	c := h.Concealed()
	return knitting(&c) || tripleKnitting(&c) || allPairHonours(&c) || h.Shapes()&hand.ThirteenOrphans != 0 ||
		gatesOfHeaven(&c) || wrigglingSnake(&c)
}

// standard reports whether h has an arrangement in the standard shape within MaxChows.
func (r *Rules) standard(h hand.Hand) bool {
	if r.o.MaxChows == 0 {
		return h.IsWin(hand.Options{Shapes: hand.Standard})
	}
	for a := range h.AllArrangements() {
		if chows(&a) <= r.o.MaxChows {
			return true
		}
	}
	return false
}

func chows(a *hand.Arrangement) int {
	n := 0
	for _, m := range a.Melds {
		if m.Kind() == meld.Chow {
			n++
		}
	}
	return n
}
