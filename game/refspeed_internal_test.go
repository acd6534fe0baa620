package game

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestPlainFieldsAccepted: every action plainFields lets through without checkFields is one checkFields
// accepts, and plainFields lets through the plain passes and discards; the fields are drawn near their
// valid values (mostly zero) so that both answers occur.
func TestPlainFieldsAccepted(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		zeroOr := func(n int, label string) int {
			if rapid.Bool().Draw(t, label+"Zero") {
				return 0
			}
			return rapid.IntRange(0, n).Draw(t, label)
		}
		a := Action{
			Kind:  ActionKind(rapid.IntRange(0, int(numActionKinds)+1).Draw(t, "kind")),
			Seat:  tile.Seat(rapid.IntRange(0, tile.NumSeats+1).Draw(t, "seat")),
			Tile:  tile.Tile(zeroOr(tile.NumSlots+2, "tile")),
			Chow:  tile.Tile(zeroOr(tile.NumSlots+2, "chow")),
			Suit:  tile.Suit(zeroOr(12, "suit")),
			From:  score.Seat(zeroOr(tile.NumSeats+2, "from")),
			Call:  rapid.Bool().Draw(t, "call"),
			Tiles: nil,
		}
		if !rapid.Bool().Draw(t, "noTiles") {
			a.Tiles = make([]tile.Tile, rapid.IntRange(0, 3).Draw(t, "n"))
		}
		err := a.checkFields()
		if a.plainFields() {
			require.NoError(t, err, "%+v", a)
		}
		plain := err == nil && a.Tiles == nil && a.Chow == tile.None && a.Suit == tile.NoSuit && a.From == score.NoSeat &&
			(a.Kind == Pass && !a.Call || a.Kind == Discard)
		require.Equal(t, plain, a.plainFields(), "%+v", a)
	})
}
