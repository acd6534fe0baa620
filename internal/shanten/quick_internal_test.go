package shanten

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// meldedHandGen draws 13- or 14-size hands with one to four declared melds of any kind (chows, pungs
// and kongs of any playing kind, within four copies) and random concealed tiles from the copies left.
func meldedHandGen() *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand {
		var left tile.Counts
		for k := tile.Character1; k <= tile.Red; k++ {
			left[k] = 4
		}
		var melds []meld.Meld
		for range rapid.IntRange(1, 4).Draw(t, "melds") {
			k := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, "kind")
			first := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "meld tile"))
			m, err := meld.NewClaimed(k, first, tile.SeatSouth)
			if err != nil {
				continue // a chow that does not fit in its suit
			}
			var c tile.Counts
			m.AddTo(&c)
			if !left.Contains(c) {
				continue
			}
			for i := range c {
				left[i] -= c[i]
			}
			melds = append(melds, m)
		}
		var pool []tile.Tile
		for k := range left {
			for range left[k] {
				pool = append(pool, tile.Tile(k))
			}
		}
		size := rapid.IntRange(13, 14).Draw(t, "size") - 3*len(melds)
		var c tile.Counts
		for i := range size {
			j := rapid.IntRange(i, len(pool)-1).Draw(t, "tile")
			pool[i], pool[j] = pool[j], pool[i]
			c[pool[i]]++
		}
		h, err := fromCounts(c, melds)
		require.NoError(t, err)
		return h
	})
}

// TestCappedQuickMatchesRefined: whenever the quick capped distance claims to settle a hand, it equals
// the distance the refining computation finds, over random melded hands with every kind usable or a
// random subset of the kinds (whole suits left out, or single kinds), so a wrong exactness test fails.
func TestCappedQuickMatchesRefined(t *testing.T) {
	settled := 0
	rapid.Check(t, func(t *rapid.T) {
		h := meldedHandGen().Draw(t, "h")
		kinds := tile.PlayingKinds
		switch rapid.IntRange(0, 3).Draw(t, "kinds") {
		case 1:
			kinds &^= tile.Set(0x1ff) << (tile.Character1 + tile.Tile(9*rapid.IntRange(0, 2).Draw(t, "suit")))
		case 2:
			for range rapid.IntRange(1, 3).Draw(t, "left out") {
				kinds &^= 1 << (tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "kind")))
			}
		}
		meldCount, meldKinds := h.declaredTiles()
		if meldKinds&^kinds != 0 {
			return // unreachable before the suits are looked at
		}
		need := 4 - int(h.N)
		want := h.cappedRefined(kinds, &meldCount, meldKinds, need)
		if d, ok := h.cappedQuick(kinds, &meldCount, need); ok {
			settled++
			require.Equal(t, want, d, "hand %v kinds %v", h, kinds)
		}
		require.Equal(t, want, h.cappedDistance(kinds, &meldCount, meldKinds, need), "hand %v kinds %v", h, kinds)
	})
	assert.Positive(t, settled, "the quick path never settled a hand")
}

// wholeSuitKindsGen draws usable kinds made of whole suits: every kind, or a suit left out (Sichuan's
// missing suit), or some honours left out, or both.
func wholeSuitKindsGen() *rapid.Generator[tile.Set] {
	return rapid.Custom(func(t *rapid.T) tile.Set {
		kinds := tile.PlayingKinds
		if rapid.Bool().Draw(t, "suit out") {
			kinds &^= tile.Set(0x1ff) << (tile.Character1 + tile.Tile(9*rapid.IntRange(0, 2).Draw(t, "suit")))
		}
		if rapid.IntRange(0, 3).Draw(t, "honours out") == 0 {
			for range rapid.IntRange(1, 7).Draw(t, "honours") {
				kinds &^= 1 << (tile.East + tile.Tile(rapid.IntRange(0, 6).Draw(t, "honour")))
			}
		}
		return kinds
	})
}

// TestCappedLanesExact: every lane the per-rank test of cappedLanes leaves out of the inexact ones has
// a table cost equal to the suit's cost within its caps, computed rank by rank, over random melded
// hands (often holding the last copies of a declared kind or tiles beside one) and usable kinds made
// of whole suits.
func TestCappedLanesExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := rapid.OneOf(meldedHandGen(), nearMeldHandGen(1, 4), cappedRankHandGen()).Draw(t, "h")
		kinds := wholeSuitKindsGen().Draw(t, "kinds")
		meldCount, meldKinds := h.declaredTiles()
		if h.N == 0 || meldKinds&^kinds != 0 {
			return // no declared meld (the generator may drop them all), or unreachable
		}
		need := 4 - int(h.N)
		tab := suitTable()
		at := locateSuits(tab, &h.Concealed)
		var sc [3]cost
		lanes := [3]uint64{}
		for s := range 3 {
			e, cnt := tab.entry(&h.Concealed, tile.Character1+tile.Tile(9*s))
			require.Equal(t, cnt, int(at[s]&0xff), "suit %d tiles", s)
			sc[s] = cost(e)
			lanes[s] = laneOne & joinKeep(need)
		}
		// The declared kinds meldedDistance tests: with at most one set to make, those with two
		// declared copies or more.
		dc := declaredOf(&meldCount)
		capped := meldKinds & tile.SuitedKinds
		if need < 2 {
			capped &= dc.two
		}
		var inexact [3]uint64
		h.cappedLanes(&sc, &at, &dc, capped, &lanes, &inexact)
		requireLanesExact(t, &h, &meldCount, kinds, need, &sc, &inexact)
	})
}

// declaredOf returns the declared copies of meldCount as the sets of [declared].
func declaredOf(meldCount *tile.Counts) declared {
	var dc declared
	for k, c := range meldCount {
		for i, set := range []*tile.Set{&dc.one, &dc.two, &dc.three, &dc.four} {
			if int(c) > i {
				*set |= 1 << k
			}
		}
	}
	return dc
}

// TestDeclaredMatchesCounts: the count of declared copies, meld by meld, gives the sets
// of kinds with at least one, two, three and four declared copies, and the counts back, over random
// melded hands (often several melds on one kind).
func TestDeclaredMatchesCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := rapid.OneOf(meldedHandGen(), nearMeldHandGen(1, 4), cappedRankHandGen()).Draw(t, "h")
		meldCount, _ := h.declaredTiles()
		var dc declared
		for _, m := range h.Melds[:h.N] {
			dc = dc.with(m)
		}
		require.Equal(t, declaredOf(&meldCount), dc, "hand %v", h)
		require.Equal(t, meldCount, dc.counts(), "hand %v", h)
	})
}

// TestPotentialLanesExact: every lane of at most need sets that potentialLanes leaves out has a table
// cost equal to the suit's cost within its caps, computed rank by rank, over random melded hands
// (often holding the last copies of a declared kind or tiles beside one) and usable kinds made of
// whole suits.
func TestPotentialLanesExact(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := rapid.OneOf(meldedHandGen(), nearMeldHandGen(1, 4), cappedRankHandGen()).Draw(t, "h")
		kinds := wholeSuitKindsGen().Draw(t, "kinds")
		meldCount, _ := h.declaredTiles()
		dc := declaredOf(&meldCount)
		if h.N == 0 || h.N == 4 || dc.one&^kinds != 0 {
			return // no melds or no set to make, or unreachable
		}
		need := 4 - int(h.N)
		var sc [3]cost
		for s := range 3 {
			e, _ := suitTable().entry(&h.Concealed, tile.Character1+tile.Tile(9*s))
			sc[s] = cost(e)
		}
		capped := dc.one & tile.SuitedKinds
		if need < 2 {
			capped &= dc.two
		}
		var pot [3]uint64
		h.potentialLanes(&sc, &dc, capped, need, &pot)
		requireLanesExact(t, &h, &meldCount, kinds, need, &sc, &pot)
	})
}

// TestMeldedDistanceMatchesRefined: the one-word melded distance equals the refining computation over
// random melded hands with usable kinds made of whole suits.
//
// Each check draws 50 hands of the capped-rank generator besides one of the others: the function is
// cheap, and the hands where a declared rank's cap decides are rare enough that 100 checks of one hand
// each would let a slip in the cap bounds (a slack one too large, a kind with one declared copy
// left out with two sets to make) through.
func TestMeldedDistanceMatchesRefined(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		check := func(h Hand, kinds tile.Set) {
			meldCount, meldKinds := h.declaredTiles()
			if h.N == 0 || meldKinds&^kinds != 0 {
				return // no declared meld (the generator may drop them all), or unreachable
			}
			need := 4 - int(h.N)
			want := min(h.cappedRefined(kinds, &meldCount, meldKinds, need), inf)
			dc := declaredOf(&meldCount)
			got := h.meldedDistance(kinds, &dc, need)
			require.Equal(t, want, got, "hand %v kinds %v", h, kinds)
		}
		check(rapid.OneOf(meldedHandGen(), nearMeldHandGen(1, 4)).Draw(t, "h"), wholeSuitKindsGen().Draw(t, "kinds"))
		for range 50 {
			check(cappedRankHandGen().Draw(t, "capped h"), wholeSuitKindsGen().Draw(t, "capped kinds"))
		}
	})
}

// nearMeldHandGen draws 13- or 14-size hands with the given numbers of declared melds (chows, pungs
// and kongs) whose concealed tiles are half the time of a declared kind or one or two ranks from one
// (the last copies of a pung's kind, tiles beside a chow), where the four-copy cap binds.
func nearMeldHandGen(minMelds, maxMelds int) *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand {
		var left tile.Counts
		for k := tile.Character1; k <= tile.Red; k++ {
			left[k] = 4
		}
		var melds []meld.Meld
		var near []tile.Tile
		for n := rapid.IntRange(minMelds, maxMelds).Draw(t, "melds"); len(melds) < n; {
			k := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, "kind")
			first := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "meld tile"))
			m, err := meld.NewClaimed(k, first, tile.SeatSouth)
			if err != nil {
				continue
			}
			var c tile.Counts
			m.AddTo(&c)
			if !left.Contains(c) {
				continue
			}
			for i := range c {
				left[i] -= c[i]
				if c[i] == 0 {
					continue
				}
				u := tile.Tile(i)
				near = append(near, u)
				for _, v := range []tile.Tile{u - 2, u - 1, u + 1, u + 2} {
					if u.IsSuited() && v.IsSuited() && v.Suit() == u.Suit() {
						near = append(near, v)
					}
				}
			}
			melds = append(melds, m)
		}
		var c tile.Counts
		for range rapid.IntRange(13, 14).Draw(t, "size") - 3*len(melds) {
			for {
				k := tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "tile"))
				if rapid.Bool().Draw(t, "near") {
					k = rapid.SampledFrom(near).Draw(t, "near kind")
				}
				if left[k] > c[k] {
					c[k]++
					break
				}
			}
		}
		h, err := fromCounts(c, melds)
		require.NoError(t, err)
		return h
	})
}

// TestPairDistanceMatchesRefined: with four declared melds the direct pair count equals the refining
// computation, over random four-meld hands (the concealed tiles often holding the last copies of a
// declared kind) and usable kinds made of whole suits or with single kinds left out.
func TestPairDistanceMatchesRefined(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := nearMeldHandGen(4, 4).Draw(t, "h")
		kinds := wholeSuitKindsGen().Draw(t, "kinds")
		if rapid.Bool().Draw(t, "kinds out") {
			for range rapid.IntRange(1, 4).Draw(t, "out") {
				kinds &^= 1 << (tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "kind")))
			}
		}
		meldCount, meldKinds := h.declaredTiles()
		if meldKinds&^kinds != 0 {
			return
		}
		want := min(h.cappedRefined(kinds, &meldCount, meldKinds, 0), inf)
		dc := declaredOf(&meldCount)
		require.Equal(t, want, h.pairDistance(kinds, &dc), "hand %v kinds %v", h, kinds)
	})
}

// TestExactUpperBounds: the analyzer's upper bounds of a capped suit's costs, with or without a drawn
// tile, keep only lanes whose table cost is the cost within the caps (computed rank by rank), over
// random melded hands near their melds and usable kinds made of whole suits.
func TestExactUpperBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := rapid.OneOf(meldedHandGen(), nearMeldHandGen(1, 4), cappedRankHandGen()).Draw(t, "h")
		if h.Size() != 13 || h.N == 0 {
			return
		}
		o := Options{Kinds: wholeSuitKindsGen().Draw(t, "kinds")}
		var a analyzer
		a.init(&h, o)
		if !a.std || a.fast {
			return
		}
		meldCount, _ := h.declaredTiles()
		for g := range 3 {
			if !a.suitOK[g] {
				continue
			}
			first := tile.Character1 + tile.Tile(9*g)
			drawn := rapid.IntRange(-1, 8).Draw(t, "drawn rank")
			held := h
			key, n, p := a.key[g], a.n[g], a.sc[g]
			if drawn >= 0 {
				u := first + tile.Tile(drawn)
				if meldCount[u]+h.Concealed[u] >= 4 || n >= suitMaxTiles {
					continue
				}
				held.Concealed[u]++
				key += pow5[drawn]
				n++
				p = cost(suitTable().at(key))
			}
			up := a.exactUpper(g, p, key, n, drawn)
			cs := newCappedSuit(&held.Concealed, &meldCount, a.kinds, first)
			exact := suitCostsDP(&cs.held, &cs.caps, a.need)
			for m := 0; m <= a.need; m++ {
				for q := range 2 {
					if c := up.at(m, q); c != costImp {
						require.Equal(t, exact.at(m, q), c, "hand %v suit %d drawn %d lane (%d, %d)", h, g, drawn, m, q)
					}
				}
			}
		}
	})
}

// TestSplitKeyMatchesDigits: the two-at-a-time base-5 sums of splitKey give the low part (ranks 1..4)
// and the high part (ranks 5..9) of the suit table key computed digit by digit, and locateSuits the
// suit's number of tiles and (for at most 14) its table entry, over random suits.
func TestSplitKeyMatchesDigits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		var lo, hi int32
		for r := range 9 {
			d := rapid.IntRange(0, 4).Draw(t, "count")
			c[tile.Circle1+tile.Tile(r)] = uint8(d)
			if r < 4 {
				lo += int32(d) * pow5[r]
			} else {
				hi += int32(d) * pow5[r-4]
			}
		}
		gotLo, gotHi := splitKey(binary.LittleEndian.Uint64(c[tile.Circle1:]), c[tile.Circle9])
		assert.Equal(t, lo, gotLo, "low part of %v", c)
		assert.Equal(t, hi, gotHi, "high part of %v", c)
		at := locateSuits(suitTable(), &c)
		e, n := suitTable().entry(&c, tile.Circle1)
		assert.Equal(t, n, int(at[1]&0xff), "tiles of %v", c)
		if n <= suitMaxTiles {
			assert.Equal(t, e, suitTable().entries[at[1]>>8], "entry of %v", c)
		}
	})
}

// TestCapLanesHoldMost: capLanes[c] marks exactly the lanes (m sets, p pairs) of which some pattern
// holds more than c tiles of one rank, over every pattern of a suit (chows, pungs and the pair, at
// most four tiles of a rank).
func TestCapLanesHoldMost(t *testing.T) {
	var most [5][2]int // the most tiles of one rank in a pattern of m sets and p pairs
	var walk func(d *[9]int, m, p int)
	walk = func(d *[9]int, m, p int) {
		for _, v := range d {
			most[m][p] = max(most[m][p], v)
		}
		if m < 4 {
			for r := range 9 {
				if d[r]+3 <= 4 { // a pung
					d[r] += 3
					walk(d, m+1, p)
					d[r] -= 3
				}
				if r <= 6 && d[r] < 4 && d[r+1] < 4 && d[r+2] < 4 { // a chow
					d[r]++
					d[r+1]++
					d[r+2]++
					walk(d, m+1, p)
					d[r]--
					d[r+1]--
					d[r+2]--
				}
			}
		}
		if p == 0 {
			for r := range 9 {
				if d[r]+2 <= 4 {
					d[r] += 2
					walk(d, m, 1)
					d[r] -= 2
				}
			}
		}
	}
	walk(&[9]int{}, 0, 0)
	for c := range 5 {
		var want uint64
		for m := range 5 {
			for p := range 2 {
				if most[m][p] > c {
					want |= 1 << (laneW * (2*m + p))
				}
			}
		}
		assert.Equal(t, want, capLanes[c], "cap %d (most per lane %v)", c, most)
	}
}

// requireLanesExact checks that every lane of the suits' costs sc not marked inexact (the lane's lowest
// bit in skip) equals the capped dynamic programme's cost of that suit, for the suits kinds holds.
func requireLanesExact(t *rapid.T, h *Hand, meldCount *tile.Counts, kinds tile.Set, need int, sc *[3]cost, skip *[3]uint64) {
	for s := range 3 {
		first := tile.Character1 + tile.Tile(9*s)
		if kinds&(tile.Set(0x1ff)<<first) == 0 {
			continue
		}
		cs := newCappedSuit(&h.Concealed, meldCount, kinds, first)
		exact := suitCostsDP(&cs.held, &cs.caps, need)
		for m := 0; m <= need; m++ {
			for p := range 2 {
				if skip[s]>>(laneW*(2*m+p))&1 != 0 {
					continue
				}
				require.Equal(t, exact.at(m, p), sc[s].at(m, p), "hand %v suit %d lane (%d, %d)", *h, s, m, p)
			}
		}
	}
}
