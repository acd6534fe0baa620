package sichuan_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

func TestScoreContextErrors(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("123m456m789m23455p")
	base := win(E, "5p", score.Discard, W, tile.Bamboo)
	tests := []struct {
		name string
		edit func(w *score.WinContext)
		want error
	}{
		{"no source", func(w *score.WinContext) { w.Source = score.SourceNone }, score.ErrContext},
		{"bad winner", func(w *score.WinContext) { w.Winner = tile.NoSeat }, score.ErrContext},
		{"no missing suit", func(w *score.WinContext) { w.MissingSuit = tile.NoSuit }, score.ErrContext},
		{"three out", func(w *score.WinContext) { w.Out = [4]bool{false, true, true, true} }, score.ErrContext},
		{"supplier out", func(w *score.WinContext) { w.Out[W.Index()] = true }, score.ErrContext},
		{"supplier is winner", func(w *score.WinContext) { w.Supplier = sE }, score.ErrContext},
		{"classic flag", func(w *score.WinContext) { w.Flags = score.HeavensBlessing }, score.ErrContext},
		{"after-kong on self-draw", func(w *score.WinContext) { w.Source, w.Flags = score.Wall, score.AfterKongDiscard }, score.ErrContext},
		{"exposed-kong flag on discard", func(w *score.WinContext) { w.Flags = score.ExposedKongReplacement }, score.ErrContext},
		{"last tile on robbed kong", func(w *score.WinContext) { w.Source, w.Flags = score.RobbedKong, score.LastTile }, score.ErrContext},
		{"riichi indicators", func(w *score.WinContext) { w.Indicators = score.Indicators{tile.East} }, score.ErrContext},
		{"honba", func(w *score.WinContext) { w.Counters = 1 }, score.ErrContext},
		{"missing suit held", func(w *score.WinContext) { w.MissingSuit = tile.Characters }, score.ErrNotWin},
	}
	for _, tt := range tests {
		w := base
		tt.edit(&w)
		_, err := r.Score(h, w)
		require.ErrorIs(t, err, tt.want, tt.name)
		_, err = r.Value(h, w)
		require.ErrorIs(t, err, tt.want, tt.name)
	}
	_, err := r.Score(hand.MustParse("123m456m789m2345p"), base)
	require.ErrorIs(t, err, score.ErrNotWin, "13 tiles")
	assert.False(t, r.CanWin(h, win(E, "5p", score.Discard, W, tile.NoSuit)))
	assert.True(t, r.CanWin(h, base))
}

func TestNoAllocs(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("11223344556677m")
	w := score.WinContext{Winner: sN, Winning: tile.Character7, Source: score.Discard, Supplier: sW, Dealer: sE, MissingSuit: tile.Bamboo}
	h13 := hand.MustParse("1112345678999m")
	assert.Zero(t, testing.AllocsPerRun(50, func() { _, _ = r.Value(h, w) }))
	assert.Zero(t, testing.AllocsPerRun(50, func() { _, _ = r.ReadyValue(h13, tile.Circles) }))
}

// TestSettleRefusesBadKongs: a kong record with a zero StillIn while players are still in (which paid
// nothing before), an unset konger or an exposed kong without a supplier (which charged East before)
// is an error, not a silent result.
func TestSettleRefusesBadKongs(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{KongPayments: true})
	good := variant.Kong{Seat: sW, Tile: tile.Circle5, Kind: variant.ConcealedKong, StillIn: [4]bool{true, true, true, true}, Turn: 2}
	l, err := r.Settle(variant.Summary{Kongs: []variant.Kong{good}})
	require.NoError(t, err)
	require.Equal(t, 6, l.Received(W))
	zeroIn := good
	zeroIn.StillIn = [4]bool{}
	exposed := good
	exposed.Kind = variant.ExposedKong
	noSeat := good
	noSeat.Seat = tile.NoSeat
	for _, k := range []variant.Kong{zeroIn, exposed, noSeat} {
		l, err := r.Settle(variant.Summary{Kongs: []variant.Kong{k}})
		require.ErrorIs(t, err, score.ErrContext)
		require.Nil(t, l)
	}
}

// TestScoreSaysWhatIsWrong: honours given to the Sichuan scorer, in the hand or as the winning tile,
// are refused with an error saying Sichuan has none; a 13-tile hand is refused with an error saying
// the winning tile is missing.
func TestScoreSaysWhatIsWrong(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	for _, tc := range []struct {
		hand, win string
		want      error
		says      string
	}{
		{"123m456m789m234p11z", "2p", score.ErrNotWin, "Sichuan has no honours"},
		{"123m456m789m234p55p", "1z", score.ErrContext, "Sichuan has no honours"},
		{"123m456m789m234p5p", "5p", score.ErrNotWin, "the winning tile is missing"},
		{"123m456m789m234p5p", "6p", score.ErrNotWin, "the winning tile is missing"},
	} {
		_, err := r.Score(hand.MustParse(tc.hand), win(E, tc.win, score.Wall, tile.NoSeat, tile.Bamboo))
		require.ErrorIs(t, err, tc.want, tc.hand)
		assert.Contains(t, err.Error(), tc.says, tc.hand)
	}
}
