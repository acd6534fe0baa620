package sichuan_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// boundedInt draws a value of lo..hi, favouring the ends.
func boundedInt(t *rapid.T, lo, hi int, label string) int {
	return rapid.OneOf(rapid.SampledFrom([]int{lo, hi, lo + 1, hi - 1}), rapid.IntRange(lo, hi)).Draw(t, label)
}

// validOptions draws options that Validate accepts, every field over its whole range.
func validOptions() *rapid.Generator[sichuan.Options] {
	return rapid.Custom(func(t *rapid.T) sichuan.Options {
		return sichuan.Options{
			FanCap:                  boundedInt(t, 0, sichuan.MaxFanCap, "fanCap"),
			PairWait:                sichuan.PairWait(rapid.IntRange(0, 2).Draw(t, "pairWait")),
			KongPayments:            rapid.Bool().Draw(t, "kongPayments"),
			KongShootMoney:          sichuan.KongShootMoney(rapid.IntRange(0, 1).Draw(t, "shoot")),
			ExposedKongDrawWin:      sichuan.ExposedKongDrawWin(rapid.IntRange(0, 1).Draw(t, "exposed")),
			ExchangeDirection:       sichuan.ExchangeMode(rapid.IntRange(0, 5).Draw(t, "exchange")),
			MustDiscardMissingFirst: rapid.Bool().Draw(t, "mustDiscard"),
			PassedWin:               variant.PassedWin(rapid.IntRange(0, 3).Draw(t, "passed")),
			Dealer:                  sichuan.DealerRule(rapid.IntRange(0, 1).Draw(t, "dealer")),
			FlowerPigAmount:         boundedInt(t, 0, sichuan.MaxFlowerPigAmount, "pig"),
			TenpaiCheckAmount:       sichuan.TenpaiCheck(rapid.IntRange(0, 1).Draw(t, "tenpai")),
			SessionHands:            boundedInt(t, 0, sichuan.MaxSessionHands, "sessionHands"),
		}
	})
}

// TestOptionBounds: each numeric option is accepted up to its bound and refused past it, with
// variant.ErrOptions, by Validate and by New (which never falls back to a default).
func TestOptionBounds(t *testing.T) {
	tests := []struct {
		name     string
		ok, over sichuan.Options
	}{
		{"FanCap", sichuan.Options{FanCap: sichuan.MaxFanCap}, sichuan.Options{FanCap: sichuan.MaxFanCap + 1}},
		{"FanCap negative", sichuan.Options{FanCap: 1}, sichuan.Options{FanCap: -1}},
		{"FlowerPigAmount", sichuan.Options{FlowerPigAmount: sichuan.MaxFlowerPigAmount}, sichuan.Options{FlowerPigAmount: sichuan.MaxFlowerPigAmount + 1}},
		{"FlowerPigAmount near MaxInt", sichuan.Options{FlowerPigAmount: 1}, sichuan.Options{FlowerPigAmount: math.MaxInt - 3}},
		{"SessionHands", sichuan.Options{SessionHands: sichuan.MaxSessionHands}, sichuan.Options{SessionHands: sichuan.MaxSessionHands + 1}},
		{"PassedWin", sichuan.Options{PassedWin: variant.NoPassedWinRule}, sichuan.Options{PassedWin: variant.UntilDrawUnlessHigher + 1}},
		{"enum", sichuan.Options{Dealer: sichuan.FirstWinner}, sichuan.Options{Dealer: 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, tt.ok.Validate())
			_, err := sichuan.New(tt.ok)
			require.NoError(t, err)
			require.ErrorIs(t, tt.over.Validate(), variant.ErrOptions)
			r, err := sichuan.New(tt.over)
			require.ErrorIs(t, err, variant.ErrOptions)
			assert.Nil(t, r)
			assert.Panics(t, func() { sichuan.MustNew(tt.over) })
		})
	}
	// The zero PassedWin is the default rule, until the next draw unless higher.
	assert.Equal(t, variant.UntilDrawUnlessHigher, sichuan.MustNew(sichuan.Options{}).Table().PassedWins.Rule)
	assert.Equal(t, variant.UntilDrawUnlessHigher, sichuan.MustNew(sichuan.Options{}).Options().PassedWin)
}

// TestPropBoundsNeverOverflow: under any valid options, every legal win scores without a panic and is
// paid exactly (the winner receives what the payers pay: base from the supplier, or base + 1 from each
// player still in); settlements at the extremes of FlowerPigAmount and FanCap sum to zero; garbage
// hands and facts under valid options never panic.
func TestPropBoundsNeverOverflow(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := validOptions().Draw(t, "options")
		r := sichuan.MustNew(o)
		_, h, w := genValid(t)
		res, err := r.Score(h, w)
		require.NoError(t, err)
		require.LessOrEqual(t, res.Value, r.Cap())
		require.Positive(t, res.Value)
		n := res.Payments.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		want := 0
		switch {
		case !winfacts.SelfDrawn(w.Source):
			want = res.Value
			require.Equal(t, res.Value, res.Payments.Paid(w.Supplier))
		case w.Flags&score.ExposedKongReplacement != 0 && o.ExposedKongDrawWin == sichuan.DiscarderPays:
			want = res.Value
		default:
			for p := range tile.Seats() {
				if p != w.Winner && !w.Out[p.Index()] {
					want += res.Value + 1
					require.Equal(t, res.Value+1, res.Payments.Paid(p))
				}
			}
		}
		require.Equal(t, want, res.Payments.Received(w.Winner))

		s := genSummary(t)
		l, err := r.Settle(s)
		require.NoError(t, err)
		n = l.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		for p := range tile.Seats() {
			require.Less(t, l.Paid(p), 1<<36)
		}
	})
}
