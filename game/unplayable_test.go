package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
)

// TestUnplayableTableRefused: rules whose table is the zero variant.Table describe no playable table
// and are refused with ErrVariant instead of dealing a wrong game.
func TestUnplayableTableRefused(t *testing.T) {
	_, err := game.New(fake{name: "no table"}, game.Config{Dealer: tile.SeatEast})
	require.ErrorIs(t, err, game.ErrVariant)
}
