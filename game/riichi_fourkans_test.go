package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
)

// fourKansLayout: South declares closed kans of 1m and 2p (and of 3s when alone), discards 1z, and
// calls a kan on West's 7z; with two, East first declares a closed kan of 6s. West holds four 4p and a
// 5p, North three 5p.
func fourKansLayout(two bool) layout {
	l := layout{
		hands: hands4(
			"2m 3m 5m 6m 8m 9m 6s 7s 1z 2z 3z 4z 6z 6z",
			"1111m 2222p 3333s 7z",
			"4444p 5p 7z 2s 4s 5s 7m 9m 2z 3z",
			"555p 678p 7s 9s 4z 5z 1p 1s 9p"),
		draws: "7z 8p 9p",
		loose: "7z 9s 1z 8s",
	}
	if two {
		l.hands[east.Index()] = tiles("6666s 2m 3m 5m 6m 8m 9m 1z 2z 3z 4z")
		l.hands[south.Index()] = tiles("1111m 2222p 77z 3s 4s 8s")
		l.loose = "5z 9s 1z 8s"
	}
	return l
}

// playFourKans plays a fourKansLayout hand up to South's turn after the fourth kan, the replacement
// tile 8s drawn: East's closed kan of 6s (two players only), South's closed kans, its discard of 1z and
// its open kan on West's 7z.
func playFourKans(t *testing.T, g *game.Game, two bool, name string) {
	t.Helper()
	if two {
		kanNow(t, g, act(game.Kong, east, "6s"))
		apply(t, g, act(game.Discard, east, "5z"))
	} else {
		apply(t, g, act(game.Discard, east, "6s"))
	}
	passPending(t, g)
	kinds := []string{"1m", "2p", "3s"}
	if two {
		kinds = kinds[:2]
	}
	for _, k := range kinds {
		kanNow(t, g, act(game.Kong, south, k))
	}
	discardPass(t, g, south, "1z")
	require.True(t, hasAction(g.Legal(west), game.Kong, tile.Circle4), "%s: three kans so far", name)
	apply(t, g, act(game.Discard, west, "7z"))
	call(t, g, game.Kong, south, "7z")
	require.Len(t, g.Summary().Kongs, 4, name)
	require.Equal(t, south, g.Turn(), name)
	require.Equal(t, tile.Bamboo8, g.View(south).Drawn, name)
}

// TestFourKans: after the fourth kan of a hand nobody may declare a fifth: West, holding four 4p, is
// offered no closed kan, and North, holding three 5p, may pon West's 5p but not call a kan on it
// (docs/rules/riichi.md §2.8, docs/rules/riichi.md §4.2, docs/rules/riichi.md §4.5). When one player
// made all four, play goes on in every preset. When two players made them, the discard after the fourth
// kan passing ends the hand in an abortive draw under tenhou (suukaikan, docs/rules/riichi.md §11.4);
// under ema2016 (no abortive draws) play goes on.
func TestFourKans(t *testing.T) {
	for _, tt := range []struct {
		preset string
		two    bool
		abort  bool
	}{
		{"tenhou", false, false},
		{"ema2016", false, false},
		{"tenhou", true, true},
		{"mahjongsoul", true, true},
		{"ema2016", true, false},
	} {
		name := tt.preset
		if tt.two {
			name += "/two players"
		}
		g := startRiichi(t, fourKansLayout(tt.two), tt.preset)
		playFourKans(t, g, tt.two, name)
		turns(t, g, 1) // South's 8s
		if tt.abort {
			require.True(t, g.Over(), name)
			assert.True(t, g.Summary().Aborted, "%s: suukaikan", name)
			assert.Empty(t, g.Ledger(), name)
			continue
		}
		require.False(t, g.Over(), name)
		require.Equal(t, west, g.Turn(), name)
		assert.False(t, hasAction(g.Legal(west), game.Kong, tile.None), "%s: no fifth kan", name)
		rejects(t, g, act(game.Kong, west, "4p"), game.ErrIllegal)
		apply(t, g, act(game.Discard, west, "5p"))
		require.True(t, hasAction(g.Legal(north), game.Pung, tile.Circle5), name)
		assert.False(t, hasAction(g.Legal(north), game.Kong, tile.None), "%s: no fifth kan", name)
		rejects(t, g, act(game.Kong, north, "5p"), game.ErrIllegal)
		require.NoError(t, game.CheckInvariants(g), name)
	}
}

// TestFourKansRon: after a fourth kan made by two players, a ron on the konger's next discard is a
// normal win, not a suukaikan (docs/rules/riichi.md §11.4).
func TestFourKansRon(t *testing.T) {
	l := fourKansLayout(true)
	l.hands[north.Index()] = tiles("555p 678p 234m 66m 88s") // waits on 6m and 8s, tanyao
	g := startRiichi(t, l, "tenhou")
	playFourKans(t, g, true, "ron")
	discardDrawn(t, g, false) // South's 8s
	ron(t, g, north, "8s")
	require.True(t, g.Over())
	assert.False(t, g.Summary().Aborted)
	require.Len(t, g.Wins(), 1)
	assert.Equal(t, north, g.Wins()[0].Context.Winner)
}

// TestFourKansCalledDiscard: after a fourth kan made by two players, the konger's next discard ends the
// hand in suukaikan when it is called by pon or chi as when nobody answers it: only a ron avoids the
// abort (docs/rules/riichi.md §11.4), and the call is not made. Under ema2016 (no abortive draws) the
// call is made and play goes on.
func TestFourKansCalledDiscard(t *testing.T) {
	l := fourKansLayout(true)
	l.hands[west.Index()] = tiles("4444p 5p 7z 7s 9s 5s 7m 9m 2z 3z") // may chi 8s with 79s
	l.hands[north.Index()] = tiles("555p 678p 88s 4z 5z 1p 1s 9p")    // may pon 8s
	pon := game.Action{Kind: game.Pung, Seat: north, Tile: tile.Bamboo8}
	chi := game.Action{Kind: game.Chow, Seat: west, Tile: tile.Bamboo8, Chow: tile.Bamboo7}
	for _, preset := range []string{"tenhou", "ema2016"} {
		for _, a := range []game.Action{pon, chi} {
			name := preset + "/" + a.Kind.String()
			g := startRiichi(t, l, preset)
			playFourKans(t, g, true, name)
			discardDrawn(t, g, false) // South's 8s
			require.True(t, g.IsLegal(a), name)
			apply(t, g, a)
			passPending(t, g)
			if preset == "tenhou" {
				require.True(t, g.Over(), name)
				assert.True(t, g.Summary().Aborted, "%s: suukaikan", name)
				assert.Equal(t, []game.EventKind{game.EventAbort, game.EventEnd}, lastEvents(g, 2), name)
				assert.Empty(t, g.Ledger(), name)
				assert.Zero(t, g.Hand(a.Seat).NumMelds(), "%s: the call is not made", name)
				continue
			}
			require.False(t, g.Over(), name)
			assert.Equal(t, a.Seat, g.Turn(), name)
			assert.Equal(t, 1, g.Hand(a.Seat).NumMelds(), "%s: the call is made", name)
		}
	}
}
