package hand_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// cappedHandGen draws hands that often take the slow capped path of the standard shanten: one or two
// declared melds in the suits (whose tiles cap the ranks they use) and concealed tiles spread over
// sparse ranks of the three suits, so every suit is far from complete and the best split must settle
// a large cost of a capped suit exactly.
func cappedHandGen() *rapid.Generator[hand.Hand] {
	sparse := [][]int{{1, 4, 7}, {2, 5, 8}, {3, 6, 9}, {1, 5, 9}, {1, 4, 8}, {2, 6, 9}, {1, 3, 6, 9}, {1, 3, 5, 7, 9}, {1, 2, 5, 8, 9}}
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		var used tile.Counts
		var melds []meld.Meld
		for range rapid.IntRange(1, 2).Draw(t, "melds") {
			k := rapid.SampledFrom([]meld.Kind{meld.Kong, meld.Kong, meld.Pung, meld.Chow}).Draw(t, "kind")
			suit := tile.Suit(rapid.IntRange(1, 3).Draw(t, "meld suit"))
			top := 9
			if k == meld.Chow {
				top = 7
			}
			first := tile.Character1 + tile.Tile(9*(int(suit)-1)+rapid.IntRange(0, top-1).Draw(t, "meld rank"))
			m, err := meld.NewClaimed(k, first, tile.SeatSouth)
			require.NoError(t, err)
			var c tile.Counts
			m.AddTo(&c)
			ok := true
			for i := range c {
				if used[i]+c[i] > 4 {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for i := range c {
				used[i] += c[i]
			}
			melds = append(melds, m)
		}
		var pool []tile.Tile
		var in tile.Set
		for s := range 3 {
			for _, r := range rapid.SampledFrom(sparse).Draw(t, "ranks") {
				k := tile.Character1 + tile.Tile(9*s+r-1)
				in = in.With(k)
				for range min(2, 4-used[k]) { // few copies: pairs at most, far from sets
					pool = append(pool, k)
				}
			}
		}
		size := rapid.IntRange(13, 14).Draw(t, "size") - 3*len(melds)
		if len(pool) < size { // too few sparse tiles: every suit tile left may come
			for k := range tile.SuitedKinds.All() {
				if !in.Has(k) {
					for range 4 - used[k] {
						pool = append(pool, k)
					}
				}
			}
		}
		var c tile.Counts
		for i := range size {
			j := rapid.IntRange(i, len(pool)-1).Draw(t, "tile")
			pool[i], pool[j] = pool[j], pool[i]
			c[pool[i]]++
		}
		h, err := hand.FromCounts(c, melds, 0)
		require.NoError(t, err)
		return h
	})
}

// TestShantenCappedMatchesReference compares the standard shanten of hands built to need the exact
// cost of a capped suit with the brute-force reference, with every kind usable or some left out.
func TestShantenCappedMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := cappedHandGen().Draw(t, "h")
		o := hand.Options{}
		if rapid.IntRange(0, 3).Draw(t, "partial") == 0 {
			o = partialKindsGen(h).Draw(t, "o")
		}
		require.Equal(t, refShantenStandard(h, o), h.ShantenStandard(o), "hand %v options %+v", h, o)
	})
}
