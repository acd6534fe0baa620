package game_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// TestExchangeListing: the listed exchanges of a dealt Sichuan hand are exactly the choices of three
// held tiles (of any kinds) that the variant's ValidateExchange accepts, each once, so the listing's
// shortcut for a variant.OneSuitExchanger lists neither more nor less than asking about each choice.
func TestExchangeListing(t *testing.T) {
	r := rulesOf(t, "sichuan")
	x := r.(variant.Exchanger)
	rapid.Check(t, func(t *rapid.T) {
		g, err := game.New(r, game.Config{Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
		require.NoError(t, err)
		s := tile.Seat(rapid.IntRange(0, 3).Draw(t, "seat"))
		h := g.Hand(s)
		var listed [][]tile.Tile
		for _, a := range g.Legal(s) {
			require.Equal(t, game.Exchange, a.Kind)
			require.True(t, slices.IsSorted(a.Tiles))
			listed = append(listed, a.Tiles)
		}
		var want [][]tile.Tile
		c := h.Concealed()
		for a := tile.Man1; a <= tile.Red; a++ {
			for b := a; b <= tile.Red; b++ {
				for d := b; d <= tile.Red; d++ {
					ts := []tile.Tile{a, b, d}
					if c[a] == 0 || c[b] == 0 || c[d] == 0 {
						continue
					}
					if x.ValidateExchange(h, ts) == nil {
						want = append(want, ts)
					}
				}
			}
		}
		require.Equal(t, want, listed)
	})
}
