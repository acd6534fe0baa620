package classic_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// requireExplained checks the explanation of a scored win: it ends in the words of a player (no "raw",
// no "cap"), names the value, and names every payment's amount as a result of its arithmetic ("= n",
// or "n" rounded to), so that each payment can be followed from the items.
func requireExplained(t *testing.T, res score.Result) {
	t.Helper()
	e := res.Explanation
	assert.NotEmpty(t, e, "%s", res)
	assert.NotRegexp(t, `\b(raw|cap|capped)\b`, e)
	assert.Regexp(t, `\b`+strconv.Itoa(res.Value)+`\b`, e, "the value\n%s", res)
	for _, tr := range res.Payments {
		re := regexp.MustCompile(`(= |, rounded up to |, rounded to |pays the base |each other player |: |and )` +
			strconv.Itoa(tr.Amount) + `\b`)
		assert.Regexp(t, re, e, "payment %d (%s)\n%s", tr.Amount, tr.Reason, res)
	}
}

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
