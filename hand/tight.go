package hand

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// ptightAt returns the lanes of group costs g that some best split of the target lane (m, p) uses,
// where rest are the costs of the other groups combined and v the least total of that lane (their
// combination's value there): the lanes (m', p') of g, m' <= m and p' <= p, whose cost plus rest's
// cost of (m-m', p-p') is v, in the layout of [ptight] (bit 4(2m'+p')). ptight is ptightAt of the
// lane of need sets and the pair.
func ptightAt(g, rest pcost, m, p int, v uint64) uint64 {
	keep := uint64(1)<<(8*uint(m+1)) - 1
	vv := v * ones8
	eq := func(x uint64) uint64 { // 0x80 in the bytes of x equal to v
		z := x ^ vv
		return ^((z&low7 + low7) | z) & high8
	}
	if p == 0 {
		return eq(g.c0+rev(rest.c0, m)) & keep >> 7
	}
	t0 := eq(g.c0+rev(rest.c1, m)) & keep
	t1 := eq(g.c1+rev(rest.c0, m)) & keep
	return t0>>7 | t1>>3
}

// laneAt returns the cost of m sets and p pairs in costs c.
func laneAt(c pcost, m, p int) uint64 {
	if p == 0 {
		return c.c0 >> (8 * uint(m)) & 0xFF
	}
	return c.c1 >> (8 * uint(m)) & 0xFF
}

// restTight holds, for a discard table on the fast path, what the groups other than a changed group g
// accept given the lanes of g a best split uses (see [restTight.accept]), computed once per lane of
// g and kept.
//
// When a discard changes group g only, a lane l of another group o is used by a best split of the
// hand left exactly when some lane λ of g is (its cost plus the best of the three others for the rest
// is the distance) and l is used by a best split of those three groups for the rest of λ. For: the
// best splits through λ cost the distance, so their part in the three groups is one of the three
// groups' best for the rest of λ; and a split made of λ and any such best is a best split. So what
// the other groups accept depends only on g and the lanes of g in use, and lane by lane on the 14-size
// hand's costs alone.
type restTight struct {
	known [4]uint16                       // per group g, the lanes of g (bit 2m+p) already computed
	acc   [4][2 * (MaxMelds + 1)]tile.Set // per group g and lane of g: what the other groups accept
}

// accept returns the kinds of the groups other than g that lower a lane some best split uses, when
// the lanes of g in use are l (in the layout of [ptight]); sc are the groups' costs, pair the
// combined costs of every two groups, triple those of every three (triple[g] leaves g out), need the
// sets needed, and kinds(o, lanes) the kinds of group o lowering a lane among lanes. Groups whose
// kinds lower no lane are skipped when skip(o).
func (r *restTight) accept(g int, l uint64, sc *[4]pcost, pair *[4][4]pcost, triple *[4]pcost, need int,
	skip func(o int) bool, kinds func(o int, lanes uint64) tile.Set) tile.Set {
	var acc tile.Set
	for v := l; v != 0; v &= v - 1 {
		lane := bits.TrailingZeros64(v) / 4 // 2m+p of a lane of g
		if r.known[g]&(1<<lane) == 0 {
			r.known[g] |= 1 << lane
			// The rest of the lane: need-m sets and 1-p pairs, among the three other groups.
			m, p := need-lane/2, 1-lane%2
			best := laneAt(triple[g], m, p)
			var k tile.Set
			for o := range 4 {
				if o == g || skip(o) {
					continue
				}
				i, j := otherTwo(o, g)
				k |= kinds(o, ptightAt(sc[o], pair[i][j], m, p, best))
			}
			r.acc[g][lane] = k
		}
		acc |= r.acc[g][lane]
	}
	return acc
}
