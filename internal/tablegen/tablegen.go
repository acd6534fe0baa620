// Package tablegen builds the lookup tables of the analysis engine (internal/shanten) and writes them in the committed form that
// hand embeds: the suit table and the honour table as compressed binary files (raw deflate), and the small tables as
// Go literals. It is the authoritative source of the tables: internal/shanten/table.go describes their layout, the
// command in cmd/tablegen (run by `go generate ./...`) writes them, and hand's tests check that the
// committed files equal a fresh build.
package tablegen

import "github.com/mahjong-go/mahjong/internal/lanes"

// The suit table's key space and layout; internal/shanten/table.go describes them.
const (
	NumLowKeys   = 625    // 5⁴: ranks 1..4
	NumHighKeys  = 3125   // 5⁵: ranks 5..9
	NumEntries   = 405350 // vectors of at most 14 tiles
	SuitMaxTiles = 14
	completeBit  = 1 << 9 // in a waits value, above the wait ranks
	costImp      = 15     // an impossible cost in an entry
	inf          = 60     // an impossible cost while building the honour table
)

var pow5 = [10]int32{1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125}

// Suit is the suit table: its entries and the ranking of keys.
type Suit struct {
	// Entries holds the costs of each key, Waits its wait ranks and whether it is complete.
	Entries []uint64
	Waits   []uint16
	// High[h] is 256·(index of the first entry with high part h) + (tiles in h), for h of at most 14
	// tiles; Low[l] is 256·(position of l in the order by tiles) + (tiles in l).
	High [NumHighKeys]int32
	Low  [NumLowKeys]int32
}

// Index returns the entry index of key, which must have at most 14 tiles.
func (t *Suit) Index(key int32) int32 {
	return (t.High[key/NumLowKeys] + t.Low[key%NumLowKeys]) >> 8
}

// patternBit is the bit of m sets and p pairs in the part-of-a-pattern bitmasks (and the lane masks).
func patternBit(m, p int) uint16 { return 1 << (2*m + p) }

// Digits returns the nine digits (rank counts) and the number of tiles of key.
func Digits(key int32) ([9]int8, int) {
	var d [9]int8
	n := 0
	for r := range d {
		d[r] = int8(key % 5)
		n += int(d[r])
		key /= 5
	}
	return d, n
}

// rank fills the ranking of t: low parts by tiles (then by key), high parts in key order. It returns
// the low parts of at most n tiles for each n.
func (t *Suit) rank() (lowUpTo [17]int32, total int32) {
	var lowSize [NumLowKeys]int32
	var lowCount [17]int32 // low parts of exactly n tiles
	for lo := range int32(NumLowKeys) {
		_, n := Digits(lo)
		lowSize[lo] = int32(n)
		lowCount[n]++
	}
	var next [17]int32 // next position of a low part of n tiles
	start := int32(0)
	for n := range 17 {
		next[n] = start
		start += lowCount[n]
		lowUpTo[n] = start
	}
	for lo := range int32(NumLowKeys) {
		n := lowSize[lo]
		t.Low[lo] = next[n]<<8 | n
		next[n]++
	}
	for hi := range int32(NumHighKeys) {
		_, n := Digits(hi)
		t.High[hi] = total<<8 | int32(n)
		if n <= SuitMaxTiles {
			total += lowUpTo[SuitMaxTiles-n]
		}
	}
	return lowUpTo, total
}

// BuildSuit builds the suit table in two passes over the entries (see internal/shanten/table.go).
func BuildSuit() *Suit {
	t := new(Suit)
	_, total := t.rank()
	// keyOf[i] is the key of entry i.
	keyOf := make([]int32, total)
	for hi := range int32(NumHighKeys) {
		for lo := range int32(NumLowKeys) {
			if x := t.High[hi] + t.Low[lo]; x&0xff <= SuitMaxTiles {
				keyOf[x>>8] = hi*NumLowKeys + lo
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
		part[t.Index(k)] |= patternBit(m, 0)
		for r := range 9 {
			if cnt[r] <= 2 {
				part[t.Index(k+2*pow5[r])] |= patternBit(m, 1)
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
		d, n := Digits(k)
		if n == SuitMaxTiles {
			continue
		}
		v := part[i]
		for r := range 9 {
			if d[r] < 4 {
				v |= part[t.Index(k+pow5[r])]
			}
		}
		part[i] = v
	}

	// Pass 2: costs, upwards, in lanes.
	var laneMaskOf [1024]uint64 // part bits -> their lanes
	for b := range laneMaskOf {
		for i := range 10 {
			if b&(1<<i) != 0 {
				laneMaskOf[b] |= (1<<lanes.Bits - 1) << (lanes.Bits * i)
			}
		}
	}
	var partCost [SuitMaxTiles + 1]uint64 // 3m+2p-n in every lane with 3m+2p >= n
	for n := range partCost {
		for i := range 10 {
			if size := 3*(i/2) + 2*(i%2); size >= n {
				partCost[n] |= uint64(size-n) << (lanes.Bits * i)
			}
		}
	}
	t.Entries = make([]uint64, total)
	dist := t.Entries
	for i := range total {
		k := keyOf[i]
		d, n := Digits(k)
		best := uint64(lanes.Ones * 31)
		for r := range 9 {
			if d[r] > 0 {
				best = lanes.Min(best, dist[t.Index(k-pow5[r])])
			}
		}
		mask := laneMaskOf[part[i]]
		dist[i] = partCost[n]&mask | best&^mask
	}

	// The entries are the costs in lanes (never above 14: every pattern of at most 14 tiles fits a
	// suit); the waits hold complete and the wait ranks. A vector of n tiles is exactly a pattern of
	// 3m+2p = n tiles when it is a part of one.
	exact := func(k int32, n int) bool {
		return n%3 != 1 && part[t.Index(k)]&patternBit(n/3, n%3/2) != 0
	}
	t.Waits = make([]uint16, total)
	for i := range total {
		k := keyOf[i]
		d, n := Digits(k)
		dist[i] = lanes.Min(dist[i], lanes.Ones*costImp)
		var w uint16
		if exact(k, n) {
			w |= completeBit
		}
		if n+1 <= SuitMaxTiles && (n+1)%3 != 1 {
			for r := range 9 {
				if completesWith(exact, &d, k, n, r) {
					w |= 1 << r
				}
			}
		}
		t.Waits[i] = w
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

// BuildHonor builds the honour table: the key packs how many usable honour kinds hold 0, 1, 2, 3 and 4
// tiles (3 bits each); the entry has the cost layout of the suit table, with 15 for impossible. Keys of
// more than seven kinds hold zero.
func BuildHonor() *[1 << 15]uint64 {
	t := new([1 << 15]uint64)
	for key := range t {
		var held []uint8 // the tiles of each usable kind
		for c := range 5 {
			for range key >> (3 * c) & 7 {
				held = append(held, uint8(c))
			}
		}
		if len(held) > 7 {
			continue
		}
		r := honorCosts(held)
		var e uint64
		for m := range 5 {
			for p := range 2 {
				e |= uint64(min(r[m][p], costImp)) << (lanes.Bits * (2*m + p))
			}
		}
		t[key] = e
	}
	return t
}

// honorCosts returns, for m = 0..4 sets and p = 0..1 pairs, the least number of tiles to add so that
// the honours with the given tiles of each usable kind hold m pungs and p pairs (inf if impossible).
// Each kind gives at most one group.
func honorCosts(held []uint8) [5][2]uint8 {
	var res [5][2]uint8
	for m := range res {
		res[m] = [2]uint8{inf, inf}
	}
	res[0][0] = 0
	for _, h := range held {
		pairCost := 2 - min(h, 2)
		pungCost := 3 - min(h, 3)
		next := res
		for m := range 5 {
			for p := range 2 {
				v := res[m][p]
				if v >= inf {
					continue
				}
				if p == 0 && v+pairCost < next[m][1] {
					next[m][1] = v + pairCost
				}
				if m < 4 && v+pungCost < next[m+1][p] {
					next[m+1][p] = v + pungCost
				}
			}
		}
		res = next
	}
	return res
}

// OtherTwoOf returns the table whose element g, x holds the two groups (0..3) that are neither g nor x,
// in order.
func OtherTwoOf() (t [4][4][2]uint8) {
	for g := range 4 {
		for x := range 4 {
			n := 0
			for i := range 4 {
				if i != g && i != x && n < 2 {
					t[g][x][n] = uint8(i)
					n++
				}
			}
		}
	}
	return t
}

// SplitNear returns the table whose element n holds the splits (m sets, p pairs; bit m+16p) of a group
// of n tiles with 3m+2p from n-1 to n+1.
func SplitNear() (t [15]uint64) {
	for n := range t {
		for m := range 5 {
			for p := range 2 {
				if k := 3*m + 2*p; k >= n-1 && k <= n+1 {
					t[n] |= 1 << (m + 16*p)
				}
			}
		}
	}
	return t
}
