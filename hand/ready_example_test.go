package hand_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// The discards a player could declare ready with: after the 1m or the 4m the hand waits on the 1z or
// the 2z; any other discard leaves it further away.
func ExampleHand_ReadyDiscards() {
	h := hand.MustParse("1234m456p789s1122z")
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairs | hand.ThirteenOrphans}
	fmt.Println(tile.Format(h.ReadyDiscards(o).Tiles(nil)))
	// Output:
	// 14m
}
