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

// TestExchangeListing: the listed exchanges of a dealt hand are exactly the choices of Table.BeforePlay.Exchange
// held tiles (of any kinds, copies counted) that the variant's ValidateExchange accepts, each once, in
// order. It covers Sichuan (three tiles, listed without asking about each choice, as a
// variant.OneSuitExchanger) and a test variant that must be asked, passing two, three or four tiles.
func TestExchangeListing(t *testing.T) {
	rules := []variant.Rules{rulesOf(t, "sichuan")}
	for _, n := range []int{2, 3, 4} {
		f := fakeSichuan()
		f.table.BeforePlay.Exchange = n
		rules = append(rules, f)
	}
	for _, r := range rules {
		x := r.(variant.Exchanger)
		n := r.Table().BeforePlay.Exchange
		rapid.Check(t, func(t *rapid.T) {
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
			require.NoError(t, err)
			s := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "seat"))
			h := g.Hand(s)
			var listed [][]tile.Tile
			for _, a := range g.Legal(s) {
				require.Equal(t, game.Exchange, a.Kind)
				require.True(t, slices.IsSorted(a.Tiles))
				require.Len(t, a.Tiles, n)
				require.Equal(t, len(a.Tiles), cap(a.Tiles), "each choice's tiles are a full slice")
				listed = append(listed, a.Tiles)
			}
			// Every sorted choice of n held tiles, in lexicographic order, that the variant accepts.
			var want [][]tile.Tile
			c := h.Concealed()
			var choose func(from tile.Tile, ts []tile.Tile)
			choose = func(from tile.Tile, ts []tile.Tile) {
				if len(ts) == n {
					if x.ValidateExchange(h, ts) == nil {
						want = append(want, slices.Clone(ts))
					}
					return
				}
				for k := from; k <= tile.Red; k++ {
					if c[k] > 0 {
						c[k]--
						choose(k, append(ts, k))
						c[k]++
					}
				}
			}
			choose(tile.Character1, nil)
			require.Equal(t, want, listed)
		})
	}
}
