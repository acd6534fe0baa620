package wall_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestFixedDeadWallGeometry walks docs/rules/riichi.md §2 on the wall T[0..135] in ID order:
// the deal takes T[0..52] (the dealer's 14th tile is T[52]), replacement tiles are T[122..125] in that
// order, indicator i is T[126+2i] with T[127+2i] under it, and after K replacement draws the last live
// tile is T[121-K].
func TestFixedDeadWallGeometry(t *testing.T) {
	spec := wall.Riichi()
	T := identity(spec)
	w, err := wall.NewFixed(spec, T, wall.Dice{3, 4})
	require.NoError(t, err)
	assert.Equal(t, 122, w.LiveCount())
	assert.Equal(t, wall.DeadWallSize, w.DeadCount())
	assert.Equal(t, 1, w.Indicators(), "the first indicator is face up from the start")
	id, err := w.Indicator(0)
	require.NoError(t, err)
	assert.Equal(t, T[126], id)

	d, err := w.Deal(tile.SeatSouth)
	require.NoError(t, err)
	assert.Equal(t, T[52], d.Hands[tile.SeatSouth.Index()][13], "the dealer's first draw T[52] is dealt")
	assert.Equal(t, T[49], d.Hands[tile.SeatWest.Index()][12])
	assert.Equal(t, 69, w.LiveCount(), "T[53..121]")

	for k := range wall.MaxReplacements {
		require.Equal(t, wall.MaxReplacements-k, w.KongBoxCount())
		id, err := w.DrawReplacement()
		require.NoError(t, err)
		assert.Equal(t, T[122+k], id, "replacement %d", k+1)
		assert.Equal(t, 69-k-1, w.LiveCount())
		assert.Equal(t, wall.DeadWallSize, w.DeadCount(), "the dead wall keeps 14 tiles")
		ind, err := w.RevealIndicator()
		require.NoError(t, err)
		assert.Equal(t, T[126+2*(k+1)], ind)
	}
	assert.Equal(t, wall.MaxIndicators, w.Indicators())
	for i := range wall.MaxIndicators {
		id, err := w.Indicator(i)
		require.NoError(t, err)
		assert.Equal(t, T[126+2*i], id)
		id, err = w.UnderIndicator(i)
		require.NoError(t, err)
		assert.Equal(t, T[127+2*i], id)
	}
	before := w.Clone()
	_, err = w.DrawReplacement()
	require.ErrorIs(t, err, wall.ErrExhausted, "a fifth replacement")
	_, err = w.RevealIndicator()
	require.ErrorIs(t, err, wall.ErrInvalid, "a sixth indicator")
	assert.Equal(t, before, w)
	assert.Zero(t, w.KongBoxCount())

	// The live wall runs T[53..117]: its last tile (haitei) is T[121-4].
	var last tile.ID
	for !w.IsExhausted() {
		last, err = w.Draw()
		require.NoError(t, err)
	}
	assert.Equal(t, T[117], last)
	var rest []tile.ID
	rest = w.AppendRemaining(rest)
	assert.Equal(t, slices.Concat(T[118:122], T[126:]), rest, "what is left: the four tiles that made up the dead wall and the ten indicator tiles")
}

// TestFixedDeadWallNoReplacementWhenEmpty: a replacement tile needs a live tile to make up the dead
// wall (docs/rules/riichi.md §2: no kan with an empty live wall), so it is never the last live tile.
func TestFixedDeadWallNoReplacementWhenEmpty(t *testing.T) {
	spec := wall.Riichi()
	T := identity(spec)
	w, err := wall.NewFixed(spec, T, wall.Dice{1, 1})
	require.NoError(t, err)
	_, err = w.Deal(tile.SeatEast)
	require.NoError(t, err)
	for w.LiveCount() > 1 {
		_, err := w.Draw()
		require.NoError(t, err)
	}
	require.True(t, w.IsLastTile())
	id, err := w.DrawReplacement()
	require.NoError(t, err)
	assert.Equal(t, T[122], id)
	assert.True(t, w.IsExhausted(), "the last live tile moved to the dead wall")
	before := w.Clone()
	_, err = w.DrawReplacement()
	require.ErrorIs(t, err, wall.ErrExhausted)
	assert.Equal(t, before, w)
	assert.Zero(t, w.KongBoxCount())
}

// TestIndicatorErrors: walls without a fixed dead wall have no indicators; indices past those face up
// are refused.
func TestIndicatorErrors(t *testing.T) {
	for _, spec := range []wall.Spec{wall.Classic(true), wall.Sichuan()} {
		w, err := wall.New(spec, wall.SeedOf(1).Source())
		require.NoError(t, err)
		assert.Zero(t, w.Indicators())
		before := w.Clone()
		_, err = w.RevealIndicator()
		require.ErrorIs(t, err, wall.ErrInvalid)
		assert.Equal(t, before, w)
		_, err = w.Indicator(0)
		require.ErrorIs(t, err, wall.ErrInvalid)
	}
	w, err := wall.New(wall.Riichi(), wall.SeedOf(1).Source())
	require.NoError(t, err)
	for _, i := range []int{-1, 1, 5, 1 << 40} {
		_, err = w.Indicator(i)
		require.ErrorIs(t, err, wall.ErrInvalid)
		_, err = w.UnderIndicator(i)
		require.ErrorIs(t, err, wall.ErrInvalid)
	}
	var zero wall.Wall
	_, err = zero.Indicator(0)
	require.ErrorIs(t, err, wall.ErrInvalid)
}

// TestFixedDeadWallProperty: along any sequence of draws, replacement draws and reveals after the deal,
// the dead wall holds 14 tiles, the live wall 69 − draws − replacements (with the dealer's first draw
// dealt), at most four replacements and five indicators, the indicator tiles and the tiles under them
// never leave the wall, and conservation holds.
func TestFixedDeadWallProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w, err := wall.New(wall.Riichi(), wall.SeedOf(rapid.Uint64().Draw(t, "seed")).Source())
		require.NoError(t, err)
		d, err := w.Deal(tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")))
		require.NoError(t, err)
		var out []tile.ID
		for s := range d.Hands {
			out = append(out, d.Hands[s]...)
		}
		draws, repl := 0, 0
		for range rapid.IntRange(0, 120).Draw(t, "steps") {
			before := w.Clone()
			switch rapid.IntRange(0, 9).Draw(t, "op") {
			case 0:
				_, err := w.RevealIndicator()
				if err != nil {
					require.ErrorIs(t, err, wall.ErrInvalid)
					require.Equal(t, wall.MaxIndicators, w.Indicators())
					require.Equal(t, before, w)
				}
			case 1:
				id, err := w.DrawReplacement()
				if err != nil {
					require.ErrorIs(t, err, wall.ErrExhausted)
					require.True(t, repl == wall.MaxReplacements || w.IsExhausted())
					require.Equal(t, before, w)
					continue
				}
				repl++
				out = append(out, id)
			default:
				id, err := w.Draw()
				if err != nil {
					require.ErrorIs(t, err, wall.ErrExhausted)
					require.Equal(t, before, w)
					continue
				}
				draws++
				out = append(out, id)
			}
			require.Equal(t, wall.DeadWallSize, w.DeadCount())
			require.Equal(t, 69-draws-repl, w.LiveCount())
			require.LessOrEqual(t, repl, wall.MaxReplacements)
			checkConservation(t, w, out)
		}
		for i := range wall.MaxIndicators {
			if i >= w.Indicators() {
				_, err := w.RevealIndicator()
				require.NoError(t, err)
			}
			id, err := w.Indicator(i)
			require.NoError(t, err)
			assert.False(t, slices.Contains(out, id), "indicator %d was handed out", i)
			id, err = w.UnderIndicator(i)
			require.NoError(t, err)
			assert.False(t, slices.Contains(out, id), "the tile under indicator %d was handed out", i)
		}
	})
}
