package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestFinalPresets: final scores under each preset's points, uma, oka, leftover sticks and tie-break
// (docs/rules/riichi.md §12.6, docs/rules/riichi.md §14), with one stick left on the table. The
// expected values are worked from the preset table by hand.
func TestFinalPresets(t *testing.T) {
	withStick := func(s stand) stand { s.sticks = 1; return s }
	online := withStick(at(1, 3, 42300, 30000, 18700, 8000)) // 99,000 + 1 stick: 25,000 each at the start
	live := withStick(at(1, 3, 52300, 40000, 20700, 6000))   // 119,000 + 1 stick: 30,000 each
	tests := []struct {
		preset string
		s      stand
		want   [4]int // tenths of a thousand points
	}{
		// 30,000 returned, oka +20 to first, uma 20/10; the stick to first (43,300).
		{"tenhou", online, [4]int{133 + 200 + 200, 0 + 100, -113 - 100, -220 - 200}},
		// 25,000 returned, no oka, uma 15/5; the stick to first.
		{"mahjongsoul", online, [4]int{183 + 150, 50 + 50, -63 - 50, -170 - 150}},
		// 30,000 returned, no oka, uma 15/5; the stick to first.
		{"ema2016", live, [4]int{233 + 150, 100 + 50, -93 - 50, -240 - 150}},
		// As ema2016, but the stick is lost.
		{"wrc2022", live, [4]int{223 + 150, 100 + 50, -93 - 50, -240 - 150}},
		// Seat order breaks the tie for second: South second, West third.
		{"mahjongsoul", withStick(at(1, 3, 35000, 25000, 25000, 14000)), [4]int{110 + 150, 0 + 50, 0 - 50, -110 - 150}},
		// TiesSplitUma: South and West share the uma of second and third (+5 and −5); the stick is lost.
		{"wrc2022", withStick(at(1, 3, 40000, 30000, 30000, 19000)), [4]int{100 + 150, 0, 0, -110 - 150}},
	}
	for _, tt := range tests {
		got, _ := finalOf(t, preset(t, tt.preset), tile.SeatEast, tt.s)
		assert.Equal(t, tt.want, got, "%s %v", tt.preset, tt.s.points)
	}
}

// TestAdvancePresets: the end-of-game options of each preset on the same hands (docs/rules/riichi.md
// §12.4, docs/rules/riichi.md §14): bust below 0 (tenhou, mahjongsoul), never at exactly 0; the
// all-last dealer stop (tenhou, mahjongsoul), where a dealer tied on points with an earlier seat is not
// first; the West extension when nobody has 30,000 (tenhou, mahjongsoul).
func TestAdvancePresets(t *testing.T) {
	online := map[string]bool{"tenhou": true, "mahjongsoul": true}
	for _, name := range riichi.Presets() {
		o := preset(t, name)
		if o.Players == 3 {
			continue // four seats of points: the three-player game end has its own tests
		}
		on := online[name]
		s := advance(t, o, at(0, 1, 50100, 25000, 25000, -100), nonDealerWin)
		assert.Equal(t, on, s.over, "%s: bust", name)
		s = advance(t, o, at(0, 1, 50000, 25000, 25000, 0), nonDealerWin)
		assert.False(t, s.over, "%s: 0 points is not bust", name)
		s = advance(t, o, at(1, 3, 20000, 20000, 20000, 40000), dealerWin)
		assert.Equal(t, on, s.over, "%s: all-last dealer stop", name)
		s = advance(t, o, at(1, 3, 20000, 20000, 20000, 40000), dealerTenpai)
		assert.Equal(t, on, s.over, "%s: all-last dealer stop by tenpai", name)
		s = advance(t, o, at(1, 3, 40000, 10000, 10000, 40000), dealerWin)
		assert.False(t, s.over, "%s: the dealer tied with East is second", name)
		assert.Equal(t, 3, s.hand, name)
		s = advance(t, o, at(1, 3, 25000, 25000, 25000, 25000), nonDealerWin)
		assert.Equal(t, !on, s.over, "%s: extension", name)
		if on {
			assert.Equal(t, 2, s.round, "%s: West round", name)
			assert.Equal(t, tile.West, tile.East+tile.Tile(s.round), name)
		}
	}
}

// TestAdvanceSeveralWinners: the dealer keeps the deal when it is among several winners, with one more
// honba; when it is not, the deal passes and honba goes back to 0 (docs/rules/riichi.md §12.1,
// docs/rules/riichi.md §12.2).
func TestAdvanceSeveralWinners(t *testing.T) {
	r := rulesOf(t, "tenhou")
	start := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1, Counters: 2,
		Scores: [4]int{25000, 25000, 25000, 25000}}
	wins := func(ws ...tile.Seat) variant.Summary {
		s := variant.Summary{Dealer: tile.SeatEast}
		for _, w := range ws {
			s.Wins = append(s.Wins, variant.Win{Context: score.WinContext{Winner: w}, Group: 1})
		}
		return s
	}
	next, over := r.Advance(start, wins(tile.SeatSouth, tile.SeatEast))
	assert.False(t, over)
	assert.Equal(t, tile.SeatEast, next.Dealer, "the dealer won too")
	assert.Equal(t, 3, next.Counters)
	next, _ = r.Advance(start, wins(tile.SeatSouth, tile.SeatWest))
	assert.Equal(t, tile.SeatSouth, next.Dealer)
	assert.Zero(t, next.Counters)
}

// TestDeclarationsProperty: the riichi discards the referee is offered ([riichi.Rules.Declarations])
// are exactly those [riichi.Options.CheckRiichi] accepts, for closed hands, hands with a closed kan and
// open hands, with points and live tiles around the minimums of each preset (docs/rules/riichi.md
// §5.1).
func TestDeclarationsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom(riichi.Presets()).Draw(t, "preset")
		o := preset(t, name)
		r, err := riichi.New(o)
		require.NoError(t, err)
		var c tile.Counts
		var melds []meld.Meld
		switch rapid.IntRange(0, 2).Draw(t, "meld") {
		case 1:
			melds = append(melds, meld.MustNew(meld.Kong, tile.East))
		case 2:
			m, err := meld.NewClaimed(meld.Pung, tile.East, tile.SeatNorth)
			require.NoError(t, err)
			melds = append(melds, m)
		}
		for c.Total()+3*len(melds) < 14 {
			k := tile.Tile(rapid.IntRange(1, 9).Draw(t, "kind"))
			if c.Count(k) < 4 {
				c.Add(k)
			}
		}
		h, err := hand.FromCounts(c, melds, 0)
		require.NoError(t, err)
		f := variant.DeclareFacts{Score: 100 * rapid.IntRange(-20, 30).Draw(t, "points"),
			Live: rapid.IntRange(0, 8).Draw(t, "live")}
		got := r.Declarations(h, f)
		for k := tile.Character1; k <= tile.Red; k++ {
			err := o.CheckRiichi(h, k, riichi.RiichiState{Points: f.Score, LiveTiles: f.Live})
			assert.Equal(t, err == nil, got.Has(k), "%s %v discard %v (%+v): %v", name, h, k, f, err)
		}
	})
}
