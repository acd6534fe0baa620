package shanten

import (
	"compress/flate"
	_ "embed" // the tables
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mahjong-go/mahjong/tile"
)

// The suit table.
//
// One suit's concealed tiles are the vector of its nine rank counts (each 0..4), written in base 5 with
// rank 1 as the lowest digit: key = c1 + 5·c2 + ... + 5⁸·c9. A hand never holds more than 14 tiles of a
// suit, so the table has an entry only for the 405,350 vectors of at most 14 tiles, ranked densely: the
// key splits into a low part (ranks 1..4, 5⁴ values) and a high part (ranks 5..9, 5⁵ values); the low
// parts are ordered by their number of tiles, so those that fit beside a high part of n tiles are a
// prefix of that order, and the index is (first index of the high part) + (position of the low part in
// its order), both read from small arrays (see [suitTab]). Each entry is one uint64, a [cost]: for m =
// 0..4 sets and p = 0..1 pairs, in lane 2m+p (bits 6(2m+p) up), the least number of tiles to add so
// that the suit contains m sets and p pairs without any rank exceeding four (every rank may hold four
// copies: the caller handles declared melds and restricted kinds); never above 14. Beside it, a
// uint16 of the waits:
//
//	bits 0..8    the wait ranks: rank r (bit r-1) when the suit plus one tile of rank r is exactly
//	             sets (and a pair, if its size is 2 mod 3), a fifth copy included
//	bit 9        complete: the suit is exactly sets, or sets and a pair
//
// The table is generated data: internal/tablegen builds it (and is the authority on its contents) and
// writes it to suit.bin.deflate, which the package embeds and unpacks on first use with sync.OnceValue
// (4.6 MB with the honour tables, a few milliseconds instead of the 70 ms of building it); run `go
// generate ./...` after changing the builder, and TestCommittedTablesMatchBuilder checks that the
// committed files equal a fresh build.
// The builder makes two passes over the entries, which never leave the vectors of at most 14 tiles. A
// pattern (m sets and p pairs, 3m+2p tiles) lacks |P| − |P ∧ v| tiles of v, so the cost is 3m+2p minus
// the most tiles of v that fit in one pattern, and those tiles form a vector w ≤ v that is a part of
// some pattern. Pass 1 marks every exact pattern and propagates "is part of a pattern" downwards (a
// vector is a part if one tile more is, in descending index order); pass 2 computes the costs upwards
// (3m+2p − |v| when v is a part, else the least cost of v minus one tile, in ascending index order).
// Adding a tile raises the index (a low part with one tile more comes later in its order; a higher high
// part starts after every entry of a lower one), so both orders see the neighbours they need.
//
// The committed form (see internal/tablegen) is a raw deflate stream of a magic line and then the values in
// byte planes (the lowest byte of every value, then the next byte, and so on): the ranking arrays high
// and low (4 bytes each), the entries (8 bytes each) and the waits (2 bytes each). The small tables otherTwoOf and splitNear are
// generated as Go literals in tables_gen.go.
const (
	numLowKeys   = 625    // 5⁴: ranks 1..4
	numHighKeys  = 3125   // 5⁵: ranks 5..9
	numEntries   = 405350 // vectors of at most 14 tiles
	completeBit  = 1 << 9 // in a suit's waits
	suitMaxTiles = 14
)

var pow5 = [10]int32{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125}

// suitTab is the suit table: its entries and the ranking of keys.
type suitTab struct {
	entries []uint64
	waits   []uint16
	// high[h] is 256·(index of the first entry with high part h) + (tiles in h), for h of at most 14
	// tiles; low[l] is 256·(position of l in the order by tiles) + (tiles in l). Their sum is
	// 256·index + tiles: one addition ranks a key and counts its tiles.
	high [numHighKeys]int32
	low  [numLowKeys]int32
}

// suitTable returns the suit table, unpacking it on first use. Once unpacked, a call is one atomic
// load.
func suitTable() *suitTab {
	if t := suitTabPtr.Load(); t != nil {
		return t
	}
	return suitTableOnce()
}

var (
	suitTabPtr    atomic.Pointer[suitTab]
	suitTableOnce = sync.OnceValue(func() *suitTab {
		t, err := decodeSuit(suitData)
		if err != nil {
			panic(err) // the embedded file is part of the build: TestCommittedTablesMatchBuilder checks it
		}
		suitTabPtr.Store(t)
		return t
	})
)

// The generator writes suit.bin.deflate, honor.bin.deflate and tables_gen.go.
//go:generate go run github.com/mahjong-go/mahjong/internal/tablegen/cmd/tablegen

//go:embed suit.bin.deflate
var suitData string

//go:embed honor.bin.deflate
var honorData string

const (
	suitMagic  = "mahjong suit table v2\n"
	honorMagic = "mahjong honour table v2\n"
	rankBytes  = 4 // bytes per value of high and low
	suitBytes  = 8 // bytes per suit entry
	waitBytes  = 2 // bytes per suit waits value
	honorBytes = 8 // bytes per honour entry
)

// decodeSuit unpacks the committed form of the suit table.
func decodeSuit(data string) (*suitTab, error) {
	raw, err := unpack(data, suitMagic, (numHighKeys+numLowKeys)*rankBytes+numEntries*(suitBytes+waitBytes))
	if err != nil {
		return nil, err
	}
	t := &suitTab{entries: make([]uint64, numEntries), waits: make([]uint16, numEntries)}
	var rank [numHighKeys + numLowKeys]uint64
	raw = unplane(rank[:], raw, rankBytes)
	for i, x := range rank[:numHighKeys] {
		t.high[i] = int32(x)
	}
	for i, x := range rank[numHighKeys:] {
		t.low[i] = int32(x)
	}
	raw = unplane(t.entries, raw, suitBytes)
	lo, hi := raw[:numEntries], raw[numEntries:2*numEntries] // the waits' two byte planes
	for i := range t.waits {
		t.waits[i] = uint16(lo[i]) | uint16(hi[i])<<8
	}
	return t, nil
}

// decodeHonor unpacks the committed form of the honour table.
func decodeHonor(data string) (*[1 << 15]uint64, error) {
	t := new([1 << 15]uint64)
	raw, err := unpack(data, honorMagic, len(t)*honorBytes)
	if err != nil {
		return nil, err
	}
	unplane(t[:], raw, honorBytes)
	return t, nil
}

// unpack returns the n bytes after magic in the deflate stream data, checking its length.
func unpack(data, magic string, n int) ([]byte, error) {
	zr := flate.NewReader(strings.NewReader(data))
	raw := make([]byte, len(magic)+n)
	if _, err := io.ReadFull(zr, raw); err != nil {
		return nil, fmt.Errorf("shanten: embedded table: %w", err)
	}
	if string(raw[:len(magic)]) != magic {
		return nil, fmt.Errorf("shanten: embedded table: want %q", magic)
	}
	// The stream must end now.
	if m, err := zr.Read(make([]byte, 1)); m != 0 || !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("shanten: embedded table %q: longer than %d bytes (%v)", magic, n, err)
	}
	return raw[len(magic):], nil
}

// unplane fills dst from the first width·len(dst) bytes of src (width 1..8), which hold its values in
// byte planes (the lowest byte of every value, then the next, ...), and returns the rest of src. It
// reads eight planes per value in one pass; a plane at or past width reads the first plane again, and
// its mask drops it.
func unplane(dst []uint64, src []byte, width int) []byte {
	n := len(dst)
	var p [8][]byte
	var mask [8]uint64
	for j := range p {
		p[j] = src[:n:n]
		if j < width {
			p[j], mask[j] = src[j*n:j*n+n:j*n+n], 0xff
		}
	}
	p0, p1, p2, p3, p4, p5, p6, p7 := p[0], p[1][:n], p[2][:n], p[3][:n], p[4][:n], p[5][:n], p[6][:n], p[7][:n]
	m1, m2, m3, m4, m5, m6, m7 := mask[1]<<8, mask[2]<<16, mask[3]<<24, mask[4]<<32, mask[5]<<40, mask[6]<<48, mask[7]<<56
	dst = dst[:len(p0)]
	for i := range p0 {
		dst[i] = uint64(p0[i]) | uint64(p1[i])<<8&m1 | uint64(p2[i])<<16&m2 | uint64(p3[i])<<24&m3 |
			uint64(p4[i])<<32&m4 | uint64(p5[i])<<40&m5 | uint64(p6[i])<<48&m6 | uint64(p7[i])<<56&m7
	}
	return src[width*n:]
}

// index returns the entry index of key, which must have at most 14 tiles.
func (t *suitTab) index(key int32) int32 {
	return (t.high[key/numLowKeys] + t.low[key%numLowKeys]) >> 8
}

// at returns the entry of key, which must have at most 14 tiles.
func (t *suitTab) at(key int32) uint64 { return t.entries[t.index(key)] }

// atSplit returns the entry of the key with low part lo (ranks 1..4) and high part hi (ranks 5..9),
// which must have at most 14 tiles.
func (t *suitTab) atSplit(lo, hi int32) uint64 { return t.entries[(t.high[hi]+t.low[lo])>>8] }

// plusOne returns the entry of the key with low part lo and high part hi plus one tile of rank r+1
// (r = 0..8), whose digit must be below 4; the result must have at most 14 tiles.
func (t *suitTab) plusOne(lo, hi int32, r int) uint64 {
	if r < 4 {
		return t.atSplit(lo+pow5[r], hi)
	}
	return t.atSplit(lo, hi+pow5[r-4])
}

// locate3 returns the entry indexes and the numbers of tiles of the three suits. An index is only
// meaningful when its suit holds at most 14 tiles. Counts must be at most 4.
func (t *suitTab) locate3(c *tile.Counts) (i0, i1, i2 int32, n0, n1, n2 int) {
	s := (*[27]uint8)(c[tile.Character1:])
	x0 := t.high[int(s[4])+5*int(s[5])+25*int(s[6])+125*int(s[7])+625*int(s[8])] +
		t.low[int(s[0])+5*int(s[1])+25*int(s[2])+125*int(s[3])]
	x1 := t.high[int(s[13])+5*int(s[14])+25*int(s[15])+125*int(s[16])+625*int(s[17])] +
		t.low[int(s[9])+5*int(s[10])+25*int(s[11])+125*int(s[12])]
	x2 := t.high[int(s[22])+5*int(s[23])+25*int(s[24])+125*int(s[25])+625*int(s[26])] +
		t.low[int(s[18])+5*int(s[19])+25*int(s[20])+125*int(s[21])]
	return x0 >> 8, x1 >> 8, x2 >> 8, int(x0 & 0xff), int(x1 & 0xff), int(x2 & 0xff)
}

// entry returns the table entry and the number of tiles of the suit whose rank-1 kind is first, or a
// zero entry (no costs, never complete, no waits) when the suit holds more than 14 tiles. Counts must
// be at most 4.
func (t *suitTab) entry(c *tile.Counts, first tile.Tile) (uint64, int) {
	s := c[first : first+9 : first+9]
	lo := int32(s[0]) + 5*int32(s[1]) + 25*int32(s[2]) + 125*int32(s[3])
	hi := int32(s[4]) + 5*int32(s[5]) + 25*int32(s[6]) + 125*int32(s[7]) + 625*int32(s[8])
	x := t.high[hi] + t.low[lo] // 256·index + tiles
	if n := int(x & 0xff); n > suitMaxTiles {
		return 0, n
	}
	return t.entries[x>>8], int(x & 0xff)
}

// The honour table: each honour kind gives at most one group, so only how many usable kinds hold 0, 1,
// 2, 3 and 4 tiles matters. The key packs these five numbers (each 0..7) in 3 bits each; the entry has
// the cost layout of the suit table ([cost]), with costImp (15) for impossible (keys of more than seven
// kinds hold zero). It is generated like the suit table, into honor.bin.deflate (8 bytes per entry).

// honorTable returns the honour table, unpacking it on first use. Once unpacked, a call is one atomic
// load.
func honorTable() *[1 << 15]uint64 {
	if t := honorTabPtr.Load(); t != nil {
		return t
	}
	return honorTableOnce()
}

// honorRevTable returns the honour table with every entry reversed ([revCost]), for the hands with
// declared melds, computing it from the honour table on first use.
func honorRevTable() *[1 << 15]uint64 {
	if t := honorRevPtr.Load(); t != nil {
		return t
	}
	return honorRevOnce()
}

var (
	honorRevPtr  atomic.Pointer[[1 << 15]uint64]
	honorRevOnce = sync.OnceValue(func() *[1 << 15]uint64 {
		t := new([1 << 15]uint64)
		for i, e := range honorTable() {
			t[i] = rev10(e)
		}
		honorRevPtr.Store(t)
		return t
	})
)

var (
	honorTabPtr    atomic.Pointer[[1 << 15]uint64]
	honorTableOnce = sync.OnceValue(func() *[1 << 15]uint64 {
		t, err := decodeHonor(honorData)
		if err != nil {
			panic(err) // the embedded file is part of the build: TestCommittedTablesMatchBuilder checks it
		}
		honorTabPtr.Store(t)
		return t
	})
)
