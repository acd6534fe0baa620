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
				require.Equal(t, dec[k], p[i/4]>>(i%4)&laneOne, "hand %v kind %v", h, k)
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
		var pair [4][4]cost
		for i := range 4 {
			for j := range 4 {
				if i != j {
					pair[i][j] = combine(a.sc[i], a.sc[j], a.need)
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
			lb := distOf(join(sg, triple[g], a.need))
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
					if c := ug.at(m, q); c != costImp {
						require.Equal(t, exact.at(m, q), c, "hand %v discard %v lane (%d, %d)", h, x, m, q)
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

// TestRestOfMatchesCombination: each group's rest (the other three groups combined) equals the
// combination of the three in a fixed order in every lane of at most need sets, whichever groups are
// unusable, and so does the rest the discard table reads from the pairs (joinThird).
func TestRestOfMatchesCombination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var sc [4]cost
		for g := range sc {
			if rapid.IntRange(0, 2).Draw(t, "unusable") == 0 {
				sc[g] = unusable
				continue
			}
			sc[g] = groupCostGen().Draw(t, "costs")
		}
		need := rapid.IntRange(0, 4).Draw(t, "need")
		keep := cost(joinKeep(need))
		var pair [4][4]cost
		for i := range 4 {
			for j := range 4 {
				if i != j {
					pair[i][j] = combine(sc[i], sc[j], need)
				}
			}
		}
		got := restOf(&sc, need)
		for g := range 4 {
			o := othersOf[g]
			want := combineFull(sc[o[0]], combineFull(sc[o[1]], sc[o[2]], need), need)
			require.Equal(t, want&keep, got[g]&keep, "group %d", g)
			j := joinThird(&sc, o, pair[o[1]][o[2]], pair[o[0]][o[2]], pair[o[0]][o[1]], need)
			require.Equal(t, want&keep, j&keep, "group %d", g)
		}
	})
}
