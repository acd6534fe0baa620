package game_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// firstWinners returns the winners on the hand's first winning tile and that tile's supplier.
func firstWinners(wins []variant.Win) ([]tile.Seat, tile.Seat) {
	if len(wins) == 0 {
		return nil, tile.NoSeat
	}
	var ws []tile.Seat
	for _, w := range wins {
		if w.Group == wins[0].Group {
			ws = append(ws, w.Context.Winner)
		}
	}
	return ws, wins[0].Context.Supplier
}

// nearestAfter returns the seat of ws nearest after from in turn order.
func nearestAfter(from tile.Seat, ws []tile.Seat) tile.Seat {
	for d := 1; d < 4; d++ {
		for _, w := range ws {
			if w == from.Add(d) {
				return w
			}
		}
	}
	return ws[0]
}

// classicModel is docs/rules/classic.md §10 written out plainly: the next dealer, the wind rounds and
// the end of the match.
type classicModel struct {
	dealer  tile.Seat
	wind    tile.Tile
	game    int // within the round, from 1
	rounds  int // rounds finished
	max     int // rounds in the match
	literal bool
	over    bool
}

func (m *classicModel) after(wins []variant.Win) {
	ws, sup := firstWinners(wins)
	lost := false
	if len(ws) > 0 {
		kept := false
		for _, w := range ws {
			kept = kept || w == m.dealer
		}
		lost = !kept
		switch {
		case kept:
		case len(ws) == 1:
			m.dealer = ws[0]
		default:
			m.dealer = nearestAfter(sup, ws)
		}
	}
	var ends bool
	if m.literal && m.wind != tile.East {
		ends = m.game == 4
	} else {
		ends = m.game >= 5 && lost
	}
	if !ends {
		m.game++
		return
	}
	m.rounds++
	if m.rounds == m.max {
		m.over = true
		return
	}
	m.wind++
	m.game = 1
}

// Whole classic matches played by greedy bots under several options: before every hand the session's
// dealer and prevailing wind are the model's, the match ends exactly when the model says, and the
// running totals start at StartingPoints and move by the hands' payments.
func TestClassicMatchesFollowTheModel(t *testing.T) {
	type match struct {
		o      classic.Options
		dealer tile.Seat
		seed   uint64
	}
	// Ten matches: the default match, then shorter ones cycling through the options that change
	// docs/rules/classic.md §10.
	cases := []match{{classic.Options{}, tile.SeatEast, 1}}
	for i := range 9 {
		o := classic.Options{Rounds: 1 + i%3, NoBonusTiles: i%4 == 3, StartingPoints: 100 * i}
		if i%2 == 1 {
			o.WindRounds = classic.WindRoundsLiteral
		}
		if i%3 != 0 {
			o.MultipleWinners = classic.WinnersAll
		}
		cases = append(cases, match{o, tile.SeatAt(i % 4), uint64(i) + 2})
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("seed%d", c.seed), func(t *testing.T) {
			r := mustRules(classic.New(c.o))
			s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(c.seed), Dealer: c.dealer})
			require.NoError(t, err)
			m := classicModel{dealer: c.dealer, wind: tile.East, game: 1, max: r.Options().Rounds,
				literal: c.o.WindRounds == classic.WindRoundsLiteral}
			if m.max == 0 {
				m.max = 4
			}
			start := r.Table().Scoring.StartingScore
			require.Equal(t, [4]int{start, start, start, start}, s.Scores())
			p := bot.NewGreedy(r.Table())
			players := [4]bot.Player{p, p, p, p}
			total := [4]int{start, start, start, start}
			hands, longest := 0, 0
			for !m.over {
				require.False(t, s.Over(), "hand %d: the session ended before the model", hands)
				require.Less(t, hands, 300)
				g, err := s.Next()
				require.NoError(t, err)
				require.Equal(t, m.dealer, g.Dealer(), "hand %d", hands)
				require.Equal(t, m.wind, g.Config().Prevailing, "hand %d", hands)
				require.Equal(t, total, g.Config().Scores)
				require.NoError(t, bot.Play(g, players))
				require.NoError(t, s.Finish())
				for i, n := range g.Ledger().Net() {
					total[i] += n
				}
				require.Equal(t, total, s.Scores())
				m.after(g.Wins())
				longest = max(longest, m.game)
				hands++
			}
			require.True(t, s.Over())
			require.Len(t, s.Summaries(), hands)
			_, err = s.Next()
			require.ErrorIs(t, err, game.ErrSessionOver)
			t.Logf("%d hands, longest round %d games", hands, longest)
		})
	}
}

// Sichuan sessions end after SessionHands hands (16 by default); totals start at 0; the next dealer
// follows docs/rules/sichuan.md §12 (the sole first winner, else the supplier, or with FirstWinner the
// first winner after the supplier; the dealer stays without a win); there is no prevailing wind.
func TestSichuanSessionsEndAfterSessionHands(t *testing.T) {
	cases := []sichuan.Options{{}, {SessionHands: 1}, {SessionHands: 5, Dealer: sichuan.FirstWinner}, {SessionHands: 9}}
	for i, o := range cases {
		t.Run(fmt.Sprint(o.SessionHands), func(t *testing.T) {
			r := mustRules(sichuan.New(o))
			want := r.Options().SessionHands
			s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(uint64(i) + 40), Dealer: tile.SeatAt(i % 4)})
			require.NoError(t, err)
			require.Equal(t, [4]int{}, s.Scores())
			rng := rand.New(rand.NewPCG(uint64(i), 3))
			var players [4]bot.Player
			for k := range players {
				if rng.IntN(2) == 0 {
					players[k] = bot.NewGreedy(r.Table())
				} else {
					players[k] = bot.NewRandom(rng)
				}
			}
			dealer := tile.SeatAt(i % 4)
			var total [4]int
			for h := range want {
				require.False(t, s.Over())
				g, err := s.Next()
				require.NoError(t, err)
				require.Equal(t, dealer, g.Dealer(), "hand %d", h)
				require.Equal(t, tile.None, g.Config().Prevailing)
				require.NoError(t, bot.Play(g, players))
				require.LessOrEqual(t, len(g.Wins()), 3)
				require.NoError(t, s.Finish())
				for k, n := range g.Ledger().Net() {
					total[k] += n
				}
				require.Equal(t, total, s.Scores())
				require.Zero(t, total[0]+total[1]+total[2]+total[3])
				if ws, sup := firstWinners(g.Wins()); len(ws) == 1 {
					dealer = ws[0]
				} else if len(ws) > 1 {
					dealer = sup
					if o.Dealer == sichuan.FirstWinner {
						dealer = nearestAfter(sup, ws)
					}
				}
			}
			require.True(t, s.Over())
			require.Len(t, s.Summaries(), want)
			_, err = s.Next()
			require.ErrorIs(t, err, game.ErrSessionOver)
		})
	}
}
