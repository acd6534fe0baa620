package score_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

func TestPayRejectsBadInput(t *testing.T) {
	tests := []struct {
		name     string
		from, to tile.Seat
		amount   int
	}{
		{"invalid from", tile.NoSeat, tile.SeatEast, 10},
		{"invalid to", tile.SeatEast, tile.Seat(5), 10},
		{"pays itself", tile.SeatWest, tile.SeatWest, 10},
		{"negative", tile.SeatEast, tile.SeatSouth, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := score.Ledger{{From: tile.SeatNorth, To: tile.SeatEast, Amount: 5}}
			before := append(score.Ledger(nil), l...)
			require.ErrorIs(t, l.Pay(tt.from, tt.to, tt.amount, "x"), score.ErrPayment)
			assert.Equal(t, before, l)
		})
	}
	var l score.Ledger
	require.NoError(t, l.Pay(tile.SeatEast, tile.SeatSouth, 0, "nothing"))
	assert.Empty(t, l)
}

// TestPropLedgerSumsToZero: whatever transfers are attempted, the net amounts sum to zero, paid equals
// received in total, and rejected transfers leave the ledger unchanged.
func TestPropLedgerSumsToZero(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var l score.Ledger
		for range rapid.IntRange(0, 20).Draw(t, "n") {
			from := tile.SeatAt(rapid.IntRange(0, 5).Draw(t, "from"))
			to := tile.SeatAt(rapid.IntRange(0, 5).Draw(t, "to"))
			amount := rapid.IntRange(-10, 1000).Draw(t, "amount")
			before := len(l)
			err := l.Pay(from, to, amount, "")
			if err != nil {
				require.ErrorIs(t, err, score.ErrPayment)
				require.Len(t, l, before)
			}
		}
		net := l.Net()
		require.Zero(t, net[0]+net[1]+net[2]+net[3])
		paid, recv := 0, 0
		for s := range tile.Seats() {
			paid += l.Paid(s)
			recv += l.Received(s)
			require.Equal(t, l.Received(s)-l.Paid(s), net[s.Index()])
		}
		require.Equal(t, paid, recv)
	})
}

func sample() score.Result {
	r := score.Result{
		Variant: "classic", Hand: "123m456p789s234s55m", Reading: "[123m] [456p] [789s] [234s] [55m]*",
		Items: []score.Item{
			{Name: "going Mahjong", Unit: score.Points, Value: 20},
			{Name: "winning tile drawn", Unit: score.Points, Value: 2, Detail: "from the live wall"},
			{Name: "fully concealed", Unit: score.Doubles, Value: 1},
		},
		Points: 22, Doubles: 1, Raw: 44, Cap: 2000, Value: 44,
	}
	_ = r.Payments.Pay(tile.SeatEast, tile.SeatSouth, 88, "self-drawn")
	_ = r.Payments.Pay(tile.SeatWest, tile.SeatSouth, 44, "self-drawn")
	_ = r.Payments.Pay(tile.SeatNorth, tile.SeatSouth, 44, "self-drawn")
	return r
}

func TestResultString(t *testing.T) {
	want := `classic: 123m456p789s234s55m
reading: [123m] [456p] [789s] [234s] [55m]*
  going Mahjong                                20 points
  winning tile drawn from the live wall         2 points
  fully concealed                               1 double
basic points 22 × 2^1 = 44, within the limit of 2000: worth 44
  E pays S 88 (self-drawn)
  W pays S 44 (self-drawn)
  N pays S 44 (self-drawn)
net [E -88, S +176, W -44, N -44]
`
	assert.Equal(t, want, sample().String())

	// A result with an explanation prints it, line by line, instead of the summary.
	r := sample()
	r.Explanation = "basic points 22 × 2^1 (1 double) = 44\nself-drawn: the dealer E pays 2 × 44 = 88, each other player 44"
	s := r.String()
	assert.Contains(t, s, "  fully concealed                               1 double\nbasic points 22 × 2^1 (1 double) = 44\nself-drawn: the dealer E pays")
	assert.NotContains(t, s, "worth 44")

	limit := score.Result{Variant: "classic", Hand: "h", Items: []score.Item{{Name: "Heads and Tails", Unit: score.Limit, Value: 2000}},
		Raw: 2000, Cap: 2000, Value: 2000}
	assert.Contains(t, limit.String(), "within the limit of 2000: worth 2000")

	fan := score.Result{Variant: "sichuan", Hand: "h", Items: []score.Item{{Name: "pure suit", Unit: score.Fan, Value: 2}},
		Fan: 2, Raw: 4, Cap: 8, Value: 4}
	assert.Contains(t, fan.String(), "2 fan: 4, within the limit of 8: worth 4")
	capped := score.Result{Raw: 4480, Cap: 2000, Capped: true, Value: 2000, Points: 70, Doubles: 6}
	assert.Contains(t, capped.String(), "basic points 70 × 2^6 = 4480, over the limit of 2000: worth 2000")
	for _, s := range []string{sample().String(), limit.String(), fan.String(), capped.String()} {
		assert.NotRegexp(t, `\braw\b`, s)
		assert.NotRegexp(t, `\bcap\b`, s)
	}
}

func TestResultJSON(t *testing.T) {
	r := sample()
	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"unit":"points"`)
	assert.Contains(t, string(b), `"from":"E"`)
	var back score.Result
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, r, back)
}

func TestUnitText(t *testing.T) {
	for _, u := range []score.Unit{score.UnitNone, score.Points, score.Doubles, score.Fan, score.Limit, score.Added} {
		b, err := u.MarshalText()
		require.NoError(t, err)
		var back score.Unit
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, u, back)
	}
	assert.Equal(t, "score.Unit(99)", score.Unit(99).String())
	_, err := score.Unit(99).MarshalText()
	require.ErrorIs(t, err, score.ErrContext)
	var u score.Unit
	require.ErrorIs(t, u.UnmarshalText([]byte("bogus")), score.ErrContext)
}

func TestSourceAndFlags(t *testing.T) {
	for _, s := range []score.Source{score.SourceNone, score.Wall, score.Replacement, score.Discard, score.RobbedKong} {
		b, err := s.MarshalText()
		require.NoError(t, err)
		var back score.Source
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, s, back)
	}
	assert.Equal(t, "score.Source(9)", score.Source(9).String())
	assert.Equal(t, "none", score.Flag(0).String())
	assert.Equal(t, "last-tile|original-call", (score.LastTile | score.OriginalCall).String())
	assert.Equal(t, "last-tile|score.Flag(0x8000)", (score.LastTile | 1<<15).String())
}
