package wall_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// identity returns the spec's tile set in ID order, so that in a fixed wall the tile at position i
// (stack i/2+1, upper if i is even) is ids[i].
func identity(spec wall.Spec) []tile.ID { return tile.AppendSet(nil, spec.Kinds) }

// stackTiles turns "9 7 1" into the tiles of those stacks of ids, each upper then lower.
func stackTiles(ids []tile.ID, stacks string) []tile.ID {
	var out []tile.ID
	for _, f := range strings.Fields(stacks) {
		s, err := strconv.Atoi(f)
		if err != nil {
			panic(err)
		}
		out = append(out, ids[2*(s-1)], ids[2*(s-1)+1])
	}
	return out
}

// TestKongBoxGeometry checks the Kong Box of docs/rules/classic.md §2 (stack numbers, Kong Box, live
// wall, empty Kong Box) for every dice total, with and without bonus tiles: the Kong Box is stacks
// 1..N+1, its loose tiles come from the lifted stack N+1 first and then from stacks N down to 1 (upper
// tiles first), the live wall starts at stack N+2, and an empty Kong Box is refilled with the live
// wall's last stack.
func TestKongBoxGeometry(t *testing.T) {
	tests := []struct {
		dice  wall.Dice
		box   int    // Kong Box tiles
		loose string // stacks in the order their loose tiles come out
	}{
		{wall.Dice{1, 1}, 6, "3 2 1"},
		{wall.Dice{1, 2}, 8, "4 3 2 1"},
		{wall.Dice{2, 2}, 10, "5 4 3 2 1"},
		{wall.Dice{4, 1}, 12, "6 5 4 3 2 1"},
		{wall.Dice{3, 3}, 14, "7 6 5 4 3 2 1"},
		{wall.Dice{6, 1}, 16, "8 7 6 5 4 3 2 1"},
		{wall.Dice{2, 6}, 18, "9 8 7 6 5 4 3 2 1"},
		{wall.Dice{5, 4}, 20, "10 9 8 7 6 5 4 3 2 1"},
		{wall.Dice{5, 5}, 22, "11 10 9 8 7 6 5 4 3 2 1"},
		{wall.Dice{6, 5}, 24, "12 11 10 9 8 7 6 5 4 3 2 1"},
		{wall.Dice{6, 6}, 26, "13 12 11 10 9 8 7 6 5 4 3 2 1"},
	}
	for _, bonus := range []bool{true, false} {
		spec := wall.Classic(bonus)
		stacks := 72
		if !bonus {
			stacks = 68
		}
		require.Equal(t, 2*stacks, spec.Size())
		for _, tt := range tests {
			t.Run(strconv.FormatBool(bonus)+"/"+strconv.Itoa(tt.dice.Total()), func(t *testing.T) {
				ids := identity(spec)
				w, err := wall.NewFixed(spec, ids, tt.dice)
				require.NoError(t, err)
				assert.Equal(t, tt.dice, w.Dice())
				assert.Equal(t, tt.box, w.KongBoxCount())
				assert.Equal(t, 2*stacks-tt.box, w.LiveCount())

				// The front of the live wall is stack N+2, upper tile first.
				live := w.Clone()
				first := stackTiles(ids, strconv.Itoa(tt.dice.Total()+2))
				for _, want := range first {
					got, err := live.Draw()
					require.NoError(t, err)
					assert.Equal(t, want, got)
				}

				// Loose tiles, in order.
				want := stackTiles(ids, tt.loose)
				var got []tile.ID
				for w.KongBoxCount() > 0 {
					id, err := w.DrawReplacement()
					require.NoError(t, err)
					got = append(got, id)
				}
				assert.Equal(t, want, got)
				assert.Equal(t, 2*stacks-tt.box, w.LiveCount(), "loose tiles leave the live wall alone")

				// Empty Kong Box: the last stack (4L) moves in, then stack 4L-1.
				refill := stackTiles(ids, strconv.Itoa(stacks)+" "+strconv.Itoa(stacks-1))
				for i, want := range refill {
					id, err := w.DrawReplacement()
					require.NoError(t, err)
					assert.Equal(t, want, id)
					assert.Equal(t, 1-i%2, w.KongBoxCount())
					assert.Equal(t, 2*stacks-tt.box-2*(i/2+1), w.LiveCount())
				}
			})
		}
	}
}

// TestKongBoxSpecExample is the worked example of docs/rules/classic.md §2.5: 144 tiles, N = 7.
func TestKongBoxSpecExample(t *testing.T) {
	w, err := wall.NewFixed(wall.Classic(true), identity(wall.Classic(true)), wall.Dice{3, 4})
	require.NoError(t, err)
	assert.Equal(t, 16, w.KongBoxCount())
	assert.Equal(t, 128, w.LiveCount())
	assert.Equal(t, 144, w.Remaining())
}

// TestKongBoxRefillLastTile: when only one tile is left in the live wall, that tile moves into the
// empty Kong Box alone; after it a replacement is a washout.
func TestKongBoxRefillLastTile(t *testing.T) {
	spec := wall.Classic(false)
	ids := identity(spec)
	w, err := wall.NewFixed(spec, ids, wall.Dice{1, 1})
	require.NoError(t, err)
	for w.KongBoxCount() > 0 {
		_, err := w.DrawReplacement()
		require.NoError(t, err)
	}
	// Leave three tiles in the live wall: the lower tile of stack 67 and stack 68.
	for w.LiveCount() > 3 {
		_, err := w.Draw()
		require.NoError(t, err)
	}
	id, err := w.DrawReplacement() // stack 68 moves in
	require.NoError(t, err)
	assert.Equal(t, ids[134], id)
	id, err = w.DrawReplacement()
	require.NoError(t, err)
	assert.Equal(t, ids[135], id)
	require.True(t, w.IsLastTile())
	id, err = w.DrawReplacement() // the lone lower tile of stack 67 moves in
	require.NoError(t, err)
	assert.Equal(t, ids[133], id)
	assert.True(t, w.IsExhausted())
	assert.Equal(t, 0, w.Remaining())
	_, err = w.DrawReplacement()
	require.ErrorIs(t, err, wall.ErrExhausted)
}

// TestSichuanReplacement: no dead wall; replacements come from the far end of the live wall.
func TestSichuanReplacement(t *testing.T) {
	spec := wall.Sichuan()
	ids := identity(spec)
	w, err := wall.NewFixed(spec, ids, wall.Dice{2, 5})
	require.NoError(t, err)
	assert.Equal(t, 0, w.KongBoxCount())
	assert.Equal(t, 108, w.LiveCount())
	_, err = w.Deal(tile.SeatSouth)
	require.NoError(t, err)
	assert.Equal(t, 55, w.LiveCount())
	id, err := w.Draw()
	require.NoError(t, err)
	assert.Equal(t, ids[53], id)
	id, err = w.DrawReplacement()
	require.NoError(t, err)
	assert.Equal(t, ids[107], id)
	id, err = w.DrawReplacement()
	require.NoError(t, err)
	assert.Equal(t, ids[106], id)
	for w.LiveCount() > 1 {
		_, err := w.Draw()
		require.NoError(t, err)
	}
	require.True(t, w.IsLastTile())
	id, err = w.DrawReplacement()
	require.NoError(t, err)
	assert.Equal(t, ids[105], id, "the last tile is the same tile from either end")
	assert.True(t, w.IsExhausted())
}
