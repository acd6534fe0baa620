package game_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// docs/rules/classic.md §4.3 (Original Call): E announces it with its first discard (7z, leaving 123m
// 456m 789m 11p 45s waiting on 3s/6s). The hand is then frozen: E may claim only for Mahjong (no pung of
// 1p), must discard each drawn tile that does not give Mahjong, may pass a win, and wins with the drawn
// 3s, doubled for the Original Call.
func TestClassicOriginalCall(t *testing.T) {
	l := layout{
		hands: hands4(
			"123m 456m 789m 11p 45s 7z",
			"2m 6m 3p 7p 1s 7s 9s 1z 2z 3z 4z 5z 6z",
			"3m 7m 4p 8p 2s 8s 9s 1z 2z 3z 4z 5z 6z",
			"4m 8m 5p 2p 3s 7s 9s 1z 2z 3z 4z 5z 6z"),
		draws: "1p 9p 9p 2s 6s 9m 8m 3s",
	}
	g := l.start(t, classicNoBonus())
	legal := g.Legal(east)
	require.Contains(t, legal, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Red, Call: true})
	require.NotContains(t, legal, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Character1, Call: true},
		"no call without a ready hand")
	rejects(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Character1, Call: true}, game.ErrIllegal)
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Red, Call: true})
	require.True(t, g.View(south).Players[east.Index()].Called)
	passAll(t, g)

	// S draws and discards 1p: E holds 11p but may not pung it.
	apply(t, g, act(game.Discard, south, "1p"))
	require.Equal(t, []game.Action{{Kind: game.Pass, Seat: east}}, g.Legal(east))
	rejects(t, g, act(game.Pung, east, "1p"), game.ErrIllegal)
	passAll(t, g)
	cycle(t, g, false) // W
	cycle(t, g, false) // N
	// E draws 2s, which does not give Mahjong: it must be discarded.
	require.Equal(t, east, g.Turn())
	require.Equal(t, []game.Action{{Kind: game.Discard, Seat: east, Tile: tile.Bamboo2, Drawn: true}}, g.Legal(east))
	rejects(t, g, act(game.Discard, east, "1m"), game.ErrIllegal)
	apply(t, g, act(game.Discard, east, "2s"))
	passAll(t, g)
	// S discards 6s: E may win on it, and passes.
	apply(t, g, act(game.Discard, south, "6s"))
	require.Equal(t, []game.Action{{Kind: game.Pass, Seat: east}, {Kind: game.Win, Seat: east, Tile: tile.Bamboo6, From: tile.SeatSouth}},
		g.Legal(east))
	passAll(t, g)
	cycle(t, g, false) // W
	cycle(t, g, false) // N
	require.Equal(t, tile.Bamboo3, g.View(east).Drawn)
	require.Equal(t, []game.Action{{Kind: game.Win, Seat: east}, {Kind: game.Discard, Seat: east, Tile: tile.Bamboo3, Drawn: true}},
		g.Legal(east))
	apply(t, g, act(game.Win, east, ""))
	require.True(t, g.Over())
	w := g.Wins()[0]
	require.NotZero(t, w.Context.Flags&score.OriginalCall)
	// 20 + 2 (drawn) = 22 points; fully concealed and Original Call: 2 doubles, S = 88; the dealer's
	// self-drawn win: each other player pays 2S.
	require.Equal(t, 88, w.Result.Value)
	require.Equal(t, [4]int{528, -176, -176, -176}, netOf(g))
	require.Equal(t, tile.CountsOf(tiles("123m 456m 789m 11p 345s")), g.Hand(east).Concealed())
}

// Sichuan MustDiscardMissingFirst: while holding tiles of the missing suit, the player must discard one
// of them; without the option any tile may go.
func TestSichuanMustDiscardMissingFirst(t *testing.T) {
	post := hands4(
		"123m 456m 789m 22p 5p 1s 9s",
		"1p 3p 5p 7p 9p 2s 4s 6s 8s 3p 7p 5s 5s",
		"1m 3m 5m 7m 9m 1s 3s 5s 7s 2m 4m 6m 8m",
		"2p 4p 6p 8p 1p 9p 2m 3m 4m 6m 7m 8m 9m")
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Bamboo}
	l := layout{draws: "5m 9p 1p 6p 3s 3s 4s 6p"}

	lenient := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, l)
	require.True(t, hasAction(lenient.Legal(east), game.Discard, tile.Circle5))

	g := startSichuan(t, sichuanRules(sichuan.Options{MustDiscardMissingFirst: true}), post, missing, l)
	require.Equal(t, []game.Action{
		{Kind: game.Discard, Seat: east, Tile: tile.Bamboo1},
		{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9},
	}, g.Legal(east))
	rejects(t, g, act(game.Discard, east, "5p"), game.ErrIllegal)
	apply(t, g, act(game.Discard, east, "9s"))
	passAll(t, g)
	for range 3 {
		cycle(t, g, false)
	}
	// E drew 6p and still holds 1s: only 1s may go, not the drawn tile.
	require.Equal(t, tile.Circle6, g.View(east).Drawn)
	require.Equal(t, []game.Action{{Kind: game.Discard, Seat: east, Tile: tile.Bamboo1}}, g.Legal(east))
	rejects(t, g, act(game.Discard, east, "6p"), game.ErrIllegal)
	apply(t, g, act(game.Discard, east, "1s"))
	passAll(t, g)
	for range 3 {
		cycle(t, g, false)
	}
	// No tile of the missing suit left: any tile may be discarded.
	require.Equal(t, east, g.Turn())
	var kinds []tile.Tile
	for _, a := range g.Legal(east) {
		require.Equal(t, game.Discard, a.Kind)
		kinds = append(kinds, a.Tile)
	}
	// One discard per kind, and two of the drawn tile's kind when the hand holds another (from the
	// hand, and the drawn tile itself).
	require.Equal(t, g.Hand(east).Concealed().Kinds().Tiles(nil), slices.Compact(kinds))
}

// passedWinGame: S (missing m) holds 23p 444p 678p 999p 11s, waiting on 1p (base 1) and 4p (Root, base
// 2). N discards 1p and S passes the win; E then draws and is about to discard, before S's next draw.
func passedWinGame(t *testing.T, o sichuan.Options) *game.Game {
	post := hands4(
		"1p 4p 9m 1m 3m 5m 7m 2s 4s 6s 8s 5p 5p 7s",
		"23p 444p 678p 999p 11s",
		"1p 2m 4m 6m 8m 1s 3s 5s 7s 9s 3m 7m 5m",
		"2p 3p 5p 6p 7p 8p 2m 4m 6m 8m 2s 4s 6s")
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Bamboo}
	g := startSichuan(t, sichuanRules(o), post, missing, layout{draws: "9s 9s 1p 5s 5s 3s"})
	apply(t, g, act(game.Discard, east, "9m"))
	passAll(t, g)
	cycle(t, g, true) // S
	cycle(t, g, true) // W
	require.Equal(t, tile.Circle1, g.View(north).Drawn)
	apply(t, g, act(game.Discard, north, "1p"))
	require.True(t, hasAction(g.Legal(south), game.Win, tile.Circle1))
	passAll(t, g)
	require.Equal(t, east, g.Turn())
	return g
}

// docs/rules/sichuan.md §5.4: a seat that passed a win may not win on another player's discard until its
// next draw, unless (UntilDrawUnlessHigher, the default) the new win has a higher base.
func TestSichuanPassedWin(t *testing.T) {
	t.Run("same base barred until the next draw", func(t *testing.T) {
		g := passedWinGame(t, sichuan.Options{})
		apply(t, g, act(game.Discard, east, "1p"))
		require.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}}, g.Legal(south))
		rejects(t, g, act(game.Win, south, "1p"), game.ErrIllegal)
		passAll(t, g)
		// S draws (5s) and discards it: the restriction is lifted; W's 1p may be won on.
		cycle(t, g, false)
		require.Equal(t, west, g.Turn())
		apply(t, g, act(game.Discard, west, "1p"))
		require.True(t, hasAction(g.Legal(south), game.Win, tile.Circle1))
		apply(t, g, act(game.Win, south, "1p"), act(game.Pass, north, ""), act(game.Pass, east, ""))
		require.Len(t, g.Wins(), 1)
		require.Equal(t, 1, g.Wins()[0].Result.Value)
		require.Equal(t, [4]int{0, 1, -1, 0}, netOf(g))
		require.Equal(t, west, g.Turn(), "play resumes after the winner: the discarder W")
	})
	t.Run("higher base allowed", func(t *testing.T) {
		g := passedWinGame(t, sichuan.Options{})
		apply(t, g, act(game.Discard, east, "4p"))
		require.True(t, hasAction(g.Legal(south), game.Win, tile.Circle4))
		apply(t, g, act(game.Win, south, "4p"), act(game.Pass, west, ""), act(game.Pass, north, ""))
		require.Equal(t, 2, g.Wins()[0].Result.Value, "Root: base 2 beats the passed base 1")
		require.Equal(t, [4]int{-2, 2, 0, 0}, netOf(g))
		require.Equal(t, tile.CountsOf(tiles("234p 444p 678p 999p 11s")), g.Hand(south).Concealed())
	})
	t.Run("UntilDraw bars a higher base too", func(t *testing.T) {
		g := passedWinGame(t, sichuan.Options{PassedWin: variant.UntilDraw})
		apply(t, g, act(game.Discard, east, "4p"))
		rejects(t, g, act(game.Win, south, "4p"), game.ErrIllegal)
	})
	t.Run("no rule", func(t *testing.T) {
		g := passedWinGame(t, sichuan.Options{PassedWin: variant.NoPassedWinRule})
		apply(t, g, act(game.Discard, east, "1p"))
		require.True(t, hasAction(g.Legal(south), game.Win, tile.Circle1))
	})
}

// docs/rules/sichuan.md §3, docs/rules/sichuan.md §4: the exchange of three and the missing suit, with
// every error leaving the game as it was.
func TestSichuanExchangeAndMissingSuit(t *testing.T) {
	pre := hands4(
		"123m 456m 789m 123p 45s",
		"111p 222p 333p 444s 5s",
		"999m 888p 777s 666s 5m",
		"147m 789p 258s 123s 4m")
	g := layout{hands: pre}.start(t, sichuanRules(sichuan.Options{}))
	require.Equal(t, game.PhaseExchange, g.Phase())
	ex := func(s tile.Seat, ts string) game.Action {
		return game.Action{Kind: game.Exchange, Seat: s, Tiles: tiles(ts)}
	}
	rejects(t, g, ex(east, "12m"), game.ErrIllegal)
	rejects(t, g, ex(east, "1234m"), game.ErrIllegal)
	err := g.Apply(ex(east, "1m 1p 4s"))
	require.ErrorIs(t, err, game.ErrIllegal)
	require.ErrorIs(t, err, sichuan.ErrExchange)
	rejects(t, g, ex(east, "1m 1p 4s"), game.ErrIllegal)
	rejects(t, g, ex(east, "999p"), game.ErrNotHeld)
	rejects(t, g, ex(east, "112m"), game.ErrNotHeld)
	rejects(t, g, game.Action{Kind: game.ChooseSuit, Seat: east, Suit: tile.Bamboo}, game.ErrPhase)
	rejects(t, g, act(game.Discard, east, "1m"), game.ErrPhase)

	apply(t, g, ex(east, "123m"))
	rejects(t, g, ex(east, "456m"), game.ErrNotYourTurn)
	require.Equal(t, tiles("123m"), g.View(east).Passing)
	require.Empty(t, g.View(south).Passing)
	require.True(t, g.View(south).Players[east.Index()].Passed)
	require.Equal(t, tile.CountsOf(pre[east.Index()]), g.Hand(east).Concealed(), "nothing moves before all have chosen")
	apply(t, g, ex(south, "444s"), ex(west, "999m"), ex(north, "123s"))
	d, ok := g.Direction()
	require.True(t, ok)
	require.Equal(t, variant.ToNext, d)
	post := hands4(
		"456m 789m 123p 45s 123s",
		"111p 222p 333p 5s 123m",
		"888p 777s 666s 5m 444s",
		"147m 789p 258s 4m 999m")
	for s := range tile.Seats() {
		require.Equal(t, tile.CountsOf(post[s.Index()]), g.Hand(s).Concealed(), "seat %v", s)
	}
	require.NoError(t, game.CheckInvariants(g))

	require.Equal(t, game.PhaseMissingSuit, g.Phase())
	rejects(t, g, game.Action{Kind: game.ChooseSuit, Seat: east, Suit: tile.Winds}, game.ErrIllegal)
	rejects(t, g, ex(east, "456m"), game.ErrPhase)
	apply(t, g, game.Action{Kind: game.ChooseSuit, Seat: east, Suit: tile.Bamboo})
	rejects(t, g, game.Action{Kind: game.ChooseSuit, Seat: east, Suit: tile.Circles}, game.ErrNotYourTurn)
	require.Equal(t, tile.Bamboo, g.View(east).Players[east.Index()].Missing)
	require.Equal(t, tile.NoSuit, g.View(south).Players[east.Index()].Missing, "hidden until every seat has chosen")
	require.True(t, g.View(south).Players[east.Index()].Chose)
	apply(t, g,
		game.Action{Kind: game.ChooseSuit, Seat: south, Suit: tile.Bamboo},
		game.Action{Kind: game.ChooseSuit, Seat: west, Suit: tile.Characters},
		game.Action{Kind: game.ChooseSuit, Seat: north, Suit: tile.Circles})
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, east, g.Turn())
	want := [4]tile.Suit{tile.Bamboo, tile.Bamboo, tile.Characters, tile.Circles}
	for s := range tile.Seats() {
		require.Equal(t, want[s.Index()], g.Missing(s))
		require.Equal(t, want[s.Index()], g.View(east).Players[s.Index()].Missing)
	}
}

// docs/rules/sichuan.md §6.3, docs/rules/sichuan.md §9 with KongPayments: W makes a concealed kong of 6m
// and wins on the replacement (Root + Win after kong, base 4: 5 from each other player). The kong money
// (2 from each other player still in) is settled with the hand, through Settle: it is not in the ledger
// before the end.
func TestSichuanKongPaymentsThroughSettle(t *testing.T) {
	post := hands4(
		"1m 4m 7m 1p 4p 7p 2m 5m 8m 2p 5p 8p 9m 9s",
		"1p 4p 7p 2s 5s 8s 3p 6p 9s 1s 6s 9p 4s",
		"666m 11m 45m 234s 789s",
		"2m 5m 8m 3m 9m 1s 3s 6s 8s 2s 5s 9s 7m")
	missing := [4]tile.Suit{tile.Bamboo, tile.Characters, tile.Circles, tile.Circles}
	for _, c := range []struct {
		kongs bool
		net   [4]int
	}{{false, [4]int{-5, -5, 15, -5}}, {true, [4]int{-7, -7, 21, -7}}} {
		r := sichuanRules(sichuan.Options{KongPayments: c.kongs})
		g := startSichuan(t, r, post, missing, layout{draws: "5p 6m", loose: "3m"})
		apply(t, g, act(game.Discard, east, "9s"))
		passAll(t, g)
		cycle(t, g, true) // S
		require.Equal(t, tile.Character6, g.View(west).Drawn)
		apply(t, g, act(game.Kong, west, "6m"))
		require.Equal(t, tile.Character3, g.View(west).Drawn)
		apply(t, g, act(game.Win, west, ""))
		w := g.Wins()[0]
		require.Equal(t, score.Replacement, w.Context.Source)
		require.Equal(t, 4, w.Result.Value)
		require.Equal(t, [4]int{-5, -5, 15, -5}, netOf(g), "kong money is settled at the end")
		require.Equal(t, north, g.Turn())
		for !g.Over() {
			cycle(t, g, true)
		}
		require.True(t, g.Exhausted())
		for _, s := range []tile.Seat{east, south, north} {
			require.Zero(t, r.Waits(g.Hand(s), g.Missing(s)), "seat %v is not ready", s)
		}
		require.Equal(t, c.net, netOf(g), "kong payments %v", c.kongs)
	}
}
