package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// kuikaeRules returns the tenhou rules with the kuikae option k.
func kuikaeRules(t *testing.T, k riichi.Kuikae) *riichi.Rules {
	return riichiRules(t, "tenhou", func(o *riichi.Options) { o.Kuikae = k })
}

var kuikaeOptions = []riichi.Kuikae{riichi.KuikaeForbidden, riichi.KuikaeSameKindOnly, riichi.KuikaeAllowed}

// TestKuikaeOptions: South chis East's 3m with 45m, holding another 3m and a 6m. Right after the call
// it may discard neither under Forbidden, the 6m but not the 3m under SameKindOnly, and both under
// Allowed (docs/rules/riichi.md §4.4). West, also holding 45m, may not chi East's tile: chi is only
// for the next player (docs/rules/riichi.md §4.1). The call marks East's 3m as taken in its river
// (docs/rules/riichi.md §3.2).
func TestKuikaeOptions(t *testing.T) {
	l := layout{hands: hands4(
		"3m 1m 19p 19s 2345z 678p 8s",
		"45m 3m 6m 9m 123s 456s 11z",
		"45m 7m 3p 4p 5p 2s 7s 9s 5z 6z 7z 1z",
		"99m 1s 3s 5s 8s 9s 4p 6p 8p 2z 3z 6z")}
	for _, k := range kuikaeOptions {
		g := startRiichiRules(t, l, kuikaeRules(t, k))
		apply(t, g, act(game.Discard, east, "3m"))
		assert.False(t, hasAction(g.Legal(west), game.Chow, tile.None), "%v: chi only from the previous player", k)
		rejects(t, g, game.Action{Kind: game.Chow, Seat: west, Tile: tile.Character3, Chow: tile.Character3}, game.ErrIllegal)
		apply(t, g, game.Action{Kind: game.Chow, Seat: south, Tile: tile.Character3, Chow: tile.Character3})
		passPending(t, g)
		require.Equal(t, south, g.Turn())
		assert.Equal(t, []bool{true}, g.Summary().Taken[east.Index()], "%v: East's 3m is taken", k)
		forbid := map[tile.Tile]bool{
			tile.Character3: k != riichi.KuikaeAllowed,
			tile.Character6: k == riichi.KuikaeForbidden,
		}
		for kind, no := range forbid {
			assert.Equal(t, !no, hasAction(g.Legal(south), game.Discard, kind), "%v: discard %v", k, kind)
			if no {
				rejects(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: kind}, game.ErrIllegal)
			}
		}
		assert.False(t, hasAction(g.Legal(south), game.Win, tile.None), "%v: no tsumo after a call", k)
		apply(t, g, act(game.Discard, south, "9m"))
	}
}

// TestKuikaePon: South pons East's 1z holding three: it may not discard its last 1z at once unless
// kuikae is Allowed (docs/rules/riichi.md §4.4), and may not call a closed kan of the four 4m it holds
// in the turn of the pon (docs/rules/riichi.md §4.5).
func TestKuikaePon(t *testing.T) {
	l := layout{hands: hands4(
		"1z 3m 19p 19s 2345z 678p 8s",
		"111z 4444m 123s 456s",
		"2m 7m 3p 4p 5p 2s 7s 9s 5z 6z 7z 3z 8m",
		"99m 1s 3s 5s 8s 9s 4p 6p 8p 2z 3z 6z")}
	for _, k := range kuikaeOptions {
		g := startRiichiRules(t, l, kuikaeRules(t, k))
		apply(t, g, act(game.Discard, east, "1z"))
		require.True(t, hasAction(g.Legal(south), game.Kong, tile.East), "%v: a kan on the 1z is possible too", k)
		call(t, g, game.Pung, south, "1z")
		require.Equal(t, south, g.Turn())
		assert.Equal(t, k == riichi.KuikaeAllowed, hasAction(g.Legal(south), game.Discard, tile.East), "%v", k)
		assert.False(t, hasAction(g.Legal(south), game.Kong, tile.None), "%v: no kan in the turn of a pon", k)
		rejects(t, g, act(game.Kong, south, "4m"), game.ErrIllegal)
		apply(t, g, act(game.Discard, south, "1s"))
	}
}

// TestKuikaeNoDiscardLeft: South pons East's 5z, 6z and 7z and keeps 3m 45m 6m. A chi of East's 3m with
// 45m would leave only 3m and 6m: under Forbidden both are forbidden, so the chi is illegal; under
// SameKindOnly and Allowed it is legal (docs/rules/riichi.md §4.4).
func TestKuikaeNoDiscardLeft(t *testing.T) {
	l := layout{
		hands: hands4(
			"5z 6z 7z 3m 1m 9m 1p 9p 1s 2z 3z 4z 8s 8p",
			"55z 66z 77z 3m 45m 6m 9s 9p 9m",
			"2m 7m 3p 4p 5p 2s 7s 1s 1z 4z 2z 3z 8m",
			"99m 1s 3s 5s 8s 6s 4p 6p 8p 2z 3z 4z"),
		draws: "1p 2p 2p 3p 3p 6p 7p 7p 2s",
	}
	for _, k := range kuikaeOptions {
		g := startRiichiRules(t, l, kuikaeRules(t, k))
		for i, d := range []string{"5z", "6z", "7z"} {
			apply(t, g, act(game.Discard, east, d))
			apply(t, g, act(game.Pung, south, d))
			passPending(t, g)
			apply(t, g, act(game.Discard, south, []string{"9s", "9p", "9m"}[i]))
			passPending(t, g)
			turns(t, g, 2) // West, North
		}
		require.Equal(t, east, g.Turn())
		apply(t, g, act(game.Discard, east, "3m"))
		chi := game.Action{Kind: game.Chow, Seat: south, Tile: tile.Character3, Chow: tile.Character3}
		legal := k != riichi.KuikaeForbidden
		assert.Equal(t, legal, g.IsLegal(chi), "%v", k)
		if !legal {
			rejects(t, g, chi, game.ErrIllegal)
			continue
		}
		apply(t, g, chi)
		passPending(t, g)
		apply(t, g, act(game.Discard, south, "6m"))
		assert.Equal(t, 4, g.Hand(south).NumMelds(), "%v", k)
	}
}

// TestShouminkanHeldTile: South pons East's 2z holding three, and on its next turn adds the 2z it kept
// since the deal to the pon (a shouminkan with a tile held before the turn, docs/rules/riichi.md §4.6);
// nobody robs it, South draws a replacement tile and the pon is now a kan (docs/rules/riichi.md §4.8).
func TestShouminkanHeldTile(t *testing.T) {
	l := layout{
		hands: hands4(
			"2z 1m 19p 19s 345z 678p 8s 3m",
			"222z 45m 9m 123s 456s 7s",
			"2m 7m 3p 4p 5p 2s 7s 9s 5z 6z 7z 3z 8m",
			"99m 1s 3s 5s 8s 9s 4p 6p 8p 1z 3z 6z"),
		draws: "1p 2p 3p 6s",
		loose: "9p",
	}
	g := startRiichi(t, l, "tenhou")
	apply(t, g, act(game.Discard, east, "2z"))
	call(t, g, game.Pung, south, "2z")
	assert.False(t, hasAction(g.Legal(south), game.Discard, tile.South), "kuikae: not the 2z at once")
	discardPass(t, g, south, "9m")
	turns(t, g, 3) // West, North, East
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Bamboo6, g.View(south).Drawn)
	require.True(t, hasAction(g.Legal(south), game.Kong, tile.South), "the 2z held since the deal")
	call(t, g, game.Kong, south, "2z") // the rob window
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, south, g.Turn())
	assert.Equal(t, tile.Circle9, g.View(south).Drawn, "the replacement tile")
	h := g.Hand(south)
	require.Equal(t, 1, h.NumMelds())
	assert.Equal(t, 4, h.Meld(0).Len())
	assert.Zero(t, h.Concealed().Count(tile.South))
}
