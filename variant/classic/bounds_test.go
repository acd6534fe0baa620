package classic_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/junk"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// boundedInt draws a value of 0..hi, favouring the ends.
func boundedInt(t *rapid.T, lo, hi int, label string) int {
	return rapid.OneOf(rapid.SampledFrom([]int{lo, hi, lo + 1, hi - 1}), rapid.IntRange(lo, hi)).Draw(t, label)
}

// validOptions draws options that Validate accepts, every field over its whole range.
func validOptions() *rapid.Generator[classic.Options] {
	return rapid.Custom(func(t *rapid.T) classic.Options {
		o := classic.Options{
			NoBonusTiles:         rapid.Bool().Draw(t, "noBonus"),
			Limit:                boundedInt(t, 0, classic.MaxLimit, "limit"),
			Uncapped:             rapid.Bool().Draw(t, "uncapped"),
			SpecialHandValues:    classic.SpecialValues(rapid.IntRange(0, 1).Draw(t, "special")),
			MahjongPoints:        boundedInt(t, 0, classic.MaxPoints, "mahjong"),
			OnlyPossibleTile:     boundedInt(t, 0, classic.MaxPoints, "only"),
			PairCompletion:       classic.PairCompletion(rapid.IntRange(0, 2).Draw(t, "pairCompletion")),
			TerminalPairPoints:   boundedInt(t, 0, classic.MaxPoints, "terminalPair"),
			NoOneSuitWithHonours: rapid.Bool().Draw(t, "noOneSuit"),
			NoLooseTileDouble:    rapid.Bool().Draw(t, "noLoose"),
			BouquetDoubles:       classic.Bouquet(rapid.IntRange(0, 2).Draw(t, "bouquet")),
			OwnBonusDoubles:      classic.OwnBonus(rapid.IntRange(0, 1).Draw(t, "ownBonus")),
			Purity:               classic.Purity(rapid.IntRange(0, 2).Draw(t, "purity")),
			ClaimedKongConcealed: rapid.Bool().Draw(t, "claimedKong"),
			MaxChows:             rapid.IntRange(0, 4).Draw(t, "maxChows"),
			MultipleWinners:      classic.Winners(rapid.IntRange(0, 1).Draw(t, "multiple")),
			Payments:             classic.Payments(rapid.IntRange(0, 1).Draw(t, "payments")),
			Rounding:             classic.Rounding(rapid.IntRange(0, 1).Draw(t, "rounding")),
			Rounds:               rapid.IntRange(0, 4).Draw(t, "rounds"),
			WindRounds:           classic.WindRounds(rapid.IntRange(0, 1).Draw(t, "windRounds")),
			StartingPoints:       boundedInt(t, 0, classic.MaxStartingPoints, "start"),
		}
		if o.NoBonusTiles {
			o.BouquetDoubles = classic.BouquetOne
		}
		return o
	})
}

// TestOptionBounds: each numeric option is accepted up to its documented bound and refused past it,
// with variant.ErrOptions, by Validate and by New (which never falls back to a default).
func TestOptionBounds(t *testing.T) {
	tests := []struct {
		name     string
		ok, over classic.Options
	}{
		{"Limit", classic.Options{Limit: classic.MaxLimit}, classic.Options{Limit: classic.MaxLimit + 1}},
		{"Limit MaxInt", classic.Options{Limit: 1}, classic.Options{Limit: math.MaxInt}},
		{"MahjongPoints", classic.Options{MahjongPoints: classic.MaxPoints}, classic.Options{MahjongPoints: classic.MaxPoints + 1}},
		{"MahjongPoints 1<<58 uncapped", classic.Options{MahjongPoints: 1, Uncapped: true}, classic.Options{MahjongPoints: 1 << 58, Uncapped: true}},
		{"OnlyPossibleTile", classic.Options{OnlyPossibleTile: classic.MaxPoints}, classic.Options{OnlyPossibleTile: classic.MaxPoints + 1}},
		{"TerminalPairPoints", classic.Options{TerminalPairPoints: classic.MaxPoints}, classic.Options{TerminalPairPoints: -1}},
		{"MaxChows", classic.Options{MaxChows: 4}, classic.Options{MaxChows: 5}},
		{"Rounds", classic.Options{Rounds: 4}, classic.Options{Rounds: 5}},
		{"StartingPoints", classic.Options{StartingPoints: classic.MaxStartingPoints}, classic.Options{StartingPoints: math.MaxInt - 5}},
		{"StartingPoints negative", classic.Options{StartingPoints: 1}, classic.Options{StartingPoints: -1}},
		{"enum", classic.Options{Purity: classic.PurityAnyOneSuit}, classic.Options{Purity: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, tt.ok.Validate())
			r, err := classic.New(tt.ok)
			require.NoError(t, err)
			assert.Equal(t, tt.ok, r.Options())
			require.ErrorIs(t, tt.over.Validate(), variant.ErrOptions)
			r, err = classic.New(tt.over)
			require.ErrorIs(t, err, variant.ErrOptions)
			assert.Nil(t, r)
			assert.Panics(t, func() { classic.MustNew(tt.over) })
		})
	}
}

// TestThirteenOrphansAtMaxLimit: a limit hand at the largest Limit is paid in full by every payer.
func TestThirteenOrphansAtMaxLimit(t *testing.T) {
	r := classic.MustNew(classic.Options{Limit: classic.MaxLimit})
	res, err := r.Score(hand.MustParse("19m19p19s1234567z1m"), score.WinContext{Winner: tile.SeatSouth,
		Dealer: tile.SeatEast, Winning: tile.Character1, Source: score.Wall})
	require.NoError(t, err)
	assert.Equal(t, classic.MaxLimit, res.Value)
	assert.Equal(t, 2*classic.MaxLimit, res.Payments.Paid(tile.SeatEast))
	assert.Equal(t, 4*classic.MaxLimit, res.Payments.Received(tile.SeatSouth))
}

// TestPropBoundsNeverOverflow: under any valid options, every win scores without a panic, is worth
// less than 2^39, and is paid exactly as the payment table says (no payment lost); the ledger sums to
// zero. Garbage hands and facts under valid options never panic either.
func TestPropBoundsNeverOverflow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := validOptions().Draw(t, "options")
		r := classic.MustNew(o)
		x := rapid.OneOf(winGen(), specialGen()).Draw(t, "win")
		if o.NoBonusTiles && x.h.Bonus() != 0 {
			h, err := hand.FromCounts(x.h.Concealed(), x.h.Melds(), 0)
			require.NoError(t, err)
			x.h = h
		}
		res, err := r.Score(x.h, x.w)
		if err != nil {
			// Only a chow limit may refuse a generated win.
			require.ErrorIs(t, err, score.ErrNotWin)
			require.NotZero(t, o.MaxChows)
			return
		}
		// Not always positive: rounding to 10 or half of a Limit of 1 may give 0.
		require.GreaterOrEqual(t, res.Value, 0)
		require.Less(t, res.Value, 1<<39)
		n := res.Payments.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		f := expectedPayments(o, x.w)
		total := 0
		for p := range tile.Seats() {
			require.Equal(t, f[p.Index()]*res.Value, res.Payments.Paid(p), "seat %v\n%s", p, res)
			total += f[p.Index()] * res.Value
		}
		require.Equal(t, total, res.Payments.Received(x.w.Winner))
		_, _, _, _ = junk.Score(t, r)
	})
}
