package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// fuItems returns the fu items of res as "name detail value" lines.
func fuItems(res score.Result) []string {
	var out []string
	for _, it := range res.Items {
		if it.Unit == score.Fu {
			s := it.Name
			if it.Detail != "" {
				s += " " + it.Detail
			}
			out = append(out, s+" "+itoa(int64(it.Value)))
		}
	}
	return out
}

// TestFuBreakdown checks the fu items of docs/rules/riichi.md §9 one by one.
func TestFuBreakdown(t *testing.T) {
	const tsumo = tile.NoSeat
	cases := []struct {
		c    yakuCase
		want []string
	}{
		{yakuCase{hand: "222m444p678s55s99p", win: "9p", from: W, facts: riichiFacts()},
			[]string{"base 20", "menzen ron 10", "group [222m] 4", "group [444p] 4", "group [999p] 4", "rounding 8"}},
		{yakuCase{hand: "222m444p678s55s99p", win: "9p", from: tsumo, facts: riichiFacts()},
			[]string{"base 20", "tsumo 2", "group [222m] 4", "group [444p] 4", "group [999p] 8", "rounding 2"}},
		{yakuCase{hand: "23m456m345p678s88s", win: "4m", from: tsumo},
			[]string{"base 20", "pinfu tsumo 0"}},
		{yakuCase{hand: "23m456m345p678s88s", win: "4m", from: W},
			[]string{"base 20", "menzen ron 10"}},
		{yakuCase{hand: "567p345s66s67m / 234m", win: "8m", from: W},
			[]string{"base 20", "open ron minimum 10"}},
		{yakuCase{hand: "22m55m33p66p44s88s7s", win: "7s", from: W}, []string{"chiitoitsu 25"}},
		{yakuCase{hand: "12m456m345p678s88s", win: "3m", from: W, facts: riichiFacts()},
			[]string{"base 20", "menzen ron 10", "wait penchan 2", "rounding 8"}},
		{yakuCase{hand: "24m456m345p678s88s", win: "3m", from: W, facts: riichiFacts()},
			[]string{"base 20", "menzen ron 10", "wait kanchan 2", "rounding 8"}},
		{yakuCase{hand: "567m5s / [2222m] [3333p] 4444s@W", win: "5s", from: W},
			[]string{"base 20", "wait tanki 2", "group [2222m] 16", "group [3333p] 16", "group 4444s@W 8", "rounding 8"}},
		{yakuCase{hand: "456p789s234m5s / [1111m]", win: "5s", from: tsumo, facts: riichiFacts()},
			[]string{"base 20", "tsumo 2", "wait tanki 2", "group [1111m] 32", "rounding 4"}},
		{yakuCase{hand: "999p234m567m56s22z", win: "4s", from: W, facts: riichiFacts()},
			[]string{"base 20", "menzen ron 10", "pair [22z] 2", "group [999p] 8"}},
	}
	for _, tt := range cases {
		res, err := tt.c.score(t)
		require.NoError(t, err)
		assert.Equal(t, tt.want, fuItems(res), "%s", res)
	}
}

func riichiFacts() riichi.Facts { return riichi.Facts{Riichi: riichi.Riichi} }
