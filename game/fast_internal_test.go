package game

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// TestHeldKinds: the eight-at-a-time readings of the counts agree with reading each kind.
func TestHeldKinds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for k := range c {
			c[k] = uint8(rapid.IntRange(0, 5).Draw(t, "count"))
		}
		var held, fours tile.Set
		for k := tile.Man1; k <= tile.Red; k++ {
			if c[k] > 0 {
				held = held.With(k)
			}
			if c[k] == 4 {
				fours = fours.With(k)
			}
		}
		h, f := heldKinds(&c)
		require.Equal(t, held, h)
		require.Equal(t, fours, f)
		require.Equal(t, held, kindsHeld(&c))
		for _, ks := range []tile.Set{0, tile.PlayingKinds, tile.Characters.Kinds(), 1 << tile.Red} {
			require.Equal(t, held&ks != 0, holdsAny(c, ks))
		}
	})
}

// TestActionSize: Action keeps its byte fields together, so that it takes 32 bytes (listing and copying
// actions is on every decision's path).
func TestActionSize(t *testing.T) {
	require.Equal(t, uintptr(32), unsafe.Sizeof(Action{}))
}
