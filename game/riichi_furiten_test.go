package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Two hands for South waiting on 5s and 8s: one with a yaku for a ron (tanyao) and one without.
const (
	furitenTanyao = "345m 678m 456p 67s 44p"
	furitenNoYaku = "345m 678m 456p 67s 22z"
)

// riichiFuritenLayout: South holds south; West holds a pair of 8s.
func riichiFuritenLayout(south, draws string) layout {
	return layout{
		hands: hands4(
			"1m 4m 7m 2p 5p 8p 3s 6s 9s 1z 2z 3z 4z 7z",
			south,
			"88s 1z 2m 5m 9m 3p 6p 9p 1s 4s 5z 6z",
			"2m 5m 8m 1p 3p 6p 7p 2s 3s 9s 2z 3z 4z"),
		draws: draws,
	}
}

// ronOffered reports whether South may ron the open discard k (see ronOfferedTo).
func ronOffered(t *testing.T, g *game.Game, k tile.Tile) bool {
	t.Helper()
	return ronOfferedTo(t, g, south, k)
}

// ronOfferedTo reports whether seat s may ron the open discard k, checking that the listing and Apply
// agree: a ron the listing does not offer is refused, and the game is unchanged.
func ronOfferedTo(t *testing.T, g *game.Game, s tile.Seat, k tile.Tile) bool {
	t.Helper()
	require.Equal(t, game.PhaseClaim, g.Phase())
	ok := hasAction(g.Legal(s), game.Win, k)
	if !ok {
		rejects(t, g, game.Action{Kind: game.Win, Seat: s, Tile: k}, game.ErrIllegal)
	}
	return ok
}

// TestRiichiFuriten plays riichi furiten on fixed walls under tenhou (docs/rules/riichi.md §6). South
// waits on 5s and 8s.
//   - A discarded winning kind bars ron even when another player called that discard
//     (docs/rules/riichi.md §3.2, docs/rules/riichi.md §6.2).
//   - Letting a winning tile go bars ron until South's own next discard (docs/rules/riichi.md §6.3).
//   - In riichi the bar lasts for the rest of the hand, and never stops a tsumo (docs/rules/riichi.md §6.4,
//     docs/rules/riichi.md §6.5).
//   - A tile of the shape's waits passed without a yaku to win on it still counts (docs/rules/riichi.md §6.1).
func TestRiichiFuriten(t *testing.T) {
	t.Run("taken discard", func(t *testing.T) {
		g := startRiichi(t, riichiFuritenLayout(furitenTanyao, "8s 5s"), "tenhou")
		discardPass(t, g, east, "7z")
		require.True(t, hasAction(g.Legal(south), game.Win, tile.None))
		apply(t, g, act(game.Discard, south, "8s"))
		call(t, g, game.Pung, west, "8s")
		assert.Equal(t, []bool{true}, g.Summary().Taken[south.Index()])
		discardPass(t, g, west, "1z")
		discardDrawn(t, g, false) // North 5s
		assert.True(t, g.View(south).Furiten)
		assert.False(t, ronOffered(t, g, tile.Bamboo5), "an 8s in South's river, though taken")
	})
	t.Run("temporary", func(t *testing.T) {
		g := startRiichi(t, riichiFuritenLayout(furitenTanyao, "9m 5s 8s 1p 9p 5s"), "tenhou")
		discardPass(t, g, east, "7z")
		turns(t, g, 1)            // South 9m
		discardDrawn(t, g, false) // West 5s
		require.True(t, ronOffered(t, g, tile.Bamboo5))
		passPending(t, g)
		assert.True(t, g.View(south).Furiten)
		discardDrawn(t, g, false) // North 8s
		assert.False(t, ronOffered(t, g, tile.Bamboo8), "South let a winning tile go")
		passPending(t, g)
		turns(t, g, 2) // East 1p, South 9p: its own discard ends the bar
		assert.False(t, g.View(south).Furiten)
		discardDrawn(t, g, false) // West 5s
		assert.True(t, ronOffered(t, g, tile.Bamboo5))
	})
	t.Run("riichi", func(t *testing.T) {
		g := startRiichi(t, riichiFuritenLayout(furitenTanyao, "9m 5s 1p 9p 9p 8s 1s 2s 8s"), "tenhou")
		discardPass(t, g, east, "7z")
		riichiSouth(t, g)         // with 9m
		discardDrawn(t, g, false) // West 5s
		require.True(t, ronOffered(t, g, tile.Bamboo5))
		passPending(t, g)
		turns(t, g, 3)            // North, East, South (9p, locked)
		discardDrawn(t, g, false) // West 8s
		assert.True(t, g.View(south).Furiten)
		assert.False(t, ronOffered(t, g, tile.Bamboo8), "riichi furiten lasts")
		passPending(t, g)
		turns(t, g, 2) // North, East
		require.Equal(t, tile.Bamboo8, g.View(south).Drawn)
		require.True(t, hasAction(g.Legal(south), game.Win, tile.None), "furiten never stops a tsumo")
		apply(t, g, game.Action{Kind: game.Win, Seat: south})
		require.Len(t, g.Wins(), 1)
		assert.Equal(t, score.DeclaredFirst, factsOf(t, g.Wins()[0].Context).Riichi)
	})
	t.Run("no yaku", func(t *testing.T) {
		g := startRiichi(t, riichiFuritenLayout(furitenNoYaku, "9m 5s"), "tenhou")
		discardPass(t, g, east, "7z")
		turns(t, g, 1)            // South 9m
		discardDrawn(t, g, false) // West 5s
		assert.False(t, ronOffered(t, g, tile.Bamboo5), "no yaku for a ron")
		assert.False(t, g.View(south).Furiten)
		passPending(t, g)
		assert.True(t, g.View(south).Furiten, "a passed wait of the shape")
	})
}

// TestChankanFuriten: South declares riichi waiting on 4m, lets North's 4m go (East pons it) and is
// furiten for the rest of the hand, so it may not rob East's added kan of the fourth 4m; West, whose
// passed 4m (no yaku for a ron then) stopped barring it at its own next discard, may
// (docs/rules/riichi.md §4.7, docs/rules/riichi.md §6.4, docs/rules/riichi.md §6.5).
func TestChankanFuriten(t *testing.T) {
	g := startRiichi(t, doubleChankanLayout(), "tenhou")
	discardPass(t, g, east, "1z")
	riichiSouth(t, g)         // with 7z
	turns(t, g, 1)            // West 7z
	discardDrawn(t, g, false) // North 4m
	require.True(t, hasAction(g.Legal(south), game.Win, tile.Character4), "South could ron")
	call(t, g, game.Pung, east, "4m")
	discardPass(t, g, east, "2z")
	turns(t, g, 3) // South, West, North
	require.Equal(t, tile.Character4, g.View(east).Drawn)
	apply(t, g, act(game.Kong, east, "4m"))
	require.Equal(t, game.PhaseRob, g.Phase())
	assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}}, g.Legal(south), "riichi furiten bars a chankan")
	rejects(t, g, act(game.Win, south, "4m"), game.ErrIllegal)
	ron(t, g, west, "4m")
	require.Len(t, g.Wins(), 1)
	assert.Equal(t, score.RobbedKong, g.Wins()[0].Context.Source)
}
