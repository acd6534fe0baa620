package shanten

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// restTight holds, for a discard table on the fast path, what the groups other than a changed group g
// accept given the lanes of g a best split uses (see [restTight.accept]), computed once per lane of
// g and kept; and what it is computed from: the 14-size hand's group costs sc, the combined costs of
// every two groups (pair) and every three (triple[g] leaves g out), the lanes each kind's draw lowers,
// packed by group ([analyzer.packDec]), and the sets needed.
//
// When a discard changes group g only, a lane l of another group o is used by a best split of the
// hand left exactly when some lane λ of g is (its cost plus the best of the three others for the rest
// is the distance) and l is used by a best split of those three groups for the rest of λ. For: the
// best splits through λ cost the distance, so their part in the three groups is one of the three
// groups' best for the rest of λ; and a split made of λ and any such best is a best split. So what
// the other groups accept depends only on g and the lanes of g in use, and lane by lane on the 14-size
// hand's costs alone.
type restTight struct {
	sc     *[4]cost
	pair   *[4][4]cost
	triple *[4]cost
	packed *[4][3]uint64
	need   int

	known [4]uint16                // per group g, the lanes of g (bit 2m+p) already computed
	acc   [4][2 * (4 + 1)]tile.Set // per group g and lane of g: what the other groups accept
}

// accept returns the kinds of the groups other than g that lower a lane some best split uses, when
// the lanes of g in use are l (in the layout of [tight]).
func (r *restTight) accept(g int, l uint64) tile.Set {
	var acc tile.Set
	for v := l; v != 0; v &= v - 1 {
		lane := bits.TrailingZeros64(v) / laneW // 2m+p of a lane of g
		if r.known[g]&(1<<lane) == 0 {
			r.fill(g, lane)
		}
		acc |= r.acc[g][lane]
	}
	return acc
}

// fill computes what the groups other than g accept for lane (2m+p) of g in use.
func (r *restTight) fill(g, lane int) {
	r.known[g] |= 1 << lane
	m, p := r.need-lane/2, 1-lane%2
	// tightAt and laneKinds, written out: the other groups' pairs are mirrored once.
	v := int(r.triple[g].at(m, p))
	keep := joinKeep(m)
	if p == 0 {
		keep &= noPair
	}
	shift := laneW * uint(8-2*m+1-p) // rest's lane (m-m', p-p') under lane (m', p')
	var k tile.Set
	for o := range 4 {
		po := &r.packed[o]
		if o == g || po[0]|po[1]|po[2] == 0 {
			continue // no kind of o lowers a lane
		}
		i, j := otherTwo(o, g)
		t := eqLanes(uint64(r.sc[o])+rev10(uint64(r.pair[i][j]))>>shift, v) & keep
		var ko uint64
		for v := t; v != 0; v &= v - 1 {
			s := uint(bits.TrailingZeros64(v)) // 6(2m'+p'): the lane's lowest bit
			ko |= po[0]>>s&0xF | (po[1]>>s&0xF)<<4 | (po[2]>>s&1)<<8
		}
		first, _ := groupKinds(o)
		k |= tile.Set(ko) << first
	}
	r.acc[g][lane] = k
}

// lanes returns the lanes of group o (o != g) that a best split of the three groups other than g uses
// for the rest of lane (2m+p) of g: need-m sets and 1-p pairs.
func (r *restTight) lanes(g, lane, o int) uint64 {
	m, p := r.need-lane/2, 1-lane%2
	i, j := otherTwo(o, g)
	return tightAt(r.sc[o], r.pair[i][j], m, p, r.triple[g].at(m, p))
}

// laneKinds returns the kinds of group o whose draw lowers a lane in l (in the layout of [tight]),
// with p the lanes each kind of o lowers ([analyzer.packDec]): lane by lane (a best split uses one or
// two lanes of a group, seldom more), the lane's low four bits of each word, four kinds each.
func laneKinds(p *[3]uint64, o int, l uint64) tile.Set {
	first, _ := groupKinds(o)
	var k uint64
	for v := l; v != 0; v &= v - 1 {
		s := uint(bits.TrailingZeros64(v)) // 6(2m+p): the lane's lowest bit
		k |= p[0]>>s&0xF | (p[1]>>s&0xF)<<4 | (p[2]>>s&1)<<8
	}
	return tile.Set(k) << first
}
