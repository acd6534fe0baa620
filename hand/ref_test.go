package hand_test

import (
	"slices"
	"sync"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// This file holds slow, independent reference implementations: brute-force searches written straight
// from the definitions, sharing no code with the package.

// setTypes lists every set (chow or pung) of playing kinds in a fixed order.
var setTypes = func() []meld.Meld {
	var out []meld.Meld
	for t := tile.Character1; t <= tile.Red; t++ {
		if t.IsSuited() && t.Rank() <= 7 {
			out = append(out, meld.MustNew(meld.Chow, t))
		}
		out = append(out, meld.MustNew(meld.Pung, t))
	}
	return out
}()

func countsOf(m meld.Meld) tile.Counts {
	var c tile.Counts
	m.AddTo(&c)
	return c
}

// refArrangements returns every way to split the concealed tiles c (counts may reach 5) into a pair and
// `sets` sets, each as a sorted list of sets (chow before pung of the same tile), with the pair.
func refArrangements(c tile.Counts, sets int) [][5]meld.Meld {
	var out [][5]meld.Meld
	var cur []meld.Meld
	var rec func(from int)
	rec = func(from int) {
		if len(cur) == sets {
			if c.Total() == 0 {
				var a [5]meld.Meld
				copy(a[:], cur)
				out = append(out, a)
			}
			return
		}
		for i := from; i < len(setTypes); i++ {
			need := countsOf(setTypes[i])
			if !c.Contains(need) {
				continue
			}
			for k := range need {
				c[k] -= need[k]
			}
			cur = append(cur, setTypes[i])
			rec(i)
			cur = cur[:len(cur)-1]
			for k := range need {
				c[k] += need[k]
			}
		}
	}
	var res [][5]meld.Meld
	for p := tile.Character1; p <= tile.Red; p++ {
		if c[p] < 2 {
			continue
		}
		c[p] -= 2
		out = out[:0]
		rec(0)
		for _, a := range out {
			a[4] = meld.MustNew(meld.Pair, p)
			res = append(res, a)
		}
		c[p] += 2
	}
	return res
}

// refShapes returns the shapes of a 14-size hand given as concealed counts (counts may reach 5) and a
// number of declared melds.
func refShapes(c tile.Counts, n int) hand.Shape {
	var s hand.Shape
	if len(refArrangements(c, 4-n)) > 0 {
		s |= hand.Standard
	}
	if n > 0 {
		return s
	}
	var ones, twos, fours, orphans, orphanTwos, total int
	for t := tile.Character1; t <= tile.Red; t++ {
		total += int(c[t])
		switch c[t] {
		case 1:
			ones++
		case 2:
			twos++
		case 4:
			fours++
		}
		if t.IsMajor() {
			if c[t] >= 1 {
				orphans++
			}
			if c[t] == 2 {
				orphanTwos++
			}
		}
	}
	if total != 14 {
		return s
	}
	if twos == 7 {
		s |= hand.SevenPairs | hand.SevenPairsQuads
	}
	if twos+2*fours == 7 {
		s |= hand.SevenPairsQuads
	}
	if orphans == 13 && orphanTwos == 1 {
		s |= hand.ThirteenOrphans
	}
	return s
}

func kindsOf(o hand.Options) tile.Set {
	if o.Kinds == 0 {
		return tile.PlayingKinds
	}
	return o.Kinds & tile.PlayingKinds
}

func shapesOf(o hand.Options) hand.Shape {
	if o.Shapes == 0 {
		return hand.AllShapes
	}
	return o.Shapes
}

// refUsable reports whether every tile of h is usable.
func refUsable(h hand.Hand, kinds tile.Set) bool {
	return h.All().Kinds()&^kinds == 0
}

// refWaits returns the waits of a 13-size hand by trying every kind.
func refWaits(h hand.Hand, o hand.Options) tile.Set {
	kinds := kindsOf(o)
	if h.Size() != 13 || !refUsable(h, kinds) {
		return 0
	}
	var w tile.Set
	for t := range kinds.All() {
		if o.ExcludeHeld && h.All()[t] >= 4 {
			continue
		}
		c := h.Concealed()
		c[t]++
		if refShapes(c, h.NumMelds())&shapesOf(o) != 0 {
			w = w.With(t)
		}
	}
	return w
}

// refPattern is a target for one group of kinds: counts, sets and pairs.
type refPattern struct {
	c    tile.Counts
	ks   []tile.Tile // the kinds with a non-zero count
	m, p int
}

// groupPatterns enumerates every pattern of up to four sets and one pair within the kinds of one
// group, at most four of a kind.
func groupPatterns(group tile.Set) []refPattern {
	var types []meld.Meld
	for _, m := range setTypes {
		if countsOf(m).Kinds()&^group == 0 {
			types = append(types, m)
		}
	}
	var out []refPattern
	var c tile.Counts
	var rec func(from, m int)
	rec = func(from, m int) {
		out = append(out, refPattern{c: c, m: m})
		for t := range group.All() {
			if c[t] <= 2 {
				d := c
				d[t] += 2
				out = append(out, refPattern{c: d, m: m, p: 1})
			}
		}
		if m == 4 {
			return
		}
		for i := from; i < len(types); i++ {
			need := countsOf(types[i])
			ok := true
			for k := range need {
				if c[k]+need[k] > 4 {
					ok = false
				}
			}
			if !ok {
				continue
			}
			for k := range need {
				c[k] += need[k]
			}
			rec(i, m+1)
			for k := range need {
				c[k] -= need[k]
			}
		}
	}
	rec(0, 0)
	for i := range out {
		out[i].ks = out[i].c.Kinds().Tiles(nil)
	}
	return out
}

var refGroups = sync.OnceValue(func() [4][]refPattern {
	var g [4][]refPattern
	for s := range 3 {
		g[s] = groupPatterns(tile.Suit(s + 1).Kinds())
	}
	g[3] = groupPatterns(tile.HonorKinds)
	return g
})

const refInf = 1000

// refShantenStandard computes min |T - h| - 1 over every complete target T by brute force over the
// patterns of each group.
func refShantenStandard(h hand.Hand, o hand.Options) int {
	kinds := kindsOf(o)
	var meldCount tile.Counts
	for i := range h.NumMelds() {
		h.Meld(i).AddTo(&meldCount)
	}
	if meldCount.Kinds()&^kinds != 0 {
		return hand.Unreachable
	}
	conc := h.Concealed()
	groups := refGroups()
	var best [4][5][2]int
	for g := range 4 {
		for m := range 5 {
			best[g][m] = [2]int{refInf, refInf}
		}
		for _, pt := range groups[g] {
			cost, bound := 0, best[g][pt.m][pt.p]
			for _, t := range pt.ks {
				if !kinds.Has(t) || int(pt.c[t])+int(meldCount[t]) > 4 {
					cost = refInf
					break
				}
				cost += max(0, int(pt.c[t])-int(conc[t]))
				if cost >= bound { // no better than a pattern already seen
					break
				}
			}
			best[g][pt.m][pt.p] = min(bound, cost)
		}
	}
	need := 4 - h.NumMelds()
	d := refInf
	for m0 := 0; m0 <= need; m0++ {
		for m1 := 0; m0+m1 <= need; m1++ {
			for m2 := 0; m0+m1+m2 <= need; m2++ {
				m3 := need - m0 - m1 - m2
				for pg := range 4 {
					ms := [4]int{m0, m1, m2, m3}
					v := 0
					for g := range 4 {
						p := 0
						if g == pg {
							p = 1
						}
						v += best[g][ms[g]][p]
					}
					d = min(d, v)
				}
			}
		}
	}
	if d >= refInf {
		return hand.Unreachable
	}
	return d - 1
}

// refShantenSevenPairs chooses the best seven target pair slots by sorting.
func refShantenSevenPairs(h hand.Hand, kinds tile.Set, quads bool) int {
	if h.NumMelds() > 0 {
		return hand.Unreachable
	}
	var slots []int
	for t := range kinds.All() {
		v := int(h.Concealed()[t])
		slots = append(slots, min(v, 2))
		if quads {
			slots = append(slots, min(max(v-2, 0), 2))
		}
	}
	if len(slots) < 7 {
		return hand.Unreachable
	}
	slices.Sort(slots)
	slices.Reverse(slots)
	sum := 0
	for _, v := range slots[:7] {
		sum += v
	}
	return 13 - sum
}

// refShanten is the reference minimum over the shapes of o.
func refShanten(h hand.Hand, o hand.Options) int {
	s := shapesOf(o)
	kinds := kindsOf(o)
	best := hand.Unreachable
	if s&hand.Standard != 0 {
		best = min(best, refShantenStandard(h, o))
	}
	if s&(hand.SevenPairs|hand.SevenPairsQuads) != 0 {
		best = min(best, refShantenSevenPairs(h, kinds, s&hand.SevenPairsQuads != 0))
	}
	if s&hand.ThirteenOrphans != 0 && h.NumMelds() == 0 && kinds&tile.MajorKinds == tile.MajorKinds {
		distinct, dup := 0, 0
		for t := range tile.MajorKinds.All() {
			if h.Concealed()[t] > 0 {
				distinct++
			}
			if h.Concealed()[t] > 1 {
				dup = 1
			}
		}
		best = min(best, 13-distinct-dup)
	}
	return best
}
