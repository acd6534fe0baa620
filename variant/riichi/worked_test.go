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

const (
	E = tile.SeatEast
	S = tile.SeatSouth
	W = tile.SeatWest
	N = tile.SeatNorth
)

// winHand returns the hand of text (13 tiles, melds after spaces) with the winning tile win added.
func winHand(t testing.TB, text, win string) hand.Hand {
	t.Helper()
	h, err := hand.Parse(text)
	require.NoError(t, err)
	wt, err := tile.Parse(win)
	require.NoError(t, err)
	h, err = h.With(wt)
	require.NoError(t, err)
	return h
}

// ind returns indicators from notation.
func ind(t testing.TB, text string) score.Indicators {
	t.Helper()
	var in score.Indicators
	require.NoError(t, in.UnmarshalText([]byte(text)))
	return in
}

func rules(t testing.TB, preset string) *riichi.Rules {
	t.Helper()
	o, err := riichi.Preset(preset)
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	return r
}

// wantYaku returns the yaku items of res as name → han.
func yakuOf(res score.Result) map[string]int {
	m := map[string]int{}
	for _, it := range res.Items {
		if it.Unit == score.Han {
			m[it.Name] = it.Value
		}
	}
	return m
}

type worked struct {
	name     string
	preset   string
	hand     string
	win      string
	ctx      score.WinContext
	facts    riichi.Facts
	pao      string // the liable seat, if any
	han, fu  int
	limit    string
	basic    int
	yaku     map[string]int
	net      [4]int
	collect  int
	noWinErr bool
}

func (c worked) run(t *testing.T) {
	t.Helper()
	preset := c.preset
	if preset == "" {
		preset = "tenhou"
	}
	r := rules(t, preset)
	h := winHand(t, c.hand, c.win)
	w := riichi.WithFacts(c.ctx, c.facts)
	if c.facts.Riichi != riichi.NoRiichi && w.HiddenIndicators.Len() == 0 {
		w.HiddenIndicators = ind(t, "2z") // a riichi win always turns one ura indicator per indicator
	}
	w.Winning = tile.MustParseTiles(c.win)[0]
	var res score.Result
	var err error
	if c.pao != "" {
		liable, perr := tile.ParseSeat(c.pao)
		require.NoError(t, perr)
		w.Liable = liable
	}
	res, err = r.Score(h, w)
	if c.noWinErr {
		require.ErrorIs(t, err, score.ErrNotWin)
		return
	}
	require.NoError(t, err)
	assert.Equal(t, c.han, res.Han, "han\n%s", res)
	if c.fu != 0 {
		assert.Equal(t, c.fu, res.Fu, "fu\n%s", res)
	}
	assert.Equal(t, c.limit, res.Limit, "limit\n%s", res)
	if c.basic != 0 {
		assert.Equal(t, c.basic, res.Value, "basic points\n%s", res)
	}
	if c.yaku != nil {
		assert.Equal(t, c.yaku, yakuOf(res), "yaku\n%s", res)
	}
	assert.Equal(t, c.net, res.Payments.Net(), "payments\n%s", res)
	assert.Equal(t, c.collect, res.Collected, "sticks\n%s", res)
}

// TestWorkedExamples checks the worked examples X1–X10 and X12–X14 of docs/rules/riichi.md §15
// (X11 is a draw, not a win).
func TestWorkedExamples(t *testing.T) {
	// Where an example names no indicator, 2z shows (dora 3z, held by no hand here but X10c's).
	tsumo := func(winner tile.Seat) score.WinContext {
		w := riichi.Tsumo(winner, E, tile.East, tile.None)
		w.Indicators = ind(t, "2z")
		return w
	}
	ron := func(winner, from tile.Seat) score.WinContext {
		w := riichi.Ron(winner, from, E, tile.East, tile.None)
		w.Indicators = ind(t, "2z")
		return w
	}
	with := func(w score.WinContext, dora, ura string, honba, sticks int) score.WinContext {
		w.Indicators, w.HiddenIndicators = ind(t, dora), ind(t, ura)
		w.Counters, w.Deposits = honba, sticks
		return w
	}
	rch := riichi.Facts{Riichi: riichi.Riichi}
	cases := []worked{
		{name: "X1 pinfu tsumo", hand: "23m456m345p678s88s", win: "4m", ctx: with(tsumo(S), "9p", "1z", 0, 1), facts: rch,
			han: 4, fu: 20, basic: 1280,
			yaku: map[string]int{"riichi": 1, "menzen-tsumo": 1, "pinfu": 1, "tanyao": 1},
			net:  [4]int{-2600, 5200, -1300, -1300}, collect: 1000},
		{name: "X2 chiitoitsu", hand: "22m55m33p66p44s88s7s", win: "7s", ctx: with(ron(W, N), "7z", "", 0, 0), facts: rch,
			han: 4, fu: 25, basic: 1600, yaku: map[string]int{"riichi": 1, "chiitoitsu": 2, "tanyao": 1},
			net: [4]int{0, 0, 6400, -6400}},
		{name: "X2 as dealer", hand: "22m55m33p66p44s88s7s", win: "7s", ctx: with(ron(E, N), "7z", "", 0, 0), facts: rch,
			han: 4, fu: 25, net: [4]int{9600, 0, 0, -9600}},
		{name: "X3 ron", hand: "2344m567p678s345s", win: "4m", ctx: ron(N, E),
			han: 2, fu: 30, yaku: map[string]int{"pinfu": 1, "tanyao": 1}, net: [4]int{-2000, 0, 0, 2000}},
		{name: "X3 tsumo", hand: "2344m567p678s345s", win: "4m", ctx: tsumo(N),
			han: 3, fu: 20, yaku: map[string]int{"pinfu": 1, "menzen-tsumo": 1, "tanyao": 1},
			net: [4]int{-1300, -700, -700, 2700}},
		{name: "X4 ron", hand: "222m444p678s55s99p", win: "9p", ctx: ron(S, W), facts: rch,
			han: 1, fu: 50, yaku: map[string]int{"riichi": 1}, net: [4]int{0, 1600, -1600, 0}},
		{name: "X4 tsumo", hand: "222m444p678s55s99p", win: "9p", ctx: tsumo(S), facts: rch,
			han: 4, fu: 40, limit: "mangan", yaku: map[string]int{"riichi": 1, "menzen-tsumo": 1, "sanankou": 2},
			net: [4]int{-4000, 8000, -2000, -2000}},
		{name: "X5 tenhou", hand: "34m234m567p345s66s", win: "2m", ctx: ron(N, E), facts: rch,
			han: 4, fu: 30, yaku: map[string]int{"riichi": 1, "pinfu": 1, "tanyao": 1, "iipeikou": 1},
			net: [4]int{-7700, 0, 0, 7700}},
		{name: "X5 wrc2022", preset: "wrc2022", hand: "34m234m567p345s66s", win: "2m", ctx: ron(N, E), facts: rch,
			han: 4, fu: 30, limit: "mangan", net: [4]int{-8000, 0, 0, 8000}},
		{name: "X5 dealer", hand: "34m234m567p345s66s", win: "2m", ctx: ron(E, N), facts: rch,
			han: 4, fu: 30, net: [4]int{11600, 0, 0, -11600}},
		{name: "X5 dealer wrc2022", preset: "wrc2022", hand: "34m234m567p345s66s", win: "2m", ctx: ron(E, N), facts: rch,
			han: 4, fu: 30, limit: "mangan", net: [4]int{12000, 0, 0, -12000}},
		{name: "X6 kazoe", hand: "12233p456p789p55p", win: "1p", ctx: with(tsumo(W), "4p", "1z", 0, 0), facts: rch,
			han: 15, limit: "kazoe-yakuman", basic: 8000,
			yaku: map[string]int{"riichi": 1, "menzen-tsumo": 1, "pinfu": 1, "iipeikou": 1, "ittsu": 2, "chinitsu": 6},
			net:  [4]int{-16000, -8000, 32000, -8000}},
		{name: "X6 sanbaiman", preset: "ema2016", hand: "12233p456p789p55p", win: "1p", ctx: with(tsumo(W), "4p", "1z", 0, 0),
			facts: rch, han: 15, limit: "sanbaiman", basic: 6000, net: [4]int{-12000, -6000, 24000, -6000}},
		{name: "X6 without dora", hand: "12233p456p789p55p", win: "1p", ctx: with(tsumo(W), "1z", "1z", 0, 0), facts: rch,
			han: 12, limit: "sanbaiman", basic: 6000, net: [4]int{-12000, -6000, 24000, -6000}},
		{name: "X7 tenhou", hand: "111m333p555s777s9p", win: "9p", ctx: ron(E, S),
			han: 13, limit: "yakuman", yaku: map[string]int{"suuankou": 13}, net: [4]int{48000, -48000, 0, 0}},
		{name: "X7 mahjongsoul", preset: "mahjongsoul", hand: "111m333p555s777s9p", win: "9p", ctx: ron(E, S),
			han: 26, limit: "double-yakuman", yaku: map[string]int{"suuankou-tanki": 26}, net: [4]int{96000, -96000, 0, 0}},
		{name: "X7 shanpon ron", hand: "111m333p555s77s99p", win: "7s", ctx: ron(E, S),
			han: 4, fu: 50, limit: "mangan", yaku: map[string]int{"sanankou": 2, "toitoi": 2},
			net: [4]int{12000, -12000, 0, 0}},
		{name: "X8 ron", hand: "345m678m234p22p56s", win: "7s", ctx: with(ron(S, N), "1z", "5z", 2, 2), facts: rch,
			han: 3, fu: 30, net: [4]int{0, 4500, 0, -4500}, collect: 2000},
		{name: "X8 tsumo", hand: "345m678m234p22p56s", win: "7s", ctx: with(tsumo(S), "1z", "5z", 2, 2), facts: rch,
			han: 4, fu: 20, net: [4]int{-2800, 5800, -1500, -1500}, collect: 2000},
		{name: "X9 north", hand: "999m234s46p88s / 777z@E", win: "5p", ctx: with(ron(N, W), "7s", "", 1, 2),
			han: 3, fu: 40, yaku: map[string]int{"yakuhai-red": 1}, net: [4]int{0, 0, -5500, 5500}, collect: 2000},
		{name: "X9 south", hand: "123m456m234s34p99s", win: "5p", ctx: with(ron(S, W), "7s", "3z", 0, 0), facts: rch,
			han: 2, fu: 30, net: [4]int{0, 2000, -2000, 0}},
		{name: "X10a pao tsumo", hand: "234m9p / 555z 666z 777z@W", win: "9p", ctx: with(tsumo(S), "2z", "", 1, 0), pao: "W",
			han: 13, limit: "yakuman", net: [4]int{0, 32300, -32300, 0}},
		{name: "X10b pao ron", hand: "234m9p / 555z 666z 777z@W", win: "9p", ctx: with(ron(S, N), "2z", "", 1, 0), pao: "W",
			han: 13, limit: "yakuman", net: [4]int{0, 32300, -16300, -16000}},
		{name: "X10c stacked tenhou", hand: "333z4z / 555z 666z 777z@W", win: "4z", ctx: with(tsumo(S), "4z", "", 0, 0), pao: "W",
			han: 26, limit: "double-yakuman", net: [4]int{0, 64000, -64000, 0}},
		{name: "X10c stacked mahjongsoul", preset: "mahjongsoul", hand: "333z4z / 555z 666z 777z@W", win: "4z", ctx: with(tsumo(S), "4z", "", 0, 0),
			pao: "W", han: 26, limit: "double-yakuman", net: [4]int{-16000, 64000, -40000, -8000}},
		{name: "X12 tenhou", hand: "999p234m567m56s11z", win: "4s", ctx: ron(E, W), facts: rch,
			han: 1, fu: 50, net: [4]int{2400, 0, -2400, 0}},
		{name: "X12 wrc2022", preset: "wrc2022", hand: "999p234m567m56s11z", win: "4s", ctx: ron(E, W), facts: rch,
			han: 1, fu: 40, net: [4]int{2000, 0, -2000, 0}},
		{name: "X13 ron", hand: "567p345s66s67m / 234m", win: "8m", ctx: ron(S, W),
			han: 1, fu: 30, yaku: map[string]int{"tanyao": 1}, net: [4]int{0, 1000, -1000, 0}},
		{name: "X13 tsumo", hand: "567p345s66s67m / 234m", win: "8m", ctx: tsumo(S),
			han: 1, fu: 30, net: [4]int{-500, 1100, -300, -300}},
		{name: "X14 dealer tsumo", hand: "777z234m567p99s13s", win: "2s", ctx: with(tsumo(E), "9m", "8p", 0, 0), facts: rch,
			han: 3, fu: 40, yaku: map[string]int{"riichi": 1, "menzen-tsumo": 1, "yakuhai-red": 1},
			net: [4]int{7800, -2600, -2600, -2600}},
	}
	for _, c := range cases {
		t.Run(c.name, c.run)
	}
}

// TestOpenTanyaoOff: X13 with OpenTanyao off has no yaku and is no win.
func TestOpenTanyaoOff(t *testing.T) {
	var o riichi.Options
	o.OpenTanyao = riichi.Off
	r, err := riichi.New(o)
	require.NoError(t, err)
	w := riichi.Ron(S, W, E, tile.East, tile.Character8)
	w.Indicators = ind(t, "1z")
	_, err = r.Score(winHand(t, "567p345s66s67m / 234m", "8m"), w)
	require.ErrorIs(t, err, score.ErrNotWin)
}
