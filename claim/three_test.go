package claim_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/tile"
)

// TestResolveAmongThree: at a table of three (East, South and West; docs/rules/riichi.md §17.3)
// turn order from West goes on to East, then South, so East is the winner nearest after West, and a
// win beats a pung whoever is nearer.
func TestResolveAmongThree(t *testing.T) {
	id := tile.IDOf(tile.Bamboo5, 0)
	ron := func(s tile.Seat) claim.Claim { return claim.Claim{Seat: s, Kind: claim.Win, Tile: id} }
	pol := claim.Basic{Multiple: true, MaxWins: 2, Forbid: claim.KindsOf(claim.Chow)}

	r, err := claim.Resolve(tile.SeatWest, []claim.Claim{ron(tile.SeatSouth), ron(tile.SeatEast)}, pol)
	require.NoError(t, err)
	require.Equal(t, 2, r.Len())
	assert.Equal(t, tile.SeatEast, r.At(0).Seat, "East is nearest after West")
	assert.Equal(t, tile.SeatSouth, r.At(1).Seat)
	assert.Equal(t, tile.SeatEast, r.Taker())

	pung := claim.Claim{Seat: tile.SeatEast, Kind: claim.Pung, Tile: id}
	r, err = claim.Resolve(tile.SeatWest, []claim.Claim{pung, ron(tile.SeatSouth)}, pol)
	require.NoError(t, err)
	assert.Equal(t, claim.Win, r.Kind())
	assert.Equal(t, tile.SeatSouth, r.Taker())

	r, err = claim.Resolve(tile.SeatSouth, []claim.Claim{ron(tile.SeatEast), ron(tile.SeatWest)}, claim.Basic{})
	require.NoError(t, err)
	require.Equal(t, 1, r.Len(), "a single winner")
	assert.Equal(t, tile.SeatWest, r.Taker(), "West is nearest after South")
}
