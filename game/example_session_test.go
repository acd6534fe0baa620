package game_test

import (
	"encoding/json"
	"fmt"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Save a Sichuan session in the middle of its third hand and load it back: the loaded session holds
// the same totals and the same hand in play, and goes on from there.
func ExampleSession_MarshalJSON() {
	r, _ := variant.Lookup("sichuan")
	s, _ := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(7)})
	p := bot.NewGreedy(r.Table())
	players := [tile.NumSeats]bot.Player{p, p, p, p}
	for range 2 {
		g, _ := s.Next()
		if err := bot.Play(g, players); err != nil {
			panic(err)
		}
		_ = s.Finish()
	}
	g, _ := s.Next()
	legal := g.Legal(g.Pending().First())
	_ = g.Apply(legal[0])

	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	var loaded game.Session
	if err := json.Unmarshal(b, &loaded); err != nil {
		panic(err)
	}
	fmt.Println(len(loaded.Summaries()), loaded.Scores() == s.Scores())
	fmt.Println(len(loaded.Current().Actions()), loaded.Current().Phase())
	// Output:
	// 2 true
	// 1 exchange
}

// Once every seat has chosen its missing suit, each seat's event log reveals all four.
func ExampleGame_EventsFor() {
	r, _ := variant.Lookup("sichuan")
	g, _ := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
	p := bot.NewGreedy(r.Table())
	for g.Phase() == game.PhaseExchange || g.Phase() == game.PhaseMissingSuit {
		s := g.Pending().First()
		_ = g.Apply(p.Choose(bot.Situation{Seat: s, Phase: g.Phase(), Hand: g.Hand(s), Legal: g.Legal(s)}))
	}
	for _, e := range g.EventsFor(tile.SeatSouth) {
		if e.Kind == game.EventSuit || e.Kind == game.EventSuitsRevealed {
			fmt.Println(e)
		}
	}
	// Output:
	// S suit circles
	// suits-revealed characters circles circles characters
}

// Play a whole riichi game (a hanchan under the tenhou preset) with greedy bots and print its final
// table: each seat's place, its points after the sticks left on the table, and its final score with
// uma and oka, in points.
func ExampleSession_Standings() {
	r, _ := variant.Lookup("riichi")
	s, _ := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(3), Dealer: tile.SeatEast})
	p := bot.NewGreedy(r.Table())
	players := [tile.NumSeats]bot.Player{p, p, p, p}
	for !s.Over() {
		g, _ := s.Next()
		if err := bot.Play(g, players); err != nil {
			panic(err)
		}
		if err := s.Finish(); err != nil {
			panic(err)
		}
	}
	for _, pl := range s.Standings().Places {
		fmt.Println(pl.Rank, pl.Seat, pl.Points, pl.Final)
	}
	// Output:
	// 1 W 42800 52800
	// 2 S 25800 5800
	// 3 E 18100 -21900
	// 4 N 13300 -36700
}
