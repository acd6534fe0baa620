package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// nineKindsLayout: South holds nine terminal and honour kinds; East discards 7z first, which North
// may pon.
func nineKindsLayout(draws string) layout {
	return layout{
		hands: hands4(
			"7z 2m 3m 4m 5p 6p 7p 2s 3s 4s 6s 8s 6m 6p",
			"19m 19p 19s 1z 2z 3z 4z 5z 2m 5m",
			"2p 3p 4p 7m 8m 9m 5s 6s 7s 8s 9s 6z 6z",
			"77z 456m 456p 456s 8p 8m"),
		draws: draws,
	}
}

// TestNineKindsFirstGoAround: South, holding nine terminal and honour kinds, may declare kyuushu
// kyuuhai on its first turn only while the first go-around is unbroken (docs/rules/riichi.md §3.4,
// docs/rules/riichi.md §11.3): not after North's pon, and not on its second turn. The abortive draw
// pays nothing and the dealer keeps the deal with one more honba (docs/rules/riichi.md §11.5).
func TestNineKindsFirstGoAround(t *testing.T) {
	g := startRiichi(t, nineKindsLayout("5s"), "tenhou")
	discardPass(t, g, east, "7z")
	require.Equal(t, south, g.Turn())
	require.True(t, hasAction(g.Legal(south), game.Abort, tile.None), "nine kinds on the first turn")
	apply(t, g, game.Action{Kind: game.Abort, Seat: south})
	require.True(t, g.Over())
	sum := g.Summary()
	assert.True(t, sum.Aborted)
	assert.Empty(t, g.Ledger())
	r := riichiRules(t, "tenhou")
	next, over := r.Advance(sessionAt(2), sum)
	assert.False(t, over)
	assert.Equal(t, tile.SeatEast, next.Dealer, "the dealer keeps the deal")
	assert.Equal(t, 3, next.Counters)

	g = startRiichi(t, nineKindsLayout("1s 5s"), "tenhou")
	apply(t, g, act(game.Discard, east, "7z"))
	call(t, g, game.Pung, north, "7z")
	discardPass(t, g, north, "8m")
	turns(t, g, 1) // East
	require.Equal(t, south, g.Turn())
	assert.False(t, hasAction(g.Legal(south), game.Abort, tile.None), "the pon broke the first go-around")
	rejects(t, g, game.Action{Kind: game.Abort, Seat: south}, game.ErrIllegal)

	g = startRiichi(t, nineKindsLayout("5s 1s 9s 5m 7s"), "tenhou")
	discardPass(t, g, east, "7z")
	turns(t, g, 4) // South, West, North, East
	require.Equal(t, south, g.Turn())
	assert.False(t, hasAction(g.Legal(south), game.Abort, tile.None), "not on the second turn")
	rejects(t, g, game.Action{Kind: game.Abort, Seat: south}, game.ErrIllegal)
}

// TestFourWindsAfterKan: East declares a closed kan before its first discard; the four first discards
// are then all East, but the kan broke the first go-around, so there is no abortive draw under tenhou
// (docs/rules/riichi.md §3.4, docs/rules/riichi.md §11.4).
func TestFourWindsAfterKan(t *testing.T) {
	l := layout{
		hands: hands4(
			"1z 1111m 456m 789m 5p 7p 9s",
			"1z 123p 456p 89p 5s 7s 9s 3z",
			"1z 2m 234s 567s 89m 4z 5z 6z",
			"1z 789s 345m 11p 9p 6z 7z 7z"),
		draws: "2z 2z 2z",
		loose: "3s",
	}
	g := startRiichi(t, l, "tenhou")
	apply(t, g, act(game.Kong, east, "1m"))
	for _, s := range []tile.Seat{east, south, west, north} {
		require.Equal(t, s, g.Turn())
		apply(t, g, act(game.Discard, s, "1z"))
		if g.Phase() == game.PhaseClaim {
			passAll(t, g)
		}
	}
	assert.False(t, g.Over())
	assert.Equal(t, east, g.Turn())
}

// sessionAt is the state before East 1 of a riichi game at 25,000 each, with honba counters.
func sessionAt(honba int) variant.Session {
	return variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1, Counters: honba,
		Scores: [4]int{25000, 25000, 25000, 25000}}
}

// TestFourthRiichiRonned: three players are in riichi and North declares the fourth with 4p, which
// East rons: the declaration is void, so there is no suucha riichi; East wins and takes the three
// sticks that stood (docs/rules/riichi.md §5.2, docs/rules/riichi.md §11.4).
func TestFourthRiichiRonned(t *testing.T) {
	l := fourRiichiLayout("9p 1s 4p")
	g := startRiichi(t, l, "tenhou")
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9, Call: true})
	passAll(t, g)
	for range 2 { // South, West
		discardDrawn(t, g, true)
		passAll(t, g)
	}
	require.Equal(t, 3, g.Deposits())
	discardDrawn(t, g, true) // North 4p
	ron(t, g, east, "4p")
	require.True(t, g.Over())
	assert.False(t, g.Summary().Aborted)
	require.Len(t, g.Wins(), 1)
	assert.False(t, g.Summary().Declared[north.Index()], "the fourth riichi is void")
	assert.Equal(t, 3, g.Wins()[0].Context.Deposits)
	assert.Zero(t, g.Deposits())
}
