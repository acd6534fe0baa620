package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// TestNewStartsAtStartingScore: a single hand from New whose configuration names no scores starts every
// seat at the rules' starting score (riichi 25,000, ema2016 30,000, classic 2,000), which its views and
// record show; given scores are kept. A ready riichi hand may then declare riichi, which it could not
// at 0 points.
func TestNewStartsAtStartingScore(t *testing.T) {
	for _, tt := range []struct {
		rules variant.Rules
		want  int
	}{
		{riichiRules(t, "tenhou"), 25000},
		{riichiRules(t, "ema2016"), 30000},
		{rulesOf(t, "classic"), 2000},
		{rulesOf(t, "sichuan"), 0},
	} {
		g, err := game.New(tt.rules, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
		require.NoError(t, err)
		want := [4]int{tt.want, tt.want, tt.want, tt.want}
		assert.Equal(t, want, g.Config().Scores, tt.rules.Name())
		assert.Equal(t, want, g.View(tile.SeatSouth).Scores, tt.rules.Name())
		assert.Equal(t, want, g.Record().Config.Scores, tt.rules.Name())
		given := [4]int{100, 200, -300, 0}
		g, err = game.New(tt.rules, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3), Scores: given})
		require.NoError(t, err)
		assert.Equal(t, given, g.View(tile.SeatEast).Scores, tt.rules.Name())
	}

	r := riichiRules(t, "tenhou")
	l := declareLayout("9m")
	cfg := game.Config{Dealer: tile.SeatEast, Wall: l.order(t, r.Table().Wall), Dice: layoutDice}
	g, err := game.New(r, cfg)
	require.NoError(t, err)
	discardPass(t, g, east, "7z")
	a := game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character9, Call: true}
	require.True(t, g.IsLegal(a), "riichi at the starting 25,000")
	apply(t, g, a)
	passPending(t, g)
	assert.Equal(t, 25000-riichiStick, g.View(south).Scores[south.Index()])
}

// TestSessionStandingsByTotals: without a final-score rule (classic, Sichuan) the standings rank the
// seats by total, equal totals sharing a rank and listed in seat order from the first dealer, and each
// final score is the total.
func TestSessionStandingsByTotals(t *testing.T) {
	r := rulesOf(t, "classic")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(2), Dealer: tile.SeatWest})
	require.NoError(t, err)
	rec := s.Record()
	rec.Scores = [4]int{2500, 1000, 2500, 2000}
	rec.State.Scores = rec.Scores
	s, err = game.ResumeSession(r, rec)
	require.NoError(t, err)
	st := s.Standings()
	want := []variant.Place{
		{Seat: tile.SeatWest, Rank: 1, Total: 2500, Points: 2500, Final: 2500},
		{Seat: tile.SeatEast, Rank: 1, Total: 2500, Points: 2500, Final: 2500},
		{Seat: tile.SeatNorth, Rank: 3, Total: 2000, Points: 2000, Final: 2000},
		{Seat: tile.SeatSouth, Rank: 4, Total: 1000, Points: 1000, Final: 1000},
	}
	assert.Equal(t, want, st.Places[:])
	assert.Zero(t, st.Deposits)
}

// TestSessionStandingsRiichi plays riichi games to the end with bots: the session's standings are the
// rules' final table (uma, oka and the leftover sticks), whose final scores sum to zero under tenhou,
// whose points after the sticks sum to the starting points, and whose places are in order of points.
func TestSessionStandingsRiichi(t *testing.T) {
	r := riichiRules(t, "tenhou")
	for seed := range uint64(3) {
		s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed + 40)})
		require.NoError(t, err)
		ps := sessionPlayers(r, seed, 0)
		for steps := 0; sessionStep(t, s, ps); steps++ {
			require.Less(t, steps, 100000)
		}
		st := s.Standings()
		assert.Equal(t, r.Standings(variant.Session{Scores: s.Scores(), Deposits: s.State().Deposits}, firstDealer(s)), st)
		finals, points := 0, 0
		for i, p := range st.Places {
			finals += p.Final
			points += p.Points
			assert.Equal(t, s.Scores()[p.Seat.Index()], p.Total)
			assert.Equal(t, i+1, p.Rank, "tenhou breaks ties by seat order")
			if i > 0 {
				assert.GreaterOrEqual(t, st.Places[i-1].Points, p.Points)
			}
		}
		assert.Zero(t, finals)
		assert.Equal(t, 4*25000, points)
	}
}

// firstDealer returns the dealer of a session's first hand.
func firstDealer(s *game.Session) tile.Seat {
	if sums := s.Summaries(); len(sums) > 0 {
		return sums[0].Dealer
	}
	return s.State().Dealer
}
