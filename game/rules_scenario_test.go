package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

const (
	east  = tile.SeatEast
	south = tile.SeatSouth
	west  = tile.SeatWest
	north = tile.SeatNorth
)

// docs/rules/classic.md §6.2: S adds a fresh 5m to its exposed pung; W and E both wait on 5m and claim
// it, but only the claimant nearest after the konger (W) robs the kong. The pung stays, the konger pays
// as a discarder (2S to a non-dealer), and the hand ends.
func TestClassicRobbingTheKongNearestOnly(t *testing.T) {
	l := layout{
		hands: hands4(
			"5m 34m 111p 222p 333p 99s", // E: discards 5m, then waits on 2m/5m
			"55m 789m 456s 777s 2z 3z",  // S: pungs 5m, discards 3z, later adds the 5m it draws
			"46m 123s 456p 789p 11z",    // W: waits on 5m
			"19m 19p 19s 4z 5z 6z 7z 2p 8p 2s"),
		draws: "8p 8s 1s 5m", // W, N and E discard what they draw; S draws the last 5m
	}
	g := l.start(t, classicNoBonus())
	apply(t, g, act(game.Discard, east, "5m"))
	require.True(t, hasAction(g.Legal(west), game.Win, tile.Character5), "W could win and passes")
	apply(t, g, act(game.Pung, south, "5m"), act(game.Pass, west, ""), act(game.Pass, north, ""))
	apply(t, g, act(game.Discard, south, "3z"))
	passAll(t, g)
	for range 3 { // W, N, E
		cycle(t, g, false)
	}
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Character5, g.View(south).Drawn)
	apply(t, g, act(game.Kong, south, "5m"))
	require.Equal(t, game.PhaseRob, g.Phase())
	require.Equal(t, claim.SeatsOf(east, west, north), g.Pending())
	// Only a win may rob a kong.
	rejects(t, g, act(game.Pung, north, "5m"), game.ErrPhase)
	require.Equal(t, []game.Action{{Kind: game.Pass, Seat: north}}, g.Legal(north))
	apply(t, g, act(game.Win, east, "5m"), act(game.Win, west, "5m"), act(game.Pass, north, ""))

	require.True(t, g.Over())
	require.False(t, g.Exhausted())
	wins := g.Wins()
	require.Len(t, wins, 1, "classic: one winner, the nearest after the konger")
	w := wins[0].Context
	require.Equal(t, west, w.Winner)
	require.Equal(t, score.RobbedKong, w.Source)
	require.Equal(t, south, w.Supplier)
	// W: 456m (exposed, the robbed tile), 123s 456p 789p, pair of East winds (prevailing): 20 + 2 = 22,
	// one double for robbing a kong: S = 44; the konger, not the dealer, pays 2S.
	require.Equal(t, 44, wins[0].Result.Value)
	require.Equal(t, [4]int{0, -88, 88, 0}, netOf(g))
	// The kong was not made: S keeps its exposed pung and no longer holds the 5m.
	sh := g.Hand(south)
	require.Equal(t, 1, sh.NumMelds())
	require.Equal(t, meld.Pung, sh.Meld(0).Kind())
	require.Equal(t, tile.CountsOf(tiles("789m 456s 777s 2z")), sh.Concealed())
	require.Equal(t, tile.CountsOf(tiles("456m 123s 456p 789p 11z")), g.Hand(west).Concealed())
	require.Equal(t, tile.CountsOf(tiles("34m 111p 222p 333p 99s")), g.Hand(east).Concealed(), "E's claim is void")
	sum := g.Summary()
	require.Len(t, sum.Kongs, 1)
	require.True(t, sum.Kongs[0].Robbed)
}

// docs/rules/sichuan.md §15.6 (X6): S adds a fresh 7p to its pung. E (robbing only, base 2) and W (Pure
// suit + robbing, base 8) rob it; S pays both, keeps the pung and draws nothing; the 7p goes to W (the
// first robber from S); the last robber from S is E, so S plays next and draws normally.
func TestSichuanTwoRobbers(t *testing.T) {
	post := hands4(
		"345m 678m 99m 456p 89p 7p", // E (missing s): discards 7p, then waits on 7p
		"77p 123m 456m 789m 1s 2s",  // S (missing s): pungs 7p, discards 1s
		"234p 456p 99p 111p 68p",    // W (missing m): waits on 7p, Pure suit
		"113355s 79s 2468m 3m")      // N (missing p)
	missing := [4]tile.Suit{tile.Bamboo, tile.Bamboo, tile.Characters, tile.Circles}
	g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, layout{draws: "5s 6s 8s 7p 9m"})
	apply(t, g, act(game.Discard, east, "7p"))
	require.True(t, hasAction(g.Legal(west), game.Win, tile.Circle7))
	apply(t, g, act(game.Pung, south, "7p"), act(game.Pass, west, ""), act(game.Pass, north, ""))
	apply(t, g, act(game.Discard, south, "1s"))
	passAll(t, g)
	for range 3 { // W (whose draw lifts its passed win), N, E
		cycle(t, g, true)
	}
	require.Equal(t, south, g.Turn())
	apply(t, g, act(game.Kong, south, "7p"))
	require.Equal(t, game.PhaseRob, g.Phase())
	apply(t, g, act(game.Win, east, ""), act(game.Pass, north, ""), act(game.Win, west, "7p"))

	require.False(t, g.Over(), "two winners: the Blood Battle goes on")
	wins := g.Wins()
	require.Len(t, wins, 2)
	require.Equal(t, []tile.Seat{west, east}, []tile.Seat{wins[0].Context.Winner, wins[1].Context.Winner},
		"winners counted from the konger")
	require.Equal(t, wins[0].Group, wins[1].Group)
	for _, w := range wins {
		require.Equal(t, score.RobbedKong, w.Context.Source)
		require.Equal(t, south, w.Context.Supplier)
	}
	require.Equal(t, 8, wins[0].Result.Value)
	require.Equal(t, 2, wins[1].Result.Value)
	require.Equal(t, [4]int{2, -10, 8, 0}, netOf(g))
	// S keeps the pung, lost the 7p, and plays next with a normal draw (9m from the front of the wall).
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Character9, g.View(south).Drawn)
	sh := g.Hand(south)
	require.Equal(t, 1, sh.NumMelds())
	require.Equal(t, meld.Pung, sh.Meld(0).Kind())
	require.Equal(t, tile.CountsOf(tiles("123m 456m 789m 9m 2s")), sh.Concealed())
	require.Equal(t, 1, game.ConcealedIDs(g, west)-13, "W holds the physical 7p")
	require.Equal(t, 13, game.ConcealedIDs(g, east), "E scores a copy")
	ev := g.Events()
	last := ev[len(ev)-1]
	require.Equal(t, game.EventDraw, last.Kind)
	require.False(t, last.Replacement)
	sum := g.Summary()
	require.Len(t, sum.Kongs, 1)
	require.True(t, sum.Kongs[0].Robbed)
	require.Equal(t, []tile.Seat{west, east}, sum.Kongs[0].Shot)
}

// docs/rules/classic.md §3.3, docs/rules/classic.md §4.1: a bonus tile taken as the loose tile after a
// kong is exposed and replaced from the Kong Box again.
func TestClassicBonusTileAsKongReplacement(t *testing.T) {
	l := layout{
		hands: hands4(
			"1111m 234p 567p 789s 1z",
			"29m 19p 19s 1z 2z 3z 4z 5z 6z 7z",
			"258m 258p 258s 4z 5z 6z 7z",
			"369m 369p 369s 4z 5z 6z 7z"),
		loose: "2f 9p",
	}
	r := mustRules(classic.New(classic.Options{}))
	g := l.start(t, r)
	require.Equal(t, 6, g.View(east).KongBox)
	live := g.LiveCount()
	apply(t, g, act(game.Kong, east, "1m"))
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, east, g.Turn())
	h := g.Hand(east)
	require.Equal(t, tile.SetOf(tile.Flower2), h.Bonus(), "the flower is exposed")
	require.Equal(t, tile.Circle9, g.View(east).Drawn, "and replaced by the next loose tile")
	require.Equal(t, tile.CountsOf(tiles("234p 567p 789s 1z 9p")), h.Concealed())
	require.Equal(t, 4, g.View(east).KongBox)
	require.Equal(t, live, g.LiveCount(), "the live wall is untouched")
	require.Equal(t, []tile.Tile{tile.Flower2}, g.View(north).Players[east.Index()].Bonus, "visible to all")
	ev := g.Events()
	n := len(ev)
	require.Equal(t, game.EventBonus, ev[n-2].Kind)
	require.Equal(t, tile.Flower2, ev[n-2].Tile.Kind())
	require.Equal(t, game.EventDraw, ev[n-1].Kind)
	require.True(t, ev[n-1].Replacement)
}
