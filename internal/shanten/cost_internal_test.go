package shanten

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

// costGen draws group costs as the package makes them: each lane a cost 0..14 or impossible
// (costImp), the bits above the lanes zero.
func costGen() *rapid.Generator[cost] {
	return rapid.Custom(func(t *rapid.T) cost {
		var c cost
		for l := range 10 {
			v := uint64(rapid.SampledFrom([]int{0, 1, 2, 3, 5, 8, 14, costImp}).Draw(t, "cost"))
			c |= cost(v << (laneW * l))
		}
		return c
	})
}

// groupCostGen draws a group's costs as every group has them: the cost of nothing (no set, no pair)
// is zero.
func groupCostGen() *rapid.Generator[cost] {
	return rapid.Map(costGen(), func(c cost) cost { return c &^ lane0 })
}

// plainCombine is the min-plus combination one lane at a time, clamped at costImp.
func plainCombine(a, b cost, need int) [5][2]uint64 {
	var r [5][2]uint64
	for m := 0; m <= need; m++ {
		for p := range 2 {
			best := uint64(costImp)
			for m1 := 0; m1 <= m; m1++ {
				for p1 := 0; p1 <= p; p1++ {
					best = min(best, a.at(m1, p1)+b.at(m-m1, p-p1))
				}
			}
			r[m][p] = best
		}
	}
	return r
}

// plainJoin is the least a(m, p) + b(need-m, 1-p), one lane at a time.
func plainJoin(a, b cost, need int) int {
	best := uint64(1 << 10)
	for m := 0; m <= need; m++ {
		for p := range 2 {
			best = min(best, a.at(m, p)+b.at(need-m, 1-p))
		}
	}
	return int(best)
}

// lanesOf returns the lanes of c of at most need sets.
func lanesOf(c cost, need int) [5][2]uint64 {
	var r [5][2]uint64
	for m := 0; m <= need; m++ {
		for p := range 2 {
			r[m][p] = c.at(m, p)
		}
	}
	return r
}

// TestCombineMatchesPlainLoop: the lane-parallel combination gives the plain loop's lanes of at most
// need sets, for combinations of up to three groups (the deepest the engine makes), whose every lane
// stays at most costImp and whose bits above the lanes stay zero; the join gives the plain loop's
// total (any total of costImp or more meaning impossible); the unusable group's shortcut changes
// nothing.
func TestCombineMatchesPlainLoop(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(0, 4).Draw(t, "need")
		var gs [4]cost
		for i := range gs {
			gs[i] = groupCostGen().Draw(t, "group")
		}
		c := gs[0]
		for _, g := range gs[1:3] {
			want := plainCombine(g, c, need)
			c = combine(g, c, need)
			assert.Equal(t, want, lanesOf(c, need), "combine")
			for l := range 10 {
				assert.LessOrEqual(t, c.at(l/2, l%2), uint64(costImp), "lane %d", l)
			}
			assert.Zero(t, uint64(c)&^costUsed, "bits above the lanes")
		}
		// A total of costImp or more is impossible, whichever.
		want := min(plainJoin(gs[3], c, need), costImp)
		assert.Equal(t, want, min(join(gs[3], c, need), costImp), "join")
		d, l := joinTight(gs[3], c, need)
		assert.Equal(t, want, min(d, costImp), "joinTight total")
		assert.Equal(t, tight(gs[3], c, need, d), l, "joinTight lanes")
		assert.Equal(t, combineFull(unusable, gs[0], need), combine(unusable, gs[0], need), "unusable first")
		assert.Equal(t, lanesOf(combineFull(gs[0], unusable, need), need), lanesOf(combine(gs[0], unusable, need), need), "unusable second")
	})
}

// TestTightAtDefinition: tightAt marks exactly the lanes (m', p') of g, within the target lane (m,
// p), whose cost plus rest's cost of the rest of the target is v; for the lane of need sets and the
// pair it is tight.
func TestTightAtDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, rest := costGen().Draw(t, "g"), costGen().Draw(t, "rest")
		m := rapid.IntRange(0, 4).Draw(t, "m")
		p := rapid.IntRange(0, 1).Draw(t, "p")
		v := uint64(rapid.IntRange(0, 30).Draw(t, "v"))
		var want uint64
		for m2 := 0; m2 <= m; m2++ {
			for p2 := 0; p2 <= p; p2++ {
				if g.at(m2, p2)+rest.at(m-m2, p-p2) == v {
					want |= 1 << (laneW * (2*m2 + p2))
				}
			}
		}
		assert.Equal(t, want, tightAt(g, rest, m, p, v), "m %d p %d v %d", m, p, v)
		assert.Equal(t, tight(g, rest, m, int(v)), tightAt(g, rest, m, 1, v), "tight of need %d", m)
	})
}

// TestRev10Reverses: rev10 moves lane i to lane 9-i.
func TestRev10Reverses(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := uint64(costGen().Draw(t, "c"))
		r := rev10(c)
		for i := range 10 {
			assert.Equal(t, c>>(laneW*i)&lane0, r>>(laneW*(9-i))&lane0, "lane %d", i)
		}
		assert.Zero(t, r&^costUsed)
	})
}

// BenchmarkCombine measures the combination and join of four groups for four sets.
func BenchmarkCombine(b *testing.B) {
	gs := [4]cost{0x3c9248208 &^ lane0, 0x123456789 &^ lane0, 0x2222222222 &^ lane0, 0x3333333 &^ lane0}
	var s int
	b.ReportAllocs()
	for i := range b.N {
		s += join(gs[i&3], combine(gs[(i+1)&3], combine(gs[(i+2)&3], gs[(i+3)&3], 4), 4), 4)
	}
	sink = s
}

var sink int

// BenchmarkCombine3 measures the combination (without the unusable shortcut, as the melded hands
// take it) and join of four groups for three sets.
func BenchmarkCombine3(b *testing.B) {
	gs := [4]cost{0x3c9248208 &^ lane0, 0x123456789 &^ lane0, 0x2222222222 &^ lane0, 0x3333333 &^ lane0}
	var s int
	b.ReportAllocs()
	for i := range b.N {
		s += join(gs[i&3], combineFull(gs[(i+1)&3], combineFull(gs[(i+2)&3], gs[(i+3)&3], 3), 3), 3)
	}
	sink = s
}

// TestCombineRevMirrorsCombine: combining with a reversed rest gives the reversal of the combination,
// in every lane; and the join family on reversed rests gives what it gives on the rest itself.
func TestCombineRevMirrorsCombine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(0, 4).Draw(t, "need")
		a, b, g := groupCostGen().Draw(t, "a"), groupCostGen().Draw(t, "b"), groupCostGen().Draw(t, "g")
		r := combineFull(a, b, need)
		assert.Equal(t, rev(r), combineRev(a, rev(b), need), "combine")
		assert.Equal(t, r, cost(rev10(uint64(rev(r)))), "reversal twice")
		d := join(g, r, need)
		assert.Equal(t, d, joinRev(g, rev(r), need), "join")
		assert.Equal(t, tight(g, r, need, d), tightRev(g, rev(r), need, d), "tight")
		m, p := rapid.IntRange(0, need).Draw(t, "m"), rapid.IntRange(0, 1).Draw(t, "p")
		v := uint64(rapid.IntRange(0, 30).Draw(t, "v"))
		assert.Equal(t, tightAt(g, r, m, p, v), tightAtRev(g, rev(r), m, p, v), "tightAt")
	})
}

// TestExactBehindMatchesCombination: exactBehind answers whether a best split of three groups uses a
// tight lane of the first among the given ones and a lane of the second outside pot exactly when the
// combination with the second's pot lanes made impossible still reaches the best total through those
// lanes, over random group costs (cost of nothing zero), pot sets (never the lane of nothing) and
// need 1..3.
func TestExactBehindMatchesCombination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(1, 3).Draw(t, "need")
		g, tg, base := groupCostGen().Draw(t, "g"), groupCostGen().Draw(t, "t"), groupCostGen().Draw(t, "base")
		var potG, potT uint64
		for lane := range 10 {
			if rapid.Bool().Draw(t, "pot g") {
				potG |= 1 << (laneW * lane)
			}
			if rapid.Bool().Draw(t, "pot t") {
				potT |= 1 << (laneW * lane)
			}
		}
		keep := joinKeep(need) & laneOne &^ 1 // never the lane of nothing, which costs nothing
		potG, potT = potG&keep, potT&keep
		rest := combineFull(tg, base, need)
		d := join(g, rest, need)
		if d >= costImp {
			return
		}
		lanes := tight(g, rest, need, d) &^ potG
		want := tight(g, combineFull(bound(tg, potT), base, need), need, d)&^potG != 0
		assert.Equal(t, want, exactBehind(g, tg, rev(base), lanes, potT, need, d), "need %d", need)
	})
}
