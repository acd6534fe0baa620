package wall_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

var specs = []wall.Spec{wall.Classic(true), wall.Classic(false), wall.Sichuan(), wall.Riichi()}

// checkConservation asserts that the wall's remaining tiles plus out are exactly the spec's tile set.
func checkConservation(t require.TestingT, w *wall.Wall, out []tile.ID) {
	all := w.AppendRemaining(slices.Clone(out))
	slices.Sort(all)
	require.Equal(t, tile.AppendSet(nil, w.Spec().Kinds), all)
	require.Equal(t, w.LiveCount()+w.DeadCount(), w.Remaining())
	if w.Spec().DeadWall != wall.FixedDeadWall {
		require.Equal(t, w.KongBoxCount(), w.DeadCount())
	}
}

// TestConservation: after any sequence of a deal, draws and replacement draws, in either variant, the
// wall and the tiles handed out are exactly the tile set; failing calls are ErrExhausted or ErrInvalid
// and change nothing.
func TestConservation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		spec := rapid.SampledFrom(specs).Draw(t, "spec")
		seed := rapid.Uint64().Draw(t, "seed")
		w, err := wall.New(spec, wall.SeedOf(seed).Source())
		require.NoError(t, err)
		var out []tile.ID
		checkConservation(t, w, out)
		steps := rapid.IntRange(0, 200).Draw(t, "steps")
		for range steps {
			before := w.Clone()
			var id tile.ID
			switch op := rapid.IntRange(0, 9).Draw(t, "op"); {
			case op == 0:
				d, err := w.Deal(tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")))
				if err != nil {
					require.ErrorIs(t, err, wall.ErrInvalid)
					require.Equal(t, before, w)
					continue
				}
				for s := range d.Hands {
					out = append(out, d.Hands[s]...)
					out = append(out, d.Bonus[s]...)
				}
			case op < 6:
				id, err = w.Draw()
			default:
				can := w.CanDrawReplacement()
				id, err = w.DrawReplacement()
				require.Equal(t, can, err == nil, "CanDrawReplacement tells whether DrawReplacement gives a tile")
			}
			if err != nil {
				require.ErrorIs(t, err, wall.ErrExhausted)
				require.Equal(t, before, w)
				continue
			}
			if id != 0 {
				out = append(out, id)
			}
			checkConservation(t, w, out)
		}
		// Drain the wall: it ends empty (a fixed dead wall: only the dead wall left) with every tile
		// handed out once.
		for {
			id, err := w.DrawReplacement()
			if err != nil {
				require.ErrorIs(t, err, wall.ErrExhausted)
				if id, err = w.Draw(); err != nil {
					require.ErrorIs(t, err, wall.ErrExhausted)
					break
				}
			}
			out = append(out, id)
		}
		want := 0
		if spec.DeadWall == wall.FixedDeadWall {
			want = wall.DeadWallSize
		}
		assert.Equal(t, want, w.Remaining())
		checkConservation(t, w, out)
	})
}

// drainAll returns the dice and every tile of a fresh wall: the loose tiles, then the live wall.
func drainAll(t require.TestingT, w *wall.Wall) (wall.Dice, []tile.ID) {
	var ids []tile.ID
	for w.KongBoxCount() > 0 {
		id, err := w.DrawReplacement()
		require.NoError(t, err)
		ids = append(ids, id)
	}
	for !w.IsExhausted() {
		id, err := w.Draw()
		require.NoError(t, err)
		ids = append(ids, id)
	}
	return w.Dice(), ids
}

func TestSeedReproduces(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		spec := rapid.SampledFrom(specs).Draw(t, "spec")
		a := rapid.Uint64().Draw(t, "a")
		b := rapid.Uint64().Filter(func(b uint64) bool { return b != a }).Draw(t, "b")
		w1, err := wall.New(spec, wall.SeedOf(a).Source())
		require.NoError(t, err)
		w2, err := wall.New(spec, wall.SeedOf(a).Source())
		require.NoError(t, err)
		w3, err := wall.New(spec, wall.SeedOf(b).Source())
		require.NoError(t, err)
		d1, t1 := drainAll(t, w1)
		d2, t2 := drainAll(t, w2)
		_, t3 := drainAll(t, w3)
		assert.Equal(t, d1, d2)
		assert.True(t, d1.IsValid())
		assert.Equal(t, t1, t2)
		assert.NotEqual(t, t1, t3)
	})
}

func TestNewSourceDiffers(t *testing.T) {
	w1, err := wall.New(wall.Sichuan(), wall.NewSource())
	require.NoError(t, err)
	w2, err := wall.New(wall.Sichuan(), wall.NewSource())
	require.NoError(t, err)
	_, t1 := drainAll(t, w1)
	_, t2 := drainAll(t, w2)
	assert.NotEqual(t, t1, t2)
}

func TestExhaustion(t *testing.T) {
	for _, spec := range specs {
		t.Run(spec.DeadWall.String()+"/"+strconv.Itoa(spec.Size()), func(t *testing.T) {
			w, err := wall.New(spec, wall.SeedOf(3).Source())
			require.NoError(t, err)
			_, err = w.Deal(tile.SeatWest)
			require.NoError(t, err)
			for !w.IsExhausted() {
				_, err := w.Draw()
				require.NoError(t, err)
			}
			before := w.Clone()
			_, err = w.Draw()
			require.ErrorIs(t, err, wall.ErrExhausted)
			assert.Equal(t, before, w)
			// Classic: the Kong Box still holds loose tiles; they can be taken, and then it is over.
			for w.KongBoxCount() > 0 {
				_, err := w.DrawReplacement()
				require.NoError(t, err)
			}
			before = w.Clone()
			_, err = w.DrawReplacement()
			require.ErrorIs(t, err, wall.ErrExhausted)
			assert.Equal(t, before, w)
			_, err = w.Deal(tile.SeatEast)
			require.ErrorIs(t, err, wall.ErrInvalid)
			assert.Equal(t, before, w)
		})
	}
}

func TestZeroWall(t *testing.T) {
	var w wall.Wall
	_, err := w.Draw()
	require.ErrorIs(t, err, wall.ErrExhausted)
	_, err = w.DrawReplacement()
	require.ErrorIs(t, err, wall.ErrExhausted)
	_, err = w.Deal(tile.SeatEast)
	require.ErrorIs(t, err, wall.ErrExhausted)
	assert.Empty(t, w.AppendRemaining(nil))
}

func TestDealErrors(t *testing.T) {
	w, err := wall.New(wall.Classic(true), wall.SeedOf(1).Source())
	require.NoError(t, err)
	before := w.Clone()
	_, err = w.Deal(tile.NoSeat)
	require.ErrorIs(t, err, wall.ErrInvalid)
	assert.Equal(t, before, w)
	_, err = w.Deal(tile.SeatEast)
	require.NoError(t, err)
	before = w.Clone()
	_, err = w.Deal(tile.SeatEast)
	require.ErrorIs(t, err, wall.ErrInvalid)
	assert.Equal(t, before, w)

	// A draw before the deal also forbids it.
	w, err = wall.New(wall.Sichuan(), wall.SeedOf(1).Source())
	require.NoError(t, err)
	_, err = w.DrawReplacement()
	require.NoError(t, err)
	_, err = w.Deal(tile.SeatEast)
	require.ErrorIs(t, err, wall.ErrInvalid)
}

func TestNewErrors(t *testing.T) {
	_, err := wall.New(wall.Spec{}, wall.NewSource())
	require.ErrorIs(t, err, wall.ErrInvalid)
	_, err = wall.New(wall.Sichuan(), nil)
	require.ErrorIs(t, err, wall.ErrInvalid)

	bad := []wall.Spec{
		{},
		{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 14}, Deal: wall.DealDealerLast},
		{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}},
		{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, Deal: 9},
		{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, Deal: wall.DealDealerLast, DeadWall: 7},
		{Kinds: tile.SuitedKinds | 1<<60, Sides: [4]uint8{14, 13, 14, 13}, Deal: wall.DealDealerLast},
		{Kinds: tile.HonorKinds, Sides: [4]uint8{4, 3, 4, 3}, Deal: wall.DealDealerLast},
		{Kinds: tile.AllKinds, Sides: [4]uint8{18, 18, 18, 18}, Deal: wall.DealDealerLast, DeadWall: wall.FixedDeadWall},
		{Kinds: tile.HonorKinds, Sides: [4]uint8{4, 3, 4, 3}, Deal: wall.DealDealerLast, DeadWall: wall.FixedDeadWall},
	}
	for i, s := range bad {
		require.ErrorIs(t, s.Validate(), wall.ErrInvalid, "spec %d", i)
	}
	for _, s := range specs {
		require.NoError(t, s.Validate())
	}

	spec := wall.Sichuan()
	ids := tile.AppendSet(nil, spec.Kinds)
	_, err = wall.NewFixed(spec, ids, wall.Dice{0, 3})
	require.ErrorIs(t, err, wall.ErrInvalid)
	_, err = wall.NewFixed(spec, ids, wall.Dice{3, 7})
	require.ErrorIs(t, err, wall.ErrInvalid)
	_, err = wall.NewFixed(spec, ids[1:], wall.Dice{3, 3})
	require.ErrorIs(t, err, wall.ErrInvalid)
	dup := slices.Clone(ids)
	dup[5] = dup[6]
	_, err = wall.NewFixed(spec, dup, wall.Dice{3, 3})
	require.ErrorIs(t, err, wall.ErrInvalid)
	other := slices.Clone(ids)
	other[0] = tile.IDOf(tile.East, 0)
	_, err = wall.NewFixed(spec, other, wall.Dice{3, 3})
	require.ErrorIs(t, err, wall.ErrInvalid)
	_, err = wall.NewFixed(wall.Spec{}, ids, wall.Dice{3, 3})
	require.ErrorIs(t, err, wall.ErrInvalid)
}

func TestSpecs(t *testing.T) {
	assert.Equal(t, 144, wall.Classic(true).Size())
	assert.Equal(t, 136, wall.Classic(false).Size())
	assert.Equal(t, 108, wall.Sichuan().Size())
	assert.Equal(t, 136, wall.Riichi().Size())
	assert.Equal(t, 68, wall.Riichi().Stacks())
	assert.False(t, wall.Riichi().HasBonus())
	assert.Equal(t, "fixed dead wall", wall.FixedDeadWall.String())
	assert.Equal(t, 72, wall.Classic(true).Stacks())
	assert.Equal(t, 54, wall.Sichuan().Stacks())
	assert.True(t, wall.Classic(true).HasBonus())
	assert.False(t, wall.Classic(false).HasBonus())
	assert.False(t, wall.Sichuan().HasBonus())
	assert.Equal(t, "dice Kong Box", wall.DiceKongBox.String())
	assert.Equal(t, "none", wall.NoDeadWall.String())
	assert.Equal(t, "wall.DeadWall(9)", wall.DeadWall(9).String())
	assert.Equal(t, "dealer pair", wall.DealDealerPair.String())
	assert.Equal(t, "dealer last", wall.DealDealerLast.String())
	assert.Equal(t, "wall.DealPattern(9)", wall.DealPattern(9).String())
}

func TestLastTile(t *testing.T) {
	w, err := wall.New(wall.Sichuan(), wall.SeedOf(5).Source())
	require.NoError(t, err)
	_, err = w.Deal(tile.SeatEast)
	require.NoError(t, err)
	require.Equal(t, 55, w.LiveCount())
	for range 54 {
		assert.False(t, w.IsLastTile())
		_, err := w.Draw()
		require.NoError(t, err)
	}
	assert.True(t, w.IsLastTile())
	assert.False(t, w.IsExhausted())
	_, err = w.Draw()
	require.NoError(t, err)
	assert.False(t, w.IsLastTile())
	assert.True(t, w.IsExhausted())
}

func TestNoAllocs(t *testing.T) {
	w, err := wall.New(wall.Classic(true), wall.SeedOf(1).Source())
	require.NoError(t, err)
	n := testing.AllocsPerRun(20, func() {
		c := *w
		_, _ = c.Draw()
		_, _ = c.DrawReplacement()
	})
	assert.Zero(t, n)
	r, err := wall.New(wall.Riichi(), wall.SeedOf(1).Source())
	require.NoError(t, err)
	n = testing.AllocsPerRun(20, func() {
		c := *r
		_, _ = c.Draw()
		_, _ = c.DrawReplacement()
		_, _ = c.RevealIndicator()
		_, _ = c.Indicator(1)
		_, _ = c.UnderIndicator(1)
	})
	assert.Zero(t, n)
	// New allocates the wall, tiles included, and Deal the one array behind the hands.
	src := wall.SeedOf(1).Source()
	for _, spec := range specs {
		n = testing.AllocsPerRun(20, func() { _, _ = wall.New(spec, src) })
		assert.Equal(t, 1.0, n, "New")
		n = testing.AllocsPerRun(20, func() {
			w, _ := wall.New(spec, src)
			_, _ = w.Deal(tile.SeatEast)
		})
		assert.Equal(t, 2.0, n, "New and Deal")
	}
}
