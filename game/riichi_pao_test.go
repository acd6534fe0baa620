package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestPaoSuukantsu: South makes three closed kans, then calls West's 7z for a fourth kan and wins on
// the replacement tile with suukantsu. With PaoSuukantsu West is liable and pays the whole tsumo;
// without it (every preset) the tsumo is paid as usual (docs/rules/riichi.md §10.5).
func TestPaoSuukantsu(t *testing.T) {
	l := layout{
		hands: hands4(
			"234m 567m 345p 678p 5s 6s",
			"1111m 2222p 3333s 7z",
			"7z 456m 456s 789p 11s 9m",
			"789m 567s 99p 44z 66z 8s"),
		draws: "7z 2z",
		loose: "7z 9s 1z 9s",
	}
	for _, pao := range []riichi.Toggle{riichi.On, riichi.Off} {
		r := riichiRules(t, riichi.PresetTenhou, func(o *riichi.Options) { o.PaoSuukantsu = pao })
		g, err := game.New(r, game.Config{Dealer: score.SeatEast, Wall: l.order(t, r.Table().Wall), Dice: layoutDice,
			Scores: [4]int{25000, 25000, 25000, 25000}})
		require.NoError(t, err)
		apply(t, g, act(game.Discard, east, "6s"))
		passPending(t, g)
		for _, k := range []string{"1m", "2p", "3s"} {
			apply(t, g, act(game.Kong, south, k))
		}
		apply(t, g, act(game.Discard, south, "1z"))
		passPending(t, g)
		apply(t, g, act(game.Discard, west, "7z"))
		apply(t, g, act(game.Kong, south, "7z"))
		passPending(t, g)
		require.Equal(t, south, g.Turn(), "%v", pao)
		require.True(t, hasAction(g.Legal(south), game.Win, 0), "%v: rinshan tsumo", pao)
		apply(t, g, game.Action{Kind: game.Win, Seat: south})
		require.Len(t, g.Wins(), 1)
		net := g.Ledger().Net()
		assert.Equal(t, 32000, net[south], "%v", pao)
		if pao == riichi.On {
			assert.Equal(t, score.SeatWest, g.Wins()[0].Context.Liable)
			assert.Equal(t, [4]int{0, 32000, -32000, 0}, net, "the liable player pays the whole tsumo")
		} else {
			assert.Equal(t, score.NoSeat, g.Wins()[0].Context.Liable)
			assert.Equal(t, [4]int{-16000, 32000, -8000, -8000}, net)
		}
		require.NoError(t, game.CheckInvariants(g))
	}
}
