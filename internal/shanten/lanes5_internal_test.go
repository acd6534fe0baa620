package shanten

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

// pcostGen draws packed group costs as the package makes them: each of the five lanes of both halves
// a cost 0..14 or impossible (inf), the bytes above the five lanes zero.
func pcostGen() *rapid.Generator[pcost] {
	return rapid.Custom(func(t *rapid.T) pcost {
		var p pcost
		for m := range 5 {
			for _, c := range []*uint64{&p.c0, &p.c1} {
				v := uint64(rapid.SampledFrom([]int{0, 1, 2, 3, 5, 8, 14, inf}).Draw(t, "cost"))
				*c |= v << (8 * m)
			}
		}
		return p
	})
}

// groupCostGen draws a group's costs as every group has them: the cost of nothing (no set, no pair)
// is zero.
func groupCostGen() *rapid.Generator[pcost] {
	return rapid.Map(pcostGen(), func(p pcost) pcost {
		p.c0 &^= 0xFF
		return p
	})
}

// TestPcombineUnusableShortcut: combining with an unusable group's costs on either side gives what the
// full lane-parallel combination gives, in every lane, for any number of sets needed.
func TestPcombineUnusableShortcut(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		x := pcostGen().Draw(t, "x")
		need := rapid.IntRange(0, 4).Draw(t, "need")
		assert.Equal(t, pcombineFull(unusableP, x, need), pcombine(unusableP, x, need), "unusable first")
		assert.Equal(t, pcombineFull(x, unusableP, need), pcombine(x, unusableP, need), "unusable second")
	})
}

// toQ returns the lanes of at most three sets of p in the one-word layout, inf as qinf.
func toQ(p pcost) qcost {
	v := p.c0&0xFFFFFFFF | p.c1<<32
	return qcost(minb(v, qinf*ones8))
}

// qclamp returns the lanes of at most need sets of q with every impossible value as qinf.
func qclamp(q qcost, need int) uint64 { return minb(uint64(q), qinf*ones8) & qkeep(need) }

// TestQcombineMatchesPcombine: the one-word combination and join give what the two-word ones give in
// every lane of at most need sets (impossible as qinf or more), for need 0..3, group costs whose cost
// of nothing is zero (as every group's is) and combinations of up to three groups (the deepest
// melded shanten makes), whose bytes stay below 128.
func TestQcombineMatchesPcombine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(0, 3).Draw(t, "need")
		var gs [4]pcost
		for i := range gs {
			gs[i] = groupCostGen().Draw(t, "group")
		}
		// Combine the groups one at a time, as the melded shanten does, comparing at each depth.
		p, q := gs[0], toQ(gs[0])
		for _, g := range gs[1:3] {
			p, q = pcombine(g, p, need), qcombine(toQ(g), q, need)
			assert.Equal(t, qclamp(toQ(p), need), qclamp(q, need), "combine")
		}
		want := pjoin(gs[3], p, need)
		got := qjoin(toQ(gs[3]), q, need)
		assert.Equal(t, min(want, qinf), min(got, qinf), "join")
		assert.Less(t, got, 128, "join stays within a byte")
	})
}

// TestQkeepLanes: qkeep's table marks the bytes of at most need sets in both halves of a qcost, as
// the byte-by-byte definition does, for need 0..3.
func TestQkeepLanes(t *testing.T) {
	for need := range 4 {
		var want uint64
		for m := 0; m <= need; m++ {
			want |= 0xFF<<(8*m) | 0xFF<<(8*(4+m))
		}
		assert.Equal(t, want, qkeep(need), "need %d", need)
	}
}

// TestExactBehindMatchesCombination: exactBehind answers whether a best split of three groups uses a
// tight lane of the first among the given ones and a lane of the second outside pot exactly when the
// combination with the second's pot lanes made impossible still reaches the best total through those
// lanes, over random group costs (cost of nothing zero), pot masks (never the lane of nothing) and
// need 1..3.
func TestExactBehindMatchesCombination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(1, 3).Draw(t, "need")
		var gs [3]qcost
		for i := range gs {
			gs[i] = toQ(groupCostGen().Draw(t, "group"))
		}
		g, tg, base := gs[0], gs[1], gs[2]
		var potG, potT uint64
		for lane := range 8 {
			if rapid.Bool().Draw(t, "pot g") {
				potG |= 0x80 << (8 * lane)
			}
			if rapid.Bool().Draw(t, "pot t") {
				potT |= 0x80 << (8 * lane)
			}
		}
		potG &= qkeep(need) & high8 &^ 0xFF // never the lane of nothing, which costs nothing
		potT &= qkeep(need) & high8 &^ 0xFF
		d := qjoin(g, qcombine(tg, base, need), need)
		if d >= qinf {
			return
		}
		lanes := qtight(g, qcombine(tg, base, need), need, d) &^ potG
		upper := qcost(uint64(tg)&^(potT>>7*0xFF) | potT>>7*qinf)
		want := qtight(g, qcombine(upper, base, need), need, d)&^potG != 0
		assert.Equal(t, want, exactBehind(g, tg, base, lanes, potT, need, d), "need %d", need)
	})
}

// TestQjoinTightMatchesParts: the fused join gives qjoin's total and qtight's lanes at that total,
// over random group costs (cost of nothing zero) and need 0..3.
func TestQjoinTightMatchesParts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(0, 3).Draw(t, "need")
		var gs [2]qcost
		for i := range gs {
			gs[i] = toQ(groupCostGen().Draw(t, "group"))
		}
		d, tight := qjoinTight(gs[0], gs[1], need)
		assert.Equal(t, qjoin(gs[0], gs[1], need), d, "total")
		assert.Equal(t, qtight(gs[0], gs[1], need, d), tight, "tight lanes")
	})
}
