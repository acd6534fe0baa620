package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

func rulesOf(t *testing.T, name string) *riichi.Rules {
	t.Helper()
	r, err := riichi.New(preset(t, name))
	require.NoError(t, err)
	return r
}

// drawSummary is an exhaustive draw with East dealing: South and North ready, East and West not.
func drawSummary() variant.Summary {
	s := variant.Summary{Dealer: tile.SeatEast, Exhausted: true}
	s.Hands = [4]hand.Hand{
		hand.MustParse("1357m2468p1357s1z"),
		hand.MustParse("123m456p789s1122z"),
		hand.MustParse("1357m2468p1357s2z"),
		hand.MustParse("123m456p789s3344z"),
	}
	for i := range s.Discards {
		s.Discards[i] = tile.MustParseTiles("5m")
		s.Taken[i] = []bool{false}
	}
	return s
}

// TestSettle: the referee's settlement of an exhaustive draw: noten payments (X11), nagashi mangan in
// their place, nothing for a hand with a win.
func TestSettle(t *testing.T) {
	r := rulesOf(t, "tenhou")
	l, err := r.Settle(drawSummary())
	require.NoError(t, err)
	assert.Equal(t, [4]int{-1500, 1500, -1500, 1500}, l.Net())

	s := drawSummary()
	s.Discards[tile.SeatWest.Index()] = tile.MustParseTiles("19m1z")
	s.Taken[tile.SeatWest.Index()] = []bool{false, false, false}
	l, err = r.Settle(s)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-4000, -2000, 8000, -2000}, l.Net(), "West's nagashi mangan replaces the noten payments")
	l, err = rulesOf(t, "ema2016").Settle(s)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-1500, 1500, -1500, 1500}, l.Net(), "no nagashi in ema2016")

	s = drawSummary()
	s.Declared[tile.SeatWest.Index()] = true // in riichi: always tenpai
	l, err = r.Settle(s)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-3000, 1000, 1000, 1000}, l.Net())

	s = drawSummary()
	s.Exhausted = false
	l, err = r.Settle(s)
	require.NoError(t, err)
	assert.Empty(t, l)
}

// TestAdvance: the referee's progression of a session (docs/rules/riichi.md §12).
func TestAdvance(t *testing.T) {
	r := rulesOf(t, "tenhou")
	even := [4]int{25000, 25000, 25000, 25000}
	start := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1, Counters: 2, Deposits: 1, Scores: even}
	win := func(w tile.Seat) variant.Summary {
		return variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{{Context: score.WinContext{Winner: w}}}}
	}
	next, over := r.Advance(start, win(tile.SeatSouth))
	assert.False(t, over)
	assert.Equal(t, tile.SeatSouth, next.Dealer)
	assert.Equal(t, 2, next.Game)
	assert.Zero(t, next.Counters, "a non-dealer win resets honba")
	assert.Equal(t, 1, next.Deposits)
	assert.Equal(t, 1, next.Hands)

	next, _ = r.Advance(start, win(tile.SeatEast))
	assert.Equal(t, tile.SeatEast, next.Dealer, "renchan")
	assert.Equal(t, 3, next.Counters)

	next, _ = r.Advance(start, drawSummary())
	assert.Equal(t, tile.SeatSouth, next.Dealer, "the dealer is noten")
	assert.Equal(t, 3, next.Counters)

	next, _ = r.Advance(start, variant.Summary{Dealer: tile.SeatEast, Aborted: true})
	assert.Equal(t, tile.SeatEast, next.Dealer, "an abortive draw keeps the deal")
	assert.Equal(t, 3, next.Counters)

	last := start
	last.Dealer, last.Game = tile.SeatNorth, 4
	next, over = r.Advance(last, win(tile.SeatSouth))
	assert.False(t, over)
	assert.Equal(t, tile.SeatEast, next.Dealer)
	assert.Equal(t, tile.South, next.Prevailing, "South round")
	assert.Equal(t, 1, next.Game)
	assert.Equal(t, 1, next.Round)

	bust := start
	bust.Scores = [4]int{50100, 25000, 25000, -100}
	_, over = r.Advance(bust, win(tile.SeatSouth))
	assert.True(t, over, "bust")
}

// TestAdvanceNagashi: the referee passes the deal after an exhaustive draw at which the noten dealer,
// East, is paid nagashi mangan, and keeps it with East tenpai (docs/rules/riichi.md §12.1).
func TestAdvanceNagashi(t *testing.T) {
	r := rulesOf(t, "tenhou")
	start := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1, Counters: 0,
		Scores: [4]int{25000, 25000, 25000, 25000}}
	s := drawSummary()
	s.Discards[tile.SeatEast.Index()] = tile.MustParseTiles("19p7z")
	s.Taken[tile.SeatEast.Index()] = []bool{false, false, false}
	l, err := r.Settle(s)
	require.NoError(t, err)
	assert.Equal(t, [4]int{12000, -4000, -4000, -4000}, l.Net(), "East's nagashi mangan")
	next, _ := r.Advance(start, s)
	assert.Equal(t, tile.SeatSouth, next.Dealer, "a noten dealer's nagashi passes the deal")
	assert.Equal(t, 1, next.Counters)

	s.Hands[tile.SeatEast.Index()] = hand.MustParse("123m456p789s1122z")
	next, _ = r.Advance(start, s)
	assert.Equal(t, tile.SeatEast, next.Dealer, "a tenpai dealer keeps the deal")
	assert.Equal(t, 1, next.Counters)
}

// TestWinFacts: the riichi facts the referee's seat facts give (docs/rules/riichi.md §5, docs/rules/riichi.md §13).
func TestWinFacts(t *testing.T) {
	r := rulesOf(t, "tenhou")
	tsumo := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Source: score.Wall}
	ron := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Source: score.Discard, Supplier: tile.SeatWest}
	f := riichi.FactsOf(r.WinFacts(tsumo, variant.SeatFacts{Declared: true, Uninterrupted: true}))
	assert.Equal(t, riichi.Facts{Riichi: riichi.Riichi, Ippatsu: true}, f)
	f = riichi.FactsOf(r.WinFacts(tsumo, variant.SeatFacts{Declared: true, DeclaredFirst: true}))
	assert.Equal(t, riichi.Facts{Riichi: riichi.DoubleRiichi}, f)
	f = riichi.FactsOf(r.WinFacts(tsumo, variant.SeatFacts{FirstTurn: true}))
	assert.Equal(t, riichi.Facts{Chiihou: true}, f)
	f = riichi.FactsOf(r.WinFacts(ron, variant.SeatFacts{FirstTurn: true}))
	assert.Equal(t, riichi.Facts{Renhou: true}, f)
	dealer := tsumo
	dealer.Winner = tile.SeatEast
	f = riichi.FactsOf(r.WinFacts(dealer, variant.SeatFacts{FirstTurn: true}))
	assert.Equal(t, riichi.Facts{}, f, "the dealer's first-turn win is tenhou, a flag")
	noIppatsu, err := riichi.New(riichi.Options{Ippatsu: riichi.Off})
	require.NoError(t, err)
	f = riichi.FactsOf(noIppatsu.WinFacts(tsumo, variant.SeatFacts{Declared: true, Uninterrupted: true}))
	assert.False(t, f.Ippatsu)
}

// TestAbortsAndLiability: the referee's questions about abortive draws and pao.
func TestAbortsAndLiability(t *testing.T) {
	r := rulesOf(t, "tenhou")
	ema := rulesOf(t, "ema2016")
	nine := hand.MustParse("19m19p19s1234z2345m")
	assert.True(t, r.CanAbort(nine))
	assert.False(t, ema.CanAbort(nine))
	assert.False(t, r.CanAbort(hand.MustParse("19m19p1234z234567m")), "eight kinds")

	e := tile.East
	assert.True(t, r.AbortAfterDiscard(variant.AbortFacts{FirstDiscards: [4]tile.Tile{e, e, e, e}}))
	assert.True(t, r.AbortAfterDiscard(variant.AbortFacts{Declared: 4}))
	assert.False(t, r.AbortAfterDiscard(variant.AbortFacts{Declared: 3}))
	assert.True(t, r.AbortAfterDiscard(variant.AbortFacts{Kongs: [4]int{3, 1}, AfterKong: true}))
	assert.False(t, r.AbortAfterDiscard(variant.AbortFacts{Kongs: [4]int{4}, AfterKong: true}), "one player's four kans")
	assert.False(t, r.AbortAfterDiscard(variant.AbortFacts{Kongs: [4]int{3, 1}}), "not the konger's discard")
	assert.False(t, ema.AbortAfterDiscard(variant.AbortFacts{Declared: 4}))
	assert.True(t, r.AbortRons(3))
	assert.False(t, r.AbortRons(2))
	assert.False(t, rulesOf(t, "mahjongsoul").AbortRons(3))

	dragons := hand.MustParse("234m9p / 555z 666z 777z")
	assert.True(t, r.Liable(dragons, tile.Red))
	assert.False(t, r.Liable(hand.MustParse("234m99p55z / 666z 777z"), tile.Red), "two dragon groups")
	assert.False(t, r.Liable(dragons, tile.Character2))
	assert.True(t, r.Liable(hand.MustParse("5p / 111z 222z 333z 444z"), tile.North))

	// A daiminkan that is the fourth kan: liable only with PaoSuukantsu (docs/rules/riichi.md §10.5).
	o, err := riichi.Preset("tenhou")
	require.NoError(t, err)
	o.PaoSuukantsu = riichi.On
	pao, err := riichi.New(o)
	require.NoError(t, err)
	four := hand.MustParse("9s / [1111m] [2222p] [3333s] 7777z@W")
	assert.True(t, pao.Liable(four, tile.Red))
	assert.False(t, r.Liable(four, tile.Red), "PaoSuukantsu off")
	assert.False(t, pao.Liable(hand.MustParse("9s99m9p / [1111m] [2222p] 7777z@W"), tile.Red), "a third kan")
	assert.False(t, pao.Liable(hand.MustParse("9s / [1111m] [2222p] [3333s] 777z@W"), tile.Red), "a pon")
	assert.False(t, pao.Liable(hand.MustParse("9s / [1111m] [2222p] 7777z@W [3333s]"), tile.Character3),
		"the fourth kan was closed, not this call")

	assert.Equal(t, tile.Set(0).With(tile.Character3).With(tile.Character6), r.AfterCall(meld.Chow, tile.Character3, tile.Character3))
}
