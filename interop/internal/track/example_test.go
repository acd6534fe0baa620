package track_test

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// Following a hand event by event: the winner's concealed tiles and the scores before the win.
func ExampleTable() {
	mjlog := `<mjloggm ver="2.3"><GO type="9" lobby="0"/><TAIKYOKU oya="0"/>` +
		`<INIT seed="0,0,0,2,3,68" ten="250,250,250,250" oya="0" hai0="0,4,8,48,52,56,76,80,96,100,104,108,109" hai1="1,13,17,20,36,40,72,88,112,116,126,128,132" hai2="2,5,24,28,44,60,73,92,97,113,117,121,129" hai3="3,6,10,45,61,74,84,93,101,110,124,125,133"/>` +
		`<T120/><REACH who="0" step="1"/><D120/><REACH who="0" ten="240,250,250,250" step="2"/>` +
		`<U32/><E126/><N who="3" m="48746" /><G84/>` +
		`<AGARI ba="0,1" hai="0,4,8,48,52,56,76,80,84,96,100,104,108,109" machi="84" ten="40,3900,0" yaku="1,1,54,1,53,0" doraHai="68" doraHaiUra="64" who="0" fromWho="3" sc="240,49,250,0,250,0,250,-39" /></mjloggm>`
	g, err := tenhou.ReadXML(strings.NewReader(mjlog))
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
