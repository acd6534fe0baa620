package claim_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/tile"
)

// TestSeatsFirst: First is the first seat All yields, or NoSeat for an empty set.
func TestSeatsFirst(t *testing.T) {
	require.Equal(t, tile.NoSeat, claim.Seats(0).First())
	require.Equal(t, tile.SeatNorth, claim.SeatsOf(tile.SeatNorth).First())
	rapid.Check(t, func(t *rapid.T) {
		s := claim.Seats(rapid.Uint8().Draw(t, "seats"))
		want := tile.NoSeat
		for x := range s.All() {
			want = x
			break
		}
		require.Equal(t, want, s.First())
	})
}
