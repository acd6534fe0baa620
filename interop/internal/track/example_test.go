package track_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// Following a hand event by event: the winner's concealed tiles and the scores before the win.
func ExampleTable() {
	// The hand written for the format notes (docs/interop.md).
	in, err := os.ReadFile("../../testdata/example/hand.mjlog.xml")
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := tenhou.ReadXML(bytes.NewReader(in))
	if err != nil {
		fmt.Println(err)
		return
	}
	h := &g.Hands[0]
	var t track.Table
	if err := t.Start(h); err != nil {
		fmt.Println(err)
		return
	}
	for i := range h.Events {
		e := &h.Events[i]
		if e.Kind == interop.EventWin {
			fmt.Println("winner holds", tile.Format(tile.Kinds(t.Concealed(nil, track.Idx(e.Seat)))), "and wins on", e.Tile.Kind())
			fmt.Println("scores before the win", t.Scores)
		}
		if err := t.Apply(e); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println("scores after", t.Scores)
	// Output:
	// winner holds 123m456p23789s11z and wins on 4s
	// scores before the win [24000 25000 25000 25000]
	// scores after [28900 25000 25000 21100]
}
