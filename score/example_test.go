package score_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// ExampleLedger records the payments of a self-drawn win and prints each seat's net result.
func ExampleLedger() {
	var l score.Ledger
	_ = l.Pay(tile.SeatEast, tile.SeatSouth, 88, "self-drawn")
	_ = l.Pay(tile.SeatWest, tile.SeatSouth, 44, "self-drawn")
	_ = l.Pay(tile.SeatNorth, tile.SeatSouth, 44, "self-drawn")
	fmt.Println(l.Net(), l.Received(tile.SeatSouth))
	// A seat cannot pay itself; the ledger is unchanged.
	fmt.Println(l.Pay(tile.SeatSouth, tile.SeatSouth, 1, "") != nil, len(l))
	// Output:
	// [-88 176 -44 -44] 176
	// true 3
}

// ExampleResult_String prints a breakdown.
func ExampleResult_String() {
	r := score.Result{
		Variant: "classic", Hand: "123m456p789s234s55m",
		Items: []score.Item{
			{Name: "going Mahjong", Unit: score.Points, Value: 20},
			{Name: "last discard", Unit: score.Doubles, Value: 1},
		},
		Points: 20, Doubles: 1, Raw: 40, Cap: 2000, Value: 40,
	}
	_ = r.Payments.Pay(tile.SeatWest, tile.SeatNorth, 80, "discard")
	fmt.Print(r)
	// Output:
	// classic: 123m456p789s234s55m
	//   going Mahjong                                20 points
	//   last discard                                  1 double
	// basic points 20 × 2^1 = 40, within the limit of 2000: worth 40
	//   W pays N 80 (discard)
	// net [E +0, S +0, W -80, N +80]
}
