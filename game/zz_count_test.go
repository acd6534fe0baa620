package game_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

type countP struct {
	p                     bot.Player
	n                     map[game.Phase]int
	single                int
	nd, lines, unus, save int
	sh                    map[int]int
}

func (c *countP) Choose(s bot.Situation) game.Action {
	c.n[s.Phase]++
	if len(s.Legal) == 1 {
		c.single++
	}
	if s.Phase == game.PhaseTurn {
		var k tile.Set
		for _, a := range s.Legal {
			if a.Kind == game.Discard {
				k = k.With(a.Tile)
			}
		}
		if k.Len() > 1 {
			c.nd++
			c.lines += k.Len()
			if s.Options.Kinds != 0 {
				u := (k &^ s.Options.Kinds).Len()
				c.unus += u
				if u > 1 {
					c.save += u - 1
				}
			}
			c.sh[s.Hand.Shanten(s.Options)]++
		}
	}
	return c.p.Choose(s)
}

func TestZZCount(t *testing.T) {
	for _, name := range []string{"sichuan", "classic"} {
		r := rulesOf(t, name)
		c := &countP{p: bot.NewGreedy(r.Table()), n: map[game.Phase]int{}, sh: map[int]int{}}
		N := 200
		for n := range uint64(N) {
			g, _ := game.New(r, game.Config{Dealer: score.SeatEast, Seed: wall.SeedOf(n + 1)})
			if err := bot.Play(g, [4]bot.Player{c, c, c, c}); err != nil {
				t.Fatal(err)
			}
		}
		f := func(x int) float64 { return float64(x) / float64(N) }
		t.Logf("%s phases %v single %.1f tables %.1f lines %.1f unusable lines %.1f saved %.1f shanten %v", name, c.n, f(c.single), f(c.nd), f(c.lines), f(c.unus), f(c.save), c.sh)
	}
}
