package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestClassicSessionRotation plays a whole classic match with greedy bots and checks the dealer and the
// prevailing wind against docs/rules/classic.md §10: the winner deals next, a washout keeps the deal;
// games 1-4 of a round are always played and from game 5 the round ends after the first game the dealer
// loses; the match ends after the North round. Totals start at 2,000 and move by the hands' payments.
func TestClassicSessionRotation(t *testing.T) {
	r := rulesOf(t, "classic")
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(5), Dealer: tile.SeatEast})
	require.NoError(t, err)
	p := bot.NewGreedy(r.Table())
	players := [4]bot.Player{p, p, p, p}
	require.Equal(t, [4]int{2000, 2000, 2000, 2000}, s.Scores())
	dealer, wind, gameNo := tile.SeatEast, tile.East, 1
	for hands := 0; !s.Over(); hands++ {
		require.Less(t, hands, 400)
		g, err := s.Next()
		require.NoError(t, err)
		require.Equal(t, dealer, g.Dealer())
		require.Equal(t, wind, g.Config().Prevailing)
		require.NoError(t, bot.Play(g, players))
		before := s.Scores()
		require.NoError(t, s.Finish())
		net := g.Ledger().Net()
		for i := range before {
			require.Equal(t, before[i]+net[i], s.Scores()[i])
		}
		wins := g.Wins()
		dealerLost := len(wins) > 0 && wins[0].Context.Winner != dealer
		if len(wins) > 0 {
			dealer = wins[0].Context.Winner
		}
		if gameNo >= 5 && dealerLost {
			gameNo = 1
			if wind == tile.North {
				require.True(t, s.Over(), "the match ends after the North round")
				break
			}
			wind++
		} else {
			gameNo++
		}
		require.False(t, s.Over())
	}
	_, err = s.Next()
	require.ErrorIs(t, err, game.ErrSessionOver)
}
