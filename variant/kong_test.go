package variant_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

var allIn = [tile.NumSeats]bool{true, true, true, true}

// kongSummary is a hand in which South made an exposed kong on East's discard and a concealed kong in
// turn 4, and West and North won on South's next discard; East and South never won.
func kongSummary() variant.Summary {
	return variant.Summary{
		Wins: []variant.Win{
			{Context: score.WinContext{Winner: tile.SeatWest, Source: score.Discard, Supplier: tile.SeatSouth}, Group: 1},
			{Context: score.WinContext{Winner: tile.SeatNorth, Source: score.Discard, Supplier: tile.SeatSouth}, Group: 1},
		},
		Kongs: []variant.Kong{
			{Seat: tile.SeatEast, Tile: tile.Red, Kind: variant.ConcealedKong, StillIn: allIn, Turn: 1},
			{Seat: tile.SeatSouth, Tile: tile.Character8, Kind: variant.ExposedKong, Supplier: tile.SeatEast,
				StillIn: allIn, Turn: 4, Shot: []tile.Seat{tile.SeatWest, tile.SeatNorth}},
			{Seat: tile.SeatSouth, Tile: tile.Circle2, Kind: variant.ConcealedKong, StillIn: allIn, Turn: 4,
				Shot: []tile.Seat{tile.SeatWest, tile.SeatNorth}},
		},
	}
}

// TestValidateKongs: kong records that cannot come from a legal hand are errors, never silent results.
func TestValidateKongs(t *testing.T) {
	ok := kongSummary()
	require.NoError(t, summary.ValidateKongs(&ok))
	tests := []struct {
		name string
		edit func(s *variant.Summary)
	}{
		{"zero StillIn with players still in", func(s *variant.Summary) { s.Kongs[0].StillIn = [tile.NumSeats]bool{} }},
		{"StillIn leaves out a player who never won", func(s *variant.Summary) { s.Kongs[0].StillIn[tile.SeatSouth.Index()] = false }},
		{"StillIn leaves out the konger", func(s *variant.Summary) {
			s.Kongs = s.Kongs[1:]
			for i := range s.Kongs {
				s.Kongs[i].Seat, s.Kongs[i].Supplier = tile.SeatWest, tile.NoSeat
				s.Kongs[i].Kind, s.Kongs[i].Shot = variant.ConcealedKong, nil
				s.Kongs[i].StillIn[tile.SeatWest.Index()] = false
			}
		}},
		{"Shot out of turn order", func(s *variant.Summary) {
			for _, i := range []int{1, 2} {
				s.Kongs[i].Shot = []tile.Seat{tile.SeatNorth, tile.SeatWest}
			}
		}},
		{"Shot twice by one seat", func(s *variant.Summary) {
			for _, i := range []int{1, 2} {
				s.Kongs[i].Shot = []tile.Seat{tile.SeatWest, tile.SeatWest}
			}
		}},
		{"Shot by a player who never won", func(s *variant.Summary) { s.Kongs[0].Shot = []tile.Seat{tile.SeatSouth} }},
		{"Shot by the konger", func(s *variant.Summary) { s.Kongs[0].Shot = []tile.Seat{tile.SeatEast} }},
		{"Shot by no seat", func(s *variant.Summary) { s.Kongs[0].Shot = []tile.Seat{tile.NoSeat} }},
		{"Shot lists of one turn differ", func(s *variant.Summary) { s.Kongs[2].Shot = s.Kongs[2].Shot[:1] }},
		{"turns out of sequence", func(s *variant.Summary) { s.Kongs[0].Turn = 5 }},
		{"turn zero", func(s *variant.Summary) { s.Kongs[0].Turn = 0 }},
		{"one turn, two kongers", func(s *variant.Summary) { s.Kongs[0].Turn = 4 }},
		{"unset konger", func(s *variant.Summary) { s.Kongs[0].Seat = tile.NoSeat }},
		{"konger out of range", func(s *variant.Summary) { s.Kongs[0].Seat = 9 }},
		{"exposed kong without supplier", func(s *variant.Summary) { s.Kongs[1].Supplier = tile.NoSeat }},
		{"exposed kong supplied by the konger", func(s *variant.Summary) { s.Kongs[1].Supplier = tile.SeatSouth }},
		{"supplier on a concealed kong", func(s *variant.Summary) { s.Kongs[0].Supplier = tile.SeatNorth }},
		{"robbed concealed kong", func(s *variant.Summary) { s.Kongs[2].Robbed = true }},
		{"unknown kind", func(s *variant.Summary) { s.Kongs[0].Kind = 9 }},
		{"no tile", func(s *variant.Summary) { s.Kongs[0].Tile = tile.None }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := kongSummary()
			s.Kongs = append([]variant.Kong(nil), s.Kongs...)
			tt.edit(&s)
			require.ErrorIs(t, summary.ValidateKongs(&s), score.ErrContext)
		})
	}
}
