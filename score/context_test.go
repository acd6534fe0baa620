package score_test

import (
	"encoding/json"
	"math"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// validDiscard is a win by South on West's discard, East dealing.
func validDiscard() score.WinContext {
	return score.WinContext{Winner: tile.SeatSouth, Winning: tile.Red, Source: score.Discard,
		Supplier: tile.SeatWest, Dealer: tile.SeatEast}
}

// TestWinContextValidate: every money-relevant seat is required; nothing defaults to East.
func TestWinContextValidate(t *testing.T) {
	require.NoError(t, validDiscard().Validate())
	self := validDiscard()
	self.Source, self.Supplier = score.Wall, tile.NoSeat
	require.NoError(t, self.Validate())
	tests := []struct {
		name string
		edit func(w *score.WinContext)
	}{
		{"zero value", func(w *score.WinContext) { *w = score.WinContext{} }},
		{"discard win without supplier", func(w *score.WinContext) { w.Supplier = tile.NoSeat }},
		{"robbed kong without supplier", func(w *score.WinContext) { w.Source, w.Supplier = score.RobbedKong, tile.NoSeat }},
		{"exposed-kong replacement without supplier", func(w *score.WinContext) {
			w.Source, w.Supplier, w.Flags = score.Replacement, tile.NoSeat, score.ExposedKongReplacement
		}},
		{"no winner", func(w *score.WinContext) { w.Winner = tile.NoSeat }},
		{"no dealer", func(w *score.WinContext) { w.Dealer = tile.NoSeat }},
		{"winner out of range", func(w *score.WinContext) { w.Winner = 5 }},
		{"dealer out of range", func(w *score.WinContext) { w.Dealer = 200 }},
		{"supplier out of range", func(w *score.WinContext) { w.Supplier = 7 }},
		{"no source", func(w *score.WinContext) { w.Source = score.SourceNone }},
		{"unknown source", func(w *score.WinContext) { w.Source = 9 }},
		{"supplier is winner", func(w *score.WinContext) { w.Supplier = w.Winner }},
		{"supplier on a self-draw", func(w *score.WinContext) { w.Source = score.Wall }},
		{"supplier out", func(w *score.WinContext) { w.Out[tile.SeatWest.Index()] = true }},
		{"winner out", func(w *score.WinContext) { w.Out[tile.SeatSouth.Index()] = true }},
		{"unknown flag", func(w *score.WinContext) { w.Flags = 1 << 15 }},
		{"prevailing not a wind", func(w *score.WinContext) { w.Prevailing = tile.Red }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := validDiscard()
			tt.edit(&w)
			require.ErrorIs(t, w.Validate(), score.ErrContext)
		})
	}
}

// TestPrevailingUnsetIsValid: an unset prevailing wind is valid (it means East, as the referee plays
// it).
func TestPrevailingUnsetIsValid(t *testing.T) {
	w := validDiscard()
	require.NoError(t, w.Validate())
}

// TestWinContextJSONSeats: seats in a WinContext are written as tile.Seat wrote them ("S", "-"), so
// saved records load unchanged, and an unset supplier reads back as NoSeat.
func TestWinContextJSONSeats(t *testing.T) {
	w := validDiscard()
	w.Source, w.Supplier = score.Wall, tile.NoSeat
	b, err := json.Marshal(w)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"winner":"S"`)
	assert.Contains(t, string(b), `"supplier":"-"`)
	var back score.WinContext
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, w, back)
	// A seat that is not a seat's text is refused; an empty or missing one reads as no seat, which the
	// scorers refuse where a seat is required, never taking it as East.
	require.ErrorIs(t, json.Unmarshal([]byte(`{"winner":"X"}`), &back), tile.ErrSyntax)
	for _, in := range []string{`{"winner":"","dealer":"E","source":"wall","winning":"7z"}`, `{"dealer":"E","source":"wall","winning":"7z"}`} {
		var w score.WinContext
		require.NoError(t, json.Unmarshal([]byte(in), &w), in)
		assert.Equal(t, tile.NoSeat, w.Winner, in)
		require.ErrorIs(t, w.Validate(), score.ErrContext, in)
	}
}

// TestPropFlagText: a set of flags writes its names joined by '|' and reads back from that text and
// from its number (the form of records written before names); unknown bits and names are errors.
func TestPropFlagText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		f := score.Flag(rapid.Uint16().Draw(t, "flags"))
		b, err := json.Marshal(f)
		if f&^(score.LastTile<<8-1) != 0 {
			require.ErrorIs(t, err, score.ErrContext)
			var got score.Flag = score.LastTile
			require.ErrorIs(t, json.Unmarshal([]byte(strconv.Itoa(int(f))), &got), score.ErrContext)
			require.Equal(t, score.LastTile, got, "unchanged on error")
			return
		}
		require.NoError(t, err)
		if f != 0 {
			require.Equal(t, strconv.Quote(f.String()), string(b))
		}
		for _, in := range []string{string(b), strconv.Itoa(int(f))} {
			var got score.Flag
			require.NoError(t, json.Unmarshal([]byte(in), &got), in)
			require.Equal(t, f, got, in)
		}
	})
	b, err := score.Flag(score.LastTile | score.AfterKongDiscard).MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "last-tile|after-kong-discard", string(b))
	var f score.Flag
	for _, bad := range []string{"last-tile|last-tile", "robbed", "last-tile|", "65536"} {
		require.ErrorIs(t, f.UnmarshalText([]byte(bad)), score.ErrContext, bad)
	}
}

// TestPayRefusesOverflow: an amount past MaxAmount, or one that would take the ledger's total past it,
// is an error wrapping ErrPayment and leaves the ledger unchanged; it is never dropped silently.
func TestPayRefusesOverflow(t *testing.T) {
	var l score.Ledger
	require.ErrorIs(t, l.Pay(tile.SeatEast, tile.SeatSouth, score.MaxAmount+1, "x"), score.ErrPayment)
	require.ErrorIs(t, l.Pay(tile.SeatEast, tile.SeatSouth, math.MaxInt, "x"), score.ErrPayment)
	assert.Empty(t, l)
	require.NoError(t, l.Pay(tile.SeatEast, tile.SeatSouth, score.MaxAmount-10, "x"))
	require.NoError(t, l.Pay(tile.SeatWest, tile.SeatSouth, 10, "x"))
	require.ErrorIs(t, l.Pay(tile.SeatNorth, tile.SeatSouth, 1, "x"), score.ErrPayment)
	assert.Len(t, l, 2)
	assert.Equal(t, score.MaxAmount, l.Received(tile.SeatSouth))
	n := l.Net()
	assert.Zero(t, n[0]+n[1]+n[2]+n[3])
}

// TestPropLedgerSumsNeverOverflow: a ledger decoded from JSON or built by hand may hold any amounts;
// its sums count only what Pay would have recorded, so they never overflow and Net sums to zero.
func TestPropLedgerSumsNeverOverflow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var l score.Ledger
		for range rapid.IntRange(0, 12).Draw(t, "n") {
			l = append(l, score.Transfer{
				From:   tile.SeatAt(rapid.IntRange(0, 4).Draw(t, "from")),
				To:     tile.SeatAt(rapid.IntRange(0, 4).Draw(t, "to")),
				Amount: rapid.OneOf(rapid.Just(math.MaxInt), rapid.Just(math.MinInt), rapid.Just(score.MaxAmount), rapid.IntRange(-5, 5)).Draw(t, "amount"),
			})
		}
		n := l.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		paid, recv := 0, 0
		for s := range tile.Seats() {
			require.GreaterOrEqual(t, l.Paid(s), 0)
			require.LessOrEqual(t, l.Paid(s), score.MaxAmount)
			paid += l.Paid(s)
			recv += l.Received(s)
			require.Equal(t, l.Received(s)-l.Paid(s), n[s.Index()])
		}
		require.Equal(t, paid, recv)
		require.LessOrEqual(t, paid, score.MaxAmount)
	})
}

// TestLedgerSumsNoAllocs: the sums of a ledger do not allocate.
func TestLedgerSumsNoAllocs(t *testing.T) {
	var l score.Ledger
	require.NoError(t, l.Pay(tile.SeatEast, tile.SeatSouth, 5, ""))
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _, _ = l.Net(), l.Paid(tile.SeatEast), l.Received(tile.SeatSouth) }))
}
