package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// fakeIndicators is a small variant on the riichi wall: a fixed 14-tile dead wall with indicators,
// chows, one winner, added kongs robbable, and kongs turning indicators as timing says.
func fakeIndicators(timing variant.IndicatorTiming) fake {
	return fake{name: "fake-indicators", hands: 8, table: variant.Table{
		Wall: riichiWall, Shapes: hand.AllShapes,
		Claims:  variant.ClaimRules{Chow: true, MaxWinners: 1, RobAddedKong: true},
		Scoring: variant.ScoringRules{KongIndicator: timing},
	}}
}

// kongLayout deals East four 1m and a 2z to discard, and South 222z to kong it and a 9s to discard.
var kongLayout = layout{
	hands: hands4(
		"1111m 234p 678s 2z 5z 6z 7z",
		"222z 3579m 2468p 89s",
		"258m 369p 147s 1357z",
		"1p 789p 1s 345s 689m 4z 6z"),
	loose:      "5m 4m 3m 2m",
	indicators: "9p 8p 7p 6p 5p",
}

func lastEvents(g *game.Game, n int) []game.EventKind {
	ev := g.Events()
	var out []game.EventKind
	for _, e := range ev[len(ev)-n:] {
		out = append(out, e.Kind)
	}
	return out
}

// TestKongIndicatorConcealedAtOnce: the first indicator is face up from the deal; a concealed kong
// turns the next at once, before its replacement draw; a claimed kong turns its indicator when the
// konger discards, after the discard and before anyone answers it (docs/rules/riichi.md §2.6).
func TestKongIndicatorConcealedAtOnce(t *testing.T) {
	g := kongLayout.start(t, fakeIndicators(variant.IndicatorConcealedAtOnce))
	assert.Equal(t, tiles("9p"), g.Indicators())
	assert.Equal(t, tiles("9p"), g.View(south).Indicators, "public")
	apply(t, g, act(game.Kong, east, "1m"))
	assert.Equal(t, tiles("9p8p"), g.Indicators())
	assert.Equal(t, []game.EventKind{game.EventKong, game.EventIndicator, game.EventDraw}, lastEvents(g, 3),
		"the indicator is turned before the replacement draw")
	assert.Equal(t, tile.Character5, g.View(east).Drawn)
	apply(t, g, act(game.Discard, east, "2z"))
	require.True(t, hasAction(g.Legal(south), game.Kong, tile.South))
	apply(t, g, act(game.Kong, south, "2z"))
	for s := range g.Pending().All() {
		apply(t, g, game.Action{Kind: game.Pass, Seat: s})
	}
	require.Equal(t, south, g.Turn())
	assert.Equal(t, tiles("9p8p"), g.Indicators(), "a claimed kong's indicator waits for the discard")
	assert.Equal(t, tile.Character4, g.View(south).Drawn)
	apply(t, g, act(game.Discard, south, "9s"))
	assert.Equal(t, tiles("9p8p7p"), g.Indicators(), "turned before anyone answers")
	assert.Equal(t, []game.EventKind{game.EventDiscard, game.EventIndicator}, lastEvents(g, 2))
	for s := range tile.Seats() {
		assert.Equal(t, tiles("9p8p7p"), g.View(s).Indicators)
		assert.Equal(t, 3, countKind(g.EventsFor(s), game.EventIndicator), "seat %v sees every indicator", s)
	}
	assert.Equal(t, 70-2-1, g.LiveCount(), "two replacements moved two live tiles; the dealer's 14th was dealt")
}

func countKind(ev []game.Event, k game.EventKind) int {
	n := 0
	for _, e := range ev {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// TestKongIndicatorAtOnce: every kong turns its indicator at once, a claimed one included.
func TestKongIndicatorAtOnce(t *testing.T) {
	g := kongLayout.start(t, fakeIndicators(variant.IndicatorAtOnce))
	apply(t, g, act(game.Kong, east, "1m"))
	apply(t, g, act(game.Discard, east, "2z"))
	apply(t, g, act(game.Kong, south, "2z"))
	for s := range g.Pending().All() {
		apply(t, g, game.Action{Kind: game.Pass, Seat: s})
	}
	assert.Equal(t, tiles("9p8p7p"), g.Indicators(), "the claimed kong's indicator before its replacement")
	apply(t, g, act(game.Discard, south, "9s"))
	assert.Equal(t, tiles("9p8p7p"), g.Indicators())
}

// TestNoKongIndicator: a table whose kongs turn no indicator still shows the first.
func TestNoKongIndicator(t *testing.T) {
	g := kongLayout.start(t, fakeIndicators(variant.NoKongIndicator))
	apply(t, g, act(game.Kong, east, "1m"))
	assert.Equal(t, tiles("9p"), g.Indicators())
	g = kongLayout.start(t, rulesOf(t, "classic"))
	assert.Empty(t, g.Indicators(), "a Kong Box has no indicators")
	assert.Empty(t, g.View(east).Indicators)
}

// TestFourKongLimit: a fixed dead wall gives four replacement tiles, so a fifth kong is never legal
// (docs/rules/riichi.md §2.8); the indicators stop at five.
func TestFourKongLimit(t *testing.T) {
	rules := []variant.Rules{fakeIndicators(variant.IndicatorAtOnce), fakeIndicators(variant.IndicatorConcealedAtOnce)}
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(rules).Draw(t, "rules")
		{
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
			require.NoError(t, err)
			for steps := 0; !g.Over(); steps++ {
				require.Less(t, steps, 3000)
				var s tile.Seat
				for x := range g.Pending().All() {
					s = x
					break
				}
				legal := g.Legal(s)
				a := rapid.SampledFrom(legal).Draw(t, "action")
				for _, l := range legal { // kong whenever possible
					if l.Kind == game.Kong || l.Kind == game.Pung {
						a = l
					}
				}
				kongs := len(g.Summary().Kongs)
				if kongs >= wall.MaxReplacements {
					require.False(t, hasAction(legal, game.Kong, tile.None), "a fifth kong offered")
				}
				require.NoError(t, g.Apply(a))
				require.LessOrEqual(t, len(g.Indicators()), wall.MaxReplacements+1)
				require.GreaterOrEqual(t, len(g.Indicators()), 1)
				require.NoError(t, game.CheckInvariants(g))
			}
			require.NoError(t, g.Err())
			if r.Table().Scoring.KongIndicator == variant.IndicatorAtOnce {
				made := 0
				for _, k := range g.Summary().Kongs {
					if !k.Robbed {
						made++
					}
				}
				assert.Equal(t, 1+made, len(g.Indicators()), "one indicator for each kong made")
			}
		}
	})
}
