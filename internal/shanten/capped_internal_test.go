package shanten

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// refSuitCostsDP is the plain rank-by-rank computation that [suitCostsDP] packs into lanes; it computes the costs of one suit with held counts h and per-rank caps (h[r] <= caps[r]),
// rank by rank. The state after rank r is the number of chows started at r and at r-1 (still needing
// tiles), the sets made so far and whether the pair is placed.
func refSuitCostsDP(h, caps *[9]uint8) [5][2]uint8 {
	type states [5][5][5][2]uint8 // [chows started at r-1][chows started at r-2][sets][pair]
	var cur, next states
	fill := func(s *states) {
		for i := range s {
			for j := range s[i] {
				for k := range s[i][j] {
					s[i][j][k] = [2]uint8{inf, inf}
				}
			}
		}
	}
	fill(&cur)
	cur[0][0][0][0] = 0
	var active, nextActive [5][5]bool // (x, y) blocks with a finite state
	active[0][0] = true
	for r := range 9 {
		fill(&next)
		nextActive = [5][5]bool{}
		cp := int(caps[r])
		held := int(h[r])
		for x := range 5 {
			for y := 0; x+y <= cp; y++ {
				if !active[x][y] {
					continue
				}
				base := x + y
				for m := range 5 {
					for p := range 2 {
						v := cur[x][y][m][p]
						if v >= inf {
							continue
						}
						maxK := 0
						if r <= 6 {
							maxK = min(cp-base, 4-m)
						}
						for k := 0; k <= maxK; k++ {
							for u := 0; u <= 1 && m+k+u <= 4; u++ {
								for q := 0; p+q <= 1; q++ {
									use := base + k + 3*u + 2*q
									if use > cp {
										continue
									}
									nv := v + uint8(max(0, use-held))
									if nv < next[k][x][m+k+u][p+q] {
										next[k][x][m+k+u][p+q] = nv
										nextActive[k][x] = true
									}
								}
							}
						}
					}
				}
			}
		}
		cur, active = next, nextActive
	}
	var res [5][2]uint8
	for m := range 5 {
		res[m] = cur[0][0][m]
	}
	return res
}

// TestSuitCostsDPMatchesPlain: the lane-packed rank-by-rank computation gives the same costs as the
// plain one for any caps and held counts within them (at most 14 tiles), up to the number of sets
// asked for.
func TestSuitCostsDPMatchesPlain(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var h, caps [9]uint8
		n := 0
		for r := range 9 {
			caps[r] = uint8(rapid.IntRange(0, 4).Draw(t, "cap"))
			h[r] = uint8(rapid.IntRange(0, min(int(caps[r]), 14-n)).Draw(t, "held"))
			n += int(h[r])
		}
		need := rapid.IntRange(0, 4).Draw(t, "need")
		want := refSuitCostsDP(&h, &caps)
		for m := need + 1; m < 5; m++ {
			want[m] = [2]uint8{inf, inf} // more sets than asked for
		}
		var wantC cost
		for m := range 5 {
			for p := range 2 {
				wantC |= cost(min(want[m][p], costImp)) << (laneW * (2*m + p))
			}
		}
		require.Equal(t, wantC, suitCostsDP(&h, &caps, need), "held %v caps %v need %d", h, caps, need)
	})
}
