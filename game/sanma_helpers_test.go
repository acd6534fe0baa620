package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// The helpers of the three-player riichi tests (game/sanma_*_test.go): the rules and a wall laid out
// as docs/rules/riichi.md §17.12 say.

// sanmaRules returns three-player riichi rules under the tenhou-sanma preset.
func sanmaRules(t require.TestingT) variant.Rules {
	return riichiRules(t, "tenhou-sanma")
}

// sanmaLayout is a three-player wall, East dealing: the hands of East (14 tiles: the 13 dealt and its
// first draw, T[39]), South and West, then the live wall's draws from T[40], the replacement tiles in
// the order they are drawn (T[107], T[106], ...) and the first indicator (T[99]). Every other place
// holds the tiles left over, in kind order from the far end of the live wall.
type sanmaLayout struct {
	east, south, west string
	draws, loose, ind string
}

// order builds the wall of l.
func (l sanmaLayout) order(t *testing.T) []tile.ID {
	t.Helper()
	spec := sanmaRules(t).Table().Wall
	all := tile.AppendSet(nil, spec.Kinds)
	used := make(map[tile.ID]bool, len(all))
	order := make([]tile.ID, len(all))
	put := func(i int, k tile.Tile) {
		require.Zero(t, order[i], "layout: position %d used twice", i)
		for _, id := range all {
			if id.Kind() == k && !used[id] {
				used[id] = true
				order[i] = id
				return
			}
		}
		t.Fatalf("layout: no %v left", k)
	}
	parse := func(s string) []tile.Tile {
		if s == "" {
			return nil
		}
		ts, err := tile.ParseTiles(s)
		require.NoError(t, err)
		return ts
	}
	for k, h := range []string{l.east, l.south, l.west} {
		ts := parse(h)
		require.Len(t, ts, 13+b2i(k == 0), "hand %d", k)
		for j, x := range ts[:13] {
			r, c := j/4, j%4
			if r == 3 {
				put(36+k, x)
			} else {
				put(12*r+4*k+c, x)
			}
		}
		if k == 0 {
			put(39, ts[13])
		}
	}
	for i, x := range parse(l.draws) {
		put(40+i, x)
	}
	for i, x := range parse(l.loose) {
		put(107-i, x)
	}
	for _, x := range parse(l.ind) {
		put(99, x)
	}
	i := len(order) - 1
	for _, id := range all {
		if used[id] {
			continue
		}
		for order[i] != 0 {
			i--
		}
		order[i] = id
	}
	return order
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// startSanma deals l under r, East dealing, every seat at 35,000.
func startSanma(t *testing.T, r variant.Rules, l sanmaLayout) *game.Game {
	t.Helper()
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: l.order(t), Dice: wall.Dice{1, 1},
		Scores: [tile.NumSeats]int{35000, 35000, 35000}})
	require.NoError(t, err)
	require.NoError(t, game.CheckInvariants(g))
	return g
}
