//go:build race

package hand_test

// statSamples is the number of hands of the shanten distribution check. Under the race detector the
// check is about ten times slower, so it uses fewer hands (the tolerances follow the sample size).
const statSamples = 100_000
