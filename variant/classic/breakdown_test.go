package classic_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// TestPropBreakdownText checks the texts of a breakdown against their plain definitions: the hand
// prints as hand.Hand.String; a normal or Purity reading lists its four sets and its pair, the first
// five items, each as its item's detail shows it (a set as meld.Meld.String, a pair as "[55m]" or
// "55m@W"), with '*' after the group holding the winning tile; and a set double shows the text of one
// of the reading's sets. The texts share one buffer, so a wrong offset shows up here.
func TestPropBreakdownText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := optionsGen().Draw(t, "options")
		x := winGen().Draw(t, "win")
		res, err := classic.MustNew(o).Score(x.h, x.w)
		require.NoError(t, err)
		require.Equal(t, x.h.String(), res.Hand)
		if name := readingName(res); name != "Purity" && specialNames[name] {
			require.Equal(t, name, res.Items[0].Name)
			return
		}
		reading := strings.TrimPrefix(res.Reading, "Purity: ")
		groups := strings.Split(reading, " ")
		require.Len(t, groups, 5, res.Reading)
		stars := 0
		sets := map[string]bool{}
		for i, g := range groups {
			if strings.HasSuffix(g, "*") {
				stars++
				g = strings.TrimSuffix(g, "*")
			}
			it := res.Items[i]
			require.Equal(t, g, it.Detail, "item %d of\n%s", i, res)
			if i < 4 {
				m, err := meld.Parse(g)
				require.NoError(t, err, g)
				require.Equal(t, g, m.String())
				sets[g] = true
			} else {
				require.Equal(t, "pair", it.Name)
				p := strings.TrimSuffix(strings.TrimPrefix(g, "["), "]")
				p, from, claimed := strings.Cut(p, "@")
				require.Equal(t, claimed, !strings.HasPrefix(g, "["), g)
				if claimed {
					require.Equal(t, x.w.Supplier.String(), from)
				}
				require.Len(t, p, 3, g)
				require.Equal(t, p[0], p[1], g)
			}
		}
		require.Equal(t, 1, stars, res.Reading)
		for _, it := range res.Items[5:] {
			if strings.HasSuffix(it.Name, " of dragons") || strings.HasSuffix(it.Name, " wind") {
				require.True(t, sets[it.Detail], "%s shows %q, not a set of %s", it.Name, it.Detail, res.Reading)
			}
			if it.Name == "bonus tiles (B)" {
				var n, d int
				_, err := fmt.Sscanf(it.Detail, "4 × %d × 2^%d", &n, &d)
				require.NoError(t, err, it.Detail)
				require.Equal(t, x.h.Bonus().Len(), n, it.Detail)
				require.Equal(t, it.Value, 4*n<<d, it.Detail)
			}
		}
	})
}

// TestScoreAllocs: a score costs three allocations, whatever the reading: the items, one string for
// every text of the breakdown, and the payments.
func TestScoreAllocs(t *testing.T) {
	tests := []struct {
		name string
		hand string
		w    score.WinContext
	}{
		{"worked example 1", "23455777m333z / [1111m] 37f", classic.SelfDrawn(tile.SeatWest, tile.SeatWest, tile.South, tile.Character5)},
		{"Purity with B", "66688p / 222p 444p 9999p 5f", classic.OnDiscard(tile.SeatSouth, tile.SeatEast, tile.SeatEast, tile.West, tile.Circle8)},
		{"half-limit hand with B", "23579m2579p23579s 136f", classic.OnDiscard(tile.SeatWest, tile.SeatSouth, tile.SeatNorth, tile.East, tile.Circle9)},
		{"many arrangements", "11122233344455m", classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character3)},
		{"all eight bonus tiles", "123m456p789s234s55m 12345678f", classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character5)},
	}
	if raceEnabled {
		t.Skip("the race detector changes what escapes to the heap")
	}
	r := classic.MustNew(classic.Options{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			_, err := r.Score(h, tt.w)
			require.NoError(t, err)
			assert.InDelta(t, 3, testing.AllocsPerRun(50, func() { sinkResult, _ = r.Score(h, tt.w) }), 0)
		})
	}
}

// TestBDetail: the item of B shows its formula, on a Purity reading and on a half-limit hand.
func TestBDetail(t *testing.T) {
	tests := []struct {
		name, hand, want string
		b                int
		w                score.WinContext
	}{
		{"Purity", "66688p / 222p 444p 9999p 5f", "4 × 1 × 2^0", 4,
			classic.OnDiscard(tile.SeatSouth, tile.SeatEast, tile.SeatEast, tile.West, tile.Circle8)},
		{"Triple Knitting", "23579m2579p23579s 136f", "4 × 3 × 2^1", 24,
			classic.OnDiscard(tile.SeatWest, tile.SeatSouth, tile.SeatNorth, tile.East, tile.Circle9)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := classic.ScoreText(nil, tt.hand, tt.w)
			require.NoError(t, err)
			assert.Equal(t, score.Item{Name: "bonus tiles (B)", Unit: score.Added, Value: tt.b, Detail: tt.want}, res.Items[len(res.Items)-1])
		})
	}
}
