package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestAppendEvents reads a hand's log in pieces as it is played and gets the whole log, and appends
// draws and discards without allocating.
func TestAppendEvents(t *testing.T) {
	r := rulesOf(t, "riichi")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(7)})
	require.NoError(t, err)
	var got []game.Event
	got = g.AppendEvents(got, 0)
	p := bot.NewGreedy(r.Table())
	for !g.Over() {
		s := g.Pending().First()
		require.NoError(t, g.Apply(p.Choose(bot.NewSituation(g, s, g.Legal(s)))))
		got = g.AppendEvents(got, len(got))
	}
	require.Equal(t, g.Events(), got)
	require.Empty(t, g.AppendEvents(nil, len(got)))
	require.Empty(t, g.AppendEvents(nil, -1))
	require.Empty(t, g.AppendEvents(nil, len(got)+5))
	buf := make([]game.Event, 0, len(got))
	last := len(got) - 3 // the hand's last events: no deal among them
	require.Zero(t, testing.AllocsPerRun(20, func() { buf = g.AppendEvents(buf[:0], last) }))
}
