package hand

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// meldedHandGen draws 13- or 14-size hands with one to four declared melds of any kind (chows, pungs
// and kongs of any playing kind, within four copies) and random concealed tiles from the copies left.
func meldedHandGen() *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand {
		var left tile.Counts
		for k := tile.Character1; k <= tile.Red; k++ {
			left[k] = 4
		}
		var melds []meld.Meld
		for range rapid.IntRange(1, 4).Draw(t, "melds") {
			k := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, "kind")
			first := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "meld tile"))
			m, err := meld.NewClaimed(k, first, tile.SeatSouth)
			if err != nil {
				continue // a chow that does not fit in its suit
			}
			var c tile.Counts
			m.AddTo(&c)
			if !left.Contains(c) {
				continue
			}
			for i := range c {
				left[i] -= c[i]
			}
			melds = append(melds, m)
		}
		var pool []tile.Tile
		for k := range left {
			for range left[k] {
				pool = append(pool, tile.Tile(k))
			}
		}
		size := rapid.IntRange(13, 14).Draw(t, "size") - 3*len(melds)
		var c tile.Counts
		for i := range size {
			j := rapid.IntRange(i, len(pool)-1).Draw(t, "tile")
			pool[i], pool[j] = pool[j], pool[i]
			c[pool[i]]++
		}
		h, err := FromCounts(c, melds, 0)
		require.NoError(t, err)
		return h
	})
}

// TestCappedQuickMatchesRefined: whenever the quick capped distance claims to settle a hand, it equals
// the distance the refining computation finds, over random melded hands with every kind usable or a
// random subset of the kinds (whole suits left out, or single kinds), so a wrong exactness test fails.
func TestCappedQuickMatchesRefined(t *testing.T) {
	settled := 0
	rapid.Check(t, func(t *rapid.T) {
		h := meldedHandGen().Draw(t, "h")
		kinds := tile.PlayingKinds
		switch rapid.IntRange(0, 3).Draw(t, "kinds") {
		case 1:
			kinds &^= tile.Set(0x1ff) << (tile.Character1 + tile.Tile(9*rapid.IntRange(0, 2).Draw(t, "suit")))
		case 2:
			for range rapid.IntRange(1, 3).Draw(t, "left out") {
				kinds &^= 1 << (tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "kind")))
			}
		}
		var meldCount tile.Counts
		var meldKinds tile.Set
		for _, m := range h.melds[:h.n] {
			m.AddTo(&meldCount)
			meldKinds |= 1 << m.Tile()
			if m.Kind() == meld.Chow {
				meldKinds |= 6 << m.Tile()
			}
		}
		if meldKinds&^kinds != 0 {
			return // unreachable before the suits are looked at
		}
		need := 4 - int(h.n)
		want := h.cappedRefined(kinds, &meldCount, meldKinds, need)
		if d, ok := h.cappedQuick(kinds, &meldCount, need); ok {
			settled++
			require.Equal(t, want, d, "hand %v kinds %v", h, kinds)
		}
		require.Equal(t, want, h.cappedDistance(kinds, &meldCount, meldKinds, need), "hand %v kinds %v", h, kinds)
	})
	assert.Positive(t, settled, "the quick path never settled a hand")
}
