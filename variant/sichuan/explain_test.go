package sichuan_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

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
	explain.Require(t, res)

	w = win(E, "5p", score.Discard, W, tile.Bamboo)
	res, err = r.Score(hand.MustParse("123m456m789m234p55p"), w)
	require.NoError(t, err)
	assert.Equal(t, "1 fan: the base is 2^1 = 2\non W's discard: W pays the base 2", res.Explanation)
}
