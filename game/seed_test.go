package game_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// playSome applies n random legal actions (fewer if the hand ends).
func playSome(t *testing.T, g *game.Game, seed uint64, n int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	for range n {
		if g.Over() {
			return
		}
		legal := g.Legal(g.Pending().First())
		require.NoError(t, g.Apply(legal[rng.IntN(len(legal))]))
	}
}

// A zero seed deals from a fresh random seed, which the game's configuration and record hold: two
// zero-config games differ, and neither deals from seed zero.
func TestZeroSeedIsFresh(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		a, err := game.New(r, game.Config{Dealer: tile.SeatEast})
		require.NoError(t, err)
		b, err := game.New(r, game.Config{Dealer: tile.SeatEast})
		require.NoError(t, err)
		zero, err := game.DealLiteral(r, game.Config{Dealer: tile.SeatEast})
		require.NoError(t, err)
		assert.NotEqual(t, wall.Seed{}, a.Config().Seed, name)
		assert.NotEqual(t, a.Config().Seed, b.Config().Seed, name)
		assert.Equal(t, a.Config().Seed, a.Record().Config.Seed, name)
		assert.NotEqual(t, a.Events()[0], b.Events()[0], "%s: two zero-config games deal alike", name)
		assert.NotEqual(t, a.Events()[0], zero.Events()[0], "%s: a zero-config game deals from seed zero", name)
		// A fixed wall with a zero seed still gets a fresh seed for the later random choices.
		w := tile.AppendSet(nil, r.Table().Wall.Kinds)
		c, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: w, Dice: wall.Dice{3, 4}})
		require.NoError(t, err)
		assert.NotEqual(t, wall.Seed{}, c.Config().Seed, name)
	}
	// A given seed deals the same hand every time.
	r := rulesOf(t, "sichuan")
	a, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(0x5eed)})
	require.NoError(t, err)
	b, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(0x5eed)})
	require.NoError(t, err)
	assert.Equal(t, a.Events(), b.Events())
}

// A zero-config game replays exactly from its record and from its JSON.
func TestZeroSeedReplays(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		for i := range uint64(5) {
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast})
			require.NoError(t, err)
			playSome(t, g, i, int(40*i))
			again, err := game.Replay(r, g.Record())
			require.NoError(t, err)
			sameGame(t, g, again)
			b, err := json.Marshal(g)
			require.NoError(t, err)
			loaded, err := game.Load(r, b)
			require.NoError(t, err)
			sameGame(t, g, loaded)
		}
	}
}

// A record saved with seed zero (before a zero seed meant a fresh one) replays from seed zero.
func TestZeroSeedOldRecordLoads(t *testing.T) {
	r := rulesOf(t, "sichuan")
	g, err := game.DealLiteral(r, game.Config{Dealer: tile.SeatEast})
	require.NoError(t, err)
	playSome(t, g, 1, 60)
	require.Equal(t, wall.Seed{}, g.Record().Config.Seed)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	loaded, err := game.Load(r, b)
	require.NoError(t, err)
	sameGame(t, g, loaded)
}

// A zero session seed is a fresh one, held in the session's record: two zero-config sessions deal
// differently, and a zero-config session saves and loads back exactly.
func TestZeroSessionSeed(t *testing.T) {
	r := rulesOf(t, "sichuan")
	a, err := game.NewSession(r, game.SessionConfig{})
	require.NoError(t, err)
	b, err := game.NewSession(r, game.SessionConfig{})
	require.NoError(t, err)
	require.NotEqual(t, wall.Seed{}, a.Config().Seed)
	require.NotEqual(t, a.Config().Seed, b.Config().Seed)
	require.Equal(t, a.Config().Seed, a.Record().Config.Seed)
	ga, err := a.Next()
	require.NoError(t, err)
	gb, err := b.Next()
	require.NoError(t, err)
	require.NotEqual(t, ga.Events()[0], gb.Events()[0])
	playSome(t, ga, 2, 30)
	loaded, err := game.LoadSession(r, []byte(sessionJSON(t, a)))
	require.NoError(t, err)
	requireSameSession(t, a, loaded)
}
