package tenhou_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// An mjlog hand read and written back as tenhou.net/6 JSON.
func ExampleReadXML() {
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
	fmt.Printf("dice %v, red fives %v\n", g.Hands[0].Dice, g.Rules.Red)
	if err := tenhou.WriteJSON(os.Stdout, g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// dice [3 4], red fives true
	// {"ver":2.3,"log":[[[0,0,0],[25000,25000,25000,25000],[29],[28],[11,12,13,24,52,26,32,33,37,38,39,41,41],[44],["r60"],[11,14,15,16,21,22,31,53,42,43,45,46,47],[19],[45],[11,12,17,18,23,27,31,36,37,42,43,44,46],[],[],[11,12,13,23,27,31,34,36,38,41,45,45,47],["45p4545"],[34],["和了",[4900,0,0,-3900],[0,3,0,"40符2飜3900点","立直(1飜)","赤ドラ(1飜)"]]]],"rule":{"disp":"般南喰赤","aka53":1,"aka52":1,"aka51":1},"name":["","","",""]}
}
