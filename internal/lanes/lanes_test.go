package lanes_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/lanes"
)

func pack(v []uint64) uint64 {
	var x uint64
	for i, c := range v {
		x |= c << (lanes.Bits * i)
	}
	return x
}

// Min is the minimum of each of the ten lanes, for any values 0..31.
func TestMinIsLaneWise(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.SliceOfN(rapid.Uint64Range(0, 31), 10, 10).Draw(t, "a")
		b := rapid.SliceOfN(rapid.Uint64Range(0, 31), 10, 10).Draw(t, "b")
		m := lanes.Min(pack(a), pack(b))
		for i := range 10 {
			require.Equal(t, min(a[i], b[i]), m>>(lanes.Bits*i)&31, "lane %d", i)
		}
	})
}

// The layout constants agree: ten lanes of Bits bits, Ones one in each, Guard the bit above five.
func TestLayout(t *testing.T) {
	require.Equal(t, uint64(lanes.Ones), pack([]uint64{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}))
	require.Equal(t, uint64(lanes.Guard), pack([]uint64{32, 32, 32, 32, 32, 32, 32, 32, 32, 32}))
}
