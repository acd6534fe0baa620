package classic_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// TestSpecialValuesWithBonus checks docs/rules/classic.md §8.9 with a large B: West holds all eight
// bonus tiles (own flower, own season and both bouquets: 4 doubles), so B = 4 × 8 × 2^4 = 512. A
// half-limit hand is ⌊Limit/2⌋ + B but never above the Limit; a limit hand is exactly the Limit (BMJA:
// 1,000 + B, at most the Limit); Rounding never touches special hands.
func TestSpecialValuesWithBonus(t *testing.T) {
	const bonus = " 12345678f"
	knitting := "1235679m1235679p" + bonus
	wonders := "19m19p19s12345677z" + bonus
	w := score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatEast, Prevailing: tile.East,
		Source: score.Discard, Supplier: tile.SeatSouth}
	tests := []struct {
		name    string
		hand    string
		winning tile.Tile
		opt     classic.Options
		want    int
	}{
		{"half-limit plus B", knitting, tile.Circle9, classic.Options{}, 1000 + 512},
		{"half-limit plus B capped", knitting, tile.Circle9, classic.Options{Limit: 1000}, 1000},
		{"half-limit plus B capped uncapped", knitting, tile.Circle9, classic.Options{Limit: 1000, Uncapped: true}, 1000},
		{"half-limit odd limit floors", knitting, tile.Circle9, classic.Options{Limit: 1001}, 1001},
		{"half-limit BMJA", knitting, tile.Circle9, classic.Options{SpecialHandValues: classic.SpecialBMJA}, 500 + 512},
		{"half-limit not rounded", knitting, tile.Circle9, classic.Options{Rounding: classic.RoundingNearest10}, 1512},
		{"limit hand ignores B", wonders, tile.Red, classic.Options{}, 2000},
		{"limit hand BMJA adds B", wonders, tile.Red, classic.Options{SpecialHandValues: classic.SpecialBMJA}, 1000 + 512},
		{"limit hand BMJA capped", wonders, tile.Red, classic.Options{SpecialHandValues: classic.SpecialBMJA, Limit: 1200}, 1200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			wc := w
			wc.Winning = tt.winning
			res, err := classic.MustNew(tt.opt).Score(h, wc)
			require.NoError(t, err)
			assert.Equal(t, tt.want, res.Value, "%s", res)
			assert.Equal(t, 2*tt.want, res.Payments.Paid(tile.SeatSouth))
		})
	}
}

// TestRoundingHalfUp checks option Rounding: to the nearest 10 with 5 rounding up, on normal readings
// before the cap. A chows-only hand on a discard is worth exactly MahjongPoints.
func TestRoundingHalfUp(t *testing.T) {
	h := hand.MustParse("123m456p789s234s55m")
	w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Prevailing: tile.East,
		Winning: tile.Character5, Source: score.Discard, Supplier: tile.SeatWest}
	for _, tt := range []struct{ points, want int }{{24, 20}, {25, 30}, {26, 30}, {30, 30}, {34, 30}, {35, 40}} {
		res, err := classic.MustNew(classic.Options{MahjongPoints: tt.points, Rounding: classic.RoundingNearest10}).Score(h, w)
		require.NoError(t, err)
		assert.Equal(t, tt.want, res.Value, "MahjongPoints %d", tt.points)
		res, err = classic.MustNew(classic.Options{MahjongPoints: tt.points}).Score(h, w)
		require.NoError(t, err)
		assert.Equal(t, tt.points, res.Value, "MahjongPoints %d without rounding", tt.points)
	}
	// Before the cap: 1,004 rounds to 1,000 under a Limit of 1,002, so the cap does not apply.
	res, err := classic.MustNew(classic.Options{MahjongPoints: 1004, Limit: 1002, Rounding: classic.RoundingNearest10}).Score(h, w)
	require.NoError(t, err)
	assert.Equal(t, 1000, res.Value)
	assert.False(t, res.Capped)
}
