package shanten

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/handgen"
	"github.com/mahjong-go/mahjong/tile"
)

// cappedRankHandGen is [handgen.CappedRank] as the engine's hands.
func cappedRankHandGen() *rapid.Generator[Hand] { return rapid.Map(handgen.CappedRank(), engineHand) }

// TestCappedRankHandGen: the generator makes valid hands of 13 or 14 tiles, and often hands whose
// declared copies of a suited kind leave a cap of 0 to 3 with concealed copies of it held.
func TestCappedRankHandGen(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := cappedRankHandGen().Draw(t, "h")
		require.Contains(t, []int{13, 14}, h.Size())
		all := h.All()
		for x := tile.Character1; x <= tile.Bamboo9; x++ {
			require.LessOrEqual(t, all[x], uint8(4))
		}
	})
	// How often: counted over fixed seeds, so that the test does not fail on an unlucky run.
	var capped [4]int
	g := cappedRankHandGen()
	for seed := range 400 {
		h := g.Example(seed)
		all := h.All()
		for x := tile.Character1; x <= tile.Bamboo9; x++ {
			if d := all[x] - h.Concealed[x]; d > 0 && h.Concealed[x] > 0 {
				capped[d-1]++
			}
		}
	}
	for i, n := range capped[:3] {
		assert.Positive(t, n, "no hand with %d declared copies of a kind held", i+1)
	}
}
