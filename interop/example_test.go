package interop_test

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// A hand read from a tenhou.net/6 log: the record lists its events on physical tiles.
func Example() {
	log := `{"name":["A","B","C","D"],"rule":{"disp":"般南喰赤","aka":1},"log":[[
 [0,0,0],[25000,25000,25000,25000],[29],[28],
 [11,12,13,24,52,26,32,33,37,38,39,41,41],[44],["r60"],
 [11,14,15,16,21,22,31,53,42,43,45,46,47],[19],[45],
 [11,12,17,18,23,27,31,36,37,42,43,44,46],[],[],
 [11,12,13,23,27,31,34,36,38,41,45,45,47],["45p4545"],[34],
 ["和了",[4900,0,0,-3900],[0,3,0,"40符2飜3900点","立直(1飜)","赤ドラ(1飜)"]]]]}`
	g, err := tenhou.ReadJSON(strings.NewReader(log))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range g.Hands[0].Events {
		switch e.Kind {
		case interop.EventWin:
			han := 0
			for _, y := range e.Win.Yaku {
				han += y.Han
			}
			fmt.Printf("%v: seat %v from %v, %d fu %d han, %d points, %v\n", e.Kind, e.Seat, e.From, e.Win.Fu, han, e.Win.Points, e.Win.Deltas)
		case interop.EventRiichi, interop.EventRiichiAccepted:
			fmt.Printf("%v: seat %v\n", e.Kind, e.Seat)
		default:
			fmt.Printf("%v: seat %v %v\n", e.Kind, e.Seat, e.Tile.Kind())
		}
	}
	// Output:
	// draw: seat E 4z
	// riichi: seat E
	// discard: seat E 4z
	// riichi accepted: seat E
	// draw: seat S 9m
	// discard: seat S 5z
	// pon: seat N 5z
	// discard: seat N 4s
	// win: seat E from N, 40 fu 2 han, 3900 points, [4900 0 0 -3900]
}
