package rng_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/rng"
)

func TestUniformBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.Uint64Range(1, 1<<63).Draw(t, "n")
		src := rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0)
		require.Less(t, rng.Uniform(src, n), n)
	})
	require.Zero(t, rng.Uniform(rand.NewPCG(1, 2), 0))
}

// TestUniformReproducible: the same source state gives the same values.
func TestUniformReproducible(t *testing.T) {
	a, b := rand.NewChaCha8([32]byte{7}), rand.NewChaCha8([32]byte{7})
	for n := uint64(1); n < 200; n++ {
		require.Equal(t, rng.Uniform(a, n), rng.Uniform(b, n))
	}
}
