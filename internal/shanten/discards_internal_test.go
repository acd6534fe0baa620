package shanten

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// TestPackDecMatchesFillDec: the packed lanes a draw lowers are those fillDec finds, kind by kind, for
// hands with and without declared melds and usable kinds made of whole suits.
func TestPackDecMatchesFillDec(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var h Hand
		if rapid.Bool().Draw(t, "melded") {
			h = meldedHandGen().Draw(t, "h")
		} else {
			h = concealedHandGen().Draw(t, "h")
		}
		var a analyzer
		a.init(&h, Options{Kinds: wholeSuitKindsGen().Draw(t, "kinds")})
		if !a.std {
			t.Skip("no standard shape")
		}
		var dec [tile.NumSlots]uint64
		for g := range 4 {
			a.fillDec(&dec, &h.Concealed, g)
			var p [3]uint64
			a.packDec(&p, &h.Concealed, g)
			first, last := groupKinds(g)
			for k := first; k <= last; k++ {
				i := int(k - first)
				require.Equal(t, dec[k], p[i/4]>>(i%4)&laneLow, "hand %v kind %v", h, k)
			}
		}
	})
}

// TestDiscardDistanceExact: the distance of each discard settled against upper bounds is the standard
// distance of the hand left, for 14-size hands with declared melds and usable kinds made of whole
// suits, and the upper bounds it returns are at least the exact costs of the discard's suit.
func TestDiscardDistanceExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := meldedHandGen().Draw(t, "h")
		if h.Size() != 14 {
			t.Skip("not a 14-size hand")
		}
		kinds := wholeSuitKindsGen().Draw(t, "kinds")
		var a analyzer
		a.init(&h, Options{Kinds: kinds})
		if !a.std || a.exact {
			t.Skip("no lower bounds")
		}
		triple := restOf(&a.sc, a.need)
		var pair [4][4]pcost
		for i := range 4 {
			for j := range 4 {
				if i != j {
					pair[i][j] = pcombine(a.sc[i], a.sc[j], a.need)
				}
			}
		}
		var ub bounds
		a.initBounds(&ub, &pair, &triple)
		meldCount, _ := h.declaredTiles()
		for v := heldKinds(&h.Concealed); v != 0; v &= v - 1 {
			x := tile.Tile(bits.TrailingZeros64(uint64(v)))
			g := groupOf(x)
			sg, key, _ := a.discardCosts(&h, x, g)
			lb := pjoin(sg, triple[g], a.need)
			d, ug := a.discardDistance(&h, x, g, sg, key, lb, &ub)
			h2 := h
			h2.Concealed[x]--
			h2.NC--
			want := min(h2.standardDistance(kinds), inf)
			require.Equal(t, want, min(d, inf), "hand %v discard %v", h, x)
			if g == 3 || !a.suitOK[g] {
				continue
			}
			cs := newCappedSuit(&h2.Concealed, &meldCount, kinds, tile.Character1+tile.Tile(9*g))
			exact := suitCostsDP(&cs.held, &cs.caps, a.need)
			for m := 0; m <= a.need; m++ {
				for q := range 2 {
					if c := laneAt(ug, m, q); c != inf {
						require.Equal(t, laneAt(exact, m, q), c, "hand %v discard %v lane (%d, %d)", h, x, m, q)
					}
				}
			}
		}
	})
}

// concealedHandGen draws 13- or 14-size hands without declared melds, of random tiles.
func concealedHandGen() *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand {
		var c tile.Counts
		size := rapid.IntRange(13, 14).Draw(t, "size")
		for n := 0; n < size; {
			k := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "kind"))
			if c[k] < 4 {
				c[k]++
				n++
			}
		}
		h, err := fromCounts(c, nil)
		require.NoError(t, err)
		return h
	})
}

// TestJoinRevMatchesPjoin: joining with the other groups' lanes reversed beforehand gives pjoin's total,
// for any costs (0..inf in each of the five lanes of both halves) and any number of sets needed.
func TestJoinRevMatchesPjoin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lanes := func(label string) uint64 {
			var x uint64
			for i := range 5 {
				x |= uint64(rapid.IntRange(0, inf).Draw(t, label)) << (8 * i)
			}
			return x
		}
		g := pcost{lanes("g0"), lanes("g1")}
		rest := pcost{lanes("r0"), lanes("r1")}
		need := rapid.IntRange(0, 4).Draw(t, "need")
		keep := uint64(1)<<(8*uint(need+1)) - 1
		r := pcost{rev(rest.c1, need), rev(rest.c0, need)}
		require.Equal(t, pjoin(g, rest, need), joinRev(g, r, keep))
	})
}

// TestRestOfMatchesCombination: each group's rest (the other three groups combined) equals the
// combination of the three in a fixed order in every lane of at most need sets, whichever groups are
// unusable, and so does the rest the discard table reads from the pairs (joinThird).
func TestRestOfMatchesCombination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var sc [4]pcost
		for g := range sc {
			if rapid.IntRange(0, 2).Draw(t, "unusable") == 0 {
				sc[g] = unusableP
				continue
			}
			var c [2]uint64
			for p := range c {
				for m := range 5 {
					c[p] |= uint64(rapid.IntRange(0, 14).Draw(t, "cost")) << (8 * m)
				}
			}
			sc[g] = pcost{c[0], c[1]}
		}
		need := rapid.IntRange(0, 4).Draw(t, "need")
		keep := uint64(1)<<(8*uint(need+1)) - 1
		var pair [4][4]pcost
		for i := range 4 {
			for j := range 4 {
				if i != j {
					pair[i][j] = pcombine(sc[i], sc[j], need)
				}
			}
		}
		got := restOf(&sc, need)
		for g := range 4 {
			o := othersOf[g]
			want := pcombineFull(sc[o[0]], pcombineFull(sc[o[1]], sc[o[2]], need), need)
			require.Equal(t, want.c0&keep, got[g].c0&keep, "group %d", g)
			require.Equal(t, want.c1&keep, got[g].c1&keep, "group %d", g)
			j := joinThird(&sc, o, pair[o[1]][o[2]], pair[o[0]][o[2]], pair[o[0]][o[1]], need)
			require.Equal(t, want.c0&keep, j.c0&keep, "group %d", g)
			require.Equal(t, want.c1&keep, j.c1&keep, "group %d", g)
		}
	})
}
