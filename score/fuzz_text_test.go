package score_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// FuzzWinContextJSON: any JSON either fails to decode into win facts with an error, or gives facts
// whose seats and flags write back and read back the same; Validate never panics on them.
func FuzzWinContextJSON(f *testing.F) {
	for _, s := range []string{
		`{"winner":"S","winning":"5m","source":"discard","supplier":"W","dealer":"E","flags":"last-discard"}`,
		`{"winner":"-","supplier":"","flags":5}`, `{"flags":"last-tile|last-tile"}`, `{"dealer":7}`, `[]`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var w score.WinContext
		if err := json.Unmarshal(b, &w); err != nil {
			return
		}
		_ = w.Validate()
		for _, s := range []tile.Seat{w.Winner, w.Supplier, w.Dealer} {
			text, err := s.MarshalText()
			require.NoError(t, err, "a decoded seat writes back")
			var back tile.Seat
			require.NoError(t, back.UnmarshalText(text))
			require.Equal(t, s, back)
		}
		text, err := w.Flags.MarshalText()
		require.NoError(t, err, "decoded flags write back")
		var back score.Flag
		require.NoError(t, back.UnmarshalText(text))
		require.Equal(t, w.Flags, back)
	})
}
