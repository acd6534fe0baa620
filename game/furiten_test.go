package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// fakeFuriten is a small variant with riichi's furiten rules: a passed tile of a shape wait bars wins
// on others' tiles until the seat's next draw or discard, a wait among the seat's own discards bars
// them, and a seat that declared (an Original Call) and lets a winning tile go is barred for the rest
// of the hand.
func fakeFuriten(declaredBars bool) fake {
	return fake{name: "fake-furiten", hands: 8, table: variant.Table{
		Wall: riichiWall, Shapes: hand.AllShapes,
		Claims:       variant.ClaimRules{Chow: true, MaxWinners: 1, RobAddedKong: true},
		Declarations: variant.DeclarationRules{OriginalCall: true},
		PassedWins: variant.PassedWinRules{Rule: variant.ShapeUntilDraw, DiscardFuriten: true,
			DeclaredPassBars: declaredBars},
	}}
}

// furitenLayout: South waits on 3m and 6m (45m 123p 456p 789p 11z). East discards 9s; the draws are
// South 0, West 1, North 2, East 3, South 4, West 5.
func furitenLayout(draws string) layout {
	return layout{
		hands: hands4(
			"9s 1s 4s 7s 2p 5p 8p 3z 4z 5z 6z 7z 2z 9m",
			"45m 123p 456p 789p 11z",
			"1m 2m 7m 8m 3s 6s 9s 2s 5s 8s 4z 6z 7z",
			"3p 6p 9p 1s 4s 7s 2z 3z 5z 9m 8m 7p 1z"),
		draws: draws,
	}
}

// discardDrawn has the seat on turn discard the tile it drew (with an Original Call if call) and
// checks that the claim window opens.
func discardDrawn(t *testing.T, g *game.Game, call bool) {
	t.Helper()
	s := g.Turn()
	apply(t, g, game.Action{Kind: game.Discard, Seat: s, Tile: g.View(s).Drawn, Call: call})
	require.Equal(t, game.PhaseClaim, g.Phase())
}

// TestTemporaryFuriten: South lets North's 3m go, so it may not ron East's 6m before its own draw and
// discard; then it may ron West's 3m (docs/rules/riichi.md §6.3). Furiten shows in South's view only.
func TestTemporaryFuriten(t *testing.T) {
	g := furitenLayout("5s 3z 3m 6m 8s 3m").start(t, fakeFuriten(true))
	apply(t, g, act(game.Discard, east, "9s"))
	passAll(t, g)
	discardDrawn(t, g, false) // South 5s
	passAll(t, g)
	discardDrawn(t, g, false) // West 3z
	passAll(t, g)
	discardDrawn(t, g, false) // North 3m
	require.True(t, hasAction(g.Legal(south), game.Win, tile.Character3))
	assert.False(t, g.View(south).Furiten)
	passAll(t, g)
	assert.True(t, g.View(south).Furiten, "South let its winning tile go")
	discardDrawn(t, g, false) // East 6m
	assert.False(t, hasAction(g.Legal(south), game.Win, tile.None), "a furiten seat is never offered ron")
	rejects(t, g, act(game.Win, south, "6m"), game.ErrIllegal)
	for s := range tile.Seats() {
		if s != south {
			assert.False(t, g.View(s).Furiten, "another seat's furiten is not shown")
		}
	}
	passAll(t, g)
	discardDrawn(t, g, false) // South 8s: its own discard ends the temporary furiten
	assert.False(t, g.View(south).Furiten)
	passAll(t, g)
	discardDrawn(t, g, false) // West 3m
	assert.True(t, hasAction(g.Legal(south), game.Win, tile.Character3))
	apply(t, g, act(game.Win, south, "3m"))
	for s := range g.Pending().All() {
		apply(t, g, game.Action{Kind: game.Pass, Seat: s})
	}
	require.NoError(t, g.Err())
	assert.Len(t, g.Wins(), 1)
}

// TestDiscardFuriten: South discarded 6m, one of its waits, so it may not ron North's 3m
// (docs/rules/riichi.md §6.2), though it could have won on the 6m it drew (a self-drawn win).
func TestDiscardFuriten(t *testing.T) {
	g := furitenLayout("6m 3z 3m").start(t, fakeFuriten(true))
	apply(t, g, act(game.Discard, east, "9s"))
	passAll(t, g)
	require.True(t, hasAction(g.Legal(south), game.Win, tile.None), "furiten never forbids a self-drawn win")
	discardDrawn(t, g, false) // South 6m
	passAll(t, g)
	assert.True(t, g.View(south).Furiten)
	discardDrawn(t, g, false) // West 3z
	passAll(t, g)
	discardDrawn(t, g, false) // North 3m
	assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}}, g.Legal(south))
	rejects(t, g, act(game.Win, south, "3m"), game.ErrIllegal)
}

// TestDeclaredFuriten: South declares with its first discard, lets North's 3m go, and may not ron for
// the rest of the hand, even after its own draw and discard (docs/rules/riichi.md §6.4); without the
// rule the bar ends there.
func TestDeclaredFuriten(t *testing.T) {
	for _, bars := range []bool{true, false} {
		g := furitenLayout("5s 3z 3m 6m 8s 3m").start(t, fakeFuriten(bars))
		apply(t, g, act(game.Discard, east, "9s"))
		passAll(t, g)
		discardDrawn(t, g, true) // South 5s, declaring
		passAll(t, g)
		discardDrawn(t, g, false) // West 3z
		passAll(t, g)
		discardDrawn(t, g, false) // North 3m
		require.True(t, hasAction(g.Legal(south), game.Win, tile.Character3))
		passAll(t, g)
		discardDrawn(t, g, false) // East 6m
		assert.False(t, hasAction(g.Legal(south), game.Win, tile.None))
		passAll(t, g)
		discardDrawn(t, g, false) // South 8s
		passAll(t, g)
		discardDrawn(t, g, false) // West 3m
		assert.Equal(t, !bars, hasAction(g.Legal(south), game.Win, tile.Character3), "declared bars %v", bars)
		assert.Equal(t, bars, g.View(south).Furiten)
	}
}

// TestFuritenNeverOffered: in random games under the furiten rules, a seat in furiten is never offered
// a win on another player's tile and its view says so; replay reproduces the game.
func TestFuritenNeverOffered(t *testing.T) {
	r := fakeFuriten(true)
	rapid.Check(t, func(t *rapid.T) {
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
		require.NoError(t, err)
		for steps := 0; !g.Over(); steps++ {
			require.Less(t, steps, 3000)
			if g.Phase() == game.PhaseClaim || g.Phase() == game.PhaseRob {
				for s := range g.Pending().All() {
					if g.Furiten(s) {
						require.False(t, hasAction(g.Legal(s), game.Win, tile.None), "furiten %v offered a win", s)
						require.True(t, g.View(s).Furiten)
					}
				}
			}
			var s tile.Seat
			for x := range g.Pending().All() {
				s = x
				break
			}
			legal := g.Legal(s)
			a := rapid.SampledFrom(legal).Draw(t, "action")
			if a.Kind == game.Discard && rapid.IntRange(0, 3).Draw(t, "call") == 0 {
				a.Call = true
				if g.Apply(a) == nil {
					continue
				}
				a.Call = false
			}
			require.NoError(t, g.Apply(a))
			require.NoError(t, game.CheckInvariants(g))
		}
		g2, err := game.Replay(r, g.Record())
		require.NoError(t, err)
		require.Equal(t, game.Snapshot(g), game.Snapshot(g2))
	})
}
