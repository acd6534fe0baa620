package sichuan_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// TestAnyOneSuit: the promise of AnyOneSuit, which the referee relies on to list exchanges, holds: ValidateExchange accepts exactly the
// choices of three held tiles (copies counted) of one number suit.
func TestAnyOneSuit(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	var x interface{ AnyOneSuit() bool } = r
	require.True(t, x.AnyOneSuit())
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Size: 13, Kinds: tile.SuitedKinds & tile.PlayingKinds}).Draw(t, "hand")
		n := rapid.IntRange(0, 5).Draw(t, "n")
		from := gen.Tile()
		if rapid.Bool().Draw(t, "held") { // often held tiles of one suit, so that both answers are common
			held := h.Concealed().Kinds()
			su := rapid.SampledFrom(suits[:]).Draw(t, "suit")
			if su.Kinds()&held != 0 {
				held &= su.Kinds()
			}
			from = rapid.SampledFrom(held.Tiles(nil))
		}
		ts := rapid.SliceOfN(from, n, n).Draw(t, "tiles")
		var need tile.Counts
		ok := n == 3
		for _, u := range ts {
			need.Add(u)
			ok = ok && u.Suit().IsNumber() && u.Suit() == ts[0].Suit()
		}
		c := h.Concealed()
		for _, u := range ts {
			ok = ok && need[u] <= c[u]
		}
		err := r.ValidateExchange(h, ts)
		if ok {
			require.NoError(t, err)
		} else {
			require.ErrorIs(t, err, sichuan.ErrExchange)
		}
	})
}
