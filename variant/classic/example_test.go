package classic_test

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// Example_worked scores the worked example of docs/rules/classic.md §8.11.1: the dealer, in seat
// West with South prevailing, self-draws the 5 of Characters.
func Example_worked() {
	r, err := classic.New(classic.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	w := score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatWest, Prevailing: tile.South,
		Winning: tile.Character5, Source: score.Wall}
	res, err := r.Score(hand.MustParse("23455777m333z / [1111m]"), w)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(res)
	// Output:
	// classic: 23455777m333z / [1111m]
	// reading: [1111m] [234m] [777m] [333z] [55m]*
	//   concealed kong of majors [1111m]             32 points
	//   chow [234m]                                   0 points
	//   concealed pung of minors [777m]               4 points
	//   concealed pung of majors [333z]               8 points
	//   pair [55m]                                    0 points
	//   going Mahjong                                20 points
	//   winning tile drawn from the live wall         2 points
	//   pung of own wind [333z]                       1 double
	//   one suit with honours                         1 double
	//   fully concealed                               1 double
	// basic points 66 × 2^3 (3 doubles) = 528
	// within the limit of 2000: the hand is worth 528
	// self-drawn, won by the dealer: each other player pays 2 × 528 = 1056
	//   N pays W 1056 (self-drawn)
	//   E pays W 1056 (self-drawn)
	//   S pays W 1056 (self-drawn)
	// net [E -1056, S -1056, W +3168, N -1056]
}

// ExampleRules_Score scores a limit hand won on the dealer's discard: the dealer pays four times the
// limit.
func ExampleRules_Score() {
	r, err := classic.New(classic.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	w := score.WinContext{Winner: tile.SeatNorth, Dealer: tile.SeatEast, Prevailing: tile.East,
		Winning: tile.Circle9, Source: score.Discard, Supplier: tile.SeatEast}
	res, err := r.Score(hand.MustParse("111p999s99p / 111m 999m"), w)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Reading, res.Value, res.Payments.Net())
	// Output:
	// Heads and Tails 2000 [-8000 0 0 8000]
}

// ExampleNew shows options: with the BMJA's limit of 1,000, worked example 4's Triple Knitting is
// worth 500 + B.
func ExampleNew() {
	r, err := classic.New(classic.Options{Limit: 1000})
	if err != nil {
		fmt.Println(err)
		return
	}
	w := score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatNorth, Prevailing: tile.East,
		Winning: tile.Circle9, Source: score.Discard, Supplier: tile.SeatSouth}
	res, _ := r.Score(hand.MustParse("23579m2579p23579s 136f"), w)
	for _, it := range res.Items {
		fmt.Println(strings.TrimSpace(fmt.Sprintln(it.Name, it.Value, it.Unit, it.Detail)))
	}
	fmt.Println(res.Value)
	// Output:
	// Triple Knitting 500 limit
	// bonus tiles (B) 24 added 4 × 3 × 2^1
	// 524
}

// ExampleRules_Advance shows the deal passing to the winner.
func ExampleRules_Advance() {
	r, err := classic.New(classic.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1}
	win := variant.Win{Context: score.WinContext{Winner: tile.SeatSouth, Source: score.Wall, Supplier: tile.NoSeat}}
	next, over := r.Advance(s, variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{win}})
	fmt.Println(next.Dealer, next.Prevailing, next.Game, over)
	// Output:
	// S 1z 2 false
}

// Example_lookup uses the registry: importing the package registers the default rules.
func Example_lookup() {
	r, err := variant.Lookup("classic")
	fmt.Println(err, r.Table().Wall.Size())
	// Output:
	// <nil> 144
}

// ExampleOptions_Resolved reads the defaults a zero option field means: Options.Resolved fills them
// in, and leaves the fields that were set as they are.
func ExampleOptions_Resolved() {
	o := classic.Options{Limit: 1000}.Resolved()
	fmt.Println(o.Limit, o.MahjongPoints, o.Rounds, o.StartingPoints)
	// Output: 1000 20 4 2000
}
