package wall_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

func FuzzParseSeed(f *testing.F) {
	f.Add(wall.SeedOf(1).String())
	f.Add("")
	f.Add("zz")
	f.Fuzz(func(t *testing.T, s string) {
		seed, err := wall.ParseSeed(s)
		if err != nil {
			require.ErrorIs(t, err, wall.ErrInvalid)
			return
		}
		again, err := wall.ParseSeed(seed.String())
		require.NoError(t, err)
		require.Equal(t, seed, again)
	})
}

// FuzzNewFixed: any order and dice either build a wall that deals and drains with conservation, or fail
// with a typed error; nothing panics.
func FuzzNewFixed(f *testing.F) {
	f.Add([]byte{1, 2, 3}, uint8(3), uint8(4), uint8(0))
	f.Fuzz(func(t *testing.T, perm []byte, d1, d2, which uint8) {
		spec := specs[int(which)%len(specs)]
		// Build an order from the fuzz bytes: a permutation of the set when the bytes say so, garbage
		// otherwise.
		ids := tile.AppendSet(nil, spec.Kinds)
		for i, b := range perm {
			if i >= len(ids) {
				break
			}
			j := int(b) % len(ids)
			ids[i], ids[j] = ids[j], ids[i]
		}
		if len(perm) > len(ids) {
			ids[0] = tile.ID(perm[len(ids)])
		}
		w, err := wall.NewFixed(spec, ids, wall.Dice{d1, d2})
		if err != nil {
			require.Error(t, err)
			return
		}
		d, err := w.Deal(tile.SeatAt(int(which % 4)))
		require.NoError(t, err)
		var out []tile.ID
		for s := range d.Hands {
			out = append(out, d.Hands[s]...)
			out = append(out, d.Bonus[s]...)
		}
		for {
			id, err := w.DrawReplacement()
			if err != nil {
				require.ErrorIs(t, err, wall.ErrExhausted)
				break
			}
			out = append(out, id)
		}
		checkConservation(t, w, out)
	})
}
