package shanten_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/shanten"
	"github.com/mahjong-go/mahjong/tile"
)

// The engine reads a hand as its concealed counts and declared melds; package hand keeps one inside
// every Hand and passes a pointer to it.
func ExampleHand_Shanten() {
	ts, err := tile.ParseTiles("123m456p789s1z2z3z4z")
	if err != nil {
		panic(err)
	}
	h := shanten.Hand{Concealed: tile.CountsOf(ts), NC: uint8(len(ts))}
	fmt.Println(h.Shanten(shanten.Options{}), h.Waits(shanten.Options{}))
	// Output: 2 -
}
