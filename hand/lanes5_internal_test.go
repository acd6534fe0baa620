package hand

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

// toQ returns the lanes of at most three sets of p in the one-word layout.
func toQ(p pcost) qcost { return qcost(p.c0&0xFFFFFFFF | p.c1<<32) }

// TestQcombineMatchesPcombine: the one-word combination and join give what the two-word ones give in
// every lane of at most need sets, for need 0..3 and group costs whose cost of nothing is zero (as
// every group's is).
func TestQcombineMatchesPcombine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := pcostGen().Draw(t, "a"), pcostGen().Draw(t, "b")
		a.c0 &^= 0xFF
		b.c0 &^= 0xFF
		need := rapid.IntRange(0, 3).Draw(t, "need")
		keep := qkeep(need)
		assert.Equal(t, uint64(toQ(pcombine(a, b, need)))&keep, uint64(qcombine(toQ(a), toQ(b), need))&keep, "combine")
		assert.Equal(t, pjoin(a, b, need), qjoin(toQ(a), toQ(b), need), "join")
	})
}
