package game_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Actions read and print like chess moves.
func ExampleParseAction() {
	for _, s := range []string{"S pung 5p from E", "E discard 7z call", "W kong 1111m", "N chow 4m 345m from W"} {
		a, err := game.ParseAction(s)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%v: %v by %v, tile %v\n", a, a.Kind, a.Seat, a.Tile)
	}
	_, err := game.ParseAction("S pung 5p from S from E")
	fmt.Println(err)
	// Output:
	// S pung 5p from E: pung by S, tile 5p
	// E discard 7z call: discard by E, tile 7z
	// W kong 1111m: kong by W, tile 1m
	// N chow 4m 345m from W: chow by N, tile 4m
	// game: invalid action: action "S pung 5p from S from E": unexpected text after the action
}

// A session whose configuration names no first dealer rolls for one, in the open.
func ExampleSession_Events() {
	r, _ := variant.Lookup("classic")
	s, _ := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(4)})
	for _, e := range s.Events() {
		fmt.Println(e)
	}
	fmt.Println(s.State().Dealer)
	g, _ := s.Next()
	fmt.Println(g.Dealer())
	// Output:
	// W first-dealer (East rolled 3)
	// W
	// W
}
