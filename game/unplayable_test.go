package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/riichi"
)

// TestUnplayableTableRefused: rules whose table is the zero variant.Table (riichi, whose play the referee
// cannot do yet) are refused with ErrVariant instead of dealing a wrong game.
func TestUnplayableTableRefused(t *testing.T) {
	r, ok := variant.Lookup("riichi")
	require.True(t, ok)
	require.Equal(t, variant.Table{}, r.Table())
	_, err := game.New(r, game.Config{})
	require.ErrorIs(t, err, game.ErrVariant)
}
