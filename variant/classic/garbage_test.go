package classic_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/internal/junk"
	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// garbageOptions draws options with any field values, in range or not.
func garbageOptions(t *rapid.T) classic.Options {
	return classic.Options{
		NoBonusTiles:         rapid.Bool().Draw(t, "noBonus"),
		Limit:                rapid.IntRange(-100, 3000).Draw(t, "limit"),
		Uncapped:             rapid.Bool().Draw(t, "uncapped"),
		SpecialHandValues:    classic.SpecialValues(rapid.Uint8Range(0, 4).Draw(t, "special")),
		MahjongPoints:        rapid.IntRange(-5, 30).Draw(t, "mahjong"),
		OnlyPossibleTile:     rapid.IntRange(-2, 4).Draw(t, "only"),
		PairCompletion:       classic.PairCompletion(rapid.Uint8Range(0, 5).Draw(t, "pairCompletion")),
		TerminalPairPoints:   rapid.IntRange(-2, 4).Draw(t, "terminalPair"),
		NoOneSuitWithHonours: rapid.Bool().Draw(t, "noOneSuit"),
		NoLooseTileDouble:    rapid.Bool().Draw(t, "noLoose"),
		BouquetDoubles:       classic.Bouquet(rapid.Uint8Range(0, 5).Draw(t, "bouquet")),
		OwnBonusDoubles:      classic.OwnBonus(rapid.Uint8Range(0, 4).Draw(t, "ownBonus")),
		Purity:               classic.Purity(rapid.Uint8Range(0, 5).Draw(t, "purity")),
		ClaimedKongConcealed: rapid.Bool().Draw(t, "claimedKong"),
		MaxChows:             rapid.IntRange(-2, 5).Draw(t, "maxChows"),
		MultipleWinners:      classic.Winners(rapid.Uint8Range(0, 4).Draw(t, "multiple")),
		Payments:             classic.Payments(rapid.Uint8Range(0, 4).Draw(t, "payments")),
		Rounding:             classic.Rounding(rapid.Uint8Range(0, 4).Draw(t, "rounding")),
		Rounds:               rapid.IntRange(-2, 6).Draw(t, "rounds"),
		WindRounds:           classic.WindRounds(rapid.Uint8Range(0, 4).Draw(t, "windRounds")),
		StartingPoints:       rapid.IntRange(-10, 10).Draw(t, "start"),
	}
}

// TestGarbageNeverPanics throws random garbage (out-of-range options, invalid seats and sources,
// hands of the wrong size, summaries with nonsense) at every exported entry point: none panics, and
// every error wraps one of the score sentinels.
func TestGarbageNeverPanics(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := garbageOptions(t)
		r, err := classic.New(o)
		if err != nil {
			// Invalid options are refused, never replaced by defaults; go on with valid ones.
			require.ErrorIs(t, err, variant.ErrOptions)
			require.ErrorIs(t, o.Validate(), variant.ErrOptions)
			require.Nil(t, r)
			o = validOptions().Draw(t, "valid")
			r = classic.MustNew(o)
		}
		_ = r.Table()
		h, w, _, err := junk.Score(t, r)
		if err != nil {
			require.False(t, r.CanWin(h, w), "CanWin accepts what Score refuses: %v", err)
		}
		f := claim.Facts{Discarder: junk.Seat().Draw(t, "discarder"), Usable: tile.Set(rapid.Uint64().Draw(t, "usable"))}
		_ = r.Claims().CanWin(h, junk.Tile().Draw(t, "claimTile"), f)
		s := junk.Summary().Draw(t, "summary")
		l, err := r.Settle(s)
		if err != nil {
			require.ErrorIs(t, err, score.ErrContext)
			require.Error(t, summary.ValidateKongs(&s), "Settle refuses kongs ValidateKongs accepts")
		} else {
			require.Empty(t, l)
		}
		cur := junk.Session().Draw(t, "session")
		next, _ := r.Advance(cur, s)
		if cur.Dealer.IsValid() {
			require.True(t, next.Dealer.IsValid(), "next dealer %v", next.Dealer)
		}
		require.True(t, next.Prevailing.IsWind(), "prevailing %v", next.Prevailing)
	})
}
