package game

import (
	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// The referee's fast paths: optional interfaces of a variant's [claim.Policy] or [variant.Exchanger]
// whose answers must be exactly those the required methods give, so that the referee may skip asking.
// They are unexported on purpose: they change no rule and no result, only speed, and a variant outside
// the module plays correctly without them (the module's variants implement them, with tests that the
// promises hold). A type is recognised by its exported methods alone.

// waiter is an optional interface of a [claim.Policy] (a variant's Claims) that lists at once the kinds
// its CanWin accepts: Waits(h, f) is the set of kinds t for which CanWin(h, t, f) is true. The referee
// uses it, when the policy has it, to find whether a hand is ready (an Original Call) with one call
// instead of one CanWin per kind; the answers must be the same.
type waiter interface {
	Waits(h hand.Hand, f claim.Facts) tile.Set
}

// shapeWaiter is an optional interface of a [claim.Policy]: a waiter that may promise that its variant
// accepts no win outside the table's shapes. When ShapesOnly returns true, for a seat whose usable
// kinds are u (Facts.Usable; zero meaning every kind) holding the 13 tiles h, every tile t on which the
// policy's CanWin(h, t, f) is true, and every tile t with which the Rules' CanWin accepts a self-drawn
// win of h plus t, is among h.Waits(hand.Options{Shapes: Table.Shapes, Kinds: u}). The referee then
// keeps each seat's shape waits, computed once per hand, and asks the variant about a win only on a
// tile among them; the answers are the same. A variant that accepts special hands outside
// Table.Shapes (classic's thirteen orphans and knitted hands) must not make this promise.
type shapeWaiter interface {
	waiter
	// ShapesOnly reports whether every win the variant accepts is within the table's shapes, as
	// shapeWaiter says.
	ShapesOnly() bool
}

// oneSuitExchanger is an optional interface of a [variant.Exchanger] whose ValidateExchange refuses
// nothing but what its documentation lists: when AnyOneSuit returns true, ValidateExchange(h, ts)
// accepts every ts of exactly [variant.BeforePlayRules.Exchange] tiles of one number suit that h's concealed
// tiles hold, and refuses every other ts. The referee listing the legal exchanges then skips asking
// about each choice; the answers must be the same.
type oneSuitExchanger interface {
	// AnyOneSuit reports whether ValidateExchange accepts exactly the choices of one suit, as
	// oneSuitExchanger says.
	AnyOneSuit() bool
}

// shapeWaits caches the shape waits of one seat (see shapeWaiter): set are the waits of the hand h
// with the usable kinds u. It is derived data, not game state.
type shapeWaits struct {
	h   hand.Hand
	u   tile.Set
	set tile.Set
	ok  bool
}

// shapeWaitsOf returns the shape waits of seat s holding the 13 tiles h, computing them only when h or
// the seat's usable kinds changed since the last call.
func (g *Game) shapeWaitsOf(s tile.Seat, h *hand.Hand) tile.Set {
	st := &g.seats[seatIdx(s)]
	u := st.usable
	// The seat's own hand holds an unusable tile exactly when it counts one (CheckInvariants).
	if h == &st.h && st.unusable > 0 || h != &st.h && g.holdsUnusable(h, u) {
		return 0 // as hand.Waits says, without computing
	}
	c := &g.waits[seatIdx(s)]
	if !c.ok || c.u != u || c.h != *h {
		o := hand.Options{Shapes: g.table.Shapes, Kinds: u}
		var set tile.Set
		if !h.FarFromReady(o) {
			if w, err := h.Waits(o); err == nil { // a seat between turns holds 13 tiles
				set = w
			}
		}
		*c = shapeWaits{h: *h, u: u, set: set, ok: true}
	}
	return c.set
}

// holdsUnusable reports whether h holds a concealed tile outside the usable kinds u (none when u is
// zero).
func (g *Game) holdsUnusable(h *hand.Hand, u tile.Set) bool {
	if u == 0 {
		return false
	}
	c := h.Concealed()
	return kindsHeld(&c)&^u != 0
}

// notShapeWait reports whether t is known not to complete a win of seat s holding the 13 tiles h:
// the variant wins only within its shapes and t is not among h's cached shape waits. It computes
// nothing new unless compute is set.
func (g *Game) notShapeWait(s tile.Seat, h *hand.Hand, t tile.Tile, compute bool) bool {
	if !g.shapesOnly {
		return false
	}
	if compute {
		return !g.hasShapeWait(s, h, t)
	}
	c := &g.waits[seatIdx(s)]
	return c.ok && c.u == g.seats[seatIdx(s)].usable && c.h == *h && !c.set.Has(t)
}

// noteShapeWait reports whether t, the open window's tile, is among the shape waits of seat s (waited
// for by the window), and notes the answer for hasShapeWait while the window is open.
func (g *Game) noteShapeWait(s tile.Seat, t tile.Tile) bool {
	hit := g.shapeWaitsOf(s, &g.seats[seatIdx(s)].h).Has(t)
	g.windowAsked |= seatBit(s)
	if hit {
		g.windowHits |= seatBit(s)
	}
	return hit
}

// hasShapeWait reports whether t is among the shape waits of seat s holding h: g.shapeWaitsOf(s,
// h).Has(t), read from openWindow's note when it applies (a window is open on a tile of kind t, whose
// opening noted s, and h is the seat's own hand, which no one changes while the window is open).
func (g *Game) hasShapeWait(s tile.Seat, h *hand.Hand, t tile.Tile) bool {
	if g.windowAsked.Has(s) && (g.phase == PhaseClaim || g.phase == PhaseRob) && t == g.latest.Kind() &&
		h == &g.seats[seatIdx(s)].h {
		return g.windowHits.Has(s)
	}
	return g.shapeWaitsOf(s, h).Has(t)
}
