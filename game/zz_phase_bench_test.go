package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

type rec struct {
	g *game.Game
	s tile.Seat
}

func recordHands(b *testing.B, n int) (cfgs []game.Config, acts [][]game.Action, states map[game.Phase][]rec) {
	r := rulesOf(b, "sichuan")
	var players [tile.NumSeats]bot.Player
	for i := range players {
		players[i] = bot.NewRandom(rand.NewPCG(uint64(i), 1))
	}
	states = map[game.Phase][]rec{}
	for i := range n {
		cfg := game.Config{Seed: wall.SeedOf(uint64(i + 1))}
		g, _ := game.New(r, cfg)
		if err := bot.Play(g, players); err != nil {
			b.Fatal(err)
		}
		cfgs = append(cfgs, cfg)
		acts = append(acts, g.Actions())
		g2, _ := game.New(r, cfg)
		for _, a := range g.Actions() {
			for s := range tile.NumSeats {
				if g2.Pending().Has(tile.Seat(s)) {
					states[g2.Phase()] = append(states[g2.Phase()], rec{g2.Clone(), tile.Seat(s)})
					break
				}
			}
			if err := g2.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
	return
}

func BenchmarkZPhases(b *testing.B) {
	cfgs, acts, states := recordHands(b, 64)
	r := rulesOf(b, "sichuan")
	nacts := 0
	for _, a := range acts {
		nacts += len(a)
	}
	b.Logf("actions per hand %.1f", float64(nacts)/64)
	for p, st := range states {
		b.Logf("phase %v: %.1f per hand", p, float64(len(st))/64)
	}
	b.Run("New", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, c := range cfgs {
				game.New(r, c)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/hand")
	})
	b.Run("NewApply", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for i, c := range cfgs {
				g, _ := game.New(r, c)
				for _, a := range acts[i] {
					g.Apply(a)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/hand")
	})
	for _, p := range []game.Phase{game.PhaseExchange, game.PhaseMissingSuit, game.PhaseTurn, game.PhaseClaim} {
		st := states[p]
		b.Run("Legal-"+p.String(), func(b *testing.B) {
			var buf []game.Action
			for b.Loop() {
				for _, x := range st {
					buf = x.g.AppendLegal(buf[:0], x.s)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/64, "ns/hand")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(st)), "ns/call")
		})
	}
}
