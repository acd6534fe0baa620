package shanten

import "github.com/mahjong-go/mahjong/internal/lanes"

// cost holds the costs of one group of kinds (a suit or the honours), or of several groups combined:
// for m = 0..4 sets and p = 0..1 pairs, the least number of tiles that must be added to the group's held
// tiles so that it contains m sets and p pairs. It is one word of ten lanes in the layout of
// internal/lanes: lane 2m+p (bits 6(2m+p) up) holds the cost of m sets and p pairs, five value bits
// under a guard bit. A real cost of any number of groups is at most 14 (the tiles of a whole hand),
// so a cost is clamped at costImp (15), which means impossible: a sum of two lanes is at most 30 and
// stays below the guard bit, and a lane-wise minimum ([lanes.Min]) needs no loop. The bits above the
// ten lanes are zero.
//
// The table entries hold their costs in this form (see table.go), so that an entry is a cost as it is
// read. The cost of no sets and no pair (lane 0) is zero for every group and every combination.
type cost uint64

const (
	costImp  = 15                       // an impossible cost: every value bit of a cost set
	laneW    = lanes.Bits               // the width of a lane
	laneOne  = lanes.Ones               // 1 in each lane
	laneGrd  = lanes.Guard              // the guard bit of each lane
	lane0    = 1<<laneW - 1             // the bits of lane 0
	costUsed = 1<<(10*laneW) - 1        // the bits of the ten lanes
	impAll   = costImp * laneOne        // every lane impossible
	pairOdd  = 0xFC0FC0FC0FC0FC0        // the lanes with the pair (odd lanes)
	noPair   = costUsed &^ pairOdd      // the lanes without the pair
	pairImp  = impAll & pairOdd         // the lanes with the pair impossible
	lanes31  = 31 * laneOne             // 31 in each lane: above any sum of two costs
	half30   = 1<<(5*laneW) - 1         // lanes 0..4
	revL0    = lane0 | lane0<<(5*laneW) // lane 0 of each half of five lanes
	revL1    = revL0 << laneW           // lane 1 of each half
	revL2    = revL0 << (2 * laneW)     // lane 2 of each half

	// unusable is the costs of a group of unusable kinds: nothing costs nothing, the rest is
	// impossible.
	unusable = cost(impAll &^ lane0)
)

// at returns the cost of m sets and p pairs in c.
func (c cost) at(m, p int) uint64 { return uint64(c) >> (laneW * uint(2*m+p)) & lane0 }

// raise adds one to the cost of m sets and p pairs in c.
func (c *cost) raise(m, p int) { *c += 1 << (laneW * uint(2*m+p)) }

// guardReg is the guard bits as a variable, so that a function using them often loads them once (x86
// ALU instructions take no 64-bit constants).
var guardReg uint64 = laneGrd

// minG is [lanes.Min] with g the guard bits; the result keeps the bits of a above the lanes.
func minG(a, b, g uint64) uint64 {
	ge := ((a | g) - b) & g // the guard bit of the lanes where a >= b
	mask := ge - ge>>5      // ... widened to the lane's five value bits
	return a ^ (a^b)&mask
}

// bcast returns lane j of x copied into every lane.
func bcast(x uint64, j uint) uint64 { return (x >> (laneW * j) & lane0) * laneOne }

// combine returns the min-plus combination of a and b for at most need sets: lane (m, p) is the least
// a(m1, p1) + b(m-m1, p-p1). The lanes of more sets hold values at most costImp that are not costs.
//
// Combining with the costs of an unusable group ([unusable]) changes nothing: it returns the other
// costs at once, which the hands of variants with unusable groups (Sichuan's honours and missing suit)
// meet on every combination.
func combine(a, b cost, need int) cost {
	switch {
	case a == unusable:
		return b
	case b == unusable:
		return a
	}
	return combineFull(a, b, need)
}

// combineFull is [combine] without the shortcut for unusable groups. The step that takes m1 sets from
// a moves b up 2·m1 lanes (the lanes below get costImp) and adds a's cost of m1 sets and no pair to
// every lane; and moves b's no-pair lanes up 2·m1+1 lanes (into the pair lanes) and adds a's cost of m1
// sets and the pair. a's cost of nothing is zero, so the first step adds nothing to b itself: every
// lane of the result is at most b's (at most costImp), and no clamp is needed. The steps are written
// out so that every shift is a constant.
func combineFull(a, b cost, need int) cost {
	x, y := uint64(a), uint64(b)
	g := guardReg
	ye := y | pairImp // b without the pair (every lane is at most costImp, all of whose bits are set)
	r := minG(y, (ye<<laneW|costImp)+bcast(x, 1), g)
	if need >= 1 {
		t0 := (y<<(2*laneW) | impAll&(1<<(2*laneW)-1)) + bcast(x, 2)
		t1 := (ye<<(3*laneW) | impAll&(1<<(3*laneW)-1)) + bcast(x, 3)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 2 {
		t0 := (y<<(4*laneW) | impAll&(1<<(4*laneW)-1)) + bcast(x, 4)
		t1 := (ye<<(5*laneW) | impAll&(1<<(5*laneW)-1)) + bcast(x, 5)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 3 {
		t0 := (y<<(6*laneW) | impAll&(1<<(6*laneW)-1)) + bcast(x, 6)
		t1 := (ye<<(7*laneW) | impAll&(1<<(7*laneW)-1)) + bcast(x, 7)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 4 {
		t0 := (y<<(8*laneW) | impAll&(1<<(8*laneW)-1)) + bcast(x, 8)
		t1 := (ye<<(9*laneW) | impAll&(1<<(9*laneW)-1)) + bcast(x, 9)
		r = minG(r, minG(t0, t1, g), g)
	}
	return cost(r)
}

// rev10 reverses the ten lanes of x (lane i moves to lane 9-i): the two halves of five lanes swap,
// then each half is reversed in place (lanes 0 and 4 swap, 1 and 3 swap).
func rev10(x uint64) uint64 {
	x = x>>(5*laneW) | (x&half30)<<(5*laneW)
	return (x&revL0)<<(4*laneW) | (x&revL1)<<(2*laneW) | x&revL2 | (x>>(2*laneW))&revL1 | (x>>(4*laneW))&revL0
}

// mirror returns rest with its lanes reversed for a join of need sets: lane (m, p) of the result holds
// rest's cost of need-m sets and 1-p pairs, for the lanes of at most need sets; the lanes above hold
// 16, more than any total of a real split, so that a sum with costs stays below the guard bit.
func mirror(rest cost, need int) uint64 { return mirrorRev(rev(rest), need) }

// mirrorFill holds 16 in the lanes of more than need sets, for need 0..4.
var mirrorFill = [8]uint64{
	16 * laneOne &^ (1<<(2*laneW) - 1), 16 * laneOne &^ (1<<(4*laneW) - 1), 16 * laneOne &^ (1<<(6*laneW) - 1),
	16 * laneOne &^ (1<<(8*laneW) - 1),
}

// joinKeep returns the lanes of at most need sets (both pair states).
func joinKeep(need int) uint64 { return joinKeeps[need&7] }

// joinKeeps holds [joinKeep] for need 0..4.
var joinKeeps = [8]uint64{
	1<<(2*laneW) - 1, 1<<(4*laneW) - 1, 1<<(6*laneW) - 1, 1<<(8*laneW) - 1, costUsed,
	costUsed, costUsed, costUsed,
}

// join returns the least total cost of need sets and the pair split between g (one group) and rest
// (the others combined): the least g(m, p) + rest(need-m, 1-p); costImp or more when impossible.
func join(g, rest cost, need int) int {
	return joinSum(uint64(g)+mirror(rest, need), need)
}

// joinSum returns the least lane of v among the lanes of at most need sets, where v is a group's
// costs plus a [mirror] (every lane at most 31, those of more sets at least 16). Lanes 0..3 are
// folded in two steps; the lanes of two or three sets (4..7), then those of four (8, 9), before.
func joinSum(v uint64, need int) int {
	gr := guardReg
	if need >= 2 {
		if need == 4 {
			v = minG(v, v>>(8*laneW)|lanes31&^(1<<(2*laneW)-1), gr) // lanes 8, 9 into lanes 0, 1
		}
		v = minG(v, v>>(4*laneW), gr)
	}
	v = minG(v, v>>(2*laneW), gr)
	v = minG(v, v>>laneW, gr)
	return int(v & lane0)
}

// eqLanes returns the lanes of v equal to d (each lane of v at most 31, d at most 31), as the lowest
// bit of each such lane.
func eqLanes(v uint64, d int) uint64 {
	z := v ^ uint64(d)*laneOne
	return ^((z + lanes31) | z) & laneGrd >> 5
}

// tight returns the lanes of group costs g that some best split uses (those whose cost plus the best
// cost of the other groups, rest, for the remaining sets and pair is the distance d), as the lowest bit
// of each such lane (bit 6(2m+p), the layout of a table entry's lanes).
func tight(g, rest cost, need, d int) uint64 { return tightRev(g, rev(rest), need, d) }

// joinTight returns [join] of g and rest and the lanes of g that a best split uses ([tight] at that
// total), from one sum of the two.
func joinTight(g, rest cost, need int) (int, uint64) { return joinTightRev(g, rev(rest), need) }

// tightAt returns the lanes of group costs g that some best split of the target lane (m, p) uses,
// where rest are the costs of the other groups combined and v the least total of that lane: the lanes
// (m', p') of g, m' <= m and p' <= p, whose cost plus rest's cost of (m-m', p-p') is v, in the layout
// of [tight]. tight is tightAt of the lane of need sets and the pair.
func tightAt(g, rest cost, m, p int, v uint64) uint64 { return tightAtRev(g, rev(rest), m, p, v) }

// bound returns c with the lanes of set l (the lowest bit of each lane in it) impossible: costImp has
// every value bit of a cost set.
func bound(c cost, l uint64) cost { return c | cost(l*costImp) }

// above returns the lanes of c whose cost is at least lim (0..31), as the lowest bit of each.
func above(c cost, lim uint8) uint64 {
	return ((uint64(c) | laneGrd) - uint64(lim)*laneOne) & laneGrd >> 5
}

// revCost is a [cost] with its ten lanes reversed ([rev10]: lane 9-(2m+p) holds the cost of m sets
// and p pairs). A join reverses the rest it is given; the hands with declared melds combine the rest
// reversed from the start, at the cost of one reversal of the honours' costs (taken from a reversed
// copy of the honour table, [honorRevTable]), and join without reversing: [combineRev], [joinRev],
// [tightRev], [joinTightRev] and [tightAtRev] are the family on reversed rests.
type revCost uint64

// rev returns c reversed.
func rev(c cost) revCost { return revCost(rev10(uint64(c))) }

// combineRev returns [combineFull] of a and b, b and the result reversed. The steps are those of
// combineFull with b's lanes moved down instead of up (the lanes above get costImp); b without the
// pair has its even lanes (the pair lanes, reversed) impossible.
func combineRev(a cost, b revCost, need int) revCost {
	x, y := uint64(a), uint64(b)
	g := guardReg
	ye := y | impAll&noPair // b without the pair (as in combineFull)
	r := minG(y, (ye>>laneW|topImp(1))+bcast(x, 1), g)
	if need >= 1 {
		t0 := (y>>(2*laneW) | topImp(2)) + bcast(x, 2)
		t1 := (ye>>(3*laneW) | topImp(3)) + bcast(x, 3)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 2 {
		t0 := (y>>(4*laneW) | topImp(4)) + bcast(x, 4)
		t1 := (ye>>(5*laneW) | topImp(5)) + bcast(x, 5)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 3 {
		t0 := (y>>(6*laneW) | topImp(6)) + bcast(x, 6)
		t1 := (ye>>(7*laneW) | topImp(7)) + bcast(x, 7)
		r = minG(r, minG(t0, t1, g), g)
	}
	if need >= 4 {
		t0 := (y>>(8*laneW) | topImp(8)) + bcast(x, 8)
		t1 := (ye>>(9*laneW) | topImp(9)) + bcast(x, 9)
		r = minG(r, minG(t0, t1, g), g)
	}
	return revCost(r)
}

// topImp returns costImp in the top j lanes.
func topImp(j uint) uint64 { return impAll &^ (1<<(laneW*(10-j)) - 1) }

// mirrorRev is [mirror] of the rest whose reversal is r.
func mirrorRev(r revCost, need int) uint64 {
	return uint64(r)>>(laneW*uint(2*(4-need))) | mirrorFill[need&7]
}

// joinRev is [join] of g and the rest whose reversal is r.
func joinRev(g cost, r revCost, need int) int {
	return joinSum(uint64(g)+mirrorRev(r, need), need)
}

// tightRev is [tight] of g and the rest whose reversal is r.
func tightRev(g cost, r revCost, need, d int) uint64 {
	return eqLanes(uint64(g)+mirrorRev(r, need), d) & joinKeep(need)
}

// joinTightRev is [joinTight] of g and the rest whose reversal is r.
func joinTightRev(g cost, r revCost, need int) (int, uint64) {
	v := uint64(g) + mirrorRev(r, need)
	d := joinSum(v, need)
	return d, eqLanes(v, d) & joinKeep(need)
}

// tightAtRev is [tightAt] of g and the rest whose reversal is r.
func tightAtRev(g cost, r revCost, m, p int, v uint64) uint64 {
	if p == 0 {
		// g(m', 0) + rest(m-m', 0): rest's lane 2(m-m') under g's lane 2m'.
		return eqLanes(uint64(g)+uint64(r)>>(laneW*uint(9-2*m)), int(v)) & joinKeep(m) & noPair
	}
	return eqLanes(uint64(g)+uint64(r)>>(laneW*uint(8-2*m)), int(v)) & joinKeep(m)
}
