package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// loadEdited saves s, lets edit change the record, and loads it back under r.
func loadEdited(t *testing.T, r variant.Rules, s *game.Session, edit func(*game.SessionRecord)) (*game.Session, error) {
	t.Helper()
	rec := s.Record()
	edit(&rec)
	b, err := json.Marshal(rec)
	require.NoError(t, err)
	return game.LoadSession(r, b)
}

// TestSessionLoadChecksTotals: a record whose two copies of the totals (the record's and its state's)
// disagree is refused, and so is one whose totals and deposits do not hold the starting points of
// every seat (riichi: totals + 1,000 × sticks = 4 × 25,000), or whose hand in play carries other
// counters or deposits than the session's; the consistent record loads.
func TestSessionLoadChecksTotals(t *testing.T) {
	r := riichiRules(t, "tenhou")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(6), Dealer: tile.SeatEast})
	require.NoError(t, err)
	assert.Equal(t, s.Scores(), s.State().Scores, "the state holds the starting totals")
	_, err = loadEdited(t, r, s, func(*game.SessionRecord) {})
	require.NoError(t, err)
	for name, edit := range map[string]func(*game.SessionRecord){
		"copies disagree": func(rec *game.SessionRecord) { rec.State.Scores[1] += 1000; rec.State.Scores[2] -= 1000 },
		"points from nowhere": func(rec *game.SessionRecord) {
			rec.Scores[0] += 1000
			rec.State.Scores = rec.Scores
		},
		"a stick from nowhere": func(rec *game.SessionRecord) { rec.State.Deposits = 1 },
	} {
		_, err := loadEdited(t, r, s, edit)
		require.ErrorIs(t, err, game.ErrRecord, name)
	}
	// A stick paid by South and kept on the table conserves the points.
	ok, err := loadEdited(t, r, s, func(rec *game.SessionRecord) {
		rec.Scores[1] -= riichiStick
		rec.State.Scores, rec.State.Deposits = rec.Scores, 1
	})
	require.NoError(t, err)
	assert.Equal(t, 1, ok.State().Deposits)

	g, err := s.Next()
	require.NoError(t, err)
	require.NoError(t, g.Apply(g.Legal(g.Pending().First())[0]))
	for name, edit := range map[string]func(*game.SessionRecord){
		"hand with other counters": func(rec *game.SessionRecord) { rec.Current.Config.Counters = 2 },
		"hand with other deposits": func(rec *game.SessionRecord) { rec.Current.Config.Deposits = 1 },
	} {
		_, err := loadEdited(t, r, s, edit)
		require.ErrorIs(t, err, game.ErrRecord, name)
	}
}

// TestSessionHeadroom: a session that is not over must have room for another hand: totals within
// ±MaxStartScore, counters and deposits within MaxCounters, hand numbers below 2³¹−1; else its record
// is refused, while the same state in a session that is over loads.
func TestSessionHeadroom(t *testing.T) {
	r := rulesOf(t, "sichuan")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(6), Dealer: tile.SeatEast})
	require.NoError(t, err)
	for name, edit := range map[string]func(*game.SessionRecord){
		"total beyond MaxStartScore": func(rec *game.SessionRecord) {
			rec.Scores = [4]int{game.MaxStartScore + 1, -game.MaxStartScore - 1, 0, 0}
		},
		"counters beyond MaxCounters": func(rec *game.SessionRecord) { rec.State.Counters = game.MaxCounters + 1 },
		"game number at the limit":    func(rec *game.SessionRecord) { rec.State.Game = 1<<31 - 1 },
	} {
		_, err := loadEdited(t, r, s, func(rec *game.SessionRecord) { edit(rec); rec.State.Scores = rec.Scores })
		require.ErrorIs(t, err, game.ErrRecord, name)
		over, err := loadEdited(t, r, s, func(rec *game.SessionRecord) {
			edit(rec)
			rec.State.Scores, rec.Over = rec.Scores, true
		})
		require.NoError(t, err, name)
		assert.True(t, over.Over(), name)
		_, err = over.Next()
		require.ErrorIs(t, err, game.ErrSessionOver, name)
	}
	_, err = loadEdited(t, r, s, func(rec *game.SessionRecord) {
		rec.Scores = [4]int{game.MaxStartScore, -game.MaxStartScore, 0, 0}
		rec.State.Scores, rec.State.Counters = rec.Scores, game.MaxCounters
	})
	require.NoError(t, err, "at the limits exactly")
}

// TestSessionEndsAtLimits: a session whose next state would leave no room for another hand ends there
// with a result instead of getting stuck: at game number 2³¹−1 (classic), and for riichi at 1,000 honba
// once a draw or a dealer win adds one, and for a total pushed beyond MaxStartScore. Finish never fails,
// the ended session saves and loads, and its standings are those of its totals.
func TestSessionEndsAtLimits(t *testing.T) {
	t.Run("game number", func(t *testing.T) {
		r := rulesOf(t, "classic") // the game number goes up by one each hand until the round ends
		atLimit := 0
		for seed := range uint64(10) {
			s0, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed), Dealer: tile.SeatEast})
			require.NoError(t, err)
			s, err := loadEdited(t, r, s0, func(rec *game.SessionRecord) { rec.State.Game = 1<<31 - 2 })
			require.NoError(t, err)
			for hands := 0; !s.Over(); hands++ {
				require.Less(t, hands, 500)
				playHand(t, s)
			}
			if s.State().Game == 1<<31-1 {
				atLimit++
				assert.Len(t, s.Summaries(), 1, "ended after the first hand")
			}
			again, err := game.LoadSession(r, []byte(sessionJSON(t, s)))
			require.NoError(t, err)
			requireSameSession(t, s, again)
			last := s.Standings().Places[3]
			assert.Equal(t, s.Scores()[last.Seat.Index()], last.Total)
		}
		assert.Positive(t, atLimit, "some sessions ended at the game number's limit")
	})
	t.Run("honba and sticks", func(t *testing.T) {
		r := riichiRules(t, "ema2016") // no bust: the totals below are negative
		atLimit := 0
		for seed := range uint64(20) {
			s0, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed), Dealer: tile.SeatEast})
			require.NoError(t, err)
			s, err := loadEdited(t, r, s0, func(rec *game.SessionRecord) {
				rec.State.Counters, rec.State.Deposits = game.MaxCounters, game.MaxCounters-1
				for i := range rec.Scores {
					rec.Scores[i] -= (game.MaxCounters - 1) * riichiStick / 4
				}
				rec.State.Scores = rec.Scores
			})
			require.NoError(t, err)
			ps := sessionPlayers(r, seed, 0)
			for hands := 0; !s.Over(); hands++ {
				require.Less(t, hands, 200)
				st := s.State()
				require.LessOrEqual(t, st.Counters, game.MaxCounters, "a session that goes on has room")
				require.LessOrEqual(t, st.Deposits, game.MaxCounters)
				for s.Current() != nil || len(s.Summaries()) == hands {
					require.True(t, sessionStep(t, s, ps)) // sessionStep requires Finish to succeed
				}
			}
			if st := s.State(); st.Counters > game.MaxCounters || st.Deposits > game.MaxCounters {
				atLimit++
			}
			again, err := game.LoadSession(r, []byte(sessionJSON(t, s)))
			require.NoError(t, err)
			requireSameSession(t, s, again)
		}
		assert.Positive(t, atLimit, "some sessions ended past 1,000 honba or sticks")
	})
	t.Run("totals", func(t *testing.T) {
		r := rulesOf(t, "classic")
		ended := 0
		for seed := range uint64(10) {
			s0, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed), Dealer: tile.SeatEast})
			require.NoError(t, err)
			s, err := loadEdited(t, r, s0, func(rec *game.SessionRecord) {
				rec.Scores = [4]int{game.MaxStartScore, game.MaxStartScore, -game.MaxStartScore + 4000, -game.MaxStartScore + 4000}
				rec.State.Scores = rec.Scores
			})
			require.NoError(t, err)
			for hands := 0; !s.Over(); hands++ {
				require.Less(t, hands, 500)
				playHand(t, s)
			}
			for _, sc := range s.Scores() {
				require.LessOrEqual(t, sc, game.MaxScore)
				require.GreaterOrEqual(t, sc, -game.MaxScore)
				if sc > game.MaxStartScore || sc < -game.MaxStartScore {
					ended++
				}
			}
		}
		assert.Positive(t, ended, "some sessions ended with a total beyond MaxStartScore")
	})
}

// playHand deals the next hand of s, plays it with greedy bots and finishes it.
func playHand(t *testing.T, s *game.Session) {
	t.Helper()
	g, err := s.Next()
	require.NoError(t, err)
	ps := sessionPlayers(g.Rules(), 0, 0)
	for !g.Over() {
		seat := g.Pending().First()
		require.NoError(t, g.Apply(ps[seat.Index()].Choose(bot.Situation{Seat: seat, Phase: g.Phase(), Hand: g.Hand(seat),
			Missing: g.Missing(seat), Legal: g.Legal(seat)})))
	}
	require.NoError(t, s.Finish())
}

// greedyRules are classic rules whose scorer or settlement pays far more than a hand may move
// (MaxHandScore), or whose scorer takes from the table what is not on it.
type greedyRules struct {
	variant.Rules
	pay     int  // each payment of a win
	settle  int  // a settlement payment from South to East
	collect bool // a win takes 1 from the table
}

func (r greedyRules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	res, err := r.Rules.Score(h, w)
	if err != nil || r.pay == 0 && !r.collect {
		return res, err
	}
	if r.collect {
		res.Collected = 1
		return res, nil
	}
	res.Payments = nil
	for s := range tile.Seats() {
		if s != w.Winner {
			_ = res.Payments.Pay(s, w.Winner, r.pay, "greed")
		}
	}
	return res, nil
}

func (r greedyRules) Settle(s variant.Summary) (score.Ledger, error) {
	if r.settle == 0 {
		return r.Rules.Settle(s)
	}
	var l score.Ledger
	_ = l.Pay(tile.SeatSouth, tile.SeatEast, r.settle, "greed")
	return l, nil
}

// TestGameScoresStayInBounds: a hand starts from totals within ±MaxStartScore, and the referee refuses
// (with ErrVariant, the game unchanged) a win that pays more than a hand may move or takes from the
// table what is not on it, and ends with Err a hand whose settlement pays too much, making none of it:
// no view's score ever passes MaxScore. A session does not finish such a hand.
func TestGameScoresStayInBounds(t *testing.T) {
	classic := rulesOf(t, "classic")
	top := [4]int{game.MaxStartScore, game.MaxStartScore, -game.MaxStartScore, -game.MaxStartScore}
	for _, tt := range []struct {
		name  string
		rules greedyRules
	}{
		{"a win paying 2⁵⁰", greedyRules{Rules: classic, pay: 1 << 50}},
		{"a win paying MaxHandScore/8 each", greedyRules{Rules: classic, pay: game.MaxHandScore / 8}},
		{"a win taking from an empty table", greedyRules{Rules: classic, collect: true}},
	} {
		refused := 0
		for seed := range uint64(30) {
			g, err := game.New(tt.rules, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed), Scores: top})
			require.NoError(t, err)
			ps := sessionPlayers(classic, seed, 0)
			for !g.Over() {
				seat := g.Pending().First()
				a := ps[seat.Index()].Choose(bot.Situation{Seat: seat, Phase: g.Phase(), Hand: g.Hand(seat), Legal: g.Legal(seat)})
				before := game.Snapshot(g)
				if err := g.Apply(a); err != nil {
					// The win is scored when it is made: on the win itself, or on the last answer to
					// the discard. The hand cannot go on (a variant error), but nothing changed.
					require.ErrorIs(t, err, game.ErrVariant, tt.name)
					require.Equal(t, before, game.Snapshot(g), "%s: the game changed", tt.name)
					refused++
					break
				}
			}
			for s := range tile.Seats() {
				for _, sc := range g.View(s).Scores {
					require.LessOrEqual(t, sc, game.MaxScore)
					require.GreaterOrEqual(t, sc, -game.MaxScore)
				}
			}
		}
		assert.Positive(t, refused, tt.name)
	}

	greedy := greedyRules{Rules: classic, settle: game.MaxHandScore}
	s, err := game.NewSession(greedy, game.SessionConfig{Seed: wall.SeedOf(1), Dealer: tile.SeatEast})
	require.NoError(t, err)
	g, err := s.Next()
	require.NoError(t, err)
	for !g.Over() {
		require.NoError(t, g.Apply(g.Legal(g.Pending().First())[0]))
	}
	require.ErrorIs(t, g.Err(), game.ErrVariant)
	assert.Empty(t, g.Ledger(), "the oversized settlement is not made")
	require.ErrorIs(t, s.Finish(), game.ErrVariant)
	assert.Equal(t, [4]int{2000, 2000, 2000, 2000}, s.Scores())
}
