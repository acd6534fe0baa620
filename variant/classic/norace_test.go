//go:build !race

package classic_test

// raceEnabled reports whether the tests run with the race detector, which changes what escapes to the
// heap, so exact allocation counts do not hold.
const raceEnabled = false
