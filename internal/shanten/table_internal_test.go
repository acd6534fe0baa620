package shanten

import (
	"bytes"
	"compress/flate"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/tablegen"
)

// TestSuitTableRanking checks that the ranking maps the keys of at most 14 tiles one to one onto the
// entries, in an order where adding a tile raises the index (which the table build relies on).
func TestSuitTableRanking(t *testing.T) {
	tab := suitTable()
	require.Len(t, tab.entries, numEntries)
	seen := make([]bool, numEntries)
	for k := range int32(5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5) {
		d, n := tablegen.Digits(k)
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

// TestCommittedTablesMatchBuilder checks that the committed tables (suit.bin.deflate, honor.bin.deflate and
// tables_gen.go) are what the generator writes from a fresh build: run `go generate ./...` when it
// fails. The binary files are compared after unpacking, so another compressor output for the same
// table passes.
func TestCommittedTablesMatchBuilder(t *testing.T) {
	want := tablegen.BuildSuit()
	got, err := decodeSuit(suitData)
	require.NoError(t, err)
	require.Equal(t, want.High, got.high, "suit ranking (high)")
	require.Equal(t, want.Low, got.low, "suit ranking (low)")
	require.Len(t, got.entries, len(want.Entries))
	for i := range want.Entries {
		if got.entries[i] != want.Entries[i] {
			t.Fatalf("suit entry %d: committed %#x, built %#x", i, got.entries[i], want.Entries[i])
		}
	}
	require.Same(t, suitTable(), suitTable())
	require.Equal(t, got.entries, suitTable().entries, "the loaded table is the committed one")

	hon, err := decodeHonor(honorData)
	require.NoError(t, err)
	require.Equal(t, tablegen.BuildHonor(), hon, "honour table")
	require.Equal(t, hon, honorTable(), "the loaded table is the committed one")

	require.Equal(t, tablegen.OtherTwoOf(), otherTwoOf)
	require.Equal(t, tablegen.SplitNear(), splitNear)
	src, err := tablegen.GoSource("shanten")
	require.NoError(t, err)
	file, err := os.ReadFile("tables_gen.go")
	require.NoError(t, err)
	require.Equal(t, string(src), string(file), "tables_gen.go")
}

// TestTableEncodingRoundTrip checks that the package's decoder reads back what the generator's encoder
// writes, independently of the committed files (at the fastest compression: the level changes the bytes,
// not the format).
func TestTableEncodingRoundTrip(t *testing.T) {
	suit := tablegen.BuildSuit()
	enc, err := tablegen.EncodeSuit(suit, flate.BestSpeed)
	require.NoError(t, err)
	got, err := decodeSuit(string(enc))
	require.NoError(t, err)
	require.Equal(t, suit.Entries, got.entries)
	require.Equal(t, suit.High, got.high)
	require.Equal(t, suit.Low, got.low)

	hon := tablegen.BuildHonor()
	enc, err = tablegen.EncodeHonor(hon, flate.BestSpeed)
	require.NoError(t, err)
	gotHon, err := decodeHonor(string(enc))
	require.NoError(t, err)
	require.Equal(t, hon, gotHon)
}

// TestUnplane checks that unplane reads back the values that tablegen.AppendPlanes writes, for every
// width, and returns the bytes after them.
func TestUnplane(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		width := rapid.IntRange(1, 8).Draw(t, "width")
		vals := rapid.SliceOf(rapid.Uint64()).Draw(t, "vals")
		for i := range vals {
			vals[i] &= 1<<(8*width) - 1 // width 8: the shift is 64, so every bit stays
		}
		tail := rapid.SliceOf(rapid.Byte()).Draw(t, "tail")
		src := append(tablegen.AppendPlanes(nil, vals, width), tail...)
		got := make([]uint64, len(vals))
		for i := range got {
			got[i] = ^uint64(0) // unplane overwrites every value
		}
		rest := unplane(got, src, width)
		require.Equal(t, vals, got)
		require.True(t, bytes.Equal(tail, rest), "the bytes after the planes")
	})
}

// TestTableDecodeRejectsDamage checks that a damaged table file gives an error, never a table: a
// stream that is not deflate or is truncated, a wrong magic line, a short or long content.
func TestTableDecodeRejectsDamage(t *testing.T) {
	deflate := func(b []byte) string {
		var buf bytes.Buffer
		w, err := flate.NewWriter(&buf, flate.BestSpeed)
		require.NoError(t, err)
		_, err = w.Write(b)
		require.NoError(t, err)
		require.NoError(t, w.Close())
		return buf.String()
	}
	content := append([]byte(honorMagic), make([]byte, (1<<15)*honorBytes)...)
	_, err := decodeHonor(deflate(content))
	require.NoError(t, err, "the well-formed control")

	cases := map[string]string{
		"empty":       "",
		"not deflate": "\x07mahjong",
		"truncated":   honorData[:len(honorData)/2],
		"short":       deflate(content[:len(content)-1]),
		"long":        deflate(append(content[:len(content):len(content)], 0)),
		"wrong magic": deflate(append([]byte(suitMagic), content[len(honorMagic):]...)),
	}
	for name, data := range cases {
		_, err := decodeHonor(data)
		require.Error(t, err, name)
	}
	_, err = decodeSuit(suitData[:len(suitData)-1])
	require.Error(t, err)
	_, err = decodeSuit(honorData)
	require.Error(t, err)
}

// BenchmarkSuitTableLoad measures unpacking the committed suit table (what the first use of any
// analysis function pays once); B/op is the memory allocated, of which the entries (8 bytes each)
// and the waits (2 bytes each) stay. internal/tablegen's BenchmarkBuildSuit measures building it
// instead.
func BenchmarkSuitTableLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeSuit(suitData); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(numEntries*(suitBytes+waitBytes)), "table-bytes")
}

// BenchmarkHonorTableLoad measures unpacking the committed honour table.
func BenchmarkHonorTableLoad(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := decodeHonor(honorData); err != nil {
			b.Fatal(err)
		}
	}
}
