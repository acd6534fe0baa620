// Package rng holds the one random-number helper the wall and the variants share: a uniform integer
// drawn from an injected [rand.Source] by a method fixed here, so that a seed's results never depend
// on the Go release.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// Uniform returns a uniform integer in [0, n) drawn from src (n > 0), by Lemire's multiply-and-reject
// method. It is written here, not taken from [rand.Rand], so that a seed's results never change. It
// returns 0 when n is 0.
func Uniform(src rand.Source, n uint64) uint64 {
	if n == 0 {
		return 0
	}
	hi, lo := bits.Mul64(src.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(src.Uint64(), n)
		}
	}
	return hi
}
