package wall

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

// chiSquare returns the chi-square statistic of counts against a uniform expectation.
func chiSquare(counts []int, total int) float64 {
	exp := float64(total) / float64(len(counts))
	var x float64
	for _, c := range counts {
		d := float64(c) - exp
		x += d * d / exp
	}
	return x
}

// TestShuffleUniform checks, with a chi-square test, that a few tiles land in every position equally
// often. The bound is about eight standard deviations above the mean (143 degrees of freedom), and the
// source is seeded, so the test never flakes.
func TestShuffleUniform(t *testing.T) {
	const rounds = 14400 // 100 expected per position
	src := SeedOf(7).Source()
	watch := []tile.ID{1, 72, 144}
	counts := make([][]int, len(watch))
	for i := range counts {
		counts[i] = make([]int, tile.NumIDs)
	}
	var ids [tile.NumIDs]tile.ID
	for range rounds {
		s := tile.AppendSet(ids[:0], tile.AllKinds)
		shuffle(src, s)
		for p, id := range s {
			for i, w := range watch {
				if id == w {
					counts[i][p]++
				}
			}
		}
	}
	for i, w := range watch {
		x := chiSquare(counts[i], rounds)
		assert.Less(t, x, 143+8*17.0, "tile %v: chi-square %.1f", w, x)
		assert.Greater(t, x, 143-6*17.0, "tile %v: chi-square %.1f (too regular)", w, x)
	}
}

func TestDieUniform(t *testing.T) {
	const rolls = 6000
	src := SeedOf(11).Source()
	counts := make([]int, 6)
	for range rolls {
		d := RollDie(src)
		require.True(t, 1 <= d && d <= 6)
		counts[d-1]++
	}
	assert.Less(t, chiSquare(counts, rolls), 40.0)
}

func TestUniformBounds(t *testing.T) {
	src := rand.NewPCG(1, 2)
	for n := uint64(1); n < 200; n++ {
		for range 20 {
			require.Less(t, uniform(src, n), n)
		}
	}
}
