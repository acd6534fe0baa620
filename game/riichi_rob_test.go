package game_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// robLayout: East holds four 1m and declares a closed kan of them at once; South waits on 1m with
// thirteen orphans (or, when kokushi is false, with an ordinary two-sided wait); so does West.
func robLayout(kokushi bool) layout {
	south := "9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z"
	if !kokushi {
		south = "23m 456p 789p 99m 333z"
	}
	return robLayoutSouth(tiles(south))
}

// robLayoutSouth is robLayout with South's hand given; the replacement tile and the indicators are
// fixed, so that the deal differs from another only by South's tiles (and the live wall's filler).
func robLayoutSouth(hand []tile.Tile) layout {
	l := layout{hands: hands4(
		"1111m 2m 3m 4m 5p 6p 7p 2s 3s 4s 6s",
		"",
		"23m 456p 789s 888p 55s",
		"567m 678s 345p 55s 88m"),
		loose: "8s", indicators: "2p 3p"}
	l.hands[south.Index()] = hand
	return l
}

// TestKokushiRobsAnkan: with KokushiRobsAnkan (mahjongsoul, ema2016, wrc2022) a closed kan opens a rob
// window that waits, as a discard's window does, for every other seat; only a thirteen-orphans hand
// waiting on the kan's tile may rob it, and its win is a chankan (docs/rules/riichi.md §4.7).
func TestKokushiRobsAnkan(t *testing.T) {
	for _, preset := range []string{"mahjongsoul", "ema2016", "wrc2022"} {
		g := startRiichi(t, robLayout(true), preset)
		apply(t, g, act(game.Kong, east, "1m"))
		require.Equal(t, game.PhaseRob, g.Phase(), preset)
		assert.Equal(t, []tile.Seat{south, west, north}, slices.Collect(g.Pending().All()), "%s: every other seat answers", preset)
		assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: west}}, g.Legal(west), "%s: an ordinary wait may not rob a closed kan", preset)
		before := game.Snapshot(g)
		require.Error(t, g.Apply(act(game.Win, west, "1m")), preset)
		assert.Equal(t, before, game.Snapshot(g), "%s: a refused rob changes nothing", preset)
		require.NoError(t, game.CheckInvariants(g), preset)
		b, err := g.MarshalJSON()
		require.NoError(t, err)
		loaded, err := game.Load(riichiRules(t, preset), b)
		require.NoError(t, err, preset)
		assert.Equal(t, game.Snapshot(g), game.Snapshot(loaded), "%s: saved and loaded in the rob window", preset)
		ron(t, g, south, "1m", preset)
		require.True(t, g.Over(), preset)
		require.Len(t, g.Wins(), 1, preset)
		w := g.Wins()[0]
		assert.Equal(t, score.RobbedKong, w.Context.Source, "%s: a chankan", preset)
		assert.Equal(t, tile.SeatEast, w.Context.Supplier, preset)
		assert.Equal(t, 32000, -g.Ledger().Net()[east.Index()], "%s: the konger pays a yakuman", preset)
		require.NoError(t, game.CheckInvariants(g), preset)
	}
}

// TestKokushiRobsAnkanPassed: when the kokushi hand lets the closed kan go, the kan is made, the konger
// draws its replacement, and the hand that let it go is furiten (docs/rules/riichi.md §4.7, docs/rules/riichi.md §6.3).
func TestKokushiRobsAnkanPassed(t *testing.T) {
	g := startRiichi(t, robLayout(true), "mahjongsoul")
	apply(t, g, act(game.Kong, east, "1m"))
	require.Equal(t, game.PhaseRob, g.Phase())
	passPending(t, g)
	assert.Equal(t, game.PhaseTurn, g.Phase())
	assert.Equal(t, east, g.Turn())
	assert.Equal(t, 1, g.View(east).Hand.NumMelds(), "the kan is made")
	assert.True(t, g.Furiten(south), "a passed chankan is a passed win")
	assert.False(t, g.Furiten(west), "a wait that could not rob passed nothing")
	require.NoError(t, game.CheckInvariants(g))
}

// TestAnkanNotRobbed: without KokushiRobsAnkan (tenhou) no hand may rob a closed kan and no window
// opens; with it an ordinary hand waiting on the kan's tile still may not: every seat may only pass,
// and once they have, the kan is made (docs/rules/riichi.md §4.7).
func TestAnkanNotRobbed(t *testing.T) {
	for _, tt := range []struct {
		preset  string
		kokushi bool
	}{{"tenhou", true}, {"mahjongsoul", false}} {
		g := startRiichi(t, robLayout(tt.kokushi), tt.preset)
		apply(t, g, act(game.Kong, east, "1m"))
		if tt.preset != "tenhou" {
			require.Equal(t, game.PhaseRob, g.Phase(), tt.preset)
			for s := range g.Pending().All() {
				assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: s}}, g.Legal(s), "%s: %v", tt.preset, s)
			}
			passPending(t, g)
		}
		assert.Equal(t, game.PhaseTurn, g.Phase(), tt.preset)
		assert.Equal(t, east, g.Turn(), tt.preset)
		assert.Equal(t, 1, g.View(east).Hand.NumMelds(), "%s: the kan is made", tt.preset)
		assert.Empty(t, g.Legal(south), tt.preset)
		assert.False(t, g.Furiten(south), tt.preset)
		require.NoError(t, game.CheckInvariants(g), tt.preset)
	}
}

// publicTrace is what East, West and North can see of g: their views and their events, as JSON.
func publicTrace(t require.TestingT, g *game.Game) string {
	var b []byte
	for _, s := range []tile.Seat{east, west, north} {
		v, err := json.Marshal(g.View(s))
		require.NoError(t, err)
		e, err := json.Marshal(g.EventsFor(s))
		require.NoError(t, err)
		b = append(append(append(b, v...), '\n'), e...)
	}
	return string(b)
}

// TestClosedKanRobWindowHidesHands: whether some seat could rob a closed kan is hidden information.
// East declares a closed kan of 1m while South holds either a thirteen-orphans hand waiting on 1m (which
// may rob it where KokushiRobsAnkan is on) or any other tiles; what East, West and North see (their
// views, phase and pending seats included, and their events) is the same as with a fixed
// thirteen-orphans South, when the window opens and once every seat has passed (docs/rules/riichi.md
// §4.7).
func TestClosedKanRobWindowHidesHands(t *testing.T) {
	kokushiKinds := tiles("9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z")
	rapid.Check(t, func(rt *rapid.T) {
		preset := rapid.SampledFrom(fourPlayerPresets()).Draw(rt, "preset")
		r := riichiRules(rt, preset)
		base := robLayoutSouth(append(slices.Clone(kokushiKinds), tile.Red)).order(t, r.Table().Wall)
		// South gets any 13 of the tiles dealt to it or left in the live wall, or a thirteen-orphans
		// hand on 1m from them.
		var pool []tile.Tile
		var held tile.Counts
		for _, p := range southPositions(base) {
			pool = append(pool, base[p].Kind())
			held.Add(base[p].Kind())
		}
		var pairs []tile.Tile
		for _, k := range kokushiKinds {
			if held[k] >= 2 {
				pairs = append(pairs, k)
			}
		}
		south := rapid.Permutation(pool).Draw(rt, "pool")[:13]
		if rapid.Bool().Draw(rt, "kokushi") {
			south = append(slices.Clone(kokushiKinds), rapid.SampledFrom(pairs).Draw(rt, "pair"))
		}
		var traces [2][2]string
		for i, order := range [][]tile.ID{base, withSouth(rt, base, south)} {
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: order, Dice: layoutDice,
				Scores: [4]int{25000, 25000, 25000, 25000}})
			require.NoError(rt, err)
			require.NoError(rt, g.Apply(act(game.Kong, east, "1m")))
			traces[i][0] = publicTrace(rt, g)
			for s := range g.Pending().All() {
				if g.Phase() == game.PhaseRob {
					require.NoError(rt, g.Apply(game.Action{Kind: game.Pass, Seat: s}))
				}
			}
			require.Equal(rt, game.PhaseTurn, g.Phase())
			require.Equal(rt, 1, g.Hand(east).NumMelds(), "the kan is made")
			traces[i][1] = publicTrace(rt, g)
		}
		assert.Equal(rt, traces[0][0], traces[1][0], "%s: when the window opens", preset)
		assert.Equal(rt, traces[0][1], traces[1][1], "%s: after the passes", preset)
	})
}

// withSouth returns the wall order base (a layout dealt by East) with South dealt the kinds hand
// instead: South's tiles and the live wall after the dealer's first draw are dealt again, every other
// physical tile (the other hands, the dead wall) staying where it is.
func withSouth(t require.TestingT, base []tile.ID, hand []tile.Tile) []tile.ID {
	order := slices.Clone(base)
	pos := southPositions(base)
	var pool []tile.ID
	for _, p := range pos {
		pool = append(pool, order[p])
	}
	slices.Sort(pool)
	for j, k := range hand {
		i := slices.IndexFunc(pool, func(id tile.ID) bool { return id.Kind() == k })
		require.GreaterOrEqual(t, i, 0, "no %v left for South", k)
		order[pos[j]] = pool[i]
		pool = slices.Delete(pool, i, i+1)
	}
	for j, id := range pool {
		order[pos[len(hand)+j]] = id
	}
	return order
}

// southPositions returns the positions of South's dealt tiles in a wall order dealt by East, then those
// of the live wall after the dealer's first draw (T[52]).
func southPositions(order []tile.ID) []int {
	var pos []int
	for r := range 3 {
		for i := range 4 {
			pos = append(pos, 16*r+4+i)
		}
	}
	pos = append(pos, 49)
	for i := 53; i < len(order)-wall.DeadWallSize; i++ {
		pos = append(pos, i)
	}
	return pos
}
