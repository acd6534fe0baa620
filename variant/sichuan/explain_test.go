package sichuan_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/sichuan"
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

// TestSelfDrawPlusOneExplained: a self-draw's explanation shows the base, the +1 each player still in
// pays on top of it, and who pays.
func TestSelfDrawPlusOneExplained(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	w := win(E, "5p", score.Wall, tile.NoSeat, tile.Bamboo)
	w.Out[N.Index()] = true
	res, err := r.Score(hand.MustParse("123m456m789m234p55p"), w)
	require.NoError(t, err)
	assert.Equal(t, "1 fan: the base is 2^1 = 2\nself-draw: each player still in (S, W) pays the base 2 + 1 = 3",
		res.Explanation)
	requireExplained(t, res)

	w = win(E, "5p", score.Discard, W, tile.Bamboo)
	res, err = r.Score(hand.MustParse("123m456m789m234p55p"), w)
	require.NoError(t, err)
	assert.Equal(t, "1 fan: the base is 2^1 = 2\non W's discard: W pays the base 2", res.Explanation)
}
