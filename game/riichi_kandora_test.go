package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// kanDoraWin is how the hand after a kan is won: by the konger on its replacement tile (rinshan
// kaihou), or by West or South on the konger's discard after the replacement draw.
type kanDoraWin uint8

const (
	winRinshan kanDoraWin = iota
	winRonAfter
)

func (w kanDoraWin) String() string { return [...]string{"rinshan", "ron after"}[w] }

// The junk hands of the kan dora layouts: they wait on nothing that is discarded.
const (
	kanDoraWest  = "234p 567p 345s 55z 66z" // waits on 5z and 6z (a white triplet)
	kanDoraNorth = "4p 6p 7p 2s 4s 6s 8s 1m 3m 5m 7m 1z 3z"
)

// kanDoraIndicators: the first indicator and those the first kan turns.
const kanDoraIndicators = "9p 8p"

// ankanDoraLayout: East, the dealer, declares a closed kan of 1m on its first turn. Its replacement tile
// is 5s (East then wins on 2345s) or 7z, which East discards and South wins on (555z 77z shanpon).
func ankanDoraLayout(w kanDoraWin) layout {
	l := layout{
		hands: hands4(
			"1111m 234p 567p 234s 5s",
			"234m 567m 345p 55z 77z",
			"9m 9s 1z 2z 3z 4z 6z 1p 2p 3p 8m 8s 9p",
			"4p 6p 7p 2s 4s 6s 8s 2m 9m 7m 1z 3z 8p"),
		loose:      "5s",
		indicators: kanDoraIndicators,
	}
	if w == winRonAfter {
		l.loose = "7z"
	}
	return l
}

// daiminkanDoraLayout: South makes an open kan on East's first discard, 2z. Its replacement tile is 9s
// (South wins on its 9s wait) or 5z, which South discards and West wins on.
func daiminkanDoraLayout(w kanDoraWin) layout {
	l := layout{
		hands: hands4(
			"2z 147m 258p 369s 1z 3z 4z 7z",
			"222z 123m 456m 789p 9s",
			kanDoraWest,
			kanDoraNorth),
		loose:      "9s",
		indicators: kanDoraIndicators,
	}
	if w == winRonAfter {
		l.loose = "5z"
	}
	return l
}

// shouminkanDoraLayout: South pons East's first discard, 2z, discards 1z, and on its next turn draws the
// fourth 2z and adds it to the pon. Its replacement tile is as in daiminkanDoraLayout.
func shouminkanDoraLayout(w kanDoraWin) layout {
	l := daiminkanDoraLayout(w)
	l.hands[south.Index()] = tiles("22z 123m 456m 789p 9s 1z")
	l.draws = "8m 8m 8m 2z"
	return l
}

// kanDoraPlay plays a layout's hand up to its win: the kan of kind k by the konger, then the win w, and
// returns the win's facts.
func kanDoraPlay(t *testing.T, g *game.Game, kind string, w kanDoraWin) score.WinContext {
	t.Helper()
	var konger, winner tile.Seat
	switch kind {
	case "ankan":
		konger, winner = east, south
		apply(t, g, act(game.Kong, east, "1m"))
	case "daiminkan":
		konger, winner = south, west
		apply(t, g, act(game.Discard, east, "2z"))
		apply(t, g, act(game.Kong, south, "2z"))
	case "shouminkan":
		konger, winner = south, west
		apply(t, g, act(game.Discard, east, "2z"))
		call(t, g, game.Pung, south, "2z")
		discardPass(t, g, south, "1z")
		turns(t, g, 3) // West, North, East
		require.Equal(t, tile.South, g.View(south).Drawn)
		apply(t, g, act(game.Kong, south, "2z"))
	}
	if g.Phase() == game.PhaseRob || g.Phase() == game.PhaseClaim {
		passPending(t, g)
	}
	return kanDoraPlayWin(t, g, konger, winner, w)
}

// kanDoraPlayWin plays the win w after the konger's replacement draw: the konger's rinshan kaihou, or
// the winner's ron on the konger's discard of the replacement tile; it returns the win's facts.
func kanDoraPlayWin(t *testing.T, g *game.Game, konger, winner tile.Seat, w kanDoraWin) score.WinContext {
	t.Helper()
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, konger, g.Turn(), "the konger's replacement draw")
	if w == winRinshan {
		require.True(t, hasAction(g.Legal(konger), game.Win, tile.None), "a rinshan kaihou")
		apply(t, g, game.Action{Kind: game.Win, Seat: konger})
	} else {
		d := g.View(konger).Drawn
		apply(t, g, game.Action{Kind: game.Discard, Seat: konger, Tile: d})
		require.True(t, hasAction(g.Legal(winner), game.Win, d), "%v rons %v", winner, d)
		apply(t, g, game.Action{Kind: game.Win, Seat: winner, Tile: d})
		passPending(t, g)
	}
	require.True(t, g.Over())
	require.Len(t, g.Wins(), 1)
	require.NoError(t, game.CheckInvariants(g))
	return g.Wins()[0].Context
}

// TestKanDoraTiming: the indicators a win right after a kan counts, for each kind of kan, each preset
// and each way of winning (docs/rules/riichi.md §2.6). A closed kan turns its indicator at once, before
// the replacement draw, in every preset. An open or added kan turns it at once (for an added kan, once
// nobody robbed it) with KanDoraImmediate on (ema2016, wrc2022), so that a rinshan kaihou counts it; with
// it off (tenhou, mahjongsoul) it is turned at the konger's next discard, so that a ron on
// that discard counts it, and a rinshan kaihou, which ends the hand before that discard, neither counts
// it nor turns it: it is not face up at the end.
func TestKanDoraTiming(t *testing.T) {
	layouts := map[string]func(kanDoraWin) layout{
		"ankan": ankanDoraLayout, "daiminkan": daiminkanDoraLayout, "shouminkan": shouminkanDoraLayout,
	}
	both := score.Indicators{tile.Circle9, tile.Circle8}
	first := score.Indicators{tile.Circle9}
	for _, preset := range fourPlayerPresets() {
		o := riichiRules(t, preset).Options()
		later := o.KanDoraImmediate == riichi.Off
		for _, kind := range []string{"ankan", "daiminkan", "shouminkan"} {
			for _, w := range []kanDoraWin{winRinshan, winRonAfter} {
				name := preset + "/" + kind + "/" + w.String()
				g := startRiichi(t, layouts[kind](w), preset)
				ctx := kanDoraPlay(t, g, kind, w)
				want := both
				if later && kind != "ankan" && w == winRinshan || o.KanDora == riichi.Off {
					want = first // no kan dora at all under jpml-a
				}
				assert.Equal(t, want, ctx.Indicators, "%s: the indicators counted", name)
				assert.Equal(t, score.Indicators{}, ctx.HiddenIndicators, "%s: no riichi, no ura", name)
				if w == winRinshan {
					assert.Equal(t, score.Replacement, ctx.Source, name)
				} else {
					assert.Equal(t, score.Discard, ctx.Source, name)
				}
				assert.Len(t, g.Indicators(), want.Len(), "%s: the indicators face up at the end", name)
			}
		}
	}
}

// twoKansLayout: South pons East's first discard, 2z, and later makes an open kan of the 3m East
// discards; its replacement tile is the fourth 2z, which it adds to its pon at once. Its second
// replacement tile is 9s (South wins on its 9s wait) or 5z, which South discards and West wins on.
func twoKansLayout(w kanDoraWin) layout {
	l := layout{
		hands: hands4(
			"2z 3m 14m 258p 369s 1z 3z 4z 7z",
			"22z 333m 456m 789p 9s 1z",
			kanDoraWest,
			"4p 6p 7p 2s 4s 6s 8s 1m 2m 5m 7m 1z 3z"),
		draws:      "8m 8m 8m",
		loose:      "2z 9s",
		indicators: "9p 8p 7p",
	}
	if w == winRonAfter {
		l.loose = "2z 5z"
	}
	return l
}

// TestKanDoraSecondKan: South makes an open kan and, on its replacement tile, adds a kan to its pon
// before discarding. With KanDoraImmediate off (tenhou, mahjongsoul) the open kan's indicator is turned
// when the second kan is made (its rob window closed; a robbed second kan turns none, as in the
// mjai-reviewer sample double_kakan_then_chankan that interop/replay replays), before the second kan's
// own, which waits for the discard: a rinshan kaihou
// on the second replacement tile counts the first kan's indicator but not the second's. With
// it on (ema2016, wrc2022) it counts both. A ron on South's discard counts both everywhere
// (docs/rules/riichi.md §2.6).
func TestKanDoraSecondKan(t *testing.T) {
	all := score.Indicators{tile.Circle9, tile.Circle8, tile.Circle7}
	for _, preset := range fourPlayerPresets() {
		o := riichiRules(t, preset).Options()
		if o.KanDora == riichi.Off {
			continue // jpml-a turns no kan dora: TestKanDoraTiming covers it
		}
		later := o.KanDoraImmediate == riichi.Off
		for _, w := range []kanDoraWin{winRinshan, winRonAfter} {
			name := preset + "/" + w.String()
			g := startRiichi(t, twoKansLayout(w), preset)
			apply(t, g, act(game.Discard, east, "2z"))
			call(t, g, game.Pung, south, "2z")
			discardPass(t, g, south, "1z")
			turns(t, g, 2) // West, North
			apply(t, g, act(game.Discard, east, "3m"))
			call(t, g, game.Kong, south, "3m")
			require.Equal(t, tile.South, g.View(south).Drawn, name)
			apply(t, g, act(game.Kong, south, "2z"))
			if later {
				assert.Equal(t, tiles("9p"), g.Indicators(), "%s: the open kan's indicator waits for the rob window", name)
			}
			passPending(t, g) // nobody robs the added kan
			if later {
				assert.Equal(t, tiles("9p 8p"), g.Indicators(), "%s: the open kan's indicator once the second kan is made", name)
			}
			ctx := kanDoraPlayWin(t, g, south, west, w)
			want := all
			if later && w == winRinshan {
				want = score.Indicators{tile.Circle9, tile.Circle8}
			}
			assert.Equal(t, want, ctx.Indicators, "%s: the indicators counted", name)
		}
	}
}
