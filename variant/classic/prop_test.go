package classic_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

type win struct {
	h hand.Hand
	w score.WinContext
}

// winGen generates complete standard hands with bonus tiles and consistent facts.
func winGen() *rapid.Generator[win] {
	return rapid.Custom(func(t *rapid.T) win {
		h := gen.Hand(gen.Spec{Form: gen.Complete, MaxMelds: 4}).Draw(t, "hand")
		var bonus tile.Set
		for b := tile.Flower1; b <= tile.Season4; b++ {
			if rapid.IntRange(0, 3).Draw(t, "bonus") == 0 {
				bonus = bonus.With(b)
			}
		}
		h, err := hand.FromCounts(h.Concealed(), h.Melds(), bonus)
		if err != nil {
			t.Skip("bonus")
		}
		kinds := h.Concealed().Kinds().Tiles(nil)
		w := score.WinContext{
			Winner:     tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "winner")),
			Dealer:     tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")),
			Prevailing: rapid.SampledFrom([]tile.Tile{tile.East, tile.South, tile.West, tile.North}).Draw(t, "wind"),
			Winning:    rapid.SampledFrom(kinds).Draw(t, "winning"),
			Source:     rapid.SampledFrom([]score.Source{score.Wall, score.Replacement, score.Discard, score.RobbedKong}).Draw(t, "source"),
			Supplier:   tile.NoSeat,
		}
		if w.Source == score.RobbedKong && h.All().Count(w.Winning) > 1 {
			w.Source = score.Discard
		}
		if !w.Source.SelfDrawn() {
			w.Supplier = w.Winner.Add(rapid.IntRange(1, 3).Draw(t, "supplier"))
		}
		if w.Source == score.Wall && rapid.Bool().Draw(t, "last") {
			w.Flags |= score.LastTile
		}
		if w.Source == score.Discard && rapid.Bool().Draw(t, "lastDiscard") {
			w.Flags |= score.LastDiscard
		}
		// Original Call needs a hand without declared sets: no claim, and no kong before or after it.
		if h.NumMelds() == 0 && rapid.Bool().Draw(t, "call") {
			w.Flags |= score.OriginalCall
		}
		return win{h, w}
	})
}

func optionsGen() *rapid.Generator[classic.Options] {
	return rapid.Custom(func(t *rapid.T) classic.Options {
		return classic.Options{
			Limit:                rapid.SampledFrom([]int{0, 500, 1000}).Draw(t, "limit"),
			Uncapped:             rapid.Bool().Draw(t, "uncapped"),
			MahjongPoints:        rapid.SampledFrom([]int{0, 10}).Draw(t, "mj"),
			OnlyPossibleTile:     rapid.SampledFrom([]int{0, 2}).Draw(t, "only"),
			PairCompletion:       classic.PairCompletion(rapid.IntRange(0, 2).Draw(t, "pc")),
			TerminalPairPoints:   rapid.SampledFrom([]int{0, 2}).Draw(t, "tp"),
			NoOneSuitWithHonours: rapid.Bool().Draw(t, "os"),
			BouquetDoubles:       classic.Bouquet(rapid.IntRange(0, 2).Draw(t, "bq")),
			OwnBonusDoubles:      classic.OwnBonus(rapid.IntRange(0, 1).Draw(t, "ob")),
			Payments:             classic.Payments(rapid.IntRange(0, 1).Draw(t, "pay")),
		}
	})
}

var specialNames = func() map[string]bool {
	m := map[string]bool{"Purity": true}
	for _, n := range classic.SpecialHands() {
		m[n] = true
	}
	return m
}()

func readingName(r score.Result) string {
	for i, c := range r.Reading {
		if c == ':' {
			return r.Reading[:i]
		}
	}
	return r.Reading
}

// TestPropNormalReading: a normal reading scores basic × 2^doubles, capped at the limit unless
// Uncapped; no reading exceeds the limit unless Uncapped.
func TestPropNormalReading(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := optionsGen().Draw(t, "options")
		x := winGen().Draw(t, "win")
		r := classic.MustNew(o)
		res, err := r.Score(x.h, x.w)
		require.NoError(t, err)
		limit := o.Resolved().Limit
		if !o.Uncapped {
			require.LessOrEqual(t, res.Value, limit)
		}
		if specialNames[readingName(res)] {
			return
		}
		require.Equal(t, res.Points<<res.Doubles, res.Raw)
		if o.Uncapped {
			require.Equal(t, res.Raw, res.Value)
		} else {
			require.Equal(t, min(res.Raw, limit), res.Value)
		}
	})
}

// expectedPayments is the default table (docs/rules/classic.md §9) and the classical one, as factors of
// S per payer.
func expectedPayments(o classic.Options, w score.WinContext) [tile.NumSeats]int {
	var f [tile.NumSeats]int
	all := o.Payments == classic.PaymentsClassical || w.Source.SelfDrawn()
	for p := range tile.Seats() {
		s := p
		switch {
		case s == w.Winner:
		case all && (s == w.Dealer || w.Winner == w.Dealer):
			f[p.Index()] = 2
		case all:
			f[p.Index()] = 1
		case s == w.Supplier && (s == w.Dealer || w.Winner == w.Dealer):
			f[p.Index()] = 4
		case s == w.Supplier:
			f[p.Index()] = 2
		}
	}
	return f
}

// TestPropPayments: payments sum to zero and use exactly the factors of the payment table.
func TestPropPayments(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := optionsGen().Draw(t, "options")
		x := winGen().Draw(t, "win")
		res, err := classic.MustNew(o).Score(x.h, x.w)
		require.NoError(t, err)
		net := res.Payments.Net()
		require.Zero(t, net[0]+net[1]+net[2]+net[3])
		f := expectedPayments(o, x.w)
		for s := range tile.Seats() {
			require.Equal(t, f[s.Index()]*res.Value, res.Payments.Paid(s), "seat %s", s)
		}
	})
}

func permuteSuits(t tile.Tile, p []int) tile.Tile {
	if !t.IsSuited() {
		return t
	}
	s := int(t-tile.Character1) / 9
	return tile.Character1 + tile.Tile(9*p[s]) + (t-tile.Character1)%9
}

func permuteHand(t *rapid.T, h hand.Hand, p []int) hand.Hand {
	var c tile.Counts
	old := h.Concealed()
	for k := tile.Character1; k <= tile.Red; k++ {
		c[permuteSuits(k, p)] = old[k]
	}
	var ms []meld.Meld
	for _, m := range h.Melds() {
		nm, err := meld.New(m.Kind(), permuteSuits(m.Tile(), p))
		require.NoError(t, err)
		switch m.Origin() {
		case meld.Claimed:
			from, _ := m.From()
			nm = nm.AsClaimed(from)
		case meld.Added:
			nm, err = meld.NewClaimed(meld.Pung, nm.Tile(), tile.NoSeat)
			require.NoError(t, err)
			nm, err = nm.Upgrade()
			require.NoError(t, err)
		case meld.Concealed:
		}
		ms = append(ms, nm)
	}
	out, err := hand.FromCounts(c, ms, h.Bonus())
	require.NoError(t, err)
	return out
}

var jade = tile.SetOf(tile.Bamboo2, tile.Bamboo3, tile.Bamboo4, tile.Bamboo6, tile.Bamboo8, tile.Green)

// suitSpecific reports whether a suit-specific special hand could apply: Imperial Jade, Gathering
// the Plum Blossom, Plucking the Moon.
func suitSpecific(h hand.Hand, w score.WinContext) bool {
	return h.All().Kinds()&^jade == 0 ||
		(w.Winning == tile.Circle5 && w.Source == score.Replacement) ||
		(w.Winning == tile.Circle1 && w.Flags&score.LastTile != 0)
}

// TestPropSuitPermutation: the score is unchanged under permuting the three suits, where no
// suit-specific special hand applies.
func TestPropSuitPermutation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := optionsGen().Draw(t, "options")
		x := winGen().Draw(t, "win")
		p := rapid.Permutation([]int{0, 1, 2}).Draw(t, "perm")
		h2 := permuteHand(t, x.h, p)
		w2 := x.w
		w2.Winning = permuteSuits(x.w.Winning, p)
		if suitSpecific(x.h, x.w) || suitSpecific(h2, w2) {
			t.Skip("suit-specific special hand")
		}
		r := classic.MustNew(o)
		a, err := r.Score(x.h, x.w)
		require.NoError(t, err)
		b, err := r.Score(h2, w2)
		require.NoError(t, err)
		require.Equal(t, a.Value, b.Value, "%s\n%s", a, b)
		require.Equal(t, a.Payments.Net(), b.Payments.Net())
	})
}

// TestPropExposedNeverMore: an exposed set never scores more than the same set concealed. The
// OnlyPossibleTile option is left at 0: concealing a set's tiles can add waits, which is not about
// the set's own value.
func TestPropExposedNeverMore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		o := optionsGen().Draw(t, "options")
		o.OnlyPossibleTile = 0
		x := winGen().Draw(t, "win")
		ms := x.h.Melds()
		i := slices.IndexFunc(ms, meld.Meld.IsExposed)
		if i < 0 {
			t.Skip("no exposed set")
		}
		m := ms[i]
		c := x.h.Concealed()
		ms = slices.Delete(ms, i, i+1)
		if m.Kind() == meld.Kong {
			ms = append(ms, m.AsConcealed())
		} else {
			m.AddTo(&c)
		}
		h2, err := hand.FromCounts(c, ms, x.h.Bonus())
		require.NoError(t, err)
		r := classic.MustNew(o)
		exp, err := r.Score(x.h, x.w)
		require.NoError(t, err)
		con, err := r.Score(h2, x.w)
		require.NoError(t, err)
		require.LessOrEqual(t, exp.Value, con.Value, "%s\n%s", exp, con)
	})
}

// specialGen generates hands of the concealed special patterns, with the value class they must score.
func specialGen() *rapid.Generator[win] {
	return rapid.Custom(func(t *rapid.T) win {
		var c tile.Counts
		suit := func(s, r int) tile.Tile { return tile.Character1 + tile.Tile(9*s+r-1) }
		switch rapid.IntRange(0, 5).Draw(t, "pattern") {
		case 0: // Knitting
			pair := rapid.Permutation([]int{0, 1, 2}).Draw(t, "suits")
			for range 7 {
				r := rapid.IntRange(1, 9).Draw(t, "rank")
				c[suit(pair[0], r)]++
				c[suit(pair[1], r)]++
			}
		case 1: // Triple Knitting
			for range 4 {
				r := rapid.IntRange(1, 9).Draw(t, "rank")
				for s := range 3 {
					c[suit(s, r)]++
				}
			}
			r := rapid.IntRange(1, 9).Draw(t, "couple")
			skip := rapid.IntRange(0, 2).Draw(t, "skip")
			for s := range 3 {
				if s != skip {
					c[suit(s, r)]++
				}
			}
		case 2: // All Pair Honours
			for _, k := range rapid.Permutation(tile.MajorKinds.Tiles(nil)).Draw(t, "majors")[:7] {
				c[k] = 2
			}
		case 3: // 13 Unique Wonders
			for k := range tile.MajorKinds.All() {
				c[k] = 1
			}
			c[rapid.SampledFrom(tile.MajorKinds.Tiles(nil)).Draw(t, "dup")]++
		case 4: // Gates of Heaven
			s := rapid.IntRange(0, 2).Draw(t, "suit")
			for r := 1; r <= 9; r++ {
				c[suit(s, r)] = 1
			}
			c[suit(s, 1)], c[suit(s, 9)] = 3, 3
			c[suit(s, rapid.IntRange(2, 8).Draw(t, "extra"))]++
		case 5: // Wriggling Snake
			s := rapid.IntRange(0, 2).Draw(t, "suit")
			for r := 1; r <= 9; r++ {
				c[suit(s, r)] = 1
			}
			c[suit(s, 1)] = 2
			for k := tile.East; k <= tile.North; k++ {
				c[k] = 1
			}
		}
		for k := range c {
			if c[k] > 4 {
				t.Skip("five of a kind")
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		kinds := c.Kinds().Tiles(nil)
		w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Prevailing: tile.East,
			Winning: rapid.SampledFrom(kinds).Draw(t, "winning"), Source: score.Wall, Supplier: tile.NoSeat}
		if w.Winning == tile.Circle5 {
			w.Source = score.Wall
		}
		if rapid.Bool().Draw(t, "discard") {
			w.Source, w.Supplier = score.Discard, tile.SeatWest
		}
		return win{h, w}
	})
}

// TestPropSpecialValues: without bonus tiles a limit hand scores the Limit and a half-limit hand half
// of it, for every Limit.
func TestPropSpecialValues(t *testing.T) {
	half := map[string]bool{"Knitting": true, "Triple Knitting": true, "All Pair Honours": true}
	rapid.Check(t, func(t *rapid.T) {
		limit := rapid.SampledFrom([]int{500, 1000, 2000, 3000}).Draw(t, "limit")
		x := specialGen().Draw(t, "hand")
		res, err := classic.MustNew(classic.Options{Limit: limit}).Score(x.h, x.w)
		require.NoError(t, err)
		name := readingName(res)
		require.True(t, specialNames[name] || res.Value >= limit/2, "%s", res)
		switch {
		case half[name]:
			require.Equal(t, limit/2, res.Value)
		case specialNames[name] && name != "Purity":
			require.Equal(t, limit, res.Value)
		}
	})
}
