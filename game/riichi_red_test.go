package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// akaOf returns the aka han a result counts (0 when it lists none).
func akaOf(r score.Result) int {
	for _, it := range r.Items {
		if it.Name == "aka" && it.Unit == score.Dora {
			return it.Value
		}
	}
	return 0
}

// isYakuman reports whether r scores a yakuman, which counts no dora of any kind.
func isYakuman(r score.Result) bool {
	for _, it := range r.Items {
		if it.Unit == score.Han && it.Value >= 13 {
			return true
		}
	}
	return false
}

// redsHeld counts the red fives among ids for a table painting t.RedFives copies of each five red.
func redsHeld(t variant.Table, ids []tile.ID) int {
	n := 0
	for _, id := range ids {
		k := id.Kind()
		if k == tile.Character5 || k == tile.Circle5 || k == tile.Bamboo5 {
			if id.Copy() < t.Scoring.RedFives[k.Suit()-tile.Characters] {
				n++
			}
		}
	}
	return n
}

// TestRedFivesScored: the layout deals South copy 0 of 5s (in 456s) and East copy 0 of 5p as its last
// tile. South rons a white dragon, then, in a second layout, East's 5p: each win counts one aka under
// tenhou (one red five of each suit) and none under ema2016 (no red fives), and the summary's hand of
// the winner holds the red five (docs/rules/riichi.md §8.5).
func TestRedFivesScored(t *testing.T) {
	cases := []struct {
		name, east, south, win string
	}{
		{"red five held", "123m 789m 123p 46p 9s 1z 5z", "55z 123s 456s 789s 11z", "5z"},
		{"red five won on", "123m 789m 123p 46p 9s 1z 5p", "555z 123s 46p 789s 11z", "5p"},
	}
	for _, c := range cases {
		for _, preset := range []string{"tenhou", "ema2016"} {
			l := layout{hands: hands4(c.east, c.south,
				"1m 4m 7m 2p 8p 3s 6s 9s 1z 4z 6z 3z 2z",
				"2m 5m 8m 3p 6p 9p 2s 5s 8s 2z 4z 6z 3m")}
			g := startRiichi(t, l, preset)
			apply(t, g, act(game.Discard, east, c.win))
			apply(t, g, act(game.Win, south, c.win))
			passPending(t, g)
			require.Len(t, g.Wins(), 1, "%s %s", c.name, preset)
			want := 0
			if preset == "tenhou" {
				want = 1
			}
			w := g.Wins()[0]
			assert.Equal(t, want, akaOf(w.Result), "%s %s: %v", c.name, preset, w.Result.Items)
			assert.Equal(t, want, g.Summary().Hands[south.Index()].RedFives(), "%s %s", c.name, preset)
		}
	}
}

// TestRedFivesProperty: over random riichi hands played by bots, every win that is no yakuman counts
// as many aka as the red physical tiles the winner holds, melds and winning tile included, and the
// summary's hand of each winner holds that many red fives.
func TestRedFivesProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := riichiRules(t, rapid.SampledFrom(fourPlayerPresets()).Draw(t, "preset"))
		g, err := game.New(r, game.Config{Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed")),
			Dealer: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer"))})
		require.NoError(t, err)
		players := [4]bot.Player{}
		for s := range players {
			if rapid.Bool().Draw(t, "greedy") {
				players[s] = bot.NewGreedy(r.Table())
			} else {
				players[s] = bot.NewRandom(wall.SeedOf(uint64(s)).Source())
			}
		}
		require.NoError(t, bot.Play(g, players))
		sum := g.Summary()
		for _, w := range g.Wins() {
			s := w.Context.Winner
			want := redsHeld(r.Table(), game.AllHeldIDs(g, s))
			assert.Equal(t, want, sum.Hands[s.Index()].RedFives(), "summary hand %v", sum.Hands[s.Index()])
			if !isYakuman(w.Result) {
				assert.Equal(t, want, akaOf(w.Result), "win %v", w.Result.Items)
			}
		}
	})
}

// TestRedFivesTable: a table painting more than the four copies of a five red is refused with
// ErrVariant; four of each suit is accepted.
func TestRedFivesTable(t *testing.T) {
	for _, c := range []struct {
		red [3]uint8
		ok  bool
	}{{[3]uint8{4, 4, 4}, true}, {[3]uint8{0, 1, 0}, true}, {[3]uint8{5, 0, 0}, false}, {[3]uint8{0, 0, 255}, false}} {
		f := fakeClassic()
		f.table.Scoring.RedFives = c.red
		_, err := game.New(f, game.Config{Dealer: tile.SeatEast})
		if c.ok {
			assert.NoError(t, err, "%v", c.red)
		} else {
			assert.ErrorIs(t, err, game.ErrVariant, "%v", c.red)
		}
	}
}
