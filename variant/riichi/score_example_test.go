package riichi_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// ExampleRules_Score scores a riichi pinfu tsumo by South with one red five and prints the breakdown:
// the reading, each yaku, the aka dora, the fu item by item, the payments and the riichi stick taken
// from the table.
func ExampleRules_Score() {
	r, err := riichi.New(riichi.Options{}) // the tenhou rules
	if err != nil {
		panic(err)
	}
	h := hand.MustParse("23m406m345p678s88s4m") // 14 tiles, the winning 4m included; 0m is a red five
	w := riichi.Tsumo(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character4)
	w = riichi.WithFacts(w, riichi.Facts{Riichi: riichi.Riichi})
	w.Indicators, _ = score.IndicatorsOf(tile.Circle9)    // dora 1p
	w.HiddenIndicators, _ = score.IndicatorsOf(tile.East) // ura dora 2z
	w.Deposits = 1                                        // South's own riichi stick
	res, err := r.Score(h, w)
	if err != nil {
		panic(err)
	}
	fmt.Print(res)
	// Output:
	// riichi: 234406m345p67888s
	// reading: [234m] [456m] [345p] [678s] [88s] win 4m ryanmen in [234m]
	//   riichi                                        1 han
	//   menzen-tsumo                                  1 han
	//   pinfu                                         1 han
	//   tanyao                                        1 han
	//   aka                                           1 dora
	//   base                                         20 fu
	//   pinfu tsumo                                   0 fu
	// 5 han: mangan, basic points 2000
	// tsumo: the dealer E pays 2 × 2000 = 4000; each other player 2000
	// riichi sticks: 1 × 1000 = 1000 from the table
	//   E pays S 4000 (tsumo)
	//   W pays S 2000 (tsumo)
	//   N pays S 2000 (tsumo)
	// net [E -4000, S +8000, W -2000, N -2000]
	//   from the table: 1000
}
