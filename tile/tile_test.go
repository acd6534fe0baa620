package tile_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

// kindNotations lists the 42 kinds in kind order, written independently of the package's own table.
var kindNotations = []string{
	"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
	"1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
	"1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
	"1z", "2z", "3z", "4z", "5z", "6z", "7z",
	"1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f",
}

// expect is what a kind's notation says about it, derived from the letter and digit only.
type expect struct {
	valid, playing, suited, honor, wind, dragon, bonus, flower, season bool
	terminal, minor, major                                             bool
	suit                                                               tile.Suit
	rank, number                                                       int
}

func expectOf(t *testing.T, s string) expect {
	t.Helper()
	d, l := int(s[0]-'0'), s[1]
	e := expect{valid: true, number: d}
	switch l {
	case 'm', 'p', 's':
		e.playing, e.suited, e.rank = true, true, d
		e.suit = map[byte]tile.Suit{'m': tile.Characters, 'p': tile.Circles, 's': tile.Bamboo}[l]
		e.terminal = d == 1 || d == 9
		e.minor = !e.terminal
		e.major = e.terminal
	case 'z':
		e.playing, e.honor, e.major = true, true, true
		if d <= 4 {
			e.wind, e.suit = true, tile.Winds
		} else {
			e.dragon, e.suit = true, tile.Dragons
		}
	case 'f':
		e.bonus = true
		if d <= 4 {
			e.flower, e.suit = true, tile.Flowers
		} else {
			e.season, e.suit = true, tile.Seasons
		}
	default:
		t.Fatalf("bad notation %q", s)
	}
	return e
}

func windOfNotation(s string) tile.Tile {
	d := int(s[0] - '0')
	switch {
	case s[1] == 'z' && d <= 4:
		return tile.East + tile.Tile(d-1)
	case s[1] == 'f':
		return tile.East + tile.Tile((d-1)%4)
	}
	return tile.None
}

func TestPredicatesAllValues(t *testing.T) {
	counts := map[string]int{}
	for v := range 256 {
		tt := tile.Tile(v)
		var e expect
		if v >= 1 && v <= len(kindNotations) {
			e = expectOf(t, kindNotations[v-1])
			assert.Equal(t, windOfNotation(kindNotations[v-1]), tt.Wind(), "Wind(%d)", v)
		} else {
			assert.Equal(t, tile.None, tt.Wind(), "Wind(%d)", v)
		}
		got := expect{
			valid: tt.IsValid(), playing: tt.IsPlaying(), suited: tt.IsSuited(), honor: tt.IsHonor(),
			wind: tt.IsWind(), dragon: tt.IsDragon(), bonus: tt.IsBonus(), flower: tt.IsFlower(),
			season: tt.IsSeason(), terminal: tt.IsTerminal(), minor: tt.IsSuited() && !tt.IsTerminal(), major: tt.IsMajor(),
			suit: tt.Suit(), rank: tt.Rank(), number: tt.Number(),
		}
		require.Equal(t, e, got, "tile %d (%s)", v, tt)
		for name, ok := range map[string]bool{
			"valid": got.valid, "playing": got.playing, "suited": got.suited, "honor": got.honor,
			"wind": got.wind, "dragon": got.dragon, "bonus": got.bonus, "flower": got.flower,
			"season": got.season, "terminal": got.terminal, "minor": got.minor, "major": got.major,
		} {
			if ok {
				counts[name]++
			}
		}
	}
	assert.Equal(t, map[string]int{
		"valid": 42, "playing": 34, "suited": 27, "honor": 7, "wind": 4, "dragon": 3, "bonus": 8,
		"flower": 4, "season": 4, "terminal": 6, "minor": 21, "major": 13,
	}, counts)
	assert.Equal(t, tile.NumKinds, counts["playing"])
	assert.Equal(t, tile.NumAllKinds, counts["valid"])
	assert.Equal(t, tile.NumAllKinds+1, tile.NumSlots)
}

func TestPredicateSpotChecks(t *testing.T) {
	tests := []struct {
		t                                    tile.Tile
		terminal, minor, major, honor, bonus bool
		suit                                 tile.Suit
		rank                                 int
	}{
		{tile.Character1, true, false, true, false, false, tile.Characters, 1},
		{tile.Character5, false, true, false, false, false, tile.Characters, 5},
		{tile.Circle9, true, false, true, false, false, tile.Circles, 9},
		{tile.Bamboo2, false, true, false, false, false, tile.Bamboo, 2},
		{tile.Bamboo8, false, true, false, false, false, tile.Bamboo, 8},
		{tile.East, false, false, true, true, false, tile.Winds, 0},
		{tile.North, false, false, true, true, false, tile.Winds, 0},
		{tile.White, false, false, true, true, false, tile.Dragons, 0},
		{tile.Red, false, false, true, true, false, tile.Dragons, 0},
		{tile.Flower1, false, false, false, false, true, tile.Flowers, 0},
		{tile.Season4, false, false, false, false, true, tile.Seasons, 0},
		{tile.None, false, false, false, false, false, tile.NoSuit, 0},
		{tile.Tile(43), false, false, false, false, false, tile.NoSuit, 0},
	}
	for _, tt := range tests {
		t.Run(tt.t.String(), func(t *testing.T) {
			assert.Equal(t, tt.terminal, tt.t.IsTerminal())
			assert.Equal(t, tt.minor, tt.t.IsSuited() && !tt.t.IsTerminal())
			assert.Equal(t, tt.major, tt.t.IsMajor())
			assert.Equal(t, tt.honor, tt.t.IsHonor())
			assert.Equal(t, tt.bonus, tt.t.IsBonus())
			assert.Equal(t, tt.suit, tt.t.Suit())
			assert.Equal(t, tt.rank, tt.t.Rank())
		})
	}
}

func TestNextPrev(t *testing.T) {
	for v := range 256 {
		tt := tile.Tile(v)
		r := tt.Rank()
		switch {
		case r == 0:
			assert.Equal(t, tile.None, tt.Next(), "Next(%d)", v)
			assert.Equal(t, tile.None, tt.Prev(), "Prev(%d)", v)
			continue
		case r == 9:
			assert.Equal(t, tile.None, tt.Next(), "Next(%s)", tt)
		default:
			n := tt.Next()
			assert.Equal(t, tt.Suit(), n.Suit(), "Next(%s) crosses suits", tt)
			assert.Equal(t, r+1, n.Rank())
			assert.Equal(t, tt, n.Prev())
		}
		if r == 1 {
			assert.Equal(t, tile.None, tt.Prev(), "Prev(%s)", tt)
		} else {
			assert.Equal(t, tt.Suit(), tt.Prev().Suit())
			assert.Equal(t, r-1, tt.Prev().Rank())
		}
	}
	assert.Equal(t, tile.Character2, tile.Character1.Next())
	assert.Equal(t, tile.None, tile.Character9.Next())
	assert.Equal(t, tile.None, tile.Circle1.Prev())
	assert.Equal(t, tile.None, tile.Bamboo9.Next())
	assert.Equal(t, tile.None, tile.East.Next())
}

func TestIndexFromIndex(t *testing.T) {
	seen := map[int]bool{}
	for v := range 256 {
		tt := tile.Tile(v)
		i := tt.Index()
		if !tt.IsPlaying() {
			assert.Equal(t, -1, i, "Index(%d)", v)
			continue
		}
		require.GreaterOrEqual(t, i, 0)
		require.Less(t, i, tile.NumKinds)
		assert.False(t, seen[i], "index %d twice", i)
		seen[i] = true
		assert.Equal(t, tt, tile.FromIndex(i))
	}
	assert.Len(t, seen, tile.NumKinds)
	for _, i := range []int{-1000, -1, tile.NumKinds, tile.NumKinds + 1, 255, 1 << 40} {
		assert.Equal(t, tile.None, tile.FromIndex(i), "FromIndex(%d)", i)
	}
	assert.Equal(t, 0, tile.Character1.Index())
	assert.Equal(t, tile.NumKinds-1, tile.Red.Index())
}

func TestOf(t *testing.T) {
	n := 0
	for s := range 256 {
		for r := -2; r <= 11; r++ {
			got := tile.Of(tile.Suit(s), r)
			if !tile.Suit(s).IsNumber() || r < 1 || r > 9 {
				assert.Equal(t, tile.None, got, "Of(%d, %d)", s, r)
				continue
			}
			n++
			assert.Equal(t, tile.Suit(s), got.Suit())
			assert.Equal(t, r, got.Rank())
		}
	}
	assert.Equal(t, 27, n)
	assert.Equal(t, tile.Circle5, tile.Of(tile.Circles, 5))
	assert.Equal(t, tile.Bamboo9, tile.Of(tile.Bamboo, 9))
	assert.Equal(t, tile.None, tile.Of(tile.Winds, 1))
}

func TestWind(t *testing.T) {
	tests := []struct{ in, want tile.Tile }{
		{tile.East, tile.East}, {tile.North, tile.North},
		{tile.Flower1, tile.East}, {tile.Flower2, tile.South}, {tile.Flower3, tile.West},
		{tile.Flower4, tile.North},
		{tile.Season1, tile.East}, {tile.Season2, tile.South}, {tile.Season3, tile.West}, {tile.Season4, tile.North},
		{tile.Red, tile.None}, {tile.Character1, tile.None}, {tile.None, tile.None},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.in.Wind(), "Wind(%s)", tt.in)
	}
}

func TestSuit(t *testing.T) {
	tests := []struct {
		s      tile.Suit
		name   string
		letter byte
		number bool
		kinds  int
	}{
		{tile.NoSuit, "none", 0, false, 0},
		{tile.Characters, "characters", 'm', true, 9},
		{tile.Circles, "circles", 'p', true, 9},
		{tile.Bamboo, "bamboo", 's', true, 9},
		{tile.Winds, "winds", 'z', false, 4},
		{tile.Dragons, "dragons", 'z', false, 3},
		{tile.Flowers, "flowers", 'f', false, 4},
		{tile.Seasons, "seasons", 'f', false, 4},
		{tile.Suit(8), "tile.Suit(8)", 0, false, 0},
		{tile.Suit(255), "tile.Suit(255)", 0, false, 0},
	}
	total := 0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.name, tt.s.String())
			assert.Equal(t, tt.letter, tt.s.Letter())
			assert.Equal(t, tt.number, tt.s.IsNumber())
			assert.Equal(t, tt.kinds, tt.s.Kinds().Len())
			for k := range tt.s.Kinds().All() {
				assert.Equal(t, tt.s, k.Suit())
			}
		})
		total += tt.kinds
	}
	assert.Equal(t, tile.NumAllKinds, total)
}

func TestStringAllValues(t *testing.T) {
	for v := range 256 {
		tt := tile.Tile(v)
		s := tt.String()
		switch {
		case v == 0:
			assert.Equal(t, "-", s)
		case v <= len(kindNotations):
			assert.Equal(t, kindNotations[v-1], s)
		default:
			assert.Equal(t, "tile.Tile("+strconv.Itoa(v)+")", s)
		}
	}
}
