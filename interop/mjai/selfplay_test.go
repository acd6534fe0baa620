package mjai_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// playDirect plays a whole game of four greedy bots straight on the referee, as [mjai.Match] deals it.
func playDirect(tb testing.TB, r variant.Rules, seed uint64) *game.Session {
	sess := mjai.MatchSession(tb, r, seed)
	p := bot.NewGreedy(r.Table())
	for !sess.Over() {
		g, err := sess.Next()
		require.NoError(tb, err)
		require.NoError(tb, bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}))
		require.NoError(tb, sess.Finish())
	}
	return sess
}

func playMjai(tb testing.TB, r variant.Rules, seed uint64) *game.Session {
	p := bot.NewGreedy(r.Table())
	m := mjai.Match{Rules: r, Seed: wall.SeedOf(seed)}
	for i := range m.Seats {
		m.Seats[i].Player = p
	}
	sess, faults, err := m.Play()
	require.NoError(tb, err)
	require.Empty(tb, faults)
	return sess
}

// TestSelfPlaySameGame: four greedy bots playing through the mjai codec, each seeing only its seat's
// events, play the very game they play straight on the referee.
func TestSelfPlaySameGame(t *testing.T) {
	r := mjai.TenhouRules(t)
	for seed := uint64(1); seed <= 5; seed++ {
		direct, viaMjai := playDirect(t, r, seed), playMjai(t, r, seed)
		require.Equal(t, direct.Scores(), viaMjai.Scores(), "seed %d", seed)
		require.Len(t, viaMjai.Summaries(), len(direct.Summaries()), "seed %d", seed)
	}
}

// BenchmarkHanchanDirect and BenchmarkHanchanMjai play the same game (seed 1): straight on the
// referee, and with every seat a library bot following its events through the mjai codec.
func BenchmarkHanchanDirect(b *testing.B) {
	r := mjai.TenhouRules(b)
	b.ReportAllocs()
	for b.Loop() {
		playDirect(b, r, 1)
	}
}

func BenchmarkHanchanMjai(b *testing.B) {
	r := mjai.TenhouRules(b)
	b.ReportAllocs()
	for b.Loop() {
		playMjai(b, r, 1)
	}
}
