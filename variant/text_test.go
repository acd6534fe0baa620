package variant_test

import (
	"encoding"
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// enumCase checks one enum type: every value in range marshals to its String in JSON and reads back
// from that name and from its number (the form of records written before names); values out of range
// refuse to marshal; other names and numbers refuse to parse with the sentinel and leave the value
// unchanged.
func enumCase[T interface {
	~uint8
	String() string
	encoding.TextMarshaler
}, P interface {
	*T
	encoding.TextUnmarshaler
	json.Unmarshaler
}](t *rapid.T, n int, sentinel error) {
	v := T(rapid.IntRange(0, 255).Draw(t, "v"))
	b, err := json.Marshal(v)
	if int(v) >= n {
		require.ErrorIs(t, err, sentinel)
		var got T = 1
		require.ErrorIs(t, P(&got).UnmarshalText([]byte(strconv.Itoa(int(v)))), sentinel)
		require.ErrorIs(t, json.Unmarshal([]byte(strconv.Itoa(int(v))), P(&got)), sentinel)
		require.Equal(t, T(1), got, "unchanged on error")
		return
	}
	require.NoError(t, err)
	require.Equal(t, strconv.Quote(v.String()), string(b))
	for _, in := range []string{string(b), strconv.Itoa(int(v))} {
		var got T
		require.NoError(t, json.Unmarshal([]byte(in), P(&got)), in)
		require.Equal(t, v, got, in)
	}
	var got T = 1
	require.ErrorIs(t, json.Unmarshal([]byte(`"`+v.String()+`x"`), P(&got)), sentinel)
	require.ErrorIs(t, json.Unmarshal([]byte(`true`), P(&got)), sentinel)
	require.Equal(t, T(1), got)
}

// TestPropEnumText: Direction, KongKind and PassedWin speak their names in text and JSON and still read
// the numbers old records hold.
func TestPropEnumText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		switch rapid.IntRange(0, 2).Draw(t, "type") {
		case 0:
			enumCase[variant.Direction](t, 3, variant.ErrValue)
		case 1:
			enumCase[variant.KongKind](t, 4, variant.ErrValue)
		default:
			enumCase[variant.PassedWin](t, 5, variant.ErrOptions)
		}
	})
}

// TestKongJSON: a kong record writes its kind by name, and a record with the old numeric kind loads.
func TestKongJSON(t *testing.T) {
	b, err := json.Marshal(variant.Kong{Seat: tile.SeatSouth, Tile: tile.Circle5, Kind: variant.AddedFresh, Turn: 3})
	require.NoError(t, err)
	require.Contains(t, string(b), `"kind":"added-fresh"`)
	var k variant.Kong
	require.NoError(t, json.Unmarshal([]byte(`{"seat":"S","tile":"5p","kind":2,"turn":3}`), &k))
	require.Equal(t, variant.AddedFresh, k.Kind)
}
