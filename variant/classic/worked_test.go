package classic_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// TestWorkedExamples checks the worked examples of docs/rules/classic.md §8.11 with exactly their numbers.
func TestWorkedExamples(t *testing.T) {
	tests := []struct {
		name    string
		opt     classic.Options
		hand    string
		ctx     score.WinContext
		points  int
		doubles int
		raw     int
		want    int
		paid    [4]int // what each seat pays, E S W N
		reading string
	}{
		{
			name: "1 dealer West self-draws, one suit with honours",
			hand: "23455777m333z / [1111m]",
			ctx: score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatWest, Prevailing: tile.South,
				Winning: tile.Character5, Source: score.Wall, Supplier: tile.NoSeat},
			points: 66, doubles: 3, raw: 528, want: 528, paid: [4]int{1056, 1056, 0, 1056},
		},
		{
			name: "2 North wins on the loose tile, capped",
			hand: "22888s444z / 666z [7777z]",
			ctx: score.WinContext{Winner: tile.SeatNorth, Dealer: tile.SeatEast, Prevailing: tile.East,
				Winning: tile.Bamboo2, Source: score.Replacement, Supplier: tile.NoSeat},
			points: 70, doubles: 6, raw: 4480, want: 2000, paid: [4]int{4000, 2000, 2000, 0},
		},
		{
			name: "2 uncapped",
			opt:  classic.Options{Uncapped: true},
			hand: "22888s444z / 666z [7777z]",
			ctx: score.WinContext{Winner: tile.SeatNorth, Dealer: tile.SeatEast, Prevailing: tile.East,
				Winning: tile.Bamboo2, Source: score.Replacement, Supplier: tile.NoSeat},
			points: 70, doubles: 6, raw: 4480, want: 4480, paid: [4]int{8960, 4480, 4480, 0},
		},
		{
			name: "3 Purity beats the normal reading",
			hand: "666p88p / 222p 444p 9999p 5f",
			ctx: score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Prevailing: tile.West,
				Winning: tile.Circle8, Source: score.Discard, Supplier: tile.SeatEast},
			points: 44, doubles: 3, raw: 356, want: 356, paid: [4]int{1424, 0, 0, 0}, reading: "Purity: 222p 444p 9999p [666p] 88p@E*",
		},
		{
			name: "4 Triple Knitting with bonus tiles",
			hand: "23579m2579p23579s 136f",
			ctx: score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatNorth, Prevailing: tile.East,
				Winning: tile.Circle9, Source: score.Discard, Supplier: tile.SeatSouth},
			raw: 1024, want: 1024, paid: [4]int{0, 2048, 0, 0}, reading: "Triple Knitting",
		},
		{
			name: "4 with Limit 1000",
			opt:  classic.Options{Limit: 1000},
			hand: "23579m2579p23579s 136f",
			ctx: score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatNorth, Prevailing: tile.East,
				Winning: tile.Circle9, Source: score.Discard, Supplier: tile.SeatSouth},
			raw: 524, want: 524, paid: [4]int{0, 1048, 0, 0}, reading: "Triple Knitting",
		},
		{
			name: "5 South robs the dealer's added kong",
			hand: "456m33p111s / 5555p 333z",
			ctx: score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatNorth, Prevailing: tile.West,
				Winning: tile.Character6, Source: score.RobbedKong, Supplier: tile.SeatNorth},
			points: 40, doubles: 2, raw: 160, want: 160, paid: [4]int{0, 0, 0, 640},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := classic.MustNew(tt.opt)
			res, err := r.Score(hand.MustParse(tt.hand), tt.ctx)
			require.NoError(t, err)
			assert.Equal(t, tt.points, res.Points, "points")
			assert.Equal(t, tt.doubles, res.Doubles, "doubles")
			assert.Equal(t, tt.raw, res.Raw, "raw")
			assert.Equal(t, tt.want, res.Value, "S")
			if tt.reading != "" {
				assert.Equal(t, tt.reading, res.Reading)
			}
			for s := range tile.NumSeats {
				assert.Equal(t, tt.paid[s], res.Payments.Paid(tile.SeatAt(s)), "seat %s pays", tile.SeatAt(s))
			}
			sum := 0
			for _, v := range res.Payments.Net() {
				sum += v
			}
			assert.Zero(t, sum)
			if t.Failed() {
				t.Log(res)
			}
		})
	}
}
