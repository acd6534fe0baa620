// Package explain holds the test check the scorers of the variants share: a score's explanation
// shows the arithmetic from its items to its value and to each payment, in a player's words.
package explain

import (
	"regexp"
	"strconv"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/score"
)

// Require checks the explanation of a scored win: it ends in the words of a player (no "raw", no
// "cap"), names the value, and names every payment's amount as a result of its arithmetic ("= n", or
// "n" rounded to), so that each payment can be followed from the items.
func Require(t assert.TestingT, res score.Result) {
	if h, ok := t.(interface{ Helper() }); ok {
		h.Helper()
	}
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
