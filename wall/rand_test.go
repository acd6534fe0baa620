package wall_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// dieSource is a scripted source: each Uint64 makes the next die of the script come up.
type dieSource struct{ dice []uint8 }

func (s *dieSource) Uint64() uint64 {
	d := s.dice[0]
	s.dice = s.dice[1:]
	// (d-1)·⌈2⁶⁴/6⌉ + 100 multiplied by 6 is (d-1)·2⁶⁴ plus a small remainder: the die d.
	return uint64(d-1)*3074457345618258603 + 100
}

func TestDieSource(t *testing.T) {
	src := &dieSource{dice: []uint8{1, 2, 3, 4, 5, 6}}
	for d := uint8(1); d <= 6; d++ {
		require.Equal(t, d, wall.RollDie(src))
	}
}

func TestRollForEast(t *testing.T) {
	tests := []struct {
		name  string
		dice  []uint8
		east  int
		rolls [][tile.NumSeats]uint8
	}{
		{"clear winner", []uint8{3, 6, 2, 5}, 1, [][tile.NumSeats]uint8{{3, 6, 2, 5}}},
		{"tie then winner", []uint8{5, 2, 5, 1, 3, 4}, 2, [][tile.NumSeats]uint8{{5, 2, 5, 1}, {3, 0, 4, 0}}},
		{"three-way tie twice", []uint8{6, 6, 1, 6, 2, 2, 2, 4, 5, 1}, 1,
			[][tile.NumSeats]uint8{{6, 6, 1, 6}, {2, 2, 0, 2}, {4, 5, 0, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := &dieSource{dice: tt.dice}
			east, rolls := wall.RollForEast(src)
			assert.Equal(t, tt.east, east)
			assert.Equal(t, tt.rolls, rolls)
			assert.Empty(t, src.dice)
		})
	}
}

// TestRollForEastProperty: in every round only the players tied for the highest roll of the round
// before roll, and East is the unique highest of the last round.
func TestRollForEastProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		east, rolls := wall.RollForEast(wall.SeedOf(rapid.Uint64().Draw(t, "seed")).Source())
		require.NotEmpty(t, rolls)
		in := [4]bool{true, true, true, true}
		for i, r := range rolls {
			high := uint8(0)
			for p := range r {
				require.Equal(t, in[p], r[p] != 0, "round %d player %d", i, p)
				high = max(high, r[p])
			}
			n := 0
			for p := range r {
				in[p] = r[p] == high
				if in[p] {
					n++
				}
			}
			require.Equal(t, i == len(rolls)-1, n == 1)
		}
		require.True(t, in[east])
	})
}

func TestRollFirstDealer(t *testing.T) {
	want := []tile.Seat{tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth, tile.SeatEast, tile.SeatSouth}
	for d := uint8(1); d <= 6; d++ {
		dealer, die := wall.RollFirstDealer(&dieSource{dice: []uint8{d}})
		assert.Equal(t, d, die)
		assert.Equal(t, want[d-1], dealer, "die %d", d)
	}
}

func TestCountSeats(t *testing.T) {
	assert.Equal(t, tile.SeatWest, wall.CountSeats(tile.SeatWest, 1))
	assert.Equal(t, tile.SeatNorth, wall.CountSeats(tile.SeatWest, 2))
	assert.Equal(t, tile.SeatSouth, wall.CountSeats(tile.SeatWest, 12))
	assert.Equal(t, tile.NoSeat, wall.CountSeats(tile.SeatWest, 0))
	assert.Equal(t, tile.NoSeat, wall.CountSeats(tile.NoSeat, 3))
}

func TestDice(t *testing.T) {
	d := wall.RollDice(&dieSource{dice: []uint8{2, 5}})
	assert.Equal(t, wall.Dice{2, 5}, d)
	assert.Equal(t, 7, d.Total())
	assert.Equal(t, "2+5", d.String())
	assert.True(t, d.IsValid())
	assert.False(t, wall.Dice{}.IsValid())
}

func TestSeedText(t *testing.T) {
	s := wall.SeedOf(0x0102)
	assert.Equal(t, "0201"+strings.Repeat("0", 60), s.String())
	b, err := json.Marshal(map[string]wall.Seed{"seed": s})
	require.NoError(t, err)
	var m map[string]wall.Seed
	require.NoError(t, json.Unmarshal(b, &m))
	assert.Equal(t, s, m["seed"])

	n := wall.NewSeed()
	p, err := wall.ParseSeed(n.String())
	require.NoError(t, err)
	assert.Equal(t, n, p)

	for _, bad := range []string{"", "00", strings.Repeat("g", 64), strings.Repeat("0", 66)} {
		_, err := wall.ParseSeed(bad)
		require.ErrorIs(t, err, wall.ErrInvalid, bad)
		before := s
		require.ErrorIs(t, s.UnmarshalText([]byte(bad)), wall.ErrInvalid)
		assert.Equal(t, before, s)
	}
}
