package game_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// hasItem reports whether the scored result lists an item named name (a riichi yaku).
func hasItem(r score.Result, name string) bool {
	for _, it := range r.Items {
		if it.Name == name {
			return true
		}
	}
	return false
}

// playUntil has each seat on turn discard the tile it drew, every other seat passing, until done
// reports true on a seat's turn.
func playUntil(t *testing.T, g *game.Game, done func() bool) {
	t.Helper()
	for steps := 0; !done(); steps++ {
		require.Less(t, steps, 200)
		require.False(t, g.Over(), "the hand ended early")
		require.Equal(t, game.PhaseTurn, g.Phase())
		cycle(t, g, false)
	}
}

// haiteiLayout: South, waiting on 5p alone (111z 123m 456m 789m 5p), draws the last live tile, tail.
// West holds 555p and 46p, so that it could chi, pon or call a kan on a 5p; North waits on 5p with
// a closed kanchan and no yaku but houtei.
func haiteiLayout(tail, westHand string) layout {
	return layout{
		hands: hands4(
			"2m 3m 5m 6m 8m 9m 2p 3p 5z 6z 7z 2s 3s 8s",
			"111z 123m 456m 789m 5p",
			westHand,
			"234s 567s 789s 11s 46p"),
		tail: tail,
	}
}

// TestHaitei: South draws the last live tile (haitei). Holding three of its kind, South may not call a
// closed kan on it, since the live wall is empty (docs/rules/riichi.md §2.5); South discards its 5p
// (the houtei tile) and West, who could chi, pon or call a kan on a 5p, may only pass: a call on the
// last discard other than ron is illegal (docs/rules/riichi.md §4.9). North rons with houtei as its
// only yaku, and the hand ends. When the haitei tile is South's 5p instead, South wins by tsumo with
// haitei.
func TestHaitei(t *testing.T) {
	g := startRiichi(t, haiteiLayout("1z", "555p 46p 2z 3z 4z 7p 8p 9p 9s 9s"), "tenhou")
	discardPass(t, g, east, "5z")
	playUntil(t, g, func() bool { return g.LiveCount() == 0 })
	require.Equal(t, south, g.Turn(), "South draws the last live tile")
	require.Equal(t, tile.East, g.View(south).Drawn)
	assert.Equal(t, 4, g.Hand(south).Concealed().Count(tile.East))
	assert.False(t, hasAction(g.Legal(south), game.Kong, tile.None), "no kan with the live wall empty")
	rejects(t, g, act(game.Kong, south, "1z"), game.ErrIllegal)

	apply(t, g, act(game.Discard, south, "5p"))
	require.Equal(t, game.PhaseClaim, g.Phase())
	assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: west}}, g.Legal(west), "no chi, pon or kan on the houtei tile")
	for _, a := range []game.Action{
		{Kind: game.Pung, Seat: west, Tile: tile.Circle5},
		{Kind: game.Kong, Seat: west, Tile: tile.Circle5},
		{Kind: game.Chow, Seat: west, Tile: tile.Circle5, Chow: tile.Circle4},
	} {
		rejects(t, g, a, game.ErrIllegal)
	}
	ron(t, g, north, "5p", "houtei is a yaku")
	require.True(t, g.Over())
	require.Len(t, g.Wins(), 1)
	w := g.Wins()[0]
	assert.NotZero(t, w.Context.Flags&score.LastDiscard)
	assert.True(t, hasItem(w.Result, "houtei"), "%v", w.Result)
	assert.False(t, hasItem(w.Result, "haitei"))

	g = startRiichi(t, haiteiLayout("5p", "2z 3z 4z 7p 8p 9p 9s 1p 2p 3p 4p 6p 9p"), "tenhou")
	discardPass(t, g, east, "5z")
	playUntil(t, g, func() bool { return g.LiveCount() == 0 })
	require.Equal(t, south, g.Turn())
	require.True(t, hasAction(g.Legal(south), game.Win, tile.None))
	apply(t, g, game.Action{Kind: game.Win, Seat: south})
	require.Len(t, g.Wins(), 1)
	w = g.Wins()[0]
	assert.NotZero(t, w.Context.Flags&score.LastTile)
	assert.True(t, hasItem(w.Result, "haitei"), "%v", w.Result)
	assert.False(t, hasItem(w.Result, "houtei"))
}

// drawOrder returns the live wall's 69 draws after the deal of hands, in order (draw i goes to the seat
// after East by i+1): North draws north in order, the others the remaining tiles by kind.
func drawOrder(t *testing.T, hands [4][]tile.Tile, northDraws []tile.Tile) string {
	t.Helper()
	return drawOrderFrom(t, hands, south, northDraws)
}

// drawOrderFrom is drawOrder for a hand whose first draw goes to first (draw i to the seat i after
// first), as when a call at the start skipped some seats; the reserved tiles lie elsewhere in the wall
// (replacement tiles) and are drawn by nobody.
func drawOrderFrom(t *testing.T, hands [4][]tile.Tile, first tile.Seat, northDraws []tile.Tile, reserved ...tile.Tile) string {
	t.Helper()
	var left [tile.NumKinds + 1]int
	for k := tile.Character1; k <= tile.Red; k++ {
		left[k] = 4
	}
	for _, h := range hands {
		for _, k := range h {
			left[k]--
		}
	}
	for _, ks := range [][]tile.Tile{northDraws, reserved} {
		for _, k := range ks {
			left[k]--
		}
	}
	var rest []tile.Tile
	for k := tile.Character1; k <= tile.Red; k++ {
		require.GreaterOrEqual(t, left[k], 0, "%v used more than four times", k)
		for range left[k] {
			rest = append(rest, k)
		}
	}
	out := ""
	for i := range 69 {
		var k tile.Tile
		if first.Add(i) == north {
			require.NotEmpty(t, northDraws, "too few draws for North")
			k, northDraws = northDraws[0], northDraws[1:]
		} else {
			k, rest = rest[0], rest[1:]
		}
		out += k.String() + " "
	}
	return out
}

// TestExhaustiveDraw: a whole hand played to an exhaustive draw, with 2 honba and a stick carried in.
// South declares riichi on its turn with 4 live tiles left; West, ready and closed, may not on its
// turn with 3 left (docs/rules/riichi.md §5.1), unless RiichiMinLiveTiles is lowered. South then
// discards each tile it draws. The live wall runs out; nobody wins on the houtei discard. Ready: South
// (riichi), West, and East when its first discard keeps it ready; North discarded only terminals and
// honours, none called. Under tenhou North is paid nagashi mangan instead of the noten payments
// (docs/rules/riichi.md §11.2); under ema2016 (no nagashi) the noten players share 3,000 out to the
// ready ones (docs/rules/riichi.md §11.1). No honba is paid, the sticks stay on the table, and the deal
// stays with a ready dealer and passes otherwise, with one more honba (docs/rules/riichi.md §12.1,
// docs/rules/riichi.md §12.2).
func TestExhaustiveDraw(t *testing.T) {
	hands := hands4(
		"234m 567m 345p 12p 88s 5z", // discard 5z: waits on 3p; discard 8s: not ready
		"345m 678m 456p 67s 55s",    // waits on 5s and 8s
		"234s 567p 678p 22m 44s",    // waits on 2m and 4s
		"2m 5m 8m 3p 8p 2s 6s 8s 3m 4p 7s 7m 9m")
	northDraws := tiles("1z 1z 1z 1z 2z 2z 2z 2z 3z 3z 3z 3z 4z 4z 4z 4z 6z")
	l := layout{hands: hands, draws: drawOrder(t, hands, northDraws)}
	for _, tt := range []struct {
		preset      string
		eastDiscard string
		pay         [4]int
	}{
		{"tenhou", "8s", [4]int{-4000, -2000, -2000, 8000}},
		{"tenhou", "5z", [4]int{-4000, -2000, -2000, 8000}},
		{"ema2016", "8s", [4]int{-1500, 1500, 1500, -1500}},
		{"ema2016", "5z", [4]int{1000, 1000, 1000, -3000}},
	} {
		name := tt.preset + "/East discards " + tt.eastDiscard
		r := riichiRules(t, tt.preset)
		scores := [4]int{25000, 25000, 25000, 25000}
		g := startRiichiConfig(t, l, r, game.Config{Scores: scores, Counters: 2, Deposits: 1})
		discardPass(t, g, east, tt.eastDiscard)
		assert.False(t, riichi.Options{}.WinningKinds(g.Hand(north)) != 0, "North is not ready")
		playUntil(t, g, func() bool { return g.Turn() == south && g.LiveCount() == 4 })
		d := g.View(south).Drawn
		riichiDiscard := game.Action{Kind: game.Discard, Seat: south, Tile: d, Call: true}
		require.True(t, g.IsLegal(riichiDiscard), "%s: riichi with 4 live tiles left", name)
		apply(t, g, riichiDiscard)
		passPending(t, g)
		require.Equal(t, west, g.Turn(), name)
		require.Equal(t, 3, g.LiveCount(), name)
		d = g.View(west).Drawn
		assert.False(t, g.IsLegal(game.Action{Kind: game.Discard, Seat: west, Tile: d, Call: true}), "%s: no riichi with 3 live tiles", name)
		lowered := riichiRules(t, tt.preset, func(o *riichi.Options) { o.RiichiMinLiveTiles = 3 })
		gl := startRiichiConfig(t, l, lowered, game.Config{Scores: scores, Counters: 2, Deposits: 1})
		for _, a := range g.Actions() {
			require.NoError(t, gl.Apply(a), name)
		}
		assert.True(t, gl.IsLegal(game.Action{Kind: game.Discard, Seat: west, Tile: d, Call: true}), "%s: RiichiMinLiveTiles 3", name)
		playUntil(t, g, func() bool { return g.LiveCount() == 0 })
		require.Equal(t, south, g.Turn(), name)
		cycle(t, g, true) // South's houtei discard
		require.True(t, g.Over(), name)
		require.True(t, g.Exhausted(), name)
		require.Empty(t, g.Wins(), name)
		sum := g.Summary()
		assert.True(t, sum.Declared[south.Index()], name)
		for _, taken := range sum.Taken[north.Index()] {
			assert.False(t, taken, name)
		}
		assert.Equal(t, tt.pay, g.Ledger().Net(), "%s: payments, no honba", name)
		want := tt.pay
		want[south.Index()] -= riichiStick
		assert.Equal(t, want, g.Net(), "%s: South's stick", name)
		assert.Equal(t, 2, g.Deposits(), "%s: the sticks stay on the table", name)
		totals := scores
		for i, n := range g.Net() {
			totals[i] += n
		}
		next, over := r.Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1, Counters: 2,
			Deposits: g.Deposits(), Scores: totals}, sum)
		assert.False(t, over, name)
		if tt.eastDiscard == "5z" {
			assert.Equal(t, tile.SeatEast, next.Dealer, "%s: the ready dealer keeps the deal", name)
		} else {
			assert.Equal(t, tile.SeatSouth, next.Dealer, "%s: the deal passes", name)
		}
		assert.Equal(t, 3, next.Counters, "%s: one more honba after a draw", name)
		assert.Equal(t, 2, next.Deposits, name)
	}
}

// nagashiDraws are terminals and honours none of the nagashi layouts deals: North draws them in order,
// the fourth 9m third.
const nagashiDraws = "1m 1m 9m 1m 1m 1p 1p 1p 1p 9p 9p 9p 9p 1s 1s 1s 1s 9s"

// TestNagashiWithCalls: North pons East's first discard, 9m, and discards 1z, later adds the fourth 9m
// to its pon, and discards every other tile it draws (the replacement tile 9s included), each a
// terminal or an honour; everyone else discards what it draws, so each hand at the end is the one
// dealt less the tiles called with and discarded right after a call. At the exhaustive draw North's
// own calls do not matter: it is paid nagashi mangan instead of the noten payments
// (docs/rules/riichi.md §11.2). When West pons North's 1z, North's river holds a taken tile and does
// not qualify: the noten payments are made (North ready on 5s, East ready on 4p and 7p or not, South
// and West not). Either way the dealer keeps the deal exactly when ready (docs/rules/riichi.md §12.1).
func TestNagashiWithCalls(t *testing.T) {
	for _, tt := range []struct {
		westPons   bool
		eastReady  bool
		pay        [4]int
		nagashiPay bool
	}{
		{false, false, [4]int{-4000, -2000, -2000, 8000}, true},
		{false, true, [4]int{-4000, -2000, -2000, 8000}, true},
		{true, false, [4]int{-1000, -1000, -1000, 3000}, false},
		{true, true, [4]int{1500, -1500, -1500, 1500}, false},
	} {
		name := fmt.Sprintf("West pons: %v, East ready: %v", tt.westPons, tt.eastReady)
		east13 := "234m 567m 234p 58p 88s"
		if tt.eastReady {
			east13 = "234m 567m 234p 56p 88s"
		}
		hands := hands4(
			"9m "+east13,
			"5m 6m 8m 2p 3p 6p 8p 2s 3s 4s 6s 7s 8s",
			"11z 3m 6m 7m 2p 6p 7p 3s 4s 6s 7s 8p",
			"99m 1z 234m 345p 678s 5s")
		first, northDraws := east, tiles(nagashiDraws)[:17]
		if tt.westPons {
			first, northDraws = north, tiles(nagashiDraws)
		}
		r := riichiRules(t, "tenhou")
		l := layout{hands: hands, draws: drawOrderFrom(t, hands, first, northDraws, tile.Bamboo9), loose: "9s"}
		g := startRiichiRules(t, l, r)
		apply(t, g, act(game.Discard, east, "9m"))
		call(t, g, game.Pung, north, "9m")
		apply(t, g, act(game.Discard, north, "1z"))
		if tt.westPons {
			call(t, g, game.Pung, west, "1z")
			apply(t, g, act(game.Discard, west, "3m"))
		}
		passPending(t, g)
		playUntil(t, g, func() bool { return g.Turn() == north && g.View(north).Drawn == tile.Character9 })
		kanNow(t, g, act(game.Kong, north, "9m"))
		require.Equal(t, tile.Bamboo9, g.View(north).Drawn, name)
		cycle(t, g, false)
		playUntil(t, g, func() bool { return g.LiveCount() == 0 })
		cycle(t, g, false) // the houtei discard
		require.True(t, g.Over(), name)
		require.True(t, g.Exhausted(), name)
		require.Empty(t, g.Wins(), name)

		sum := g.Summary()
		require.Equal(t, 1, g.Hand(north).NumMelds(), "%s: North's kan", name)
		require.Len(t, sum.Kongs, 1, name)
		for _, k := range sum.Discards[north.Index()] {
			require.True(t, k.IsTerminal() || k.IsHonor(), "%s: North discarded %v", name, k)
		}
		assert.Equal(t, tt.westPons, sum.Taken[north.Index()][0], "%s: North's 1z taken", name)
		o := riichi.Options{}
		ready := [4]bool{tt.eastReady, false, false, true}
		for s := range tile.Seats() {
			assert.Equal(t, ready[s.Index()], o.WinningKinds(g.Hand(s)) != 0, "%s: %v ready", name, s)
		}
		assert.Equal(t, tt.pay, g.Ledger().Net(), name)
		for _, e := range g.Ledger() {
			assert.Equal(t, tt.nagashiPay, e.Reason == "nagashi mangan", "%s: %v", name, e)
		}
		next, _ := r.Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1,
			Scores: [4]int{25000, 25000, 25000, 25000}}, sum)
		want := tile.SeatSouth
		if tt.eastReady {
			want = tile.SeatEast
		}
		assert.Equal(t, want, next.Dealer, "%s: the dealer keeps the deal when ready", name)
	}
}

// TestRinshanNotHaitei: East, holding three 1z, draws the fourth with one live tile left and declares a
// closed kan: the replacement draw takes the last live tile into the dead wall (docs/rules/riichi.md
// §2.4), so East's win on the replacement tile is a rinshan kaihou, never haitei
// (docs/rules/riichi.md §2.5). Discarding it instead makes it the houtei tile: South, who could chi it,
// may only pass.
func TestRinshanNotHaitei(t *testing.T) {
	l := layout{
		hands: hands4(
			"111z 123m 456m 789m 5p 9s",
			"46p 2m 3m 5m 6m 8m 9m 2p 3p 5z 6z 7z",
			"2s 3s 8s 9p 9p 8p 7p 2z 3z 4z 6s 7s 1s",
			"234s 567s 789s 11s 4z 5z"),
		tail:  "1z",
		loose: "5p",
	}
	for _, win := range []bool{true, false} {
		g := startRiichi(t, l, "tenhou")
		discardPass(t, g, east, "9s")
		playUntil(t, g, func() bool { return g.Turn() == east && g.LiveCount() == 1 })
		require.Equal(t, tile.East, g.View(east).Drawn)
		apply(t, g, act(game.Kong, east, "1z"))
		require.Equal(t, game.PhaseTurn, g.Phase())
		assert.Zero(t, g.LiveCount(), "the replacement draw took the last live tile")
		require.Equal(t, tile.Circle5, g.View(east).Drawn)
		if win {
			require.True(t, hasAction(g.Legal(east), game.Win, tile.None))
			apply(t, g, game.Action{Kind: game.Win, Seat: east})
			require.Len(t, g.Wins(), 1)
			w := g.Wins()[0]
			assert.Equal(t, score.Replacement, w.Context.Source)
			assert.Zero(t, w.Context.Flags&score.LastTile)
			assert.True(t, hasItem(w.Result, "rinshan"), "%v", w.Result)
			assert.False(t, hasItem(w.Result, "haitei"))
			continue
		}
		apply(t, g, act(game.Discard, east, "5p"))
		require.Equal(t, game.PhaseClaim, g.Phase())
		assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}}, g.Legal(south), "no chi on the houtei tile")
		passPending(t, g)
		require.True(t, g.Over())
		assert.True(t, g.Exhausted())
	}
}
