package game

import (
	"math/bits"
	"slices"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Legal returns every legal action of seat s now: empty when s has no decision pending. Each action
// in the list is accepted by [Game.Apply], and Apply rejects every action not in it (an exchange being
// the same whatever the order of its tiles, a claim whose Tile is None standing for the latest
// tile, and an action with Red 0 and Drawn unset standing for the listed choice of its kind that the
// rule of [Action] picks).
//
// The list states every physical choice exactly and once (see [Action]): a discard of a kind is
// listed once per distinct way, in the order plain from the hand, plain drawn, red from the hand,
// red drawn, so that the first listed is the one a kind-only discard makes; a claim is listed once per
// number of red fives it may take from the hand, fewest first.
func (g *Game) Legal(s tile.Seat) []Action { return g.AppendLegal(nil, s) }

// AppendLegal appends the legal actions of seat s, as [Game.Legal] lists them, to dst.
func (g *Game) AppendLegal(dst []Action, s tile.Seat) []Action {
	if !s.IsValid() || !g.Pending().Has(s) {
		return dst
	}
	switch g.phase {
	case PhaseExchange:
		return g.appendExchanges(dst, s)
	case PhaseMissingSuit:
		for su := tile.Characters; su <= tile.Bamboo; su++ {
			if g.suitAllowed(su) {
				dst = append(dst, Action{Kind: ChooseSuit, Seat: s, Suit: su})
			}
		}
	case PhaseTurn:
		return g.appendTurn(dst, s)
	case PhaseClaim, PhaseRob:
		if g.passOnly.Has(s) { // what appendClaims lists for it, without the call
			return appendAction(dst, Pass, s, tile.None, tile.None, tile.NoSeat)
		}
		return g.appendClaims(dst, s)
	case PhaseNone, PhaseOver, numPhases:
	}
	return dst
}

func (g *Game) appendTurn(dst []Action, s tile.Seat) []Action {
	st := &g.seats[seatIdx(s)]
	if g.canSelfWin(s) {
		dst = append(dst, Action{Kind: Win, Seat: s})
	}
	if g.aborter != nil && g.canAbort(s) {
		dst = append(dst, Action{Kind: Abort, Seat: s})
	}
	if g.table.SetAside.Kind != tile.None {
		if _, why := g.setAsideOf(s, tile.None); why == asideOK {
			dst = append(dst, Action{Kind: SetAside, Seat: s, Tile: g.table.SetAside.Kind})
		}
	}
	c := st.h.Concealed()
	held, fours := heldKinds(&c)
	// A kong needs four concealed tiles of a kind or a claimed pung to add to.
	if (fours != 0 || st.h.NumMelds() > 0) && !g.mustDiscard && g.kongPossible() &&
		(!st.called || g.drawn != 0 && g.lockedKong(s, g.drawn.Kind())) {
		var pungs tile.Set
		for i := range st.h.NumMelds() {
			if m := st.h.Meld(i); m.Kind() == meld.Pung && m.Origin() == meld.Claimed {
				pungs = pungs.With(m.Tile())
			}
		}
		for v := uint64(fours | held&pungs); v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(v))
			if k, why := g.selfKongOf(s, t); why == kongOK {
				dst = append(dst, Action{Kind: Kong, Seat: s, Tile: t, Red: g.selfKongRed(s, t, k)})
			}
		}
	}
	discard := held &^ g.forbidden // the kinds that may be discarded
	switch {
	case st.called && g.drawn != 0:
		discard &= tile.Set(0).With(g.drawn.Kind())
	case g.table.BeforePlay.MustDiscardMissingFirst && st.chose && held&st.missingKinds != 0:
		discard &= st.missingKinds
	}
	var calls tile.Set // the discards that may also be made with an Original Call or a declaration
	if g.table.Declarations.OriginalCall {
		if g.declarer != nil {
			calls = g.declarations(s) & discard
		} else {
			for v := uint64(discard); v != 0; v &= v - 1 {
				if t := tile.Tile(bits.TrailingZeros64(v)); g.canCall(s, t) {
					calls = calls.With(t)
				}
			}
		}
	}
	if calls == 0 && (!g.holdsRed(st) || st.called && g.drawn != 0) {
		// The frequent case: no call, and the physical tiles differ to the table's eyes (see
		// [Action]) only in the drawn one.
		var dk tile.Tile // the kind of the drawn tile (None: none)
		if g.drawn != 0 {
			dk = playingKind(g.drawn)
		}
		// Room for a discard of every kind held and the drawn tile's second choice.
		dst = slices.Grow(dst, maxHeld+1)
		return appendTurnDiscards(dst, s, discard, dk, g.redOf(g.drawn), !st.called && c[dk] > 1)
	}
	return g.appendDiscardChoices(dst, s, &c, discard, calls)
}

// appendTurnDiscards appends seat s's discards of the kinds of discard, one per kind, except that
// the one of kind dk (if any) is of the drawn tile (with red red) and, when twice, follows a plain one
// of the hand: the order in which a kind-only discard takes them (see discardAt). dst has room for a
// discard of every kind held and one more.
func appendTurnDiscards(dst []Action, s tile.Seat, discard tile.Set, dk tile.Tile, red uint8, twice bool) []Action {
	n := len(dst)
	out := dst[n : n+maxHeld+1]
	if !discard.Has(dk) {
		return dst[:n+putPlainDiscards(out, s, discard)]
	}
	upTo := discard & (tile.Set(1)<<(dk+1) - 1) // the kinds listed up to dk's
	if twice {
		j := putPlainDiscards(out, s, upTo)
		out[j].set(Discard, s, dk, tile.None, tile.NoSeat)
		out[j].Red, out[j].Drawn = red, true
		return dst[:n+j+1+putPlainDiscards(out[j+1:], s, discard&^upTo)]
	}
	j := putPlainDiscards(out, s, discard)
	x := &out[upTo.Len()-1]
	x.Red, x.Drawn = red, true
	return dst[:n+j]
}

// appendDiscardChoices appends seat s's discards of the kinds of discard, c being its concealed
// counts, where a red five held makes several physical choices of a kind or a discard may also be made
// with a call (the kinds of calls): each kind's choices in order, each followed by its call if any.
func (g *Game) appendDiscardChoices(dst []Action, s tile.Seat, c *tile.Counts, discard, calls tile.Set) []Action {
	st := &g.seats[seatIdx(s)]
	var dk tile.Tile // the kind of the drawn tile (None: none)
	if g.drawn != 0 {
		dk = g.drawn.Kind()
	}
	locked := st.called && g.drawn != 0
	// The fives that may be discarded with a red copy held, and the red copies in the hand (the drawn
	// tile left out) of each suit.
	var reds tile.Set
	var redIn [3]int
	dRed := g.redOf(g.drawn)
	if !locked && g.holdsRed(st) {
		for w := range st.idSet {
			for v := st.idSet[w] & g.redIDs[w]; v != 0; v &= v - 1 {
				id := tile.ID(w<<6 | bits.TrailingZeros64(v))
				k := id.Kind()
				if discard.Has(k) {
					reds = reds.With(k)
				}
				if id != g.drawn {
					redIn[k.Suit()-tile.Characters]++
				}
			}
		}
	}
	// Room for every choice rather than their count: each takes a different tile of the hand, and its
	// call may double it.
	n := len(dst)
	dst = slices.Grow(dst, 2*maxHeld)[:n+2*maxHeld]
	// The discards in kind order. A kind with one plain discard is written in runs (putPlainDiscards,
	// the frequent case); the drawn tile's kind, a kind with a red copy held and a kind that may also
	// be discarded with a call are written one by one.
	special := discard & (reds | calls | tile.Set(1)<<dk)
	rest := discard &^ special
	i := n
	for v := uint64(special); v != 0; v &= v - 1 {
		t := tile.Tile(bits.TrailingZeros64(v))
		below := rest & (tile.Set(1)<<t - 1)
		i += putPlainDiscards(dst[i:], s, below)
		rest &^= below
		call := calls.Has(t)
		if locked || t == dk && c[t] == 1 {
			i = putDiscard(dst, i, s, t, dRed, true, call)
			continue
		}
		// Plain from the hand, plain drawn, red from the hand, red drawn: the order in which a
		// kind-only discard takes them (see discardAt).
		inHand, red := int(c[t])-b2i(t == dk), 0
		if reds.Has(t) {
			red = redIn[t.Suit()-tile.Characters]
		}
		if inHand > red {
			i = putDiscard(dst, i, s, t, 0, false, call)
		}
		if t == dk && dRed == 0 {
			i = putDiscard(dst, i, s, t, 0, true, call)
		}
		if red > 0 {
			i = putDiscard(dst, i, s, t, 1, false, call)
		}
		if t == dk && dRed == 1 {
			i = putDiscard(dst, i, s, t, 1, true, call)
		}
	}
	i += putPlainDiscards(dst[i:], s, rest)
	return dst[:i]
}

// putPlainDiscards writes seat s's discards of the kinds of ks, in kind order, from out[0] on, with no
// Red, Drawn or Call, and returns the number written.
func putPlainDiscards(out []Action, s tile.Seat, ks tile.Set) int {
	// out[0] and out = out[1:] rather than out[i]: the compiler then writes the fields at offsets from
	// one pointer instead of recomputing the address of each field of out[i].
	room := len(out)
	for v := uint64(ks); v != 0; v &= v - 1 {
		x := &out[0]
		x.set(Discard, s, tile.Tile(bits.TrailingZeros64(v)), tile.None, tile.NoSeat)
		out = out[1:]
	}
	return room - len(out)
}

// putDiscard writes at dst[i] seat s's discard of t with red and drawn, followed by the same discard
// with a call when call, and returns the index after them.
func putDiscard(dst []Action, i int, s tile.Seat, t tile.Tile, red uint8, drawn, call bool) int {
	x := &dst[i:][0] // through a slice, as in putPlainDiscards
	x.set(Discard, s, t, tile.None, tile.NoSeat)
	x.Red, x.Drawn = red, drawn
	if !call {
		return i + 1
	}
	y := &dst[i+1:][0]
	*y = *x
	y.Call = true
	return i + 2
}

// redOf is 1 for a red five of the table and 0 for any other tile.
func (g *Game) redOf(id tile.ID) uint8 {
	if g.anyRed && g.isRed(id) {
		return 1
	}
	return 0
}

// appendAction appends the action of kind k by seat s with the tiles t and chow, from the seat from
// (no Tiles, Suit or Call) to dst, reusing dst's room in place (see Action.set).
func appendAction(dst []Action, k ActionKind, s tile.Seat, t, chow tile.Tile, from tile.Seat) []Action {
	n := len(dst)
	if n == cap(dst) {
		dst = append(dst, Action{})
	}
	dst = dst[:n+1]
	x := &dst[n:][0] // through a slice, as in putPlainDiscards
	x.set(k, s, t, chow, from)
	return dst
}

// set makes a the action of kind k by seat s with the tiles t and chow, from the seat from, and no
// Tiles, Suit, Call, Red or Drawn. An action in reused room may hold an old Tiles slice; a pointer
// store costs a write barrier while the collector runs, so Tiles is only cleared when set.
func (a *Action) set(k ActionKind, s tile.Seat, t, chow tile.Tile, from tile.Seat) {
	if a.Tiles != nil {
		a.Tiles = nil
	}
	a.Red, a.Drawn = 0, false // first, so that the compiler writes the two in one store
	a.Kind, a.Seat, a.Tile, a.Chow, a.Suit, a.From, a.Call = k, s, t, chow, 0, from, false
}

// IsLegal reports whether a is among the legal actions (see [Game.Legal]) without applying it.
func (g *Game) IsLegal(a Action) bool {
	var p plan
	return a.checkFields() == nil && g.check(&a, &p) == nil
}
