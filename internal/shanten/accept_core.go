package shanten

import (
	"encoding/binary"
	"math/bits"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// analyzer holds what the acceptance of a hand, and of the hands one discard away, reuses: the usable
// kinds, the sets still needed and, on the fast path, each group's table key and costs.
//
// The fast path is that of [Hand.standardDistance]'s common case: no declared meld holds suit tiles
// and each suit is usable as a whole or not at all, so every group's costs are its table entry and
// the distance of a hand one tile away changes one group only. Otherwise (the capped case) the
// standard distance of each hand is computed exactly on its own.
type analyzer struct {
	kinds  tile.Set
	shapes Shape
	need   int
	// std: the standard shape is allowed and reachable (no declared meld outside the usable kinds).
	std  bool
	fast bool
	// special: seven pairs or thirteen orphans may apply (no declared meld).
	special bool

	// The fast path: the suits' keys, tile counts and usability, the honour key and usable honours
	// without declared copies, and the four groups' costs.
	key    [3]int32
	ent    [3]uint64 // the suits' table entries, on the whole-suits path
	n      [3]int
	suitOK [3]bool
	hkey   int
	hmask  tile.Set
	sc     [4]cost

	// exact: every group's costs in sc are exact (the fast path); otherwise the suits' costs are lower
	// bounds.
	exact bool
	// slack: per suit, the least slack (cap minus held count) of its capped ranks, 15 if none; capSlack:
	// per kind with declared copies, its slack plus one (0 for a kind without declared copies). A
	// suit's table cost is exact when it is at most the suit's slack (see [cappedSuit.costs]).
	slack    [3]uint8
	capSlack tile.Counts
	// capRanks: per suit, the ranks (bit r-1) with declared copies, on the whole-suits path.
	capRanks [3]uint16

	// byCnt are the usable kinds by concealed count, for seven pairs and thirteen orphans.
	byCnt [5]tile.Set
}

// groupKinds returns the first and last kinds of group g (0..2 the suits, 3 the honours).
func groupKinds(g int) (tile.Tile, tile.Tile) {
	if g == 3 {
		return tile.East, tile.Red
	}
	return tile.Character1 + tile.Tile(9*g), tile.Character1 + tile.Tile(9*g+8)
}

// groupOf returns the group of playing kind t: 0..2 for the suits, 3 for the honours.
func groupOf(t tile.Tile) int {
	if t >= tile.East {
		return 3
	}
	return int(t-tile.Character1) / 9
}

func (a *analyzer) init(h *Hand, o Options) {
	a.kinds, a.shapes = o.UsableKinds(), o.AllowedShapes()
	a.need = 4 - int(h.N)
	a.special = h.N == 0
	meldCount, meldKinds := h.declaredTiles()
	a.std = a.shapes&Standard != 0 && meldKinds&^a.kinds == 0
	a.fast = meldKinds&tile.SuitedKinds == 0 && wholeSuits(a.kinds)
	c := &h.Concealed
	if a.special {
		for v := a.kinds; v != 0; v &= v - 1 {
			t := bits.TrailingZeros64(uint64(v))
			a.byCnt[c[t]&7] |= 1 << t
		}
	}
	if !a.std {
		return
	}
	// On the capped path the keys leave out the unusable kinds, and the suits' table costs are lower
	// bounds of their costs within the caps.
	tab := suitTable()
	if wholeSuits(a.kinds) {
		a.initWholeSuits(h, &meldCount)
	} else {
		for s := range 3 {
			first := tile.Character1 + tile.Tile(9*s)
			a.suitOK[s] = a.kinds&(tile.Set(0x1ff)<<first) != 0
			var k int32
			n := 0
			a.slack[s] = 15
			for r := 8; r >= 0; r-- {
				t := first + tile.Tile(r)
				v := c[t]
				if a.kinds&(1<<t) == 0 {
					v = 0
					if a.suitOK[s] {
						a.slack[s] = 0 // an unusable rank of a usable suit: cap 0
					}
				} else if meldCount[t] != 0 {
					sl := 4 - meldCount[t] - v
					a.capSlack[t] = sl + 1
					a.slack[s] = min(a.slack[s], sl)
				}
				k = 5*k + int32(v)
				n += int(v)
			}
			a.key[s], a.n[s] = k, n
			if a.suitOK[s] {
				a.sc[s] = cost(tab.at(k))
			} else {
				a.sc[s] = unusable
			}
		}
	}
	a.exact = a.fast
	for v := a.kinds & tile.HonorKinds; v != 0; v &= v - 1 {
		if t := bits.TrailingZeros64(uint64(v)); meldCount[t] == 0 {
			a.hmask |= 1 << t
			a.hkey += 1 << (3 * c[t])
		}
	}
	a.sc[3] = cost(honorTable()[a.hkey])
}

// initWholeSuits sets the suits' keys, tile counts, usability, costs and slacks of h when each suit
// is usable as a whole or not at all: the keys in one pass over the counts, the capped ranks from the
// declared melds' tiles.
func (a *analyzer) initWholeSuits(h *Hand, meldCount *tile.Counts) {
	tab := suitTable()
	cs := (*[27]uint8)(h.Concealed[tile.Character1:])
	for s := range 3 {
		a.slack[s] = 15
		a.suitOK[s] = a.kinds&(tile.Set(0x1ff)<<(tile.Character1+tile.Tile(9*s))) != 0
		if !a.suitOK[s] {
			a.key[s], a.n[s], a.sc[s] = 0, 0, unusable
			continue
		}
		d := cs[9*s : 9*s+9 : 9*s+9]
		lo := int32(d[0]) + 5*int32(d[1]) + 25*int32(d[2]) + 125*int32(d[3])
		hi := int32(d[4]) + 5*int32(d[5]) + 25*int32(d[6]) + 125*int32(d[7]) + 625*int32(d[8])
		x := tab.high[hi] + tab.low[lo] // 256·index + tiles; a hand holds at most 14 tiles of a suit
		a.ent[s] = tab.entries[x>>8]
		a.key[s], a.n[s], a.sc[s] = lo+numLowKeys*hi, int(x&0xff), cost(a.ent[s])
	}
	for _, m := range h.Melds[:h.N] {
		s, t, last, ok := suitRun(m)
		if !ok {
			continue
		}
		for u := t; u <= last; u++ {
			sl := 4 - meldCount[u] - h.Concealed[u]
			a.capSlack[u] = sl + 1
			a.slack[s] = min(a.slack[s], sl)
			a.capRanks[s] |= 1 << (u - tile.Character1 - tile.Tile(9*s))
		}
	}
}

// restOf returns, for each group, the combined costs of the other three.
//
// An unusable group ([unusable]) adds nothing to a combination, so with one (u) the rest of each
// other group is the combination of the two groups that are neither it nor u, and the rest of u is
// one of those combined with the third group, an unusable one where there is one.
func restOf(sc *[4]cost, need int) [4]cost {
	u := 0
	for u < 4 && sc[u] != unusable {
		u++
	}
	if u == 4 {
		p01, p23 := combine(sc[0], sc[1], need), combine(sc[2], sc[3], need)
		return [4]cost{
			combine(sc[1], p23, need), combine(sc[0], p23, need),
			combine(p01, sc[3], need), combine(p01, sc[2], need),
		}
	}
	o := othersOf[u]
	var r [4]cost
	r[o[0]] = combine(sc[o[1]], sc[o[2]], need)
	r[o[1]] = combine(sc[o[0]], sc[o[2]], need)
	r[o[2]] = combine(sc[o[0]], sc[o[1]], need)
	r[u] = joinThird(sc, o, r[o[0]], r[o[1]], r[o[2]], need)
	return r
}

// othersOf[g] are the three groups other than g, in order.
var othersOf = [4][3]uint8{{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}}

// joinThird returns the combination of the three groups o, given the combinations of every two of
// them (r0 leaves out o[0], r1 o[1], r2 o[2]): the group left out is an unusable one where there is
// one, so that the combination is at once the other two's.
func joinThird(sc *[4]cost, o [3]uint8, r0, r1, r2 cost, need int) cost {
	switch {
	case sc[o[1]] == unusable:
		return combine(sc[o[1]], r1, need)
	case sc[o[2]] == unusable:
		return combine(sc[o[2]], r2, need)
	}
	return combine(sc[o[0]], r0, need)
}

// Adding a tile to a group lowers each of its costs by at most one, so the difference of the old and
// the new table entry, lane by lane, is 0 or 1 where the old cost is finite, with no borrow between
// lanes; its low lane bits are the lanes the tile lowers.

// fillDec sets dec[t] for every kind t of group g to the lanes of the group's entry that one more t
// lowers (zero when c holds four of t, or t cannot join the group).
func (a *analyzer) fillDec(dec *[tile.NumSlots]uint64, c *tile.Counts, g int) bool {
	if g == 3 {
		ht := honorTable()
		old := ht[a.hkey]
		for t := tile.East; t <= tile.Red; t++ {
			dec[t] = 0
			if n := c[t]; a.hmask&(1<<t) != 0 && n < 4 {
				dec[t] = (old - ht[a.hkey+1<<(3*(n+1))-1<<(3*n)]) & laneOne
			}
		}
		return true
	}
	first := tile.Character1 + tile.Tile(9*g)
	d := dec[first : first+9 : first+9]
	if !a.suitOK[g] || a.n[g] >= suitMaxTiles {
		clear(d)
		return true
	}
	tab := suitTable()
	lo, hi := a.key[g]%numLowKeys, a.key[g]/numLowKeys
	old := tab.atSplit(lo, hi)
	for r := range 9 {
		d[r] = 0
		if t := first + tile.Tile(r); c[t] < 4 && a.kinds&(1<<t) != 0 {
			d[r] = (old - tab.plusOne(lo, hi, r)) & laneOne
		}
	}
	return true
}

// packDec sets p to the lanes of group g's entry that one more of each of its kinds lowers, as
// [analyzer.fillDec] finds them, packed so that one shift reads the kinds lowering a lane: the kind at
// index i of the group (i = 4q+j, j < 4) has its lane bits (4 apart) in p[q] moved up j bits. The
// usable kinds must be whole suits.
func (a *analyzer) packDec(p *[3]uint64, c *tile.Counts, g int) {
	*p = [3]uint64{}
	if g == 3 {
		ht := honorTable()
		old := ht[a.hkey]
		for i := range 7 {
			t := tile.East + tile.Tile(i)
			if n := c[t]; a.hmask&(1<<t) != 0 && n < 4 {
				p[i/4] |= (old - ht[a.hkey+1<<(3*(n+1))-1<<(3*n)]) & laneOne << (i % 4)
			}
		}
		return
	}
	if !a.suitOK[g] || a.n[g] >= suitMaxTiles {
		return
	}
	tab := suitTable()
	first := tile.Character1 + tile.Tile(9*g)
	d := c[first : first+9 : first+9]
	lo, hi := a.key[g]%numLowKeys, a.key[g]/numLowKeys
	old := tab.atSplit(lo, hi)
	var q0, q1 uint64
	for r := range 4 {
		if d[r] < 4 {
			q0 |= (old - tab.atSplit(lo+pow5[r], hi)) & laneOne << r
		}
	}
	for r := range 4 {
		if d[r+4] < 4 {
			q1 |= (old - tab.atSplit(lo, hi+pow5[r])) & laneOne << r
		}
	}
	p[0], p[1] = q0, q1
	if d[8] < 4 {
		p[2] = (old - tab.atSplit(lo, hi+pow5[4])) & laneOne
	}
}

// stdAcceptFast returns the kinds whose addition lowers the standard distance d of a hand on the fast
// path, with sc its groups' costs, rest the combined costs of the other groups for each group and dec
// the lanes each kind lowers: a tile lowers the distance exactly when it lowers a lane of its group
// that some best split uses.
func (a *analyzer) stdAcceptFast(sc, rest *[4]cost, dec *[tile.NumSlots]uint64, d int) tile.Set {
	var w tile.Set
	for g := range 4 {
		l := tight(sc[g], rest[g], a.need, d)
		if l == 0 {
			continue
		}
		first, last := groupKinds(g)
		for t := first; t <= last; t++ {
			if dec[t]&l != 0 {
				w |= 1 << t
			}
		}
	}
	return w
}

// spShanten is the seven-pairs shanten of a hand whose usable kinds number hist[c] with count c (see
// [Hand.sevenPairs]).
func spShanten(hist *[5]int, quads bool) int {
	usable := hist[0] + hist[1] + hist[2] + hist[3] + hist[4]
	pairs, singles := hist[2]+hist[3]+hist[4], hist[1]
	if quads {
		if 2*usable < 7 {
			return Unreachable
		}
		pairs += hist[4]
		singles += hist[3]
	} else if usable < 7 {
		return Unreachable
	}
	p := min(pairs, 7)
	return 13 - 2*p - min(singles, 7-p)
}

// histOf returns the number of kinds in each count class.
func histOf(byCnt *[5]tile.Set) [5]int {
	var hist [5]int
	for i, s := range byCnt {
		hist[i] = s.Len()
	}
	return hist
}

// specialShanten returns the best shanten of seven pairs and thirteen orphans under the analyzer's
// shapes for the usable kinds by concealed count byCnt (Unreachable if neither applies).
func (a *analyzer) specialShanten(byCnt *[5]tile.Set, hist *[5]int) int {
	best := Unreachable
	if !a.special {
		return best
	}
	if a.shapes&(SevenPairs|SevenPairsQuads) != 0 {
		best = min(best, spShanten(hist, a.shapes&SevenPairsQuads != 0))
	}
	if a.shapes&ThirteenOrphans != 0 && a.kinds&tile.MajorKinds == tile.MajorKinds {
		distinct, dup := orphanState(byCnt)
		best = min(best, 13-distinct-dup)
	}
	return best
}

// orphanState returns the number of terminal and honour kinds held and whether one is held twice or
// more (0 or 1), from the usable kinds by count (every terminal and honour is usable when thirteen
// orphans applies).
func orphanState(byCnt *[5]tile.Set) (int, int) {
	distinct := (tile.MajorKinds &^ byCnt[0] & (byCnt[1] | byCnt[2] | byCnt[3] | byCnt[4])).Len()
	return distinct, b2i((byCnt[2]|byCnt[3]|byCnt[4])&tile.MajorKinds != 0)
}

// specialAccept returns the kinds whose addition brings seven pairs or thirteen orphans to a shanten
// of at most target.
func (a *analyzer) specialAccept(byCnt *[5]tile.Set, hist *[5]int, target int) tile.Set {
	var w tile.Set
	if !a.special {
		return w
	}
	// One tile lowers either shape's shanten by at most one: a shape more than one above target gives
	// no kind.
	if a.shapes&(SevenPairs|SevenPairsQuads) != 0 {
		quads := a.shapes&SevenPairsQuads != 0
		for n := range 4 {
			if n == 0 && spShanten(hist, quads) > target+1 {
				break
			}
			if byCnt[n] == 0 {
				continue
			}
			h2 := *hist
			h2[n]--
			h2[n+1]++
			if spShanten(&h2, quads) <= target {
				w |= byCnt[n]
			}
		}
	}
	if a.shapes&ThirteenOrphans != 0 && a.kinds&tile.MajorKinds == tile.MajorKinds {
		distinct, dup := orphanState(byCnt)
		if 13-distinct-dup > target+1 {
			return w
		}
		if 13-(distinct+1)-dup <= target {
			w |= byCnt[0] & tile.MajorKinds // a new kind
		}
		if dup == 0 && 13-distinct-1 <= target {
			w |= (byCnt[1] | byCnt[2] | byCnt[3]) & tile.MajorKinds // the duplicate
		}
	}
	return w
}

// shanten13 returns the shanten number of the analyzer's hand (as [Hand.Shanten]).
func (a *analyzer) shanten13(h *Hand) int {
	hist := histOf(&a.byCnt)
	best := a.specialShanten(&a.byCnt, &hist)
	if a.std {
		var d int
		if a.exact {
			d = bestTotal(&a.sc, a.need)
		} else {
			d = h.standardDistance(a.kinds)
		}
		if d < inf {
			best = min(best, d-1)
		}
	}
	return best
}

// drawable returns the usable kinds of which the hand holds fewer than four (all its held counts).
func (a *analyzer) drawable(all *tile.Counts) tile.Set {
	// Eight counts at a time: a count (at most 4) is 4 exactly when adding 124 sets its top bit.
	const four = 0x7c7c7c7c7c7c7c7c
	var m uint64
	for w := 0; w < 40; w += 8 {
		m |= gatherHigh((binary.LittleEndian.Uint64(all[w:])+four)&high8) << w
	}
	return a.kinds &^ tile.Set(m)
}

// accept returns the accepted kinds of the analyzer's 13-size hand, whose shanten is cur.
func (a *analyzer) accept(h *Hand, cur int) tile.Set {
	if cur >= Unreachable {
		// No shape can be completed, with or without another tile (what makes a shape unreachable is
		// the declared melds and the usable kinds, which a draw does not change): nothing is accepted.
		return 0
	}
	all := h.All()
	drawable := a.drawable(&all)
	hist := histOf(&a.byCnt)
	w := a.specialAccept(&a.byCnt, &hist, cur-1)
	if a.std {
		rest := restOf(&a.sc, a.need)
		d := distOf(join(a.sc[0], rest[0], a.need))
		switch {
		case a.exact && d-1 == cur:
			var dec [tile.NumSlots]uint64
			ok := true
			for g := range 4 {
				ok = ok && a.fillDec(&dec, &h.Concealed, g)
			}
			if ok {
				w |= a.stdAcceptFast(&a.sc, &rest, &dec, d)
			} else {
				w |= a.stdAcceptCapped(h, drawable&^w, cur, &rest)
			}
		case a.exact:
			// The distance is exact and above cur+1: no draw brings it to cur.
		case d-1 == cur:
			// Lower bounds: a kind that cannot bring the lower bound of the distance to cur cannot
			// bring the distance there; the others are checked exactly.
			var dec [tile.NumSlots]uint64
			for g := range 4 {
				a.fillDec(&dec, &h.Concealed, g)
			}
			w |= a.stdAcceptCapped(h, a.stdAcceptFast(&a.sc, &rest, &dec, d)&drawable&^w, cur, &rest)
		case d-1 < cur:
			w |= a.stdAcceptCapped(h, drawable&^w, cur, &rest)
		}
	}
	return w & drawable
}

// stdAcceptCapped returns the kinds among cand whose addition brings the standard distance of the
// analyzer's hand to at most target, each computed exactly.
//
// A kind passes at once when an upper bound of the distance after it is at most target: each group's
// table costs with the lanes not proven exact made impossible ([analyzer.exactUpper] for usable kinds
// made of whole suits, otherwise the lanes above the suit's slack, [analyzer.upper]) are at least its
// capped costs, so their best total is achieved by a real split.
func (a *analyzer) stdAcceptCapped(h *Hand, cand tile.Set, target int, rest *[4]cost) tile.Set {
	if cand == 0 {
		return 0
	}
	var sx [4]cost
	whole := wholeSuits(a.kinds)
	for g := range 3 {
		if whole {
			sx[g] = a.exactUpper(g, a.sc[g], a.key[g], a.n[g], -1)
		} else {
			sx[g] = a.upper(a.sc[g], a.slack[g])
		}
	}
	sx[3] = a.sc[3]
	restX := *rest // the lower bounds are exact: the upper bounds are the same
	if sx != a.sc {
		restX = restOf(&sx, a.need)
	}
	return a.acceptUpTo(h, cand, target, &restX)
}

// acceptUpTo is [analyzer.stdAcceptCapped] with restX, for each group, the combined upper bounds of
// the other groups' costs.
func (a *analyzer) acceptUpTo(h *Hand, cand tile.Set, target int, restX *[4]cost) tile.Set {
	var w tile.Set
	whole := wholeSuits(a.kinds)
	tab := suitTable()
	for v := cand; v != 0; v &= v - 1 {
		t := bits.TrailingZeros64(uint64(v))
		if g := groupOf(tile.Tile(t)); g == 3 {
			if n := h.Concealed[t]; a.hmask&(1<<t) != 0 && n < 4 {
				p := cost(honorTable()[a.hkey+1<<(3*(n+1))-1<<(3*n)])
				if join(p, restX[3], a.need) <= target {
					w |= 1 << t
					continue
				}
			}
		} else if cs := a.capSlack[t]; a.suitOK[g] && a.kinds&(1<<t) != 0 && a.n[g] < suitMaxTiles && cs != 1 {
			r := (t - int(tile.Character1)) % 9
			key := a.key[g] + pow5[r]
			var p cost
			if whole {
				p = a.exactUpper(g, cost(tab.at(key)), key, a.n[g]+1, r)
			} else {
				sl := a.slack[g]
				if cs != 0 {
					sl = min(sl, cs-2) // the drawn tile takes one of the rank's slack
				}
				p = a.upper(cost(tab.at(key)), sl)
			}
			if join(p, restX[g], a.need) <= target {
				w |= 1 << t
				continue
			}
		}
		h2 := *h
		h2.Concealed[t]++
		h2.NC++
		if h2.standardDistance(a.kinds) <= target {
			w |= 1 << t
		}
	}
	return w
}

// otherTwo returns the two groups that are neither g nor x (g != x).
func otherTwo(g, x int) (int, int) {
	o := otherTwoOf[g&3][x&3]
	return int(o[0]), int(o[1])
}

// fastDiscards gives add the unranked discard table of the analyzer's 14-size hand on the fast path, for
// usable kinds made of whole suits, or without the standard shape. A discard changes one group: the
// costs of pairs and triples of the unchanged groups are combined once, and the lanes a draw lowers in
// an unchanged group are those it lowers in the 14-size hand, so the kinds of each unchanged group
// that lower a lane are read from the 14-size hand's.
//
// With declared melds in the suits the table costs are lower bounds ([bounds]): a line's distance is
// their total when upper bounds give the same ([analyzer.discardDistance]), and then its accepted
// kinds are among those that lower the lower bound, each checked exactly ([analyzer.settleAccept]);
// a line whose distance is above the lower bound is analysed on its own.
func (a *analyzer) fastDiscards(add func(tile.Tile, int, tile.Set), h *Hand, all, visible *tile.Counts, of tile.Set, best bool) {
	need := a.need
	var pair [4][4]cost
	var triple [4]cost
	// The lanes each kind of a group lowers ([analyzer.packDec]).
	var packed [4][3]uint64
	if a.std {
		// An unusable group adds nothing to a combination ([combine] returns the other costs at once):
		// the pairs with one are the other group, and each group's rest is a pair of the others when
		// one of them is unusable.
		var unus uint8
		for g := range 4 {
			if a.sc[g] == unusable {
				unus |= 1 << g
			}
		}
		for i := range 4 {
			for j := i + 1; j < 4; j++ {
				if unus&(1<<i) != 0 {
					pair[i][j] = a.sc[j]
				} else {
					pair[i][j] = combine(a.sc[i], a.sc[j], need)
				}
				pair[j][i] = pair[i][j]
			}
		}
		for g := range 4 {
			o := othersOf[g]
			switch {
			case unus&(1<<o[0]) != 0:
				triple[g] = pair[o[1]][o[2]]
			case unus&(1<<o[1]) != 0:
				triple[g] = pair[o[0]][o[2]]
			case unus&(1<<o[2]) != 0:
				triple[g] = pair[o[0]][o[1]]
			default:
				triple[g] = combine(a.sc[o[0]], pair[o[1]][o[2]], need)
			}
		}
		for g := range 4 {
			a.packDec(&packed[g], &h.Concealed, g)
		}
	}
	// lower: the suits' table costs are lower bounds; each line's distance and accepted kinds are
	// settled against upper bounds, or computed exactly.
	var ub *bounds
	var bnd bounds
	if a.std && !a.exact {
		ub = &bnd
		a.initBounds(ub, &pair, &triple)
	}
	hist14 := histOf(&a.byCnt)
	// First pass: the shanten number after each discard, the standard shape's first. The other
	// groups' combined costs are mirrored once for [join].
	var revTriple [4]uint64
	for g := range 4 {
		revTriple[g] = mirror(triple[g], need)
	}
	var lines [14]discardLine
	n, lowStd, lowLB := 0, Unreachable, inf
	for v := of & heldKinds(&h.Concealed); v != 0 && n < len(lines); v &= v - 1 {
		x := tile.Tile(bits.TrailingZeros64(uint64(v)))
		ln := &lines[n]
		n++
		ln.x, ln.cur = x, Unreachable
		if a.std {
			// The group of x changes: its key (or the honour key) and costs.
			g := groupOf(x)
			sg, key, hkey := a.discardCosts(h, x, g)
			d := distOf(joinSum(uint64(sg)+revTriple[g], need))
			ln.g, ln.key, ln.hkey, ln.sg, ln.ug = int8(g), key, int32(hkey), sg, sg
			ln.d, ln.exa = int16(d), int16(d)
			lowLB = min(lowLB, d)
		}
	}
	if ub != nil {
		// The lower bounds are settled, the lowest first: with best, a line whose lower bound is above
		// the lowest distance found cannot be kept, and keeps its lower bound.
		lowExact := inf
		for pass := range 2 {
			for i := range n {
				ln := &lines[i]
				d := int(ln.d)
				if d >= inf || (pass == 0) != (d == lowLB) || best && d > lowExact {
					continue
				}
				exact, ug := a.discardDistance(h, ln.x, int(ln.g), ln.sg, ln.key, d, ub)
				exact = min(exact, inf)
				ln.exa, ln.ug = int16(exact), ug
				lowExact = min(lowExact, exact)
			}
		}
	}
	for i := range n {
		ln := &lines[i]
		if a.std && ln.exa < inf {
			ln.cur = ln.exa - 1
		}
		lowStd = min(lowStd, int(ln.cur))
	}
	// Seven pairs and thirteen orphans, where they may matter. With best, they may not when the special
	// shanten of the 14-size hand is above the lowest standard shanten after a discard: a discard never
	// lowers either special shanten (it takes a tile away, so adds no pair, single or terminal or
	// honour kind), so each special shanten after any discard is above that standard one too, and a
	// draw lowers it by one at most: it neither gives a discard a lower shanten nor accepts a kind for
	// a line of that shanten.
	special := a.special && (!best || a.specialShanten(&a.byCnt, &hist14) <= lowStd)
	low := lowStd
	if special {
		// The special shanten after a discard depends only on whether the kind is usable, a terminal or
		// honour, and its count (a kind of the other class held twice or more stays so): with best, one
		// computation per class.
		var spAfter [2][5]int16 // by terminal or honour and count, plus one; 0 until computed
		for i := range n {
			ln := &lines[i]
			x := ln.x
			var sp int16
			if m, c := b2i(tile.MajorKinds&(1<<x) != 0), h.Concealed[x]&7; best && a.kinds&(1<<x) != 0 && c < 5 && spAfter[m][c] != 0 {
				sp = spAfter[m][c] - 1
			} else {
				byCnt, hist := a.countsWithout(h, x, &hist14)
				sp = int16(a.specialShanten(&byCnt, &hist))
				if !best {
					// Every line is kept: what the special shapes accept, now.
					ln.spAcc = a.specialAccept(&byCnt, &hist, int(min(ln.cur, sp))-1)
				} else if a.kinds&(1<<x) != 0 && c < 5 {
					spAfter[m][c] = sp + 1
				}
			}
			ln.cur = min(ln.cur, sp)
			low = min(low, int(ln.cur))
		}
	}
	// Second pass: the accepted kinds of the lines kept.
	full := a.kinds &^ a.drawable(all) // usable kinds held four times
	// What the other groups accept, by changed group and lane of it in use ([restTight]).
	rest := restTight{sc: &a.sc, pair: &pair, triple: &triple, packed: &packed, need: need}
	for i := range n {
		ln := &lines[i]
		if best && int(ln.cur) > low {
			continue
		}
		x, cur := ln.x, int(ln.cur)
		drawable := a.kinds &^ full
		if all[x] == 4 {
			drawable |= a.kinds & (1 << x)
		}
		var std tile.Set
		// The standard shape counts when it gives the line's shanten number.
		if a.std && ln.exa < inf && int(ln.exa)-1 == cur {
			g, sg, d := int(ln.g), ln.sg, int(ln.d)
			if ln.exa != ln.d {
				// The lower bounds miss the distance: the line is analysed on its own.
				h2 := *h
				h2.Concealed[x]--
				h2.NC--
				var a2 analyzer
				a2.init(&h2, Options{Shapes: a.shapes, Kinds: a.kinds})
				std = a2.accept(&h2, cur)
			} else {
				// What the other groups accept depends on the lanes of g in use only.
				l := tight(sg, triple[g], need, d)
				std = rest.accept(g, l)
				if l != 0 {
					std |= a.groupAccept(h, x, g, ln.key, int(ln.hkey), l)
				}
				if ub != nil {
					// The kinds that lower the lower bound, checked exactly.
					std = a.settleAccept(h, x, g, ln.key, int(ln.hkey), sg, ln.ug, l, &packed, std&drawable, cur, ub)
				}
			}
		}
		switch {
		case special && best:
			byCnt, hist := a.countsWithout(h, x, &hist14)
			std |= a.specialAccept(&byCnt, &hist, cur-1)
		case special:
			std |= ln.spAcc
		}
		w := std & drawable
		if cur >= Unreachable {
			w = 0 // as in accept: a hand no draw can complete accepts nothing
		}
		add(x, cur, w) // the caller counts the live tiles of the 14-size hand, the tile cut as seen
	}
}

// discardLine is what the first pass of [analyzer.fastDiscards] finds for the discard of x: the
// shanten number after it and, with the standard shape, the group of x, its new keys, the lower and
// upper bounds of its costs, the lower bound of the distance and the distance (exa), at most inf.
type discardLine struct {
	x           tile.Tile
	g           int8
	cur, d, exa int16
	key         int32
	hkey        int32
	sg, ug      cost
	spAcc       tile.Set // what seven pairs and thirteen orphans accept, without best
}

// groupAccept returns the kinds of group g whose draw lowers a cost lane in l (in the layout of the
// suit table's cost fields) of the hand left by discarding x (a kind of g) from h, with key the
// group's new table key (a suit) or hkey the new honour key.
func (a *analyzer) groupAccept(h *Hand, x tile.Tile, g int, key int32, hkey int, l uint64) tile.Set {
	// Branch-free: every kind is looked up (a kind held four times as the group itself), and the
	// usable kinds are kept at the end.
	var w tile.Set
	c := &h.Concealed
	if g == 3 {
		ht := honorTable()
		old := ht[hkey&(1<<15-1)]
		for t := tile.East; t <= tile.Red; t++ {
			n := c[t] - uint8(b2i(t == x))
			step := (1<<(3*(n+1)) - 1<<(3*n)) & -b2i(n < 4)
			v := (old - ht[(hkey+step)&(1<<15-1)]) & laneOne & l
			w |= tile.Set((v|-v)>>63) << t
		}
		return w & a.hmask
	}
	if !a.suitOK[g] { // n-1 tiles left: fewer than 14
		return w
	}
	tab := suitTable()
	lo, hi := key%numLowKeys, key/numLowKeys
	old := tab.atSplit(lo, hi)
	first := tile.Character1 + tile.Tile(9*g)
	d := c[first : first+9 : first+9]
	xr := int(x) - int(first)
	for r := range 4 {
		if r != xr {
			v := (old - tab.atSplit(lo+pow5[r]&-int32(b2i(d[r] < 4)), hi)) & laneOne & l
			w |= tile.Set((v|-v)>>63) << r
		}
	}
	for r := 4; r < 9; r++ {
		if r != xr {
			v := (old - tab.atSplit(lo, hi+pow5[r-4]&-int32(b2i(d[r] < 4)))) & laneOne & l
			w |= tile.Set((v|-v)>>63) << r
		}
	}
	// A draw of x itself gives back the 14-size hand's group (whole suits: its entry is known).
	v := (old - a.ent[g]) & laneOne & l
	w |= tile.Set((v|-v)>>63) << xr
	return w << first & a.kinds
}

// discardCosts returns the costs of group g (the group of x) after discarding x from h on the fast
// path, with its new table key (a suit) and honour key.
func (a *analyzer) discardCosts(h *Hand, x tile.Tile, g int) (cost, int32, int) {
	switch {
	case g < 3 && a.suitOK[g]:
		key := a.key[g] - pow5[int(x-tile.Character1)%9]
		return cost(suitTable().at(key)), key, a.hkey
	case g == 3 && a.hmask&(1<<x) != 0:
		n := h.Concealed[x] - 1
		hkey := a.hkey + 1<<(3*n) - 1<<(3*(n+1))
		return cost(honorTable()[hkey]), 0, hkey
	}
	return a.sc[g], 0, a.hkey
}

// bounds holds what the discard table of a hand whose suit costs are lower bounds (declared melds in
// the suits, usable kinds made of whole suits) reuses: upper bounds of the groups' costs
// ([analyzer.exactUpper]) and their combinations of every three groups.
type bounds struct {
	sx     [4]cost
	triple [4]cost
	pair   [4][4]cost
	// same: per group, the upper bounds of the other three combined equal their lower bounds.
	same [4]bool
}

// initBounds sets ub to the upper bounds of the analyzer's groups and their combinations, with triple
// the lower bounds' combinations.
func (a *analyzer) initBounds(ub *bounds, pair *[4][4]cost, triple *[4]cost) {
	for g := range 3 {
		ub.sx[g] = a.exactUpper(g, a.sc[g], a.key[g], a.n[g], -1)
	}
	ub.sx[3] = a.sc[3]
	ub.pair, ub.triple = *pair, *triple
	if ub.sx != a.sc {
		ub.triple = restOf(&ub.sx, a.need)
		for i := range 4 {
			for j := i + 1; j < 4; j++ {
				ub.pair[i][j] = combine(ub.sx[i], ub.sx[j], a.need)
				ub.pair[j][i] = ub.pair[i][j]
			}
		}
	}
	for g := range 4 {
		ub.same[g] = ub.triple[g] == triple[g]
	}
}

// discardDistance returns the standard distance of h less one x (of group g), when the analyzer's
// suit costs are lower bounds, and the upper bounds of g's costs after the discard: lb is the lower
// bound from the table costs (sg the costs of g after the discard, key its table key); when the upper
// bounds give the same total it is the distance, otherwise the distance is computed exactly.
func (a *analyzer) discardDistance(h *Hand, x tile.Tile, g int, sg cost, key int32, lb int, ub *bounds) (int, cost) {
	ug := sg
	if g < 3 && a.suitOK[g] && a.capRanks[g] != 0 {
		// The rank of x has one more slack after the discard.
		cs := &a.capSlack[x]
		old := *cs
		if old != 0 {
			*cs = old + 1
		}
		ug = a.exactUpper(g, sg, key, a.n[g]-1, -1)
		*cs = old
	}
	// When the upper bounds equal the lower ones, so do their totals.
	if lb < inf && (ug != sg || !ub.same[g]) && join(ug, ub.triple[g], a.need) != lb {
		h2 := *h
		h2.Concealed[x]--
		h2.NC--
		return min(h2.standardDistance(a.kinds), inf), ug
	}
	return lb, ug
}

// settleAccept returns the kinds among cand (those that lower the lower bound of the distance of h
// less one x, which is exact) whose draw lowers the distance of h less one x, when the analyzer's suit
// costs are lower bounds: g is the group of x, key and hkey its new keys, sg and ug the lower and upper
// bounds of its costs after the discard, l the lanes of sg that the candidates of g lower, packed the
// lanes each kind of the other groups lowers ([analyzer.packDec]) and target the shanten number of
// the line (the distance less one).
//
// A candidate passes when the upper bound of the distance after it is at most target. In a group o
// whose costs are exact (no declared copies), that is when it lowers a lane of o that is tight
// ([tight]) against the other groups' combined upper bounds at the distance: for another group than
// g, the kinds of packed; for g, all its candidates when its tight lanes are l (against the upper
// bounds a lane can only be tight where it is against the lower ones). The other candidates are
// checked one by one ([analyzer.acceptUpTo]).
func (a *analyzer) settleAccept(h *Hand, x tile.Tile, g int, key int32, hkey int, sg, ug cost, l uint64, packed *[4][3]uint64, cand tile.Set, target int, ub *bounds) tile.Set {
	if cand == 0 {
		return 0
	}
	// The upper bounds of the other groups combined, for the groups of the candidates: those of g's
	// are the 14-size hand's; another group's take g's upper bounds after the discard.
	var restX [4]cost
	var pass tile.Set
	d := target + 1
	for o := range 4 {
		first, last := groupKinds(o)
		in := cand & (tile.Set(1)<<(last+1) - tile.Set(1)<<first)
		if in == 0 {
			continue
		}
		if o == g {
			restX[o] = ub.triple[g]
		} else {
			i, j := otherTwo(o, g)
			restX[o] = combine(ug, ub.pair[i][j], a.need)
		}
		switch {
		case o != 3 && a.capRanks[o] != 0:
		case o != g:
			pass |= laneKinds(&packed[o], o, tight(a.sc[o], restX[o], a.need, d)) & in
		case tight(sg, restX[g], a.need, d) == l:
			pass |= in
		}
	}
	if cand &^= pass; cand == 0 {
		return pass
	}
	a2 := *a
	h2 := *h
	h2.Concealed[x]--
	h2.NC--
	switch {
	case g < 3 && a.suitOK[g]:
		a2.key[g], a2.n[g], a2.sc[g] = key, a.n[g]-1, sg
		if a2.capSlack[x] != 0 {
			a2.capSlack[x]++
		}
	case g == 3:
		a2.hkey, a2.sc[3] = hkey, sg
	}
	return pass | a2.acceptUpTo(&h2, cand, target, &restX)
}

// countsWithout returns the usable kinds by concealed count and their histogram (hist14 that of the
// analyzer's hand) after discarding x from h.
func (a *analyzer) countsWithout(h *Hand, x tile.Tile, hist14 *[5]int) ([5]tile.Set, [5]int) {
	byCnt, hist := a.byCnt, *hist14
	if a.kinds&(1<<x) != 0 {
		n := h.Concealed[x] - 1
		byCnt[n+1] &^= 1 << x
		byCnt[n] |= 1 << x
		hist[n+1]--
		hist[n]++
	}
	return byCnt, hist
}

// exactUpper returns the table costs p of suit g, whose key is key and which holds n tiles (the
// analyzer's, or those plus one drawn tile of rank drawn, -1 for none), with the lanes of at most need
// sets not proven exact made impossible: upper bounds of the capped costs, for usable kinds made of
// whole suits. A lane is proven exact by the per-rank test of [Hand.cappedLanes]: for each rank with
// declared copies, of slack s (one less for the drawn tile's rank), adding s+1 tiles of it lowers the
// lane's cost by at most s.
func (a *analyzer) exactUpper(g int, p cost, key int32, n, drawn int) cost {
	if a.capRanks[g] == 0 {
		return p // no declared copies in the suit: the table costs are exact
	}
	first := tile.Character1 + tile.Tile(9*g)
	keep := joinKeep(a.need) & laneOne
	var in uint64 // the lanes not proven exact
	caps := a.capSlack[first : first+9 : first+9]
	for v := a.capRanks[g]; v != 0; v &= v - 1 {
		r := bits.TrailingZeros16(v)
		sl := caps[r%9] - 1 // the rank's slack
		if r == drawn {
			sl--
		}
		ab := above(p, sl+1) & keep &^ in
		if ab == 0 {
			continue
		}
		if n+int(sl)+1 > suitMaxTiles {
			in |= ab
			continue
		}
		// Costs never rise when tiles are added: no lane of the difference borrows.
		q := suitTable().at(key + int32(sl+1)*pow5[r%9])
		in |= eqLanes(uint64(p)-q, int(sl)+1) & ab
	}
	return bound(p, in)
}

// upper returns suit costs p with the lanes of at most need sets whose cost is above slack made
// impossible: upper bounds of the capped costs (the others are exact).
func (a *analyzer) upper(p cost, slack uint8) cost {
	return bound(p, above(p, slack+1)&joinKeep(a.need)&laneOne)
}

// declaredTiles returns the copies of each kind in h's declared melds and the kinds those melds hold
// (a chow's three kinds, a pung's or kong's one).
func (h *Hand) declaredTiles() (tile.Counts, tile.Set) {
	var count tile.Counts
	var kinds tile.Set
	for _, m := range h.Melds[:h.N] {
		m.AddTo(&count)
		kinds |= 1 << m.Tile()
		if m.Kind() == meld.Chow {
			kinds |= 6 << m.Tile()
		}
	}
	return count, kinds
}
