package bot_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic" // registers "classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// Play a whole Sichuan hand with four greedy bots from a fixed seed, then read its wins and payments.
func ExamplePlay() {
	r, _ := variant.Lookup("sichuan")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(42)})
	if err != nil {
		panic(err)
	}
	p := bot.NewGreedy(r.Table())
	if err := bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}); err != nil {
		panic(err)
	}
	for _, w := range g.Wins() {
		fmt.Printf("%v wins on %v (%v), base %d\n", w.Context.Winner, w.Context.Winning, w.Context.Source,
			w.Result.Value)
	}
	fmt.Println("net:", g.Ledger().Net())
	// Output:
	// N wins on 1p (discard), base 1
	// E wins on 2p (wall), base 1
	// S wins on 3s (discard), base 4
	// net: [4 1 -6 1]
}

// A greedy player keeps the tiles that work together: from this 14-tile hand it throws away the lone
// North wind, the discard that leaves it ready.
func ExampleNewGreedy() {
	h := hand.MustParse("123m456p789s11z4z66s")
	var legal []game.Action
	for t := range h.Concealed().Kinds().All() {
		legal = append(legal, game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: t})
	}
	r, _ := variant.Lookup("classic")
	p := bot.NewGreedy(r.Table())
	a := p.Choose(bot.Situation{Seat: tile.SeatEast, Phase: game.PhaseTurn, Hand: h, Legal: legal})
	fmt.Println(a.Kind, a.Tile)
	// Output: discard 4z
}

// A random player picks uniformly among the legal actions; the same source gives the same choices.
func ExampleNewRandom() {
	r, _ := variant.Lookup("sichuan")
	play := func() []game.Action {
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(7)})
		if err != nil {
			panic(err)
		}
		p := bot.NewRandom(rand.NewPCG(1, 2))
		if err := bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}); err != nil {
			panic(err)
		}
		return g.Actions()
	}
	a, b := play(), play()
	for _, x := range a[:4] {
		fmt.Println(x.Seat, x.Kind, tile.Format(x.Tiles))
	}
	fmt.Println(len(a) == len(b), fmt.Sprint(a) == fmt.Sprint(b))
	// Output:
	// E exchange 569s
	// S exchange 349p
	// W exchange 588m
	// N exchange 378s
	// true true
}
