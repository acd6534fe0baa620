package hand

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSuitTableRanking checks that the ranking maps the keys of at most 14 tiles one to one onto the
// entries, in an order where adding a tile raises the index (which the table build relies on).
func TestSuitTableRanking(t *testing.T) {
	tab := suitTable()
	require.Len(t, tab.entries, numEntries)
	seen := make([]bool, numEntries)
	for k := range int32(5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5) {
		d, n := digitsOf(k)
		if n > suitMaxTiles {
			continue
		}
		i := tab.index(k)
		if seen[i] {
			t.Fatalf("key %d: index %d taken", k, i)
		}
		seen[i] = true
		if n == suitMaxTiles {
			continue
		}
		for r := range 9 {
			if d[r] < 4 && tab.index(k+pow5[r]) <= i {
				t.Fatalf("key %d rank %d: index does not rise", k, r)
			}
		}
	}
}

// BenchmarkSuitTableBuild measures building the suit table (what the first use of any analysis
// function pays once); B/op is the memory allocated, of which the entries (8 bytes each) stay.
func BenchmarkSuitTableBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = buildSuitTable()
	}
	b.ReportMetric(float64(numEntries*8), "table-bytes")
}
