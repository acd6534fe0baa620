package riichi_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

type benchWin struct {
	h hand.Hand
	w score.WinContext
}

// randomWins returns n winning hands with their facts, closed and open, with dora, drawn from a fixed
// seed: random complete hands whose win scores without error.
func randomWins(tb testing.TB, r *riichi.Rules, n int, seed uint64) []benchWin {
	return randomWinsAt(tb, n, seed, 4, r)
}

// randomWinsAt returns n wins as randomWins does at a table of players (3: from the 27 kinds of
// three-player riichi, East, South and West only), each of which every rules of rs scores without error.
func randomWinsAt(tb testing.TB, n int, seed uint64, players int, rs ...*riichi.Rules) []benchWin {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	kind := anyKind(rng)
	if players == 3 {
		kind = func() tile.Tile { return tile.Tile(sanmaKinds[rng.IntN(len(sanmaKinds))]) }
	}
	var out []benchWin
next:
	for tries := 0; len(out) < n && tries < 1000*n; tries++ {
		h, ok := randomComplete(rng, players, kind)
		if !ok {
			continue
		}
		c := h.Concealed()
		var conc []tile.Tile
		for t := tile.Character1; t <= tile.Red; t++ {
			for range c[t] {
				conc = append(conc, t)
			}
		}
		win := conc[rng.IntN(len(conc))]
		winner := tile.SeatAt(rng.IntN(players))
		dealer := tile.SeatAt(rng.IntN(players))
		var w score.WinContext
		if rng.IntN(2) == 0 {
			w = riichi.Tsumo(winner, dealer, tile.East+tile.Tile(rng.IntN(2)), win)
		} else {
			from := tile.SeatAt((winner.Index() + 1 + rng.IntN(players-1)) % players)
			w = riichi.Ron(winner, from, dealer, tile.East+tile.Tile(rng.IntN(2)), win)
		}
		nd := 1 + rng.IntN(3)
		ds := make([]tile.Tile, nd)
		for i := range ds {
			ds[i] = kind()
		}
		w.Indicators, _ = score.IndicatorsOf(ds...)
		if h.IsConcealed() && rng.IntN(2) == 0 {
			w = riichi.WithFacts(w, riichi.Facts{Riichi: riichi.Riichi})
			for i := range nd {
				w.HiddenIndicators[i] = kind()
			}
		}
		w.Counters, w.Deposits = rng.IntN(3), rng.IntN(3)
		for _, r := range rs {
			if _, err := r.Score(h, w); err != nil {
				continue next
			}
		}
		out = append(out, benchWin{h, w})
	}
	require.Len(tb, out, n)
	return out
}

// anyKind returns a draw of one of the 34 kinds from rng.
func anyKind(rng *rand.Rand) func() tile.Tile {
	return func() tile.Tile { return tile.Tile(1 + rng.IntN(34)) }
}

// randomComplete returns a random complete hand of kinds drawn by kind: a pair and four groups, up to
// two of them declared; with three players no man sequence.
func randomComplete(rng *rand.Rand, players int, kind func() tile.Tile) (hand.Hand, bool) {
	var all tile.Counts
	var conc tile.Counts
	var melds []meld.Meld
	take := func(t tile.Tile, k int) bool {
		if int(all[t])+k > 4 {
			return false
		}
		all[t] += uint8(k)
		return true
	}
	p := kind()
	if !take(p, 2) {
		return hand.Hand{}, false
	}
	conc[p] += 2
	nMelds := rng.IntN(3)
	for i := range 4 {
		t := kind()
		seq := t.IsSuited() && t.Rank() <= 7 && (players == 4 || t.Suit() != tile.Characters) && rng.IntN(3) > 0
		if seq {
			if !take(t, 1) || !take(t+1, 1) || !take(t+2, 1) {
				return hand.Hand{}, false
			}
		} else if !take(t, 3) {
			return hand.Hand{}, false
		}
		if i < nMelds {
			k := meld.Pung
			if seq {
				k = meld.Chow
			}
			m, err := meld.NewClaimed(k, t, tile.SeatAt(players-1))
			if err != nil {
				return hand.Hand{}, false
			}
			melds = append(melds, m)
			continue
		}
		if seq {
			conc[t]++
			conc[t+1]++
			conc[t+2]++
		} else {
			conc[t] += 3
		}
	}
	h, err := hand.FromCounts(conc, melds, 0)
	return h, err == nil
}

// BenchmarkScore scores random winning hands (closed and open, with dora), one per iteration.
func BenchmarkScore(b *testing.B) {
	r := rules(b, "tenhou")
	wins := randomWins(b, r, 512, 7)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := &wins[i%len(wins)]
		if _, err := r.Score(x.h, x.w); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkValue finds the basic points of random winning hands without the breakdown.
func BenchmarkValue(b *testing.B) {
	r := rules(b, "tenhou")
	wins := randomWins(b, r, 512, 7)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := &wins[i%len(wins)]
		if _, err := r.Value(x.h, x.w); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// The same three-player hands (no 2m to 8m, seats East, South and West, no kita) scored under
// tenhou-sanma and under four-player tenhou: the three-player scorer must stay within 10% of the
// four-player one on identical input (issue: "scoring a sanma hand within 10% of four-player").
func benchScoreSanma(b *testing.B, preset string) {
	three, four := rules(b, "tenhou-sanma"), rules(b, "tenhou")
	wins := randomWinsAt(b, 512, 7, 3, three, four)
	r := rules(b, preset)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := &wins[i%len(wins)]
		if _, err := r.Score(x.h, x.w); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkScoreSanma scores three-player hands under tenhou-sanma.
func BenchmarkScoreSanma(b *testing.B) { benchScoreSanma(b, "tenhou-sanma") }

// BenchmarkScoreSanmaAsFour scores the same hands under four-player tenhou, the reference.
func BenchmarkScoreSanmaAsFour(b *testing.B) { benchScoreSanma(b, "tenhou") }

// TestValueAllocs: Value and CanWin do not allocate for a win; Score allocates three times (items, one
// string for every text, the ledger); Value agrees with Score.
func TestValueAllocs(t *testing.T) {
	r := rules(t, "tenhou")
	for _, x := range randomWins(t, r, 64, 11) {
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
