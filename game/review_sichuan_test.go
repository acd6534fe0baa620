package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// docs/rules/sichuan.md §15.4 (X4), with docs/rules/sichuan.md §5.2 and docs/rules/sichuan.md §5.3: S
// and N win on W's 6p; the tile goes to N (first from W) and play resumes with W (after the last winner
// S); W's self-drawn win is the third and ends the hand at once.
func TestReviewSichuanTwoThenThirdWinner(t *testing.T) {
	post := hands4(
		"1m 1m 2m 4m 5m 7m 8m 9m 3m 6m 3p 4p 2p 1p", // E (missing s)
		"222s 555s 888s 66p 99p",                    // S (missing m): All triplets on 6p, base 2
		"6p 111s 234s 567s 8s 11p",                  // W (missing m)
		"123p 456p 789p 55p 78p")                    // N (missing s): Pure suit on 6p, base 4
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Characters, tile.Bamboo}
	g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, layout{draws: "9m 9s 7s"})
	apply(t, g, act(game.Discard, east, "1m"))
	passAll(t, g)
	cycle(t, g, true) // S draws and discards 9m
	require.Equal(t, tile.Bamboo9, g.View(west).Drawn)
	apply(t, g, act(game.Discard, west, "6p"))
	apply(t, g, act(game.Win, south, "6p"), act(game.Pass, east, ""), act(game.Win, north, "6p"))
	wins := g.Wins()
	require.Len(t, wins, 2)
	require.Equal(t, []tile.Seat{north, south}, []tile.Seat{wins[0].Context.Winner, wins[1].Context.Winner})
	require.Equal(t, [4]int{0, 2, -6, 4}, netOf(g))
	require.Equal(t, 14, game.ConcealedIDs(g, north), "the 6p goes to N")
	require.Equal(t, 13, game.ConcealedIDs(g, south))
	require.False(t, g.Over())
	require.Equal(t, west, g.Turn(), "next after the last winner counted from the discarder")
	require.Equal(t, tile.Bamboo7, g.View(west).Drawn)

	sum := g.Summary()
	require.Equal(t, [4][]tile.Tile{{tile.Character1}, {tile.Character9}, {tile.Circle6}, {}}, sum.Discards)
	require.Equal(t, [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Characters, tile.Bamboo}, sum.Missing)
	require.Empty(t, sum.Kongs)
	require.Equal(t, tile.CountsOf(tiles("222s 555s 888s 666p 99p")), sum.Hands[south.Index()].Concealed())
	require.Equal(t, tile.CountsOf(tiles("123p 456p 789p 55p 678p")), sum.Hands[north.Index()].Concealed())

	apply(t, g, act(game.Win, west, ""))
	require.True(t, g.Over())
	require.False(t, g.Exhausted(), "three-winner ending")
	require.Len(t, g.Wins(), 3)
	// W: 0 Fan, base 1, self-drawn: E, the only player still in, pays 2; nothing else is settled.
	require.Equal(t, [4]int{-2, 2, -4, 4}, netOf(g))
	require.Equal(t, []game.Action(nil), g.Legal(east))
}

// docs/rules/sichuan.md §5.4: S passes a win on W's 9s; claiming N's 5s for a pung does not lift the
// restriction (S may not win on it, nor on W's 5p); the replacement draw after S's kong of N's 7s does.
func TestReviewSichuanPassedWinLiftedOnlyByDraw(t *testing.T) {
	post := hands4(
		"3p 4p 6p 8p 9p 1p 3p 4p 6p 8p 9p 1p 6s 8s", // E (missing s)
		"55s 99s 777s 234p 567p",                    // S (missing m): waits on 5s and 9s
		"9s 5p 2p 1m 3m 5m 7m 9m 1m 3m 5m 7m 9m",    // W (missing m)
		"5s 7s 2m 4m 6m 8m 2m 4m 6m 8m 1s 3s 1p")    // N (missing p)
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Characters, tile.Circles}
	g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing,
		layout{draws: "4s 6m 1m 7m 3m 5m", loose: "3s"})
	apply(t, g, act(game.Discard, east, "6s"))
	passAll(t, g)
	cycle(t, g, true) // S: 4s
	apply(t, g, act(game.Discard, west, "9s"))
	require.True(t, hasAction(g.Legal(south), game.Win, tile.Bamboo9))
	passAll(t, g)
	require.Equal(t, north, g.Turn())
	apply(t, g, act(game.Discard, north, "5s"))
	require.True(t, hasAction(g.Legal(south), game.Pung, tile.Bamboo5))
	require.False(t, hasAction(g.Legal(south), game.Win, tile.None), "barred since the passed 9s")
	rejects(t, g, act(game.Win, south, "5s"), game.ErrIllegal)
	apply(t, g, act(game.Pung, south, "5s"), act(game.Pass, east, ""), act(game.Pass, west, ""))
	onlyDiscards(t, g, south)
	apply(t, g, act(game.Discard, south, "2p"))
	passAll(t, g)
	require.Equal(t, west, g.Turn())
	apply(t, g, act(game.Discard, west, "5p"))
	require.False(t, hasAction(g.Legal(south), game.Win, tile.None), "a pung does not lift the restriction")
	rejects(t, g, act(game.Win, south, "5p"), game.ErrIllegal)
	passAll(t, g)
	require.Equal(t, north, g.Turn())
	apply(t, g, act(game.Discard, north, "7s"))
	apply(t, g, act(game.Kong, south, "7s"), act(game.Pass, east, ""), act(game.Pass, west, ""))
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Bamboo3, g.View(south).Drawn, "the replacement from the far end")
	apply(t, g, act(game.Discard, south, "3s"))
	passAll(t, g)
	require.Equal(t, west, g.Turn())
	apply(t, g, act(game.Discard, west, "2p"))
	require.True(t, hasAction(g.Legal(south), game.Win, tile.Circle2), "the replacement draw lifts it")
	apply(t, g, act(game.Win, south, "2p"), act(game.Pass, north, ""), act(game.Pass, east, ""))
	require.Len(t, g.Wins(), 1)
}

// docs/rules/sichuan.md §6.1, docs/rules/sichuan.md §9: W claims E's 6m for a kong and wins on the
// replacement (Root + Win after kong, base 4): paid as a self-draw by default, by E alone (no +1) with
// ExposedKongDrawWin = DiscarderPays.
func TestReviewSichuanExposedKongReplacementWin(t *testing.T) {
	post := hands4(
		"6m 1p 2p 4p 5p 7p 8p 1m 2m 4m 7m 8m 9p 9m", // E (missing s)
		"1s 1s 2s 5s 6s 6s 3p 3p 5p 6p 9p 9p 8s",    // S (missing m)
		"666m 11m 45m 234s 789s",                    // W (missing p)
		"2m 3m 5m 7m 9m 4s 5s 7s 8s 2m 3m 5m 8s")    // N (missing p)
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Circles}
	for _, c := range []struct {
		o   sichuan.ExposedKongDrawWin
		net [4]int
	}{{sichuan.SelfDraw, [4]int{-5, -5, 15, -5}}, {sichuan.DiscarderPays, [4]int{-4, 0, 4, 0}}} {
		g := startSichuan(t, sichuanRules(sichuan.Options{ExposedKongDrawWin: c.o}), post, missing,
			layout{loose: "3m"})
		apply(t, g, act(game.Discard, east, "6m"))
		apply(t, g, act(game.Kong, west, "6m"), act(game.Pass, south, ""), act(game.Pass, north, ""))
		require.Equal(t, west, g.Turn())
		require.Equal(t, tile.Character3, g.View(west).Drawn)
		apply(t, g, act(game.Win, west, ""))
		w := g.Wins()[0]
		require.Equal(t, score.Replacement, w.Context.Source)
		require.NotZero(t, w.Context.Flags&score.ExposedKongReplacement)
		require.Equal(t, east, w.Context.Supplier)
		require.Equal(t, 4, w.Result.Value)
		require.Equal(t, c.net, netOf(g), "%v", c.o)
	}
}

// docs/rules/sichuan.md §6.1, docs/rules/sichuan.md §8: E (dealer) makes a concealed kong on its first
// turn and discards 1s after the replacement; S wins on it with Win on the discard after a kong. With
// KongPayments the kong money is cancelled (Cancel) or goes to S (TransferToWinner).
func TestReviewSichuanAfterKongDiscard(t *testing.T) {
	post := hands4(
		"5555m 123p 456p 789p 1s",                // E (missing s)
		"23s 456s 789s 11p 999p",                 // S (missing m): waits on 1s, 4s
		"1m 3m 6m 8m 2m 4m 7m 9m 2s 5s 8s 3s 6s", // W (missing p)
		"1m 3m 6m 8m 4m 7m 9m 2p 3p 5p 6p 8p 9s") // N (missing s)
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Bamboo}
	play := func(o sichuan.Options) *game.Game {
		g := startSichuan(t, sichuanRules(o), post, missing, layout{loose: "2m"})
		apply(t, g, act(game.Kong, east, "5m"))
		require.Equal(t, tile.Character2, g.View(east).Drawn)
		apply(t, g, act(game.Discard, east, "1s"))
		apply(t, g, act(game.Win, south, "1s"), act(game.Pass, west, ""), act(game.Pass, north, ""))
		w := g.Wins()[0]
		require.NotZero(t, w.Context.Flags&score.AfterKongDiscard)
		require.Equal(t, 2, w.Result.Value)
		sum := g.Summary()
		require.Len(t, sum.Kongs, 1)
		require.Equal(t, variant.ConcealedKong, sum.Kongs[0].Kind)
		require.Equal(t, []tile.Seat{south}, sum.Kongs[0].Shot)
		for !g.Over() {
			cycle(t, g, false)
		}
		require.True(t, g.Exhausted())
		require.NoError(t, g.Err())
		return g
	}
	off := netOf(play(sichuan.Options{}))
	require.Equal(t, off, netOf(play(sichuan.Options{KongPayments: true})), "cancelled")
	tr := netOf(play(sichuan.Options{KongPayments: true, KongShootMoney: sichuan.TransferToWinner}))
	require.Equal(t, [4]int{off[0], off[1] + 4, off[2] - 2, off[3] - 2}, tr, "transferred to S")
}

// docs/rules/sichuan.md §6.1: a kong is barred on a turn in which the player punged, even with four of a
// kind held.
func TestReviewSichuanNoKongAfterPung(t *testing.T) {
	post := hands4(
		"5p 1m 2m 4m 5m 7m 8m 1p 2p 4p 7p 8p 9m 9p", // E (missing s)
		"55p 3333m 6m 7m 3p 6p 9p 2p 8p",            // S (missing s)
		"1s 2s 3s 4s 5s 6s 7s 8s 9s 1s 2s 3s 4s",    // W (missing p)
		"5s 6s 7s 8s 9s 1m 2m 4m 5m 7m 8m 6p 7p")    // N (missing p)
	missing := [4]tile.Suit{tile.Bamboo, tile.Bamboo, tile.Circles, tile.Circles}
	g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, layout{})
	apply(t, g, act(game.Discard, east, "5p"))
	apply(t, g, act(game.Pung, south, "5p"), act(game.Pass, west, ""), act(game.Pass, north, ""))
	require.Equal(t, south, g.Turn())
	onlyDiscards(t, g, south)
	rejects(t, g, act(game.Kong, south, "3m"), game.ErrIllegal)
	rejects(t, g, act(game.Kong, south, "5p"), game.ErrIllegal)
}

// Sichuan: the dealer may win on the fourteen tiles it holds when play starts (no tile drawn), and only
// when they are a win.
func TestReviewSichuanDealerWinsOnStartingHand(t *testing.T) {
	others := [3]string{
		"1s 1s 2s 5s 6s 6s 3p 3p 5p 6p 9p 9p 8s", // S (missing m)
		"666m 11m 45m 234s 789s",                 // W (missing p)
		"2m 3m 5m 7m 9m 4s 5s 7s 8s 2m 3m 5m 8s", // N (missing p)
	}
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Circles}
	for _, c := range []struct {
		dealer string
		win    bool
	}{{"123m 456m 789m 111p 99p", true}, {"123m 456m 789m 111p 89p", false}} {
		post := hands4(c.dealer, others[0], others[1], others[2])
		g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, layout{})
		require.Equal(t, c.win, hasAction(g.Legal(east), game.Win, tile.None), c.dealer)
		if !c.win {
			rejects(t, g, act(game.Win, east, ""), game.ErrIllegal)
			continue
		}
		apply(t, g, act(game.Win, east, ""))
		require.Len(t, g.Wins(), 1)
		require.Equal(t, east, g.Wins()[0].Context.Winner)
	}
}
