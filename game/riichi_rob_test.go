package game_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// robLayout: East holds four 1m and declares a closed kan of them at once; South waits on 1m with
// thirteen orphans (or, when kokushi is false, with an ordinary two-sided wait); so does West.
func robLayout(kokushi bool) layout {
	south := "9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z"
	if !kokushi {
		south = "23m 456p 789p 99m 333z"
	}
	return layout{hands: hands4(
		"1111m 2m 3m 4m 5p 6p 7p 2s 3s 4s 6s",
		south,
		"23m 456p 789s 888p 55s",
		"567m 678s 345p 55s 88m")}
}

// TestKokushiRobsAnkan: with KokushiRobsAnkan (mahjongsoul, ema2016, wrc2022) a closed kan of the tile
// a thirteen-orphans hand waits on opens a rob window for that hand alone, and its win is a chankan;
// without the option (tenhou) the kan is made at once (docs/rules/riichi.md §4.7).
func TestKokushiRobsAnkan(t *testing.T) {
	for _, preset := range []string{riichi.PresetMahjongSoul, riichi.PresetEMA2016, riichi.PresetWRC2022} {
		g := startRiichi(t, robLayout(true), preset)
		apply(t, g, act(game.Kong, east, "1m"))
		require.Equal(t, game.PhaseRob, g.Phase(), preset)
		assert.Equal(t, []tile.Seat{south}, slices.Collect(g.Pending().All()), "%s: only the kokushi hand may rob", preset)
		assert.Empty(t, g.Legal(west), "%s: an ordinary wait may not rob a closed kan", preset)
		before := game.Snapshot(g)
		require.Error(t, g.Apply(act(game.Win, west, "1m")), preset)
		assert.Equal(t, before, game.Snapshot(g), "%s: a refused rob changes nothing", preset)
		require.NoError(t, game.CheckInvariants(g), preset)
		b, err := g.MarshalJSON()
		require.NoError(t, err)
		loaded, err := game.Load(riichiRules(t, preset), b)
		require.NoError(t, err, preset)
		assert.Equal(t, game.Snapshot(g), game.Snapshot(loaded), "%s: saved and loaded in the rob window", preset)
		require.True(t, hasAction(g.Legal(south), game.Win, tile.Character1), preset)
		apply(t, g, act(game.Win, south, "1m"))
		require.True(t, g.Over(), preset)
		require.Len(t, g.Wins(), 1, preset)
		w := g.Wins()[0]
		assert.Equal(t, score.RobbedKong, w.Context.Source, "%s: a chankan", preset)
		assert.Equal(t, score.SeatEast, w.Context.Supplier, preset)
		assert.Equal(t, 32000, -g.Ledger().Net()[east], "%s: the konger pays a yakuman", preset)
		require.NoError(t, game.CheckInvariants(g), preset)
	}
}

// TestKokushiRobsAnkanPassed: when the kokushi hand lets the closed kan go, the kan is made, the konger
// draws its replacement, and the hand that let it go is furiten (docs/rules/riichi.md §4.7, docs/rules/riichi.md §6.3).
func TestKokushiRobsAnkanPassed(t *testing.T) {
	g := startRiichi(t, robLayout(true), riichi.PresetMahjongSoul)
	apply(t, g, act(game.Kong, east, "1m"))
	require.Equal(t, game.PhaseRob, g.Phase())
	apply(t, g, game.Action{Kind: game.Pass, Seat: south})
	assert.Equal(t, game.PhaseTurn, g.Phase())
	assert.Equal(t, east, g.Turn())
	assert.Equal(t, 1, g.View(east).Hand.NumMelds(), "the kan is made")
	assert.True(t, g.Furiten(south), "a passed chankan is a passed win")
	assert.False(t, g.Furiten(west), "a wait that could not rob passed nothing")
	require.NoError(t, game.CheckInvariants(g))
}

// TestAnkanNotRobbed: without KokushiRobsAnkan (tenhou) no hand may rob a closed kan, and with it an
// ordinary hand waiting on the kan's tile still may not: no window opens (docs/rules/riichi.md §4.7).
func TestAnkanNotRobbed(t *testing.T) {
	for _, tt := range []struct {
		preset  string
		kokushi bool
	}{{riichi.PresetTenhou, true}, {riichi.PresetMahjongSoul, false}} {
		g := startRiichi(t, robLayout(tt.kokushi), tt.preset)
		apply(t, g, act(game.Kong, east, "1m"))
		assert.Equal(t, game.PhaseTurn, g.Phase(), tt.preset)
		assert.Equal(t, east, g.Turn(), tt.preset)
		assert.Equal(t, 1, g.View(east).Hand.NumMelds(), "%s: the kan is made", tt.preset)
		assert.Empty(t, g.Legal(south), tt.preset)
		assert.False(t, g.Furiten(south), tt.preset)
		require.NoError(t, game.CheckInvariants(g), tt.preset)
	}
}
