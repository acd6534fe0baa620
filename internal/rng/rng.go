// Package rng holds the random-number helpers the wall and the variants share: a uniform integer and a
// shuffle drawn from an injected [rand.Source] by methods fixed here, so that a seed's results never
// depend on the Go release.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// Uniform returns a uniform integer in [0, n) drawn from src (n > 0), by Lemire's multiply-and-reject
// method. It is written here, not taken from [rand.Rand], so that a seed's results never change. It
// returns 0 when n is 0, without drawing.
//
// It draws one value from src, and another only in the rare case (probability below n/2⁶⁴) that the
// multiply lands in the biased part of the range.
func Uniform(src rand.Source, n uint64) uint64 {
	if n == 0 {
		return 0
	}
	return bounded(src, src.Uint64(), n)
}

// Shuffle permutes s uniformly by Fisher–Yates with draws from src: for i from len(s)-1 down to 1 it
// swaps s[i] with s[j], j = Uniform(src, i+1). It draws exactly what those calls to [Uniform] draw, so
// a source state gives the same permutation on every Go release.
func Shuffle[T any](src rand.Source, s []T) {
	// A ChaCha8 source (the one seeds make) is called directly, not through the interface, and the
	// draw is inlined: the loop makes no call per element besides the source's own. Only the way the
	// first value is fetched differs from Uniform.
	if c, ok := src.(*rand.ChaCha8); ok {
		for i := len(s) - 1; i > 0; i-- {
			j := bounded(c, c.Uint64(), uint64(i+1))
			s[i], s[j] = s[j], s[i]
		}
		return
	}
	for i := len(s) - 1; i > 0; i-- {
		j := Uniform(src, uint64(i+1))
		s[i], s[j] = s[j], s[i]
	}
}

// bounded returns the draw in [0, n) (n > 0) whose first value from src was x: the high word of x·n,
// unless the low word falls in the biased range, and then it draws again.
func bounded(src rand.Source, x, n uint64) uint64 {
	hi, lo := bits.Mul64(x, n)
	if lo < n {
		return redraw(src, x, n)
	}
	return hi
}

// redraw finishes [bounded] when the low word of x·n is below n: it keeps x if that low word is at
// least 2⁶⁴ mod n and otherwise draws again until a value is kept. It is kept out of line so that this
// rare path does not weigh on the shuffle's loop.
//
//go:noinline
func redraw(src rand.Source, x, n uint64) uint64 {
	thresh := -n % n
	for {
		hi, lo := bits.Mul64(x, n)
		if lo >= thresh {
			return hi
		}
		x = src.Uint64()
	}
}
