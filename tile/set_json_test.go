package tile_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// Every set marshals as the list of its kinds, in order, and reads back to itself (bits that name no
// kind left out).
func TestSetJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := tile.Set(rapid.Uint64().Draw(t, "bits"))
		b, err := json.Marshal(s)
		require.NoError(t, err)
		var ts []tile.Tile
		require.NoError(t, json.Unmarshal(b, &ts))
		require.Equal(t, s.Tiles([]tile.Tile{}), ts)
		var back tile.Set
		require.NoError(t, json.Unmarshal(b, &back))
		require.Equal(t, s&tile.AllKinds, back)
	})
}

// FuzzSetJSON: reading a set from any JSON never panics; what reads marshals back to a list that reads
// to the same set; an error wraps ErrSyntax and leaves the set unchanged.
func FuzzSetJSON(f *testing.F) {
	for _, s := range []string{`[]`, `["1m","9p","7z"]`, `null`, `["1m","1m"]`, `34359738366`, `["0m"]`, `[""]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		s := tile.SetOf(tile.Character1)
		err := s.UnmarshalJSON(b)
		if err != nil {
			require.ErrorIs(t, err, tile.ErrSyntax)
			require.Equal(t, tile.SetOf(tile.Character1), s)
			return
		}
		out, err := json.Marshal(s)
		require.NoError(t, err)
		var back tile.Set
		require.NoError(t, back.UnmarshalJSON(out))
		require.Equal(t, s, back)
	})
}
