package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// The three-player rules (docs/rules/riichi.md §17) that are not the score of one hand: exhaustive
// draws (worked example S9), the final score (S13), several rons, the options and presets, and the
// properties of three-player scoring. The hand scores are golden cases in testdata/riichi/sanma.txt.

var sanmaPresets = []string{"tenhou-sanma", "mahjongsoul-sanma"}

// TestSanmaExhaustiveDraw is worked example S9 (docs/rules/riichi.md §17.10): the noten pool of 2,000
// among three seats, and nagashi mangan paid as a mangan tsumo with tsumo loss or north bisection.
func TestSanmaExhaustiveDraw(t *testing.T) {
	E, S, W := tile.SeatEast, tile.SeatSouth, tile.SeatWest
	ten := preset(t, "tenhou-sanma")
	split := ten
	split.NorthBisection = riichi.On
	pool3000 := ten
	pool3000.NotenPool = 3000
	tests := []struct {
		name    string
		o       riichi.Options
		dealer  tile.Seat
		tenpai  [4]bool
		nagashi [4]bool
		want    [4]int
		keep    bool
	}{
		// (a) the dealer alone tenpai: 1,000 from each noten player; the dealer keeps the deal.
		{"a", ten, E, [4]bool{true, false, false, false}, [4]bool{}, [4]int{2000, -1000, -1000, 0}, true},
		// (b) the dealer noten, South and West tenpai: 1,000 to each; the deal passes.
		{"b", ten, E, [4]bool{false, true, true, false}, [4]bool{}, [4]int{-2000, 1000, 1000, 0}, false},
		// Nobody or everybody tenpai: nothing is paid.
		{"none", ten, E, [4]bool{}, [4]bool{}, [4]int{}, false},
		{"all", ten, S, [4]bool{true, true, true, false}, [4]bool{}, [4]int{}, true},
		// A parlour's pool of 3,000: 1,500 from each noten player, or 1,500 to each tenpai player.
		{"pool-1", pool3000, E, [4]bool{false, true, false, false}, [4]bool{}, [4]int{-1500, 3000, -1500, 0}, false},
		{"pool-2", pool3000, W, [4]bool{true, false, true, false}, [4]bool{}, [4]int{1500, -3000, 1500, 0}, true},
		// (c) West's nagashi mangan, a non-dealer's: East 4,000, South 2,000; no noten payments.
		{"c", ten, E, [4]bool{true, false, false, false}, [4]bool{false, false, true, false}, [4]int{-4000, -2000, 6000, 0}, true},
		// (c) under north bisection: 5,000 and 3,000.
		{"c-split", split, E, [4]bool{}, [4]bool{false, false, true, false}, [4]int{-5000, -3000, 8000, 0}, false},
		// A dealer's nagashi mangan: 4,000 from each (6,000 each under north bisection).
		{"dealer", ten, S, [4]bool{}, [4]bool{false, true, false, false}, [4]int{-4000, 8000, -4000, 0}, false},
		{"dealer-split", split, S, [4]bool{}, [4]bool{false, true, false, false}, [4]int{-6000, 12000, -6000, 0}, false},
	}
	for _, tt := range tests {
		got, keep, err := tt.o.SettleExhaustive(riichi.ExhaustiveDraw{Dealer: tt.dealer, Tenpai: tt.tenpai, Nagashi: tt.nagashi})
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.want, got, tt.name)
		assert.Equal(t, tt.keep, keep, tt.name)
	}
	for _, d := range []riichi.ExhaustiveDraw{
		{Dealer: tile.SeatNorth},
		{Dealer: E, Tenpai: [4]bool{false, false, false, true}},
		{Dealer: E, Nagashi: [4]bool{false, false, false, true}},
	} {
		_, _, err := ten.SettleExhaustive(d)
		require.ErrorIs(t, err, score.ErrContext, "%+v", d)
	}
}

// TestSanmaSettleLedger: the referee's settlement of an exhaustive draw ([riichi.Rules.Settle]) pays
// the same as [riichi.Options.SettleExhaustive], between East, South and West only.
func TestSanmaSettleLedger(t *testing.T) {
	r := rules(t, "tenhou-sanma")
	tenpaiHand := hand.MustParse("123p456p789s11s45s")
	noten := hand.MustParse("1p3p5p7p9p1s3s5s7s9s1z2z3z")
	s := variant.Summary{Exhausted: true, Dealer: tile.SeatEast}
	s.Hands[0], s.Hands[1], s.Hands[2] = tenpaiHand, noten, noten
	for i := range 3 {
		s.Discards[i] = []tile.Tile{tile.Circle5}
		s.Taken[i] = []bool{false}
	}
	l, err := r.Settle(s)
	require.NoError(t, err)
	assert.Equal(t, [4]int{2000, -1000, -1000, 0}, l.Net())
}

// TestSanmaFinalScore is worked example S13 (docs/rules/riichi.md §17.10): 52,000 / 38,000 / 15,000
// under each three-player preset. tenhou-sanma returns 40,000 with an oka of 3 × 5,000 and uma
// 20/0/−20; mahjongsoul-sanma returns 35,000 (no oka) with uma 15/0/−15. Both sum to zero.
func TestSanmaFinalScore(t *testing.T) {
	end := variant.Session{Scores: [4]int{52000, 38000, 15000, 0}}
	for _, tt := range []struct {
		preset string
		want   [3]int // in points: +47.0 is 47,000
	}{
		{"tenhou-sanma", [3]int{47000, -2000, -45000}},
		{"mahjongsoul-sanma", [3]int{32000, 3000, -35000}},
	} {
		st := rules(t, tt.preset).Standings(end, tile.SeatEast)
		got := map[tile.Seat]int{}
		total := 0
		for _, p := range st.Places {
			if p.Seat != tile.SeatNorth && p.Seat != tile.NoSeat { // three places, the fourth empty
				got[p.Seat] = p.Final
			} else {
				assert.Zero(t, p.Final, "%s: North has no final score", tt.preset)
			}
			total += p.Final
		}
		assert.Equal(t, map[tile.Seat]int{tile.SeatEast: tt.want[0], tile.SeatSouth: tt.want[1],
			tile.SeatWest: tt.want[2]}, got, tt.preset)
		assert.Zero(t, total, tt.preset)
		assert.Equal(t, tile.SeatEast, st.Places[0].Seat, tt.preset)
	}
}

// TestSanmaRonWinners: with three players the rons on one discard are taken in turn order over East,
// South and West (after West comes East), a North discarder or claimant is ignored, and head bump
// keeps the nearest (docs/rules/riichi.md §17.3).
func TestSanmaRonWinners(t *testing.T) {
	E, S, W, N := tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth
	o := preset(t, "tenhou-sanma")
	got, abort := o.RonWinners(W, [4]bool{true, true, false, false})
	assert.Equal(t, []tile.Seat{E, S}, got)
	assert.False(t, abort)
	got, _ = o.RonWinners(S, [4]bool{true, false, true, true})
	assert.Equal(t, []tile.Seat{W, E}, got, "North never wins")
	got, _ = o.RonWinners(N, [4]bool{true, true, false, false})
	assert.Empty(t, got, "North never discards")
	o.MultipleRon = riichi.HeadBump
	got, _ = o.RonWinners(W, [4]bool{true, true, false, false})
	assert.Equal(t, []tile.Seat{E}, got)
	assert.False(t, o.Enabled(riichi.TripleRon), "no sanchahou with three players")
	assert.False(t, o.Enabled(riichi.FourWind))
	assert.False(t, o.Enabled(riichi.FourRiichi))
	assert.True(t, o.Enabled(riichi.NineKinds))
	assert.True(t, o.Enabled(riichi.FourKans))
}

// TestSanmaOptions: Players 3 with every other option zero is the tenhou-sanma column; the
// three-player options are refused with four players, and the four-player-only ones with three.
func TestSanmaOptions(t *testing.T) {
	ten := preset(t, "tenhou-sanma")
	assert.Equal(t, ten, riichi.Options{Players: 3}.Resolved())
	assert.Equal(t, 4, riichi.Options{}.Resolved().Players)
	assert.Equal(t, [3]int{0, 1, 1}, ten.RedFives.Counts())
	assert.Equal(t, riichi.Uma{20, 0, -20, 0}, ten.Uma)
	r, err := riichi.New(riichi.Options{Players: 3})
	require.NoError(t, err)
	assert.Equal(t, 3, r.Options().Players)

	bad := []riichi.Options{
		{Players: 2},
		{Players: 5},
		{Players: -1},
		{NorthBisection: riichi.On},
		{NukiDora: riichi.On},
		{KitaRinshan: riichi.On},
		{NorthYakuhai: riichi.On},
		{Players: 4, NukiDora: riichi.On},
		{Players: 3, RedFives: riichi.RedFivesOf(2, 1, 1)},
		{Players: 3, AbortSuucha: riichi.On},
		{Players: 3, AbortSuufon: riichi.On},
		{Players: 3, Sanchahou: riichi.On},
		{Players: 3, Uma: riichi.Uma{20, 0, -10, -10}},
		{Players: 3, Uma: riichi.Uma{20, 0, -20, 1}},
		{Players: 3, NukiDora: riichi.Off, KitaRinshan: riichi.On},
		{Players: 3, NotenPool: 2100},
		{Players: 3, NotenPool: -200},
		{NotenPool: 2000},
		{HonbaUnit: 150},
		{HonbaUnit: -100},
		{HonbaUnit: 10100},
		{Players: 3, NorthBisection: riichi.Toggle(3)},
	}
	for _, o := range bad {
		_, err := riichi.New(o)
		require.ErrorIs(t, err, variant.ErrOptions, "%+v", o)
	}
	for _, o := range []riichi.Options{
		{Players: 3, NukiDora: riichi.Off},
		{Players: 3, RedFives: riichi.RedFivesOf(0, 2, 2), NotenPool: 3000, HonbaUnit: 500},
		{Players: 3, NorthBisection: riichi.On, NorthYakuhai: riichi.On},
		{NotenPool: 6000, HonbaUnit: 200},
	} {
		_, err := riichi.New(o)
		require.NoError(t, err, "%+v", o)
	}
	// NukiDora off with three players takes KitaRinshan off by default.
	assert.Equal(t, riichi.Off, riichi.Options{Players: 3, NukiDora: riichi.Off}.Resolved().KitaRinshan)
}

// TestPropSanmaZeroSum: every three-player win, under either preset, either tsumo payment and any
// honba unit, is paid among East, South and West only: the ledger sums to zero, North neither pays nor
// receives, everything goes to the winner, on a ron only the discarder pays, and the winner gains
// (docs/rules/riichi.md §17.5, docs/rules/riichi.md §17.7).
func TestPropSanmaZeroSum(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := preset(t, rapid.SampledFrom(sanmaPresets).Draw(t, "preset"))
		if rapid.Bool().Draw(t, "bisection") {
			o.NorthBisection = riichi.On
		}
		o.HonbaUnit = 100 * rapid.IntRange(1, 10).Draw(t, "honba unit")
		r, err := riichi.New(o)
		require.NoError(t, err)
		h, w := drawWinAt(t, 3)
		res, err := r.Score(h, w)
		if err != nil {
			require.ErrorIs(t, err, score.ErrNotWin)
			return
		}
		net := res.Payments.Net()
		assert.Zero(t, net[0]+net[1]+net[2]+net[3])
		assert.Zero(t, net[3], "North's net")
		for _, tr := range res.Payments {
			require.NotEqual(t, tile.SeatNorth, tr.From)
			require.NotEqual(t, tile.SeatNorth, tr.To)
			require.Equal(t, w.Winner, tr.To)
			if w.Source == score.Discard {
				require.Equal(t, w.Supplier, tr.From)
			}
		}
		require.Positive(t, net[w.Winner.Index()])
		assert.Equal(t, 1000*w.Deposits, res.Collected)
	})
}

// TestPropSanmaNoNorthSeatWind: with three players North is nobody's seat wind, whatever the dealer
// and the winner: a closed riichi hand whose only honour group is a North triplet scores riichi alone,
// and one with a West triplet scores the seat wind exactly when the winner sits two seats after the
// dealer over three seats (docs/rules/riichi.md §17.1).
func TestPropSanmaNoNorthSeatWind(t *testing.T) {
	r := rules(t, "tenhou-sanma")
	north := hand.MustParse("444z234p567p345s66s")
	west := hand.MustParse("333z234p567p345s66s")
	rapid.Check(t, func(t *rapid.T) {
		dealer := tile.SeatAt(rapid.IntRange(0, 2).Draw(t, "dealer"))
		winner := tile.SeatAt(rapid.IntRange(0, 2).Draw(t, "winner"))
		round := tile.East + tile.Tile(rapid.IntRange(0, 2).Draw(t, "round"))
		w := riichi.WithFacts(riichi.Tsumo(winner, dealer, round, tile.Bamboo6), riichi.Facts{Riichi: riichi.Riichi})
		w.Indicators = score.Indicators{tile.Red}
		w.HiddenIndicators = score.Indicators{tile.Red}
		res, err := r.Score(north, w)
		require.NoError(t, err)
		assert.Equal(t, map[string]int{"riichi": 1, "menzen-tsumo": 1}, itemsOf(res, score.Han))
		res, err = r.Score(west, w)
		require.NoError(t, err)
		seatWest := (winner.Index()-dealer.Index()+3)%3 == 2
		_, seat := itemsOf(res, score.Han)["yakuhai-seat-wind"]
		assert.Equal(t, seatWest, seat, "dealer %s winner %s", dealer, winner)
		_, roundWind := itemsOf(res, score.Han)["yakuhai-round-wind"]
		assert.Equal(t, round == tile.West, roundWind)
		// Whoever wins, a North seat is refused.
		w.Winner = tile.SeatNorth
		_, err = r.Score(west, w)
		require.ErrorIs(t, err, score.ErrContext)
	})
}

// TestPropSanmaDoraWrap: with three players every indicator of the 27 kinds names a kind of the 27
// (indicator 1m names 9m and 9m names 1m), and following the dora order from any kind comes back to it
// after as many steps as its group has kinds (2 in man, 9 in pin and sou, 4 winds, 3 dragons), so
// every kind is some indicator's dora; with four players 1m names 2m (docs/rules/riichi.md §17.2).
func TestPropSanmaDoraWrap(t *testing.T) {
	three, four := rules(t, "tenhou-sanma"), rules(t, "tenhou")
	// doraOf returns the kind the indicator names: the first kind whose pair the indicator makes dora.
	doraOf := func(t *rapid.T, r *riichi.Rules, ind tile.Tile, kinds []tile.Tile) tile.Tile {
		for _, k := range kinds {
			if k == ind {
				continue
			}
			if doraCount(t, r, ind, k) > 0 {
				return k
			}
		}
		return tile.None
	}
	var kinds []tile.Tile
	for _, k := range sanmaKinds {
		kinds = append(kinds, tile.Tile(k))
	}
	rapid.Check(t, func(t *rapid.T) {
		ind := rapid.SampledFrom(kinds).Draw(t, "indicator")
		cycle := map[tile.Suit]int{tile.Characters: 2, tile.Circles: 9, tile.Bamboo: 9, tile.Winds: 4, tile.Dragons: 3}
		k := ind
		for step := 1; step <= cycle[ind.Suit()]; step++ {
			k = doraOf(t, three, k, kinds)
			require.NotEqual(t, tile.None, k, "indicator %s names no kind of the 27", ind)
			require.Equal(t, ind.Suit(), k.Suit())
			if step < cycle[ind.Suit()] {
				require.NotEqual(t, ind, k, "back after %d steps", step)
			}
		}
		require.Equal(t, ind, k, "the dora order from %s cycles", ind)
	})
	assert.Positive(t, doraCount(t, three, tile.Character1, tile.Character9))
	assert.Positive(t, doraCount(t, three, tile.Character9, tile.Character1))
	assert.Positive(t, doraCount(t, four, tile.Character1, tile.Character2))
	assert.Zero(t, doraCount(t, four, tile.Character1, tile.Character9))
}

// doraCount returns the dora of a closed riichi ron holding a pair of kind k (a 14-tile chiitoitsu
// around it) under indicator ind: 2 when ind names k.
func doraCount(t require.TestingT, r *riichi.Rules, ind, k tile.Tile) int {
	var c tile.Counts
	c[k] = 2
	for _, f := range []tile.Tile{tile.Circle1, tile.Circle3, tile.Circle5, tile.Bamboo2, tile.Bamboo4, tile.Bamboo6,
		tile.Circle7, tile.Bamboo8} {
		if c.Total() == 14 {
			break
		}
		if f != k && f != ind && doraTarget(ind) != f {
			c[f] = 2
		}
	}
	h, err := hand.FromCounts(c, nil, 0)
	require.NoError(t, err)
	w := riichi.Ron(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, k)
	w.Indicators = score.Indicators{ind}
	res, err := r.Score(h, riichi.WithFacts(w, riichi.Facts{Riichi: riichi.Riichi}))
	require.NoError(t, err)
	return itemsOf(res, score.Dora)["dora"]
}

// doraTarget is the usual next kind (a filler pair must not be the indicator's dora): within a suit the
// next rank, then the man wrap of three players. Only used to keep filler pairs away from the dora.
func doraTarget(ind tile.Tile) tile.Tile {
	switch {
	case ind == tile.Character1:
		return tile.Character9 // three players; with four the 2m is never a filler
	case ind.IsSuited() && ind.Rank() == 9:
		return ind - 8
	case ind == tile.North:
		return tile.East
	case ind == tile.Red:
		return tile.White
	}
	return ind + 1
}

// TestSanmaValueAllocs: three-player scoring allocates as four-player does: Value and CanWin not at
// all for a win, Score three times; Value agrees with Score, kitas included.
func TestSanmaValueAllocs(t *testing.T) {
	r := rules(t, "tenhou-sanma")
	for i, x := range randomWinsAt(t, 64, 11, 3, r) {
		x.w.Kita = i % (5 - int(x.h.All()[tile.North]))
		res, err := r.Score(x.h, x.w)
		require.NoError(t, err)
		v, err := r.Value(x.h, x.w)
		require.NoError(t, err)
		require.Equal(t, res.Value, v)
		require.True(t, r.CanWin(x.h, x.w))
		require.Zero(t, testing.AllocsPerRun(10, func() { _, _ = r.Value(x.h, x.w) }))
		require.Zero(t, testing.AllocsPerRun(10, func() { _ = r.CanWin(x.h, x.w) }))
		require.LessOrEqual(t, testing.AllocsPerRun(10, func() { _, _ = r.Score(x.h, x.w) }), 3.0)
	}
}
