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

// ExampleRules_Score_sanma scores a three-player tsumo (worked example S1 of docs/rules/riichi.md
// §17.11): South in riichi with one North set aside as a kita wins a mangan; the dealer pays 4,000 and
// West 2,000, and the absent North's share is not paid (tsumo loss).
func ExampleRules_Score_sanma() {
	o, err := riichi.Preset("tenhou-sanma")
	if err != nil {
		panic(err)
	}
	r, err := riichi.New(o)
	if err != nil {
		panic(err)
	}
	h := hand.MustParse("234p567p345s67s88p8s")
	w := riichi.Tsumo(tile.SeatSouth, tile.SeatEast, tile.East, tile.Bamboo8)
	w = riichi.WithFacts(w, riichi.Facts{Riichi: riichi.Riichi})
	w.Kita = 1                                                  // one North set aside: 1 han of nuki dora
	w.Indicators, _ = score.IndicatorsOf(tile.East)             // dora 2z
	w.HiddenIndicators, _ = score.IndicatorsOf(tile.Character1) // ura dora 9m (1m wraps to 9m)
	w.Deposits = 1
	res, err := r.Score(h, w)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Han, res.Limit, res.Payments.Net())
	// Output:
	// 5 mangan [-4000 6000 -2000 0]
}
