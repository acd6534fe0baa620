package handref

import (
	"github.com/mahjong-go/mahjong/internal/handopt"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
)

// inf is an impossible number of missing tiles.
const inf = 1000

// Shanten returns the shanten number of h under o, by its definition: with T ranging over the
// complete hands of a shape o allows that h can reach (the same declared melds, at most four copies of
// each kind counting the melds, usable kinds only), the least number of tiles of T's concealed part
// that h lacks, less one. Unreachable when there is no such T.
func Shanten(h Hand, o Options) int {
	best := Unreachable
	s := o.AllowedShapes()
	if s&handopt.Standard != 0 {
		best = min(best, standard(h, o.UsableKinds()))
	}
	if len(h.Melds) > 0 {
		return best // the other shapes are all concealed
	}
	if s&(handopt.SevenPairs|handopt.SevenPairsQuads) != 0 {
		best = min(best, sevenPairs(h, o.UsableKinds(), s&handopt.SevenPairsQuads != 0))
	}
	if s&handopt.ThirteenOrphans != 0 {
		best = min(best, orphans(h, o.UsableKinds()))
	}
	return best
}

// standard is the shanten number of h for four sets and a pair. The target's concealed part is made
// of the four groups of kinds (three suits and the honours) independently: group g holds m_g sets and
// p_g pairs, with the m_g adding up to the sets still needed and one group holding the pair, so the
// least number missing is the least sum of each group's own least number missing.
func standard(h Hand, kinds tile.Set) int {
	declared := tile.Counts{}
	for _, m := range h.Melds {
		m.AddTo(&declared)
	}
	if declared.Kinds()&^kinds != 0 {
		return Unreachable
	}
	// caps[t]: the copies of t a target may hold concealed.
	var caps tile.Counts
	for t := range kinds.All() {
		caps[t] = copies - declared[t]
	}
	var cost [4][5][2]int
	for s := range 3 {
		first := tile.Character1 + tile.Tile(9*s)
		cost[s] = groupCosts(h.Concealed[first:first+9], caps[first:first+9], true)
	}
	cost[3] = groupCosts(h.Concealed[tile.East:tile.Red+1], caps[tile.East:tile.Red+1], false)
	need := 4 - len(h.Melds)
	best := inf
	for m0 := 0; m0 <= need; m0++ {
		for m1 := 0; m0+m1 <= need; m1++ {
			for m2 := 0; m0+m1+m2 <= need; m2++ {
				m := [4]int{m0, m1, m2, need - m0 - m1 - m2}
				for pairIn := range 4 {
					sum := 0
					for g := range 4 {
						sum += cost[g][m[g]][b2i(g == pairIn)]
					}
					best = min(best, sum)
				}
			}
		}
	}
	if best >= inf {
		return Unreachable
	}
	return best - 1
}

// groupCosts returns, for m = 0..4 sets and p = 0..1 pairs, the least number of tiles to add to one
// group's held counts (by rank) so that it contains m sets and p pairs with no rank above its cap;
// inf when impossible. A suit's sets are chows and pungs; the honours' are pungs only.
//
// It walks the ranks from the lowest: at rank r the target holds the chows started at r, r-1 and r-2,
// three tiles per pung and two for the pair placed at r, and misses what that is above the held count.
func groupCosts(held, caps []uint8, chows bool) [5][2]int {
	n := len(held)
	// memo[r][a][b][m][p] is rest(r, a, b, m, p) plus one, zero when not yet known.
	var memo [10][5][5][5][2]int16
	var rest func(r, a, b, m, p int) int
	// rest is the least number missing at ranks r.. with a chows started at r-1 and b at r-2 (both
	// needing a tile of rank r), m sets and p pairs still to place.
	rest = func(r, a, b, m, p int) int {
		if r == n {
			if a == 0 && b == 0 && m == 0 && p == 0 {
				return 0
			}
			return inf
		}
		if v := memo[r][a][b][m][p]; v != 0 {
			return int(v) - 1
		}
		best := inf
		maxChows := 0 // no chow starts on the last two ranks, nor beyond the cap
		if chows && r+2 < n {
			maxChows = min(m, int(caps[r])-a-b)
		}
		for c := 0; c <= maxChows; c++ { // chows started at r
			for k := 0; k <= 1 && c+k <= m; k++ { // a pung at r (two need six copies)
				for q := 0; q <= p; q++ { // the pair at r
					want := a + b + c + 3*k + 2*q
					if want > int(caps[r]) {
						continue
					}
					missing := max(0, want-int(held[r]))
					best = min(best, missing+rest(r+1, c, a, m-c-k, p-q))
				}
			}
		}
		memo[r][a][b][m][p] = int16(best + 1)
		return best
	}
	var out [5][2]int
	for m := range 5 {
		for p := range 2 {
			out[m][p] = rest(0, 0, 0, m, p)
		}
	}
	return out
}

// sevenPairs is the shanten number of h for seven pairs: the target's seven pairs are the seven
// slots (one per usable kind, two with quads allowed: a kind held four times fills both) that h fills
// best, and the shanten number is the 14 tiles of the target less those h holds of it, less one.
func sevenPairs(h Hand, kinds tile.Set, quads bool) int {
	var slots []int // per slot, the tiles of h it holds (0..2)
	for t := range kinds.All() {
		v := int(h.Concealed[t])
		slots = append(slots, min(v, 2))
		if quads {
			slots = append(slots, min(max(v-2, 0), 2))
		}
	}
	if len(slots) < 7 {
		return Unreachable
	}
	slices.Sort(slots)
	slices.Reverse(slots)
	held := 0
	for _, v := range slots[:7] {
		held += v
	}
	return 14 - held - 1
}

// orphans is the shanten number of h for thirteen orphans: the target holds each terminal and honour
// once and one of them twice; h holds one tile of it per terminal or honour kind it has, and one more
// when it has one of them twice or more.
func orphans(h Hand, kinds tile.Set) int {
	if kinds&tile.MajorKinds != tile.MajorKinds {
		return Unreachable
	}
	held, twice := 0, 0
	for t := range tile.MajorKinds.All() {
		if h.Concealed[t] > 0 {
			held++
		}
		if h.Concealed[t] > 1 {
			twice = 1
		}
	}
	return 14 - held - twice - 1
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
