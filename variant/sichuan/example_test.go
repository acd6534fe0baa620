package sichuan_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// North (missing Characters) wins on South's 5s: 5 Fan, capped at 3.
func ExampleRules_Score() {
	r, err := sichuan.New(sichuan.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	h := hand.MustParse("111s999s55s / 3333s@S 777s@W")
	res, err := r.Score(h, score.WinContext{
		Winner: tile.SeatNorth, Winning: tile.Bamboo5, Source: score.Discard,
		Supplier: tile.SeatSouth, Dealer: tile.SeatEast, MissingSuit: tile.Characters,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(res)
	// Output:
	// sichuan: 11155999s / 3333s@S 777s@W
	// reading: 3333s@S 777s@W [111s] [999s] 55s
	//   Root 3s                                       1 fan
	//   All triplets                                  1 fan
	//   Pair wait                                     1 fan
	//   Pure suit                                     2 fan
	// 5 fan, over the limit of 3 fan: the base is 2^3 = 8
	// on S's discard: S pays the base 8
	//   S pays N 8 (discard)
	// net [E +0, S -8, W +0, N +8]
}

func ExampleRules_ReadyValue() {
	r, err := sichuan.New(sichuan.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	h := hand.MustParse("234m567m22s33s444s")
	v, wait := r.ReadyValue(h, tile.Circles)
	fmt.Println(r.Waits(h, tile.Circles), v, wait)
	// Output: 1234s 4 4s
}

func ExampleNew() {
	r, err := sichuan.New(sichuan.Options{FanCap: 4, KongPayments: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Name(), r.Options().FanCap, r.Options().FlowerPigAmount)
	// Invalid options are refused, never replaced by defaults.
	_, err = sichuan.New(sichuan.Options{FanCap: 99})
	fmt.Println(errors.Is(err, variant.ErrOptions))
	// Output:
	// sichuan 4 16
	// true
}

func ExampleRules_Settle() {
	r, err := sichuan.New(sichuan.Options{KongPayments: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	l, err := r.Settle(variant.Summary{Kongs: []variant.Kong{{
		Seat: tile.SeatWest, Tile: tile.Circle5, Kind: variant.ConcealedKong,
		StillIn: [4]bool{true, true, true, true}, Turn: 7,
	}}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(l)
	// Output:
	//   E pays W 2 (concealed kong)
	//   S pays W 2 (concealed kong)
	//   N pays W 2 (concealed kong)
	// net [E -2, S -2, W +6, N -2]
}

func ExampleRules_ExchangeDirection() {
	r, err := sichuan.New(sichuan.Options{ExchangeDirection: sichuan.DiceModThree})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.ExchangeDirection([2]uint8{3, 4}, nil))
	// Output: to-next
}

func ExampleRules_ExchangeRolls() {
	r, err := sichuan.New(sichuan.Options{ExchangeDirection: sichuan.DiceSeatCount})
	if err != nil {
		fmt.Println(err)
		return
	}
	d, rolls, err := r.ExchangeRolls(wall.Dice{4, 3}, nil)
	fmt.Println(d, rolls, err)
	_, _, err = r.ExchangeRolls(wall.Dice{0, 7}, nil)
	fmt.Println(errors.Is(err, wall.ErrInvalid))
	// Output:
	// across [] <nil>
	// true
}
