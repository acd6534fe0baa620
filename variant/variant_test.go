package variant_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/junk"
	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

func TestEnumStrings(t *testing.T) {
	assert.Equal(t, "across", variant.Across.String())
	assert.Equal(t, "variant.Direction(7)", variant.Direction(7).String())
	assert.Equal(t, "until-draw", variant.UntilDraw.String())
	assert.Equal(t, "variant.PassedWin(9)", variant.PassedWin(9).String())
	assert.Equal(t, "added-fresh", variant.AddedFresh.String())
	assert.Equal(t, "variant.KongKind(200)", variant.KongKind(200).String())
	assert.Equal(t, tile.NoSeat, variant.Direction(5).Target(tile.SeatEast))
}

func TestRegisterPanics(t *testing.T) {
	require.Panics(t, func() { variant.Register(nil) })
	r, err := variant.Lookup("classic")
	require.NoError(t, err)
	require.Panics(t, func() { variant.Register(r) })
}

// TestSummaryOutGarbage: Out marks exactly the valid winner seats and ignores the rest.
func TestSummaryOutGarbage(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := junk.Summary().Draw(t, "summary")
		var want [tile.NumSeats]bool
		for _, w := range s.Wins {
			if w.Context.Winner.IsValid() {
				want[w.Context.Winner.Index()] = true
			}
		}
		require.Equal(t, want, summary.Out(&s))
		_ = variant.Direction(rapid.Uint8().Draw(t, "dir")).Target(junk.Seat().Draw(t, "seat"))
	})
	assert.Equal(t, [tile.NumSeats]bool{}, summary.Out(&variant.Summary{Wins: []variant.Win{{Context: score.WinContext{Winner: 200}}}}))
}
