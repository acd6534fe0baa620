package riichi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestKazoeMonotoneProperty: under every Kazoe rule the basic points never fall as han grow, at any
// fu; from 13 han on Kazoe = multiple pays 8000 per 13 han, yakuman pays 8000 and sanbaiman 6000.
func TestKazoeMonotoneProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := Options{Kazoe: Kazoe(rapid.IntRange(0, 2).Draw(t, "kazoe")), Kiriage: rapid.SampledFrom([]Toggle{On, Off}).Draw(t, "kiriage")}.Resolved()
		s := situation{opt: &o}
		fu := rapid.SampledFrom([]int{20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110}).Draw(t, "fu")
		han := rapid.IntRange(1, 200).Draw(t, "han")
		lo, _, _ := s.basic(han, fu)
		hi, _, _ := s.basic(han+1, fu)
		require.GreaterOrEqual(t, hi, lo, "%d han -> %d han at %d fu", han, han+1, fu)
		if han >= 13 {
			want := map[Kazoe]int{KazoeYakuman: 8000, KazoeSanbaiman: 6000, KazoeMultiple: 8000 * (han / 13)}[o.Kazoe]
			require.Equal(t, want, lo)
		}
	})
}

// TestAotenjouBounds: without limits the basic points are fu × 2^(2+han) up to maxBasic, and one step
// beyond (one more han) is marked as an overflow at the bound, never a wrapped value; the largest value
// still pays into a ledger.
func TestAotenjouBounds(t *testing.T) {
	o := Options{Aotenjou: On}.Resolved()
	for _, tt := range []struct {
		han, fu  int
		want     int
		overflow bool
	}{
		{1, 30, 240, false},
		{13, 30, 983040, false},
		{39, 110, 110 << 41, false}, // three yakuman at any fu
		{43, 30, 30 << 45, false},
		{44, 30, 0, true},
		{48, 1, 1 << 50, false},
		{49, 1, 0, true},
		{52, 20, 0, true}, // four yakuman at any fu
		{61, 1, 0, true},
		{62, 1, 0, true},
		{200, 30, 0, true},
		{1000, 110, 0, true},
	} {
		s := situation{opt: &o}
		b, raw, limit := s.aotenjou(tt.han, tt.fu)
		if tt.overflow {
			assert.True(t, s.overflow, "%d han %d fu", tt.han, tt.fu)
			assert.Equal(t, maxBasic, b)
			continue
		}
		assert.False(t, s.overflow, "%d han %d fu", tt.han, tt.fu)
		assert.Equal(t, tt.want, b, "%d han %d fu", tt.han, tt.fu)
		assert.Equal(t, b, raw)
		assert.Equal(t, limitAotenjou, limit)
	}
	// Six times the largest value, rounded up to 100 three times, plus the largest honba, fits a ledger.
	// The largest honba is three payers' largest HonbaUnit on every counter.
	honba := 3 * maxHonbaUnit * maxCounters
	assert.LessOrEqual(t, 6*maxBasic+3*99+honba, score.MaxAmount)
	assert.Greater(t, 6*(maxBasic+100)+honba, score.MaxAmount-1000)
	var l score.Ledger
	for _, p := range []tile.Seat{tile.SeatSouth, tile.SeatWest, tile.SeatNorth} {
		require.NoError(t, l.Pay(p, tile.SeatEast, ceil100(2*maxBasic)+maxHonbaUnit*maxCounters, "tsumo"))
	}
}

// TestAotenjouNeverWraps: any han and fu either give exactly fu × 2^(2+han) or an overflow.
func TestAotenjouNeverWraps(t *testing.T) {
	o := Options{Aotenjou: On}.Resolved()
	rapid.Check(t, func(t *rapid.T) {
		han := rapid.IntRange(0, 300).Draw(t, "han")
		fu := rapid.IntRange(1, 200).Draw(t, "fu")
		s := situation{opt: &o}
		b, _, _ := s.aotenjou(han, fu)
		if s.overflow {
			require.Equal(t, maxBasic, b)
			return
		}
		require.LessOrEqual(t, b, maxBasic)
		require.Equal(t, fu, b>>(han+2))
		require.Zero(t, b&(1<<(han+2)-1))
	})
}
