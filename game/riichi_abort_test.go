package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestFourRiichiAborts: the fourth riichi stands, its stick goes on the table and the hand is an
// abortive draw under tenhou; under ema2016 play goes on (docs/rules/riichi.md §11.4).
func TestFourRiichiAborts(t *testing.T) {
	l := fourRiichiLayout("9p 1s 9m")
	for _, preset := range []string{"tenhou", "ema2016"} {
		g := startRiichi(t, l, preset)
		require.True(t, g.IsLegal(game.Action{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9, Call: true}))
		apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9, Call: true})
		passAll(t, g)
		assert.Equal(t, 1, g.Deposits(), "the stick goes down once the discard passes")
		for range 3 {
			discardDrawn(t, g, true)
			if g.Phase() == game.PhaseClaim {
				passAll(t, g)
			}
		}
		assert.Equal(t, 4, g.Deposits())
		assert.Equal(t, [4]int{-1000, -1000, -1000, -1000}, g.Net())
		if preset == "tenhou" {
			require.True(t, g.Over())
			assert.True(t, g.Summary().Aborted)
			assert.Equal(t, []game.EventKind{game.EventAbort, game.EventEnd}, lastEvents(g, 2))
			assert.Empty(t, g.Ledger(), "no payment at an abortive draw")
		} else {
			assert.False(t, g.Over(), "no abortive draw in ema2016")
			assert.Equal(t, game.PhaseTurn, g.Phase())
		}
	}
}

// TestTripleRon: three rons on one discard abort the hand under tenhou, all win under mahjongsoul, and
// only the nearest wins under wrc2022 (head bump) (docs/rules/riichi.md §10.7, docs/rules/riichi.md §11.4).
func TestTripleRon(t *testing.T) {
	l := layout{hands: hands4(
		"4m 123m 567m 1z 2z 3z 4z 9p 9s 1p",
		"555z 123p 456p 789p 4m",
		"666z 123s 456s 789s 4m",
		"777z 789m 234s 567p 4m")}
	for _, tt := range []struct {
		preset string
		wins   int
	}{{"tenhou", 0}, {"mahjongsoul", 3}, {"wrc2022", 1}} {
		g := startRiichi(t, l, tt.preset)
		apply(t, g, act(game.Discard, east, "4m"))
		for _, s := range []tile.Seat{south, west, north} {
			require.True(t, hasAction(g.Legal(s), game.Win, tile.Character4), "%s: %v", tt.preset, s)
			apply(t, g, act(game.Win, s, "4m"))
		}
		require.True(t, g.Over(), tt.preset)
		assert.Len(t, g.Wins(), tt.wins, tt.preset)
		assert.Equal(t, tt.wins == 0, g.Summary().Aborted, tt.preset)
		if tt.wins == 1 {
			assert.Equal(t, south, g.Wins()[0].Context.Winner, "the nearest after the discarder")
		}
	}
}

// TestTripleRonNearestTwo: under DoubleOnly with sanchahou off, three rons on one discard give the win to
// the two nearest after the discarder; the third ron is void (docs/rules/riichi.md §10.7).
func TestTripleRonNearestTwo(t *testing.T) {
	l := layout{hands: hands4(
		"4m 123m 567m 1z 2z 3z 4z 9p 9s 1p",
		"555z 123p 456p 789p 4m",
		"666z 123s 456s 789s 4m",
		"777z 789m 234s 567p 4m")}
	r := riichiRules(t, "tenhou", func(o *riichi.Options) { o.Sanchahou = riichi.Off })
	g := startRiichiRules(t, l, r)
	apply(t, g, act(game.Discard, east, "4m"))
	for _, s := range []tile.Seat{south, west, north} {
		require.True(t, hasAction(g.Legal(s), game.Win, tile.Character4), "%v", s)
		apply(t, g, act(game.Win, s, "4m"))
	}
	require.True(t, g.Over())
	assert.False(t, g.Summary().Aborted, "no sanchahou")
	require.Len(t, g.Wins(), 2)
	assert.Equal(t, south, g.Wins()[0].Context.Winner, "the nearest after the discarder")
	assert.Equal(t, west, g.Wins()[1].Context.Winner, "the second nearest")
	net := g.Ledger().Net()
	assert.Zero(t, net[north.Index()], "the third ron is void")
	assert.Negative(t, net[east.Index()])
	require.NoError(t, game.CheckInvariants(g))
}

// TestNineKinds: a dealer with nine terminal and honour kinds may declare an abortive draw on the first
// turn under tenhou, not under ema2016 (docs/rules/riichi.md §11.3).
func TestNineKinds(t *testing.T) {
	l := layout{hands: hands4(
		"19m 19p 19s 1234z 2345m",
		"555z 123p 456p 789p 4m",
		"666z 123s 456s 789s 4m",
		"777z 789m 234s 567p 4m")}
	g := startRiichi(t, l, "tenhou")
	require.True(t, hasAction(g.Legal(east), game.Abort, tile.None))
	apply(t, g, game.Action{Kind: game.Abort, Seat: east})
	require.True(t, g.Over())
	assert.True(t, g.Summary().Aborted)
	g = startRiichi(t, l, "ema2016")
	assert.False(t, hasAction(g.Legal(east), game.Abort, tile.None))
	rejects(t, g, game.Action{Kind: game.Abort, Seat: east}, game.ErrIllegal)
	// Not after the first turn.
	g = startRiichi(t, l, "tenhou")
	apply(t, g, act(game.Discard, east, "2m"))
	require.False(t, hasAction(g.Legal(south), game.Abort, tile.None))
}

// TestFourWinds: the first four discards are all East: an abortive draw under tenhou, not under
// ema2016 (docs/rules/riichi.md §11.4).
func TestFourWinds(t *testing.T) {
	l := layout{
		hands: hands4(
			"1z 123m 456m 789m 5p 7p 9s 2s",
			"1z 123p 456p 89p 5s 7s 9s 3z",
			"1z 1m 234s 567s 89m 4z 5z 6z",
			"1z 789s 345m 11p 9p 6z 7z 7z"),
		draws: "2z 2z 2z",
	}
	for _, preset := range []string{"tenhou", "ema2016"} {
		g := startRiichi(t, l, preset)
		for _, s := range []tile.Seat{east, south, west, north} {
			require.Equal(t, s, g.Turn())
			apply(t, g, act(game.Discard, s, "1z"))
			if g.Phase() == game.PhaseClaim {
				passAll(t, g)
			}
		}
		assert.Equal(t, preset == "tenhou", g.Over(), preset)
		assert.Equal(t, preset == "tenhou", g.Summary().Aborted, preset)
	}
}
