package tablegen

import (
	"compress/flate"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/lanes"
)

// pattern is a multiset of m sets (pungs and chows) and p pairs, as rank counts.
type pattern struct {
	m, p int
	c    [9]int8
}

// allPatterns lists every pattern of at most four sets and at most one pair, with no limit on a rank's
// count, straight from the definition: sets are taken in non-decreasing order of kind.
func allPatterns() []pattern {
	var out []pattern
	var c [9]int8
	var rec func(m, from int)
	rec = func(m, from int) {
		out = append(out, pattern{m: m, c: c})
		for r := range 9 {
			c[r] += 2
			out = append(out, pattern{m: m, p: 1, c: c})
			c[r] -= 2
		}
		if m == 4 {
			return
		}
		for s := from; s < 16; s++ {
			if s < 9 {
				c[s] += 3
			} else {
				c[s-9]++
				c[s-8]++
				c[s-7]++
			}
			rec(m+1, s)
			if s < 9 {
				c[s] -= 3
			} else {
				c[s-9]--
				c[s-8]--
				c[s-7]--
			}
		}
	}
	rec(0, 0)
	return out
}

// referenceCosts returns the cost bits of the suit vector d from the definition in internal/shanten/table.go: for
// each m and p, 3m+2p minus the most tiles of d in one pattern of m sets and p pairs with at most four
// of each rank.
func referenceCosts(pats []pattern, d [9]int8) uint64 {
	var best [5][2]int
	for m := range best {
		best[m] = [2]int{-1, -1}
	}
	for _, pt := range pats {
		fits, in := true, 0
		for r := range 9 {
			fits = fits && pt.c[r] <= 4
			in += int(min(pt.c[r], d[r]))
		}
		if fits && in > best[pt.m][pt.p] {
			best[pt.m][pt.p] = in
		}
	}
	var e uint64
	for m := range 5 {
		for p := range 2 {
			e |= uint64(3*m+2*p-best[m][p]) << (lanes.Bits * (2*m + p))
		}
	}
	return e
}

// TestBuildSuitCostsMatchDefinition compares the costs of built suit entries, for random vectors of at
// most 14 tiles (each rank's count drawn from 0..4, so fours are common) and those one tile smaller,
// with the definition.
func TestBuildSuitCostsMatchDefinition(t *testing.T) {
	tab := BuildSuit()
	require.Len(t, tab.Entries, NumEntries)
	pats := allPatterns()
	rapid.Check(t, func(t *rapid.T) {
		var d [9]int8
		n := 0
		for r := range d {
			d[r] = int8(rapid.IntRange(0, min(4, SuitMaxTiles-n)).Draw(t, "count"))
			n += int(d[r])
		}
		check := func(d [9]int8) {
			var key int32
			for r := 8; r >= 0; r-- {
				key = 5*key + int32(d[r])
			}
			got, want := tab.Entries[tab.Index(key)], referenceCosts(pats, d)
			if got != want {
				t.Fatalf("vector %v: built costs %#x, definition %#x", d, got, want)
			}
		}
		check(d)
		for r := range d { // and the vectors one tile smaller
			if d[r] > 0 {
				d[r]--
				check(d)
				d[r]++
			}
		}
	})
}

// TestBuildSuitWaitsMatchDefinition checks the complete bit and the waits of every suit entry against
// the definition: complete when some pattern (sets and at most one pair) is the vector, and a wait on
// rank r when some pattern is the vector plus one tile of rank r, a fifth copy included, for a vector of
// at most 13 tiles whose size plus one is not 1 mod 3.
func TestBuildSuitWaitsMatchDefinition(t *testing.T) {
	tab := BuildSuit()
	exact := make(map[[9]int8]bool)
	for _, pt := range allPatterns() {
		exact[pt.c] = true
	}
	checked := 0
	for k := range int32(NumHighKeys * NumLowKeys) {
		d, n := Digits(k)
		if n > SuitMaxTiles {
			continue
		}
		checked++
		want := uint16(0)
		if exact[d] {
			want |= completeBit
		}
		if n+1 <= SuitMaxTiles && (n+1)%3 != 1 {
			for r := range 9 {
				d[r]++
				if exact[d] {
					want |= 1 << r
				}
				d[r]--
			}
		}
		if got := tab.Waits[tab.Index(k)]; got != want {
			t.Fatalf("vector %v: built waits and complete %#x, definition %#x", d, got, want)
		}
	}
	require.Equal(t, NumEntries, checked)
}

// TestBuildHonorMatchesDefinition compares every honour table entry with the definition: each usable
// kind becomes a pung, the pair or nothing, and a group of a kind with h tiles lacks 3-h or 2-h tiles.
func TestBuildHonorMatchesDefinition(t *testing.T) {
	tab := BuildHonor()
	for key := range tab {
		var held []int
		for c := range 5 {
			for range key >> (3 * c) & 7 {
				held = append(held, c)
			}
		}
		if len(held) > 7 {
			require.Zero(t, tab[key], "key %#x", key)
			continue
		}
		var best [5][2]int
		for m := range best {
			best[m] = [2]int{costImp, costImp}
		}
		ways := 1
		for range held {
			ways *= 3
		}
		for w := range ways {
			m, p, cost := 0, 0, 0
			for _, h := range held {
				switch w % 3 {
				case 1:
					m++
					cost += 3 - min(h, 3)
				case 2:
					p++
					cost += 2 - min(h, 2)
				}
				w /= 3
			}
			if m <= 4 && p <= 1 {
				best[m][p] = min(best[m][p], cost)
			}
		}
		var want uint64
		for m := range 5 {
			for p := range 2 {
				want |= uint64(best[m][p]) << (lanes.Bits * (2*m + p))
			}
		}
		require.Equal(t, want, tab[key], "key %#x", key)
	}
}

// TestSmallTables checks the small tables against their definitions.
func TestSmallTables(t *testing.T) {
	other := OtherTwoOf()
	for g := range 4 {
		for x := range 4 {
			if g == x {
				continue
			}
			o := other[g][x]
			require.Less(t, o[0], o[1])
			for _, v := range o {
				require.NotEqual(t, g, int(v))
				require.NotEqual(t, x, int(v))
			}
		}
	}
	near := SplitNear()
	for n := range near {
		for m := range 5 {
			for p := range 2 {
				k := 3*m + 2*p
				require.Equal(t, k >= n-1 && k <= n+1, near[n]>>(m+16*p)&1 == 1, "n %d m %d p %d", n, m, p)
			}
		}
		require.Zero(t, near[n]&^(0x1f|0x1f<<16), "n %d", n)
	}
}

// TestEncodeDeterministic checks that the same table gives the same bytes (so `go generate` leaves the
// committed files alone), and that an entry too wide for its planes is refused.
func TestEncodeDeterministic(t *testing.T) {
	hon := BuildHonor()
	a, err := EncodeHonor(hon, flate.BestCompression)
	require.NoError(t, err)
	b, err := EncodeHonor(BuildHonor(), flate.BestCompression)
	require.NoError(t, err)
	require.Equal(t, a, b)
	hon[3] = 1 << (10 * lanes.Bits)
	_, err = EncodeHonor(hon, flate.BestCompression)
	require.Error(t, err)
	_, err = EncodeSuit(&Suit{Entries: []uint64{1 << (10 * lanes.Bits)}, Waits: []uint16{0}}, flate.BestCompression)
	require.Error(t, err)
	_, err = EncodeSuit(&Suit{Entries: []uint64{1}}, flate.BestCompression)
	require.Error(t, err, "waits missing")
}

// BenchmarkBuildSuit measures building the suit table, which the package hand paid on first use before
// the table was generated.
func BenchmarkBuildSuit(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = BuildSuit()
	}
}
