package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// sanmaPlayers returns bots for the three seats (North gets none: it never plays).
func sanmaPlayers(r variant.Rules, greedy bool, seed uint64) [tile.NumSeats]bot.Player {
	var ps [tile.NumSeats]bot.Player
	for i := range 3 {
		if greedy {
			ps[i] = bot.NewGreedy(r.Table())
		} else {
			ps[i] = bot.NewRandom(rand.NewPCG(seed, uint64(i)))
		}
	}
	return ps
}

// checkSanmaHand checks what every three-player hand keeps (docs/rules/riichi.md §17.1,
// docs/rules/riichi.md §17.12): the 108 tiles conserved, no 2m–8m ever dealt or drawn, North never
// dealt, drawing or winning, and points conserved with the sticks: what the seats gained is what left
// the table.
func checkSanmaHand(t require.TestingT, g *game.Game) {
	require.NoError(t, game.CheckInvariants(g))
	set := sanmaRules(t).Table().Wall.Kinds
	for _, e := range g.Events() {
		for _, id := range append([]tile.ID{e.Tile}, e.Tiles...) {
			if id != 0 {
				require.True(t, set.Has(id.Kind()), "%v: %v", e.Kind, id)
			}
		}
		if e.Kind == game.EventDeal || e.Kind == game.EventDraw || e.Kind == game.EventWin {
			require.NotEqual(t, tile.SeatNorth, e.Seat, "%v", e.Kind)
		}
	}
	net := g.Net()
	require.Zero(t, net[tile.SeatNorth.Index()], "North neither pays nor is paid")
	sum := 0
	for _, n := range net {
		sum += n
	}
	require.Zero(t, sum+1000*(g.Deposits()-g.Config().Deposits), "points conserved with the sticks")
	for _, w := range g.Wins() {
		require.NotEqual(t, tile.SeatNorth, w.Context.Winner)
		require.NotEqual(t, tile.SeatNorth, w.Context.Dealer)
	}
}

// TestSanmaHandProperties plays three-player hands with random and greedy bots from any seed and
// dealer and checks every hand keeps what checkSanmaHand says.
func TestSanmaHandProperties(t *testing.T) {
	r := sanmaRules(t)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		dealer := tile.SeatAt(rapid.IntRange(0, 2).Draw(t, "dealer"))
		greedy := rapid.Bool().Draw(t, "greedy")
		sc := r.Table().Scoring.StartingScore
		g, err := game.New(r, game.Config{Dealer: dealer, Seed: wall.SeedOf(seed), Scores: [4]int{sc, sc, sc},
			Deposits: rapid.IntRange(0, 3).Draw(t, "sticks"), Counters: rapid.IntRange(0, 3).Draw(t, "honba")})
		require.NoError(t, err)
		require.NoError(t, bot.Play(g, sanmaPlayers(r, greedy, seed)))
		checkSanmaHand(t, g)
	})
}
