package wall

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// TestFillSet: fillSet lists the same tiles as tile.AppendSet for any set of kinds, runs of kinds
// crossing from the playing kinds to the bonus kinds and bits outside the kinds included.
func TestFillSet(t *testing.T) {
	for _, s := range []tile.Set{tile.AllKinds, tile.PlayingKinds, tile.SuitedKinds, tile.HonorKinds,
		tile.BonusKinds, tile.AllKinds &^ tile.SuitedKinds, 0, ^tile.Set(0)} {
		var dst [tile.NumIDs]tile.ID
		n := fillSet(&dst, s)
		require.Equal(t, tile.AppendSet([]tile.ID{}, s), dst[:n:n], "%#x", uint64(s))
	}
	rapid.Check(t, func(t *rapid.T) {
		s := tile.Set(rapid.Uint64().Draw(t, "kinds"))
		var dst [tile.NumIDs]tile.ID
		n := fillSet(&dst, s)
		require.Equal(t, tile.AppendSet([]tile.ID{}, s), dst[:n:n])
	})
}

func TestAllIDs(t *testing.T) {
	for i, id := range allIDs {
		require.Equal(t, tile.ID(i+1), id)
	}
}

func TestIsBonusID(t *testing.T) {
	for id := tile.ID(1); id <= tile.NumIDs; id++ {
		assert.Equal(t, id.Kind().IsBonus(), isBonusID(id), "%v", id)
	}
}

// BenchmarkFillSet measures writing the unshuffled 144-tile set.
func BenchmarkFillSet(b *testing.B) {
	var dst [tile.NumIDs]tile.ID
	b.ReportAllocs()
	for b.Loop() {
		fillSet(&dst, tile.AllKinds)
	}
}
