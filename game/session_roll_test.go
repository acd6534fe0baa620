package game_test

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// A session whose configuration leaves the first dealer unset rolls for it from its seed, as the classic
// rules do (East rolls one die and counts the seats from itself), and records the roll as a public
// event; the first hand is dealt by that seat, and the roll survives a save and load. A given dealer
// is not rolled for.
func TestSessionRollsFirstDealer(t *testing.T) {
	seen := map[tile.Seat]bool{}
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		for n := range uint64(40) {
			seed := wall.SeedOf(n + 1)
			s, err := game.NewSession(r, game.SessionConfig{Seed: seed})
			require.NoError(t, err)
			dealer, die := wall.RollFirstDealer(seed.Source())
			ev := s.Events()
			require.Len(t, ev, 1)
			e := ev[0]
			require.Equal(t, game.EventFirstDealer, e.Kind)
			require.True(t, e.Public())
			require.Equal(t, dealer, e.Seat)
			require.Equal(t, int(die), e.Value)
			require.Equal(t, tile.SeatEast.Add(e.Value-1), e.Seat)
			require.Equal(t, dealer, s.State().Dealer)
			seen[dealer] = true
			g, err := s.Next()
			require.NoError(t, err)
			require.Equal(t, dealer, g.Dealer())
			loaded, err := game.LoadSession(r, []byte(sessionJSON(t, s)))
			require.NoError(t, err)
			require.Equal(t, ev, loaded.Events())
			requireSameSession(t, s, loaded)
		}
		s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(1), Dealer: tile.SeatWest})
		require.NoError(t, err)
		require.Empty(t, s.Events())
		require.Equal(t, tile.SeatWest, s.State().Dealer)
	}
	require.Len(t, seen, tile.NumSeats, "every seat is rolled as first dealer for some seed")
	_, err := game.NewSession(rulesOf(t, "classic"), game.SessionConfig{Dealer: tile.Seat(9)})
	require.ErrorIs(t, err, game.ErrInvalid)
	_, err = game.NewSession(rulesOf(t, "classic"), game.SessionConfig{Prevailing: tile.Red})
	require.ErrorIs(t, err, game.ErrInvalid)
}

// The dealer of a record saved before the dealer could be unset ("dealer":"E") still loads as East,
// and a record whose first hand was dealt by another seat than its first dealer is refused.
func TestSessionFirstDealerOnLoad(t *testing.T) {
	r := rulesOf(t, "sichuan")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(8), Dealer: tile.SeatEast})
	require.NoError(t, err)
	b := sessionJSON(t, s)
	require.Contains(t, b, `"dealer":"E"`)
	loaded, err := game.LoadSession(r, []byte(b))
	require.NoError(t, err)
	require.Equal(t, tile.SeatEast, loaded.Config().Dealer)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(b), &m))
	m["state"].(map[string]any)["dealer"] = "S"
	bad, err := json.Marshal(m)
	require.NoError(t, err)
	_, err = game.LoadSession(r, bad)
	require.ErrorIs(t, err, game.ErrRecord)
}

// Session counters and totals are bounded on load: a record with counters beyond 0..2³¹−1 or totals
// beyond ±MaxScore is refused.
func TestSessionLoadBounds(t *testing.T) {
	tests := []struct {
		name string
		edit func(m map[string]any)
	}{
		{"huge hands", func(m map[string]any) { state(m)["hands"] = math.MaxInt64 }},
		{"hands just too many", func(m map[string]any) { state(m)["hands"] = 1 << 31 }},
		{"huge game", func(m map[string]any) { state(m)["game"] = math.MaxInt64 }},
		{"huge round", func(m map[string]any) { state(m)["round"] = 1 << 40 }},
		{"negative round", func(m map[string]any) { state(m)["round"] = -1 }},
		{"huge score", func(m map[string]any) { m["scores"] = []any{math.MaxInt64, 0, 0, 0} }},
		{"score just too big", func(m map[string]any) { m["scores"] = []any{0, game.MaxScore + 1, 0, 0} }},
		{"score too small", func(m map[string]any) { m["scores"] = []any{0, 0, -game.MaxScore - 1, 0} }},
		{"state score too big", func(m map[string]any) { state(m)["scores"] = []any{0, 0, 0, game.MaxScore + 1} }},
	}
	r := rulesOf(t, "sichuan")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(8), Dealer: tile.SeatEast})
			require.NoError(t, err)
			var m map[string]any
			require.NoError(t, json.Unmarshal([]byte(sessionJSON(t, s)), &m))
			tc.edit(m)
			b, err := json.Marshal(m)
			require.NoError(t, err)
			_, err = game.LoadSession(r, b)
			require.ErrorIs(t, err, game.ErrRecord)
		})
	}
	_, err := game.New(r, game.Config{Dealer: tile.SeatEast, Scores: [4]int{game.MaxScore + 1}})
	require.ErrorIs(t, err, game.ErrInvalid)
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Scores: [4]int{game.MaxStartScore + 1}})
	require.ErrorIs(t, err, game.ErrInvalid, "no room for a hand's payments")
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Scores: [4]int{game.MaxStartScore, -game.MaxStartScore}})
	require.NoError(t, err)
}

func state(m map[string]any) map[string]any { return m["state"].(map[string]any) }

// Whatever session record loads saves back to a record that loads, also after the session goes on: its
// counters and totals, drawn anywhere in and beyond their bounds (the totals summing to zero, as
// Sichuan's do, or not), never make a session that its own save refuses, nor one that gets stuck:
// Finish never fails, and a session without room for another hand is over.
func TestSessionLoadedSavesBack(t *testing.T) {
	r := rulesOf(t, "sichuan")
	base, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(12), Dealer: tile.SeatEast})
	require.NoError(t, err)
	ps := sessionPlayers(r, 3, 0)
	for len(base.Summaries()) < 1 {
		require.True(t, sessionStep(t, base, ps))
	}
	rapid.Check(t, func(t *rapid.T) {
		counter := rapid.OneOf(rapid.IntRange(-2, 10), rapid.IntRange(1<<31-3, 1<<31+1),
			rapid.SampledFrom([]int{math.MinInt64, math.MaxInt64}))
		total := rapid.OneOf(rapid.IntRange(-5000, 5000), rapid.IntRange(game.MaxScore-3000, game.MaxScore+1),
			rapid.IntRange(-game.MaxScore-1, -game.MaxScore+3000), rapid.SampledFrom([]int{math.MinInt64, math.MaxInt64}))
		rec := base.Record()
		rec.State.Hands = counter.Draw(t, "hands")
		rec.State.Game = counter.Draw(t, "game")
		rec.State.Round = counter.Draw(t, "round")
		for i := range rec.Scores {
			rec.Scores[i] = total.Draw(t, "score")
		}
		if rapid.Bool().Draw(t, "conserved") {
			rec.Scores[3] = 0
			rec.Scores[3] = -(rec.Scores[0] + rec.Scores[1] + rec.Scores[2])
		}
		rec.State.Scores = rec.Scores
		s, err := game.ResumeSession(r, rec)
		if err != nil {
			require.ErrorIs(t, err, game.ErrRecord)
			return
		}
		for hands := 0; hands < 2 && !s.Over(); hands++ {
			again, err := game.LoadSession(r, []byte(sessionJSON(t, s)))
			require.NoError(t, err)
			requireSameSession(t, s, again)
			g, err := s.Next()
			require.NoError(t, err)
			for !g.Over() {
				seat := g.Pending().First()
				legal := g.Legal(seat)
				require.NoError(t, g.Apply(legal[0]))
			}
			require.NoError(t, s.Finish())
		}
		again, err := game.LoadSession(r, []byte(sessionJSON(t, s)))
		require.NoError(t, err)
		requireSameSession(t, s, again)
	})
}

// Errors about a record quote at most a short prefix of what it holds: a huge variant name, options or
// action kind cost no huge message.
func TestRecordErrorsAreShort(t *testing.T) {
	r := rulesOf(t, "classic")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(1)})
	require.NoError(t, err)
	rec := g.Record()
	huge := strings.Repeat("x", 1<<20)
	other := rec
	other.Variant = huge
	_, err = game.Replay(r, other)
	require.ErrorIs(t, err, game.ErrRecord)
	assert.Less(t, len(err.Error()), 300)
	other = rec
	other.Options = json.RawMessage(`{"limit": 700` + strings.Repeat(" ", 1<<20) + `}`)
	_, err = game.Replay(r, other)
	require.ErrorIs(t, err, game.ErrRecord)
	assert.Less(t, len(err.Error()), 300)

	// An unknown action kind in a loaded game, or in the hand in play of a loaded session.
	b, err := json.Marshal(rec)
	require.NoError(t, err)
	kind := strings.Replace(string(b), `"actions":[]`, `"actions":[{"kind":"`+huge+`","seat":"E"}]`, 1)
	require.NotEqual(t, string(b), kind)
	_, err = game.Load(r, []byte(kind))
	require.ErrorIs(t, err, game.ErrRecord)
	assert.Less(t, len(err.Error()), 300)
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(1), Dealer: tile.SeatEast})
	require.NoError(t, err)
	_, err = s.Next()
	require.NoError(t, err)
	sb := strings.Replace(sessionJSON(t, s), `"actions":[]`, `"actions":[{"kind":"`+huge+`","seat":"E"}]`, 1)
	require.NotEqual(t, sessionJSON(t, s), sb)
	_, err = game.LoadSession(r, []byte(sb))
	require.ErrorIs(t, err, game.ErrRecord)
	assert.Less(t, len(err.Error()), 300)
	var gs game.Session
	err = gs.UnmarshalJSON([]byte(sb))
	require.ErrorIs(t, err, game.ErrRecord)
	assert.Less(t, len(err.Error()), 300)
}
