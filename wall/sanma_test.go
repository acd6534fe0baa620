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

// sanmaSpec is the three-player riichi wall (docs/rules/riichi.md §17.12): 108 tiles without 2m–8m,
// no side before North, eight replacement tiles.
func sanmaSpec() wall.Spec {
	return wall.Spec{Kinds: tile.PlayingKinds &^ (1<<(tile.Character8+1) - 1<<tile.Character2),
		Sides: [4]uint8{18, 18, 18, 0}, DeadWall: wall.FixedDeadWall8, Deal: wall.DealDealerLast}
}

// TestSanmaSet: the three-player set has 108 tiles of 27 kinds, no 2m to 8m (docs/rules/riichi.md §17.1),
// and a wall of 18 stacks before each of three seats.
func TestSanmaSet(t *testing.T) {
	spec := sanmaSpec()
	require.NoError(t, spec.Validate())
	assert.Equal(t, 108, spec.Size())
	assert.Equal(t, 27, spec.Kinds.Len())
	assert.Equal(t, 3, spec.Seats())
	assert.Equal(t, 4, wall.Spec{Sides: [4]uint8{17, 17, 17, 17}}.Seats())
	for r := 2; r <= 8; r++ {
		assert.False(t, spec.Kinds.Has(tile.Of(tile.Characters, r)), "%dm", r)
	}
	assert.True(t, spec.Kinds.Has(tile.Character1) && spec.Kinds.Has(tile.Character9) && spec.Kinds.Has(tile.North))
	bad := spec
	bad.Sides = [4]uint8{18, 0, 18, 18}
	assert.ErrorIs(t, bad.Validate(), wall.ErrInvalid, "only North's side may be empty")
}

// TestSanmaGeometry walks docs/rules/riichi.md §17.12 on the wall T[0..107] in ID order: the deal takes
// T[0..39] (seat k from the dealer gets T[12r+4k..12r+4k+3] and T[36+k], the dealer also T[39]),
// replacement tiles are T[107], T[106], ..., T[100], indicator i is T[99-2i] with T[98-2i] under it, and
// after R replacement draws the last live tile is T[93-R].
func TestSanmaGeometry(t *testing.T) {
	spec := sanmaSpec()
	T := identity(spec)
	w, err := wall.NewFixed(spec, T, wall.Dice{2, 5})
	require.NoError(t, err)
	assert.Equal(t, 94, w.LiveCount())
	id, err := w.Indicator(0)
	require.NoError(t, err)
	assert.Equal(t, T[99], id, "the first indicator, face up from the start")

	d, err := w.Deal(tile.SeatWest)
	require.NoError(t, err)
	west, east, south := d.Hands[tile.SeatWest.Index()], d.Hands[tile.SeatEast.Index()], d.Hands[tile.SeatSouth.Index()]
	assert.Equal(t, slices.Concat(T[0:4], T[12:16], T[24:28], T[36:37], T[39:40]), west, "the dealer")
	assert.Equal(t, slices.Concat(T[4:8], T[16:20], T[28:32], T[37:38]), east, "the seat after West is East")
	assert.Equal(t, slices.Concat(T[8:12], T[20:24], T[32:36], T[38:39]), south)
	assert.Empty(t, d.Hands[tile.SeatNorth.Index()], "North is no seat")
	assert.Equal(t, 54, w.LiveCount(), "T[40..93]: 55 live tiles, the dealer's first draw dealt")

	for k := range 8 {
		require.Equal(t, 8-k, w.KongBoxCount())
		id, err := w.DrawReplacement()
		require.NoError(t, err)
		assert.Equal(t, T[107-k], id, "replacement %d", k+1)
		assert.Equal(t, 54-k-1, w.LiveCount(), "the live wall ends at T[93-R]")
		assert.Equal(t, wall.DeadWallSize, w.DeadCount())
		if k < 4 {
			ind, err := w.RevealIndicator()
			require.NoError(t, err)
			assert.Equal(t, T[99-2*(k+1)], ind)
		}
	}
	for i := range wall.MaxIndicators {
		id, err := w.Indicator(i)
		require.NoError(t, err)
		assert.Equal(t, T[99-2*i], id)
		id, err = w.UnderIndicator(i)
		require.NoError(t, err)
		assert.Equal(t, T[98-2*i], id)
	}
	before := w.Clone()
	_, err = w.DrawReplacement()
	require.ErrorIs(t, err, wall.ErrExhausted, "a ninth replacement")
	assert.Equal(t, before, w)
	var last tile.ID
	for !w.IsExhausted() {
		last, err = w.Draw()
		require.NoError(t, err)
	}
	assert.Equal(t, T[85], last, "the haitei tile after eight replacement draws: T[93-8]")
	assert.Equal(t, T[86:100], w.AppendRemaining(nil), "the retired tiles and the indicator stacks")
}

// TestSanmaNorthDealsNothing: North may not deal at a table of three.
func TestSanmaNorthDealsNothing(t *testing.T) {
	w, err := wall.New(sanmaSpec(), wall.SeedOf(1).Source())
	require.NoError(t, err)
	_, err = w.Deal(tile.SeatNorth)
	assert.ErrorIs(t, err, wall.ErrInvalid)
}

// TestSanmaConservation: along any sequence of draws and replacement draws, the tiles handed out and
// those left are the 108-tile set; no replacement is taken with an empty live wall, and never more than
// eight (docs/rules/riichi.md §17.12, docs/rules/riichi.md §2.5).
func TestSanmaConservation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		w, err := wall.New(sanmaSpec(), wall.SeedOf(seed).Source())
		require.NoError(t, err)
		dealer := tile.SeatAt(rapid.IntRange(0, 2).Draw(t, "dealer"))
		d, err := w.Deal(dealer)
		require.NoError(t, err)
		var out []tile.ID
		for _, h := range d.Hands {
			out = append(out, h...)
		}
		repl := 0
		for !w.IsExhausted() {
			var id tile.ID
			if rapid.IntRange(0, 9).Draw(t, "op") == 0 && w.CanDrawReplacement() {
				id, err = w.DrawReplacement()
				repl++
			} else {
				id, err = w.Draw()
			}
			require.NoError(t, err)
			require.True(t, sanmaSpec().Kinds.Has(id.Kind()), "drew %v", id)
			out = append(out, id)
			require.Equal(t, wall.DeadWallSize, w.DeadCount())
		}
		require.LessOrEqual(t, repl, 8)
		all := w.AppendRemaining(out)
		slices.Sort(all)
		require.Equal(t, identity(sanmaSpec()), all)
	})
}
