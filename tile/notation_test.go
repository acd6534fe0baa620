package tile_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

func TestParse(t *testing.T) {
	for i, s := range kindNotations {
		got, err := tile.Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, tile.Tile(i+1), got, s)
		assert.Equal(t, got, tile.MustParse(s))
	}
	bad := []struct {
		in     string
		offset int
	}{
		{"", 0},
		{"5", 0},
		{"m", 0},
		{"55m", 0},
		{"5m ", 0},
		{"0z", 0},
		{"8z", 0},
		{"9z", 0},
		{"9f", 0},
		{"0f", 0},
		{"5x", 1},
		{"5X", 1},
		{"m5", 1},
		{"\U0001F02A", 0}, // the back of a tile is no kind
		{"\U0001F007\U0001F007", 0},
		{"5\U0001F007", 0},
		{"55", 1},
		{"-", 0},
		{"\xff\xfe", 1},
	}
	for _, tt := range bad {
		t.Run(tt.in, func(t *testing.T) {
			got, err := tile.Parse(tt.in)
			require.ErrorIs(t, err, tile.ErrSyntax)
			var pe *tile.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.in, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.NotEmpty(t, pe.Msg)
			assert.Equal(t, tile.None, got)
			assert.Panics(t, func() { tile.MustParse(tt.in) })
		})
	}
}

func TestParseTiles(t *testing.T) {
	tests := []struct {
		in   string
		want []tile.Tile
	}{
		{"", []tile.Tile{}},
		{"5m", []tile.Tile{tile.Character5}},
		{"123m456p11z", []tile.Tile{tile.Character1, tile.Character2, tile.Character3, tile.Circle4, tile.Circle5, tile.Circle6, tile.East, tile.East}},
		{"321m", []tile.Tile{tile.Character3, tile.Character2, tile.Character1}},
		{"1m1p1m", []tile.Tile{tile.Character1, tile.Circle1, tile.Character1}},
		{"7z 18f", []tile.Tile{tile.Red, tile.Flower1, tile.Season4}},
		{" 1s  9s ", []tile.Tile{tile.Bamboo1, tile.Bamboo9}},
		{"1234567z", []tile.Tile{tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red}},
		{"12345678f", []tile.Tile{tile.Flower1, tile.Flower2, tile.Flower3, tile.Flower4, tile.Season1, tile.Season2, tile.Season3, tile.Season4}},
		{"    ", []tile.Tile{}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := tile.ParseTiles(tt.in)
			require.NoError(t, err)
			if len(tt.want) == 0 {
				assert.Empty(t, got)
				return
			}
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.want, tile.MustParseTiles(tt.in))
		})
	}
}

// Upper-case suit letters and the glyphs Tile.Glyph prints read as the notation does, a variation
// selector after a glyph included; UnmarshalText keeps the one spelling of a kind.
func TestParseUpperCaseAndGlyphs(t *testing.T) {
	for k := tile.Character1; int(k) < tile.NumSlots; k++ {
		if !k.IsValid() {
			continue
		}
		upper := strings.ToUpper(k.String())
		got, err := tile.Parse(upper)
		require.NoError(t, err, upper)
		assert.Equal(t, k, got, upper)
		g := string(k.Glyph())
		got, err = tile.Parse(g)
		require.NoError(t, err, g)
		assert.Equal(t, k, got, "glyph of %v", k)
		got, err = tile.Parse(g + "\uFE0F")
		require.NoError(t, err, g)
		assert.Equal(t, k, got, "glyph of %v with a selector", k)
		var u tile.Tile
		require.ErrorIs(t, u.UnmarshalText([]byte(upper)), tile.ErrSyntax, upper)
		require.ErrorIs(t, u.UnmarshalText([]byte(g)), tile.ErrSyntax, g)
		require.NoError(t, u.UnmarshalText([]byte(k.String())))
		assert.Equal(t, k, u)
	}
	for in, want := range map[string]string{
		"123M456P789S11Z":   "123m456p789s11z",
		"123m 456P 789s 1z": "123m456p789s1z",
		"🀇🀈🀉 🀙🀚🀛🀐🀑🀒🀀🀀🀄️": "123m123p123s117z",
		"406M🀋 15F": "4556m15f",
	} {
		got, err := tile.ParseTiles(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, tile.Format(got), in)
	}
	_, red, err := tile.AppendParseRed(nil, "0M🀋")
	require.NoError(t, err)
	assert.Equal(t, [4]int{tile.Characters: 1}, red, "a glyph is never red")
}

func TestParseTilesErrors(t *testing.T) {
	tests := []struct {
		in     string
		offset int
	}{
		{"m", 0},
		{"123", 3},
		{"123m4", 5},
		{"12 3m", 2},
		{"123m456", 7},
		{"1m0z", 2},
		{"118z", 2},
		{"12349f", 4},
		{"123mm", 4},
		{"12x", 2},
		{"1m,2m", 2},
		{"5X", 1},
		{"12\U0001F007", 2},           // digits before a glyph have no letter
		{"\U0001F02B", 0},             // the joker
		{"1m\xF0\x9F\x80", 2},         // a glyph cut short
		{"\U0001F007\uFE0F\uFE0F", 7}, // one variation selector only
		{"1m\t2m", 2},
		{"1m\n", 2},
		{"１m", 0},
		{"123m456p78", 10},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := tile.ParseTiles(tt.in)
			require.ErrorIs(t, err, tile.ErrSyntax)
			var pe *tile.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.in, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Nil(t, got)
			assert.Panics(t, func() { tile.MustParseTiles(tt.in) })
		})
	}
}

func TestAppendParseLeavesDstOnError(t *testing.T) {
	dst := []tile.Tile{tile.Red, tile.Green}
	for _, in := range []string{"123m4", "12x", "118z", "m", "1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m1m?"} {
		got, err := tile.AppendParse(dst, in)
		require.Error(t, err, in)
		assert.Equal(t, []tile.Tile{tile.Red, tile.Green}, got, in)
	}
	// With room in dst the prefix is kept too.
	dst = make([]tile.Tile, 1, 16)
	dst[0] = tile.White
	got, err := tile.AppendParse(dst, "123m9")
	require.ErrorIs(t, err, tile.ErrSyntax)
	assert.Equal(t, []tile.Tile{tile.White}, got)

	got, err = tile.AppendParse(dst, "99p")
	require.NoError(t, err)
	assert.Equal(t, []tile.Tile{tile.White, tile.Circle9, tile.Circle9}, got)
}

func TestParseErrorMessage(t *testing.T) {
	_, err := tile.ParseTiles("12x")
	var pe *tile.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, pe.Error(), "tile:")
	assert.True(t, errors.Is(pe, tile.ErrSyntax))
}

func TestFormat(t *testing.T) {
	tests := []struct {
		in   []tile.Tile
		want string
	}{
		{nil, ""},
		{[]tile.Tile{tile.Character5}, "5m"},
		{[]tile.Tile{tile.East, tile.Character3, tile.Character1, tile.Circle4, tile.Character2, tile.East}, "123m4p11z"},
		{[]tile.Tile{tile.Season4, tile.Flower1, tile.Red, tile.Bamboo1}, "1s7z18f"},
		{[]tile.Tile{tile.Character1, tile.None}, "1m?"},
		{[]tile.Tile{tile.Tile(200), tile.Circle9}, "9p?"},
		{tile.MustParseTiles("1112345678999m"), "1112345678999m"},
		{tile.MustParseTiles("19m19p19s1234567z"), "19m19p19s1234567z"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			before := append([]tile.Tile(nil), tt.in...)
			assert.Equal(t, tt.want, tile.Format(tt.in))
			assert.Equal(t, before, tt.in, "Format must not modify its input")
			assert.Equal(t, "x"+tt.want, string(tile.AppendFormat([]byte("x"), tt.in)))
		})
	}
	// "?" is never accepted back.
	_, err := tile.ParseTiles("1m?")
	require.ErrorIs(t, err, tile.ErrSyntax)
}

func TestAppendFormatNoAllocs(t *testing.T) {
	ts := tile.MustParseTiles("123m456p789s1122z5f")
	buf := make([]byte, 0, 64)
	allocs := testing.AllocsPerRun(100, func() {
		buf = tile.AppendFormat(buf[:0], ts)
	})
	assert.Zero(t, allocs)
	assert.Equal(t, "123m456p789s1122z5f", string(buf))

	dst := make([]tile.Tile, 0, 32)
	allocs = testing.AllocsPerRun(100, func() {
		dst, _ = tile.AppendParse(dst[:0], "123m456p789s1122z")
	})
	assert.Zero(t, allocs)

	var c tile.Counts
	allocs = testing.AllocsPerRun(100, func() {
		c = tile.CountsOf(ts)
		c.Add(tile.Red)
		c.Remove(tile.Red)
		_ = c.Kinds()
	})
	assert.Zero(t, allocs)

	var tb []byte
	allocs = testing.AllocsPerRun(100, func() {
		tb, _ = tile.Red.AppendText(buf[:0])
	})
	assert.Zero(t, allocs)
	assert.Equal(t, "7z", string(tb))
}

func TestSort(t *testing.T) {
	ts := tile.MustParseTiles("9s1m5z3p1m")
	slices.Sort(ts)
	assert.Equal(t, tile.MustParseTiles("11m3p9s5z"), ts)
}
