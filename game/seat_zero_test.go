package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestUnsetSeatIsNotEast: an action whose Seat is left unset (the zero tile.Seat, NoSeat) is refused and
// changes nothing, even when it is East's turn and the action would be legal for East; so is a config
// without a dealer. The zero seat is never East.
func TestUnsetSeatIsNotEast(t *testing.T) {
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		t.Run(name, func(t *testing.T) {
			r := rulesOf(t, name)
			_, err := game.New(r, game.Config{Seed: wall.SeedOf(3)})
			require.ErrorIs(t, err, game.ErrInvalid, "a config without a dealer")
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
			require.NoError(t, err)
			require.True(t, g.Pending().Has(tile.SeatEast))
			legal := g.Legal(tile.SeatEast)
			require.NotEmpty(t, legal)
			before := len(g.Actions())
			for _, a := range legal {
				a.Seat = tile.Seat(0)
				require.Error(t, g.Apply(a), "%v with no seat", a)
				require.Len(t, g.Actions(), before)
			}
			var zero tile.Seat
			require.Empty(t, g.Legal(zero))
		})
	}
}
