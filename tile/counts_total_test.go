package tile_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// Total must equal the plain sum of every slot but None's, for any byte values (up to 255 each).
func TestCountsTotalMatchesSum(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for i := range c {
			c[i] = rapid.Uint8().Draw(t, "count")
		}
		want := 0
		for _, v := range c[1:] {
			want += int(v)
		}
		if got := c.Total(); got != want {
			t.Fatalf("Total of %v = %d, want %d", c, got, want)
		}
	})
	var full tile.Counts
	for i := range full {
		full[i] = 255
	}
	if got, want := full.Total(), 255*(tile.NumSlots-1); got != want {
		t.Fatalf("Total of all-255 counts = %d, want %d", got, want)
	}
}
