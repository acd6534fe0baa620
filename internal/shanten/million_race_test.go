//go:build race

package shanten

// millionHands is the number of random hands TestEngineMatchesReferenceMillion compares under the race
// detector, which slows the reference tenfold: the full million runs without it (.ci/run).
const millionHands = 10_000

// improvementHands is the number of hands TestImprovementsMatchReference compares under the race
// detector.
const improvementHands = 3
