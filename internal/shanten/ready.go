package shanten

import (
	"encoding/binary"
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// ReadyDiscards returns the kinds whose discard from the 14-size hand h leaves a ready hand under o:
// the concealed kinds t for which h less one t has shanten number 0 ([Hand.Shanten]; equivalently,
// [Hand.Waits] with the [Options] field ExcludeHeld set is not empty). It is the empty set for a hand of
// another size. It answers "which discards could a player declare ready with" in one pass, and does
// not allocate.
//
// For a hand without declared melds, all kinds usable and the shapes of [Standard], [SevenPairs],
// [SevenPairsQuads] and [ThirteenOrphans] only, it reads each group's costs once and asks only whether
// a split costs at most one tile; any other hand is answered discard by discard.
func (h *Hand) ReadyDiscards(o Options) tile.Set {
	if h.Size() != 14 {
		return 0
	}
	s := o.AllowedShapes()
	if h.N != 0 || o.UsableKinds() != tile.PlayingKinds || s&^(Standard|SevenPairs|SevenPairsQuads|ThirteenOrphans) != 0 {
		return h.readyDiscardsPlain(o)
	}
	c := &h.Concealed
	held, twice := heldKinds(c), twiceKinds(c)
	var out tile.Set
	// Seven pairs and thirteen orphans: a discard never lowers their shanten numbers (it takes a tile
	// away), so they can leave a ready hand only if the 14-size hand's is at most 0.
	if s&(SevenPairs|SevenPairsQuads) != 0 && sevenPairsReady(c, held, twice, s&SevenPairsQuads != 0) {
		for v := held; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			h2 := *h
			h2.Concealed[t]--
			if h2.sevenPairs(tile.PlayingKinds, s&SevenPairsQuads != 0) <= 0 {
				out |= 1 << t
			}
		}
	}
	// Thirteen orphans: 13 less the terminal and honour kinds held, less one if one is held twice.
	if s&ThirteenOrphans != 0 && 13-(held&tile.MajorKinds).Len()-b2i(twice&tile.MajorKinds != 0) <= 0 {
		for v := held; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			h2 := *h
			h2.Concealed[t]--
			if h2.ShantenThirteenOrphans(o) <= 0 {
				out |= 1 << t
			}
		}
	}
	if s&Standard != 0 {
		out |= h.readyStandard(held)
	}
	return out
}

// twiceKinds returns the playing kinds of which c holds two tiles or more, reading the counts eight at
// a time: a count of 2 to 4 has bit 1 or bit 2 set.
func twiceKinds(c *tile.Counts) tile.Set {
	var m uint64
	for w := 0; w < 40; w += 8 {
		m |= gatherHigh(nonzeroBytes(binary.LittleEndian.Uint64(c[w:])&^ones8)) << w
	}
	return tile.Set(m) & tile.PlayingKinds
}

// sevenPairsReady reports whether the 14 concealed tiles c, without declared melds, every kind usable,
// have a seven-pairs shanten number of at most 0 ([Hand.sevenPairs]), held and twice being the kinds
// they hold once or more and twice or more. With quads the count is made kind by kind.
func sevenPairsReady(c *tile.Counts, held, twice tile.Set, quads bool) bool {
	if quads {
		h := Hand{Concealed: *c}
		return h.sevenPairs(tile.PlayingKinds, true) <= 0
	}
	pairs := min(twice.Len(), 7)
	singles := held.Len() - pairs
	// 13 - 2·pairs - min(singles, 7-pairs) <= 0, with at least seven kinds (six pairs and a single
	// at most 0 needs seven anyway).
	return 13-2*pairs-min(singles, 7-pairs) <= 0
}

// readyDiscardsPlain is ReadyDiscards by its definition: the shanten number after each discard.
func (h *Hand) readyDiscardsPlain(o Options) tile.Set {
	var out tile.Set
	for v := heldKinds(&h.Concealed); v != 0; v &= v - 1 {
		t := tile.Tile(bits.TrailingZeros64(uint64(v)))
		h2 := *h
		h2.Concealed[t]--
		h2.NC--
		if h2.Shanten(o) == 0 {
			out |= 1 << t
		}
	}
	return out
}

// A split mask is a set of (m, p) pairs, m sets and p pairs, as bit m+16p (m 0..4, p 0..1), so that
// adding two pairs adds their bit indexes: the m bits never reach the p bits, and a sum with two pairs
// lands at bit 32 or above, which splitKeep drops.
const (
	splitKeep   = 0x1F | 0x1F<<16 // m at most 4, p at most 1
	splitTarget = 1 << (4 + 16)   // four sets and the pair: a whole hand without declared melds
)

// splitSum returns the sums of an element of a and one of b (the Minkowski sum of the two sets),
// shifting the larger set once for each element of the smaller.
func splitSum(a, b uint64) uint64 {
	if bits.OnesCount64(a) > bits.OnesCount64(b) {
		a, b = b, a
	}
	var r uint64
	for v := a; v != 0; v &= v - 1 {
		r |= b << bits.TrailingZeros64(v)
	}
	return r & splitKeep
}

// readyMasks returns the splits that group costs p makes at no cost (zero) and at a cost of one tile
// at most (one), as split masks.
func readyMasks(p cost) (zero, one uint64) {
	z := eqLanes(uint64(p), 0)                     // the lanes equal to 0
	o := eqLanes(uint64(p)&^laneOne, 0) & costUsed // the lanes at most 1
	return splitMask(z), splitMask(o)
}

// splitMask returns the split mask of a lane set (in the layout of [tight]). The lanes of no pair
// (bits 12m) and those of the pair (bits 12m+6) are each gathered by one multiplication: bit 12m
// moves to bit 44+m by the term 2^(44-11m), and no two terms of the product meet (12i - 11j is
// distinct for distinct i, j in 0..4), so nothing carries.
func splitMask(l uint64) uint64 {
	const gather = 1<<44 | 1<<33 | 1<<22 | 1<<11 | 1
	even, odd := l&(laneOne&noPair), l>>laneW&(laneOne&noPair)
	return even*gather>>44&0x1F | (odd*gather>>44&0x1F)<<16
}

// readyStandard returns the kinds among held whose discard leaves the concealed hand h (14 tiles, no
// declared melds, every kind usable) a standard distance of one: a split of the 13 tiles left into
// four sets and a pair that lacks one tile. Costs are whole tiles, so such a split takes every group's
// part at no cost but one group's, which costs one tile at most: the splits each part of the groups
// reaches at no cost and at one tile (readyMasks), summed group by group, say whether one does. The
// 14-size hand is checked first: removing a tile never brings a hand nearer to complete, so a hand of
// distance two or more (most hands) has no ready discard, found from its own groups' costs alone.
func (h *Hand) readyStandard(held tile.Set) tile.Set {
	c := &h.Concealed
	tab := suitTable()
	var zero, one [4]uint64
	var key [3]int32
	cs := (*[27]uint8)(c[tile.Character1:])
	n := 14 // the tiles left for the honours
	for g := range 3 {
		d := cs[9*g : 9*g+9 : 9*g+9]
		lo := int32(d[0]) + 5*int32(d[1]) + 25*int32(d[2]) + 125*int32(d[3])
		hi := int32(d[4]) + 5*int32(d[5]) + 25*int32(d[6]) + 125*int32(d[7]) + 625*int32(d[8])
		key[g] = lo + numLowKeys*hi
		x := tab.high[hi] + tab.low[lo] // 256·index + tiles; 14 tiles at most
		near := splitNear[x&0xff]
		zero[g], one[g] = readyMasks(cost(tab.entries[x>>8]))
		zero[g], one[g] = zero[g]&near, one[g]&near
		n -= int(x & 0xff)
	}
	hkey := 0
	for t := tile.East; t <= tile.Red; t++ {
		hkey += 1 << (3 * c[t])
	}
	ht := honorTable()
	zero[3], one[3] = readyMasks(cost(ht[hkey]))
	zero[3], one[3] = zero[3]&splitNear[n], one[3]&splitNear[n]
	// Every group takes a split of cost one at most, and all but one of cost zero.
	if one[0] == 0 || one[1] == 0 || one[2] == 0 || one[3] == 0 ||
		b2i(zero[0] == 0)+b2i(zero[1] == 0)+b2i(zero[2] == 0)+b2i(zero[3] == 0) > 1 {
		return 0
	}
	s0, s1 := zero[0], one[0] // the first group's splits, at no cost and at one tile at most
	for g := 1; g < 4; g++ {
		s1 = splitSum(s1, zero[g]) | splitSum(s0, one[g])
		s0 = splitSum(s0, zero[g])
	}
	if s1&splitTarget == 0 {
		return 0 // the 14-size hand is at a distance of two or more
	}
	var rest0, rest1 [4]uint64 // for each group, the splits of the other three at no cost and at one
	for g := range 4 {
		s0, s1 := uint64(1), uint64(1)
		for o := range 4 {
			if o == g {
				continue
			}
			s1 = splitSum(s1, zero[o]) | splitSum(s0, one[o])
			s0 = splitSum(s0, zero[o])
		}
		rest0[g], rest1[g] = s0, s1
	}
	var out tile.Set
	for v := held; v != 0; v &= v - 1 {
		t := tile.Tile(bits.TrailingZeros64(uint64(v)))
		g := groupOf(t)
		var p cost
		if g < 3 {
			p = cost(tab.at(key[g] - pow5[int(t-tile.Character1)%9]))
		} else {
			n := c[t] - 1
			p = cost(ht[hkey+1<<(3*n)-1<<(3*(n+1))])
		}
		z, o := readyMasks(p)
		if (splitSum(rest0[g], o)|splitSum(rest1[g], z))&splitTarget != 0 {
			out |= 1 << t
		}
	}
	return out
}
