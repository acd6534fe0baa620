package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

func playRandom(t testing.TB, r variant.Rules, seed uint64) *game.Game {
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 7))
	for steps := 0; !g.Over(); steps++ {
		require.Less(t, steps, 5000)
		p := g.Pending()
		var seats []tile.Seat
		for s := range p.All() {
			seats = append(seats, s)
		}
		require.NotEmpty(t, seats, "phase %v", g.Phase())
		s := seats[rng.IntN(len(seats))]
		legal := g.Legal(s)
		require.NotEmpty(t, legal, "seat %v phase %v", s, g.Phase())
		a := legal[rng.IntN(len(legal))]
		require.NoError(t, g.Apply(a), "%v", a)
	}
	return g
}

func TestSmoke(t *testing.T) {
	for _, r := range []variant.Rules{fakeClassic(), fakeSichuan()} {
		for seed := range uint64(20) {
			g := playRandom(t, r, seed)
			require.NoError(t, g.Err())
			t.Logf("%s seed %d: wins %d exhausted %v events %d", r.Name(), seed, len(g.Wins()), g.Exhausted(), len(g.Events()))
		}
	}
}
