package rng_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/rng"
)

// refUniform is the definition of the bounded draw, written plainly: draw x, take the high word of
// x·n, and draw again while the low word is below 2⁶⁴ mod n.
func refUniform(src rand.Source, n uint64) uint64 {
	if n == 0 {
		return 0
	}
	for {
		hi, lo := bits.Mul64(src.Uint64(), n)
		if lo >= -n%n {
			return hi
		}
	}
}

// refShuffle is the definition of the shuffle: Fisher–Yates from the end with refUniform.
func refShuffle(src rand.Source, s []int) {
	for i := len(s) - 1; i > 0; i-- {
		j := refUniform(src, uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}

// scripted is a source that returns the values of a script and counts them; past the end it returns
// values from a PCG.
type scripted struct {
	vals []uint64
	n    int
	rest *rand.PCG
}

func (s *scripted) Uint64() uint64 {
	s.n++
	if len(s.vals) > 0 {
		v := s.vals[0]
		s.vals = s.vals[1:]
		return v
	}
	return s.rest.Uint64()
}

// hidden hides a source's concrete type, so that the rng takes its general path.
type hidden struct{ rand.Source }

// genScript draws source values that often fall in the rejected range: tiny values (x·n < n for any
// n) and values just below a multiple of 2⁶⁴/n, mixed with arbitrary ones.
func genScript(t *rapid.T) []uint64 {
	return rapid.SliceOfN(rapid.OneOf(
		rapid.Uint64Range(0, 3),
		rapid.Uint64(),
		rapid.Uint64Range(1<<64-4, 1<<64-1),
	), 0, 300).Draw(t, "script")
}

func TestUniformMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		script, seed := genScript(t), rapid.Uint64().Draw(t, "seed")
		n := rapid.OneOf(rapid.Uint64Range(0, 200), rapid.Uint64()).Draw(t, "n")
		a := &scripted{vals: slices.Clone(script), rest: rand.NewPCG(seed, 1)}
		b := &scripted{vals: slices.Clone(script), rest: rand.NewPCG(seed, 1)}
		require.Equal(t, refUniform(b, n), rng.Uniform(a, n))
		require.Equal(t, b.n, a.n, "values drawn")
	})
}

// TestUniformRejects: a draw in the biased range is rejected and the next one taken.
func TestUniformRejects(t *testing.T) {
	// n = 3: 2⁶⁴ mod 3 = 1, so x = 0 (low word 0) is rejected; x = 2⁶⁴-1 gives high word 2.
	src := &scripted{vals: []uint64{0, 0, 1<<64 - 1}}
	assert.Equal(t, uint64(2), rng.Uniform(src, 3))
	assert.Equal(t, 3, src.n)
	// n = 2⁶³+1: 2⁶⁴ mod n = 2⁶³-1; x = 2 has low word 2, below it, and x = 2⁶⁴-1 low word 2⁶³-1,
	// just accepted, with high word n-1.
	src = &scripted{vals: []uint64{2, 1<<64 - 1}}
	assert.Equal(t, uint64(1<<63), rng.Uniform(src, 1<<63+1))
	assert.Equal(t, 2, src.n)
}

// TestShuffleMatchesDefinition: for any source values, rejected ones included, the shuffle is the
// plain Fisher–Yates with refUniform and draws the same number of values.
func TestShuffleMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		script, seed := genScript(t), rapid.Uint64().Draw(t, "seed")
		size := rapid.IntRange(0, 150).Draw(t, "size")
		got, want := make([]int, size), make([]int, size)
		for i := range got {
			got[i], want[i] = i, i
		}
		a := &scripted{vals: slices.Clone(script), rest: rand.NewPCG(seed, 2)}
		b := &scripted{vals: slices.Clone(script), rest: rand.NewPCG(seed, 2)}
		rng.Shuffle(a, got)
		refShuffle(b, want)
		require.Equal(t, want, got)
		require.Equal(t, b.n, a.n, "values drawn")
	})
}

// TestShuffleChaCha8: the direct path for a ChaCha8 source gives the same permutation as the general
// path and the definition, and leaves the source in the same state.
func TestShuffleChaCha8(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var seed [32]byte
		copy(seed[:], rapid.SliceOfN(rapid.Byte(), 32, 32).Draw(t, "seed"))
		size := rapid.IntRange(0, 150).Draw(t, "size")
		fast, general, want := make([]int, size), make([]int, size), make([]int, size)
		for i := range fast {
			fast[i], general[i], want[i] = i, i, i
		}
		a, b, c := rand.NewChaCha8(seed), rand.NewChaCha8(seed), rand.NewChaCha8(seed)
		rng.Shuffle(a, fast)
		rng.Shuffle(hidden{b}, general)
		refShuffle(c, want)
		require.Equal(t, want, fast)
		require.Equal(t, want, general)
		for range 3 {
			x := c.Uint64()
			require.Equal(t, x, a.Uint64())
			require.Equal(t, x, b.Uint64())
		}
	})
}

// TestShuffleGolden pins the permutation of a fixed ChaCha8 seed, independently of the code above.
func TestShuffleGolden(t *testing.T) {
	s := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	src := rand.NewChaCha8([32]byte{1})
	rng.Shuffle(src, s)
	assert.Equal(t, goldenShuffle, s)
}

// goldenShuffle is the shuffle of 0..9 by ChaCha8 seed {1}, recorded with the loop over Uniform that the shuffle replaced.
var goldenShuffle = []int{8, 7, 5, 0, 3, 4, 6, 9, 2, 1}
