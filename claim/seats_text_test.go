package claim_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/tile"
)

// TestPropSeatsText: a set of seats writes its seats joined by '|' and reads back from that text and
// from its number (the form of records written before names); bits beyond the seats are errors.
func TestPropSeatsText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := claim.Seats(rapid.Uint8().Draw(t, "seats"))
		b, err := json.Marshal(s)
		if s >= 1<<tile.NumSeats {
			require.ErrorIs(t, err, claim.ErrInvalid)
			got := claim.SeatsOf(tile.SeatWest)
			require.ErrorIs(t, json.Unmarshal([]byte(strconv.Itoa(int(s))), &got), claim.ErrInvalid)
			require.Equal(t, claim.SeatsOf(tile.SeatWest), got, "unchanged on error")
			return
		}
		require.NoError(t, err)
		for _, in := range []string{string(b), strconv.Itoa(int(s))} {
			var got claim.Seats
			require.NoError(t, json.Unmarshal([]byte(in), &got), in)
			require.Equal(t, s, got, in)
		}
	})
	b, err := claim.SeatsOf(tile.SeatSouth, tile.SeatWest).MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "S|W", string(b))
	var s claim.Seats
	for _, bad := range []string{"S|S", "X", "S|", "16", "e"} {
		require.ErrorIs(t, s.UnmarshalText([]byte(bad)), claim.ErrInvalid, bad)
	}
}
