package hand_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// specialHandGen draws closed 14-tile hands made to sit near seven pairs or thirteen orphans, or near
// both and the standard shape at once: a number of pairs (none to seven), then terminal and honour
// tiles or tiles of any kind, four copies of a kind at most.
func specialHandGen() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		var c tile.Counts
		n := 0
		add := func(k tile.Tile) {
			if c[k] < 4 && n < 14 {
				c[k]++
				n++
			}
		}
		kinds := tile.PlayingKinds.Tiles(nil)
		majors := tile.MajorKinds.Tiles(nil)
		for range rapid.IntRange(0, 7).Draw(t, "pairs") {
			k := rapid.SampledFrom(kinds).Draw(t, "pair")
			add(k)
			add(k)
		}
		orphans := rapid.Bool().Draw(t, "orphans")
		for n < 14 {
			if orphans {
				add(rapid.SampledFrom(majors).Draw(t, "orphan"))
			} else {
				add(rapid.SampledFrom(kinds).Draw(t, "kind"))
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		if err != nil {
			t.Fatalf("hand of %v: %v", c, err)
		}
		return h
	})
}

// TestBestDiscardsSpecialShapes: with BestOnly, the discard table of hands near seven pairs or
// thirteen orphans (whose special shapes are computed only when they may reach the lowest shanten) is
// the lines of the definition's table of the lowest shanten, with the same acceptance.
func TestBestDiscardsSpecialShapes(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := specialHandGen().Draw(t, "h")
		o := hand.Options{Shapes: rapid.SampledFrom([]hand.Shape{
			hand.Standard | hand.SevenPairs | hand.ThirteenOrphans,
			hand.Standard | hand.SevenPairs, hand.Standard | hand.ThirteenOrphans,
			hand.Standard | hand.SevenPairsQuads, hand.SevenPairs | hand.ThirteenOrphans,
		}).Draw(t, "shapes")}
		v := visibleGen(h).Draw(t, "visible")
		want := refDiscards(h, o, v)
		low := hand.Unreachable + 1
		for _, a := range want {
			low = min(low, a.Shanten)
		}
		got, err := hand.AppendDiscardsOf(nil, h, o, v, tile.PlayingKinds, hand.BestOnly)
		require.NoError(t, err)
		n := 0
		for _, a := range want {
			if a.Shanten == low {
				n++
			}
		}
		require.Len(t, got, n, "hand %v shapes %v", h, o.Shapes)
		for _, d := range got {
			assert.Equal(t, want[d.Tile], d.Acceptance, "discard %v of %v shapes %v", d.Tile, h, o.Shapes)
		}
	})
}
