package tile_test

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/tile"
)

func TestName(t *testing.T) {
	tests := []struct {
		t    tile.Tile
		want string
	}{
		{tile.Bamboo1, "One of Bamboo"},
		{tile.Character5, "Five of Characters"},
		{tile.Circle9, "Nine of Circles"},
		{tile.Character1, "One of Characters"},
		{tile.Circle2, "Two of Circles"},
		{tile.Bamboo3, "Three of Bamboo"},
		{tile.Character4, "Four of Characters"},
		{tile.Bamboo6, "Six of Bamboo"},
		{tile.Circle7, "Seven of Circles"},
		{tile.Character8, "Eight of Characters"},
		{tile.East, "East Wind"},
		{tile.South, "South Wind"},
		{tile.West, "West Wind"},
		{tile.North, "North Wind"},
		{tile.White, "White Dragon"},
		{tile.Green, "Green Dragon"},
		{tile.Red, "Red Dragon"},
		{tile.Flower1, "Plum"},
		{tile.Flower2, "Orchid"},
		{tile.Flower3, "Chrysanthemum"},
		{tile.Flower4, "Bamboo"},
		{tile.Season1, "Spring"},
		{tile.Season2, "Summer"},
		{tile.Season3, "Autumn"},
		{tile.Season4, "Winter"},
		{tile.None, ""},
		{tile.Tile(43), ""},
		{tile.Tile(255), ""},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.t.Name())
		})
	}
	// Every valid kind has a distinct name, except that the Bamboo flower shares the word with the suit
	// (never with a suit tile's full name).
	seen := map[string]tile.Tile{}
	for v := range 256 {
		n := tile.Tile(v).Name()
		if !tile.Tile(v).IsValid() {
			assert.Empty(t, n)
			continue
		}
		assert.NotEmpty(t, n)
		_, dup := seen[n]
		assert.False(t, dup, "name %q twice", n)
		seen[n] = tile.Tile(v)
	}
	assert.Len(t, seen, tile.NumAllKinds)
}

func TestChineseName(t *testing.T) {
	// The table of docs/rules/classic.md §1, row by row.
	tests := []struct {
		tiles []tile.Tile
		names []string
	}{
		{[]tile.Tile{tile.Red, tile.Green, tile.White}, []string{"Chung", "Fa", "Bai"}},
		{[]tile.Tile{tile.East, tile.South, tile.West, tile.North}, []string{"Dong", "Nan", "Xi", "Bei"}},
		{[]tile.Tile{tile.Flower1, tile.Flower2, tile.Flower3, tile.Flower4}, []string{"Mei", "Lan", "Ju", "Zhu"}},
		{[]tile.Tile{tile.Season1, tile.Season2, tile.Season3, tile.Season4}, []string{"Chun", "Xia", "Qiu", "Dong"}},
	}
	n := 0
	for _, tt := range tests {
		for i, tl := range tt.tiles {
			assert.Equal(t, tt.names[i], tl.ChineseName(), "%s", tl.Name())
			n++
		}
	}
	assert.Equal(t, 15, n)
	for v := range 256 {
		tl := tile.Tile(v)
		if !tl.IsHonor() && !tl.IsBonus() {
			assert.Empty(t, tl.ChineseName(), "tile %d", v)
		}
	}
}

func TestGlyph(t *testing.T) {
	// The Unicode Mahjong Tiles block, U+1F000..U+1F029, in code point order.
	block := []tile.Tile{
		tile.East, tile.South, tile.West, tile.North,
		tile.Red, tile.Green, tile.White,
		tile.Character1, tile.Character2, tile.Character3, tile.Character4, tile.Character5, tile.Character6, tile.Character7, tile.Character8, tile.Character9,
		tile.Bamboo1, tile.Bamboo2, tile.Bamboo3, tile.Bamboo4, tile.Bamboo5, tile.Bamboo6, tile.Bamboo7, tile.Bamboo8, tile.Bamboo9,
		tile.Circle1, tile.Circle2, tile.Circle3, tile.Circle4, tile.Circle5, tile.Circle6, tile.Circle7, tile.Circle8, tile.Circle9,
		tile.Flower1, tile.Flower2, tile.Flower4, tile.Flower3, // Unicode's flower order
		tile.Season1, tile.Season2, tile.Season3, tile.Season4,
	}
	assert.Len(t, block, tile.NumAllKinds)
	for i, tl := range block {
		assert.Equal(t, rune(0x1F000+i), tl.Glyph(), "%s", tl.Name())
	}
	assert.Equal(t, '🀄', tile.Red.Glyph())
	assert.Equal(t, '🀀', tile.East.Glyph())
	for v := range 256 {
		tl := tile.Tile(v)
		g := tl.Glyph()
		if !tl.IsValid() {
			assert.Equal(t, unicode.ReplacementChar, g, "tile %d", v)
			continue
		}
		assert.True(t, utf8.ValidRune(g))
		assert.True(t, unicode.Is(unicode.So, g), "%U is a symbol", g)
	}
}
