package summary_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// West won; South's concealed kong is refused when the record leaves South out of the players still
// in.
func Example() {
	s := variant.Summary{
		Wins:  []variant.Win{{Context: score.WinContext{Winner: tile.SeatWest}}},
		Kongs: []variant.Kong{{Seat: tile.SeatSouth, Kind: variant.ConcealedKong, Tile: tile.Bamboo1, Turn: 1}},
	}
	fmt.Println(summary.Out(&s))
	fmt.Println(summary.ValidateKongs(&s))
	// Output:
	// [false false true false]
	// score: facts contradict the hand: kong 0: the konger S is not marked still in
}
