//go:build !race

package hand_test

// statSamples is the number of hands of the shanten distribution check.
const statSamples = 200_000
