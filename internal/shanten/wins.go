package shanten

import (
	"encoding/binary"
	"math/bits"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// usable reports whether every tile of h (concealed or in a meld) is of a usable kind.
func (h *Hand) usable(kinds tile.Set) bool {
	if kinds == tile.PlayingKinds {
		return true // constructed hands hold playing kinds only
	}
	for _, m := range h.Melds[:h.N] {
		need := tile.Set(1) << m.Tile()
		if m.Kind() == meld.Chow {
			need |= 6 << m.Tile()
		}
		if need&^kinds != 0 {
			return false
		}
	}
	return heldKinds(&h.Concealed)&^kinds == 0
}

// IsWin reports whether h is a complete hand (size 14) in one of the shapes o allows, with every tile of
// a usable kind. It does not allocate.
func (h *Hand) IsWin(o Options) bool {
	if h.Size() != 14 || !h.usable(o.UsableKinds()) {
		return false
	}
	s := o.AllowedShapes()
	if s&Standard != 0 && IsStandard(&h.Concealed) {
		return true
	}
	return h.N == 0 && s&^Standard != 0 && specialShapes(&h.Concealed)&s != 0
}

// Shapes returns every shape the 14-size hand h has, whatever the options: [Standard] for sets and a
// pair, and without declared melds [SevenPairs], [SevenPairsQuads] and [ThirteenOrphans]. A hand of
// seven distinct pairs has both SevenPairs and SevenPairsQuads. It is zero for a hand of another size
// or without a winning shape; usable kinds are not checked (see [Hand.IsWin]).
func (h *Hand) Shapes() Shape {
	if h.Size() != 14 {
		return 0
	}
	var s Shape
	if IsStandard(&h.Concealed) {
		s |= Standard
	}
	if h.N == 0 {
		s |= specialShapes(&h.Concealed)
	}
	return s
}

// specialShapes returns the seven pairs and thirteen orphans shapes of 14 concealed tiles.
func specialShapes(c *tile.Counts) Shape {
	var s Shape
	var all, minor uint8 // OR of all counts; OR of the counts of ranks 2..8
	for _, v := range c[tile.Character1 : tile.Red+1] {
		all |= v
	}
	for _, v := range c[tile.Character2:tile.Character9] {
		minor |= v
	}
	for _, v := range c[tile.Circle2:tile.Circle9] {
		minor |= v
	}
	for _, v := range c[tile.Bamboo2:tile.Bamboo9] {
		minor |= v
	}
	if all&1 == 0 { // every count even: pairs and quads only
		pairs, quads := 0, 0
		for _, v := range c[tile.Character1 : tile.Red+1] {
			pairs += b2i(v == 2)
			quads += b2i(v == 4)
		}
		if pairs == 7 {
			s |= SevenPairs | SevenPairsQuads
		} else if pairs+2*quads == 7 {
			s |= SevenPairsQuads
		}
	}
	if minor == 0 && isOrphans(c) {
		s |= ThirteenOrphans
	}
	return s
}

var orphanKinds = [13]tile.Tile{
	tile.Character1, tile.Character9, tile.Circle1, tile.Circle9, tile.Bamboo1, tile.Bamboo9,
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

func isOrphans(c *tile.Counts) bool {
	n, two := 0, 0
	for _, t := range orphanKinds {
		switch c[t] {
		case 0:
			return false
		case 1:
		case 2:
			two++
		default:
			return false
		}
		n += int(c[t])
	}
	return n == 14 && two == 1
}

// IsStandard reports whether the concealed tiles c (at most four of a kind, at most 14) are exactly
// sets and one pair.
func IsStandard(c *tile.Counts) bool {
	// The honours first: they reject most hands without the table.
	pairs := 0
	for _, v := range c[tile.East : tile.Red+1] {
		switch v {
		case 0, 3:
		case 2:
			pairs++
		default:
			return false
		}
	}
	if pairs > 1 {
		return false
	}
	tab := suitTable()
	k0, k1, k2, n0, n1, n2 := tab.locate3(c)
	r0, r1, r2 := n0%3, n1%3, n2%3
	if r0 == 1 || r1 == 1 || r2 == 1 || n0 > suitMaxTiles || n1 > suitMaxTiles || n2 > suitMaxTiles {
		return false
	}
	if pairs+b2i(r0 == 2)+b2i(r1 == 2)+b2i(r2 == 2) != 1 {
		return false
	}
	w := tab.waits
	return w[k0]&w[k1]&w[k2]&completeBit != 0
}

// AllSets reports whether c (no more than 14 tiles, at most four of a kind) is exactly sets.
func AllSets(c *tile.Counts) bool {
	for _, v := range c[tile.East : tile.Red+1] {
		if v != 0 && v != 3 {
			return false
		}
	}
	tab := suitTable()
	k0, k1, k2, n0, n1, n2 := tab.locate3(c) // at most 12 tiles: every index is valid
	if n0%3 != 0 || n1%3 != 0 || n2%3 != 0 {
		return false
	}
	w := tab.waits
	return w[k0]&w[k1]&w[k2]&completeBit != 0
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// waits is [Hand.Waits] of the 13-size hand h.
func (h *Hand) Waits(o Options) tile.Set {
	kinds := o.UsableKinds()
	if !h.usable(kinds) {
		return 0
	}
	s := o.AllowedShapes()
	var w tile.Set
	if s&Standard != 0 {
		w = standardWaits(&h.Concealed)
	}
	if h.N == 0 && s&^Standard != 0 {
		w |= specialWaits(&h.Concealed, s)
	}
	w &= kinds
	if o.ExcludeHeld && w != 0 {
		for v := w; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			n := h.Concealed[t]
			for _, m := range h.Melds[:h.N] {
				if m.Contains(t) {
					n += uint8(m.Len())
					if m.Kind() == meld.Chow {
						n -= 2
					}
				}
			}
			if n >= 4 {
				w &^= 1 << t
			}
		}
	}
	return w
}

// standardWaits returns the kinds that make the concealed tiles c (size 3k+1) exactly sets and a pair,
// a fifth copy included.
func standardWaits(c *tile.Counts) tile.Set {
	tab := suitTable()
	var ent [4]uint16 // the suits' waits
	var res [4]int    // residues of group sizes mod 3; index 3 is the honours
	var r1, r2 int
	k0, k1, k2, n0, n1, n2 := tab.locate3(c) // 13 tiles: each suit has at most 13
	ent = [4]uint16{tab.waits[k0], tab.waits[k1], tab.waits[k2]}
	res = [4]int{n0 % 3, n1 % 3, n2 % 3}
	var hc [5]int // honour kinds by count
	hn := 0
	for _, v := range c[tile.East : tile.Red+1] {
		hc[v]++
		hn += int(v)
	}
	res[3] = hn % 3
	for _, r := range res {
		switch r {
		case 1:
			r1++
		case 2:
			r2++
		}
	}
	// complete reports whether group g is exactly sets (and a pair if its residue is 2).
	complete := func(g int) bool {
		if g < 3 {
			return ent[g]&completeBit != 0
		}
		return hc[1] == 0 && hc[4] == 0 && hc[2] == res[3]/2
	}
	// waitsOf returns the kinds completing group g.
	waitsOf := func(g int) tile.Set {
		if g < 3 {
			return tile.Set(ent[g]&0x1ff) << (tile.Character1 + tile.Tile(9*g))
		}
		pairs := 1 - res[3]/2 // pairs the honours must hold after the tile
		var w tile.Set
		for t := tile.East; t <= tile.Red; t++ {
			ok := false
			switch c[t] {
			case 1:
				ok = hc[1] == 1 && hc[4] == 0 && hc[2]+1 == pairs
			case 2:
				ok = hc[1] == 0 && hc[4] == 0 && hc[2]-1 == pairs
			case 4: // a fifth copy: a pung and the pair
				ok = hc[1] == 0 && hc[4] == 1 && hc[2]+1 == pairs
			}
			if ok {
				w |= 1 << t
			}
		}
		return w
	}
	switch {
	case r1 == 1 && r2 == 0:
		var w tile.Set
		for g, r := range res {
			if r == 1 {
				w = waitsOf(g)
			} else if !complete(g) {
				return 0
			}
		}
		return w
	case r1 == 0 && r2 == 2:
		for g, r := range res {
			if r == 0 && !complete(g) {
				return 0
			}
		}
		var w tile.Set
		for g, r := range res {
			if r != 2 {
				continue
			}
			for g2, r2 := range res {
				if g2 != g && r2 == 2 && complete(g2) {
					w |= waitsOf(g)
				}
			}
		}
		return w
	}
	return 0
}

// bytesEqual returns 0x80 in the bytes of x equal to v (0..127) and zero in the others.
func bytesEqual(x uint64, v uint8) uint64 {
	z := x ^ uint64(v)*ones8
	return ^((z&low7 + low7) | z) & high8
}

// specialWaits returns the kinds that make the 13 concealed tiles c seven pairs or thirteen orphans,
// as far as s allows.
func specialWaits(c *tile.Counts, s Shape) tile.Set {
	var w tile.Set
	if s&(SevenPairs|SevenPairsQuads) != 0 {
		// The kinds held once, twice and three times, eight counts at a time.
		var ones, twos, threes tile.Set
		for i := 0; i < 40; i += 8 {
			x := binary.LittleEndian.Uint64(c[i:])
			ones |= tile.Set(gatherHigh(bytesEqual(x, 1))) << i
			twos |= tile.Set(gatherHigh(bytesEqual(x, 2))) << i
			threes |= tile.Set(gatherHigh(bytesEqual(x, 3))) << i
		}
		ones, twos, threes = ones&tile.PlayingKinds, twos&tile.PlayingKinds, threes&tile.PlayingKinds
		odd := ones | threes // a single kind in both cases below
		switch {
		case ones.Len() == 1 && twos.Len() == 6:
			w |= odd
		case s&SevenPairsQuads != 0 && odd.Len() == 1:
			w |= odd
		}
	}
	if s&ThirteenOrphans != 0 {
		distinct, extra := 0, 0
		missing := tile.None
		for _, t := range orphanKinds {
			switch c[t] {
			case 0:
				missing = t
			case 1:
				distinct++
			case 2:
				distinct++
				extra++
			default:
				extra += 2
			}
		}
		switch {
		case distinct == 13 && extra == 0:
			w |= tile.MajorKinds
		case distinct == 12 && extra == 1:
			w |= 1 << missing
		}
	}
	return w
}
