package riichi_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/internal/riichicase"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

var updateGolden = flag.Bool("update", false, "rewrite testdata/riichi/hands.golden (display only; expectations stay in the *.txt cases)")

var goldenDir = filepath.Join("..", "..", "testdata", "riichi")

// readCases reads every case of testdata/riichi/*.txt, in file order.
func readCases(t *testing.T) []riichicase.Case {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(goldenDir, "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	var cases []riichicase.Case
	ids := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		cs, err := riichicase.Parse(filepath.Base(f), string(data))
		require.NoError(t, err)
		for _, c := range cs {
			prev, dup := ids[c.ID]
			require.False(t, dup, "case %s in %s and %s", c.ID, prev, c.File)
			ids[c.ID] = c.File
		}
		cases = append(cases, cs...)
	}
	return cases
}

// goldenOptions returns the options of c: its preset (tenhou by default) with its overrides applied.
func goldenOptions(c *riichicase.Case) (riichi.Options, error) {
	name := c.Preset
	if name == "" {
		name = "tenhou"
	}
	o, err := riichi.Preset(name)
	if err != nil {
		return o, err
	}
	for _, ov := range c.Options {
		if err := o.Set(ov.Field, ov.Value); err != nil {
			return o, err
		}
	}
	return o, o.Validate()
}

// errUnrepresentable marks facts that the scoring inputs cannot even express (a win both robbing a
// kong and drawing a replacement tile: score.WinContext has one Source), so the contradiction is
// refused by construction.
var errUnrepresentable = errors.New("facts cannot be expressed")

// goldenContext builds the win facts of c.
func goldenContext(c *riichicase.Case) (score.WinContext, error) {
	win, err := tile.Parse(c.Winning) // a red five parses as its kind; the hand holds the red tile
	if err != nil {
		return score.WinContext{}, err
	}
	var w score.WinContext
	if c.Tsumo {
		w = riichi.Tsumo(c.Seat, tile.SeatEast, c.Round, win)
	} else {
		w = riichi.Ron(c.Seat, c.From, tile.SeatEast, c.Round, win)
	}
	if c.Has("rinshan") && c.Has("chankan") {
		return w, errUnrepresentable
	}
	if c.Has("rinshan") {
		w.Source = score.Replacement
	}
	if c.Has("chankan") {
		w.Source = score.RobbedKong
	}
	if c.Has("haitei") {
		w.Flags |= score.LastTile
	}
	if c.Has("houtei") {
		w.Flags |= score.LastDiscard
	}
	if c.Has("tenhou") {
		w.Flags |= score.HeavensBlessing
	}
	if w.Indicators, err = score.IndicatorsOf(c.Dora...); err != nil {
		return w, err
	}
	if w.HiddenIndicators, err = score.IndicatorsOf(c.Ura...); err != nil {
		return w, err
	}
	w.Counters, w.Deposits = c.Honba, c.Sticks
	w.Kita, w.KitaRon = c.Kita, c.Has("kita-ron")
	if c.Pao != tile.NoSeat {
		w.Liable = c.Pao
	}
	if c.Streak > 255 {
		return w, fmt.Errorf("streak %d", c.Streak)
	}
	f := riichi.Facts{Ippatsu: c.Has("ippatsu"), Chiihou: c.Has("chiihou"), Renhou: c.Has("renhou"),
		Furiten: c.Has("furiten"), OpenRiichi: c.Has("open-riichi"), OpenDealIn: c.Has("open-deal-in"),
		DealerStreak: c.Streak}
	switch c.Riichi {
	case riichicase.NoRiichi:
	case riichicase.SingleRiichi:
		f.Riichi = riichi.Riichi
	case riichicase.DoubleRiichi:
		f.Riichi = riichi.DoubleRiichi
	}
	return riichi.WithFacts(w, f), nil
}

// goldenScore scores case c: the result, or the error of the options, the facts or the scorer.
func goldenScore(c *riichicase.Case) (score.Result, error) {
	o, err := goldenOptions(c)
	if err != nil {
		return score.Result{}, err
	}
	r, err := riichi.New(o)
	if err != nil {
		return score.Result{}, err
	}
	h, err := hand.Parse(c.FullHand())
	if err != nil {
		return score.Result{}, fmt.Errorf("hand %q: %w", c.FullHand(), err)
	}
	w, err := goldenContext(c)
	if err != nil {
		return score.Result{}, err
	}
	return r.Score(h, w)
}

// itemsOf returns the items of res with unit u as name -> value.
func itemsOf(res score.Result, u score.Unit) map[string]int {
	m := map[string]int{}
	for _, it := range res.Items {
		if it.Unit == u {
			m[it.Name] += it.Value
		}
	}
	return m
}

// checkCase compares the result of c with its expectations.
func checkCase(t *testing.T, c *riichicase.Case, res score.Result, err error) {
	t.Helper()
	at := fmt.Sprintf("%s:%d %s", c.File, c.Line, c.ID)
	switch c.Want.Outcome {
	case riichicase.NoWin:
		require.ErrorIs(t, err, score.ErrNotWin, "%s: want no win\n%s", at, res)
		return
	case riichicase.ErrorContext:
		if errors.Is(err, errUnrepresentable) {
			return
		}
		require.ErrorIs(t, err, score.ErrContext, "%s: want contradictory facts\n%s", at, res)
		return
	case riichicase.ErrorOptions:
		require.ErrorIs(t, err, variant.ErrOptions, "%s: want invalid options", at)
		return
	case riichicase.Scored:
	}
	require.NoError(t, err, at)
	w := c.Want
	if w.Han >= 0 {
		assert.Equal(t, w.Han, res.Han, "%s: han\n%s", at, res)
	}
	if w.Fu >= 0 {
		assert.Equal(t, w.Fu, res.Fu, "%s: fu\n%s", at, res)
	}
	if w.Limit != "" {
		assert.Equal(t, w.Limit, res.Limit, "%s: limit\n%s", at, res)
	}
	if w.HasYaku {
		want := map[string]int{}
		for _, y := range w.Yaku {
			want[y.Name] = y.Han
		}
		assert.Equal(t, want, itemsOf(res, score.Han), "%s: yaku\n%s", at, res)
	}
	dora := itemsOf(res, score.Dora)
	for _, d := range []struct {
		name string
		want int
	}{{"dora", w.Dora}, {"aka", w.Aka}, {"ura", w.Ura}, {"nuki", w.Nuki}} {
		if d.want >= 0 {
			assert.Equal(t, d.want, dora[d.name], "%s: %s\n%s", at, d.name, res)
		}
	}
	assert.Equal(t, c.Pay.Net, res.Payments.Net(), "%s: payments\n%s", at, res)
	assert.Equal(t, c.Pay.Sticks, res.Collected, "%s: sticks\n%s", at, res)
}

// TestGolden scores every case of testdata/riichi/*.txt, each worked out by hand from
// docs/rules/riichi.md, and compares han, fu, limit, yaku, dora counts, payments and sticks; the printed
// breakdowns are compared with testdata/riichi/hands.golden, which -update rewrites.
func TestGolden(t *testing.T) {
	cases := readCases(t)
	require.GreaterOrEqual(t, len(cases), 150)
	var out bytes.Buffer
	for i := range cases {
		c := &cases[i]
		res, err := goldenScore(c)
		fmt.Fprintf(&out, "== %s %s (%s)\n", c.ID, c.Title, c.File)
		if err != nil {
			fmt.Fprintf(&out, "%s\n\n", goldenError(err))
		} else {
			fmt.Fprintf(&out, "%s\n", res)
		}
		t.Run(c.ID, func(t *testing.T) {
			checkCase(t, c, res, err)
			if err == nil {
				explain.Require(t, res)
			}
		})
	}
	golden := filepath.Join(goldenDir, "hands.golden")
	if *updateGolden {
		require.NoError(t, os.WriteFile(golden, out.Bytes(), 0o644))
		return
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test ./variant/riichi -run Golden -update")
	assert.Equal(t, string(want), out.String(), "hands.golden is stale: go test ./variant/riichi -run Golden -update")
}

// goldenError names the sentinel an error wraps, for the golden file.
func goldenError(err error) string {
	switch {
	case errors.Is(err, score.ErrNotWin):
		return "no win"
	case errors.Is(err, errUnrepresentable):
		return "contradictory facts (cannot be expressed)"
	case errors.Is(err, score.ErrContext):
		return "contradictory facts"
	case errors.Is(err, variant.ErrOptions):
		return "invalid options"
	}
	return "error: " + err.Error()
}

// TestGoldenCoverage checks that the cases name every yaku and yakuman of docs/rules/riichi.md §8 in
// their expectations, the regular yaku that exist open and closed in both forms, and every preset.
func TestGoldenCoverage(t *testing.T) {
	cases := readCases(t)
	closed, open := map[string]int{}, map[string]int{}
	presets := map[string]bool{}
	for i := range cases {
		c := &cases[i]
		presets[c.Preset] = true
		h, err := hand.Parse(c.FullHand())
		isOpen := err == nil && !h.IsConcealed()
		for _, y := range c.Want.Yaku {
			if isOpen {
				open[y.Name]++
			} else {
				closed[y.Name]++
			}
		}
	}
	both := []string{"haitei", "houtei", "rinshan", "chankan", "tanyao", "yakuhai-white", "yakuhai-green",
		"yakuhai-red", "yakuhai-seat-wind", "yakuhai-round-wind", "chanta", "ittsu", "sanshoku",
		"sanshoku-doukou", "sankantsu", "toitoi", "sanankou", "shousangen", "honroutou", "junchan", "honitsu",
		"chinitsu", "daisangen", "shousuushii", "daisuushii", "tsuuiisou", "chinroutou", "ryuuiisou",
		"suukantsu"}
	closedOnly := []string{"riichi", "double-riichi", "ippatsu", "menzen-tsumo", "pinfu", "iipeikou",
		"chiitoitsu", "ryanpeikou", "kokushi", "kokushi-13", "suuankou", "suuankou-tanki", "chuuren",
		"chuuren-9", "tenhou", "chiihou", "renhou", "open-riichi", "double-open-riichi", "daisharin",
		"daichikurin", "daisuurin", "daichisei", "open-riichi-deal-in", "paarenchan"}
	for _, y := range both {
		assert.Positive(t, open[y], "no open case with %s", y)
		assert.Positive(t, closed[y], "no closed case with %s", y)
	}
	for _, y := range closedOnly {
		assert.Positive(t, closed[y], "no case with %s", y)
	}
	for _, p := range riichi.Presets() {
		assert.True(t, presets[p] || p == "tenhou", "no case under preset %s", p)
	}
	assert.True(t, slices.Contains(riichi.Presets(), "tenhou"))
}
