package tile_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

// TestFormatNeverWraps: 256 copies of a kind used to count as 0 in a uint8 and format as "".
func TestFormatNeverWraps(t *testing.T) {
	for _, n := range []int{255, 256, 257, 600} {
		s := strings.Repeat("1", n) + "z"
		ts, err := tile.ParseTiles(s)
		require.NoError(t, err)
		require.Len(t, ts, n)
		assert.Equal(t, s, tile.Format(ts), "%d copies", n)
		assert.Equal(t, 255, tile.CountsOf(ts).Count(tile.East), "CountsOf saturates at 255")
	}
}

// TestGarbageIsCheap: a megabyte of bad input fails fast, allocates only the error, and the message
// quotes a short prefix.
func TestGarbageIsCheap(t *testing.T) {
	garbage := strings.Repeat("\xff", 1<<20)
	late := strings.Repeat("1m", 1<<19) + "x" // valid for a megabyte, then bad
	for name, s := range map[string]string{"first byte": garbage, "last byte": late} {
		t.Run(name, func(t *testing.T) {
			_, err := tile.ParseTiles(s)
			require.ErrorIs(t, err, tile.ErrSyntax)
			var pe *tile.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Less(t, len(err.Error()), 64*4+100, "the message quotes a prefix only")
			allocs := testing.AllocsPerRun(5, func() { _, _ = tile.ParseTiles(s) })
			assert.LessOrEqual(t, allocs, 3.0, "only the error and its message are allocated")
			buf := make([]tile.Tile, 0, 4)
			allocs = testing.AllocsPerRun(5, func() { _, _ = tile.AppendParse(buf, s) })
			assert.LessOrEqual(t, allocs, 3.0, "AppendParse does not grow dst for bad input")
		})
	}
	var e tile.Tile
	err := e.UnmarshalText([]byte(garbage))
	require.ErrorIs(t, err, tile.ErrSyntax)
	assert.Less(t, len(err.Error()), 400)
	allocs := testing.AllocsPerRun(5, func() { _ = e.UnmarshalText([]byte(garbage)) })
	assert.LessOrEqual(t, allocs, 4.0)
	var id tile.ID
	require.ErrorIs(t, id.UnmarshalText([]byte(garbage)), tile.ErrSyntax)
	var su tile.Suit
	require.ErrorIs(t, su.UnmarshalText([]byte(garbage)), tile.ErrSyntax)
	var se tile.Seat
	require.ErrorIs(t, se.UnmarshalText([]byte(garbage)), tile.ErrSyntax)
}

// TestErrorQuotesPrefix: errors quote at most 64 bytes of the input and give its length.
func TestErrorQuotesPrefix(t *testing.T) {
	short := "12x"
	_, err := tile.ParseTiles(short)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"12x"`)
	long := strings.Repeat("9", 100) + "x"
	_, err = tile.ParseTiles(long)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"`+strings.Repeat("9", 64)+`"... (101 bytes)`)
	assert.NotContains(t, err.Error(), strings.Repeat("9", 65))
	var pe *tile.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, long, pe.Input)
	assert.Equal(t, 100, pe.Offset)
}

func TestParseTilesAllocatesOnce(t *testing.T) {
	s := "123m456p789s11z 55z"
	allocs := testing.AllocsPerRun(100, func() { _, _ = tile.ParseTiles(s) })
	assert.Equal(t, 1.0, allocs)
	ts := tile.MustParseTiles(s)
	assert.Equal(t, 13, cap(ts), "exactly the tiles written")
}

func TestEmptySetString(t *testing.T) {
	assert.Equal(t, "-", tile.Set(0).String())
	assert.Equal(t, "-", (tile.Set(1)).String(), "the None bit alone is no kind")
	assert.Equal(t, "5m", tile.SetOf(tile.Character5).String())
}

func TestRedFiveNotation(t *testing.T) {
	for _, tt := range []struct {
		in   string
		kind tile.Tile
	}{{"0m", tile.Character5}, {"0p", tile.Circle5}, {"0s", tile.Bamboo5}} {
		got, err := tile.Parse(tt.in)
		require.NoError(t, err)
		assert.Equal(t, tt.kind, got, "a red five is the kind five")
		var u tile.Tile
		require.ErrorIs(t, u.UnmarshalText([]byte(tt.in)), tile.ErrSyntax, "text of a kind never reads 0")
	}
	for _, bad := range []string{"0z", "0f", "0", "00"} {
		_, err := tile.ParseTiles(bad)
		require.ErrorIs(t, err, tile.ErrSyntax, bad)
	}
	ts, red, err := tile.AppendParseRed(nil, "406m0055p5s 0s")
	require.NoError(t, err)
	assert.Equal(t, tile.MustParseTiles("456m5555p55s"), ts)
	assert.Equal(t, [4]int{tile.Characters: 1, tile.Circles: 2, tile.Bamboo: 1}, red)
	_, red, err = tile.AppendParseRed(nil, "0m0x")
	require.ErrorIs(t, err, tile.ErrSyntax)
	assert.Equal(t, [4]int{}, red)
	_, err = tile.ParseID("0m#0")
	require.ErrorIs(t, err, tile.ErrSyntax, "a physical five names its copy")
}

func TestIDIsRed(t *testing.T) {
	var red []tile.ID
	for _, id := range tile.AppendSet(nil, tile.AllKinds) {
		if id.IsRed() {
			red = append(red, id)
		}
	}
	assert.Equal(t, []tile.ID{
		tile.IDOf(tile.Character5, 0), tile.IDOf(tile.Circle5, 0), tile.IDOf(tile.Bamboo5, 0),
	}, red)
	assert.False(t, tile.ID(0).IsRed())
	assert.False(t, tile.IDOf(tile.Circle5, 1).IsRed())
}
