package riichi_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
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

// An exhaustive draw with two players tenpai, then the next hand of the game: the session's path,
// Rules.Advance, with the totals after the noten payments.
func ExampleRules_Advance() {
	r, _ := riichi.New(riichi.Options{})
	o := r.Options()
	pay, keep, err := o.SettleExhaustive(riichi.ExhaustiveDraw{Dealer: tile.SeatEast, Tenpai: [4]bool{false, true, false, true}})
	fmt.Println(pay, keep, err)
	p := r.Table().StartingScore
	cur := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1}
	for i := range cur.Scores {
		cur.Scores[i] = p + pay[i]
	}
	sum := variant.Summary{Dealer: tile.SeatEast, Prevailing: tile.East, Exhausted: true,
		Declared: [4]bool{false, true, false, true}}
	next, over := r.Advance(cur, sum)
	fmt.Printf("round %v hand %d, dealer %v, honba %d, %v, over %v\n", next.Prevailing, next.Game, next.Dealer,
		next.Counters, next.Scores, over)
	// Output:
	// [-1500 1500 -1500 1500] false <nil>
	// round 1z hand 2, dealer S, honba 1, [23500 26500 23500 26500], over false
}

// The final table of a hanchan under the tenhou preset: places, and final scores with uma and oka in
// points (+52.3 is 52,300).
func ExampleRules_Standings() {
	r, _ := riichi.New(riichi.Options{})
	st := r.Standings(variant.Session{Scores: [4]int{42300, 31000, 18700, 8000}}, tile.SeatEast)
	for _, p := range st.Places {
		fmt.Println(p.Rank, p.Seat, p.Points, p.Final)
	}
	// Output:
	// 1 E 42300 52300
	// 2 S 31000 11000
	// 3 W 18700 -21300
	// 4 N 8000 -42000
}
