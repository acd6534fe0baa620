package mjai

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/tile"
)

// parseTile reads every name tileName writes, and nothing else of the codec's names.
func TestParseTile(t *testing.T) {
	for k := tile.Character1; k <= tile.Red; k++ {
		for _, red := range []bool{false, true} {
			id := tile.IDOf(k, 0)
			if red != id.IsRed() {
				continue
			}
			got, gotRed, ok := parseTile(tileName(id, red))
			assert.True(t, ok, tileName(id, red))
			assert.Equal(t, k, got)
			assert.Equal(t, red, gotRed)
		}
	}
	for _, bad := range []string{"", "?", "0m", "5z", "4mr", "5mx", "EE", "5mrr"} {
		_, _, ok := parseTile(bad)
		assert.False(t, ok, bad)
	}
}
