package riichi_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestWinContextFacts: each declaration and first-turn field of score.WinContext changes the score as
// the rules say (docs/rules/riichi.md §5, docs/rules/riichi.md §6, docs/rules/riichi.md §13).
func TestWinContextFacts(t *testing.T) {
	o := riichi.Options{OpenRiichi: riichi.On, Paarenchan: riichi.On, Renhou: riichi.RenhouYakuman}
	r, err := riichi.New(o)
	require.NoError(t, err)
	h := winHand(t, "23m456m345p678s88s", "4m")
	tsumo := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Winning: tile.Character4, Source: score.Wall}
	ron := tsumo
	ron.Source, ron.Supplier = score.Discard, tile.SeatWest
	names := func(w score.WinContext) []string {
		t.Helper()
		res, err := r.Score(h, w)
		require.NoError(t, err)
		var ns []string
		for _, it := range res.Items {
			ns = append(ns, it.Name)
		}
		return ns
	}
	for _, tt := range []struct {
		base score.WinContext
		edit func(*score.WinContext)
		yaku string
	}{
		{tsumo, func(w *score.WinContext) { w.Declaration.Kind = score.Declared }, "riichi"},
		{tsumo, func(w *score.WinContext) { w.Declaration.Kind = score.DeclaredFirst }, "double-riichi"},
		{tsumo, func(w *score.WinContext) {
			w.Declaration = score.Declaration{Kind: score.Declared, Uninterrupted: true}
		}, "ippatsu"},
		{tsumo, func(w *score.WinContext) { w.Declaration = score.Declaration{Kind: score.Declared, Open: true} }, "open-riichi"},
		{tsumo, func(w *score.WinContext) { w.FirstDraw = true }, "chiihou"},
		{ron, func(w *score.WinContext) { w.BeforeFirstDraw = true }, "renhou"},
		{ron, func(w *score.WinContext) {
			w.Declaration = score.Declaration{Kind: score.Declared, Open: true}
			w.OpenDealIn = true
		}, "open-riichi-deal-in"},
		{tsumo, func(w *score.WinContext) { w.Winner = tile.SeatEast; w.DealerStreak = 7 }, "paarenchan"},
	} {
		w := tt.base
		assert.NotContains(t, names(w), tt.yaku)
		tt.edit(&w)
		w.Deposits = 1
		assert.Contains(t, names(w), tt.yaku, "%+v", w)
	}
	w := tsumo
	w.Winner, w.DealerStreak = tile.SeatEast, 6
	assert.False(t, slices.Contains(names(w), "paarenchan"), "the seventh win is not yet paarenchan")
	w = ron
	w.Furiten = true
	_, err = r.Score(h, w)
	require.ErrorIs(t, err, score.ErrNotWin, "furiten: a ron is no win")
	w = tsumo
	w.Furiten = true
	_, err = r.Score(h, w)
	require.NoError(t, err, "furiten never forbids tsumo")
}
