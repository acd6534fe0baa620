package riichi_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// A riichi declaration: the kinds whose discard may declare riichi, and none with too few points.
func ExampleRules_Declarations() {
	r, _ := riichi.New(riichi.Options{})
	h := hand.MustParse("123m456p789s1122z5z")
	fmt.Println(r.Declarations(h, variant.DeclareFacts{Score: 25000, Live: 40}))
	fmt.Println(r.Declarations(h, variant.DeclareFacts{Score: 800, Live: 40}) == 0)
	// Output:
	// 5z
	// true
}

// An exhaustive draw with two players tenpai, then the next hand of the game: the session's path,
// Rules.Settle and Rules.Advance, with the totals after the noten payments.
func ExampleRules_Advance() {
	r, _ := riichi.New(riichi.Options{})
	noten, tenpai := hand.MustParse("139m258p147s1234z"), hand.MustParse("123m456p789s1122z")
	river := []tile.Tile{tile.Character5, tile.Circle5, tile.Bamboo5}
	sum := variant.Summary{Dealer: tile.SeatEast, Prevailing: tile.East, Exhausted: true,
		Hands:    [4]hand.Hand{noten, tenpai, noten, tenpai},
		Discards: [4][]tile.Tile{river, river, river, river}, Taken: [4][]bool{make([]bool, 3), make([]bool, 3), make([]bool, 3), make([]bool, 3)}}
	pay, err := r.Settle(sum)
	fmt.Println(pay.Net(), err)
	p := r.Table().Scoring.StartingScore
	cur := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1}
	for i, n := range pay.Net() {
		cur.Scores[i] = p + n
	}
	next, over := r.Advance(cur, sum)
	fmt.Printf("round %v hand %d, dealer %v, honba %d, %v, over %v\n", next.Prevailing, next.Game, next.Dealer,
		next.Counters, next.Scores, over)
	// Output:
	// [-1500 1500 -1500 1500] <nil>
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
