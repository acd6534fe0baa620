package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// yakuCase is a win by South (East deals, East round) with the 2z indicator (dora 3z, never held here)
// unless edit says otherwise; from is the discarder, or tile.NoSeat for a tsumo.
type yakuCase struct {
	name    string
	hand    string
	win     string
	from    tile.Seat
	facts   riichi.Facts
	edit    func(w *score.WinContext)
	options func(o *riichi.Options)
	yaku    map[string]int
	fu      int
}

func (c yakuCase) score(t *testing.T) (score.Result, error) {
	t.Helper()
	var o riichi.Options
	if c.options != nil {
		c.options(&o)
	}
	r, err := riichi.New(o)
	require.NoError(t, err)
	wt := tile.MustParseTiles(c.win)[0]
	w := riichi.Tsumo(S, E, tile.East, wt)
	if c.from != tile.NoSeat {
		w = riichi.Ron(S, c.from, E, tile.East, wt)
	}
	w.Indicators = ind(t, "2z")
	if c.facts.Riichi != riichi.NoRiichi {
		w.HiddenIndicators = ind(t, "2z")
	}
	w = riichi.WithFacts(w, c.facts)
	if c.edit != nil {
		c.edit(&w)
	}
	return r.Score(winHand(t, c.hand, c.win), w)
}

// TestYaku checks each regular yaku on a hand worked out by hand: the exact yaku list and the fu.
func TestYaku(t *testing.T) {
	const tsumo = tile.NoSeat
	rch := riichi.Facts{Riichi: riichi.Riichi}
	cases := []yakuCase{
		{name: "riichi pinfu tanyao tsumo", hand: "23m456m345p678s88s", win: "4m", from: tsumo, facts: rch,
			yaku: map[string]int{"riichi": 1, "menzen-tsumo": 1, "pinfu": 1, "tanyao": 1}, fu: 20},
		{name: "double riichi", hand: "23m456m345p678s88s", win: "4m", from: tsumo, facts: riichi.Facts{Riichi: riichi.DoubleRiichi},
			yaku: map[string]int{"double-riichi": 2, "menzen-tsumo": 1, "pinfu": 1, "tanyao": 1}, fu: 20},
		{name: "ippatsu", hand: "345m678m234p22p56s", win: "7s", from: N, facts: riichi.Facts{Riichi: riichi.Riichi, Ippatsu: true},
			yaku: map[string]int{"riichi": 1, "ippatsu": 1, "pinfu": 1, "tanyao": 1}, fu: 30},
		{name: "ippatsu option off", hand: "345m678m234p22p56s", win: "7s", from: N, facts: riichi.Facts{Riichi: riichi.Riichi, Ippatsu: true},
			options: func(o *riichi.Options) { o.Ippatsu = riichi.Off },
			yaku:    map[string]int{"riichi": 1, "pinfu": 1, "tanyao": 1}, fu: 30},
		{name: "iipeikou tanki", hand: "112233m456p789s5s", win: "5s", from: W,
			yaku: map[string]int{"iipeikou": 1}, fu: 40},
		{name: "ryanpeikou beats chiitoitsu", hand: "112233m778899p5s", win: "5s", from: W,
			yaku: map[string]int{"ryanpeikou": 3}, fu: 40},
		{name: "haitei", hand: "456p789s234m5s / 123m", win: "5s", from: tsumo,
			edit: func(w *score.WinContext) { w.Flags = score.LastTile },
			yaku: map[string]int{"haitei": 1}, fu: 30},
		{name: "houtei", hand: "456p789s234m5s / 123m", win: "5s", from: W,
			edit: func(w *score.WinContext) { w.Flags = score.LastDiscard },
			yaku: map[string]int{"houtei": 1}, fu: 30},
		{name: "rinshan", hand: "456p789s234m5s / 1111m", win: "5s", from: tsumo,
			edit: func(w *score.WinContext) { w.Source = score.Replacement },
			yaku: map[string]int{"rinshan": 1}, fu: 40},
		{name: "chankan", hand: "456p789s23m55s / 123m", win: "4m", from: W,
			edit: func(w *score.WinContext) { w.Source = score.RobbedKong },
			yaku: map[string]int{"chankan": 1}, fu: 30},
		{name: "white", hand: "555z234m456p789s1s", win: "1s", from: W, yaku: map[string]int{"yakuhai-white": 1}, fu: 40},
		{name: "green", hand: "666z234m456p789s1s", win: "1s", from: W, yaku: map[string]int{"yakuhai-green": 1}, fu: 40},
		{name: "red", hand: "777z234m456p789s1s", win: "1s", from: W, yaku: map[string]int{"yakuhai-red": 1}, fu: 40},
		{name: "seat wind", hand: "222z234m456p789s1s", win: "1s", from: W, yaku: map[string]int{"yakuhai-seat-wind": 1}, fu: 40},
		{name: "round wind", hand: "111z234m456p789s1s", win: "1s", from: W, yaku: map[string]int{"yakuhai-round-wind": 1}, fu: 40},
		{name: "other wind is no yaku", hand: "444z234m456p789s1s", win: "1s", from: W},
		{name: "chiitoitsu", hand: "11m99p22s33s44z55z6z", win: "6z", from: W, yaku: map[string]int{"chiitoitsu": 2}, fu: 25},
		{name: "chanta", hand: "123m789p444z11s78s", win: "9s", from: W, yaku: map[string]int{"chanta": 2}, fu: 40},
		{name: "junchan", hand: "123m789p111s99m78s", win: "9s", from: W, yaku: map[string]int{"junchan": 3}, fu: 40},
		{name: "ittsu", hand: "123456789m234p5s", win: "5s", from: W, yaku: map[string]int{"ittsu": 2}, fu: 40},
		{name: "sanshoku", hand: "123m123p123s456m5s", win: "5s", from: W, yaku: map[string]int{"sanshoku": 2}, fu: 40},
		{name: "sanshoku doukou", hand: "222m222p222s456m5s", win: "5s", from: W,
			yaku: map[string]int{"sanshoku-doukou": 2, "sanankou": 2, "tanyao": 1}, fu: 50},
		{name: "sankantsu", hand: "567m5s / [2222m] [3333p] 4444s@W", win: "5s", from: W,
			yaku: map[string]int{"sankantsu": 2, "tanyao": 1}, fu: 70},
		{name: "toitoi", hand: "444s55m66m / 222m@W 888p@N", win: "5m", from: W,
			yaku: map[string]int{"toitoi": 2, "tanyao": 1}, fu: 30},
		{name: "shousangen", hand: "555z666z77z234m45s", win: "3s", from: W,
			yaku: map[string]int{"shousangen": 2, "yakuhai-white": 1, "yakuhai-green": 1}, fu: 50},
		{name: "honroutou", hand: "111m999p444z99s11s", win: "1s", from: W,
			yaku: map[string]int{"honroutou": 2, "toitoi": 2, "sanankou": 2}, fu: 60},
		{name: "honitsu", hand: "234m567m999m444z5m", win: "5m", from: W, yaku: map[string]int{"honitsu": 3}, fu: 50},
		{name: "chinitsu open with ittsu", hand: "123s456s78s22s / 999s@W", win: "9s", from: W,
			yaku: map[string]int{"chinitsu": 5, "ittsu": 1}, fu: 30},
		{name: "renhou five han", hand: "23m456m345p678s88s", win: "4m", from: E, facts: riichi.Facts{Renhou: true},
			options: func(o *riichi.Options) { o.Renhou = riichi.RenhouFiveHan },
			yaku:    map[string]int{"pinfu": 1, "tanyao": 1, "renhou": 5}, fu: 30},
		{name: "renhou off is ignored", hand: "23m456m345p678s88s", win: "4m", from: E, facts: riichi.Facts{Renhou: true},
			yaku: map[string]int{"pinfu": 1, "tanyao": 1}, fu: 30},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := c.score(t)
			if c.yaku == nil {
				require.ErrorIs(t, err, score.ErrNotWin)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.yaku, yakuOf(res), "%s", res)
			assert.Equal(t, c.fu, res.Fu, "%s", res)
			han := 0
			for _, h := range c.yaku {
				han += h
			}
			assert.Equal(t, han, res.Han, "%s", res)
		})
	}
}
