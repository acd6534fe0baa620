package handref_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/handref"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// The reference answers from the definitions: this hand of three sets beside a declared pung waits
// on its single for the pair.
func Example() {
	ts, err := tile.ParseTiles("123m456p789s1z")
	if err != nil {
		panic(err)
	}
	h := handref.Hand{Concealed: tile.CountsOf(ts), Melds: []meld.Meld{meld.MustNew(meld.Pung, tile.White).AsClaimed(tile.NoSeat)}}
	fmt.Println(handref.Shanten(h, handref.Options{}), handref.Waits(h, handref.Options{}))
	// Output: 0 1z
}
