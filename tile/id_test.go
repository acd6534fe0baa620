package tile_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

func TestIDOf(t *testing.T) {
	seen := map[tile.ID]bool{}
	for v := range 256 {
		tl := tile.Tile(v)
		for c := range 256 {
			id := tile.IDOf(tl, uint8(c))
			ok := (tl.IsPlaying() && c < 4) || (tl.IsBonus() && c == 0)
			if !ok {
				assert.Zero(t, id, "IDOf(%d, %d)", v, c)
				continue
			}
			require.True(t, id.IsValid(), "IDOf(%s, %d)", tl, c)
			assert.False(t, seen[id], "ID %d twice", id)
			seen[id] = true
			assert.Equal(t, tl, id.Kind())
			assert.Equal(t, uint8(c), id.Copy())
		}
	}
	assert.Len(t, seen, tile.NumIDs)
	for id := range tile.ID(tile.NumIDs + 1) {
		if id == 0 {
			continue
		}
		assert.True(t, seen[id], "ID %d not produced", id)
	}
	assert.Equal(t, tile.ID(1), tile.IDOf(tile.Character1, 0))
	assert.Equal(t, tile.ID(136), tile.IDOf(tile.Red, 3))
	assert.Equal(t, tile.ID(137), tile.IDOf(tile.Flower1, 0))
	assert.Equal(t, tile.ID(144), tile.IDOf(tile.Season4, 0))
}

func TestIDInvalid(t *testing.T) {
	for _, id := range []tile.ID{0, tile.NumIDs + 1, 200, 255} {
		assert.False(t, id.IsValid())
		assert.Equal(t, tile.None, id.Kind())
		assert.Zero(t, id.Copy())
		_, err := id.MarshalText()
		require.ErrorIs(t, err, tile.ErrSyntax)
	}
	assert.Equal(t, "-", tile.ID(0).String())
	assert.Equal(t, "tile.ID(145)", tile.ID(145).String())
}

func TestIDStringParse(t *testing.T) {
	assert.Equal(t, "5m#2", tile.IDOf(tile.Character5, 2).String())
	assert.Equal(t, "7z#3", tile.IDOf(tile.Red, 3).String())
	assert.Equal(t, "8f#0", tile.IDOf(tile.Season4, 0).String())
	for id := tile.ID(1); id <= tile.NumIDs; id++ {
		got, err := tile.ParseID(id.String())
		require.NoError(t, err, id.String())
		assert.Equal(t, id, got)
		b, err := id.MarshalText()
		require.NoError(t, err)
		var back tile.ID
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, id, back)
	}
	bad := []struct {
		in     string
		offset int
	}{
		{"", 0}, {"5m", 0}, {"5m#", 0}, {"5m#10", 0}, {"5m-2", 0}, {"0m#1", 0}, {"8z#0", 0},
		{"5m#4", 3}, {"5m#x", 3}, {"1f#1", 3}, {"8f#3", 3}, {"-", 0},
	}
	for _, tt := range bad {
		t.Run(tt.in, func(t *testing.T) {
			id, err := tile.ParseID(tt.in)
			require.ErrorIs(t, err, tile.ErrSyntax)
			var pe *tile.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Equal(t, tt.in, pe.Input)
			assert.Zero(t, id)
			keep := tile.IDOf(tile.Red, 1)
			require.Error(t, keep.UnmarshalText([]byte(tt.in)))
			assert.Equal(t, tile.IDOf(tile.Red, 1), keep, "UnmarshalText must leave the ID unchanged")
		})
	}
}

func TestKinds(t *testing.T) {
	ids := []tile.ID{tile.IDOf(tile.Character5, 3), tile.IDOf(tile.Flower1, 0), 0}
	assert.Equal(t, []tile.Tile{tile.Character5, tile.Flower1, tile.None}, tile.Kinds(ids))
	assert.Empty(t, tile.Kinds(nil))
}

func TestAppendSet(t *testing.T) {
	tests := []struct {
		name  string
		kinds tile.Set
		size  int
		bonus bool
	}{
		{"classic", tile.AllKinds, 144, true},
		{"classic without bonus", tile.PlayingKinds, 136, false},
		{"sichuan", tile.SuitedKinds, 108, false},
		{"empty", 0, 0, false},
		{"dragons", tile.Dragons.Kinds(), 12, false},
		{"flowers", tile.Flowers.Kinds(), 4, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ids := tile.AppendSet(nil, tt.kinds)
			require.Len(t, ids, tt.size)
			assert.Equal(t, tt.size, len(tile.AppendSet(nil, tt.kinds)))
			seen := map[tile.ID]bool{}
			var c tile.Counts
			for i, id := range ids {
				require.True(t, id.IsValid())
				assert.False(t, seen[id], "%s twice", id)
				seen[id] = true
				assert.True(t, tt.kinds.Has(id.Kind()))
				c.Add(id.Kind())
				if i > 0 {
					assert.Less(t, ids[i-1], id, "ID order")
				}
			}
			for k := range tt.kinds.All() {
				want := 4
				if k.IsBonus() {
					want = 1
				}
				assert.Equal(t, want, c.Count(k), "%s", k)
			}
			assert.Equal(t, tt.bonus, c.Kinds()&tile.BonusKinds != 0)
			assert.Equal(t, tt.kinds, c.Kinds())
		})
	}
	// Appending keeps the prefix.
	pre := []tile.ID{tile.IDOf(tile.Red, 0)}
	got := tile.AppendSet(pre, tile.Dragons.Kinds())
	assert.Len(t, got, 13)
	assert.Equal(t, tile.IDOf(tile.Red, 0), got[0])
	// Stray bits outside the 42 kinds add nothing.
	assert.Len(t, tile.AppendSet(nil, tile.Set(1)|1<<63), 0)
	assert.Equal(t, 0, len(tile.AppendSet(nil, tile.Set(1)|1<<63)))
}
