package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestSanmaTableOfThree: North is no seat at a table of three (docs/rules/riichi.md §17.1): it may not
// deal, hold points or act; the deal gives it nothing; turns go East → South → West → East; and a
// session may not start with North dealing.
func TestSanmaTableOfThree(t *testing.T) {
	r := sanmaRules(t)
	_, err := game.New(r, game.Config{Dealer: tile.SeatNorth, Seed: wall.SeedOf(1)})
	assert.ErrorIs(t, err, game.ErrInvalid)
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(1), Scores: [4]int{35000, 35000, 35000, 1}})
	assert.ErrorIs(t, err, game.ErrInvalid, "a score for North")
	_, err = game.NewSession(r, game.SessionConfig{Dealer: tile.SeatNorth, Seed: wall.SeedOf(1)})
	assert.ErrorIs(t, err, game.ErrInvalid)

	g, err := game.New(r, game.Config{Dealer: tile.SeatWest, Seed: wall.SeedOf(3)})
	require.NoError(t, err)
	assert.Equal(t, [4]int{35000, 35000, 35000, 0}, g.Config().Scores, "the starting score for three seats")
	assert.Equal(t, 54, g.LiveCount(), "T[40..93]: the dealer's first draw, T[39], is dealt")
	assert.Zero(t, g.Hand(tile.SeatNorth).Size())
	assert.Empty(t, g.Legal(tile.SeatNorth))
	want := []tile.Seat{tile.SeatWest, tile.SeatEast, tile.SeatSouth, tile.SeatWest}
	for i, s := range want {
		require.Equal(t, s, g.Turn(), "turn %d", i)
		var d game.Action
		for _, a := range g.Legal(s) {
			if a.Kind == game.Discard && !a.Call {
				d = a
				break
			}
		}
		apply(t, g, d)
		for g.Phase() == game.PhaseClaim {
			apply(t, g, game.Action{Kind: game.Pass, Seat: g.Pending().First()})
		}
	}
}
