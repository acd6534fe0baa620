package game

import (
	"slices"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// appendExchanges lists every choice of Table.BeforePlay.Exchange tiles of one suit that the variant accepts, in
// suit order and then in lexicographic order of the sorted tiles.
func (g *Game) appendExchanges(dst []Action, s tile.Seat) []Action {
	st := &g.seats[s.Index()]
	n := g.table.BeforePlay.Exchange
	if n <= 0 || n > maxHeld {
		return dst // never in the exchange phase, or more tiles than a hand holds
	}
	trust := false // the variant accepts every choice of one suit (see oneSuitExchanger)
	if x, ok := g.exch.(oneSuitExchanger); ok {
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
					// Action{Kind: Exchange, Seat: s, Tiles: own}, written field by field in place (at
					// out[0], then out = out[1:]: see putPlainDiscards).
					x := &out[0]
					out = out[1:]
					x.Tiles = own
					x.Red, x.Drawn = 0, false // first, as in Action.set
					x.Kind, x.Seat, x.Tile, x.Chow, x.Suit, x.From, x.Call = Exchange, s, tile.None, tile.None, tile.NoSuit, tile.NoSeat, false
					j++
				}
			}
		}
	}
	return dst[:n+j]
}
