package shanten

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// TestRestTightMatchesCombination: the lanes restTight says the other groups use, from the lanes of
// the changed group in use, are those the combination of the changed group's costs with each other
// group's partners says (the way the discard table found them before), for any group costs whose cost
// of nothing is zero, any number of sets needed and any changed group and costs of it; and the kinds
// it says they accept are those of the lanes, for any lanes the kinds lower.
func TestRestTightMatchesCombination(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		need := rapid.IntRange(0, 4).Draw(t, "need")
		var sc [4]cost
		for i := range sc {
			sc[i] = groupCostGen().Draw(t, "group")
		}
		var pair [4][4]cost
		for i := range 4 {
			for j := i + 1; j < 4; j++ {
				pair[i][j] = combine(sc[i], sc[j], need)
				pair[j][i] = pair[i][j]
			}
		}
		triple := [4]cost{
			combine(sc[1], pair[2][3], need), combine(sc[0], pair[2][3], need),
			combine(pair[0][1], sc[3], need), combine(pair[0][1], sc[2], need),
		}
		// The lanes each kind's draw lowers (bit 6(2m+p)), packed as packDec packs them.
		var dec [tile.NumSlots]uint64
		var packed [4][3]uint64
		for g := range 4 {
			first, last := groupKinds(g)
			for k := first; k <= last; k++ {
				dec[k] = uint64(rapid.Uint16Range(0, 1<<10-1).Draw(t, "lanes lowered"))
				dec[k] = spreadLanes(dec[k])
				i := int(k - first)
				packed[g][i/4] |= dec[k] << (i % 4)
			}
		}
		r := restTight{sc: &sc, pair: &pair, triple: &triple, packed: &packed, need: need}
		for range rapid.IntRange(1, 6).Draw(t, "discards") {
			g := rapid.IntRange(0, 3).Draw(t, "changed")
			sg := groupCostGen().Draw(t, "costs after")
			d := join(sg, triple[g], need)
			if d >= costImp {
				continue // no line of the standard shape
			}
			l := tight(sg, triple[g], need, d)
			var want tile.Set
			for o := range 4 {
				if o == g {
					continue
				}
				i, j := otherTwo(o, g)
				lanes := tight(sc[o], combine(sg, pair[i][j], need), need, d)
				var got uint64
				for v := l; v != 0; v &= v - 1 {
					got |= r.lanes(g, bits.TrailingZeros64(v)/laneW, o)
				}
				assert.Equal(t, lanes, got, "group %d of changed group %d, need %d", o, g, need)
				first, last := groupKinds(o)
				for k := first; k <= last; k++ {
					if dec[k]&lanes != 0 {
						want |= 1 << k
					}
				}
			}
			assert.Equal(t, want, r.accept(g, l), "changed group %d need %d", g, need)
		}
	})
}

// spreadLanes moves bit i of x (a lane 2m+p) to bit 6i, the lowest bit of the lane.
func spreadLanes(x uint64) uint64 {
	var s uint64
	for i := range 10 {
		s |= (x >> i & 1) << (laneW * i)
	}
	return s
}
