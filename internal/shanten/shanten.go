package shanten

import (
	"encoding/binary"
	"math/bits"

	"github.com/mahjong-go/mahjong/internal/lanes"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// inf marks an impossible distance (a cost total of costImp or more, see [distOf]).
const inf = 60

// Shanten returns the shanten number of h under o: the least number of tile exchanges (draw one, discard
// one) that make h ready, minimised over the shapes o allows. It is -1 exactly when h is a complete hand
// ([Hand.IsWin] is true) and 0 exactly when h is ready.
//
// The count is exact for real tiles: a target hand never uses a fifth copy of a kind (declared melds
// included), and tiles outside the [Options] field Kinds are useless (a declared meld outside Kinds makes every
// shape [Unreachable]). Formally, with T ranging over the complete hands reachable from h (same declared
// melds, at most four copies of each kind, only usable kinds), Shanten is min |T − h| − 1, where
// |T − h| counts the tiles of T that h lacks. For a 13-size hand this makes shanten 0 mean "has a wait
// that is not a fifth copy": a hand whose only waits are kinds it already holds all four of (which
// [Hand.Waits] reports unless the [Options] field ExcludeHeld is set) has shanten 1, not 0; shanten 0 holds
// exactly when Waits with ExcludeHeld set is not empty. For a 14-size hand, shanten is the least
// shanten of the 13-size hands left after one discard, or -1 when the hand is complete.
//
// Every constructible hand has size 13 or 14. For the zero Hand (size 0) the same formula gives 13.
// Shanten does not allocate.
func (h *Hand) Shanten(o Options) int {
	s := o.AllowedShapes()
	best := Unreachable
	if s&Standard != 0 {
		if d := h.standardDistance(o.UsableKinds()); d < inf {
			best = d - 1
		}
	}
	if h.N != 0 {
		return best // the other shapes are all concealed
	}
	if s&(SevenPairs|SevenPairsQuads) != 0 {
		best = min(best, h.sevenPairs(o.UsableKinds(), s&SevenPairsQuads != 0))
	}
	if s&ThirteenOrphans != 0 {
		best = min(best, h.ShantenThirteenOrphans(o))
	}
	return best
}

// ShantenStandard returns the shanten number of h for the standard shape (four sets and a pair,
// declared melds included), with the exactness rules of [Hand.Shanten]. o.Shapes is ignored.
func (h *Hand) ShantenStandard(o Options) int {
	d := h.standardDistance(o.UsableKinds())
	if d >= inf {
		return Unreachable
	}
	return d - 1
}

// ShantenSevenPairs returns the shanten number of h for seven pairs, with the exactness rules of
// [Hand.Shanten]: seven different kinds unless o.Shapes includes [SevenPairsQuads], in which case four
// of a kind may count as two pairs. It is [Unreachable] with declared melds or fewer than seven usable
// kinds (four with SevenPairsQuads).
func (h *Hand) ShantenSevenPairs(o Options) int {
	return h.sevenPairs(o.UsableKinds(), o.Shapes&SevenPairsQuads != 0)
}

func (h *Hand) sevenPairs(kinds tile.Set, quads bool) int {
	if h.N != 0 {
		return Unreachable
	}
	var hist [5]int // usable kinds by count
	if kinds == tile.PlayingKinds {
		for _, v := range h.Concealed[tile.Character1 : tile.Red+1] {
			hist[v&7]++
		}
	} else {
		for t := tile.Character1; t <= tile.Red; t++ {
			if kinds&(1<<t) != 0 {
				hist[h.Concealed[t]&7]++
			}
		}
	}
	usable := hist[0] + hist[1] + hist[2] + hist[3] + hist[4]
	pairs, singles := hist[2]+hist[3]+hist[4], hist[1]
	if quads {
		if 2*usable < 7 {
			return Unreachable
		}
		pairs += hist[4]   // a quad is two pairs
		singles += hist[3] // the second pair of a triple is one tile short
	} else if usable < 7 {
		return Unreachable
	}
	// The best seven pair slots: full pairs first, then slots one tile short, then empty ones.
	p := min(pairs, 7)
	return 13 - 2*p - min(singles, 7-p)
}

// ShantenThirteenOrphans returns the shanten number of h for thirteen orphans, with the exactness rules
// of [Hand.Shanten]. It is [Unreachable] with declared melds or when a terminal or honour kind is not
// usable.
func (h *Hand) ShantenThirteenOrphans(o Options) int {
	if h.N != 0 || o.UsableKinds()&tile.MajorKinds != tile.MajorKinds {
		return Unreachable
	}
	distinct, dup := 0, uint8(0)
	for _, t := range orphanKinds {
		v := h.Concealed[t]
		distinct += int(v+3) >> 2 // 1 for any of 1..4
		dup |= v >> 1             // non-zero for 2..4
	}
	return 13 - distinct - b2i(dup != 0)
}

// suitKinds0 are the kinds of the first suit; those of suit s are suitKinds0 << 9s.
const suitKinds0 = tile.Set(0x1ff) << tile.Character1

// allLanes has a bit for every (m, p) cost lane, at bit 2m+p.
const allLanes = 1<<10 - 1

// cappedSuit is a suit whose ranks may not all take four copies: declared meld tiles lower a rank's
// cap to four minus their number, and an unusable rank has cap 0 (its held tiles, useless, are left
// out of held).
type cappedSuit struct {
	held, caps [9]uint8
	key        int32 // the table key of held
	n          int   // the number of tiles in held
}

func newCappedSuit(c, meldCount *tile.Counts, kinds tile.Set, first tile.Tile) cappedSuit {
	var s cappedSuit
	for r := 8; r >= 0; r-- {
		t := first + tile.Tile(r)
		if kinds&(1<<t) != 0 {
			s.held[r], s.caps[r] = c[t], 4-meldCount[t]
		}
		s.key = 5*s.key + int32(s.held[r])
		s.n += int(s.held[r])
	}
	return s
}

// standardDistance returns the least number of tiles h lacks to be a complete standard hand under the
// usable kinds (at least 1 for a 13-size hand), or a value >= inf when impossible.
//
// A suit holding declared meld tiles, or only partly usable, is a [cappedSuit]. Its table entry (which
// ignores the caps) gives a lower bound on each cost; a cost is exact when no target within that many
// tiles can exceed a cap (see [cappedSuit.costs]). When the best split of the sets among the groups
// uses a cost not known to be exact, a bounded search within the caps either proves it exact or raises
// it by one (for large costs, the rank-by-rank computation settles the whole suit), and the split is
// chosen again; since costs only rise to their exact values, a best split made of exact costs is the
// answer.
//
// Four declared melds leave only the pair ([Hand.pairDistance]); other hands with declared melds whose
// usable kinds are whole suits take [Hand.meldedDistance]; hands with a partly usable suit take
// [Hand.cappedDistance]; the others (concealed, whole suits) combine their table costs directly.
func (h *Hand) standardDistance(kinds tile.Set) int {
	var d declared // not dc itself, whose address is taken below: d stays in registers
	for _, m := range h.Melds[:h.N] {
		d = d.with(m)
	}
	dc := d
	if dc.one&^kinds != 0 {
		return inf
	}
	need := 4 - int(h.N)
	if need == 0 {
		return h.pairDistance(kinds, &dc)
	}
	if need < 4 && (kinds == tile.PlayingKinds || wholeSuits(kinds)) {
		return h.meldedDistance(kinds, &dc, need)
	}
	if dc.one&tile.SuitedKinds != 0 || !wholeSuits(kinds) {
		meldCount := dc.counts()
		return h.cappedDistance(kinds, &meldCount, dc.one, need)
	}
	// The common case: plain suits, each usable or not as a whole (at most 14 tiles each, so every
	// index is valid).
	var sc [4]cost
	tab := suitTable()
	k0, k1, k2, _, _, _ := tab.locate3(&h.Concealed)
	e := tab.entries
	sc[0], sc[1], sc[2] = cost(e[k0]), cost(e[k1]), cost(e[k2])
	if kinds&tile.SuitedKinds != tile.SuitedKinds {
		for s := range 3 {
			if kinds&(tile.Set(0x1ff)<<(tile.Character1+tile.Tile(9*s))) == 0 {
				sc[s] = unusable
			}
		}
	}
	sc[3] = cost(honorTable()[h.honorKeyOf(kinds)]) // no declared melds here
	return bestTotal(&sc, need)
}

// declared holds the numbers of declared copies of each kind as four sets: the kinds of which a hand's
// declared melds hold at least one, two, three and four copies.
type declared struct{ one, two, three, four tile.Set }

// with returns d with the copies of the declared meld m (a chow, a pung or a kong) counted: a kind
// reaches four copies from three with one more, from one with three more, or with a kong; three from
// two with one more, or with three or four; two from one with one more, or with three or four. It
// works on values, so that a loop over the melds keeps the sets in registers (a declared whose address
// is taken lives in memory, and each meld would store and reload it).
func (d declared) with(m meld.Meld) declared {
	x := tile.Set(1) << (m.Tile() & 63)
	if k := m.Kind(); k == meld.Chow {
		x *= 7
		d.four |= d.three & x
		d.three |= d.two & x
		d.two |= d.one & x
	} else { // a pung or a kong
		d.four |= x & (d.one | -tile.Set(k&1)) // a kong (3) has bit 0, a pung (2) not
		d.three |= x
		d.two |= x
	}
	d.one |= x
	return d
}

// count returns the number of declared copies of kind u.
func (d *declared) count(u int) uint8 {
	return uint8(d.one>>u&1 + d.two>>u&1 + d.three>>u&1 + d.four>>u&1)
}

// counts returns the numbers of declared copies as counts.
func (d *declared) counts() tile.Counts {
	var c tile.Counts
	for v := d.one; v != 0; v &= v - 1 {
		u := bits.TrailingZeros64(uint64(v))
		c[u] = d.count(u)
	}
	return c
}

// pairDistance is [Hand.standardDistance] for a hand with four declared melds, which lacks only the
// pair: none when it holds two of a usable kind; one when it holds a usable kind of which its melds
// (dc) leave at least two copies; otherwise two when some usable kind has two copies left.
func (h *Hand) pairDistance(kinds tile.Set, dc *declared) int {
	pairable := kinds &^ dc.three
	d := inf
	if pairable != 0 {
		d = 2
	}
	// The held kinds, eight counts at a time (the playing kinds are slots 1..34).
	for w := 0; w < 40; w += 8 {
		for x := binary.LittleEndian.Uint64(h.Concealed[w:]); x != 0; {
			i := bits.TrailingZeros64(x) / 8
			x &^= 0xFF << (8 * i)
			if pairable&(1<<(w+i)) == 0 {
				continue
			}
			if h.Concealed[w+i] >= 2 {
				return 0
			}
			d = 1
		}
	}
	return d
}

// meldedDistance is [Hand.standardDistance] for a hand with declared melds whose usable kinds are
// whole suits, with dc its declared copies. It settles most hands
// at once.
//
// Every suit's table costs are lower bounds of its capped costs, so their best total d is a lower
// bound of the distance, and d is the distance when every lane (m sets, p pairs) of a suit that some
// best split uses (a tight lane, [tight]) is exact. A lane of a suit costing c is exact when no
// pattern of cost c exceeds the cap of a capped rank r (a rank of a declared meld). No pattern of the
// lane holds more of one rank than [capLanes] allows, so with at most one set to make, only ranks with
// two declared copies or more (cap 2 or less) can block a lane, and the suits without such ranks are
// exact as they are. A pattern that exceeds the cap of a rank of slack s (its cap minus its held
// count) adds s+1 tiles of it or more, so a lane costing at most the slack of every rank that can
// block it is exact ([Hand.potentialLanes]): when a best split uses such lanes only, d is the distance,
// found without a table lookup. Otherwise, for a rank that can block a tight lane, adding s+1 tiles
// of rank r lowers the lane's table cost by the most tiles of r beyond the held ones, up to s+1, that
// a pattern of cost c adds ([Hand.cappedLanes]). When a tight lane is not known to be
// exact, the costs with those lanes made impossible are upper bounds, achieved by real splits: when
// their best total is d, d is the distance. Otherwise each such lane is searched within the caps
// ([cappedSuit.reaches]): a lane that reaches its cost is exact, one that does not is raised by one (a
// better lower bound), and the best split is chosen again, until a best split uses exact lanes only; a
// cost too large to search leaves the hand to [Hand.cappedRefined].
func (h *Hand) meldedDistance(kinds tile.Set, dc *declared, need int) int {
	tab := suitTable()
	// A hand with declared melds holds at most 11 concealed tiles: every index is valid.
	at := locateSuits(tab, &h.Concealed)
	e := tab.entries
	sc := [3]cost{cost(e[at[0]>>8]), cost(e[at[1]>>8]), cost(e[at[2]>>8])}
	if kinds&tile.SuitedKinds != tile.SuitedKinds {
		for s := range 3 {
			if kinds&(tile.Set(0x1ff)<<(tile.Character1+tile.Tile(9*s))) == 0 {
				sc[s] = unusable
			}
		}
	}
	hkey := h.honorKeyOf(kinds &^ dc.one) // an honour meld's kind is its only kind
	// The combinations below keep the rests reversed ([revCost]), starting from the honours'.
	hq := revCost(honorRevTable()[hkey])
	// Honours holding no usable tile cost 3m+2p for m sets and p pairs, no less than a usable suit
	// adds for them within its caps (its patterns leave room for a set or a pair more): with every
	// suit usable, combining them changes nothing, and the combinations below skip them.
	hx := hq
	if hkey < 8 && kinds&tile.SuitedKinds == tile.SuitedKinds { // no usable honour holds a tile
		hx = skipH
	}
	// The capped ranks that can block a lane of at most need sets, and the lanes they may block
	// (pot): those whose patterns can hold more of the rank than its cap and whose cost is above its
	// slack. The other lanes are exact.
	capped := dc.one & tile.SuitedKinds
	if need < 2 {
		capped &= dc.two
	}
	var pot [3]uint64
	h.potentialLanes(&sc, dc, capped, need, &pot)
	// The suits holding such ranks (a superset of those with lanes in pot, known without waiting for
	// the table: the combinations below need not wait for pot either).
	cm := b2i(capped&suitKinds0 != 0) | b2i(capped&(suitKinds0<<9) != 0)<<1 | b2i(capped&(suitKinds0<<18) != 0)<<2
	if cm == 0 {
		return distOf(joinRev(sc[0], combineRev(sc[1], with(sc[2], hx, need), need), need))
	}
	// The best total d of the table costs, a lower bound, with the suits holding such ranks
	// combined last. With those lanes impossible, the costs are upper bounds achieved by real splits:
	// when their best total is d too (a best split uses lanes outside pot only), d is the distance.
	// Otherwise the tight lanes of those suits are tested ([Hand.meldedTight]); rest[s] is the
	// combination of the groups other than suit s.
	var tl [3]uint64
	var rest [3]revCost
	var d int
	switch cm {
	case 1, 2, 4:
		o := &potOrder[cm]
		s, i, j := o[0], o[1], o[2]
		r := combineRev(sc[i], with(sc[j], hx, need), need)
		dd, ts := joinTightRev(sc[s], r, need)
		d = distOf(dd)
		if d >= inf || ts&^pot[s] != 0 { // a best split uses an exact lane
			return d
		}
		tl[s], rest[s] = ts, r
	case 3, 5, 6:
		o := &potOrder[cm]
		s, t, i := o[0], o[1], o[2]
		base := with(sc[i], hx, need)
		rs := combineRev(sc[t], base, need)
		dd, ts := joinTightRev(sc[s], rs, need)
		d = distOf(dd)
		if d >= inf || exactBehind(sc[s], sc[t], base, ts&^pot[s], pot[t], need, d) {
			return d // a best split uses exact lanes of both suits
		}
		rt := combineRev(sc[s], base, need)
		tl[s], tl[t] = ts, tightRev(sc[t], rt, need, d)
		rest[s], rest[t] = rs, rt
	default:
		c2h := with(sc[2], hx, need)
		r0, r1 := combineRev(sc[1], c2h, need), combineRev(sc[0], c2h, need)
		r2 := combineRev(sc[0], with(sc[1], hx, need), need)
		d = distOf(joinRev(sc[0], r0, need))
		if d >= inf || upperTotal(&sc, hq, &pot, need) == d {
			return d
		}
		tl = [3]uint64{tightRev(sc[0], r0, need, d), tightRev(sc[1], r1, need, d), tightRev(sc[2], r2, need, d)}
		rest = [3]revCost{r0, r1, r2}
	}
	return h.meldedTight(kinds, dc, need, capped, cm, &at, &sc, hq, d, &tl, &rest)
}

// meldedTight finishes [Hand.meldedDistance] when no best split of the table costs sc (total d) is
// known to use exact lanes only: each capped rank that can block a tight lane is tested by the table
// ([Hand.cappedLanes]); when no tight lane is left inexact, or the costs with the inexact lanes
// impossible (upper bounds) still total d, d is the distance, and otherwise [Hand.meldedRefine]
// searches. rest[s] is the combination of the groups other than suit s, for the suits of cm.
func (h *Hand) meldedTight(kinds tile.Set, dc *declared, need int, capped tile.Set, cm int,
	at *[3]int32, sc *[3]cost, hq revCost, d int, tl *[3]uint64, rest *[3]revCost) int {
	var inexact [3]uint64
	h.cappedLanes(sc, at, dc, capped, tl, &inexact)
	if inexact == [3]uint64{} {
		return d
	}
	// When one suit has inexact lanes, the others' combination is at hand.
	if x := b2i(inexact[0] != 0) | b2i(inexact[1] != 0)<<1 | b2i(inexact[2] != 0)<<2; x&(x-1) == 0 {
		s := bits.TrailingZeros8(uint8(x))
		if joinRev(bound(sc[s], inexact[s]), rest[s], need) == d {
			return d
		}
	} else if upperTotal(sc, hq, &inexact, need) == d {
		return d
	}
	return h.meldedRefine(kinds, dc, need, capped, cm, at, sc, hq, d, tl, &inexact)
}

// potentialLanes adds to pot, for each suit, the lanes of at most need sets (a lane set in the layout of
// [tight]) whose table cost in sc may be below the suit's capped cost, for a hand whose usable
// kinds are whole suits, with dc its declared copies and capped the declared kinds in the suits that
// may block a lane: those where, for some capped kind of cap c and slack s, the lane's patterns can
// hold more than c tiles of one rank ([capLanes]) and the cost is above s (a pattern that exceeds
// the cap adds s+1 tiles of the kind or more). The other lanes are exact.
func (h *Hand) potentialLanes(sc *[3]cost, dc *declared, capped tile.Set, need int, pot *[3]uint64) {
	keep := joinKeep(need) & laneOne
	// By cap: kinds with three declared copies or four (cap 1 or 0, blocking the same lanes), two
	// (cap 2) and one (cap 3).
	for v := capped & dc.three; v != 0; v &= v - 1 {
		u := bits.TrailingZeros64(uint64(v))
		s := b2i(u >= int(tile.Circle1)) + b2i(u >= int(tile.Bamboo1))
		sl := 1 - uint8(dc.four>>u&1) - h.Concealed[u]
		pot[s] |= above(sc[s], sl+1) & keep
	}
	for v := capped & dc.two &^ dc.three; v != 0; v &= v - 1 {
		u := bits.TrailingZeros64(uint64(v))
		s := b2i(u >= int(tile.Circle1)) + b2i(u >= int(tile.Bamboo1))
		sl := 2 - h.Concealed[u]
		pot[s] |= above(sc[s], sl+1) & capLanes[2] & keep
	}
	for v := capped &^ dc.two; v != 0; v &= v - 1 {
		u := bits.TrailingZeros64(uint64(v))
		s := b2i(u >= int(tile.Circle1)) + b2i(u >= int(tile.Bamboo1))
		sl := 3 - h.Concealed[u]
		pot[s] |= above(sc[s], sl+1) & capLanes[3] & keep
	}
}

// potOrder gives, for the suits to test (bit s for suit s, not all three), an order of the suits
// with those first.
var potOrder = [7][3]uint8{{0, 1, 2}, {0, 1, 2}, {1, 0, 2}, {0, 1, 2}, {2, 0, 1}, {0, 2, 1}, {1, 2, 0}}

// exactBehind reports whether a best split of groups g, t and the others combined (base), of total
// d, uses a lane of g among lanes (tight lanes of g, a lane set in the layout of [tight]) and a lane
// of t outside pot: for such a lane (m, p) of g, whether t and base make need-m sets and the other
// pair state at cost d - g(m, p) with a lane of t outside pot.
func exactBehind(g, t cost, base revCost, lanes, pot uint64, need, d int) bool {
	for l := lanes; l != 0; l &= l - 1 {
		lane := bits.TrailingZeros64(l) / laneW
		m, p := lane/2, lane%2
		v := uint64(d) - g.at(m, p)
		// t and base make need-m sets and the other pair state.
		if tightAtRev(t, base, need-m, 1-p, v)&^pot != 0 {
			return true
		}
	}
	return false
}

// skipH marks honours left out of the combinations (see [Hand.meldedDistance]).
const skipH = ^revCost(0)

// with returns the combination of the suit costs g with the honours' h (both of the results
// reversed), or g reversed when h is [skipH].
func with(g cost, h revCost, need int) revCost {
	if h == skipH {
		return rev(g)
	}
	return combineRev(g, h, need)
}

// upperTotal returns the best total of the suits' costs sc with their inexact lanes impossible and
// the honours' hq (reversed).
func upperTotal(sc *[3]cost, hq revCost, inexact *[3]uint64, need int) int {
	sx0, sx1, sx2 := bound(sc[0], inexact[0]), bound(sc[1], inexact[1]), bound(sc[2], inexact[2])
	return joinRev(sx0, combineRev(sx1, combineRev(sx2, hq, need), need), need)
}

// meldedRefine finishes [Hand.meldedDistance] when a best split of the lower bounds sc (total d) uses
// inexact lanes and the upper bounds do not meet d: while a best split uses a lane not known to be
// exact, it searches the lane within the caps; a lane that cannot reach its cost is raised by one (a
// better lower bound), and the best split is chosen again. Raised lanes stay inexact until a search
// reaches them. capped are the capped ranks that can block a lane and cm the suits holding them.
func (h *Hand) meldedRefine(kinds tile.Set, dc *declared, need int, capped tile.Set, cm int,
	at *[3]int32, sc *[3]cost, hq revCost, d int, tl, inexact *[3]uint64) int {
	meldCount := dc.counts()
	cs := [3]bool{cm&1 != 0, cm&2 != 0, cm&4 != 0}
	nc := b2i(cs[0]) + b2i(cs[1]) + b2i(cs[2])
	table := *sc // the table costs, before any lane is raised
	var suits [3]cappedSuit
	var made [3]bool
	var raised, verified [3]uint64
	for range 16 {
		// A cost too large to search leaves the hand to cappedRefined, before any search is made.
		for s := range 3 {
			for l := inexact[s]; l != 0; l &= l - 1 {
				lane := bits.TrailingZeros64(l) / laneW
				if !made[s] {
					suits[s], made[s] = newCappedSuit(&h.Concealed, &meldCount, kinds, tile.Character1+tile.Tile(9*s)), true
				}
				if !suits[s].searchable(int(sc[s].at(lane/2, lane%2))) {
					return h.cappedRefined(kinds, &meldCount, dc.one, need)
				}
			}
		}
		rose := false
		for s := range 3 {
			for l := inexact[s]; l != 0; l &= l - 1 {
				lane := bits.TrailingZeros64(l) / laneW
				m, p := lane/2, lane%2
				c := int(sc[s].at(m, p))
				if suits[s].reaches(m, p, c) {
					verified[s] |= 1 << (laneW * lane)
				} else {
					sc[s].raise(m, p)
					raised[s] |= 1 << (laneW * lane)
					rose = true
				}
			}
		}
		if !rose {
			return d // every tight lane is exact
		}
		if d = meldedTotal(sc, hq, &cs, nc, need, tl); d >= inf {
			return d
		}
		var table3 [3]uint64
		for s := range 3 {
			tl[s] &^= verified[s]
			table3[s] = tl[s] &^ raised[s]
		}
		*inexact = [3]uint64{}
		h.cappedLanes(&table, at, dc, capped, &table3, inexact)
		for s := range 3 {
			inexact[s] |= tl[s] & raised[s]
		}
		if *inexact == [3]uint64{} || upperTotal(sc, hq, inexact, need) == d {
			return d
		}
	}
	return h.cappedRefined(kinds, &meldCount, dc.one, need)
}

// locateSuits returns, for each suit of the concealed counts c (each at most 4), 256·(its entry index
// in the suit table) + (its number of tiles); an index is only meaningful when its suit holds at most
// 14 tiles.
func locateSuits(tab *suitTab, c *tile.Counts) [3]int32 {
	w0, w1, w2, d9 := suitWords(c)
	lo0, hi0 := splitKey(w0, uint8(d9))
	lo1, hi1 := splitKey(w1, uint8(d9>>8))
	lo2, hi2 := splitKey(w2, uint8(d9>>16))
	return [3]int32{tab.high[hi0] + tab.low[lo0], tab.high[hi1] + tab.low[lo1], tab.high[hi2] + tab.low[lo2]}
}

// suitWords returns the counts of ranks 1..8 of each suit (rank 1 the lowest byte) and those of rank
// 9 (suit s in byte s of d9). It reads the counts eight at a time from 8-aligned offsets only: a
// Hand is often read just after being copied with 16-byte moves, and an 8-byte read that straddles
// two of them waits for both to complete instead of taking the data from the pending move.
func suitWords(c *tile.Counts) (w0, w1, w2, d9 uint64) {
	a := binary.LittleEndian.Uint64(c[0:8])
	b := binary.LittleEndian.Uint64(c[8:16])
	e := binary.LittleEndian.Uint64(c[16:24])
	f := binary.LittleEndian.Uint64(c[24:32])
	w0 = a>>8 | b<<56                               // kinds 1..8
	w1 = b>>16 | e<<48                              // kinds 10..17
	w2 = e>>24 | f<<40                              // kinds 19..26
	d9 = b>>8&0xFF | e>>16&0xFF<<8 | f>>24&0xFF<<16 // kinds 9, 18, 27
	return w0, w1, w2, d9
}

// splitKey returns the low part (ranks 1..4) and the high part (ranks 5..9) of the suit table key of
// a suit whose ranks 1..8 hold the bytes of w (rank 1 the lowest byte) and rank 9 holds d9, each at
// most 4. It sums the base-5 digits two at a time in 16-bit lanes, then four at a time in 32-bit lanes.
func splitKey(w uint64, d9 uint8) (lo, hi int32) {
	const m16, m32 = 0x00FF00FF00FF00FF, 0x0000FFFF0000FFFF
	w = w&m16 + 5*(w>>8&m16)   // ranks (1, 2), (3, 4), (5, 6), (7, 8): at most 24 each
	w = w&m32 + 25*(w>>16&m32) // ranks 1..4 and 5..8: at most 624 each
	return int32(w & 0xFFFFFFFF), int32(w>>32) + 625*int32(d9)
}

// distOf returns the distance of a [cost] total: inf when it is costImp or more (impossible).
func distOf(v int) int {
	if v >= costImp {
		return inf
	}
	return v
}

// meldedTotal returns the least total cost of need sets and the pair over the three suits' costs sc
// and the honours' hq (reversed), and the tight lanes ([tight]) of the capped suits (cs, nc of them,
// at least one). The capped suits are combined last, so that the combined costs of the other groups, which
// give their tight lanes, come with the total.
func meldedTotal(sc *[3]cost, hq revCost, cs *[3]bool, nc, need int, tl *[3]uint64) int {
	*tl = [3]uint64{}
	var d int
	switch nc {
	case 1:
		s := 0
		for !cs[s] {
			s++
		}
		i, j := otherTwo(s, 3)
		rest := combineRev(sc[i], combineRev(sc[j], hq, need), need)
		d = distOf(joinRev(sc[s], rest, need))
		tl[s] = tightRev(sc[s], rest, need, d)
	case 2:
		i := 0
		for cs[i] {
			i++
		}
		s, t := otherTwo(i, 3)
		base := combineRev(sc[i], hq, need)
		rs, rt := combineRev(sc[t], base, need), combineRev(sc[s], base, need)
		d = distOf(joinRev(sc[s], rs, need))
		tl[s], tl[t] = tightRev(sc[s], rs, need, d), tightRev(sc[t], rt, need, d)
	default:
		c2h := combineRev(sc[2], hq, need)
		r0, r1 := combineRev(sc[1], c2h, need), combineRev(sc[0], c2h, need)
		r2 := combineRev(sc[0], combineRev(sc[1], hq, need), need)
		d = distOf(joinRev(sc[0], r0, need))
		*tl = [3]uint64{tightRev(sc[0], r0, need, d), tightRev(sc[1], r1, need, d), tightRev(sc[2], r2, need, d)}
	}
	return d
}

// capLanes[c] is the set of the lanes (in the layout of [tight]) whose patterns can hold more than c
// tiles of one rank: a pattern of m sets and p pairs holds at most none of a rank (no sets, no pair),
// two (the pair alone), three (one set, with or without the pair: a pung and a pair of one rank would
// be five) or four (two sets or more).
var capLanes = [5]uint64{
	0: laneOne &^ 1,       // every lane but nothing at all
	1: laneOne &^ 1,       //
	2: laneOne &^ 0x41,    // not the pair alone
	3: laneOne &^ 0x41041, // two sets or more
}

// rankPow5 holds, for each rank 1..9, the weight of one tile of it in the low part (ranks 1..4) and in
// the high part (ranks 5..9) of a suit table key.
var rankPow5 = [2][9]int32{{1, 5, 25, 125}, {4: 1, 5: 5, 6: 25, 7: 125, 8: 625}}

// cappedLanes adds to inexact, for each suit, the lanes among lanes (lane sets in the layout of
// [tight]) whose table cost in sc may be below the suit's capped cost, for a hand whose usable kinds
// are whole suits, with at the suits' places in the suit table ([locateSuits]), dc the declared copies and capped the declared kinds in the suits that may block a
// lane: a lane is inexact when, for some capped kind of cap c and slack s, the lane's patterns can hold
// more than c tiles of one rank ([capLanes]) and adding s+1 tiles of the kind lowers the lane's table
// cost by s+1 (see [Hand.meldedDistance]). A suit where that many tiles would be more than the table
// holds takes every such lane above the slack as inexact (see [cappedSuit.costs]).
func (h *Hand) cappedLanes(sc *[3]cost, at *[3]int32, dc *declared, capped tile.Set, lanes, inexact *[3]uint64) {
	// The kinds with one declared copy (cap 3) only where a lane of two sets or more is tested.
	if capped&^dc.two != 0 {
		one := -tile.Set(b2i(lanes[0]&capLanes[3] != 0)) & suitKinds0
		one |= -tile.Set(b2i(lanes[1]&capLanes[3] != 0)) & (suitKinds0 << 9)
		one |= -tile.Set(b2i(lanes[2]&capLanes[3] != 0)) & (suitKinds0 << 18)
		capped &= dc.two | one
	}
	for v := capped; v != 0; v &= v - 1 {
		u := bits.TrailingZeros64(uint64(v))
		s := b2i(u >= int(tile.Circle1)) + b2i(u >= int(tile.Bamboo1))
		if lanes[s] == 0 {
			continue
		}
		cp := 4 - dc.count(u)
		sl := cp - h.Concealed[u]
		// Adding sl+1 tiles lowers no cost below sl+1 by that much.
		ab := above(sc[s], sl+1) & lanes[s] & capLanes[cp&3] &^ inexact[s]
		if ab == 0 {
			continue
		}
		if int(at[s]&0xff)+int(sl)+1 > suitMaxTiles {
			inexact[s] |= ab
			continue
		}
		first := int(tile.Character1) + 9*s
		var w [3]uint64
		var d9 uint64
		w[0], w[1], w[2], d9 = suitWords(&h.Concealed)
		lo, hi := splitKey(w[s], uint8(d9>>(8*s)))
		r, add := u-first, int32(sl+1)
		tab := suitTable()
		x := tab.high[hi+add*rankPow5[1][r]] + tab.low[lo+add*rankPow5[0][r]]
		up := tab.entries[x>>8] // costs never rise when tiles are added: no lane borrows
		inexact[s] |= eqLanes(uint64(sc[s])-up, int(sl)+1) & ab
	}
}

// cappedDistance is [Hand.standardDistance] when some suit is only partly usable (with or without
// declared melds). It tries [Hand.cappedQuick] first and falls back to [Hand.cappedRefined].
func (h *Hand) cappedDistance(kinds tile.Set, meldCount *tile.Counts, meldKinds tile.Set, need int) int {
	if d, ok := h.cappedQuick(kinds, meldCount, need); ok {
		return d
	}
	return h.cappedRefined(kinds, meldCount, meldKinds, need)
}

// cappedQuick returns the capped standard distance and true when the table costs settle it at once:
// every suit's table costs are lower bounds of its capped costs (exact in the lanes no capped rank's
// slack is below, see [cappedSuit.costs]), so their best total d is a lower bound of the distance, and
// when no best split uses an inexact lane ([tight]), a best split made of exact costs achieves d.
// Otherwise it returns false and [Hand.cappedRefined] settles the inexact lanes.
func (h *Hand) cappedQuick(kinds tile.Set, meldCount *tile.Counts, need int) (int, bool) {
	var sc [4]cost
	slack := [3]uint8{15, 15, 15} // per suit, the least slack of a capped rank (15: none)
	tab := suitTable()
	if wholeSuits(kinds) {
		// Some declared meld holds suit tiles, so no suit holds more than 11 concealed tiles; the
		// capped ranks are those of the declared suit tiles.
		k0, k1, k2, _, _, _ := tab.locate3(&h.Concealed)
		for _, m := range h.Melds[:h.N] {
			s, t, last, ok := suitRun(m)
			if !ok {
				continue
			}
			for u := t; u <= last; u++ {
				slack[s] = min(slack[s], 4-meldCount[u]-h.Concealed[u])
			}
		}
		for s, k := range [3]int32{k0, k1, k2} {
			if kinds&(tile.Set(0x1ff)<<(tile.Character1+tile.Tile(9*s))) != 0 {
				sc[s] = cost(tab.entries[k])
			} else {
				sc[s] = unusable
			}
		}
	} else {
		for s := range 3 {
			first := tile.Character1 + tile.Tile(9*s)
			if kinds&(tile.Set(0x1ff)<<first) == 0 {
				sc[s] = unusable
				continue
			}
			var key int32
			n := 0
			for r := 8; r >= 0; r-- {
				t := first + tile.Tile(r)
				var held, cp uint8
				if kinds&(1<<t) != 0 {
					held, cp = h.Concealed[t], 4-meldCount[t]
				}
				if cp < 4 {
					slack[s] = min(slack[s], cp-held)
				}
				key = 5*key + int32(held)
				n += int(held)
			}
			if n > suitMaxTiles {
				return 0, false
			}
			sc[s] = cost(tab.at(key))
		}
	}
	// A lane of at most need sets is inexact when its cost is above the slack; the inexact lanes are a
	// lane set in the layout of [tight].
	keep := joinKeep(need) & laneOne
	var inexact [3]uint64
	sx := sc // the costs with every inexact lane impossible: upper bounds of the capped costs
	loose := false
	for s := range 3 {
		inexact[s] = above(sc[s], slack[s]+1) & keep
		sx[s] = bound(sx[s], inexact[s])
		loose = loose || inexact[s] != 0
	}
	sc[3] = cost(honorTable()[h.honorKey(kinds, meldCount)])
	q := combine(sc[2], sc[3], need)
	r := combine(sc[1], q, need)
	d := distOf(join(sc[0], r, need))
	if !loose || d >= inf {
		return d, true
	}
	// The best total of the upper bounds is achieved by a split of exact costs: when it meets the
	// lower bound d, d is the distance. The combinations of suits without inexact lanes are shared.
	qx, rx := q, r
	if inexact[2] != 0 {
		qx = combine(sx[2], sc[3], need)
	}
	if inexact[2]|inexact[1] != 0 {
		rx = combine(sx[1], qx, need)
	}
	if join(sx[0], rx, need) == d {
		return d, true
	}
	for s := range 3 {
		if inexact[s] == 0 {
			continue
		}
		i, j := otherTwo(s, 3)
		rest := combine(sc[i], combine(sc[j], sc[3], need), need)
		tl := tight(sc[s], rest, need, d) & inexact[s]
		if tl == 0 {
			continue
		}
		// Each inexact lane some best split uses must reach its table cost within the caps.
		cs := newCappedSuit(&h.Concealed, meldCount, kinds, tile.Character1+tile.Tile(9*s))
		for l := tl; l != 0; l &= l - 1 {
			lane := bits.TrailingZeros64(l) / laneW
			m, p := lane/2, lane%2
			c := int(sc[s].at(m, p))
			if !cs.searchable(c) || !cs.reaches(m, p, c) {
				return 0, false
			}
		}
	}
	return d, true
}

// cappedRefined is [Hand.cappedDistance] with the inexact costs settled by [refineDistance].
func (h *Hand) cappedRefined(kinds tile.Set, meldCount *tile.Counts, meldKinds tile.Set, need int) int {
	var sc [4]cost
	var capped [3]cappedSuit
	exact := [3]uint16{allLanes, allLanes, allLanes} // the lanes of each suit's costs known to be exact
	inexact := false
	for s := range 3 {
		first := tile.Character1 + tile.Tile(9*s)
		all := tile.Set(0x1ff) << first
		switch {
		case kinds&all == all && meldKinds&all == 0:
			e, _ := suitTable().entry(&h.Concealed, first)
			sc[s] = cost(e)
		case kinds&all == 0:
			sc[s] = unusable
		default:
			capped[s] = newCappedSuit(&h.Concealed, meldCount, kinds, first)
			sc[s], exact[s] = capped[s].costs(need)
			inexact = inexact || exact[s] != allLanes
		}
	}
	sc[3] = h.honorGroupCosts(kinds, meldCount)
	if inexact {
		return refineDistance(&sc, &exact, &capped, need)
	}
	return bestTotal(&sc, need)
}

// honorGroupCosts returns the costs of the honours: only usable kinds without declared copies can
// give a group.
func (h *Hand) honorGroupCosts(kinds tile.Set, meldCount *tile.Counts) cost {
	return cost(honorTable()[h.honorKey(kinds, meldCount)])
}

// honorKey returns the honour table key of the usable honours without declared copies.
func (h *Hand) honorKey(kinds tile.Set, meldCount *tile.Counts) int {
	use := kinds & tile.HonorKinds
	for t := tile.East; t <= tile.Red; t++ {
		if meldCount[t] != 0 {
			use &^= 1 << t
		}
	}
	return h.honorKeyOf(use)
}

// honorKeyOf returns the honour table key of the honours in use.
func (h *Hand) honorKeyOf(use tile.Set) int {
	c := (*[7]uint8)(h.Concealed[tile.East : tile.Red+1])
	if use&tile.HonorKinds == tile.HonorKinds {
		return honorDigit[c[0]&7] + honorDigit[c[1]&7] + honorDigit[c[2]&7] + honorDigit[c[3]&7] +
			honorDigit[c[4]&7] + honorDigit[c[5]&7] + honorDigit[c[6]&7]
	}
	hkey := honorDigit[c[0]&7] + honorDigit[c[1]&7] + honorDigit[c[2]&7] + honorDigit[c[3]&7] +
		honorDigit[c[4]&7] + honorDigit[c[5]&7] + honorDigit[c[6]&7]
	for v := tile.HonorKinds &^ use; v != 0; v &= v - 1 {
		hkey -= honorDigit[h.Concealed[bits.TrailingZeros64(uint64(v))]&7]
	}
	return hkey
}

// honorDigit is what one honour kind holding 0..4 tiles adds to the honour table key (a count of
// kinds per number held, three bits each); the entries above 4 keep an index of three bits in range.
var honorDigit = [8]int{1, 1 << 3, 1 << 6, 1 << 9, 1 << 12}

// bestTotal returns the least total cost of need sets and one pair spread over the four groups (at
// most inf), combining them lane-parallel ([combine]).
func bestTotal(sc *[4]cost, need int) int {
	return distOf(join(sc[0], combine(sc[1], combine(sc[2], sc[3], need), need), need))
}

// bestSplit returns the least total cost of need sets and one pair spread over the four groups, with
// the sets of each group and the group holding the pair of a split that achieves it.
func bestSplit(sc *[4]cost, need int) (best int, ms [4]int, pg int) {
	a := combine(sc[0], sc[1], need)
	b := combine(sc[2], sc[3], need)
	best = inf
	ma, pa := 0, 0 // sets of groups 0 and 1 together; whether they hold the pair
	for m := 0; m <= need; m++ {
		if v := int(a.at(m, 1) + b.at(need-m, 0)); v < best {
			best, ma, pa = v, m, 1
		}
		if v := int(a.at(m, 0) + b.at(need-m, 1)); v < best {
			best, ma, pa = v, m, 0
		}
	}
	if best >= costImp {
		return inf, ms, 0
	}
	// Split each pair of groups as its combined cost was achieved.
	split := func(x, y cost, m, p int, target uint64) (int, int) {
		for m1 := 0; m1 <= m; m1++ {
			for p1 := 0; p1 <= p; p1++ {
				if x.at(m1, p1)+y.at(m-m1, p-p1) == target {
					return m1, p1
				}
			}
		}
		return 0, 0 // unreachable: target is the least such sum
	}
	m0, p0 := split(sc[0], sc[1], ma, pa, a.at(ma, pa))
	m2, p2 := split(sc[2], sc[3], need-ma, 1-pa, b.at(need-ma, 1-pa))
	ms = [4]int{m0, ma - m0, m2, need - ma - m2}
	switch {
	case pa == 1 && p0 == 1:
		pg = 0
	case pa == 1:
		pg = 1
	case p2 == 1:
		pg = 2
	default:
		pg = 3
	}
	return best, ms, pg
}

// wholeSuits reports whether kinds holds each suit entirely or not at all.
func wholeSuits(kinds tile.Set) bool {
	for s := range 3 {
		x := kinds >> (tile.Character1 + tile.Tile(9*s)) & 0x1ff
		if x != 0 && x != 0x1ff {
			return false
		}
	}
	return true
}

// refineDistance finishes [Hand.standardDistance] when some suit costs are only lower bounds: it
// picks the best split of need sets and the pair among the four groups, settles or raises the inexact
// costs it uses, and repeats until the best split uses exact costs only.
func refineDistance(sc *[4]cost, exact *[3]uint16, capped *[3]cappedSuit, need int) int {
	for {
		best, bm, bp := bestSplit(sc, need)
		if best >= inf {
			return best
		}
		settled := true
		for s := range 3 {
			m, p := bm[s], b2i(s == bp)
			lane := uint16(1) << (2*m + p)
			if exact[s]&lane != 0 {
				continue
			}
			settled = false
			c := int(sc[s].at(m, p))
			if capped[s].searchable(c) {
				if capped[s].reaches(m, p, c) {
					exact[s] |= lane
				} else {
					sc[s].raise(m, p) // a better lower bound: the best split may move elsewhere
				}
				continue
			}
			sc[s] = suitCostsDP(&capped[s].held, &capped[s].caps, need)
			exact[s] = allLanes
		}
		if settled {
			return best
		}
	}
}

// costs returns the table costs of the suit (lower bounds of the capped costs) and the lanes (m <=
// need) whose cost is known to be exact: a target within c tiles of the held ones holds at most held+c
// of a rank, so a cost c that no capped rank's slack (its cap minus the held count) is below cannot be
// blocked by a cap. A rank of cap 4 blocks nothing: the table's patterns never hold five of a rank.
func (s *cappedSuit) costs(need int) (cost, uint16) {
	r := cost(suitTable().at(s.key))
	slack := uint8(15) // no capped rank: every cost is exact
	for i := range 9 {
		if s.caps[i] < 4 { // the table's patterns never hold more than four of a rank
			slack = min(slack, s.caps[i]-s.held[i])
		}
	}
	var exact uint16
	for m := range 5 {
		for p := range 2 {
			if m > need || r.at(m, p) <= uint64(slack) {
				exact |= 1 << (2*m + p)
			}
		}
	}
	return r, exact
}

// maxSearch is the largest cost [cappedSuit.reaches] searches; beyond it the search could visit
// thousands of vectors, and the rank-by-rank computation is cheaper.
const maxSearch = 3

// searchable reports whether [cappedSuit.reaches] may search with budget c: a small budget that keeps
// the suit within the table's tile limit.
func (s *cappedSuit) searchable(c int) bool { return c <= maxSearch && s.n+c <= suitMaxTiles }

// reaches reports whether the suit can contain m sets and p pairs by adding at most c tiles to the held
// ones without exceeding the caps. Called with a lower bound of the capped cost as c, true means the
// capped cost is exactly c and false that it is at least c+1. c must be searchable.
func (s *cappedSuit) reaches(m, p, c int) bool {
	d := s.held
	return boxSearch(suitTable(), &d, &s.caps, s.key, 0, c, laneW*uint(2*m+p))
}

// boxSearch reports whether adding at most budget tiles of ranks from..8 to the suit with digits d
// (key k), no rank above its cap, makes it contain the pattern whose cost lane starts at bit shift. The
// table cost of each vector (which ignores the caps) prunes the search.
func boxSearch(tab *suitTab, d, caps *[9]uint8, k int32, from, budget int, shift uint) bool {
	c := int(tab.at(k) >> shift & lane0)
	if c == 0 {
		return true
	}
	if c > budget {
		return false
	}
	for r := from; r < 9; r++ {
		if d[r] >= caps[r] {
			continue
		}
		d[r]++
		ok := boxSearch(tab, d, caps, k+pow5[r], r, budget-1, shift)
		d[r]--
		if ok {
			return true
		}
	}
	return false
}

// Lanes of the rank-by-rank computation: the ten costs of a state in the layout of a [cost], with 31
// for impossible (costImp once the computation ends). A real cost is at most 14 (a pattern of at most
// 14 tiles), so a cost plus one rank's tiles (at most 4) only reaches the guard bit from an impossible
// lane, which [laneAdd] clamps back to 31.
const (
	laneImpossible = 31
	laneAllInf     = lanes.Ones * laneImpossible // every lane impossible
	laneUsed       = costUsed                    // the bits of the ten lanes
	laneOddInf     = laneAllInf & pairOdd        // the lanes with p = 1, impossible
)

// laneShift moves every lane up by j lanes (j < 10): m sets become m+j/2 sets for even j. Lanes
// pushed past the tenth are dropped and the j lowest become impossible.
func laneShift(v uint64, j int) uint64 {
	low := uint64(1)<<(lanes.Bits*j) - 1
	return v<<(lanes.Bits*j)&laneUsed | laneAllInf&low
}

// laneAdd adds c (0..4) to every lane, keeping impossible lanes at 31.
func laneAdd(v uint64, c int) uint64 {
	s := v + uint64(c)*lanes.Ones
	g := s & lanes.Guard
	return s&^lanes.Guard | g>>5*laneImpossible
}

// suitCostsDP computes the costs of one suit with held counts h and per-rank caps (h[r] <= caps[r]) for
// at most need sets (0..4; the costs of more sets are left impossible), rank by rank. The state after
// rank r is the number of chows started at r and at r-1 (still needing tiles); the ten lanes of its
// value hold the least cost for each number of sets made so far and whether the pair is placed; the
// result is returned as a [cost], whose layout the state has. The plain form of this computation, one cost at a time, is the
// reference in the package's tests.
func suitCostsDP(h, caps *[9]uint8, need int) cost {
	tooMany := laneAllInf &^ (uint64(1)<<(lanes.Bits*2*(need+1)) - 1) // the lanes of more than need sets
	var cur, next [5][5]uint64                                        // [chows started at r-1][chows started at r-2]
	cur[0][0] = laneAllInf &^ laneImpossible                          // no sets and no pair: cost 0
	active := uint32(1)                                               // bit 5x+y: cur[x][y] is set
	for r := range 9 {
		var nextActive uint32
		cp, held := int(caps[r]), int(h[r])
		for a := active; a != 0; a &= a - 1 {
			i := bits.TrailingZeros32(a)
			x, y := i/5, i%5
			base := x + y
			if base > cp {
				continue
			}
			v := cur[x][y]
			// The pair placed at rank r: lanes (m, 0) move to (m, 1); the others become impossible.
			vp := (v|laneOddInf)<<lanes.Bits&laneUsed | laneImpossible
			maxK := 0
			if r <= 6 {
				maxK = min(cp-base, need)
			}
			for k := 0; k <= maxK; k++ {
				j := 5*k + x
				for u := 0; u <= 1 && k+u <= need; u++ {
					for q := range 2 {
						use := base + k + 3*u + 2*q
						if use > cp {
							break
						}
						w := v
						if q == 1 {
							w = vp
						}
						w = laneShift(w, 2*(k+u)) | tooMany
						if w == laneAllInf {
							continue
						}
						w = laneAdd(w, max(0, use-held))
						if nextActive&(1<<j) == 0 {
							next[k][x] = w
							nextActive |= 1 << j
						} else {
							next[k][x] = lanes.Min(next[k][x], w)
						}
					}
				}
			}
		}
		cur, active = next, nextActive
	}
	v := cur[0][0]
	if active&1 == 0 {
		v = laneAllInf
	}
	return cost(lanes.Min(v, impAll)) // 31 (impossible) to costImp
}

// suitRun returns the suit s (0..2) and the ranks t..last of the tiles of declared meld m, or ok false
// for a meld of honours.
func suitRun(m meld.Meld) (s int, t, last tile.Tile, ok bool) {
	t = m.Tile()
	if t >= tile.East {
		return 0, 0, 0, false
	}
	last = t
	if m.Kind() == meld.Chow {
		last += 2
	}
	return int(t-tile.Character1) / 9, t, last, true
}
