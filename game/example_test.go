package game_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Play one Sichuan hand with four greedy bots from a fixed seed, then replay its record.
func Example() {
	r, _ := variant.Lookup("sichuan")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(42)})
	if err != nil {
		panic(err)
	}
	p := bot.NewGreedy(r.Table())
	if err := bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}); err != nil {
		panic(err)
	}
	again, _ := game.Replay(r, g.Record())
	fmt.Println(g.Over(), len(g.Events()) == len(again.Events()))
	// Output: true true
}

// Legal lists what a seat may do; Apply refuses anything else and changes nothing.
func ExampleGame_Legal() {
	r, _ := variant.Lookup("classic")
	g, _ := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(1)})
	fmt.Println(g.Phase(), g.Turn(), g.Pending())
	err := g.Apply(game.Action{Kind: game.Discard, Seat: tile.SeatSouth, Tile: tile.Character1})
	fmt.Println(err != nil)
	rng := rand.New(rand.NewPCG(1, 2))
	legal := g.Legal(tile.SeatEast)
	fmt.Println(g.Apply(legal[rng.IntN(len(legal))]) == nil, g.Phase())
	// Output:
	// turn E {E}
	// true
	// true claim
}
