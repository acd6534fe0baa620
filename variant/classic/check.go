package classic

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// contextError returns an error wrapping [score.ErrContext] that names the contradictory fact.
func contextError(format string, args ...any) error {
	return fmt.Errorf("%w: classic: "+format, append([]any{score.ErrContext}, args...)...)
}

// classicFlags are the win flags the classic rules read.
const classicFlags = score.LastTile | score.LastDiscard | score.OriginalCall | score.HeavensBlessing |
	score.EarthsBlessing | score.KongUponKong

// check applies the checks of docs/rules/classic.md §8.1: facts that contradict each other or the hand
// are an error wrapping [score.ErrContext].
func (r *Rules) check(h hand.Hand, w score.WinContext) error {
	exposed, kongs, melds := 0, 0, h.NumMelds()
	for i := range melds {
		m := h.Meld(i)
		if !m.IsConcealed() {
			exposed++
		}
		if m.Kind() == meld.Kong {
			kongs++
		}
	}
	if err := w.Validate(); err != nil {
		return err
	}
	switch {
	case w.Out != [tile.NumSeats]bool{}:
		return contextError("players marked out %v: a classic hand ends with its first win", w.Out)
	case w.Flags&^classicFlags != 0:
		return contextError("flags %s are not classic facts", w.Flags&^classicFlags)
	case w.MissingSuit != tile.NoSuit:
		return contextError("missing suit %s in a classic hand", w.MissingSuit)
	case winfacts.HasTableFacts(&w):
		return contextError("indicators, counters, deposits or a status are not classic facts")
	case h.Size() == 13:
		return fmt.Errorf("%w: classic: %s has 13 tiles: the winning tile is missing (a hand to score includes it)",
			score.ErrNotWin, h)
	case !w.Winning.IsPlaying() || h.Concealed().Count(w.Winning) == 0:
		return contextError("winning tile %s is not among the concealed tiles", w.Winning)
	case w.Source == score.RobbedKong && h.All().Count(w.Winning) > 1:
		return contextError("a robbed kong of %s while the winner holds another %s", w.Winning, w.Winning)
	case r.o.NoBonusTiles && h.Bonus() != 0:
		return contextError("bonus tiles %s while playing without bonus tiles", h.Bonus())
	case w.Flags&score.LastDiscard != 0 && w.Source != score.Discard:
		// No kong may be made while the live wall is empty (docs/rules/classic.md §4.2), so the last discard
		// is never robbed.
		return contextError("last discard with a winning tile from the %s", w.Source)
	case w.Flags&score.LastTile != 0 && w.Source != score.Wall:
		return contextError("last live-wall tile with a winning tile from the %s", w.Source)
	case w.Flags&score.HeavensBlessing != 0 && w.Winner != w.Dealer:
		return contextError("Heaven's Blessing for %s, not the dealer %s", w.Winner, w.Dealer)
	// docs/rules/classic.md §8.9: Heaven's Blessing is a win with the dealt tiles, before any discard or
	// kong, so the winning tile counts as from the live wall: never a loose tile, a discard or a robbed
	// kong.
	case w.Flags&score.HeavensBlessing != 0 && w.Source != score.Wall:
		return contextError("Heaven's Blessing with a winning tile from the %s", w.Source)
	case w.Flags&score.HeavensBlessing != 0 && exposed > 0:
		return contextError("Heaven's Blessing with an exposed set")
	case w.Flags&score.HeavensBlessing != 0 && melds > 0:
		return contextError("Heaven's Blessing with a declared kong")
	case w.Flags&score.EarthsBlessing != 0 && w.Winner == w.Dealer:
		return contextError("Earth's Blessing for the dealer")
	case w.Flags&score.EarthsBlessing != 0 && (w.Source != score.Discard || w.Supplier != w.Dealer):
		return contextError("Earth's Blessing not on a discard by the dealer (%s from %s)", w.Source, w.Supplier)
	// The dealer's first discard is the first of the game: the winner has had no turn and no claim.
	case w.Flags&score.EarthsBlessing != 0 && melds > 0:
		return contextError("Earth's Blessing with a declared set")
	// Original Call is announced with the caller's first discard (docs/rules/classic.md §4.3); both
	// blessings come before it.
	case w.Flags&score.OriginalCall != 0 && w.Flags&(score.HeavensBlessing|score.EarthsBlessing) != 0:
		return contextError("Original Call with %s", w.Flags&(score.HeavensBlessing|score.EarthsBlessing))
	case w.Flags&score.KongUponKong != 0 && w.Source != score.Replacement:
		return contextError("kong upon kong without a Kong Box tile")
	case w.Flags&score.KongUponKong != 0 && kongs < 2:
		return contextError("kong upon kong with %d kongs", kongs)
	case w.Flags&score.OriginalCall != 0 && exposed > 0:
		return contextError("Original Call with an exposed set")
	// Original Call needs no earlier kong, and the caller may make none after it (docs/rules/classic.md §4.3).
	case w.Flags&score.OriginalCall != 0 && kongs > 0:
		return contextError("Original Call with a declared kong")
	}
	return nil
}

// isWin reports whether h is a classic winning shape: the standard shape within MaxChows or a
// special pattern of docs/rules/classic.md §8.9.
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
	return isSpecial(h, &c)
}

// isSpecial reports whether the 14 concealed tiles c of h (which has no melds) form a special pattern of
// docs/rules/classic.md §8.9: Knitting, Triple Knitting, All Pair Honours, 13 Unique Wonders, Gates of
// Heaven or Wriggling Snake.
func isSpecial(h hand.Hand, c *tile.Counts) bool { return totalsOf(c).special(h, c) }

// totals are the numbers of tiles of each suit, of honours, and of ranks 2 to 8 in some tiles.
type totals struct {
	suits          [3]int
	honours, minor int
}

func totalsOf(c *tile.Counts) totals {
	var tt totals
	for s := range 3 {
		for r := 1; r <= 9; r++ {
			n := int(c[suitTile(s, r)])
			tt.suits[s] += n
			if r != 1 && r != 9 {
				tt.minor += n
			}
		}
	}
	for t := tile.East; t <= tile.Red; t++ {
		tt.honours += int(c[t])
	}
	return tt
}

// add returns the totals with one more tile t.
func (tt totals) add(t tile.Tile) totals {
	switch {
	case t.IsHonor():
		tt.honours++
	case t.IsSuited():
		tt.suits[(t-tile.Character1)/9]++
		if r := t.Rank(); r != 1 && r != 9 {
			tt.minor++
		}
	}
	return tt
}

// The special patterns a hand's totals allow, conditions every pattern implies:
//
//   - Knitting: no honours, two suits of 7 tiles (equal counts rank by rank);
//   - Triple Knitting: no honours, suits of 5, 5 and 4 tiles (four triples and a couple);
//   - Gates of Heaven: 14 tiles of one suit;
//   - Wriggling Snake: the four winds and 10 tiles of one suit;
//   - All Pair Honours and 13 Unique Wonders: no tile of rank 2 to 8.
func (tt totals) knitting() bool {
	lo, mid, hi := sort3(tt.suits)
	return tt.honours == 0 && lo == 0 && mid == 7 && hi == 7
}

func (tt totals) tripleKnitting() bool {
	lo, mid, hi := sort3(tt.suits)
	return tt.honours == 0 && lo == 4 && mid == 5 && hi == 5
}

func (tt totals) gates() bool {
	return tt.honours == 0 && max(tt.suits[0], tt.suits[1], tt.suits[2]) == 14
}

func (tt totals) snake() bool {
	return tt.honours == 4 && max(tt.suits[0], tt.suits[1], tt.suits[2]) == 10
}

func (tt totals) majors() bool { return tt.minor == 0 }

// mayBeSpecial reports whether the totals allow any special pattern.
func (tt totals) mayBeSpecial() bool {
	return tt.knitting() || tt.tripleKnitting() || tt.gates() || tt.snake() || tt.majors()
}

// special reports whether the 14 concealed tiles c of h, whose totals are tt, form a special pattern;
// each pattern is tested only when the totals allow it.
func (tt totals) special(h hand.Hand, c *tile.Counts) bool {
	return tt.knitting() && knitting(c) ||
		tt.tripleKnitting() && tripleKnitting(c) ||
		tt.gates() && gatesOfHeaven(c) ||
		tt.snake() && wrigglingSnake(c) ||
		tt.majors() && (allPairHonours(h, c) || h.Shapes()&hand.ThirteenOrphans != 0)
}

// sort3 returns the three numbers of s in increasing order.
func sort3(s [3]int) (lo, mid, hi int) {
	lo, mid, hi = s[0], s[1], s[2]
	if lo > mid {
		lo, mid = mid, lo
	}
	if mid > hi {
		mid, hi = hi, mid
	}
	if lo > mid {
		lo, mid = mid, lo
	}
	return lo, mid, hi
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
