package score_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestGarbageNeverPanics throws random seats, amounts, enum values and texts at the exported entry
// points: nothing panics, a failing Pay or UnmarshalText leaves its receiver unchanged and wraps the
// package's sentinel, and the ledger always nets to zero.
func TestGarbageNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var l score.Ledger
		for range rapid.IntRange(0, 8).Draw(t, "pays") {
			from := tile.Seat(rapid.Uint8Range(0, 6).Draw(t, "from"))
			to := tile.Seat(rapid.Uint8Range(0, 6).Draw(t, "to"))
			amount := rapid.IntRange(-5, 20).Draw(t, "amount")
			before := len(l)
			if err := l.Pay(from, to, amount, rapid.String().Draw(t, "reason")); err != nil {
				require.ErrorIs(t, err, score.ErrPayment)
				require.Len(t, l, before)
			}
		}
		n := l.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		_ = l.String()
		_ = l.Paid(tile.Seat(rapid.Uint8().Draw(t, "seat")))

		src := score.Source(rapid.Uint8().Draw(t, "source"))
		_ = src.String()
		if _, err := src.MarshalText(); err != nil {
			require.ErrorIs(t, err, score.ErrContext)
		}
		keep := score.Wall
		if err := keep.UnmarshalText([]byte(rapid.String().Draw(t, "sourceText"))); err != nil {
			require.ErrorIs(t, err, score.ErrContext)
			require.Equal(t, score.Wall, keep)
		}
		unit := score.Unit(rapid.Uint8().Draw(t, "unit"))
		keepUnit := score.Fan
		if err := keepUnit.UnmarshalText([]byte(rapid.String().Draw(t, "unitText"))); err != nil {
			require.ErrorIs(t, err, score.ErrContext)
			require.Equal(t, score.Fan, keepUnit)
		}
		_ = score.Flag(rapid.Uint16().Draw(t, "flags")).String()
		r := score.Result{
			Items:    []score.Item{{Name: rapid.String().Draw(t, "name"), Unit: unit, Value: rapid.Int().Draw(t, "value")}},
			Fan:      rapid.Int().Draw(t, "fan"),
			Cap:      rapid.Int().Draw(t, "cap"),
			Payments: l,
		}
		_ = r.String()
		if _, err := json.Marshal(r); err != nil {
			require.ErrorIs(t, err, score.ErrContext)
		}
	})
}
