package game

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

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
			Seat:  tile.SeatAt(rapid.IntRange(0, tile.NumSeats+1).Draw(t, "seat")),
			Tile:  tile.Tile(zeroOr(tile.NumSlots+2, "tile")),
			Chow:  tile.Tile(zeroOr(tile.NumSlots+2, "chow")),
			Suit:  tile.Suit(zeroOr(12, "suit")),
			From:  tile.Seat(zeroOr(tile.NumSeats+2, "from")),
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
		plain := err == nil && a.Tiles == nil && a.Chow == tile.None && a.Suit == tile.NoSuit && a.From == tile.NoSeat &&
			(a.Kind == Pass && !a.Call || a.Kind == Discard)
		require.Equal(t, plain, a.plainFields(), "%+v", a)
	})
}

// TestFindAtMatchesScan: findAt, which reads the IDs a word at a time, finds the index a scan in order
// finds: the first copy of t other than avoid, else avoid's, else -1; with garbage or zeros after the
// IDs held.
func TestFindAtMatchesScan(t *testing.T) {
	require.LessOrEqual(t, maxHeld, 16, "findAt reads the IDs as two overlapping words")
	require.GreaterOrEqual(t, maxHeld, 8)
	rapid.Check(t, func(t *rapid.T) {
		var s seatState
		all := rapid.Permutation(allIDs()).Draw(t, "ids")
		s.n = uint8(rapid.IntRange(0, maxHeld).Draw(t, "n"))
		copy(s.ids[:s.n], all)
		if rapid.Bool().Draw(t, "garbage") {
			for i := int(s.n); i < maxHeld; i++ {
				s.ids[i] = tile.ID(rapid.IntRange(0, 255).Draw(t, "junk"))
			}
		}
		k := tile.Tile(rapid.IntRange(0, tile.NumSlots+1).Draw(t, "kind"))
		if s.n > 0 && rapid.Bool().Draw(t, "held") {
			k = s.ids[rapid.IntRange(0, int(s.n)-1).Draw(t, "at")].Kind()
		}
		var avoid tile.ID
		if s.n > 0 && rapid.Bool().Draw(t, "avoidHeld") {
			avoid = s.ids[rapid.IntRange(0, int(s.n)-1).Draw(t, "avoidAt")]
		}
		want := -1
		for i, id := range s.ids[:s.n] {
			if id.Kind() == k {
				if id != avoid {
					want = i
					break
				}
				want = i
			}
		}
		require.Equal(t, want, s.findAt(k, avoid), "ids %v kind %v avoid %v", s.ids[:s.n], k, avoid)
		if want >= 0 {
			require.Equal(t, s.ids[want], s.find(k, avoid))
		} else {
			require.Equal(t, tile.ID(0), s.find(k, avoid))
		}
	})
}

// allIDs returns the 144 physical tiles.
func allIDs() []tile.ID {
	ids := make([]tile.ID, 0, tile.NumIDs)
	for id := tile.ID(1); id <= tile.NumIDs; id++ {
		ids = append(ids, id)
	}
	return ids
}
