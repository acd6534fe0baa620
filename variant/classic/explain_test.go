package classic_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// TestExplanationFollowsThePaymentTable: the explanation of a discard won by a non-dealer from the
// dealer says the dealer pays four times the value, as the default table makes it.
func TestExplanationFollowsThePaymentTable(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	res, err := r.Score(hand.MustParse("123m456p789s234s55m"), classic.OnDiscard(tile.SeatSouth, tile.SeatEast, tile.SeatEast, tile.East, tile.Character5))
	require.NoError(t, err)
	assert.Equal(t, "basic points 20, no double: 20\nwithin the limit of 2000: the hand is worth 20\n"+
		"on E's discard: the dealer E alone pays 4 × 20 = 80", res.Explanation)
	assert.Equal(t, 80, res.Payments.Paid(tile.SeatEast))
}
