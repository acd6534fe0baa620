package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
)

// TestDoubleRonHonba: with 1 honba and 1 stick on the table, South and North ron East's 4m (West,
// waiting on it too, passes). East pays each winner's own hand. The stick goes to South, the winner
// nearest after East, in every preset; the honba goes to South alone with HonbaToEachWinner off
// (tenhou, mahjongsoul) and to each winner under Each (ema2016); under wrc2022's head bump North's ron
// is void (docs/rules/riichi.md §10.7, docs/rules/riichi.md §14).
func TestDoubleRonHonba(t *testing.T) {
	l := layout{hands: hands4(
		"4m 123m 567m 1z 2z 3z 4z 9p 9s 1p",
		"555z 123p 456p 789p 4m",
		"666z 123s 456s 789s 4m",
		"777z 789m 234s 678p 4m")}
	for _, tt := range []struct {
		preset  string
		winners []tile.Seat
		honba   []int
	}{
		{"tenhou", []tile.Seat{south, north}, []int{1, 0}},
		{"mahjongsoul", []tile.Seat{south, north}, []int{1, 0}},
		{"ema2016", []tile.Seat{south, north}, []int{1, 1}},
		{"wrc2022", []tile.Seat{south}, []int{1}},
	} {
		r := riichiRules(t, tt.preset)
		g := startRiichiConfig(t, l, r, game.Config{Counters: 1, Deposits: 1})
		apply(t, g, act(game.Discard, east, "4m"))
		require.True(t, hasAction(g.Legal(west), game.Win, tile.Character4), tt.preset)
		apply(t, g, act(game.Win, north, "4m"))
		apply(t, g, act(game.Pass, west, ""))
		apply(t, g, act(game.Win, south, "4m"))
		require.True(t, g.Over(), tt.preset)
		require.Len(t, g.Wins(), len(tt.winners), tt.preset)
		var want [4]int
		for i, w := range g.Wins() {
			s := w.Context.Winner
			assert.Equal(t, tt.winners[i], s, tt.preset)
			assert.Equal(t, tt.honba[i], w.Context.Counters, "%s: %v's honba", tt.preset, s)
			sticks := 0
			if i == 0 {
				sticks = 1
			}
			assert.Equal(t, sticks, w.Context.Deposits, "%s: %v's sticks", tt.preset, s)
			pay := (4*w.Result.Value+99)/100*100 + 300*tt.honba[i] // a honba adds 300 to a ron
			want[s.Index()] += pay
			want[east.Index()] -= pay
		}
		assert.Equal(t, want, g.Ledger().Net(), tt.preset)
		assert.Zero(t, g.Deposits(), "%s: the stick was taken", tt.preset)
		assert.Equal(t, want[south.Index()]+riichiStick, g.Net()[south.Index()], tt.preset)
		require.NoError(t, game.CheckInvariants(g), tt.preset)
	}
}
