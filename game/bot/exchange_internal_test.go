package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// refExchange is the plain form of [greedyPlayer.exchange]: the neighbours of every passed tile computed
// afresh for every legal exchange.
func refExchange(s Situation) game.Action {
	best, bestKey := s.Legal[0], 1<<30
	for _, a := range s.Legal {
		key := suitCount(s.Hand, a.Tiles[0].Suit()) * 1000
		for _, t := range a.Tiles {
			key += neighbours(s.Hand.Concealed(), t)
		}
		if key < bestKey {
			best, bestKey = a, key
		}
	}
	return best
}

// TestExchangeMatchesPlain: the greedy bot's exchange, which computes each kind's neighbours once,
// chooses what the plain computation chooses, over random 13- and 14-tile Sichuan hands and every
// exchange of three tiles of one suit (in random order).
func TestExchangeMatchesPlain(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var pool []tile.Tile
		for k := range tile.SuitedKinds.All() {
			for range 4 {
				pool = append(pool, k)
			}
		}
		var c tile.Counts
		for i := range rapid.IntRange(13, 14).Draw(t, "size") {
			j := rapid.IntRange(i, len(pool)-1).Draw(t, "tile")
			pool[i], pool[j] = pool[j], pool[i]
			c[pool[i]]++
		}
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		var held []tile.Tile
		for k := range c {
			for range c[k] {
				held = append(held, tile.Tile(k))
			}
		}
		var legal []game.Action
		for i := range held {
			for j := i + 1; j < len(held); j++ {
				for k := j + 1; k < len(held); k++ {
					if held[i].Suit() == held[j].Suit() && held[j].Suit() == held[k].Suit() {
						legal = append(legal, game.Action{Kind: game.Exchange, Tiles: []tile.Tile{held[i], held[j], held[k]}})
					}
				}
			}
		}
		if len(legal) == 0 {
			t.Skip("no suit of three tiles")
		}
		perm := rapid.Permutation(legal).Draw(t, "order")
		s := Situation{Phase: game.PhaseExchange, Hand: h, Legal: perm}
		assert.Equal(t, refExchange(s), (&greedyPlayer{}).exchange(&s))
	})
}

// TestSuitNeighbours: the neighbours of every suit kind read at once equal those of neighbours.
func TestSuitNeighbours(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for k := tile.Character1; k <= tile.Red; k++ {
			c[k] = uint8(rapid.IntRange(0, 4).Draw(t, "count"))
		}
		var near [tile.NumSlots]int
		suitNeighbours(&c, &near)
		for k := tile.Character1; k <= tile.Bamboo9; k++ {
			if want := neighbours(c, k); near[k] != want {
				t.Fatalf("%v in %v: %d, want %d", k, c, near[k], want)
			}
		}
	})
}
