package game_test

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// sessionPlayers returns seeded players: greedy bots, with a random one at the seats in randomSeats.
func sessionPlayers(r variant.Rules, seed uint64, randomSeats int) [tile.NumSeats]bot.Player {
	var ps [tile.NumSeats]bot.Player
	for i := range ps {
		ps[i] = bot.NewGreedy(r.Table())
		if randomSeats&(1<<i) != 0 {
			ps[i] = bot.NewRandom(rand.NewPCG(seed, uint64(i)))
		}
	}
	return ps
}

// sessionStep takes one step of s: it deals the next hand, closes a finished one, or applies the choice
// of the first pending seat's player. It reports false once the session is over.
func sessionStep(t require.TestingT, s *game.Session, ps [tile.NumSeats]bot.Player) bool {
	g := s.Current()
	var err error
	switch {
	case s.Over():
		return false
	case g == nil:
		_, err = s.Next()
	case g.Over():
		if err = g.Err(); err == nil {
			err = s.Finish()
		}
	default:
		seat := g.Pending().First()
		legal := g.Legal(seat)
		if len(legal) == 0 {
			require.Fail(t, "no legal action", "seat %v in %v", seat, g.Phase())
		}
		err = g.Apply(ps[seat.Index()].Choose(bot.Situation{Seat: seat, Phase: g.Phase(), Hand: g.Hand(seat),
			Missing: g.Missing(seat), Legal: legal}))
	}
	if err != nil { // checked here first: require's helpers are slow in the loops of the properties
		require.NoError(t, err)
	}
	return true
}

func sessionJSON(t require.TestingT, s *game.Session) string {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}

// requireSameSession checks that two sessions are in the same state: same record, same public state and
// the same hand in play, event for event.
func requireSameSession(t require.TestingT, a, b *game.Session) {
	require.Equal(t, a.State(), b.State())
	require.Equal(t, a.Scores(), b.Scores())
	require.Equal(t, a.Over(), b.Over())
	require.Equal(t, a.Summaries(), b.Summaries())
	require.Equal(t, a.Current() == nil, b.Current() == nil)
	if a.Current() != nil {
		require.Equal(t, a.Current().Events(), b.Current().Events())
		require.Equal(t, a.Current().Record(), b.Current().Record())
		require.Equal(t, game.Snapshot(a.Current()), game.Snapshot(b.Current()))
	}
	require.Equal(t, sessionJSON(t, a), sessionJSON(t, b))
}

// requireSameHand checks the cheap part of requireSameSession: the state, the totals, the latest
// summary and the hand in play's record.
func requireSameHand(t require.TestingT, a, b *game.Session) {
	require.Equal(t, a.State(), b.State())
	require.Equal(t, a.Scores(), b.Scores())
	require.Equal(t, a.Over(), b.Over())
	sa, sb := a.Summaries(), b.Summaries()
	require.Len(t, sb, len(sa))
	if len(sa) > 0 {
		require.Equal(t, sa[len(sa)-1], sb[len(sb)-1])
	}
	require.Equal(t, a.Current() == nil, b.Current() == nil)
	if a.Current() != nil {
		require.Equal(t, a.Current().Record(), b.Current().Record())
	}
}

// A session saved at a random point of a random session (between hands, or anywhere in a hand) and
// loaded back goes on exactly like the original: the same seeded players make the same decisions in both,
// and the sessions stay the same to the end.
func TestSessionSaveLoadProperty(t *testing.T) {
	variants := []variant.Rules{
		rulesOf(t, "classic"),
		rulesOf(t, "sichuan"),
		mustRules(sichuan.New(sichuan.Options{SessionHands: 4, KongPayments: true, Dealer: sichuan.FirstWinner})),
		riichiRules(t, "ema2016"), // honba and sticks carried in the saved state
	}
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(variants).Draw(t, "rules")
		cfg := game.SessionConfig{
			Seed:   wall.SeedOf(rapid.Uint64().Draw(t, "seed")),
			Dealer: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")),
		}
		// Random players rarely win, and a classic round goes on until the dealer loses from its fifth
		// game: classic sessions get at most one random player, so that they end in a few dozen hands.
		randomSeats := rapid.IntRange(0, 15).Draw(t, "randomSeats")
		if r.Name() == "classic" {
			randomSeats &= 1 << rapid.IntRange(0, 4).Draw(t, "randomSeat")
		}
		s, err := game.NewSession(r, cfg)
		require.NoError(t, err)
		ps := sessionPlayers(r, rapid.Uint64().Draw(t, "before"), randomSeats)
		for steps := rapid.IntRange(0, 1500).Draw(t, "steps"); steps > 0 && sessionStep(t, s, ps); steps-- {
		}
		b, err := json.Marshal(s)
		require.NoError(t, err)
		var loaded *game.Session
		if rapid.Bool().Draw(t, "registry") {
			loaded = new(game.Session)
			require.NoError(t, json.Unmarshal(b, loaded))
		} else {
			loaded, err = game.LoadSession(r, b)
			require.NoError(t, err)
		}
		requireSameSession(t, s, loaded)

		after := rapid.Uint64().Draw(t, "after")
		pa, pb := sessionPlayers(r, after, randomSeats), sessionPlayers(r, after, randomSeats)
		for steps := 0; ; steps++ {
			require.Less(t, steps, 200_000)
			hadHand := s.Current() != nil
			more := sessionStep(t, s, pa)
			require.Equal(t, more, sessionStep(t, loaded, pb))
			if !more {
				break
			}
			if hadHand != (s.Current() != nil) { // a hand was dealt or finished
				requireSameHand(t, s, loaded)
			}
		}
		requireSameSession(t, s, loaded)
	})
}

// The record of a fresh session has no hand and no summaries, and resumes to an equal session.
func TestSessionRecordFresh(t *testing.T) {
	r := rulesOf(t, "sichuan")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(3), Dealer: tile.SeatSouth})
	require.NoError(t, err)
	rec := s.Record()
	assert.Equal(t, "sichuan", rec.Variant)
	assert.Nil(t, rec.Current)
	assert.Empty(t, rec.Summaries)
	assert.Equal(t, tile.SeatSouth, rec.State.Dealer)
	b, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"summaries":[]`)
	assert.NotContains(t, string(b), `"current"`)
	c, err := game.ResumeSession(r, rec)
	require.NoError(t, err)
	requireSameSession(t, s, c)
	g1, err := s.Next()
	require.NoError(t, err)
	g2, err := c.Next()
	require.NoError(t, err)
	assert.Equal(t, g1.Config(), g2.Config())
}

// savedSession returns a classic session in the middle of its second hand, and its record as JSON.
func savedSession(t *testing.T) (*game.Session, map[string]any) {
	t.Helper()
	r := rulesOf(t, "classic")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(9)})
	require.NoError(t, err)
	ps := sessionPlayers(r, 1, 0)
	for len(s.Summaries()) < 1 || s.Current() == nil || len(s.Current().Actions()) < 10 {
		require.True(t, sessionStep(t, s, ps))
	}
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(sessionJSON(t, s)), &m))
	return s, m
}

// Malformed or inconsistent session records fail with ErrRecord, and leave the session being loaded
// into unchanged.
func TestSessionLoadMalformed(t *testing.T) {
	orig, _ := savedSession(t)
	cur := func(m map[string]any) map[string]any { return m["current"].(map[string]any) }
	curCfg := func(m map[string]any) map[string]any { return cur(m)["config"].(map[string]any) }
	state := func(m map[string]any) map[string]any { return m["state"].(map[string]any) }
	tests := []struct {
		name string
		edit func(m map[string]any)
		raw  string
	}{
		{name: "not JSON", raw: `{"variant":`},
		{name: "null", raw: `null`},
		{name: "array", raw: `[]`},
		{name: "empty object", raw: `{}`},
		{name: "unknown variant", edit: func(m map[string]any) { m["variant"] = "zung-jung" }},
		{name: "other variant", edit: func(m map[string]any) { m["variant"] = "sichuan" }},
		{name: "bad options", edit: func(m map[string]any) { m["options"] = map[string]any{"fanCap": -3} }},
		{name: "wrong options", edit: func(m map[string]any) { m["options"] = "x" }},
		{name: "bad seed", edit: func(m map[string]any) { m["config"].(map[string]any)["seed"] = "zz" }},
		{name: "bad config dealer", edit: func(m map[string]any) { m["config"].(map[string]any)["dealer"] = "X" }},
		{name: "no source", edit: func(m map[string]any) { delete(m, "source") }},
		{name: "short source", edit: func(m map[string]any) { m["source"] = "AAEC" }},
		{name: "source not base64", edit: func(m map[string]any) { m["source"] = "!!" }},
		{name: "bad state dealer", edit: func(m map[string]any) { state(m)["dealer"] = 7 }},
		{name: "state wind not a wind", edit: func(m map[string]any) { state(m)["prevailing"] = "5m" }},
		{name: "negative hands", edit: func(m map[string]any) { state(m)["hands"] = -1 }},
		{name: "negative game", edit: func(m map[string]any) { state(m)["game"] = -2 }},
		{name: "scores not numbers", edit: func(m map[string]any) { m["scores"] = []any{"a", 1, 2, 3} }},
		{name: "summaries not a list", edit: func(m map[string]any) { m["summaries"] = 3 }},
		{name: "summary without dealer", edit: func(m map[string]any) {
			m["summaries"].([]any)[0].(map[string]any)["dealer"] = 4
		}},
		{name: "over with a hand in play", edit: func(m map[string]any) { m["over"] = true }},
		{name: "hand of another dealer", edit: func(m map[string]any) {
			if curCfg(m)["dealer"] == "E" {
				curCfg(m)["dealer"] = "S"
			} else {
				curCfg(m)["dealer"] = "E"
			}
		}},
		{name: "hand of another wind", edit: func(m map[string]any) { curCfg(m)["prevailing"] = "4z" }},
		{name: "hand with other scores", edit: func(m map[string]any) { curCfg(m)["scores"] = []any{1, 2, 3, 4} }},
		{name: "scores differ from the hand's", edit: func(m map[string]any) { m["scores"] = []any{0, 0, 0, 0} }},
		{name: "hand of another variant", edit: func(m map[string]any) { cur(m)["variant"] = "sichuan" }},
		{name: "hand with a refused action", edit: func(m map[string]any) {
			acts := cur(m)["actions"].([]any)
			acts[len(acts)-1] = acts[0]
		}},
		{name: "hand not an object", edit: func(m map[string]any) { m["current"] = 5 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := []byte(tc.raw)
			if tc.edit != nil {
				_, m := savedSession(t)
				tc.edit(m)
				var err error
				b, err = json.Marshal(m)
				require.NoError(t, err)
			}
			_, err := game.LoadSession(rulesOf(t, "classic"), b)
			require.ErrorIs(t, err, game.ErrRecord)
			into, _ := savedSession(t)
			before := sessionJSON(t, into)
			require.ErrorIs(t, into.UnmarshalJSON(b), game.ErrRecord)
			require.Equal(t, before, sessionJSON(t, into), "the session changed")
			requireSameSession(t, orig, into)
		})
	}
}

// Loading with rules of other options than the record's fails with ErrRecord.
func TestSessionLoadOtherOptions(t *testing.T) {
	saved, err := game.NewSession(mustRules(sichuan.New(sichuan.Options{SessionHands: 2})), game.SessionConfig{})
	require.NoError(t, err)
	b := sessionJSON(t, saved)
	_, err = game.LoadSession(rulesOf(t, "sichuan"), []byte(b))
	require.ErrorIs(t, err, game.ErrRecord)
	_, err = game.LoadSession(nil, []byte(b))
	require.ErrorIs(t, err, game.ErrRecord)
	var s game.Session
	require.NoError(t, json.Unmarshal([]byte(b), &s))
	assert.True(t, strings.Contains(sessionJSON(t, &s), `"sessionHands":2`))
}

// FuzzLoadSession feeds arbitrary bytes to the session loaders: nothing may panic, every error wraps
// ErrRecord, and whatever loads saves back to a record that loads to the same session.
func FuzzLoadSession(f *testing.F) {
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		r := rulesOf(f, name)
		s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(4)})
		require.NoError(f, err)
		ps := sessionPlayers(r, 2, 1)
		f.Add([]byte(sessionJSON(f, s)))
		for steps := 0; steps < 700 && sessionStep(f, s, ps); steps++ {
			if steps%233 == 0 {
				f.Add([]byte(sessionJSON(f, s)))
			}
		}
	}
	f.Add([]byte(`{"variant":"sichuan","source":"","state":{"dealer":0}}`))
	f.Add([]byte(`{"variant":"classic","current":{"variant":"classic","actions":[{}]}}`))
	classic := rulesOf(f, "classic")
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := game.LoadSession(classic, b); err != nil {
			require.ErrorIs(t, err, game.ErrRecord)
		}
		var s game.Session
		if err := s.UnmarshalJSON(b); err != nil {
			require.ErrorIs(t, err, game.ErrRecord)
			return
		}
		again, err := json.Marshal(&s)
		require.NoError(t, err)
		var c game.Session
		require.NoError(t, json.Unmarshal(again, &c))
		require.Equal(t, string(again), sessionJSON(t, &c))
		if g := s.Current(); g != nil {
			_, err := game.LoadSession(g.Rules(), b)
			require.NoError(t, err)
		}
	})
}
