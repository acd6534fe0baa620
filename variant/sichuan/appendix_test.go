package sichuan_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

const (
	E = tile.SeatEast
	S = tile.SeatSouth
	W = tile.SeatWest
	N = tile.SeatNorth
)

// The same seats as scoring input names them.
const (
	sE = tile.SeatEast
	sS = tile.SeatSouth
	sW = tile.SeatWest
	sN = tile.SeatNorth
)

func win(winner tile.Seat, winning string, src score.Source, supplier tile.Seat, missing tile.Suit) score.WinContext {
	return score.WinContext{
		Winner: winner, Winning: tile.MustParseTiles(winning)[0], Source: src, Supplier: supplier,
		MissingSuit: missing, Dealer: sE,
	}
}

func scoreOK(t *testing.T, r *sichuan.Rules, h string, w score.WinContext) score.Result {
	t.Helper()
	res, err := r.Score(hand.MustParse(h), w)
	require.NoError(t, err)
	return res
}

func net(vs ...int) [tile.NumSeats]int { return [tile.NumSeats]int{vs[0], vs[1], vs[2], vs[3]} }

func itemNames(res score.Result) []string {
	var ns []string
	for _, it := range res.Items {
		ns = append(ns, it.Name)
	}
	return ns
}

// X1 Cap.
func TestAppendixX1Cap(t *testing.T) {
	w := win(N, "5s", score.Discard, S, tile.Characters)
	res := scoreOK(t, sichuan.MustNew(sichuan.Options{}), "111s999s55s / 3333s@S 777s@W", w)
	assert.Equal(t, 5, res.Fan)
	assert.Equal(t, 8, res.Value)
	assert.True(t, res.Capped)
	assert.Equal(t, []string{sichuan.FanRoot, sichuan.FanAllTriplets, sichuan.FanPairWait, sichuan.FanPureSuit}, itemNames(res))
	assert.Equal(t, net(0, -8, 0, 8), res.Payments.Net())
	res4 := scoreOK(t, sichuan.MustNew(sichuan.Options{FanCap: 4}), "111s999s55s / 3333s@S 777s@W", w)
	assert.Equal(t, 16, res4.Value)
	assert.Equal(t, net(0, -16, 0, 16), res4.Payments.Net())
}

// X2 Discard win.
func TestAppendixX2DiscardWin(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("123m456m789m2345p")
	assert.Equal(t, tile.SetOf(tile.Circle2, tile.Circle5), r.Waits(h, tile.Bamboo))
	for _, wt := range []string{"5p", "2p"} {
		res := scoreOK(t, r, "123m456m789m2345p"+wt, win(E, wt, score.Discard, W, tile.Bamboo))
		assert.Equal(t, []string{sichuan.FanPairWait}, itemNames(res), wt)
		assert.Equal(t, 2, res.Value, wt)
		assert.Equal(t, net(2, 0, -2, 0), res.Payments.Net(), wt)
		d := scoreOK(t, sichuan.MustNew(sichuan.Options{PairWait: sichuan.DeclaredSets}), "123m456m789m2345p"+wt, win(E, wt, score.Discard, W, tile.Bamboo))
		assert.Equal(t, 1, d.Value, wt)
	}
}

// X3 Self-draw, one out.
func TestAppendixX3SelfDrawOneOut(t *testing.T) {
	w := win(W, "3m", score.Replacement, tile.NoSeat, tile.Circles)
	w.Out[E.Index()] = true
	res := scoreOK(t, sichuan.MustNew(sichuan.Options{}), "11345m234789s / [6666m]", w)
	assert.Equal(t, []string{sichuan.FanRoot, sichuan.FanWinAfterKong}, itemNames(res))
	assert.Equal(t, 4, res.Value)
	assert.Equal(t, net(0, -5, 10, -5), res.Payments.Net())

	kr := sichuan.MustNew(sichuan.Options{KongPayments: true})
	sum := variant.Summary{
		Dealer: E,
		Wins:   []variant.Win{{Context: w, Group: 2}},
		Kongs: []variant.Kong{{Seat: sW, Tile: tile.Character6, Kind: variant.ConcealedKong, Supplier: tile.NoSeat,
			StillIn: [4]bool{false, true, true, true}, Turn: 5}},
	}
	sum.Wins = append([]variant.Win{{Context: win(E, "1m", score.Wall, tile.NoSeat, tile.Bamboo), Group: 1}}, sum.Wins...)
	l, err := kr.Settle(sum)
	require.NoError(t, err)
	res2 := scoreOK(t, kr, "11345m234789s / [6666m]", w)
	total := append(score.Ledger{}, res2.Payments...)
	total = append(total, l...)
	assert.Equal(t, net(0, -7, 14, -7), total.Net())
}

// X4 Two winners.
func TestAppendixX4TwoWinners(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	ws := score.WinContext{Winner: sS, Winning: tile.Circle6, Source: score.Discard, Supplier: sW, Dealer: sE, MissingSuit: tile.Characters}
	s := scoreOK(t, r, "888s66p99p6p / 222s@E 555s@N", ws)
	assert.Equal(t, []string{sichuan.FanAllTriplets}, itemNames(s))
	assert.Equal(t, 2, s.Value)
	wn := score.WinContext{Winner: sN, Winning: tile.Circle6, Source: score.Discard, Supplier: sW, Dealer: sE, MissingSuit: tile.Bamboo}
	n := scoreOK(t, r, "123p456p789p55p78p6p", wn)
	assert.Equal(t, []string{sichuan.FanPureSuit}, itemNames(n))
	assert.Equal(t, 4, n.Value)
	total := append(append(score.Ledger{}, s.Payments...), n.Payments...)
	assert.Equal(t, net(0, 2, -6, 4), total.Net())

	sum := variant.Summary{Dealer: E, Wins: []variant.Win{{Context: wn, Result: n, Group: 1}, {Context: ws, Result: s, Group: 1}}}
	next, over := r.Advance(variant.Session{Dealer: E}, sum)
	assert.Equal(t, W, next.Dealer)
	assert.False(t, over)
	next, _ = sichuan.MustNew(sichuan.Options{Dealer: sichuan.FirstWinner}).Advance(variant.Session{Dealer: E}, sum)
	assert.Equal(t, N, next.Dealer)
}

func x5Summary() variant.Summary {
	return variant.Summary{
		Dealer:    E,
		Exhausted: true,
		Wins:      []variant.Win{{Context: win(E, "1m", score.Wall, tile.NoSeat, tile.Bamboo), Group: 1}},
		Hands: [4]hand.Hand{
			hand.MustParse("11123456789m99p"),
			hand.MustParse("234m567m22s33s444s"),
			hand.MustParse("147p369p1379s / [5555p]"),
			hand.MustParse("123m456m789p11p6s8s"),
		},
		Missing:  [4]tile.Suit{tile.Bamboo, tile.Circles, tile.Characters, tile.Bamboo},
		Discards: [4][]tile.Tile{nil, tile.MustParseTiles("1p"), tile.MustParseTiles("1m"), tile.MustParseTiles("9m1p")},
		Kongs: []variant.Kong{{Seat: sW, Tile: tile.Circle5, Kind: variant.ConcealedKong, Supplier: tile.NoSeat,
			StillIn: [4]bool{true, true, true, true}, Turn: 1}},
	}
}

// X5 Exhaustion.
func TestAppendixX5Exhaustion(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	sum := x5Summary()
	v, wt := r.ReadyValue(sum.Hands[S.Index()], tile.Circles)
	assert.Equal(t, 4, v)
	assert.Equal(t, tile.Bamboo4, wt)
	assert.Equal(t, tile.SetOf(tile.Bamboo1, tile.Bamboo2, tile.Bamboo3, tile.Bamboo4), r.Waits(sum.Hands[S.Index()], tile.Circles))
	for _, w := range []tile.Tile{tile.Bamboo1, tile.Bamboo2, tile.Bamboo3} {
		assert.Equal(t, 1, r.WaitValue(sum.Hands[S.Index()], tile.Circles, w))
	}
	l, err := r.Settle(sum)
	require.NoError(t, err)
	assert.Equal(t, net(0, 12, 4, -16), l.Net())
	assert.Equal(t, 16, l.Paid(N))

	kr := sichuan.MustNew(sichuan.Options{KongPayments: true})
	l, err = kr.Settle(sum)
	require.NoError(t, err)
	assert.Equal(t, net(0, 12, 4, -16), l.Net(), "whole hand")
	var steps score.Ledger
	for _, tr := range l {
		if tr.Reason != sichuan.ReasonKongConcealed {
			steps = append(steps, tr)
		}
	}
	assert.Equal(t, net(2, 14, -2, -14), steps.Net(), "steps a-c")
}

// X6 Two robbers.
func TestAppendixX6TwoRobbers(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	we := win(E, "7p", score.RobbedKong, S, tile.Bamboo)
	e := scoreOK(t, r, "123m456m789m56p99p7p", we)
	assert.Equal(t, []string{sichuan.FanRobbingTheKong}, itemNames(e))
	assert.Equal(t, 2, e.Value)
	ww := win(W, "7p", score.RobbedKong, S, tile.Characters)
	w := scoreOK(t, r, "123p456p888p99p56p7p", ww)
	assert.Equal(t, 3, w.Fan)
	assert.Equal(t, 8, w.Value)
	total := append(append(score.Ledger{}, e.Payments...), w.Payments...)
	assert.Equal(t, net(2, -10, 8, 0), total.Net())

	// No kong payment for the robbed kong, even with kong payments on.
	kr := sichuan.MustNew(sichuan.Options{KongPayments: true})
	l, err := kr.Settle(variant.Summary{Dealer: E, Wins: []variant.Win{{Context: ww, Group: 1}, {Context: we, Group: 1}},
		Kongs: []variant.Kong{{Seat: sS, Tile: tile.Circle7, Kind: variant.AddedFresh, Supplier: tile.NoSeat,
			StillIn: [4]bool{true, true, true, true}, Turn: 3, Robbed: true, Shot: []tile.Seat{sW, sE}}}})
	require.NoError(t, err)
	assert.Empty(t, l)
	next, _ := r.Advance(variant.Session{Dealer: E}, variant.Summary{Dealer: E, Wins: []variant.Win{{Context: ww, Group: 1}, {Context: we, Group: 1}}})
	assert.Equal(t, S, next.Dealer)
}

// X7 Pair wait per reading.
func TestAppendixX7PairWaitPerReading(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	res := scoreOK(t, r, "111222333m44m / 999p@N", win(E, "1m", score.Discard, W, tile.Bamboo))
	assert.Equal(t, 1, res.Fan)
	assert.Equal(t, 2, res.Value)
	assert.Equal(t, []string{sichuan.FanAllTriplets}, itemNames(res))
	assert.Equal(t, "999p@N [111m] [222m] [333m] 44m", res.Reading)
	assert.Equal(t, net(2, 0, -2, 0), res.Payments.Net())
}
