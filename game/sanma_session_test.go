package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestSanmaHanchan plays whole three-player hanchan with random and greedy bots through game.Session
// (docs/rules/riichi.md §17.1): the first dealer is rolled among East, South and West; the deal passes
// East → South → West → East; North is never the dealer nor the round wind and never has points; the
// totals and the sticks on the table always hold the 105,000 points the game started with; a session
// saved between hands loads and goes on the same; and the final table has three places whose scores
// sum to zero when no stick is left.
func TestSanmaHanchan(t *testing.T) {
	r := sanmaRules(t)
	for seed := range uint64(6) {
		greedy := seed%2 == 0
		s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed + 1)})
		require.NoError(t, err)
		ps := sanmaPlayers(r, greedy, seed)
		hands := 0
		for !s.Over() {
			st := s.State()
			require.NotEqual(t, tile.SeatNorth, st.Dealer, "seed %d", seed)
			require.Contains(t, []tile.Tile{tile.East, tile.South, tile.West}, st.Prevailing)
			if hands == 3 { // save and load between hands
				b, err := json.Marshal(s)
				require.NoError(t, err)
				s, err = game.LoadSession(r, b)
				require.NoError(t, err, "seed %d", seed)
				require.Equal(t, st, s.State())
			}
			g, err := s.Next()
			require.NoError(t, err)
			require.NoError(t, bot.Play(g, ps), "seed %d hand %d", seed, hands)
			checkSanmaHand(t, g)
			require.NoError(t, s.Finish())
			hands++
			require.Less(t, hands, 60, "a hanchan ends")
			next := s.State()
			if next.Dealer != st.Dealer {
				assert.Equal(t, tile.SeatAt((st.Dealer.Index()+1)%3), next.Dealer, "the deal passes over three seats")
			}
			sc := s.Scores()
			assert.Zero(t, sc[tile.SeatNorth.Index()])
			assert.Equal(t, 3*35000, sc[0]+sc[1]+sc[2]+1000*next.Deposits, "points conserved with the sticks")
		}
		if sc := s.Scores(); min(sc[0], sc[1], sc[2]) >= 0 {
			require.GreaterOrEqual(t, hands, 6, "seed %d: a hanchan nobody busted has six hands at least (E1–S3)", seed)
		}
		t.Logf("seed %d: %d hands, scores %v", seed, hands, s.Scores())
		st := s.Standings()
		total := 0
		seats := map[tile.Seat]bool{}
		for i, p := range st.Places {
			if i == 3 {
				assert.Zero(t, p, "no fourth place")
				continue
			}
			seats[p.Seat] = true
			total += p.Final
		}
		assert.Len(t, seats, 3)
		assert.NotContains(t, seats, tile.SeatNorth)
		if st.Deposits == 0 {
			assert.Zero(t, total, "seed %d: final scores sum to zero", seed)
		}
	}
}
