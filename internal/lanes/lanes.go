// Package lanes holds the cost lanes that the analysis engine (internal/shanten) and its table
// generator (internal/tablegen) share: ten lanes of Bits bits in a uint64, each five value bits (0..31)
// under a guard bit, so that a lane-wise minimum needs no loop. Lane 2m+p holds the cost of m sets and
// p pairs (docs/architecture.md describes the engine and its tables).
package lanes

// The lane layout.
const (
	Bits  = 6                 // the width of one lane: 5 value bits and a guard bit
	Ones  = 0x041041041041041 // 1 in every lane (10 lanes)
	Guard = Ones << 5         // the guard bit of every lane
)

// Min returns the lane-wise minimum of a and b, whose lanes hold 0..31 with clear guard bits.
func Min(a, b uint64) uint64 {
	ge := (((a | Guard) - b) & Guard) >> 5 // 1 in the lanes where a >= b
	mask := ge * 31
	return b&mask | a&^mask
}
