package game_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// FuzzGame feeds byte-derived action sequences to a game: each byte either picks one of the pending
// seat's legal actions or builds an arbitrary action. Nothing may panic, and the invariants must hold.
func FuzzGame(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint64(7), []byte{200, 13, 77, 255, 0, 0, 0, 128, 64})
	f.Add(uint64(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 2, 2, 4, 4, 6, 6})
	f.Add(uint64(3), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 2, 2, 4, 4, 6, 6})
	// Riichi twice: tenhou (the registered default) and mahjongsoul, whose closed kans open rob windows.
	rules := []variant.Rules{rulesOf(f, "classic"), rulesOf(f, "sichuan"), rulesOf(f, "riichi"),
		riichiRules(f, "mahjongsoul")}
	f.Fuzz(func(t *testing.T, seed uint64, ops []byte) {
		r := rules[seed%uint64(len(rules))]
		sc := r.Table().Scoring.StartingScore // riichi needs points to declare
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed), Scores: [4]int{sc, sc, sc, sc}})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(ops) && !g.Over(); i += 2 {
			b, c := ops[i], ops[i+1]
			var a game.Action
			if b&1 == 0 {
				var s tile.Seat
				for x := range g.Pending().All() {
					s = x
					break
				}
				legal := g.Legal(s)
				if len(legal) == 0 {
					t.Fatalf("no legal action for %v in %v", s, g.Phase())
				}
				a = legal[int(c)%len(legal)]
			} else {
				a = game.Action{Kind: game.ActionKind(b >> 1 % 12), Seat: tile.Seat(c%5 + 1), Tile: tile.Tile(c % 36),
					Chow: tile.Tile(b % 28), Suit: tile.Suit(c % 5), Call: c&128 != 0, Red: b >> 6, Drawn: c&64 != 0}
				if a.Kind == game.Exchange {
					a.Tiles = []tile.Tile{tile.Tile(c%27 + 1), tile.Tile(b%27 + 1), tile.Tile((b+c)%27 + 1)}
				}
			}
			_ = g.Apply(a)
			if err := game.CheckInvariants(g); err != nil {
				t.Fatal(err)
			}
		}
	})
}
