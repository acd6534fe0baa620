package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

func at(round, hand int, points ...int) riichi.Standing {
	s := riichi.Standing{Round: round, Hand: hand}
	copy(s.Points[:], points)
	return s
}

var (
	nonDealerWin = riichi.HandEnd{Ending: riichi.EndWin}
	dealerWin    = riichi.HandEnd{Ending: riichi.EndWin, DealerKeeps: true}
	dealerNoten  = riichi.HandEnd{Ending: riichi.EndExhaustive}
	dealerTenpai = riichi.HandEnd{Ending: riichi.EndExhaustive, DealerKeeps: true}
	abortive     = riichi.HandEnd{Ending: riichi.EndAbortive}
)

// TestNext walks the rows of docs/rules/riichi.md §12 one by one.
func TestNext(t *testing.T) {
	tenhou := riichi.Options{}
	ema := preset(t, riichi.PresetEMA2016)
	east := riichi.Options{Length: riichi.EastOnly}
	even := []int{25000, 25000, 25000, 25000}
	leader := []int{31000, 25000, 25000, 19000}
	tests := []struct {
		name string
		o    riichi.Options
		from riichi.Standing
		end  riichi.HandEnd
		want riichi.Standing
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
			assert.Equal(t, tt.want, tt.o.Next(tt.from, tt.end))
		})
	}
	done := over(at(1, 3, leader...))
	assert.Equal(t, done, tenhou.Next(done, dealerWin), "a finished game stays as it is")
}

func withHonba(s riichi.Standing, h int) riichi.Standing { s.Honba = h; return s }
func over(s riichi.Standing) riichi.Standing             { s.Over = true; return s }

// TestNextCounters: points and sticks follow the hand's changes; the dealer and round wind follow the
// hand.
func TestNextCounters(t *testing.T) {
	o := riichi.Options{}
	s := o.Start()
	assert.Equal(t, [4]int{25000, 25000, 25000, 25000}, s.Points)
	assert.Equal(t, [4]int{30000, 30000, 30000, 30000}, preset(t, riichi.PresetEMA2016).Start().Points)
	assert.Equal(t, tile.SeatEast, s.Dealer())
	assert.Equal(t, tile.East, s.RoundWind())
	// S declares riichi and E rons: S pays 3,900 and the stick goes to E... as a delta.
	s = o.Next(s, riichi.HandEnd{Ending: riichi.EndWin, DealerKeeps: true, Delta: [4]int{3900 + 1000, -3900 - 1000, 0, 0}})
	assert.Equal(t, [4]int{29900, 20100, 25000, 25000}, s.Points)
	// W's riichi stick stays on the table at a draw.
	s = o.Next(s, riichi.HandEnd{Ending: riichi.EndExhaustive, Delta: [4]int{-1000, -1000, 3000 - 1000, -1000}, Sticks: 1})
	assert.Equal(t, 1, s.Sticks)
	assert.Equal(t, 2, s.Honba)
	assert.Equal(t, tile.SeatSouth, s.Dealer())
	s = riichi.Standing{Round: 1, Hand: 2}
	assert.Equal(t, tile.South, s.RoundWind())
	assert.Equal(t, tile.SeatWest, s.Dealer())
}

// TestFinal: the tenhou example of docs/rules/riichi.md §12, leftover sticks and ties.
func TestFinal(t *testing.T) {
	tenhou := riichi.Options{}
	got, pts := tenhou.Final(at(1, 3, 18700, 42300, 8000, 31000))
	assert.Equal(t, [4]int{-213, 523, -420, 110}, got)
	assert.Equal(t, [4]int{18700, 42300, 8000, 31000}, pts)

	s := at(1, 3, 18700, 41300, 8000, 30000)
	s.Sticks = 2
	got, pts = tenhou.Final(s)
	assert.Equal(t, [4]int{18700, 43300, 8000, 30000}, pts, "leftover sticks go to first")
	assert.Equal(t, [4]int{-213, 533, -420, 100}, got)
	wrc := preset(t, riichi.PresetWRC2022)
	got, pts = wrc.Final(s)
	assert.Equal(t, [4]int{18700, 41300, 8000, 30000}, pts, "lost in wrc2022")
	assert.Equal(t, [4]int{-113 - 50, 113 + 150, -220 - 150, 0 + 50}, got)

	// Seat order breaks a tie under tenhou; SplitUma shares places.
	tie := at(1, 3, 30000, 35000, 35000, 20000)
	got, _ = tenhou.Final(tie)
	assert.Equal(t, [4]int{0 - 100, 50 + 200 + 200, 50 + 100, -100 - 200}, got)
	ema := preset(t, riichi.PresetEMA2016)
	got, _ = ema.Final(tie)
	assert.Equal(t, [4]int{0 - 50, 50 + 100, 50 + 100, -100 - 150}, got)
}

// TestStandingProperty: along random games, points plus sticks on the table are conserved, final
// scores sum to zero when no stick is lost, the game never goes past the extension round, and a game
// that is over stays over.
func TestStandingProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := preset(t, rapid.SampledFrom(riichi.Presets()).Draw(t, "preset"))
		s := o.Start()
		total := sum(s.Points)
		for range rapid.IntRange(0, 40).Draw(t, "hands") {
			var e riichi.HandEnd
			e.Ending = riichi.Ending(rapid.IntRange(0, 2).Draw(t, "ending"))
			e.DealerKeeps = rapid.Bool().Draw(t, "keeps")
			from, to := rapid.IntRange(0, 3).Draw(t, "from"), rapid.IntRange(0, 3).Draw(t, "to")
			amount := 100 * rapid.IntRange(0, 200).Draw(t, "amount")
			e.Delta[from] -= amount
			e.Delta[to] += amount
			if rapid.Bool().Draw(t, "stick") {
				e.Delta[from] -= riichi.StickValue
				e.Sticks++
			}
			prev := s
			s = o.Next(s, e)
			require.Equal(t, total, sum(s.Points)+riichi.StickValue*s.Sticks)
			require.LessOrEqual(t, s.Round, 2)
			if prev.Over {
				require.Equal(t, prev, s)
			}
			if !s.Over && !prev.Over {
				require.GreaterOrEqual(t, 4*s.Round+s.Hand, 4*prev.Round+prev.Hand, "the game never goes back")
			}
		}
		final, pts := o.Final(s)
		if o.LeftoverSticks == riichi.ToFirst {
			assert.Zero(t, sum(final))
			assert.Equal(t, total, sum(pts))
		}
	})
}
