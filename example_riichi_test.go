package mahjong_test

import (
	"encoding/json"
	"fmt"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/riichi" // registers "riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// The README's riichi quick start, part one: score a riichi win. South wins by tsumo after declaring
// riichi, with a red five (0m) in the hand.
func Example_riichiScore() {
	r, err := variant.Lookup("riichi") // the tenhou preset; riichi.New(riichi.Preset(...)) for others
	if err != nil {
		panic(err) // names the import to add when the variant is not registered
	}
	h := hand.MustParse("23m406m345p678s88s4m") // 14 tiles, the winning 4m among them
	w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Prevailing: tile.East,
		Winning: tile.Character4, Source: score.Wall, Declaration: score.Declaration{Kind: score.Declared}}
	w.Indicators, _ = score.IndicatorsOf(tile.Circle9) // dora 1p
	w.Deposits = 1                                     // South's own riichi stick
	res, err := r.Score(h, w)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Han, "han", res.Fu, "fu:", res.Value, "basic points")
	fmt.Println(res.Payments.Net())
	// Output:
	// 5 han 20 fu: 2000 basic points
	// [-4000 8000 -2000 -2000]
}

// The README's riichi quick start, part two: play a whole match (a hanchan) with four bots, save it
// halfway, load it, finish it and print the final standings with uma and oka.
func Example_riichiMatch() {
	r, _ := variant.Lookup("riichi")
	s, err := game.NewSession(r, game.SessionConfig{Dealer: tile.SeatEast, Seed: wall.SeedOf(7)})
	if err != nil {
		panic(err)
	}
	p := bot.NewGreedy(r.Table())
	players := [tile.NumSeats]bot.Player{p, p, p, p}
	for hands := 0; !s.Over(); hands++ {
		if hands == 3 { // save and load: the JSON holds the rules, the seeds and every action
			saved, err := json.Marshal(s)
			if err != nil {
				panic(err)
			}
			if s, err = game.LoadSession(r, saved); err != nil {
				panic(err)
			}
		}
		g, err := s.Next()
		if err != nil {
			panic(err)
		}
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
	// 1 W 35400 45400
	// 2 E 28600 8600
	// 3 N 21100 -18900
	// 4 S 14900 -35100
}

// The README's game loop for a server: each seat with a decision gets its own view (never another
// seat's hidden tiles) and answers with an action, here as the text a client might send. A bad answer
// is an error and changes nothing; the client is asked again.
func Example_serverLoop() {
	r, _ := variant.Lookup("riichi")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(11)})
	if err != nil {
		panic(err)
	}
	refused := 0
	for !g.Over() {
		for s := range g.Pending().All() {
			v := g.View(s) // send v to the client of seat s as JSON
			// The client answers in the variant's words ("S pon 5p from E"); ParseAction reads either.
			answer := v.Legal[len(v.Legal)-1].Text(r.Table().Words)
			if refused == 0 {
				answer = "N discard 1z" // a hostile or confused client
			}
			a, err := game.ParseAction(answer)
			if err == nil {
				err = g.Apply(a)
			}
			if err != nil {
				refused++ // tell the client why; the game is as it was
				continue
			}
			break // the pending seats may have changed
		}
	}
	fmt.Println(g.Over(), refused)
	// Output: true 1
}
