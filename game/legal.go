package game

import (
	"encoding/binary"
	"math/bits"
	"slices"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
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
	st := &g.seats[s.Index()]
	if g.canSelfWin(s) {
		dst = append(dst, Action{Kind: Win, Seat: s})
	}
	if g.aborter != nil && g.canAbort(s) {
		dst = append(dst, Action{Kind: Abort, Seat: s})
	}
	if g.table.SetAside != tile.None {
		if _, why := g.setAsideOf(s, tile.None); why == asideOK {
			dst = append(dst, Action{Kind: SetAside, Seat: s, Tile: g.table.SetAside})
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
	case g.table.MustDiscardMissingFirst && st.chose && held&st.missingKinds != 0:
		discard &= st.missingKinds
	}
	var calls tile.Set // the discards that may also be made with an Original Call or a declaration
	if g.table.OriginalCall {
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
	// The discards of each kind, each followed by its call if any: grow dst once and fill it in place.
	// A kind has one discard, except where the physical tiles differ to the table's eyes (see
	// discardChoices).
	var dk tile.Tile // the kind of the drawn tile (None: none)
	if g.drawn != 0 {
		dk = g.drawn.Kind()
	}
	locked := st.called && g.drawn != 0
	n := len(dst)
	total := discard.Len() + calls.Len()
	// The fives that may be discarded with a red copy held, and the red copies in the hand (the drawn
	// tile left out) of each suit.
	var reds tile.Set
	var redIn [3]int
	dRed := g.redOf(g.drawn)
	if g.redIDs != [3]uint64{} && !locked {
		for _, id := range st.ids[:st.n] {
			if g.isRed(id) {
				k := id.Kind()
				if discard.Has(k) {
					reds = reds.With(k)
				}
				if id != g.drawn {
					redIn[k.Suit()-tile.Characters]++
				}
			}
		}
		for v := uint64(reds); v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(v))
			inHand, red := int(c[t])-b2i(t == dk), redIn[t.Suit()-tile.Characters]
			choices := b2i(inHand > red) + b2i(red > 0) + b2i(t == dk)
			total += (choices - 1) * (1 + b2i(calls.Has(t)))
		}
	}
	if dk != tile.None && discard.Has(dk) && !reds.Has(dk) && !locked && c[dk] > 1 {
		total += 1 + b2i(calls.Has(dk)) // the drawn tile and another of its kind in hand
	}
	dst = slices.Grow(dst, total)[:n+total]
	if calls == 0 && reds == 0 {
		// The frequent case: one discard per kind, the drawn tile's marked Drawn and, where the hand
		// holds another of its kind (and is not locked), that one listed first.
		out, v, j := dst[n:], uint64(discard), 0
		for ; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(v))
			out[j].set(Discard, s, t, tile.None)
			if t == dk {
				if !locked && c[t] > 1 {
					j++
					out[j].set(Discard, s, t, tile.None)
				}
				out[j].Red, out[j].Drawn = dRed, true
			}
			j++
		}
		return dst
	}
	i := n
	for v := uint64(discard); v != 0; v &= v - 1 {
		t := tile.Tile(bits.TrailingZeros64(v))
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
	return dst[:i]
}

// putDiscard writes at dst[i] seat s's discard of t with red and drawn, followed by the same discard
// with a call when call, and returns the index after them.
func putDiscard(dst []Action, i int, s tile.Seat, t tile.Tile, red uint8, drawn, call bool) int {
	dst[i].set(Discard, s, t, tile.None)
	dst[i].Red, dst[i].Drawn = red, drawn
	i++
	if call {
		dst[i] = dst[i-1]
		dst[i].Call = true
		i++
	}
	return i
}

// redOf is 1 for a red five of the table and 0 for any other tile.
func (g *Game) redOf(id tile.ID) uint8 {
	if g.isRed(id) {
		return 1
	}
	return 0
}

func (g *Game) appendClaims(dst []Action, s tile.Seat) []Action {
	dst = appendAction(dst, Pass, s, tile.None, tile.None, tile.NoSeat)
	if g.passOnly.Has(s) {
		return dst
	}
	st := &g.seats[s.Index()]
	t := g.latest.Kind()
	// The rules claimOK applies to every kind of claim first: when they refuse, nothing but Pass is legal.
	if s == g.discarder || st.out || (st.usable != 0 && !st.usable.Has(t)) {
		return dst
	}
	if g.phase == PhaseClaim && !st.called {
		c := st.h.Concealed()
		chow := g.table.Chow && s == g.discarder.Next() && t.IsSuited()
		if chow || c[t] >= 2 {
			f := g.facts(s)
			try := func(a Action) {
				cl := claim.Claim{Seat: s, Kind: claimKinds[a.Kind], Tile: g.latest, Chow: a.Chow}
				if a.Kind == Kong && st.h.NumMelds() >= hand.MaxMelds {
					return
				}
				if g.claimOK(cl, &st.h, &f) {
					lo, hi := g.claimReds(st, a.Kind, a.Chow, t)
					for r := lo; r <= hi; r++ {
						dst = appendAction(dst, a.Kind, s, a.Tile, a.Chow, g.discarder)
						dst[len(dst)-1].Red = r
					}
				}
			}
			if chow {
				for d := 2; d >= 0; d-- {
					low := t
					for range d {
						low = low.Prev()
					}
					if low != tile.None && low.Rank() <= 7 {
						try(Action{Kind: Chow, Seat: s, Tile: t, Chow: low})
					}
				}
			}
			if c[t] >= 2 {
				try(Action{Kind: Pung, Seat: s, Tile: t})
			}
			if c[t] >= 3 {
				try(Action{Kind: Kong, Seat: s, Tile: t})
			}
		}
	}
	if g.canWinNow(s) {
		dst = appendAction(dst, Win, s, t, tile.None, g.discarder)
	}
	return dst
}

// claimReds returns the fewest and the most red fives seat st may take from its hand for a claim of
// kind k (a chow from low) on the discard of kind t: each count in between is a distinct choice.
func (g *Game) claimReds(st *seatState, k ActionKind, low, t tile.Tile) (lo, hi uint8) {
	if g.table.RedFives == [3]uint8{} {
		return 0, 0
	}
	c := st.h.Concealed()
	choice := func(u tile.Tile, n int) (uint8, uint8) {
		red := g.heldRed(st, u, 0)
		return uint8(max(0, n-(int(c[u])-red))), uint8(min(n, red))
	}
	switch k {
	case Pung:
		return choice(t, 2)
	case Kong:
		return choice(t, 3)
	case Chow:
		for u := low; u <= low+2; u++ {
			if u != t && g.hasRed(u) {
				return choice(u, 1)
			}
		}
	case NoAction, Exchange, ChooseSuit, Discard, Win, Pass, Abort, SetAside, numActionKinds:
	}
	return 0, 0
}

// appendAction appends the action of kind k by seat s with the tiles t and chow, from the seat from
// (no Tiles, Suit or Call) to dst, reusing dst's room in place (see Action.set).
func appendAction(dst []Action, k ActionKind, s tile.Seat, t, chow tile.Tile, from tile.Seat) []Action {
	n := len(dst)
	if n < cap(dst) {
		dst = dst[:n+1]
	} else {
		dst = append(dst, Action{})
	}
	dst[n].set(k, s, t, chow)
	dst[n].From = from
	return dst
}

// set makes a the action of kind k by seat s with the tiles t and chow, and no Tiles, Suit, From or Call. An
// action in reused room may hold an old Tiles slice; a pointer store costs a write barrier while the
// collector runs, so Tiles is only cleared when set.
func (a *Action) set(k ActionKind, s tile.Seat, t, chow tile.Tile) {
	if a.Tiles != nil {
		a.Tiles = nil
	}
	a.Kind, a.Seat, a.Tile, a.Chow, a.Suit, a.From, a.Call, a.Red, a.Drawn = k, s, t, chow, 0, tile.NoSeat, false, 0, false
}

// canWinNow reports whether seat s may claim the open window's tile for a win.
func (g *Game) canWinNow(s tile.Seat) bool {
	switch g.winMemo[s.Index()] {
	case memoNo:
		return false
	case memoYes:
		return true
	}
	st := &g.seats[s.Index()]
	if st.usable != 0 && !st.usable.Has(g.latest.Kind()) || g.shapesOnly && st.unusable > 0 ||
		g.notShapeWait(s, &st.h, g.latest.Kind(), true) {
		// An unusable tile is refused (see claimOK); a hand holding one has no shape waits (see
		// ShapeWaiter), and a tile outside the shape waits is no win (claimOK's first test of a win).
		g.winMemo[s.Index()] = memoNo
		return false
	}
	f := g.facts(s)
	return g.claimOK(claim.Claim{Seat: s, Kind: claim.Win, Tile: g.latest}, &g.seats[s.Index()].h, &f)
}

// appendExchanges lists every choice of Table.Exchange tiles of one suit that the variant accepts, in
// suit order and then in lexicographic order of the sorted tiles.
func (g *Game) appendExchanges(dst []Action, s tile.Seat) []Action {
	st := &g.seats[s.Index()]
	n := g.table.Exchange
	if n <= 0 || n > maxHeld {
		return dst // never in the exchange phase, or more tiles than a hand holds
	}
	trust := false // the variant accepts every choice of one suit (see variant.OneSuitExchanger)
	if x, ok := g.exch.(variant.OneSuitExchanger); ok {
		trust = x.AnyOneSuit()
	}
	// The kinds of each suit held, and how many of each.
	var suits [3]heldSuit
	c := st.h.Concealed()
	for i := range suits {
		su := &suits[i]
		first := tile.Of(tile.Characters+tile.Suit(i), 1)
		for t := first; t <= first+8; t++ {
			if c[t] != 0 {
				su.kinds[su.m], su.left[su.m] = t, c[t]
				su.m++
				su.total += int(c[t])
			}
		}
	}
	if n == 3 {
		return appendTriples(dst, s, &suits, trust, g.exch, &st.h)
	}
	// The choices' tiles share one backing array (each choice a full slice of its own n tiles).
	var pool []tile.Tile
	for i := range suits {
		su := &suits[i]
		if su.total < n {
			continue
		}
		if pool == nil {
			pool = make([]tile.Tile, 0, 64*n)
		}
		// Enumerate the multisets of n tiles of the suit in lexicographic order: pos[k] is the index in
		// kinds of idx[k], non-decreasing, and no kind is used more often than it is held.
		var buf [maxHeld]tile.Tile
		idx := buf[:n]
		var pos [maxHeld]int
		k, j := 0, 0
		for {
			// Extend from position k with the smallest kinds from index j on.
			for k < n {
				for j < su.m && su.left[j] == 0 {
					j++
				}
				if j == su.m {
					break
				}
				pos[k], idx[k] = j, su.kinds[j]
				su.left[j]--
				k++
			}
			if k == n {
				pool = append(pool, idx...)
				own := pool[len(pool)-n : len(pool) : len(pool)]
				if trust || g.exch.ValidateExchange(st.h, own) == nil {
					dst = append(dst, Action{Kind: Exchange, Seat: s, Tiles: own})
				} else {
					pool = pool[:len(pool)-n]
				}
			}
			// Backtrack: drop the last tile and try the next larger kind in its place.
			if k == 0 {
				break
			}
			k--
			su.left[pos[k]]++
			j = pos[k] + 1
		}
	}
	return dst
}

// heldSuit is the concealed tiles of one suit, for listing exchanges: the m kinds held, left[i] tiles of
// kinds[i], total in all.
type heldSuit struct {
	kinds    [9]tile.Tile
	left     [9]uint8
	m, total int
}

// triples returns the number of choices of three tiles of the suit: C(m, 3) of three kinds, one per
// pair and other kind, and one per kind held three times.
func (su *heldSuit) triples() int {
	pairs, threes := 0, 0
	for _, n := range su.left[:su.m] {
		pairs += b2i(n >= 2)
		threes += b2i(n >= 3)
	}
	return su.m*(su.m-1)*(su.m-2)/6 + pairs*(su.m-1) + threes
}

// appendTriples is appendExchanges for exchanges of three tiles: it counts the choices first, so that
// their tiles take one allocation and dst grows once, and fills both in place.
func appendTriples(dst []Action, s tile.Seat, suits *[3]heldSuit, trust bool, x variant.Exchanger,
	h *hand.Hand) []Action {
	most := 0
	for i := range suits {
		most += suits[i].triples()
	}
	if most == 0 {
		return dst
	}
	dst = slices.Grow(dst, most)
	pool := make([]tile.Tile, 0, 3*most)
	if trust {
		return appendTrusted(dst, s, suits, pool)
	}
	for i := range suits {
		su := &suits[i]
		for a := range su.m {
			for b := a; b < su.m; b++ {
				if b == a && su.left[a] < 2 {
					continue
				}
				for c := b; c < su.m; c++ {
					if c == b && (su.left[b] < 2 || b == a && su.left[a] < 3) {
						continue
					}
					k := len(pool)
					pool = pool[:k+3]
					own := pool[k : k+3 : k+3]
					own[0], own[1], own[2] = su.kinds[a], su.kinds[b], su.kinds[c]
					if !trust && x.ValidateExchange(*h, own) != nil {
						pool = pool[:k]
						continue
					}
					dst = dst[:len(dst)+1]
					dst[len(dst)-1] = Action{Kind: Exchange, Seat: s, Tiles: own}
				}
			}
		}
	}
	return dst
}

// appendTrusted is appendTriples for a variant that accepts every choice of one suit: the same choices
// in the same order, in a loop that calls nothing (dst has room for them all, pool for their tiles).
func appendTrusted(dst []Action, s tile.Seat, suits *[3]heldSuit, pool []tile.Tile) []Action {
	n := len(dst)
	out := dst[n:cap(dst)]
	pool = pool[:cap(pool)]
	j := 0 // choices made: out[:j], their tiles pool[:3*j]
	for i := range suits {
		su := &suits[i]
		kinds, left := su.kinds[:], su.left[:]
		m := min(su.m, len(kinds))
		for a := range m {
			ka := kinds[a]
			for b := a; b < m; b++ {
				if b == a && left[a] < 2 {
					continue
				}
				kb := kinds[b]
				for c := b; c < m; c++ {
					if c == b && (left[b] < 2 || b == a && left[a] < 3) {
						continue
					}
					own := pool[3*j : 3*j+3 : 3*j+3]
					own[0], own[1], own[2] = ka, kb, kinds[c]
					// Action{Kind: Exchange, Seat: s, Tiles: own}, written field by field in place.
					x := &out[j]
					x.Tiles = own
					x.Kind, x.Seat, x.Tile, x.Chow, x.Suit, x.From, x.Call, x.Red, x.Drawn = Exchange, s, tile.None, tile.None, tile.NoSuit, tile.NoSeat, false, 0, false
					j++
				}
			}
		}
	}
	return dst[:n+j]
}

// IsLegal reports whether a is among the legal actions (see [Game.Legal]) without applying it.
func (g *Game) IsLegal(a Action) bool {
	var p plan
	return a.checkFields() == nil && g.check(&a, &p) == nil
}

// claimOK is a quick test, without allocating, of the rules claim.Check applies; a true answer is
// confirmed with claim.Check.
func (g *Game) claimOK(c claim.Claim, h *hand.Hand, f *claim.Facts) bool {
	t := c.Tile.Kind()
	switch {
	case f.Closed, c.Tile != f.Latest, c.Seat == f.Discarder, f.Out:
		return false
	case (f.Robbing || f.OnlyWin) && c.Kind != claim.Win:
		return false
	case c.Kind == claim.Kong && f.WallEmpty:
		return false
	case f.Usable != 0 && !f.Usable.Has(t):
		return false
	}
	switch c.Kind {
	case claim.Pung:
		if h.Concealed().Count(t) < 2 {
			return false
		}
	case claim.Kong:
		if h.Concealed().Count(t) < 3 {
			return false
		}
	case claim.Win:
		// The answer cannot change while the window is open: remember it.
		switch g.winMemo[c.Seat.Index()] {
		case memoNo:
			return false
		case memoYes:
			return true
		}
		// claim.Check confirms the win through won, whose CanWin is the answer just found: the variant's
		// CanWin, which may score the hand, runs once.
		ok := !g.notShapeWait(c.Seat, h, t, true) && g.policy.CanWin(*h, t, *f) && g.policy.Allow(c, *h, *f) == nil &&
			claim.Check(c, *h, *f, &g.won) == nil && !g.discardFuriten(c.Seat) && g.winFacts(c.Seat) &&
			g.robShapeOK(c.Seat)
		g.winMemo[c.Seat.Index()] = memoNo
		if ok {
			g.winMemo[c.Seat.Index()] = memoYes
		}
		return ok
	case claim.Chow:
		// claim.Check refuses a chow whose two other tiles are not held: test it first, without
		// building the refusal.
		if !holdsChowRest(h.Concealed(), c.Chow, t) {
			return false
		}
	case claim.Pass:
	}
	if (c.Kind == claim.Chow || c.Kind == claim.Pung) && !g.callLeavesDiscard(c, h) {
		return false
	}
	return g.policy.Allow(c, *h, *f) == nil && claim.Check(c, *h, *f, g.policy) == nil
}

// wonPolicy is a claim policy whose CanWin is known to be true: claimOK confirms a win it has just found
// with claim.Check through it, passing the same hand, tile and facts.
type wonPolicy struct{ claim.Policy }

// CanWin implements [claim.Policy]: true, as the policy's own CanWin answered for the same question.
func (wonPolicy) CanWin(hand.Hand, tile.Tile, claim.Facts) bool { return true }

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// holdsChowRest reports whether c holds the two tiles that complete, with t, the chow starting at low
// (false if t is not in that chow or the chow does not exist).
func holdsChowRest(c tile.Counts, low, t tile.Tile) bool {
	mid := low.Next()
	high := mid.Next()
	if !low.IsSuited() || high == tile.None {
		return false
	}
	switch t {
	case low:
		return c[mid] > 0 && c[high] > 0
	case mid:
		return c[low] > 0 && c[high] > 0
	case high:
		return c[low] > 0 && c[mid] > 0
	}
	return false
}

// The states of a memo of whether a seat may win on the open window's tile.
const (
	memoUnknown uint8 = iota
	memoNo
	memoYes
)

// heldKinds returns the playing kinds (Character1 to Red) of which c holds at least one tile, and those of
// which it holds exactly four, reading the counts eight at a time.
func heldKinds(c *tile.Counts) (held, fours tile.Set) {
	const fourB = 0x0404040404040404
	held = kindsHeld(c)
	w0, w1, w2 := binary.LittleEndian.Uint64(c[0:8]), binary.LittleEndian.Uint64(c[8:16]), binary.LittleEndian.Uint64(c[16:24])
	w3, w4 := binary.LittleEndian.Uint64(c[24:32]), binary.LittleEndian.Uint64(c[32:40])
	if (w0|w1|w2|w3|w4)&fourB == 0 {
		return held, 0 // no count has the bit of 4, so none is 4
	}
	f := gatherBytes(zeroBytes(w0^fourB)) | gatherBytes(zeroBytes(w1^fourB))<<8 | gatherBytes(zeroBytes(w2^fourB))<<16 |
		gatherBytes(zeroBytes(w3^fourB))<<24 | gatherBytes(zeroBytes(w4^fourB))<<32
	return held, tile.Set(f & playingBits)
}

// kindsHeld is the first result of heldKinds.
func kindsHeld(c *tile.Counts) tile.Set {
	w0, w1, w2 := binary.LittleEndian.Uint64(c[0:8]), binary.LittleEndian.Uint64(c[8:16]), binary.LittleEndian.Uint64(c[16:24])
	w3, w4 := binary.LittleEndian.Uint64(c[24:32]), binary.LittleEndian.Uint64(c[32:40])
	h := gatherBytes(nonzeroBytes(w0)) | gatherBytes(nonzeroBytes(w1))<<8 | gatherBytes(nonzeroBytes(w2))<<16 |
		gatherBytes(nonzeroBytes(w3))<<24 | gatherBytes(nonzeroBytes(w4))<<32
	return tile.Set(h & playingBits)
}

// playingBits are the bits of the playing kinds, Character1 to Red, in a tile.Set.
const playingBits = uint64(1)<<(tile.Red+1) - 1<<tile.Character1

// nonzeroBytes sets the high bit of each byte of x that is not zero, and clears the other bits.
func nonzeroBytes(x uint64) uint64 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	return ((x & low7) + low7 | x) & high
}

// zeroBytes sets the high bit of each byte of x that is zero, and clears the other bits.
func zeroBytes(x uint64) uint64 { return ^nonzeroBytes(x) & 0x8080808080808080 }

// gatherBytes packs the high bits of the eight bytes of m (which has no other bits) into its low eight
// bits, byte i to bit i.
func gatherBytes(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }
