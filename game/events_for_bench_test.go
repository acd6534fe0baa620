package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// BenchmarkEventsFor filters the log of a whole Sichuan hand played by greedy bots for one seat.
func BenchmarkEventsFor(b *testing.B) {
	r := rulesOf(b, "sichuan")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(42)})
	require.NoError(b, err)
	p := bot.NewGreedy(r.Table())
	require.NoError(b, bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}))
	b.ReportAllocs()
	for b.Loop() {
		_ = g.EventsFor(tile.SeatSouth)
	}
}
