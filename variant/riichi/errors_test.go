package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestContradictoryFacts: every rejected combination of docs/rules/riichi.md §13.2 that the inputs can
// express is an error wrapping score.ErrContext. (Ron with rinshan, tsumo with chankan and chankan
// with rinshan cannot be written: one Source names how the tile came.)
func TestContradictoryFacts(t *testing.T) {
	const tsumo = tile.NoSeat
	rch := riichi.Facts{Riichi: riichi.Riichi}
	closed, open, kong := "23m456m345p678s88s", "456p789s234m5s / 123m", "456p789s234m5s / [1111m]"
	cases := []yakuCase{
		{name: "ron with haitei", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Flags = score.LastTile }},
		{name: "tsumo with houtei", hand: closed, win: "4m", from: tsumo, edit: func(w *score.WinContext) { w.Flags = score.LastDiscard }},
		{name: "haitei and houtei", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Flags = score.LastTile | score.LastDiscard }},
		{name: "chankan with houtei", hand: "456p789s23m55s / 123m", win: "4m", from: W,
			edit: func(w *score.WinContext) { w.Source, w.Flags = score.RobbedKong, score.LastDiscard }},
		{name: "chankan with haitei", hand: "456p789s23m55s / 123m", win: "4m", from: W,
			edit: func(w *score.WinContext) { w.Source, w.Flags = score.RobbedKong, score.LastTile }},
		{name: "rinshan with haitei", hand: kong, win: "5s", from: tsumo,
			edit: func(w *score.WinContext) { w.Source, w.Flags = score.Replacement, score.LastTile }},
		{name: "rinshan without a quad", hand: open, win: "5s", from: tsumo, edit: func(w *score.WinContext) { w.Source = score.Replacement }},
		{name: "ippatsu without riichi", hand: closed, win: "4m", from: tsumo, facts: riichi.Facts{Ippatsu: true}},
		{name: "ippatsu with rinshan", hand: kong, win: "5s", from: tsumo, facts: riichi.Facts{Riichi: riichi.Riichi, Ippatsu: true},
			edit: func(w *score.WinContext) { w.Source = score.Replacement }},
		{name: "riichi with an open meld", hand: open, win: "5s", from: W, facts: rch},
		{name: "tenhou by a non-dealer", hand: closed, win: "4m", from: tsumo, edit: func(w *score.WinContext) { w.Flags = score.HeavensBlessing }},
		{name: "tenhou by ron", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) {
			w.Winner, w.Supplier, w.Flags = tile.SeatEast, tile.SeatWest, score.HeavensBlessing
		}},
		{name: "tenhou with riichi", hand: closed, win: "4m", from: tsumo, facts: rch, edit: func(w *score.WinContext) {
			w.Winner, w.Flags = tile.SeatEast, score.HeavensBlessing
		}},
		{name: "tenhou with an ankan", hand: kong, win: "5s", from: tsumo, edit: func(w *score.WinContext) {
			w.Winner, w.Flags = tile.SeatEast, score.HeavensBlessing
		}},
		{name: "tenhou and chiihou", hand: closed, win: "4m", from: tsumo, facts: riichi.Facts{Chiihou: true}, edit: func(w *score.WinContext) {
			w.Winner, w.Flags = tile.SeatEast, score.HeavensBlessing
		}},
		{name: "chiihou by the dealer", hand: closed, win: "4m", from: tsumo, facts: riichi.Facts{Chiihou: true},
			edit: func(w *score.WinContext) { w.Winner = tile.SeatEast }},
		{name: "chiihou by ron", hand: closed, win: "4m", from: W, facts: riichi.Facts{Chiihou: true}},
		{name: "chiihou with haitei", hand: closed, win: "4m", from: tsumo, facts: riichi.Facts{Chiihou: true},
			edit: func(w *score.WinContext) { w.Flags = score.LastTile }},
		{name: "renhou by the dealer", hand: closed, win: "4m", from: W, facts: riichi.Facts{Renhou: true},
			edit: func(w *score.WinContext) { w.Winner = tile.SeatEast }},
		{name: "renhou by tsumo", hand: closed, win: "4m", from: tsumo, facts: riichi.Facts{Renhou: true}},
		{name: "renhou with riichi", hand: closed, win: "4m", from: W, facts: riichi.Facts{Riichi: riichi.Riichi, Renhou: true}},
		{name: "renhou with a meld", hand: open, win: "5s", from: W, facts: riichi.Facts{Renhou: true}},
		{name: "chankan with another copy", hand: "456p789s23m44m / 123m", win: "4m", from: W,
			edit: func(w *score.WinContext) { w.Source = score.RobbedKong }},
		{name: "pao without a pao yakuman", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Liable = tile.SeatNorth }},
		{name: "pao on the winner", hand: "234m9p / 555z 666z 777z@W", win: "9p", from: W, edit: func(w *score.WinContext) { w.Liable = tile.SeatSouth }},
		{name: "ura without riichi", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.HiddenIndicators = ind(t, "1z") }},
		{name: "ura of another count", hand: closed, win: "4m", from: W, facts: rch,
			edit: func(w *score.WinContext) { w.HiddenIndicators = ind(t, "1z1z") }},
		{name: "indicator gap", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Indicators = score.Indicators{tile.East, 0, tile.East} }},
		{name: "winning tile not held", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Winning = tile.Red }},
		{name: "winning tile only in a meld", hand: open, win: "5s", from: W, edit: func(w *score.WinContext) { w.Winning = tile.Character1 }},
		{name: "discarder is the winner", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Supplier = tile.SeatSouth }},
		{name: "no discarder", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Supplier = tile.NoSeat }},
		{name: "negative dealer streak", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.DealerStreak = -1 }},
		{name: "riichi kind 3", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Declaration.Kind = 3 }},
		{name: "open without riichi", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Declaration.Open = true }},
		{name: "classic flag", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Flags = score.OriginalCall }},
		{name: "missing suit", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.MissingSuit = tile.Circles }},
		{name: "players out", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Out[tile.SeatNorth.Index()] = true }},
		{name: "negative honba", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Counters = -1 }},
		{name: "huge sticks", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Deposits = 1 << 40 }},
		{name: "no winner", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Winner = tile.NoSeat }},
		{name: "no dealer", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Dealer = tile.NoSeat }},
		{name: "round wind not a wind", hand: closed, win: "4m", from: W, edit: func(w *score.WinContext) { w.Prevailing = tile.Red }},
		{name: "ura with UraDora off", hand: closed, win: "4m", from: W, facts: rch,
			options: func(o *riichi.Options) { o.UraDora = riichi.Off }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.score(t)
			require.ErrorIs(t, err, score.ErrContext)
		})
	}
	_, err := score.IndicatorsOf(tile.East, tile.East, tile.East, tile.East, tile.East, tile.East)
	require.ErrorIs(t, err, score.ErrContext, "more than 5 indicators")
}

// TestNoWin: a hand that is not a winning shape, has no yaku, or is furiten on a ron is no win; a
// furiten player may still win by tsumo.
func TestNoWin(t *testing.T) {
	const tsumo = tile.NoSeat
	cases := []yakuCase{
		{name: "not a shape", hand: "23m456m345p678s89s", win: "1m", from: W},
		{name: "no yaku", hand: "123m456p789s1199m", win: "9m", from: W},
		{name: "dora is not a yaku", hand: "123m456p789s1199m", win: "9m", from: W,
			edit: func(w *score.WinContext) { w.Indicators = ind(t, "8m") }},
		{name: "furiten ron", hand: "23m456m345p678s88s", win: "4m", from: W, facts: riichi.Facts{Furiten: true}},
		{name: "13 tiles", hand: "23m456m345p678s8s", win: "8s", from: W},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "13 tiles" {
				r := rules(t, "tenhou")
				h, err := hand.Parse("23m456m345p678s88s")
				require.NoError(t, err)
				w := riichi.Ron(S, W, E, tile.East, tile.Bamboo8)
				w.Indicators = ind(t, "2z")
				_, err = r.Score(h, w)
				require.ErrorIs(t, err, score.ErrNotWin)
				return
			}
			_, err := c.score(t)
			require.ErrorIs(t, err, score.ErrNotWin)
		})
	}
	ok := yakuCase{hand: "23m456m345p678s88s", win: "4m", from: tsumo, facts: riichi.Facts{Furiten: true}}
	res, err := ok.score(t)
	require.NoError(t, err, "furiten never forbids tsumo")
	assert.Equal(t, 3, res.Han)
	assert.True(t, rules(t, "tenhou").CanWin(winHand(t, "23m456m345p678s88s", "4m"), riichi.Ron(S, W, E, tile.East, tile.Character4)),
		"no indicators given means no dora, not a contradiction")
}

// TestNoYakuNoAllocs: the refusal of a winning shape without a yaku wraps score.ErrNotWin, and neither
// Value nor CanWin allocates to build it (the referee asks CanWin of yakuless hands often), for a closed
// hand won on a discard and an open hand.
func TestNoYakuNoAllocs(t *testing.T) {
	r := rules(t, "tenhou")
	for _, c := range []struct{ hand, win string }{
		{"123m456p789s1199m", "9m"},
		{"123m11z99p / 456s@E 789s@N", "9p"},
	} {
		h := winHand(t, c.hand, c.win)
		win, err := tile.Parse(c.win)
		require.NoError(t, err)
		w := riichi.Ron(S, W, E, tile.East, win)
		require.True(t, h.IsWin(hand.Options{Shapes: riichi.Shapes}), c.hand)
		_, err = r.Value(h, w)
		require.ErrorIs(t, err, score.ErrNotWin, c.hand)
		assert.Contains(t, err.Error(), "yaku")
		assert.False(t, r.CanWin(h, w), c.hand)
		assert.Zero(t, testing.AllocsPerRun(10, func() { _, _ = r.Value(h, w) }), c.hand)
		assert.Zero(t, testing.AllocsPerRun(10, func() { _ = r.CanWin(h, w) }), c.hand)
	}
}

// TestThirteenTilesSayTheWinningTileIsMissing: a hand without its winning tile is refused with an
// error saying so.
func TestThirteenTilesSayTheWinningTileIsMissing(t *testing.T) {
	r := rules(t, "tenhou")
	w := score.WinContext{Winner: S, Dealer: E, Source: score.Wall, Winning: tile.Character4}
	_, err := r.Score(hand.MustParse("23m456m345p678s88s"), w)
	require.ErrorIs(t, err, score.ErrNotWin)
	assert.Contains(t, err.Error(), "the winning tile is missing")
	_, err = r.Score(winHand(t, "23m456m345p678s88s", "4m"), w)
	require.NoError(t, err, "the same hand with its winning tile")
}
