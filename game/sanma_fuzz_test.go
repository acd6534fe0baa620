package game_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// FuzzSanma feeds byte-derived action sequences to three-player riichi hands: each pair of bytes either
// picks one of the pending seat's legal actions or builds an arbitrary action (kita and North's seat
// included). Nothing may panic, the invariants must hold, and North never has a decision or a tile.
func FuzzSanma(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(5), []byte{21, 3, 21, 4, 0, 0, 0, 128, 21, 67})
	f.Add(uint64(9), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 2, 2, 4, 4, 6, 6, 0, 0, 0, 0, 0, 0})
	r := sanmaRules(f)
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		sc := r.Table().Scoring.StartingScore
		g, err := game.New(r, game.Config{Dealer: tile.SeatAt(int(seed % 3)), Seed: wall.SeedOf(seed),
			Scores: [4]int{sc, sc, sc}})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(ops) && !g.Over(); i += 2 {
			b, c := ops[i], ops[i+1]
			var a game.Action
			if b&1 == 0 {
				s := g.Pending().First()
				legal := g.Legal(s)
				if len(legal) == 0 {
					t.Fatalf("no legal action for %v in %v", s, g.Phase())
				}
				a = legal[int(c)%len(legal)]
			} else {
				a = game.Action{Kind: game.ActionKind(b >> 1 % 12), Seat: tile.Seat(c%5 + 1), Tile: tile.Tile(c % 36),
					Chow: tile.Tile(b % 28), Suit: tile.Suit(c % 5), Call: c&128 != 0, Red: b >> 6, Drawn: c&64 != 0}
			}
			_ = g.Apply(a)
			if err := game.CheckInvariants(g); err != nil {
				t.Fatal(err)
			}
			if g.Pending().Has(tile.SeatNorth) || len(g.Legal(tile.SeatNorth)) > 0 || g.Hand(tile.SeatNorth).Size() > 0 {
				t.Fatalf("North, no seat at a table of three, plays: %v", g.Hand(tile.SeatNorth))
			}
		}
	})
}
