package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

func benchHand(b *testing.B, name string, greedy bool) { benchRules(b, rulesOf(b, name), greedy) }

// benchRules plays hands of r with bots, East dealing, and reports the tiles drawn per hand (live and
// replacement draws: what the live wall lost), so that tables of three and four compare per tile.
func benchRules(b *testing.B, r variant.Rules, greedy bool) {
	var players [tile.NumSeats]bot.Player
	for i := range players {
		if greedy {
			players[i] = bot.NewGreedy(r.Table())
		} else {
			players[i] = bot.NewRandom(rand.NewPCG(uint64(i), 1))
		}
	}
	var scores [tile.NumSeats]int // the session's starting totals (riichi needs 1,000 to declare)
	for i := range r.Table().Wall.Seats() {
		scores[i] = r.Table().Scoring.StartingScore
	}
	b.ReportAllocs()
	n, drawn := uint64(0), 0
	for b.Loop() {
		n++
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(n), Scores: scores})
		if err != nil {
			b.Fatal(err)
		}
		live := g.LiveCount()
		if err := bot.Play(g, players); err != nil {
			b.Fatal(err)
		}
		drawn += live - g.LiveCount()
	}
	b.ReportMetric(float64(drawn)/float64(n), "draws/op")
}

func BenchmarkHandSichuanRandom(b *testing.B) { benchHand(b, "sichuan", false) }
func BenchmarkHandSichuanGreedy(b *testing.B) { benchHand(b, "sichuan", true) }
func BenchmarkHandClassicRandom(b *testing.B) { benchHand(b, "classic", false) }
func BenchmarkHandClassicGreedy(b *testing.B) { benchHand(b, "classic", true) }
func BenchmarkHandRiichiRandom(b *testing.B)  { benchHand(b, "riichi", false) }
func BenchmarkHandRiichiGreedy(b *testing.B)  { benchHand(b, "riichi", true) }

// The three-player hands (tenhou-sanma), to compare per tile drawn with the four-player riichi hands.
func BenchmarkHandSanmaRandom(b *testing.B) { benchRules(b, sanmaRules(b), false) }
func BenchmarkHandSanmaGreedy(b *testing.B) { benchRules(b, sanmaRules(b), true) }

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
