package mjai_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/wall"
)

// TestMatchLibraryBots plays whole games of four library bots through the codec: no faults, and the
// full log reads back as an mjai log whose payments agree with the session's.
func TestMatchLibraryBots(t *testing.T) {
	r, g := mjai.TenhouGreedy(t)
	for seed := uint64(1); seed <= 6; seed++ {
		var log bytes.Buffer
		m := mjai.Match{Rules: r, Seed: wall.SeedOf(seed), Log: &log}
		for i := range m.Seats {
			m.Seats[i].Player = g
		}
		var hands []*game.Game
		m.OnHand = func(g *game.Game) { hands = append(hands, g) }
		sess, faults, err := m.Play()
		require.NoError(t, err)
		require.Empty(t, faults)
		require.True(t, sess.Over())
		require.Len(t, hands, len(sess.Summaries()), "OnHand sees every hand")
		for _, h := range hands {
			require.True(t, h.Over())
		}
		rec, err := mjai.Read(&log)
		require.NoError(t, err, "seed %d", seed)
		require.Len(t, rec.Hands, len(sess.Summaries()))
		assert.NotEmpty(t, rec.Hands)
	}
}
