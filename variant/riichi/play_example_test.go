package riichi_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// A riichi declaration: the discards that leave the hand ready, and a check with too few points.
func ExampleOptions_CheckRiichi() {
	o := riichi.Options{}
	h := hand.MustParse("123m456p789s1122z5z")
	fmt.Println(o.RiichiDiscards(h))
	fmt.Println(o.CheckRiichi(h, tile.White, riichi.RiichiState{Points: 25000, LiveTiles: 40}))
	fmt.Println(o.CheckRiichi(h, tile.White, riichi.RiichiState{Points: 800, LiveTiles: 40}))
	// Output:
	// 5z
	// <nil>
	// riichi: riichi not allowed: 800 points, at least 1000 needed
}

// An exhaustive draw with two players tenpai, then the next hand of the game.
func ExampleOptions_Next() {
	o := riichi.Options{}
	s := o.Start()
	pay, keep, err := o.SettleExhaustive(riichi.ExhaustiveDraw{Dealer: s.Dealer(), Tenpai: [4]bool{false, true, false, true}})
	fmt.Println(pay, keep, err)
	s = o.Next(s, riichi.HandEnd{Ending: riichi.EndExhaustive, DealerKeeps: keep, Delta: pay})
	fmt.Printf("round %v hand %d, honba %d, %v\n", s.RoundWind(), s.Hand+1, s.Honba, s.Points)
	// Output:
	// [-1500 1500 -1500 1500] false <nil>
	// round 1z hand 2, honba 1, [23500 26500 23500 26500]
}

// Final scores of a hanchan under the tenhou preset, in tenths of a thousand points.
func ExampleOptions_Final() {
	o := riichi.Options{}
	final, _ := o.Final(riichi.Standing{Round: 1, Hand: 3, Points: [4]int{42300, 31000, 18700, 8000}, Over: true})
	fmt.Println(final)
	// Output:
	// [523 110 -213 -420]
}
