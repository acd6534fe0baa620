package mahjong_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
)

// The README's quick start: analyse a hand, then score a win under a registered variant.
func Example() {
	h, _ := hand.Parse("123m456p789s1122z")          // 13 tiles in the notation
	waits, _ := h.Waits(hand.Options{})              // an error only for a hand of another size than 13
	fmt.Println(waits)                               // East or South completes it
	fmt.Println(h.Shanten(hand.Options{}))           // 0: ready
	seen := tile.CountsOf(tile.MustParseTiles("1z")) // an East discarded
	a, _ := h.Acceptance(hand.Options{}, seen)
	fmt.Println(a.Kinds, a.Total) // one East and two South left to draw

	r, _ := variant.Lookup("sichuan")
	fmt.Println(r.Table().Claims.MaxWinners) // Blood Battle plays on until three have won

	win := hand.MustParse("123m456m789m234p55p") // won on West's 5p; Bamboo is East's missing suit
	res, err := r.Score(win, score.WinContext{
		Winner: tile.SeatEast, Winning: tile.Circle5, Source: score.Discard,
		Supplier: tile.SeatWest, Dealer: tile.SeatEast, MissingSuit: tile.Bamboo,
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Value, res.Payments.Net())
	// Output:
	// 12z
	// 0
	// 12z 3
	// 3
	// 2 [2 0 -2 0]
}
