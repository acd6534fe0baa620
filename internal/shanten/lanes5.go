package shanten

import "math/bits"

// pcost holds the costs of one group of kinds (a suit or the honours), or of several groups combined:
// the least number of tiles that must be added to the group's held tiles so that it contains m sets
// and p pairs (m 0..4, p 0..1). c0 has the cost of m sets and no pair in byte m, c1 the cost of m sets
// and the pair; an impossible cost is inf. Every byte stays below 128 between operations, so a byte-wise minimum needs no loop and sums of
// two costs never carry into the next byte.
type pcost struct{ c0, c1 uint64 }

const (
	bytes5 = 0xFFFFFFFFFF       // the five lanes
	ones5  = 0x0101010101       // 1 in each lane
	ones8  = 0x0101010101010101 // 1 in each byte
	high8  = 0x8080808080808080 // the top bit of each byte
	inf5   = inf * ones5        // every lane impossible
	low7   = 0x7F7F7F7F7F7F7F7F // the low seven bits of each byte
	nib5   = 0x0F0F0F0F0F       // the low nibble of each lane
	unus0  = inf5 &^ 0xFF       // an unusable group's c0: nothing costs nothing, the rest is impossible
)

// minb returns the byte-wise minimum of x and y, whose bytes are all below 128. The top bit of every
// byte is clear, so a mask of the low seven bits selects a whole byte.
func minb(x, y uint64) uint64 {
	ge := ((x | high8) - y) & high8 // 0x80 in the bytes where x >= y
	return x ^ (x^y)&(ge-ge>>7)
}

// suitP unpacks the costs of a suit table entry (never above 14).
func suitP(e uint64) pcost { return pcost{e & nib5, e >> 4 & nib5} }

// honorP unpacks the costs of an honour table entry, where 15 means impossible.
func honorP(e uint64) pcost {
	fix := func(x uint64) uint64 {
		f := x & (x >> 1) & (x >> 2) & (x >> 3) & ones5 // 1 in the lanes holding 15
		return x + f*(inf-15)
	}
	return pcost{fix(e & nib5), fix(e >> 4 & nib5)}
}

// laneAt returns the cost of m sets and p pairs in costs c.
func laneAt(c pcost, m, p int) uint64 {
	if p == 0 {
		return c.c0 >> (8 * uint(m)) & 0xFF
	}
	return c.c1 >> (8 * uint(m)) & 0xFF
}

// raise adds one to the cost of m sets and p pairs in c.
func (c *pcost) raise(m, p int) {
	if p == 0 {
		c.c0 += 1 << (8 * uint(m))
	} else {
		c.c1 += 1 << (8 * uint(m))
	}
}

// unusableP is the costs of a group of unusable kinds: no sets and no pair cost nothing.
var unusableP = pcost{unus0, inf5}

// pcombine returns the min-plus convolution of a and b for at most need sets (the lanes of more sets
// hold values that are not costs). The step that takes m1 sets from a is written out for m1 = 0..4, so
// that every shift is a constant: b's lanes move up m1 lanes (the lanes below get inf: no split) and
// a's cost of m1 sets is added to each.
//
// Combining with the costs of an unusable group ([unusableP]) changes nothing: it returns the other
// costs at once (the lanes of more sets impossible), which the hands of variants with unusable groups
// (Sichuan's honours and missing suit) meet on every combination.
func pcombine(a, b pcost, need int) pcost {
	switch {
	case a == unusableP:
		return b
	case b == unusableP:
		keep := uint64(1)<<(8*uint(need+1)) - 1
		return pcost{a.c0&keep | inf5&^keep, a.c1&keep | inf5&^keep}
	}
	return pcombineFull(a, b, need)
}

// pcombineFull is [pcombine] without the shortcut for unusable groups.
//
// The steps for need >= 1..4 pass constant shifts to helpers that inline, so each step compiles to its
// own constants: as a loop (variable shifts) BenchmarkDiscards takes 850 more instructions (2.5%).
func pcombineFull(a, b pcost, need int) pcost {
	r := pcost{b.c0 + (a.c0&0xFF)*ones5, minb(b.c1+(a.c0&0xFF)*ones5, b.c0+(a.c1&0xFF)*ones5)}
	if need >= 1 {
		r = pmin(r, pstep(a, b, 8, 0x3c))
	}
	if need >= 2 {
		r = pmin(r, pstep(a, b, 16, 0x3c3c))
	}
	if need >= 3 {
		r = pmin(r, pstep(a, b, 24, 0x3c3c3c))
	}
	if need >= 4 {
		r = pmin(r, pstep(a, b, 32, 0x3c3c3c3c))
	}
	return pcost{minb(r.c0&bytes5, inf5), minb(r.c1&bytes5, inf5)}
}

// pstep returns the costs of one step of [pcombineFull]: b's lanes moved up by shift bits with fill
// (60 in each emptied byte lane) below, plus the byte of a's lanes at shift copied into every lane, the
// pair taken from either side.
func pstep(a, b pcost, shift uint, fill uint64) pcost {
	s0, a0 := (b.c0<<shift|fill)&bytes5, uint64(uint8(a.c0>>shift))*ones5
	return pcost{s0 + a0, minb((b.c1<<shift|fill)&bytes5+a0, s0+uint64(uint8(a.c1>>shift))*ones5)}
}

// pmin returns the lane-wise minimum of x and y.
func pmin(x, y pcost) pcost { return pcost{minb(x.c0, y.c0), minb(x.c1, y.c1)} }

// rev reverses lanes 0..need of x (lane m moves to lane need-m); the other lanes become zero.
func rev(x uint64, need int) uint64 { return bits.ReverseBytes64(x) >> (8 * uint(7-need)) }

// pjoin returns the least total cost of need sets and the pair split between g (one group) and rest
// (the others combined).
func pjoin(g, rest pcost, need int) int {
	keep := uint64(1)<<(8*uint(need+1)) - 1
	v := minb(g.c0+rev(rest.c1, need), g.c1+rev(rest.c0, need))&keep | 127*ones8&^keep
	v = minb(v, v>>32|127<<32)
	v = minb(v, v>>16)
	v = minb(v, v>>8)
	return int(v & 0xFF)
}

// ptight returns the lanes of group costs g that some best split uses (those whose cost plus the best
// cost of the other groups, rest, for the remaining sets and pair is the distance d), in the layout of
// the suit table's cost fields: bit 4(2m+p) for m sets and p pairs.
func ptight(g, rest pcost, need, d int) uint64 {
	keep := uint64(1)<<(8*uint(need+1)) - 1
	dd := uint64(d) * ones8
	eq := func(v uint64) uint64 { // 0x80 in the bytes of v equal to d
		z := v ^ dd
		return ^((z&low7 + low7) | z) & high8
	}
	t0 := eq(g.c0+rev(rest.c1, need)) & keep
	t1 := eq(g.c1+rev(rest.c0, need)) & keep
	return t0>>7 | t1>>3
}

// qcost holds the costs of one group for at most three sets, in one word: byte m (m = 0..3) is the
// cost of m sets and no pair, byte 4+m the cost of m sets and the pair. A hand with declared melds needs
// at most three more sets, so its combinations work on qcosts, one word at a time. The cost of no sets
// and no pair (byte 0) is zero for every group.
//
// An impossible cost is qinf (31) or more: a group's costs are at most qinf, and a real cost of any
// number of groups is at most 14 (the tiles of a complete hand). Combinations are not clamped back to
// qinf: the costs of k groups combined are at most k·qinf, so the four groups' total stays below 128,
// the limit of the byte rules of [minb].
type qcost uint64

const (
	qinf     = 31
	qInfLow  = qinf * 0x01010101
	qUnusabl = qinf * ones8 &^ 0xFF // an unusable group: nothing costs nothing, the rest is impossible
)

// suitQ unpacks the costs of a suit table entry (never above 14) for at most three sets.
func suitQ(e uint64) qcost { return qcost(e&0x0F0F0F0F | (e>>4&0x0F0F0F0F)<<32) }

// honorQ unpacks the costs of an honour table entry, where 15 means impossible, for at most three sets.
func honorQ(e uint64) qcost {
	q := e&0x0F0F0F0F | (e>>4&0x0F0F0F0F)<<32
	f := q & (q >> 1) & (q >> 2) & (q >> 3) & ones8 // 1 in the lanes holding 15
	return qcost(q + f*(qinf-15))
}

// qcombine returns the min-plus combination of a and b for at most need (0..3) sets; the lanes of
// more sets hold values that are not costs. The step that takes m1 sets from a moves b's lanes up m1
// lanes in each half (lanes below get qinf), adding a's cost of m1 sets and no pair to both halves;
// and moves b's no-pair half into the pair half, adding a's cost of m1 sets and the pair. a's cost of
// no sets and no pair is zero, so the first step adds nothing to b itself. Every lane of the result is
// at most the largest lane of a plus the largest of b (at least qinf).
func qcombine(a, b qcost, need int) qcost {
	x, y := uint64(a), uint64(b)
	h := highBytes // in a register: x86 ALU instructions take no 64-bit constants
	r := minbh(y, (y<<32|qInfLow)+(x>>32&0xFF)*ones8, h)
	if need >= 1 {
		y0 := y<<8&0xFFFFFF00FFFFFF00 | qinf*0x0000000100000001
		y1 := y<<40 | qinf*0x0000000101010101
		r = minbh(r, minbh(y0+(x>>8&0xFF)*ones8, y1+(x>>40&0xFF)*ones8, h), h)
	}
	if need >= 2 {
		y0 := y<<16&0xFFFF0000FFFF0000 | qinf*0x0000010100000101
		y1 := y<<48 | qinf*0x0000010101010101
		r = minbh(r, minbh(y0+(x>>16&0xFF)*ones8, y1+(x>>48&0xFF)*ones8, h), h)
	}
	if need >= 3 {
		y0 := y<<24&0xFF000000FF000000 | qinf*0x0001010100010101
		y1 := y<<56 | qinf*0x0001010101010101
		r = minbh(r, minbh(y0+(x>>24&0xFF)*ones8, y1+(x>>56&0xFF)*ones8, h), h)
	}
	return qcost(r)
}

// highBytes is high8 as a variable, so that a function using it often loads it once.
var highBytes uint64 = high8

// minbh is [minb] with h = high8.
func minbh(x, y, h uint64) uint64 {
	ge := ((x | h) - y) & h
	return x ^ (x^y)&(ge-ge>>7)
}

// qkeep returns the lanes of at most need sets in both halves.
func qkeep(need int) uint64 { return qkeeps[need&3] }

// qkeeps holds [qkeep] for need 0..3.
var qkeeps = [4]uint64{0x000000FF000000FF, 0x0000FFFF0000FFFF, 0x00FFFFFF00FFFFFF, 0xFFFFFFFFFFFFFFFF}

// qjoin returns the least total cost of need sets and the pair split between g (one group) and rest
// (the others combined): the least g(m, p) + rest(need-m, 1-p); qinf or more when impossible. Reversing rest's bytes puts its cost
// of need-m sets and the other pair state beside g's lane (m, p).
func qjoin(g, rest qcost, need int) int {
	keep := qkeep(need)
	v := (uint64(g)+bits.ReverseBytes64(uint64(rest))>>(8*uint(3-need)))&keep | 127*ones8&^keep
	v = minb(v, v>>32)
	v = minb(v, v>>16)
	v = minb(v, v>>8)
	return int(v & 0xFF)
}

// qjoinTight returns [qjoin] of g and rest and the lanes of g that a best split uses ([qtight] at that
// total), from one sum of the two.
func qjoinTight(g, rest qcost, need int) (int, uint64) {
	keep := qkeep(need)
	v := uint64(g) + bits.ReverseBytes64(uint64(rest))>>(8*uint(3-need))
	m := v&keep | 127*ones8&^keep
	m = minb(m, m>>32)
	m = minb(m, m>>16)
	m = minb(m, m>>8)
	d := m & 0xFF
	z := v ^ d*ones8
	return int(d), ^((z&low7 + low7) | z) & high8 & keep
}
