//go:build !race

package shanten

// millionHands is the number of random hands TestEngineMatchesReferenceMillion compares.
const millionHands = 1_000_000

// improvementHands is the number of hands TestImprovementsMatchReference compares.
const improvementHands = 12
