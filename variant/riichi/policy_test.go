package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestPolicyWaits: the claim policy's Waits lists exactly the kinds its CanWin accepts, with and
// without a passed win, on random closed hands of one or two suits.
func TestPolicyWaits(t *testing.T) {
	r, err := riichi.New(riichi.Options{})
	require.NoError(t, err)
	p := r.Claims()
	w, ok := p.(interface {
		Waits(hand.Hand, claim.Facts) tile.Set
		ShapesOnly() bool
	})
	require.True(t, ok, "the policy lists its waits")
	require.True(t, w.ShapesOnly())
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for c.Total() < 13 {
			k := tile.Tile(rapid.IntRange(1, 18).Draw(t, "kind"))
			if c.Count(k) < 4 {
				c.Add(k)
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		f := claim.Facts{PassedWin: rapid.Bool().Draw(t, "passed")}
		got := w.Waits(h, f)
		for k := tile.Character1; k <= tile.Red; k++ {
			require.Equal(t, p.CanWin(h, k, f), got.Has(k), "%v + %v", h, k)
		}
	})
}
