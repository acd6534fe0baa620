package shanten

import (
	"encoding/binary"
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// FarFromReady reports, from a quick count of h's concealed tiles, that h has no waits in the shapes of
// o: for a 13-size hand, that [Hand.Waits] is empty; for a 14-size hand, that Waits is empty after
// every discard. A false answer proves nothing: the hand may or may not be ready. It is a cheap test to
// run before the exact ones, and does not allocate.
//
// It counts three things, each a necessary condition of one shape. An isolated tile (held once, with no
// other concealed tile of its suit within two ranks; every single honour) can only be completed as a
// pair by the winning tile, so a standard shape with a wait holds at most one (two before the
// discard). Seven pairs needs six kinds held at least twice (with [SevenPairsQuads], six pairs counting
// a quad as two), and thirteen orphans twelve terminal and honour kinds. It answers false for other
// sizes.
func (h *Hand) FarFromReady(o Options) bool {
	size := h.Size()
	if size != 13 && size != 14 {
		return false
	}
	s := o.AllowedShapes()
	if s&^(Standard|SevenPairs|SevenPairsQuads|ThirteenOrphans) != 0 {
		return false // a shape this count knows nothing about
	}
	c := &h.Concealed
	held := heldKinds(c)
	if s&Standard != 0 {
		// The kinds held with no other kind of their suit within two ranks (every honour): the isolated
		// tiles are those held once among them.
		sp := held & tile.SuitedKinds
		lone := held &^ ((sp&^rank9)<<1 | (sp&^(rank8|rank9))<<2 | (sp&^rank1)>>1 | (sp&^(rank1|rank2))>>2)
		limit := size - 12
		if bits.OnesCount64(uint64(lone)) <= limit {
			return false
		}
		n := 0
		for v := uint64(lone); v != 0; v &= v - 1 {
			n += b2i(c[bits.TrailingZeros64(v)] == 1)
		}
		if n <= limit {
			return false
		}
	}
	if h.N != 0 {
		return true // seven pairs and thirteen orphans have no declared melds
	}
	// Each kind held at least twice (or each pair of a quad) takes one tile more than its first: with d
	// kinds among size tiles, at most size-d pairs.
	if s&(SevenPairs|SevenPairsQuads) != 0 && bits.OnesCount64(uint64(held)) <= size-6 {
		pairs := 0
		for v := uint64(held); v != 0; v &= v - 1 {
			k := c[bits.TrailingZeros64(v)]
			if s&SevenPairsQuads != 0 {
				pairs += int(k >> 1)
			} else if k >= 2 {
				pairs++
			}
		}
		if pairs >= 6 {
			return false
		}
	}
	return s&ThirteenOrphans == 0 || bits.OnesCount64(uint64(held&tile.MajorKinds)) < 12
}

// The suited kinds of one rank, in all three suits.
const (
	rank1 = tile.Set(1)<<tile.Character1 | 1<<tile.Circle1 | 1<<tile.Bamboo1
	rank2 = rank1 << 1
	rank8 = rank1 << 7
	rank9 = rank1 << 8
)

// heldKinds returns the playing kinds of which c holds a tile, reading the counts eight at a time.
func heldKinds(c *tile.Counts) tile.Set {
	w0 := binary.LittleEndian.Uint64(c[0:8])
	w1 := binary.LittleEndian.Uint64(c[8:16])
	w2 := binary.LittleEndian.Uint64(c[16:24])
	w3 := binary.LittleEndian.Uint64(c[24:32])
	w4 := binary.LittleEndian.Uint64(c[32:40])
	m := gatherHigh(nonzeroBytes(w0)) | gatherHigh(nonzeroBytes(w1))<<8 | gatherHigh(nonzeroBytes(w2))<<16 |
		gatherHigh(nonzeroBytes(w3))<<24 | gatherHigh(nonzeroBytes(w4))<<32
	return tile.Set(m) & tile.PlayingKinds
}

// Byte-wise constants for reading tile counts eight at a time.
const (
	ones8 = 0x0101010101010101 // 1 in each byte
	high8 = 0x8080808080808080 // the top bit of each byte
	low7  = 0x7F7F7F7F7F7F7F7F // the low seven bits of each byte
)

// nonzeroBytes sets the high bit of each byte of x that is not zero, and clears the other bits.
func nonzeroBytes(x uint64) uint64 {
	return ((x & low7) + low7 | x) & high8
}

// gatherHigh packs the high bits of the eight bytes of m (which has no other bits) into its low eight
// bits, byte i to bit i.
func gatherHigh(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }
