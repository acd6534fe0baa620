package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// declareLayout: South waits on 5s and 8s (345m 678m 456p 67s 22z); East holds four 1m and a 7z, North
// a pair of 7z. The live wall's first draws are draws; East's replacement tile is 2s.
func declareLayout(draws string) layout {
	return layout{
		hands: hands4(
			"1111m 7z 9p 9s 1p 1s 3z 4z 5z 6z 8p",
			"345m 678m 456p 67s 22z",
			"2m 5m 8m 3p 6p 9p 1s 4s 7s 9s 5z 6z 3z",
			"77z 234m 234p 23s 56p 6s"),
		draws: draws,
		loose: "2s",
	}
}

// TestDoubleRiichiAndIppatsu: South declares riichi and later wins; which riichi and whether ippatsu
// count depends on what happened before and after (docs/rules/riichi.md §3.4, docs/rules/riichi.md
// §5.3, docs/rules/riichi.md §5.5). Double riichi needs South's first discard with no call of any kind
// before it (a pon by North or East's closed kan breaks it). Ippatsu needs the win before or on South's
// next draw with no call since (the pon of South's declaring discard breaks it; a call before the
// declaration does not). A riichi on South's second discard, made while furiten on its own 5s, is legal
// and a plain riichi; furiten does not stop South's tsumo. In riichi, South is offered no pon of the 2z
// it holds two of (docs/rules/riichi.md §5.4). The ura indicator is the tile under the indicator
// (docs/rules/riichi.md §2.7); after East's closed kan there are two.
func TestDoubleRiichiAndIppatsu(t *testing.T) {
	for _, tt := range []struct {
		name    string
		draws   string
		play    func(t *testing.T, g *game.Game)
		riichi  score.DeclarationKind
		ippatsu bool
		source  score.Source
		sticks  int // on the table when South wins
	}{
		{"first discard, next draw", "9m 2z 1z 3z 8s", func(t *testing.T, g *game.Game) {
			discardPass(t, g, east, "7z")
			riichiSouth(t, g)
			discardDrawn(t, g, false) // West 2z
			assert.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}}, g.Legal(south), "no pon in riichi")
			passPending(t, g)
			turns(t, g, 2) // North, East
		}, score.DeclaredFirst, true, score.Wall, 1},
		{"a pon before the first discard", "1z 9m 2z 3z 1z 8s", func(t *testing.T, g *game.Game) {
			apply(t, g, act(game.Discard, east, "7z"))
			call(t, g, game.Pung, north, "7z")
			discardPass(t, g, north, "6s")
			turns(t, g, 1) // East
			riichiSouth(t, g)
			turns(t, g, 3)
		}, score.Declared, true, score.Wall, 1},
		{"a closed kan before the first discard", "9m 2z 1z 3z 8s", func(t *testing.T, g *game.Game) {
			apply(t, g, act(game.Kong, east, "1m"))
			assert.Len(t, g.Indicators(), 2, "a closed kan turns an indicator at once")
			discardPass(t, g, east, "2s")
			riichiSouth(t, g)
			turns(t, g, 3)
		}, score.Declared, true, score.Wall, 1},
		{"second discard, furiten", "5s 1z 2z 3z 9m 4z 5z 6z 8s", func(t *testing.T, g *game.Game) {
			discardPass(t, g, east, "7z")
			require.True(t, hasAction(g.Legal(south), game.Win, tile.None))
			turns(t, g, 1) // South discards its winning 5s
			require.True(t, g.Furiten(south))
			turns(t, g, 3)
			riichiSouth(t, g)
			turns(t, g, 3)
		}, score.Declared, true, score.Wall, 1},
		{"a draw passed after the riichi", "9m 2z 1z 3z 9p 4z 5z 6z 8s", func(t *testing.T, g *game.Game) {
			discardPass(t, g, east, "7z")
			riichiSouth(t, g)
			turns(t, g, 3)
			require.Equal(t, south, g.Turn())
			require.False(t, hasAction(g.Legal(south), game.Win, tile.None))
			rejects(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: tile.Circle9, Call: true}, game.ErrIllegal)
			turns(t, g, 4) // South discards 9p, then West, North, East
		}, score.DeclaredFirst, false, score.Wall, 1},
		{"ron before the next draw", "9m 5s", func(t *testing.T, g *game.Game) {
			discardPass(t, g, east, "7z")
			riichiSouth(t, g)
			discardDrawn(t, g, false) // West 5s
		}, score.DeclaredFirst, true, score.Discard, 1},
		{"the declaring discard is called", "7z 2z 8s", func(t *testing.T, g *game.Game) {
			discardPass(t, g, east, "7z")
			apply(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: tile.Red, Call: true})
			call(t, g, game.Pung, north, "7z")
			assert.Equal(t, 1, g.Deposits(), "the stick goes down when the declaring discard is called")
			discardPass(t, g, north, "6s")
			turns(t, g, 1) // East
		}, score.DeclaredFirst, false, score.Wall, 1},
	} {
		l := declareLayout(tt.draws)
		g := startRiichi(t, l, "tenhou")
		tt.play(t, g)
		if tt.source == score.Wall {
			require.Equal(t, south, g.Turn(), tt.name)
			require.Equal(t, tile.Bamboo8, g.View(south).Drawn, tt.name)
			apply(t, g, game.Action{Kind: game.Win, Seat: south})
		} else {
			ron(t, g, south, "5s", tt.name)
		}
		require.True(t, g.Over(), tt.name)
		require.Len(t, g.Wins(), 1, tt.name)
		w := g.Wins()[0].Context
		f := factsOf(t, w)
		assert.Equal(t, tt.riichi, f.Riichi, tt.name)
		assert.Equal(t, tt.ippatsu, f.Ippatsu, "%s: ippatsu", tt.name)
		assert.Equal(t, tt.source, w.Source, tt.name)
		assert.Equal(t, tt.sticks, w.Deposits, tt.name)
		order := l.order(t, riichiWall)
		var ura score.Indicators
		for i := range g.Indicators() {
			ura[i] = order[len(order)-wall.DeadWallSize+wall.MaxReplacements+2*i+1].Kind()
		}
		assert.Equal(t, ura, w.HiddenIndicators, "%s: the ura indicators, one under each indicator", tt.name)
		require.NoError(t, game.CheckInvariants(g), tt.name)
	}
}

// TestRiichiMinPoints: a ready, closed South may declare riichi with 1,000 points but not with 900
// under tenhou (RiichiMinPoints 1,000); under ema2016 (no minimum) even with a negative score
// (docs/rules/riichi.md §5.1).
func TestRiichiMinPoints(t *testing.T) {
	l := declareLayout("9m")
	for _, tt := range []struct {
		preset string
		points int
		ok     bool
	}{
		{"tenhou", 1000, true},
		{"tenhou", 900, false},
		{"mahjongsoul", 900, false},
		{"ema2016", -5000, true},
		{"wrc2022", 0, true},
	} {
		r := riichiRules(t, tt.preset)
		g := startRiichiConfig(t, l, r, game.Config{Scores: [4]int{25000, tt.points, 25000, 25000}})
		discardPass(t, g, east, "7z")
		a := game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character9, Call: true}
		assert.Equal(t, tt.ok, g.IsLegal(a), "%s with %d points", tt.preset, tt.points)
		if !tt.ok {
			rejects(t, g, a, game.ErrIllegal)
			continue
		}
		apply(t, g, a)
		passPending(t, g)
		assert.Equal(t, 1, g.Deposits())
		assert.Equal(t, -riichiStick, g.Net()[south.Index()])
	}
}
