package hand

import (
	"sync"

	"github.com/mahjong-go/mahjong/tile"
)

// The suit table.
//
// One suit's concealed tiles are the vector of its nine rank counts (each 0..4), encoded in base 5 with
// rank 1 as the lowest digit: key = c1 + 5·c2 + ... + 5⁸·c9. For every key whose tiles number at most
// 14 (a hand never holds more) the table holds one uint64 entry:
//
//	bits 0..39   for m = 0..4 sets and p = 0..1 pairs, at bit 4·(2m+p): the least number of tiles to
//	             add so that the suit contains m sets and p pairs without any rank exceeding four
//	             (every rank may hold four copies: the caller handles declared melds and restricted kinds)
//	bits 40..48  the wait ranks: rank r (bit 40+r-1) when the suit plus one tile of rank r is exactly
//	             sets (and a pair, if its size is 2 mod 3), a fifth copy included
//	bit 49       complete: the suit is exactly sets, or sets and a pair
//
// The table is built on first use with sync.OnceValue (about 16 MB, built in a fraction of a second) in
// three passes over all 5⁹ keys: mark every exact pattern of m sets and p pairs; propagate "contains a
// pattern" upwards (a vector contains one if it is one or one tile less contains one, in ascending key
// order); then distances downwards (zero if it contains the pattern, else one more than the best vector
// with one tile more, in descending key order). This last step is the exact distance because some tile
// the vector lacks from a nearest pattern brings it one closer.
const (
	numSuitKeys  = 1953125 // 5⁹
	waitShift    = 40
	completeBit  = 1 << 49
	costBits     = 4
	costMask     = 1<<costBits - 1
	suitMaxTiles = 14
)

var pow5 = [10]int32{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125}

var suitTable = sync.OnceValue(buildSuitTable)

// suitKey returns the base-5 key and the number of tiles of the suit whose rank-1 kind is first. Counts
// must be at most 4.
func suitKey(c *tile.Counts, first tile.Tile) (int32, int) {
	s := c[first : first+9 : first+9]
	k := int32(s[8])
	k = 5*k + int32(s[7])
	k = 5*k + int32(s[6])
	k = 5*k + int32(s[5])
	k = 5*k + int32(s[4])
	k = 5*k + int32(s[3])
	k = 5*k + int32(s[2])
	k = 5*k + int32(s[1])
	k = 5*k + int32(s[0])
	n := int(s[0]) + int(s[1]) + int(s[2]) + int(s[3]) + int(s[4]) + int(s[5]) + int(s[6]) + int(s[7]) + int(s[8])
	return k, n
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

// laneBits is the width of one distance lane while building: 5 value bits and a guard bit, so ten lanes
// fit a uint64 and a lane-wise minimum needs no loop.
const (
	laneBits  = 6
	laneOnes  = 0x041041041041041 // 1 in every lane (10 lanes)
	laneGuard = laneOnes << 5     // the guard bit of every lane
	laneMax   = laneOnes * 31     // 31 in every lane
)

// laneMin returns the lane-wise minimum of a and b (lanes hold 0..31).
func laneMin(a, b uint64) uint64 {
	ge := (((a | laneGuard) - b) & laneGuard) >> 5 // 1 in the lanes where a >= b
	mask := ge * 31
	return b&mask | a&^mask
}

// patternBit is the bit of m sets and p pairs in the contains bitmasks.
func patternBit(m, p int) uint16 { return 1 << (2*m + p) }

func buildSuitTable() []uint64 {
	contains := make([]uint16, numSuitKeys)

	// Pass 1: every exact pattern. Sets are numbered 0..15: pungs of ranks 0..8, then chows starting at
	// ranks 0..6; a pattern lists them in non-decreasing order.
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
		contains[k] |= patternBit(m, 0)
		for r := range 9 {
			if cnt[r] <= 2 {
				contains[k+2*pow5[r]] |= patternBit(m, 1)
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

	// Pass 2: contains a pattern, upwards.
	var d [9]int8
	for k := int32(0); k < numSuitKeys; k++ {
		v := contains[k]
		for r := range 9 {
			if d[r] > 0 {
				v |= contains[k-pow5[r]]
			}
		}
		contains[k] = v
		incDigits(&d)
	}

	// Pass 3: distances, downwards.
	dist := make([]uint64, numSuitKeys)
	var laneMaskOf [1024]uint64 // contains bits -> lanes to clear
	for b := range laneMaskOf {
		for i := range 10 {
			if b&(1<<i) != 0 {
				laneMaskOf[b] |= (1<<laneBits - 1) << (laneBits * i)
			}
		}
	}
	d = [9]int8{4, 4, 4, 4, 4, 4, 4, 4, 4}
	for k := int32(numSuitKeys - 1); k >= 0; k-- {
		c := contains[k]
		if c == 1<<10-1 {
			dist[k] = 0
		} else {
			best := uint64(laneMax)
			for r := range 9 {
				if d[r] < 4 {
					best = laneMin(best, dist[k+pow5[r]])
				}
			}
			dist[k] = (best + laneOnes) &^ laneMaskOf[c]
		}
		decDigits(&d)
	}

	// Pack the entries in place.
	d = [9]int8{}
	for k := int32(0); k < numSuitKeys; k++ {
		n := 0
		for _, x := range d {
			n += int(x)
		}
		if n > suitMaxTiles {
			dist[k] = 0
			incDigits(&d)
			continue
		}
		var e uint64
		v := dist[k]
		for i := range 10 {
			e |= (v >> (laneBits * i) & costMask) << (costBits * i)
		}
		if n%3 != 1 && contains[k]&patternBit(n/3, n%3/2) != 0 {
			e |= completeBit
		}
		if n1 := n + 1; n1%3 != 1 && n1 <= suitMaxTiles {
			m, p := n1/3, n1%3/2
			for r := range 9 {
				if completesWith(contains, &d, k, r, m, p) {
					e |= 1 << (waitShift + r)
				}
			}
		}
		dist[k] = e
		incDigits(&d)
	}
	return dist
}

// completesWith reports whether the suit with digits d (key k) plus one tile of rank r is exactly m sets
// and p pairs. A fifth copy is allowed: the group that uses it is removed first.
func completesWith(contains []uint16, d *[9]int8, k int32, r, m, p int) bool {
	if d[r] < 4 {
		return contains[k+pow5[r]]&patternBit(m, p) != 0
	}
	// Five of rank r: some group of the pattern uses rank r; remove it and look up the rest (k+5^r minus
	// the group).
	if m >= 1 && contains[k-2*pow5[r]]&patternBit(m-1, p) != 0 { // a pung
		return true
	}
	if p == 1 && contains[k-pow5[r]]&patternBit(m, 0) != 0 { // the pair
		return true
	}
	if m >= 1 {
		for a := max(0, r-2); a <= min(r, 6); a++ { // a chow from rank a
			ok := true
			for j := a; j < a+3; j++ {
				if j != r && d[j] == 0 {
					ok = false
				}
			}
			if ok && contains[k+pow5[r]-pow5[a]-pow5[a+1]-pow5[a+2]]&patternBit(m-1, p) != 0 {
				return true
			}
		}
	}
	return false
}

func incDigits(d *[9]int8) {
	for i := range d {
		if d[i] < 4 {
			d[i]++
			return
		}
		d[i] = 0
	}
}

func decDigits(d *[9]int8) {
	for i := range d {
		if d[i] > 0 {
			d[i]--
			return
		}
		d[i] = 4
	}
}

// The honour table: each honour kind gives at most one group, so only how many usable kinds hold 0, 1,
// 2, 3 and 4 tiles matters. The key packs these five numbers (each 0..7) in 3 bits each; the entry has
// the cost layout of the suit table.
var honorTable = sync.OnceValue(func() []uint64 {
	t := make([]uint64, 1<<15)
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
})
