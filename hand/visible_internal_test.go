package hand

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// TestCheckVisibleWords: the word-wise check of visible counts accepts exactly what the kind-by-kind
// check accepts, for counts of any size in any slot beside a random hand's.
func TestCheckVisibleWords(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var all tile.Counts
		for range rapid.IntRange(0, 14).Draw(t, "held") {
			k := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "kind"))
			all[k] = min(all[k]+1, 4)
		}
		var v tile.Counts
		for range rapid.IntRange(0, 12).Draw(t, "counts") {
			k := rapid.IntRange(0, tile.NumSlots-1).Draw(t, "slot")
			if k == 0 || k > int(tile.Red) || rapid.IntRange(0, 9).Draw(t, "odd") == 0 {
				v[k] = rapid.Uint8().Draw(t, "any count")
			} else {
				v[k] = uint8(rapid.IntRange(0, 4).Draw(t, "count"))
			}
		}
		want := checkVisibleSlow(&all, &v)
		got := checkVisible(&all, &v)
		require.Equal(t, want == nil, got == nil, "visible %v held %v", v, all)
		if want != nil {
			require.ErrorIs(t, got, ErrVisible)
		}
	})
}
