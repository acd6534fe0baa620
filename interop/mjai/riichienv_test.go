package mjai_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/mjai"
)

// TestRiichiEnvLog reads the first two hands of a RiichiEnv game between bots (the mjai-import
// acceptance test without the referee): every start_kyoku's scores equal the running totals of the hora deltas and riichi
// sticks, and the log survives write -> read -> write.
func TestRiichiEnvLog(t *testing.T) {
	g, err := mjai.Read(bytes.NewReader(readFile(t, "../testdata/logs/riichienv/126_204_0_mjai.first2.jsonl")))
	require.NoError(t, err)
	require.Len(t, g.Hands, 2)
	var tb track.Table
	h := &g.Hands[0]
	require.NoError(t, tb.Start(h))
	for i := range h.Events {
		require.NoError(t, tb.Apply(&h.Events[i]))
	}
	assert.Equal(t, g.Hands[1].Scores, tb.Scores, "scores at the next start_kyoku are the running totals")
	assert.Equal(t, 2, tb.Accepted)
	w := g.Hands[1].Events[len(g.Hands[1].Events)-1]
	require.Equal(t, interop.EventWin, w.Kind)
	assert.Equal(t, [4]int{0, 0, 3300, -1300}, w.Win.Deltas, "the ron takes both riichi sticks")
	back := roundTrip(t, g)
	assert.Equal(t, track.Canonical(g, true).Hands[0].Events, track.Canonical(back, true).Hands[0].Events)
}
