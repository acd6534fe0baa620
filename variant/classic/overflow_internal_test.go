package classic

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestBestReadingNeverEmpty: the choice of the best reading does not rely on a sentinel value. With
// options past the bounds (which New refuses), the only reading of 111222555z777m22m won on a discard
// (5 doubles) overflows to a negative value; Score used to keep its empty initial reading then, and
// panicked in meld.MustNew writing the pair of that reading. It now keeps the first reading considered
// (the values past the bounds are garbage, but nothing panics).
func TestBestReadingNeverEmpty(t *testing.T) {
	r := build(Options{MahjongPoints: 1 << 58, Uncapped: true})
	h := hand.MustParse("111222555z777m22m")
	w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Prevailing: tile.East,
		Winning: tile.Character7, Source: score.Discard, Supplier: tile.SeatWest}
	require.NotPanics(t, func() {
		res, err := r.Score(h, w)
		if err == nil {
			require.Equal(t, "777m@W* [111z] [222z] [555z] [22m]", res.Reading)
		}
	})
	for _, hs := range []string{"123m456p789s234s55m", "111m222p333s444s55m", "555666777z123m22m"} {
		h := hand.MustParse(hs)
		w.Winning = h.Concealed().Kinds().Tiles(nil)[0]
		require.NotPanics(t, func() {
			if _, err := r.Score(h, w); err != nil {
				require.ErrorIs(t, err, score.ErrPayment, hs)
			}
		}, hs)
	}
}
