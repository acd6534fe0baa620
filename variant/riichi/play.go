package riichi

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// errRiichi means a riichi declaration that the rules refuse (docs/rules/riichi.md §5): an open hand, a
// hand that is not ready after the discard, too few points or live tiles, or a player already in riichi.
var errRiichi = errors.New("riichi: riichi not allowed")

// WinningKinds returns the kinds that complete the 13-size hand h, judged on shape only
// (docs/rules/riichi.md §6, docs/rules/riichi.md §7): a kind of which the player already holds all four copies is left out
// as [Options.FifthTileAnyHeld] says (off: four among the concealed tiles; on: four anywhere, melds
// and kans included). The hand is ready (tenpai) exactly when the set is not empty. It returns the
// empty set for a hand of another size. WinningKinds does not allocate.
func (o Options) WinningKinds(h hand.Hand) tile.Set {
	if h.FarFromReady(hand.Options{Shapes: winShapes}) {
		return 0 // no wait in any shape (WinningKinds keeps only shape waits)
	}
	if o.FifthTileAnyHeld == On {
		w, _ := h.Waits(hand.Options{Shapes: winShapes, ExcludeHeld: true}) // empty with ErrSize for another size
		return w
	}
	w, err := h.Waits(hand.Options{Shapes: winShapes})
	if err != nil {
		return 0 // a hand of another size
	}
	c := h.Concealed()
	for v := w; v != 0; v &= v - 1 {
		t := firstKind(v)
		if c.Count(t) == 4 {
			w &^= 1 << t
		}
	}
	return w
}

// Tenpai reports whether the 13-size hand h is ready: [Options.WinningKinds] is not empty.
func (o Options) tenpai(h hand.Hand) bool { return o.WinningKinds(h) != 0 }

// firstKind returns the lowest kind of the non-empty set s.
func firstKind(s tile.Set) tile.Tile {
	for t := range s.All() {
		return t
	}
	return tile.None
}

// riichiState is what a riichi declaration is judged on besides the hand. The zero value is a player
// with no points and an empty live wall, who may not declare. It is a small value, safe for concurrent
// use.
type riichiState struct {
	// Points are the player's points before the stick is paid.
	Points int
	// LiveTiles is the number of tiles left in the live wall.
	LiveTiles int
	// InRiichi: the player has declared riichi already.
	InRiichi bool
}

// checkRiichi reports whether a player may declare riichi with the discard of kind discard from h,
// the 14-size hand before the discard (docs/rules/riichi.md §5.1): the hand is closed (closed kans
// allowed), h holds discard and is ready without it, the player holds at least
// [Options.RiichiMinPoints] points and at least [Options.RiichiMinLiveTiles] tiles are left in the live
// wall, and the player is not in riichi already. Riichi while furiten is allowed. The error wraps
// [errRiichi] and names the rule.
func (o Options) checkRiichi(h hand.Hand, discard tile.Tile, s riichiState) error {
	r := o.Resolved()
	switch {
	case s.InRiichi:
		return fmt.Errorf("%w: already in riichi", errRiichi)
	case !h.IsConcealed():
		return fmt.Errorf("%w: the hand is open", errRiichi)
	case r.RiichiMinPoints != noMinimum && s.Points < r.RiichiMinPoints:
		return fmt.Errorf("%w: %d points, at least %d needed", errRiichi, s.Points, r.RiichiMinPoints)
	case r.RiichiMinLiveTiles != noMinimum && s.LiveTiles < r.RiichiMinLiveTiles:
		return fmt.Errorf("%w: %d live tiles left, at least %d needed", errRiichi, s.LiveTiles, r.RiichiMinLiveTiles)
	case h.Size() != 14:
		return fmt.Errorf("%w: a hand of %d tiles (want 14 before the discard)", errRiichi, h.Size())
	}
	rest, err := h.Without(discard)
	if err != nil {
		return fmt.Errorf("%w: discard %v is not held", errRiichi, discard)
	}
	if !o.tenpai(rest) {
		return fmt.Errorf("%w: the hand is not ready after discarding %v", errRiichi, discard)
	}
	return nil
}

// riichiDiscards returns the kinds whose discard from the 14-size hand h leaves it ready: the discards
// a riichi may be declared with, when the other conditions of checkRiichi hold. It does not
// check whether the hand is closed.
func (o Options) riichiDiscards(h hand.Hand) tile.Set {
	var out tile.Set
	if h.Size() != 14 {
		return 0
	}
	if h.NumMelds() == 0 || o.FifthTileAnyHeld == On {
		// Ready is a wait that is not a fifth copy of a kind held: the shanten number 0 that
		// ReadyDiscards asks after each discard, in one pass. Without declared melds the player holds
		// only concealed tiles, so both fifth-tile rules leave out the same kinds; with a closed kan,
		// the concealed-only rule still counts a wait on the kan's kind, and each discard is asked.
		return h.ReadyDiscards(hand.Options{Shapes: winShapes})
	}
	for t := range h.Concealed().Kinds().All() {
		rest, err := h.Without(t)
		if err == nil && o.tenpai(rest) {
			out |= 1 << t
		}
	}
	return out
}

// riichiAnkanAllowed reports whether a player in riichi holding h, the 13-size hand before the draw,
// may declare a closed kan after drawing drawn (docs/rules/riichi.md §5.6), as [Options.RiichiAnkan]
// says: under WaitsUnchanged, h holds three of drawn's kind and the hand after the kan has exactly the
// winning kinds of h; under Strict, also the three form a triplet in every reading of h completed by
// each winning kind; under Never, no kan.
func (o Options) riichiAnkanAllowed(h hand.Hand, drawn tile.Tile) bool {
	if o.RiichiAnkan == Never || h.Size() != 13 || h.Concealed().Count(drawn) != 3 {
		return false
	}
	w := o.WinningKinds(h)
	if w == 0 {
		return false
	}
	after, err := h.With(drawn)
	if err != nil {
		return false
	}
	after, err = after.Declare(meld.MustNew(meld.Kong, drawn))
	if err != nil || o.WinningKinds(after) != w {
		return false
	}
	if o.RiichiAnkan != Strict {
		return true
	}
	for t := range w.All() {
		full, err := h.With(t)
		if err != nil {
			return false
		}
		for a := range full.AllArrangements() {
			if !hasTriplet(a, drawn) {
				return false
			}
		}
	}
	return true
}

// hasTriplet reports whether the arrangement holds a concealed triplet of t.
func hasTriplet(a hand.Arrangement, t tile.Tile) bool {
	for _, m := range a.Melds {
		if m.Kind() == meld.Pung && m.Tile() == t && m.IsConcealed() {
			return true
		}
	}
	return false
}

// kuikaeForbidden returns the kinds a player may not discard right after a call (docs/rules/riichi.md
// §4), as [Options.Kuikae] says. k is the call's shape ([meld.Chow] or [meld.Pung]), claimed the kind
// taken, and low the lowest kind of the chi's sequence (ignored for a pon). Forbidden: the claimed
// kind, and under KuikaeForbidden, after a chi whose claimed tile is at one end, the kind that extends
// the two tiles used on the other side. Allowed forbids nothing.
func (o Options) kuikaeForbidden(k meld.Kind, claimed, low tile.Tile) tile.Set {
	if o.Kuikae == KuikaeAllowed || !claimed.IsPlaying() {
		return 0
	}
	out := tile.Set(1) << claimed
	if o.Kuikae != KuikaeForbidden || k != meld.Chow {
		return out
	}
	switch claimed {
	case low: // claimed at the low end: the kind above the sequence
		if x := low.Next().Next().Next(); x != tile.None {
			out |= 1 << x
		}
	case low.Next().Next(): // claimed at the high end: the kind below the sequence
		if low.Rank() > 1 {
			out |= 1 << (low - 1)
		}
	}
	return out
}
