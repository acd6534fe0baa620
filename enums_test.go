package mahjong_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// textEnum is a public enum with the text methods every enum of the module has.
type textEnum interface {
	~uint8
	String() string
	MarshalText() ([]byte, error)
}

// enumRoundTrip checks the enum T: every value up to the first one without a name marshals to the
// name String returns and reads back; the first value without a name is refused; unknown text is
// refused with an error that quotes only a short prefix, leaving the value unchanged.
func enumRoundTrip[T textEnum, P interface {
	*T
	UnmarshalText([]byte) error
}](t *testing.T) {
	n := 0
	for ; n < 256; n++ {
		if _, err := T(n).MarshalText(); err != nil {
			break
		}
	}
	var zero T
	require.GreaterOrEqual(t, n, 2, "%T has named values", zero)
	require.Less(t, n, 256, "%T has values without a name", zero)
	for v := range n {
		b, err := T(v).MarshalText()
		require.NoError(t, err)
		assert.Equal(t, T(v).String(), string(b))
		var back T
		require.NoError(t, P(&back).UnmarshalText(b), "%T %q", back, b)
		assert.Equal(t, T(v), back)
	}
	assert.Contains(t, T(n).String(), "(", "%T out of range prints its number", zero)
	for _, bad := range []string{"no-such-value", strings.Repeat("x", 100_000)} {
		got := T(1)
		err := P(&got).UnmarshalText([]byte(bad))
		require.Error(t, err, "%T %.20q", got, bad)
		assert.Less(t, len(err.Error()), 400, "%T: a short quote", got)
		assert.Equal(t, T(1), got, "%T unchanged", got)
	}
}

// TestEnumText: every public enum of the module (hand.Shape and the tile notation types have texts
// of their own) gives its text one way (internal/enumtext): String,
// MarshalText and UnmarshalText round trip every value and refuse unknown text with a short quote.
func TestEnumText(t *testing.T) {
	for name, f := range map[string]func(*testing.T){
		"game.ActionKind": enumRoundTrip[game.ActionKind], "game.EventKind": enumRoundTrip[game.EventKind],
		"game.Phase": enumRoundTrip[game.Phase],
		"meld.Kind":  enumRoundTrip[meld.Kind], "meld.Origin": enumRoundTrip[meld.Origin],
		"claim.Kind":   enumRoundTrip[claim.Kind],
		"score.Source": enumRoundTrip[score.Source], "score.Unit": enumRoundTrip[score.Unit],
		"score.DeclarationKind": enumRoundTrip[score.DeclarationKind],
		"wall.DeadWall":         enumRoundTrip[wall.DeadWall], "wall.DealPattern": enumRoundTrip[wall.DealPattern],
		"variant.Direction": enumRoundTrip[variant.Direction], "variant.PassedWin": enumRoundTrip[variant.PassedWin],
		"variant.KongKind": enumRoundTrip[variant.KongKind], "variant.Words": enumRoundTrip[variant.Words],
		"variant.IndicatorTiming":    enumRoundTrip[variant.IndicatorTiming],
		"classic.SpecialValues":      enumRoundTrip[classic.SpecialValues],
		"classic.PairCompletion":     enumRoundTrip[classic.PairCompletion],
		"classic.Bouquet":            enumRoundTrip[classic.Bouquet],
		"classic.OwnBonus":           enumRoundTrip[classic.OwnBonus],
		"classic.Purity":             enumRoundTrip[classic.Purity],
		"classic.Winners":            enumRoundTrip[classic.Winners],
		"classic.Payments":           enumRoundTrip[classic.Payments],
		"classic.Rounding":           enumRoundTrip[classic.Rounding],
		"classic.WindRounds":         enumRoundTrip[classic.WindRounds],
		"sichuan.PairWait":           enumRoundTrip[sichuan.PairWait],
		"sichuan.KongShootMoney":     enumRoundTrip[sichuan.KongShootMoney],
		"sichuan.ExposedKongDrawWin": enumRoundTrip[sichuan.ExposedKongDrawWin],
		"sichuan.ExchangeMode":       enumRoundTrip[sichuan.ExchangeMode],
		"sichuan.DealerRule":         enumRoundTrip[sichuan.DealerRule],
		"sichuan.TenpaiCheck":        enumRoundTrip[sichuan.TenpaiCheck],
		"riichi.Toggle":              enumRoundTrip[riichi.Toggle],
		"riichi.Kuikae":              enumRoundTrip[riichi.Kuikae],
		"riichi.RiichiAnkan":         enumRoundTrip[riichi.RiichiAnkan],
		"riichi.MultipleRon":         enumRoundTrip[riichi.MultipleRon],
		"riichi.Kazoe":               enumRoundTrip[riichi.Kazoe],
		"riichi.Renhou":              enumRoundTrip[riichi.Renhou],
		"riichi.Length":              enumRoundTrip[riichi.Length],
		"riichi.Daisharin":           enumRoundTrip[riichi.Daisharin],
		"riichi.Daichisei":           enumRoundTrip[riichi.Daichisei],
	} {
		t.Run(name, f)
	}
}
