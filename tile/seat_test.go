package tile_test

import (
	"encoding/json"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

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
			assert.Equal(t, tt.prev, tt.s.Add(-1))
			assert.Equal(t, tt.across, tt.s.Add(2))
			assert.Equal(t, tt.wind, tt.s.Wind())
			assert.Equal(t, tt.s, tile.SeatOf(tt.wind))
			assert.Equal(t, tt.str, tt.s.String())
			assert.Equal(t, tt.s, tt.s.Next().Add(-1))
			assert.Equal(t, tt.s, tt.s.Add(2).Add(2))
			assert.Equal(t, 1, tt.s.Distance(tt.next))
			assert.Equal(t, 3, tt.s.Distance(tt.prev))
			assert.Equal(t, 2, tt.s.Distance(tt.across))
			assert.Equal(t, 0, tt.s.Distance(tt.s))
		})
	}
}

func TestSeatAdd(t *testing.T) {
	for s := range tile.Seats() {
		for n := -13; n <= 13; n++ {
			got := s.Add(n)
			want := tile.SeatAt(((s.Index()+n)%4 + 4) % 4)
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
	for _, s := range []tile.Seat{5, 6, 100, 255, tile.NoSeat} {
		assert.False(t, s.IsValid())
		assert.Equal(t, tile.NoSeat, s.Next())
		assert.Equal(t, tile.NoSeat, s.Add(-1))
		assert.Equal(t, tile.NoSeat, s.Add(2))
		assert.Equal(t, tile.NoSeat, s.Add(1))
		assert.Equal(t, tile.None, s.Wind())
		assert.Equal(t, -1, s.Distance(tile.SeatEast))
		assert.Equal(t, -1, tile.SeatEast.Distance(s))
	}
	assert.Equal(t, "-", tile.NoSeat.String())
	assert.Equal(t, "tile.Seat(5)", tile.Seat(5).String())
	for v := range 256 {
		tl := tile.Tile(v)
		if !tl.IsWind() {
			assert.Equal(t, tile.NoSeat, tile.SeatOf(tl), "SeatOf(%d)", v)
		}
	}
}

func TestSeatText(t *testing.T) {
	for s := range tile.Seats() {
		got, err := tile.ParseSeat(s.String())
		require.NoError(t, err)
		assert.Equal(t, s, got)
	}
	for _, in := range []string{"", "e", "East", "X", "-", "EE", "0", "1"} {
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

// TestSeatZeroIsNoSeat: the zero Seat is NoSeat, not a seat and never East, so an unset seat in any
// input is detectably unset.
func TestSeatZeroIsNoSeat(t *testing.T) {
	var s tile.Seat
	assert.Equal(t, tile.NoSeat, s)
	assert.False(t, s.IsValid())
	assert.NotEqual(t, tile.SeatEast, s)
	assert.Equal(t, -1, s.Index())
	assert.Equal(t, tile.None, s.Wind())
	assert.Equal(t, "-", s.String())
	b, err := s.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "-", string(b))
}

// TestSeatsInTurnOrder: Seats yields the four seats once each from East in turn order, and stops when
// the loop does.
func TestSeatsInTurnOrder(t *testing.T) {
	assert.Equal(t, []tile.Seat{tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth}, slices.Collect(tile.Seats()))
	n := 0
	for s := range tile.Seats() {
		n++
		if s == tile.SeatSouth {
			break
		}
	}
	assert.Equal(t, 2, n)
}

// TestPropSeatIndex: Index and SeatAt are inverse on the four seats (0 for East .. 3 for North, in
// turn order), every other seat has index -1 and every other index gives NoSeat.
func TestPropSeatIndex(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		i := rapid.Int().Draw(t, "i")
		s := tile.SeatAt(i)
		if i < 0 || i >= tile.NumSeats {
			require.Equal(t, tile.NoSeat, s)
			require.Equal(t, -1, s.Index())
			return
		}
		require.True(t, s.IsValid())
		require.Equal(t, i, s.Index())
		require.Equal(t, tile.East+tile.Tile(i), s.Wind())
		require.Equal(t, tile.SeatAt((i+1)%tile.NumSeats), s.Next())
		require.Equal(t, tile.SeatEast.Add(i), s)
	})
	rapid.Check(t, func(t *rapid.T) {
		s := tile.Seat(rapid.Uint8().Draw(t, "seat"))
		if s.IsValid() {
			require.Equal(t, s, tile.SeatAt(s.Index()))
		} else {
			require.Equal(t, -1, s.Index())
		}
	})
}

// TestPropSeatText: every seat and NoSeat marshal to text and read back; an empty text reads as NoSeat;
// other values refuse to marshal, and bad text leaves the seat unchanged.
func TestPropSeatText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := tile.Seat(rapid.Uint8().Draw(t, "seat"))
		b, err := s.MarshalText()
		if !s.IsValid() && s != tile.NoSeat {
			require.ErrorIs(t, err, tile.ErrSyntax)
			return
		}
		require.NoError(t, err)
		var back tile.Seat = tile.SeatWest
		require.NoError(t, back.UnmarshalText(b))
		require.Equal(t, s, back)
	})
	s := tile.SeatWest
	require.NoError(t, s.UnmarshalText(nil))
	assert.Equal(t, tile.NoSeat, s)
	s = tile.SeatNorth
	require.ErrorIs(t, s.UnmarshalText([]byte("0")), tile.ErrSyntax)
	assert.Equal(t, tile.SeatNorth, s, "unchanged on error")
}
