package classic

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestPropBestReading: the chosen reading scores at least as much as every other reading (every
// arrangement × every group holding the winning tile, as normal and Purity readings, and every special
// hand met).
func TestPropBestReading(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Form: gen.Complete, MaxMelds: 4,
			Kinds: rapid.SampledFrom([]tile.Set{0, tile.Characters.Kinds() | tile.HonorKinds, tile.Circles.Kinds()}).Draw(t, "kinds")}).Draw(t, "hand")
		w := score.WinContext{
			Winner: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "winner")), Dealer: tile.SeatEast,
			Prevailing: tile.East, Winning: rapid.SampledFrom(h.Concealed().Kinds().Tiles(nil)).Draw(t, "winning"),
			Source: rapid.SampledFrom([]score.Source{score.Wall, score.Discard}).Draw(t, "source"), Supplier: tile.NoSeat,
		}
		if w.Source == score.Discard {
			w.Supplier = w.Winner.Next()
		}
		r := MustNew(Options{Uncapped: rapid.Bool().Draw(t, "uncapped"), Purity: Purity(rapid.IntRange(0, 2).Draw(t, "purity"))})
		res, err := r.Score(h, w)
		require.NoError(t, err)
		c := new(scoring)
		r.initScoring(c, h, w)
		c.arrs = r.appendArrangements(nil, h)
		n := 0
		for _, a := range c.arrs {
			rd := reading{a: a}
			for g := c.melds; g <= pairGroup; g++ {
				if !c.holdsWin(&rd.a, g) {
					continue
				}
				rd.win = g
				n++
				p, d := c.normal(&rd, nil)
				require.GreaterOrEqual(t, res.Value, c.capped(p<<d))
				if c.isPure() && chows(&rd.a) == 0 && r.o.Purity == PuritySpecial {
					require.GreaterOrEqual(t, res.Value, c.capped(c.purityRaw(&rd, nil)))
				}
				if c.isBuriedTreasure(&rd) {
					// A limit hand: at least the Limit (Uncapped normal readings may beat it).
					require.GreaterOrEqual(t, res.Value, r.o.Limit)
				}
			}
		}
		require.Positive(t, n)
		for _, s := range specialHands {
			if c.match(s.kind) {
				require.GreaterOrEqual(t, res.Value, c.specialValue(s.half))
			}
		}
	})
}
