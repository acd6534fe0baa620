package hand

import (
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
// its order), both read from small arrays (see [suitTab]). Each entry is one uint64:
//
//	bits 0..39   for m = 0..4 sets and p = 0..1 pairs, at bit 4·(2m+p): the least number of tiles to
//	             add so that the suit contains m sets and p pairs without any rank exceeding four
//	             (every rank may hold four copies: the caller handles declared melds and restricted kinds)
//	bits 40..48  the wait ranks: rank r (bit 40+r-1) when the suit plus one tile of rank r is exactly
//	             sets (and a pair, if its size is 2 mod 3), a fifth copy included
//	bit 49       complete: the suit is exactly sets, or sets and a pair
//
// The table is built on first use with sync.OnceValue (3.2 MB, under 0.1 s) in two passes over the entries, which
// never leave the vectors of at most 14 tiles. A pattern (m sets and p pairs, 3m+2p tiles) lacks
// |P| − |P ∧ v| tiles of v, so the cost is 3m+2p minus the most tiles of v that fit in one pattern, and
// those tiles form a vector w ≤ v that is a part of some pattern. Pass 1 marks every exact pattern and
// propagates "is part of a pattern" downwards (a vector is a part if one tile more is, in descending
// index order); pass 2 computes the costs upwards (3m+2p − |v| when v is a part, else the least cost
// of v minus one tile, in ascending index order). Adding a tile raises the index (a low part with one
// tile more comes later in its order; a higher high part starts after every entry of a lower one), so
// both orders see the neighbours they need.
const (
	numLowKeys   = 625    // 5⁴: ranks 1..4
	numHighKeys  = 3125   // 5⁵: ranks 5..9
	numEntries   = 405350 // vectors of at most 14 tiles
	waitShift    = 40
	completeBit  = 1 << 49
	costBits     = 4
	costMask     = 1<<costBits - 1
	suitMaxTiles = 14
)

var pow5 = [10]int32{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125}

// suitTab is the suit table: its entries and the ranking of keys.
type suitTab struct {
	entries []uint64
	// high[h] is 256·(index of the first entry with high part h) + (tiles in h), for h of at most 14
	// tiles; low[l] is 256·(position of l in the order by tiles) + (tiles in l). Their sum is
	// 256·index + tiles: one addition ranks a key and counts its tiles.
	high [numHighKeys]int32
	low  [numLowKeys]int32
}

// suitTable returns the suit table, building it on first use. Once built, a call is one atomic load.
func suitTable() *suitTab {
	if t := suitTabPtr.Load(); t != nil {
		return t
	}
	return suitTableOnce()
}

var (
	suitTabPtr    atomic.Pointer[suitTab]
	suitTableOnce = sync.OnceValue(func() *suitTab {
		t := buildSuitTable()
		suitTabPtr.Store(t)
		return t
	})
)

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

// entryCosts unpacks the cost fields of a suit table entry (never 15).
func entryCosts(e uint64) costs {
	var r costs
	for m := range 5 {
		r[m][0] = uint8(e >> (costBits * (2 * m)) & costMask)
		r[m][1] = uint8(e >> (costBits * (2*m + 1)) & costMask)
	}
	return r
}

// honorEntryCosts unpacks the cost fields of an honour table entry, where 15 means impossible.
func honorEntryCosts(e uint64) costs {
	var r costs
	for m := range 5 {
		for p := range 2 {
			v := uint8(e >> (costBits * (2*m + p)) & costMask)
			if v == costMask {
				v = inf
			}
			r[m][p] = v
		}
	}
	return r
}

// laneBits is the width of one cost lane while building: 5 value bits and a guard bit, so ten lanes
// fit a uint64 and a lane-wise minimum needs no loop.
const (
	laneBits  = 6
	laneOnes  = 0x041041041041041 // 1 in every lane (10 lanes)
	laneGuard = laneOnes << 5     // the guard bit of every lane
)

// laneMin returns the lane-wise minimum of a and b (lanes hold 0..31).
func laneMin(a, b uint64) uint64 {
	ge := (((a | laneGuard) - b) & laneGuard) >> 5 // 1 in the lanes where a >= b
	mask := ge * 31
	return b&mask | a&^mask
}

// patternBit is the bit of m sets and p pairs in the part-of-a-pattern bitmasks (and the lane masks).
func patternBit(m, p int) uint16 { return 1 << (2*m + p) }

// digitsOf returns the nine digits and the number of tiles of key.
func digitsOf(key int32) ([9]int8, int) {
	var d [9]int8
	n := 0
	for r := range d {
		d[r] = int8(key % 5)
		n += int(d[r])
		key /= 5
	}
	return d, n
}

func buildSuitTable() *suitTab {
	t := new(suitTab)
	// The ranking: low parts by tiles (then by key), high parts in key order.
	var lowSize [numLowKeys]int32
	var lowCount [17]int32 // low parts of exactly n tiles
	for lo := range int32(numLowKeys) {
		_, n := digitsOf(lo)
		lowSize[lo] = int32(n)
		lowCount[n]++
	}
	var lowUpTo [17]int32 // low parts of at most n tiles
	var next [17]int32    // next position of a low part of n tiles
	start := int32(0)
	for n := range 17 {
		next[n] = start
		start += lowCount[n]
		lowUpTo[n] = start
	}
	for lo := range int32(numLowKeys) {
		n := lowSize[lo]
		t.low[lo] = next[n]<<8 | n
		next[n]++
	}
	total := int32(0)
	for hi := range int32(numHighKeys) {
		_, n := digitsOf(hi)
		t.high[hi] = total<<8 | int32(n)
		if n <= suitMaxTiles {
			total += lowUpTo[suitMaxTiles-n]
		}
	}
	// keyOf[i] is the key of entry i.
	keyOf := make([]int32, total)
	for hi := range int32(numHighKeys) {
		for lo := range int32(numLowKeys) {
			if x := t.high[hi] + t.low[lo]; x&0xff <= suitMaxTiles {
				keyOf[x>>8] = hi*numLowKeys + lo
			}
		}
	}

	// Pass 1: every exact pattern, then "is part of a pattern" downwards. Sets are numbered 0..15:
	// pungs of ranks 0..8, then chows starting at ranks 0..6; a pattern lists them in non-decreasing
	// order.
	part := make([]uint16, total)
	var cnt [9]int8
	key := func() int32 {
		var k int32
		for r := 8; r >= 0; r-- {
			k = 5*k + int32(cnt[r])
		}
		return k
	}
	var mark func(m, from int)
	mark = func(m, from int) {
		k := key()
		part[t.index(k)] |= patternBit(m, 0)
		for r := range 9 {
			if cnt[r] <= 2 {
				part[t.index(k+2*pow5[r])] |= patternBit(m, 1)
			}
		}
		if m == 4 {
			return
		}
		for s := from; s < 16; s++ {
			if s < 9 {
				if cnt[s] > 1 {
					continue
				}
				cnt[s] += 3
				mark(m+1, s)
				cnt[s] -= 3
				continue
			}
			r := s - 9
			if cnt[r] == 4 || cnt[r+1] == 4 || cnt[r+2] == 4 {
				continue
			}
			cnt[r]++
			cnt[r+1]++
			cnt[r+2]++
			mark(m+1, s)
			cnt[r]--
			cnt[r+1]--
			cnt[r+2]--
		}
	}
	mark(0, 0)
	for i := total - 1; i >= 0; i-- {
		k := keyOf[i]
		d, n := digitsOf(k)
		if n == suitMaxTiles {
			continue
		}
		v := part[i]
		for r := range 9 {
			if d[r] < 4 {
				v |= part[t.index(k+pow5[r])]
			}
		}
		part[i] = v
	}

	// Pass 2: costs, upwards, in lanes.
	var laneMaskOf [1024]uint64 // part bits -> their lanes
	for b := range laneMaskOf {
		for i := range 10 {
			if b&(1<<i) != 0 {
				laneMaskOf[b] |= (1<<laneBits - 1) << (laneBits * i)
			}
		}
	}
	var partCost [suitMaxTiles + 1]uint64 // 3m+2p-n in every lane with 3m+2p >= n
	for n := range partCost {
		for i := range 10 {
			if size := 3*(i/2) + 2*(i%2); size >= n {
				partCost[n] |= uint64(size-n) << (laneBits * i)
			}
		}
	}
	t.entries = make([]uint64, total)
	dist := t.entries
	for i := range total {
		k := keyOf[i]
		d, n := digitsOf(k)
		best := uint64(laneOnes * 31)
		for r := range 9 {
			if d[r] > 0 {
				best = laneMin(best, dist[t.index(k-pow5[r])])
			}
		}
		mask := laneMaskOf[part[i]]
		dist[i] = partCost[n]&mask | best&^mask
	}

	// Pack the entries in place: the costs (4 bits each), complete and the waits. A vector of n tiles is
	// exactly a pattern of 3m+2p = n tiles when it is a part of one.
	exact := func(k int32, n int) bool {
		return n%3 != 1 && part[t.index(k)]&patternBit(n/3, n%3/2) != 0
	}
	for i := range total {
		k := keyOf[i]
		d, n := digitsOf(k)
		var e uint64
		v := dist[i]
		for l := range 10 {
			e |= (v >> (laneBits * l) & costMask) << (costBits * l)
		}
		if exact(k, n) {
			e |= completeBit
		}
		if n+1 <= suitMaxTiles && (n+1)%3 != 1 {
			for r := range 9 {
				if completesWith(exact, &d, k, n, r) {
					e |= 1 << (waitShift + r)
				}
			}
		}
		dist[i] = e
	}
	return t
}

// completesWith reports whether the suit with digits d (key k, n tiles) plus one tile of rank r is
// exactly sets (and a pair if n+1 is 2 mod 3), with exact telling whether a vector is exactly a
// pattern. A fifth copy is allowed: the group that uses it is removed first.
func completesWith(exact func(k int32, n int) bool, d *[9]int8, k int32, n, r int) bool {
	if d[r] < 4 {
		return exact(k+pow5[r], n+1)
	}
	// Five of rank r: some group of the pattern uses rank r; remove it and look up the rest.
	if n+1 >= 3 && exact(k-2*pow5[r], n-2) { // a pung
		return true
	}
	if (n+1)%3 == 2 && exact(k-pow5[r], n-1) { // the pair
		return true
	}
	for a := max(0, r-2); a <= min(r, 6); a++ { // a chow from rank a
		ok := true
		for j := a; j < a+3; j++ {
			if j != r && d[j] == 0 {
				ok = false
			}
		}
		if ok && exact(k+pow5[r]-pow5[a]-pow5[a+1]-pow5[a+2], n-2) {
			return true
		}
	}
	return false
}

// The honour table: each honour kind gives at most one group, so only how many usable kinds hold 0, 1,
// 2, 3 and 4 tiles matters. The key packs these five numbers (each 0..7) in 3 bits each; the entry has
// the cost layout of the suit table.
// honorTable returns the honour table, building it on first use. Once built, a call is one atomic
// load.
func honorTable() *[1 << 15]uint64 {
	if t := honorTabPtr.Load(); t != nil {
		return t
	}
	return honorTableOnce()
}

var (
	honorTabPtr    atomic.Pointer[[1 << 15]uint64]
	honorTableOnce = sync.OnceValue(func() *[1 << 15]uint64 {
		t := buildHonorTable()
		honorTabPtr.Store(t)
		return t
	})
)

func buildHonorTable() *[1 << 15]uint64 {
	t := new([1 << 15]uint64)
	for key := range t {
		var n [5]int
		total := 0
		for c := range 5 {
			n[c] = key >> (3 * c) & 7
			total += n[c]
		}
		if total > 7 {
			continue
		}
		var counts tile.Counts
		var none tile.Counts
		kinds := tile.Set(0)
		h := tile.East
		for c := range 5 {
			for range n[c] {
				counts[h] = uint8(c)
				kinds |= 1 << h
				h++
			}
		}
		r := honorCosts(&counts, &none, kinds)
		var e uint64
		for m := range 5 {
			for p := range 2 {
				e |= uint64(min(r[m][p], costMask)) << (costBits * (2*m + p))
			}
		}
		t[key] = e
	}
	return t
}
