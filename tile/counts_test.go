package tile_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

func TestCounts(t *testing.T) {
	c := tile.CountsOf(tile.MustParseTiles("1112345678999m55z"))
	assert.Equal(t, 15, c.Total())
	assert.Equal(t, 3, c.Count(tile.Character1))
	assert.Equal(t, 1, c.Count(tile.Character5))
	assert.Equal(t, 2, c.Count(tile.White))
	assert.Equal(t, 0, c.Count(tile.Red))
	assert.Equal(t, 0, c.Count(tile.None))
	assert.Equal(t, 0, c.Count(tile.Tile(200)))
	assert.True(t, c.Has(tile.Character9))
	assert.False(t, c.Has(tile.Circle9))
	assert.Equal(t, 3, c.Max())
	assert.Equal(t, 10, c.Kinds().Len())
	assert.Equal(t, "1112345678999m55z", c.String())
	assert.Equal(t, tile.MustParseTiles("1112345678999m55z"), c.Tiles(nil))

	// Invalid values are ignored by CountsOf and refused by Add.
	c2 := tile.CountsOf([]tile.Tile{tile.None, tile.Tile(43), tile.Tile(255), tile.Red})
	assert.Equal(t, 1, c2.Total())
	assert.Zero(t, c2[0])
	before := c2
	assert.False(t, c2.Add(tile.None))
	assert.False(t, c2.Add(tile.Tile(43)))
	assert.False(t, c2.Remove(tile.Character1))
	assert.False(t, c2.Remove(tile.None))
	assert.Equal(t, before, c2)

	assert.True(t, c2.Add(tile.Red))
	assert.Equal(t, 2, c2.Count(tile.Red))
	assert.True(t, c2.Remove(tile.Red))
	assert.True(t, c2.Remove(tile.Red))
	assert.False(t, c2.Remove(tile.Red))
	assert.Equal(t, tile.Counts{}, c2)
	assert.Equal(t, 0, c2.Max())
	assert.Empty(t, c2.String())
}

func TestCountsSaturate(t *testing.T) {
	var c tile.Counts
	for range 255 {
		require.True(t, c.Add(tile.Character1))
	}
	assert.False(t, c.Add(tile.Character1))
	assert.Equal(t, 255, c.Count(tile.Character1))
	p := c.Plus(c)
	assert.Equal(t, 255, p.Count(tile.Character1))
}

func TestCountsPlusContains(t *testing.T) {
	a := tile.CountsOf(tile.MustParseTiles("123m11z"))
	b := tile.CountsOf(tile.MustParseTiles("3m1z7z"))
	sum := a.Plus(b)
	assert.Equal(t, "1233m1117z", sum.String())
	assert.True(t, sum.Contains(a))
	assert.True(t, sum.Contains(b))
	assert.True(t, sum.Contains(tile.Counts{}))
	assert.False(t, a.Contains(b))
	assert.False(t, a.Contains(sum))
	assert.True(t, a.Contains(a))
	// Counts is a comparable value usable as a map key.
	m := map[tile.Counts]int{a: 1}
	assert.Equal(t, 1, m[tile.CountsOf(tile.MustParseTiles("11z321m"))])
}

func TestSet(t *testing.T) {
	s := tile.SetOf(tile.Character1, tile.Red, tile.Character1, tile.Flower1, tile.None, tile.Tile(50))
	assert.Equal(t, 3, s.Len())
	assert.True(t, s.Has(tile.Character1))
	assert.True(t, s.Has(tile.Red))
	assert.True(t, s.Has(tile.Flower1))
	assert.False(t, s.Has(tile.Character2))
	assert.False(t, s.Has(tile.None))
	assert.False(t, s.Has(tile.Tile(50)))
	assert.False(t, s.Has(tile.Tile(255)))
	assert.Equal(t, "1m7z1f", s.String())
	assert.Equal(t, []tile.Tile{tile.Character1, tile.Red, tile.Flower1}, s.Tiles(nil))

	assert.Equal(t, s, s.With(tile.None).With(tile.Tile(43)).With(tile.Tile(200)))
	assert.Equal(t, s, s.Without(tile.Character2).Without(tile.Tile(200)))
	assert.Equal(t, 2, s.Without(tile.Red).Len())
	assert.Equal(t, 4, s.With(tile.Character2).Len())

	// Stray bits (None's bit 0, bits 43..63) are never reported.
	junk := ^tile.Set(0)
	assert.Equal(t, tile.NumAllKinds, junk.Len())
	assert.False(t, junk.Has(tile.None))
	assert.False(t, junk.Has(tile.Tile(43)))
	assert.False(t, junk.Has(tile.Tile(63)))
	n := 0
	for range junk.All() {
		n++
	}
	assert.Equal(t, tile.NumAllKinds, n)
	assert.Len(t, junk.Tiles(nil), tile.NumAllKinds)
}

func TestSetAllEarlyStop(t *testing.T) {
	var got []tile.Tile
	for k := range tile.AllKinds.All() {
		if k == tile.Character4 {
			break
		}
		got = append(got, k)
	}
	assert.Equal(t, []tile.Tile{tile.Character1, tile.Character2, tile.Character3}, got)

	got = got[:0]
	for k := range tile.HonorKinds.All() {
		got = append(got, k)
	}
	assert.Equal(t, tile.MustParseTiles("1234567z"), got)

	for range tile.Set(0).All() {
		t.Fatal("the empty set yields nothing")
	}
}

func TestSetConstants(t *testing.T) {
	tests := []struct {
		name string
		s    tile.Set
		n    int
		pred func(tile.Tile) bool
	}{
		{"playing", tile.PlayingKinds, 34, tile.Tile.IsPlaying},
		{"bonus", tile.BonusKinds, 8, tile.Tile.IsBonus},
		{"all", tile.AllKinds, 42, tile.Tile.IsValid},
		{"suited", tile.SuitedKinds, 27, tile.Tile.IsSuited},
		{"honor", tile.HonorKinds, 7, tile.Tile.IsHonor},
		{"terminal", tile.TerminalKinds, 6, tile.Tile.IsTerminal},
		{"major", tile.MajorKinds, 13, tile.Tile.IsMajor},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.n, tt.s.Len())
			for v := range 256 {
				assert.Equal(t, tt.pred(tile.Tile(v)), tt.s.Has(tile.Tile(v)), "kind %d", v)
			}
		})
	}
	assert.Equal(t, tile.AllKinds, tile.AllKinds)
	assert.Equal(t, tile.PlayingKinds, tile.PlayingKinds)
	assert.Equal(t, tile.SuitedKinds, tile.SuitedKinds)
}

func TestTileText(t *testing.T) {
	for v := range 256 {
		tl := tile.Tile(v)
		b, err := tl.MarshalText()
		if !tl.IsValid() {
			require.ErrorIs(t, err, tile.ErrSyntax, "tile %d", v)
			ab, err := tl.AppendText([]byte("x"))
			require.ErrorIs(t, err, tile.ErrSyntax)
			assert.Equal(t, "x", string(ab))
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tl.String(), string(b))
		var back tile.Tile
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, tl, back)
	}
	keep := tile.Red
	require.ErrorIs(t, keep.UnmarshalText([]byte("8z")), tile.ErrSyntax)
	require.ErrorIs(t, keep.UnmarshalText(nil), tile.ErrSyntax)
	assert.Equal(t, tile.Red, keep, "UnmarshalText must leave the tile unchanged")
}

func TestJSON(t *testing.T) {
	// A map keyed by Tile encodes with notation keys and decodes back.
	m := map[tile.Tile]int{tile.Character5: 2, tile.Red: 3, tile.Flower1: 1}
	b, err := json.Marshal(m)
	require.NoError(t, err)
	assert.JSONEq(t, `{"5m":2,"7z":3,"1f":1}`, string(b))
	var back map[tile.Tile]int
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, m, back)
	require.Error(t, json.Unmarshal([]byte(`{"0m":1}`), &back))

	type doc struct {
		Tiles []tile.Tile `json:"tiles"`
		Suit  tile.Suit   `json:"suit"`
		Seat  tile.Seat   `json:"seat"`
		ID    tile.ID     `json:"id"`
		Hand  map[tile.ID]tile.Seat
	}
	in := doc{
		Tiles: tile.MustParseTiles("19m7z"), Suit: tile.Circles, Seat: tile.SeatNorth,
		ID: tile.IDOf(tile.Green, 2), Hand: map[tile.ID]tile.Seat{tile.IDOf(tile.Character1, 3): tile.SeatEast},
	}
	b, err = json.Marshal(in)
	require.NoError(t, err)
	assert.JSONEq(t, `{"tiles":["1m","9m","7z"],"suit":"circles","seat":"N","id":"6z#2","Hand":{"1m#3":"E"}}`, string(b))
	var out doc
	require.NoError(t, json.Unmarshal(b, &out))
	assert.Equal(t, in, out)

	// Invalid values refuse to encode.
	_, err = json.Marshal([]tile.Tile{tile.None})
	require.Error(t, err)
	_, err = json.Marshal(tile.ID(0))
	require.Error(t, err)
}

func TestSuitText(t *testing.T) {
	for s := range tile.Suit(8) {
		b, err := s.MarshalText()
		require.NoError(t, err)
		var back tile.Suit
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, s, back)
	}
	for in, want := range map[string]tile.Suit{"m": tile.Characters, "p": tile.Circles, "s": tile.Bamboo} {
		var s tile.Suit
		require.NoError(t, s.UnmarshalText([]byte(in)))
		assert.Equal(t, want, s)
	}
	_, err := tile.Suit(8).MarshalText()
	require.ErrorIs(t, err, tile.ErrSyntax)
	keep := tile.Winds
	require.ErrorIs(t, keep.UnmarshalText([]byte("z")), tile.ErrSyntax)
	require.ErrorIs(t, keep.UnmarshalText([]byte("Bamboo")), tile.ErrSyntax)
	assert.Equal(t, tile.Winds, keep)
}
