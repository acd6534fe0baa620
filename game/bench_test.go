package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

func benchHand(b *testing.B, name string, greedy bool) {
	r := rulesOf(b, name)
	var players [tile.NumSeats]bot.Player
	for i := range players {
		if greedy {
			players[i] = bot.NewGreedy(r.Table())
		} else {
			players[i] = bot.NewRandom(rand.NewPCG(uint64(i), 1))
		}
	}
	var scores [tile.NumSeats]int // the session's starting totals (riichi needs 1,000 to declare)
	for i := range scores {
		scores[i] = r.Table().StartingScore
	}
	b.ReportAllocs()
	n := uint64(0)
	for b.Loop() {
		n++
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(n), Scores: scores})
		if err != nil {
			b.Fatal(err)
		}
		if err := bot.Play(g, players); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkHandSichuanRandom(b *testing.B) { benchHand(b, "sichuan", false) }
func BenchmarkHandSichuanGreedy(b *testing.B) { benchHand(b, "sichuan", true) }
func BenchmarkHandClassicRandom(b *testing.B) { benchHand(b, "classic", false) }
func BenchmarkHandClassicGreedy(b *testing.B) { benchHand(b, "classic", true) }
func BenchmarkHandRiichiRandom(b *testing.B)  { benchHand(b, "riichi", false) }
func BenchmarkHandRiichiGreedy(b *testing.B)  { benchHand(b, "riichi", true) }

// BenchmarkOriginalCallListing lists the dealer's legal actions on the first turn of classic hands,
// where every discard is tried for an Original Call.
func BenchmarkOriginalCallListing(b *testing.B) {
	r := rulesOf(b, "classic")
	var games []*game.Game
	for n := range uint64(16) {
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(n)})
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
	var buf []game.Action
	b.ReportAllocs()
	for b.Loop() {
		for _, g := range games {
			buf = g.AppendLegal(buf[:0], g.Turn())
		}
	}
}

// TestClassicPolicyIsWaiter: the classic claim policy lists its waits at once (the referee's waiter
// fast path), which the Original Call listing relies on for speed.
func TestClassicPolicyIsWaiter(t *testing.T) {
	if _, ok := rulesOf(t, "classic").Claims().(interface {
		Waits(hand.Hand, claim.Facts) tile.Set
	}); !ok {
		t.Fatal("the classic claim policy does not list its waits")
	}
}
