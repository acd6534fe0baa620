package hand_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
)

// TestPropShapeText: a set of shapes writes its names joined by '|', as String does, and reads back
// from that text and from its number (the form of records written before names); unknown bits are
// errors.
func TestPropShapeText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := hand.Shape(rapid.Uint8().Draw(t, "shape"))
		b, err := json.Marshal(s)
		if s >= 1<<4 {
			require.ErrorIs(t, err, hand.ErrSyntax)
			got := hand.Standard
			require.ErrorIs(t, json.Unmarshal([]byte(strconv.Itoa(int(s))), &got), hand.ErrSyntax)
			require.Equal(t, hand.Standard, got, "unchanged on error")
			return
		}
		require.NoError(t, err)
		require.Equal(t, strconv.Quote(s.String()), string(b))
		for _, in := range []string{string(b), strconv.Itoa(int(s))} {
			var got hand.Shape
			require.NoError(t, json.Unmarshal([]byte(in), &got), in)
			require.Equal(t, s, got, in)
		}
	})
	b, err := hand.AllShapes.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "standard|seven pairs|thirteen orphans", string(b))
	var s hand.Shape
	for _, bad := range []string{"standard|standard", "pairs", "|", "99"} {
		require.ErrorIs(t, s.UnmarshalText([]byte(bad)), hand.ErrSyntax, bad)
	}
}
