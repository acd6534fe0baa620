package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// stand is a riichi game between hands as the tests write it: the next hand (round, hand within the
// round), the counters, the points by seat from the first dealer (East unless a test rotates it), and
// whether the game is over.
type stand struct {
	round, hand, honba, sticks int
	points                     [4]int
	over                       bool
}

func at(round, hand int, points ...int) stand {
	s := stand{round: round, hand: hand}
	copy(s.points[:], points)
	return s
}

func withHonba(s stand, h int) stand { s.honba = h; return s }
func over(s stand) stand             { s.over = true; return s }

// end is how a hand ended, for [advance].
type end struct {
	ending string // "win", "exhaustive" or "abortive"
	keeps  bool   // the dealer won or was tenpai
}

var (
	nonDealerWin = end{ending: "win"}
	dealerWin    = end{ending: "win", keeps: true}
	dealerNoten  = end{ending: "exhaustive"}
	dealerTenpai = end{ending: "exhaustive", keeps: true}
	abortive     = end{ending: "abortive"}
)

// advance plays the end of a hand through the session's path, [riichi.Rules.Advance], with the game's
// first dealer East.
func advance(t require.TestingT, o riichi.Options, s stand, e end) stand {
	return advanceFrom(t, o, tile.SeatEast, s, e)
}

// advanceFrom is advance with the game's first dealer at seat first: s.points are by place from the
// first dealer, and so are the points of the result. It checks that the dealer and the prevailing wind
// of the next hand follow the hand number and round, and that the totals and sticks pass unchanged.
func advanceFrom(t require.TestingT, o riichi.Options, first tile.Seat, s stand, e end) stand {
	r, err := riichi.New(o)
	require.NoError(t, err)
	cur := variant.Session{Hands: 4*s.round + s.hand, Dealer: first.Add(s.hand), Prevailing: tile.East + tile.Tile(s.round%4),
		Game: s.hand + 1, Round: s.round, Counters: s.honba, Deposits: s.sticks}
	for i, p := range s.points {
		cur.Scores[first.Add(i).Index()] = p
	}
	sum := variant.Summary{Dealer: cur.Dealer, Prevailing: cur.Prevailing}
	switch e.ending {
	case "win":
		winner := cur.Dealer.Next()
		if e.keeps {
			winner = cur.Dealer
		}
		sum.Wins = []variant.Win{{Context: score.WinContext{Winner: winner}, Group: 1}}
	case "exhaustive":
		sum.Exhausted = true
		sum.Declared[cur.Dealer.Index()] = e.keeps // a dealer in riichi is tenpai
	default:
		sum.Aborted = true
	}
	next, isOver := r.Advance(cur, sum)
	require.Equal(t, cur.Scores, next.Scores, "Advance keeps the totals")
	require.Equal(t, cur.Hands+1, next.Hands)
	got := stand{round: next.Round, hand: next.Game - 1, honba: next.Counters, sticks: next.Deposits, over: isOver}
	for i := range got.points {
		got.points[i] = next.Scores[first.Add(i).Index()]
	}
	require.Equal(t, first.Add(got.hand), next.Dealer, "the dealer of hand %d", got.hand+1)
	require.Equal(t, tile.East+tile.Tile(got.round%4), next.Prevailing)
	return got
}

// finalOf returns the final scores by place from the first dealer at seat first, in tenths of a
// thousand points, and the points after the leftover sticks, from [riichi.Rules.Standings].
func finalOf(t require.TestingT, o riichi.Options, first tile.Seat, s stand) (final, pts [4]int) {
	r, err := riichi.New(o)
	require.NoError(t, err)
	end := variant.Session{Deposits: s.sticks}
	for i, p := range s.points {
		end.Scores[first.Add(i).Index()] = p
	}
	st := r.Standings(end, first)
	require.Equal(t, s.sticks, st.Deposits)
	for i, p := range st.Places {
		place := first.Distance(p.Seat)
		require.Zero(t, p.Final%100, "final scores are whole tenths")
		final[place], pts[place] = p.Final/100, p.Points
		require.Equal(t, s.points[place], p.Total)
		if i > 0 {
			require.GreaterOrEqual(t, st.Places[i-1].Total, p.Total, "places in order of points")
			require.LessOrEqual(t, st.Places[i-1].Rank, p.Rank)
		}
	}
	return final, pts
}

// TestAdvanceRows walks the rows of docs/rules/riichi.md §12 one by one through [riichi.Rules.Advance],
// with each seat as the game's first dealer: the dealer of the last hand, the all-last dealer stop and
// the tie-break count from the first dealer, not from East.
func TestAdvanceRows(t *testing.T) {
	tenhou := riichi.Options{}
	ema := preset(t, "ema2016")
	east := riichi.Options{Length: riichi.EastOnly}
	even := []int{25000, 25000, 25000, 25000}
	leader := []int{31000, 25000, 25000, 19000}
	tests := []struct {
		name string
		o    riichi.Options
		from stand
		end  end
		want stand
	}{
		{"non-dealer win: deal passes, honba reset", tenhou, withHonba(at(0, 1, even...), 3), nonDealerWin, at(0, 2, even...)},
		{"dealer win: renchan, honba +1", tenhou, withHonba(at(0, 1, even...), 3), dealerWin, withHonba(at(0, 1, even...), 4)},
		{"dealer noten at a draw: deal passes, honba +1", tenhou, at(0, 0, even...), dealerNoten, withHonba(at(0, 1, even...), 1)},
		{"dealer tenpai at a draw: renchan, honba +1", tenhou, at(0, 0, even...), dealerTenpai, withHonba(at(0, 0, even...), 1)},
		{"abortive draw: renchan, honba +1", tenhou, at(0, 2, even...), abortive, withHonba(at(0, 2, even...), 1)},
		{"East 4 passes: South 1", tenhou, at(0, 3, leader...), nonDealerWin, at(1, 0, leader...)},
		{"East-only, East 4 passes with a leader: over", east, at(0, 3, leader...), nonDealerWin, over(at(0, 3, leader...))},
		{"East-only, nobody at 30,000: South round", east, at(0, 3, even...), nonDealerWin, at(1, 0, even...)},
		{"South 4 passes with a leader: over", tenhou, at(1, 3, leader...), nonDealerWin, over(at(1, 3, leader...))},
		{"South 4 passes, nobody at 30,000: West round", tenhou, at(1, 3, even...), dealerNoten, withHonba(at(2, 0, even...), 1)},
		{"no extension in ema2016", ema, at(1, 3, even...), nonDealerWin, over(at(1, 3, even...))},
		{"extension ends once someone reaches 30,000", tenhou, at(2, 1, leader...), dealerWin, withHonba(over(at(2, 1, leader...)), 1)},
		{"extension goes on below 30,000", tenhou, at(2, 1, even...), nonDealerWin, at(2, 2, even...)},
		{"the extension round ends the game", tenhou, at(2, 3, even...), nonDealerWin, over(at(2, 3, even...))},
		{"bust", tenhou, at(0, 1, 50100, 25000, 25000, -100), nonDealerWin, over(at(0, 1, 50100, 25000, 25000, -100))},
		{"exactly 0 is not bust", tenhou, at(0, 1, 50000, 25000, 25000, 0), nonDealerWin, at(0, 2, 50000, 25000, 25000, 0)},
		{"no bust in ema2016", ema, at(0, 1, 50100, 25000, 25000, -100), nonDealerWin, at(0, 2, 50100, 25000, 25000, -100)},
		{"all-last dealer first at 30,000 stops", tenhou, at(1, 3, 20000, 20000, 20000, 40000), dealerWin, withHonba(over(at(1, 3, 20000, 20000, 20000, 40000)), 1)},
		{"all-last dealer stops by tenpai too", tenhou, at(1, 3, 20000, 20000, 20000, 40000), dealerTenpai, withHonba(over(at(1, 3, 20000, 20000, 20000, 40000)), 1)},
		{"all-last dealer not first goes on", tenhou, at(1, 3, 40000, 20000, 20000, 20000), dealerWin, withHonba(at(1, 3, 40000, 20000, 20000, 20000), 1)},
		{"all-last dealer first below 30,000 goes on", tenhou, at(1, 3, 20000, 20000, 31000, 29000), dealerWin, withHonba(at(1, 3, 20000, 20000, 31000, 29000), 1)},
		{"an abortive draw never stops the game", tenhou, at(1, 3, 20000, 20000, 20000, 40000), abortive, withHonba(at(1, 3, 20000, 20000, 20000, 40000), 1)},
		{"no dealer stop in ema2016", ema, at(1, 3, 20000, 20000, 20000, 40000), dealerWin, withHonba(at(1, 3, 20000, 20000, 20000, 40000), 1)},
		{"the dealer stop is only for the last hand", tenhou, at(1, 2, 20000, 20000, 40000, 20000), dealerWin, withHonba(at(1, 2, 20000, 20000, 40000, 20000), 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for first := range tile.Seats() {
				assert.Equal(t, tt.want, advanceFrom(t, tt.o, first, tt.from, tt.end), "first dealer %v", first)
			}
		})
	}
}

// TestAdvanceCounters: a session starts everyone at the preset's points; the dealer and round wind
// follow the hand, and the sticks on the table pass to the next hand.
func TestAdvanceCounters(t *testing.T) {
	o := riichi.Options{}
	r, err := riichi.New(o)
	require.NoError(t, err)
	assert.Equal(t, 25000, r.Table().Scoring.StartingScore)
	ema, err := riichi.New(preset(t, "ema2016"))
	require.NoError(t, err)
	assert.Equal(t, 30000, ema.Table().Scoring.StartingScore)
	s := at(0, 0, 29900, 20100, 25000, 24000)
	s.sticks = 1
	s = advance(t, o, s, dealerNoten)
	assert.Equal(t, 1, s.sticks, "W's riichi stick stays on the table at a draw")
	assert.Equal(t, 1, s.honba)
	assert.Equal(t, 1, s.hand, "South deals")
	s = advance(t, o, at(1, 1), nonDealerWin)
	assert.Equal(t, stand{round: 1, hand: 2}, s, "South 3: West deals")
}

// TestFinal: the tenhou example of docs/rules/riichi.md §12, leftover sticks and ties, through
// [riichi.Rules.Standings] with each seat as the first dealer.
func TestFinal(t *testing.T) {
	tenhou := riichi.Options{}
	wrc := preset(t, "wrc2022")
	ema := preset(t, "ema2016")
	for first := range tile.Seats() {
		got, pts := finalOf(t, tenhou, first, at(1, 3, 18700, 42300, 8000, 31000))
		assert.Equal(t, [4]int{-213, 523, -420, 110}, got)
		assert.Equal(t, [4]int{18700, 42300, 8000, 31000}, pts)

		s := at(1, 3, 18700, 41300, 8000, 30000)
		s.sticks = 2
		got, pts = finalOf(t, tenhou, first, s)
		assert.Equal(t, [4]int{18700, 43300, 8000, 30000}, pts, "leftover sticks go to first")
		assert.Equal(t, [4]int{-213, 533, -420, 100}, got)
		got, pts = finalOf(t, wrc, first, s)
		assert.Equal(t, [4]int{18700, 41300, 8000, 30000}, pts, "lost in wrc2022")
		assert.Equal(t, [4]int{-113 - 50, 113 + 150, -220 - 150, 0 + 50}, got)

		// Seat order from the first dealer breaks a tie under tenhou; TiesSplitUma shares places.
		tie := at(1, 3, 30000, 35000, 35000, 20000)
		got, _ = finalOf(t, tenhou, first, tie)
		assert.Equal(t, [4]int{0 - 100, 50 + 200 + 200, 50 + 100, -100 - 200}, got)
		got, _ = finalOf(t, ema, first, tie)
		assert.Equal(t, [4]int{0 - 50, 50 + 100, 50 + 100, -100 - 150}, got)
	}
}

// TestStandingsRanks: the ranks of [riichi.Rules.Standings]: seat order from the first dealer breaks
// ties under tenhou, so that every rank differs; TiesSplitUma (ema2016) gives tied players one rank.
func TestStandingsRanks(t *testing.T) {
	end := variant.Session{Scores: [4]int{30000, 35000, 35000, 20000}}
	ranks := func(o riichi.Options, first tile.Seat) (out [4]int) {
		r, err := riichi.New(o)
		require.NoError(t, err)
		for _, p := range r.Standings(end, first).Places {
			out[p.Seat.Index()] = p.Rank
		}
		return out
	}
	assert.Equal(t, [4]int{3, 1, 2, 4}, ranks(riichi.Options{}, tile.SeatEast))
	assert.Equal(t, [4]int{3, 2, 1, 4}, ranks(riichi.Options{}, tile.SeatWest), "West is before South from West")
	assert.Equal(t, [4]int{3, 1, 1, 4}, ranks(preset(t, "ema2016"), tile.SeatEast))
}

// TestAdvanceProperty: along random games played through [riichi.Rules.Advance] with a random first
// dealer, the totals and sticks pass unchanged, the game never goes past the extension round nor back,
// and the final scores sum to zero when no stick is lost, with the points after the sticks conserved.
func TestAdvanceProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := preset(t, rapid.SampledFrom(fourPlayerPresets()).Draw(t, "preset"))
		first := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "first"))
		p := o.Resolved().StartPoints
		s := at(0, 0, p, p, p, p)
		total := sum(s.points)
		endings := []end{nonDealerWin, dealerWin, dealerNoten, dealerTenpai, abortive}
		for range rapid.IntRange(0, 40).Draw(t, "hands") {
			if s.over {
				break
			}
			from, to := rapid.IntRange(0, 3).Draw(t, "from"), rapid.IntRange(0, 3).Draw(t, "to")
			amount := 100 * rapid.IntRange(0, 200).Draw(t, "amount")
			s.points[from] -= amount
			s.points[to] += amount
			if rapid.Bool().Draw(t, "stick") {
				s.points[from] -= riichi.StickValue
				s.sticks++
			}
			prev := s
			s = advanceFrom(t, o, first, s, rapid.SampledFrom(endings).Draw(t, "end"))
			require.Equal(t, total, sum(s.points)+riichi.StickValue*s.sticks)
			require.LessOrEqual(t, s.round, 2)
			if !s.over {
				require.GreaterOrEqual(t, 4*s.round+s.hand, 4*prev.round+prev.hand, "the game never goes back")
			}
		}
		final, pts := finalOf(t, o, first, s)
		if o.LeftoverSticksLost == riichi.Off {
			assert.Zero(t, sum(final))
			assert.Equal(t, total, sum(pts))
		}
	})
}
