package replay_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// Replay a Tenhou log through the referee and check every hand against it.
func ExampleCheck() {
	f, err := os.Open("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	g, err := tenhou.ReadXML(f)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := replay.Check(g)
	if err != nil {
		fmt.Println(err)
		return
	}
	matched := 0
	for _, d := range r.Hands {
		if d != nil {
			fmt.Println(d)
		} else {
			matched++
		}
	}
	fmt.Printf("hands: %d/%d match, whole game: %v, match: %v\n", matched, len(r.Hands), r.Whole, r.Match())
	// Output:
	// hands: 10/10 match, whole game: true, match: true
}

// Play an east-only game of greedy bots and write it as tenhou.net/6 JSON (tenhou.WriteXML writes
// it as mjlog, mjai.Write as an mjai log).
func ExampleExport() {
	rules, _ := riichi.New(riichi.Options{Length: riichi.EastOnly})
	s, _ := game.NewSession(rules, game.SessionConfig{Seed: wall.SeedOf(1), Dealer: tile.SeatEast})
	p := bot.NewGreedy(rules.Table())
	var hands []*game.Game
	for !s.Over() {
		g, _ := s.Next()
		if err := bot.Play(g, [4]bot.Player{p, p, p, p}); err != nil {
			fmt.Println(err)
			return
		}
		_ = s.Finish()
		hands = append(hands, g)
	}
	rec, err := replay.Export(hands, s)
	if err != nil {
		fmt.Println(err)
		return
	}
	var out bytes.Buffer
	if err := tenhou.WriteJSON(&out, rec); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(rec.Hands), "hands, final points", rec.End.Points)
	fmt.Println(out.String()[:40])
	// Output:
	// 8 hands, final points [22000 26000 16200 35800]
	// {"log":[[[0,0,0],[25000,25000,25000,2500
}
