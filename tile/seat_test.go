package tile_test

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

func TestSeatTurnOrder(t *testing.T) {
	E, S, W, N := tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth
	tests := []struct {
		s                  tile.Seat
		next, prev, across tile.Seat
		wind               tile.Tile
		str                string
	}{
		{E, S, N, W, tile.East, "E"},
		{S, W, E, N, tile.South, "S"},
		{W, N, S, E, tile.West, "W"},
		{N, E, W, S, tile.North, "N"},
	}
	for _, tt := range tests {
		t.Run(tt.str, func(t *testing.T) {
			assert.True(t, tt.s.IsValid())
			assert.Equal(t, tt.next, tt.s.Next())
			assert.Equal(t, tt.prev, tt.s.Prev())
			assert.Equal(t, tt.across, tt.s.Across())
			assert.Equal(t, tt.wind, tt.s.Wind())
			assert.Equal(t, tt.s, tile.SeatOf(tt.wind))
			assert.Equal(t, tt.str, tt.s.String())
			assert.Equal(t, tt.s, tt.s.Next().Prev())
			assert.Equal(t, tt.s, tt.s.Across().Across())
			assert.Equal(t, 1, tt.s.Distance(tt.next))
			assert.Equal(t, 3, tt.s.Distance(tt.prev))
			assert.Equal(t, 2, tt.s.Distance(tt.across))
			assert.Equal(t, 0, tt.s.Distance(tt.s))
		})
	}
}

func TestSeatAdd(t *testing.T) {
	for s := range tile.Seat(tile.NumSeats) {
		for n := -13; n <= 13; n++ {
			got := s.Add(n)
			want := tile.Seat(((int(s)+n)%4 + 4) % 4)
			assert.Equal(t, want, got, "%s.Add(%d)", s, n)
			assert.Equal(t, ((n%4)+4)%4, s.Distance(got))
		}
		for _, n := range []int{math.MaxInt, math.MinInt, math.MaxInt - 1, math.MinInt + 1} {
			got := s.Add(n)
			assert.True(t, got.IsValid(), "%s.Add(%d)", s, n)
			assert.Equal(t, ((n%4)+4)%4, s.Distance(got), "%s.Add(%d)", s, n)
		}
	}
	assert.Equal(t, tile.SeatNorth, tile.SeatEast.Add(-1))
	assert.Equal(t, tile.SeatWest, tile.SeatSouth.Add(-3))
	assert.Equal(t, tile.SeatSouth, tile.SeatNorth.Add(6))
}

func TestSeatInvalid(t *testing.T) {
	for _, s := range []tile.Seat{4, 5, 100, tile.NoSeat} {
		assert.False(t, s.IsValid())
		assert.Equal(t, tile.NoSeat, s.Next())
		assert.Equal(t, tile.NoSeat, s.Prev())
		assert.Equal(t, tile.NoSeat, s.Across())
		assert.Equal(t, tile.NoSeat, s.Add(1))
		assert.Equal(t, tile.None, s.Wind())
		assert.Equal(t, -1, s.Distance(tile.SeatEast))
		assert.Equal(t, -1, tile.SeatEast.Distance(s))
	}
	assert.Equal(t, "-", tile.NoSeat.String())
	assert.Equal(t, "tile.Seat(4)", tile.Seat(4).String())
	for v := range 256 {
		tl := tile.Tile(v)
		if !tl.IsWind() {
			assert.Equal(t, tile.NoSeat, tile.SeatOf(tl), "SeatOf(%d)", v)
		}
	}
}

func TestSeatText(t *testing.T) {
	for s := range tile.Seat(tile.NumSeats) {
		got, err := tile.ParseSeat(s.String())
		require.NoError(t, err)
		assert.Equal(t, s, got)
	}
	for _, in := range []string{"", "e", "East", "X", "-", "EE", "1"} {
		s, err := tile.ParseSeat(in)
		require.ErrorIs(t, err, tile.ErrSyntax, in)
		assert.Equal(t, tile.NoSeat, s)
	}

	type row struct {
		Dealer tile.Seat `json:"dealer"`
		Winner tile.Seat `json:"winner"`
	}
	b, err := json.Marshal(row{Dealer: tile.SeatWest, Winner: tile.NoSeat})
	require.NoError(t, err)
	assert.JSONEq(t, `{"dealer":"W","winner":"-"}`, string(b))
	var back row
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, row{Dealer: tile.SeatWest, Winner: tile.NoSeat}, back)

	_, err = tile.Seat(7).MarshalText()
	require.ErrorIs(t, err, tile.ErrSyntax)

	s := tile.SeatSouth
	require.ErrorIs(t, s.UnmarshalText([]byte("Q")), tile.ErrSyntax)
	assert.Equal(t, tile.SeatSouth, s, "UnmarshalText must leave the seat unchanged")
}
