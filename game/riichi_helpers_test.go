package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// The helpers of the riichi scenario tests (game/riichi_*_test.go): dealing a layout under riichi
// rules, and the moves that recur in a scripted hand.

// startRiichi deals the layout under a riichi preset with every seat at 25,000.
func startRiichi(t *testing.T, l layout, preset string) *game.Game {
	t.Helper()
	return startRiichiRules(t, l, riichiRules(t, preset))
}

// startRiichiRules deals the layout under r with every seat at 25,000.
func startRiichiRules(t *testing.T, l layout, r *riichi.Rules) *game.Game {
	t.Helper()
	return startRiichiConfig(t, l, r, game.Config{})
}

// startRiichiConfig deals the layout under r: East deals with the layout's dice, and the other fields
// of cfg (scores, honba, sticks) are used as given, except that zero scores put every seat at 25,000.
func startRiichiConfig(t *testing.T, l layout, r *riichi.Rules, cfg game.Config) *game.Game {
	t.Helper()
	cfg.Dealer, cfg.Wall, cfg.Dice = tile.SeatEast, l.order(t, r.Table().Wall), layoutDice
	if cfg.Scores == [tile.NumSeats]int{} {
		cfg.Scores = [tile.NumSeats]int{25000, 25000, 25000, 25000}
	}
	g, err := game.New(r, cfg)
	require.NoError(t, err)
	require.NoError(t, game.CheckInvariants(g))
	return g
}

// passPending makes every seat still to answer the open window pass.
func passPending(t *testing.T, g *game.Game) {
	t.Helper()
	for s := range g.Pending().All() {
		apply(t, g, game.Action{Kind: game.Pass, Seat: s})
	}
}

// discardPass has seat s discard a tile of kind k, every other seat passing.
func discardPass(t *testing.T, g *game.Game, s tile.Seat, k string) {
	t.Helper()
	apply(t, g, act(game.Discard, s, k))
	passPending(t, g)
}

// call has seat s make the call c, a pon or a kan, with a tile of kind k (the discard it claims, or its
// own kan's kind), the other seats then passing the window left open (a rob window, or the claim
// window of a discard that others also answer).
func call(t *testing.T, g *game.Game, c game.ActionKind, s tile.Seat, k string) {
	t.Helper()
	apply(t, g, act(c, s, k))
	passPending(t, g)
}

// ron has seat s win on the open tile, of kind k, which the listing must offer it (msgAndArgs describe
// the case otherwise), the other seats then passing.
func ron(t *testing.T, g *game.Game, s tile.Seat, k string, msgAndArgs ...any) {
	t.Helper()
	a := act(game.Win, s, k)
	require.True(t, hasAction(g.Legal(s), game.Win, a.Tile), msgAndArgs...)
	apply(t, g, a)
	passPending(t, g)
}

// turns has the next n seats discard what they draw, every other seat passing.
func turns(t *testing.T, g *game.Game, n int) {
	t.Helper()
	for range n {
		discardDrawn(t, g, false)
		passPending(t, g)
	}
}

// riichiSouth declares riichi for South with the tile it drew; the discard passes.
func riichiSouth(t *testing.T, g *game.Game) {
	t.Helper()
	require.Equal(t, south, g.Turn())
	apply(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: g.View(south).Drawn, Call: true})
	passPending(t, g)
}

// kanNow declares a kan and lets a rob window (closed kans under KokushiRobsAnkan) pass.
func kanNow(t *testing.T, g *game.Game, a game.Action) {
	t.Helper()
	apply(t, g, a)
	if g.Phase() == game.PhaseRob {
		passPending(t, g)
	}
}

// fourRiichiLayout: East, South, West and North each hold a ready closed hand and declare riichi in
// turn, East with its 9s, the others with their first draws (draws).
func fourRiichiLayout(draws string) layout {
	return layout{
		hands: hands4(
			"123m 456m 789m 123p 4p 9s",
			"123s 456s 789s 111z 5z",
			"567p 234s 567s 222z 6z",
			"678p 345s 678s 333z 7z"),
		draws: draws,
	}
}

// winFacts are the riichi facts the referee gives a win.
type winFacts struct {
	Riichi  score.DeclarationKind
	Ippatsu bool
}

// factsOf returns the riichi facts of a win.
func factsOf(t testing.TB, w score.WinContext) winFacts {
	t.Helper()
	return winFacts{Riichi: w.Declaration.Kind, Ippatsu: w.Declaration.Uninterrupted}
}

// fourPlayerPresets returns the riichi presets that seat four: the scripted four-seat layouts of these
// tests do not apply to the three-player presets (tenhou-sanma, mahjongsoul-sanma).
func fourPlayerPresets() []string {
	var out []string
	for _, name := range riichi.Presets() {
		if o, err := riichi.Preset(name); err == nil && o.Players == 4 {
			out = append(out, name)
		}
	}
	return out
}
