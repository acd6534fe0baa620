package game

import (
	"encoding/binary"

	"github.com/mahjong-go/mahjong/tile"
)

// idWord returns the eight IDs of b (at least eight) as a little-endian word, read with one load.
func idWord(b []tile.ID) uint64 {
	b = b[:8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// heldKinds returns the playing kinds (Character1 to Red) of which c holds at least one tile, and those of
// which it holds exactly four, reading the counts eight at a time.
func heldKinds(c *tile.Counts) (held, fours tile.Set) {
	const fourB = 0x0404040404040404
	held = kindsHeld(c)
	w0, w1, w2 := binary.LittleEndian.Uint64(c[0:8]), binary.LittleEndian.Uint64(c[8:16]), binary.LittleEndian.Uint64(c[16:24])
	w3, w4 := binary.LittleEndian.Uint64(c[24:32]), binary.LittleEndian.Uint64(c[32:40])
	if (w0|w1|w2|w3|w4)&fourB == 0 {
		return held, 0 // no count has the bit of 4, so none is 4
	}
	f := gatherBytes(zeroBytes(w0^fourB)) | gatherBytes(zeroBytes(w1^fourB))<<8 | gatherBytes(zeroBytes(w2^fourB))<<16 |
		gatherBytes(zeroBytes(w3^fourB))<<24 | gatherBytes(zeroBytes(w4^fourB))<<32
	return held, tile.Set(f & playingBits)
}

// kindsHeld is the first result of heldKinds.
func kindsHeld(c *tile.Counts) tile.Set {
	w0, w1, w2 := binary.LittleEndian.Uint64(c[0:8]), binary.LittleEndian.Uint64(c[8:16]), binary.LittleEndian.Uint64(c[16:24])
	w3, w4 := binary.LittleEndian.Uint64(c[24:32]), binary.LittleEndian.Uint64(c[32:40])
	h := gatherBytes(nonzeroBytes(w0)) | gatherBytes(nonzeroBytes(w1))<<8 | gatherBytes(nonzeroBytes(w2))<<16 |
		gatherBytes(nonzeroBytes(w3))<<24 | gatherBytes(nonzeroBytes(w4))<<32
	return tile.Set(h & playingBits)
}

// playingBits are the bits of the playing kinds, Character1 to Red, in a tile.Set.
const playingBits = uint64(1)<<(tile.Red+1) - 1<<tile.Character1

// nonzeroBytes sets the high bit of each byte of x that is not zero, and clears the other bits.
func nonzeroBytes(x uint64) uint64 {
	const low7, high = 0x7f7f7f7f7f7f7f7f, 0x8080808080808080
	return ((x & low7) + low7 | x) & high
}

// zeroBytes sets the high bit of each byte of x that is zero, and clears the other bits.
func zeroBytes(x uint64) uint64 { return ^nonzeroBytes(x) & 0x8080808080808080 }

// gatherBytes packs the high bits of the eight bytes of m (which has no other bits) into its low eight
// bits, byte i to bit i.
func gatherBytes(m uint64) uint64 { return (m >> 7) * 0x0102040810204080 >> 56 }
