package sichuan_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/internal/junk"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// garbageOptions draws options with any field values, in range or not.
func garbageOptions(t *rapid.T) sichuan.Options {
	return sichuan.Options{
		FanCap:                  rapid.IntRange(-3, 70).Draw(t, "fanCap"),
		PairWait:                sichuan.PairWait(rapid.Uint8Range(0, 5).Draw(t, "pairWait")),
		KongPayments:            rapid.Bool().Draw(t, "kongPayments"),
		KongShootMoney:          sichuan.KongShootMoney(rapid.Uint8Range(0, 4).Draw(t, "shoot")),
		ExposedKongDrawWin:      sichuan.ExposedKongDrawWin(rapid.Uint8Range(0, 4).Draw(t, "exposed")),
		ExchangeDirection:       sichuan.ExchangeMode(rapid.Uint8Range(0, 9).Draw(t, "exchange")),
		MustDiscardMissingFirst: rapid.Bool().Draw(t, "mustDiscard"),
		PassedWin:               variant.PassedWin(rapid.Uint8Range(0, 5).Draw(t, "passed")),
		Dealer:                  sichuan.DealerRule(rapid.Uint8Range(0, 4).Draw(t, "dealer")),
		FlowerPigAmount:         rapid.IntRange(-5, 20).Draw(t, "pig"),
		TenpaiCheckAmount:       sichuan.TenpaiCheck(rapid.Uint8Range(0, 4).Draw(t, "tenpai")),
		SessionHands:            rapid.IntRange(-2, 20).Draw(t, "sessionHands"),
	}
}

// TestGarbageNeverPanics throws random garbage (out-of-range options, invalid seats, sources and
// suits, hands of the wrong size, summaries with nonsense) at every exported entry point: none panics,
// errors wrap the package's or score's sentinels, and what does succeed is sensible.
func TestGarbageNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := garbageOptions(t)
		r, err := sichuan.New(o)
		if err != nil {
			// Invalid options are refused, never replaced by defaults; go on with valid ones.
			require.ErrorIs(t, err, variant.ErrOptions)
			require.ErrorIs(t, o.Validate(), variant.ErrOptions)
			require.Nil(t, r)
			r = sichuan.MustNew(validOptions().Draw(t, "valid"))
		}
		_ = r.Table()
		h, _, res, err := junk.Score(t, r)
		if err == nil {
			require.LessOrEqual(t, res.Value, r.Cap())
		}
		m := junk.Suit().Draw(t, "missing")
		k := junk.Tile().Draw(t, "tile")
		_ = r.Waits(h, m)
		_, _ = r.ReadyValue(h, m)
		_ = r.WaitValue(h, m, k)
		_ = sichuan.IsFlowerPig(h, m, rapid.SliceOfN(junk.Tile(), 0, 5).Draw(t, "discards"))
		if err := r.CheckDiscard(h, m, k); err != nil {
			require.ErrorIs(t, err, sichuan.ErrDiscard)
		}
		if err := r.ValidateMissingSuit(m); err != nil {
			require.ErrorIs(t, err, sichuan.ErrMissingSuit)
		}
		if err := r.ValidateExchange(h, rapid.SliceOfN(junk.Tile(), 0, 5).Draw(t, "exchange")); err != nil {
			require.ErrorIs(t, err, sichuan.ErrExchange)
		}
		dice := wall.Dice{rapid.Uint8().Draw(t, "die1"), rapid.Uint8().Draw(t, "die2")}
		var src rand.Source
		if rapid.Bool().Draw(t, "withSource") {
			src = rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1)
		}
		d, _, err := r.ExchangeRolls(dice, src)
		if err != nil {
			require.ErrorIs(t, err, wall.ErrInvalid)
		}
		require.True(t, d.Target(tile.SeatEast).IsValid(), "direction %v", d)
		f := claim.Facts{
			Discarder: junk.Seat().Draw(t, "discarder"), Usable: tile.Set(rapid.Uint64().Draw(t, "usable")),
			Robbing: rapid.Bool().Draw(t, "robbing"), AfterKong: rapid.Bool().Draw(t, "afterKong"),
			LastDiscard: rapid.Bool().Draw(t, "lastDiscard"), PassedWin: rapid.Bool().Draw(t, "passedWin"),
			PassedValue: rapid.IntRange(-1, 20).Draw(t, "passedValue"),
		}
		v := r.ClaimValue(h, k, f)
		require.True(t, v == 0 || (1 <= v && v <= r.Cap()), "claim value %d", v)
		_ = r.Claims().CanWin(h, k, f)
		s := junk.Summary().Draw(t, "summary")
		l, err := r.Settle(s)
		if err != nil {
			require.ErrorIs(t, err, score.ErrContext)
		} else {
			n := l.Net()
			require.Zero(t, n[0]+n[1]+n[2]+n[3])
		}
		cur := junk.Session().Draw(t, "session")
		next, _ := r.Advance(cur, s)
		if cur.Dealer.IsValid() {
			require.True(t, next.Dealer.IsValid(), "next dealer %v", next.Dealer)
		}
	})
}

// TestAdvanceInvalidWinner: a summary whose win names no valid seat leaves the dealer as it was,
// never an invalid seat.
func TestAdvanceInvalidWinner(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	cur := variant.Session{Dealer: tile.SeatSouth}
	s := variant.Summary{Dealer: tile.SeatSouth, Wins: []variant.Win{{Context: score.WinContext{Winner: 9, Supplier: tile.NoSeat}}}}
	next, _ := r.Advance(cur, s)
	require.Equal(t, tile.SeatSouth, next.Dealer)
}
