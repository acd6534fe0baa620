package hand_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/internal/handgen"
	"github.com/mahjong-go/mahjong/tile"
)

// requireDiscardsMatch checks that h's full discard table under o and visible has one line per
// discard of the definition (refDiscards), each with the definition's acceptance, and returns the table.
func requireDiscardsMatch(t require.TestingT, h hand.Hand, o hand.Options, visible tile.Counts) []hand.Discard {
	want := refDiscards(h, o, visible)
	got, err := h.Discards(o, visible, 0)
	require.NoError(t, err)
	require.Len(t, got, len(want))
	for _, d := range got {
		assert.Equal(t, want[d.Tile], d.Acceptance, "discard %v of %v options %+v", d.Tile, h, o)
	}
	return got
}

// seenAfterCut returns visible with one more copy of t: what the player sees once t is discarded.
func seenAfterCut(visible tile.Counts, t tile.Tile) tile.Counts {
	visible[t]++
	return visible
}

// analysisOptionsGen draws analysis options of every variant: any shapes, and every kind, a Sichuan missing
// suit (two suits only) or a few kinds removed.
func analysisOptionsGen() *rapid.Generator[hand.Options] {
	return rapid.Custom(func(t *rapid.T) hand.Options {
		var o hand.Options
		o.Shapes = hand.Shape(rapid.IntRange(0, 15).Draw(t, "shapes"))
		o.ExcludeHeld = rapid.Bool().Draw(t, "excludeHeld")
		switch rapid.IntRange(0, 2).Draw(t, "kinds") {
		case 1:
			su := rapid.SampledFrom([]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}).Draw(t, "missing")
			o.Kinds = tile.SuitedKinds &^ su.Kinds()
		case 2:
			k := tile.PlayingKinds
			for range rapid.IntRange(1, 4).Draw(t, "removed") {
				k = k.Without(gen.Tile().Draw(t, "kind"))
			}
			o.Kinds = k
		}
		return o
	})
}

// visibleGen draws visible counts that fit h: for each kind at most four less those h holds.
func visibleGen(h hand.Hand) *rapid.Generator[tile.Counts] {
	return rapid.Custom(func(t *rapid.T) tile.Counts {
		var v tile.Counts
		all := h.All()
		for range rapid.IntRange(0, 40).Draw(t, "seen") {
			k := gen.Tile().Draw(t, "seen kind")
			if all[k]+v[k] < 4 {
				v[k]++
			}
		}
		return v
	})
}

// analysisHandGen draws hands of the given size for the analysis properties: random or nearly complete,
// of all kinds or of Sichuan's three suits, with up to four declared melds.
func analysisHandGen(size int) *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		spec := gen.Spec{Size: size, MaxMelds: rapid.SampledFrom([]int{0, 0, 1, 2, 4}).Draw(t, "maxMelds")}
		if rapid.Bool().Draw(t, "sichuan") {
			spec.Kinds = tile.SuitedKinds
		}
		switch size {
		case 13:
			spec.Form = rapid.SampledFrom([]gen.Form{gen.Random, gen.Ready}).Draw(t, "form")
		default:
			spec.Form = rapid.SampledFrom([]gen.Form{gen.Random, gen.Complete}).Draw(t, "form")
		}
		h := gen.Hand(spec).Draw(t, "hand")
		if h.Size() != size {
			t.Skip("generated size differs")
		}
		return h
	})
}

func TestAcceptanceMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := analysisHandGen(13).Draw(t, "h")
		o := analysisOptionsGen().Draw(t, "o")
		v := visibleGen(h).Draw(t, "visible")
		got, err := h.Acceptance(o, v)
		require.NoError(t, err)
		assert.Equal(t, refAcceptance(h, o, v), got, "hand %v options %+v", h, o)
	})
}

func TestDiscardsMatchDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := analysisHandGen(14).Draw(t, "h")
		o := analysisOptionsGen().Draw(t, "o")
		v := visibleGen(h).Draw(t, "visible")
		got, err := h.Discards(o, v, 0)
		require.NoError(t, err)
		want := refDiscards(h, o, v)
		require.Len(t, got, len(want))
		for i, d := range got {
			assert.Equal(t, want[d.Tile], d.Acceptance, "discard %v of %v options %+v", d.Tile, h, o)
			assert.Zero(t, d.Improve)
			if i > 0 {
				p := got[i-1]
				ok := p.Shanten < d.Shanten || p.Shanten == d.Shanten && (p.Total > d.Total ||
					p.Total == d.Total && (p.Kinds.Len() > d.Kinds.Len() || p.Kinds.Len() == d.Kinds.Len() && p.Tile < d.Tile))
				assert.True(t, ok, "discard %d out of order: %+v before %+v", i, p, d)
				assert.Negative(t, hand.CompareDiscards(p, d), "CompareDiscards ranks %v before %v", p.Tile, d.Tile)
				assert.Positive(t, hand.CompareDiscards(d, p), "CompareDiscards ranks %v after %v", d.Tile, p.Tile)
			}
			assert.Zero(t, hand.CompareDiscards(d, d))
		}
		shuffled := rapid.Permutation(got).Draw(t, "shuffled")
		slices.SortFunc(shuffled, hand.CompareDiscards)
		assert.Equal(t, got, shuffled, "sorting by CompareDiscards gives the table's order")
	})
}

// TestAcceptanceReadyIsWaits: a ready hand accepts exactly its waits that are not fifth copies.
func TestAcceptanceReadyIsWaits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := analysisHandGen(13).Draw(t, "h")
		o := analysisOptionsGen().Draw(t, "o")
		a, err := h.Acceptance(o, tile.Counts{})
		require.NoError(t, err)
		o.ExcludeHeld = true
		if a.Shanten == 0 {
			assert.Equal(t, mustWaits(h, o), a.Kinds)
		} else {
			assert.NotZero(t, a.Shanten)
		}
	})
}

// The improvement tiles of a line that keeps the shanten: the draws not accepted with a live copy
// after which some discard keeps the shanten with a larger live total. One line per case (the line's
// kind alone asked for with AppendDiscardsOf), so that the property stays fast.
func TestImprovementsMatchDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := analysisHandGen(14).Draw(t, "h")
		o := analysisOptionsGen().Draw(t, "o")
		v := visibleGen(h).Draw(t, "visible")
		full, err := h.Discards(o, v, 0)
		require.NoError(t, err)
		pick := full[rapid.IntRange(0, len(full)-1).Draw(t, "line")]
		got, err := hand.AppendDiscardsOf(nil, h, o, v, tile.Set(0).With(pick.Tile), hand.Improvements)
		require.NoError(t, err)
		require.Len(t, got, 1)
		d := got[0]
		require.Equal(t, pick.Acceptance, d.Acceptance)
		kinds := o.Kinds & tile.PlayingKinds
		if o.Kinds == 0 {
			kinds = tile.PlayingKinds
		}
		var want tile.Set
		wantLive := 0
		if d.Shanten == h.Shanten(o) {
			// The hand left and what the player sees: the tile cut among the visible tiles.
			h13, err := h.Without(d.Tile)
			require.NoError(t, err)
			seen := seenAfterCut(v, d.Tile)
			all := h13.All()
			for u := range kinds.All() {
				live := 4 - int(all[u]) - int(seen[u])
				if d.Kinds.Has(u) || live <= 0 {
					continue
				}
				// The discard tables of the hands after the draw are those of TestDiscardsMatchDefinition.
				h14, err := h13.With(u)
				require.NoError(t, err)
				after, err := h14.Discards(o, seen, 0)
				require.NoError(t, err)
				for _, e := range after {
					if e.Shanten == d.Shanten && e.Total > d.Total {
						want = want.With(u)
						wantLive += live
						break
					}
				}
			}
		}
		assert.Equal(t, want, d.Improve, "discard %v of %v", d.Tile, h)
		assert.Equal(t, wantLive, d.ImproveLive, "discard %v of %v", d.Tile, h)
	})
}

func TestAcceptanceErrors(t *testing.T) {
	h13 := hand.MustParse("123m456p789s1122z")
	h14 := hand.MustParse("123m456p789s11223z")
	var none, bonus, five tile.Counts
	none[tile.None] = 1
	bonus[tile.Flower1] = 1
	five[tile.East] = 3 // two held
	for _, tt := range []struct {
		name string
		h    hand.Hand
		v    tile.Counts
		want error
	}{
		{"acceptance of 14", h14, tile.Counts{}, hand.ErrSize},
		{"acceptance of none", hand.Hand{}, tile.Counts{}, hand.ErrSize},
		{"none tile seen", h13, none, hand.ErrVisible},
		{"bonus tile seen", h13, bonus, hand.ErrVisible},
		{"fifth copy seen", h13, five, hand.ErrVisible},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.h.Acceptance(hand.Options{}, tt.v)
			require.ErrorIs(t, err, tt.want)
		})
	}
	for _, tt := range []struct {
		name string
		h    hand.Hand
		v    tile.Counts
		want error
	}{
		{"discards of 13", h13, tile.Counts{}, hand.ErrSize},
		{"none tile seen", h14, none, hand.ErrVisible},
		{"fifth copy seen", h14, five, hand.ErrVisible},
	} {
		t.Run("discards "+tt.name, func(t *testing.T) {
			dst := []hand.Discard{{Tile: tile.Red}}
			got, err := hand.AppendDiscards(dst, tt.h, hand.Options{}, tt.v, 0)
			require.ErrorIs(t, err, tt.want)
			assert.Equal(t, dst, got)
		})
	}
}

func TestAcceptanceNoAlloc(t *testing.T) {
	hs := randomHands(64, 13, tile.PlayingKinds)
	h14 := randomHands(64, 14, tile.PlayingKinds)
	melded := []hand.Hand{
		hand.MustParse("2m3m5m5p6p7p1z1z / 123m 555z"),
		hand.MustParse("669m4p1s / 5555m 5555z 234p"),
	}
	h14 = append(h14[:8:8], melded...)
	buf := make([]hand.Discard, 0, 14)
	var visible tile.Counts
	visible[tile.Red] = 1
	allocs := testing.AllocsPerRun(10, func() {
		for _, h := range hs {
			_, _ = h.Acceptance(hand.Options{}, visible)
		}
		for _, h := range h14 {
			buf, _ = hand.AppendDiscards(buf[:0], h, hand.Options{}, visible, 0)
			// The best-only and first-only tables, also under Sichuan's kinds (a missing suit).
			for _, o := range []hand.Options{{}, {Kinds: tile.SuitedKinds &^ tile.Bamboo.Kinds()}} {
				buf, _ = hand.AppendDiscards(buf[:0], h, o, visible, hand.BestOnly)
				buf, _ = hand.AppendDiscards(buf[:0], h, o, visible, hand.FirstOnly)
			}
		}
	})
	assert.Zero(t, allocs)
	// A buffer declared as a local array stays on the caller's stack: the table writes into it without
	// making it escape (a closure handing out pointers into it once did, one allocation per call).
	allocs = testing.AllocsPerRun(10, func() {
		var local [14]hand.Discard
		for _, h := range h14 {
			table, _ := hand.AppendDiscards(local[:0], h, hand.Options{}, visible, hand.FirstOnly)
			sinkDiscards += len(table)
		}
	})
	assert.Zero(t, allocs)
}

// sinkDiscards keeps the tables of TestAcceptanceNoAlloc alive.
var sinkDiscards int

// AppendDiscardsOf keeps exactly the lines of the full table whose kind is in the set, in order, and
// with BestOnly those of them of the lowest shanten.
func TestDiscardsOfIsSubTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := analysisHandGen(14).Draw(t, "h")
		o := analysisOptionsGen().Draw(t, "o")
		v := visibleGen(h).Draw(t, "visible")
		of := tile.Set(rapid.Uint64().Draw(t, "of")) & tile.PlayingKinds
		full, err := h.Discards(o, v, 0)
		require.NoError(t, err)
		var want []hand.Discard
		for _, d := range full {
			if of.Has(d.Tile) {
				want = append(want, d)
			}
		}
		got, err := hand.AppendDiscardsOf(nil, h, o, v, of, 0)
		require.NoError(t, err)
		assert.Equal(t, want, got)

		// BestOnly keeps the lines of the lowest shanten among them.
		var best []hand.Discard
		for _, d := range want {
			if d.Shanten == want[0].Shanten {
				best = append(best, d)
			}
		}
		got, err = hand.AppendDiscardsOf(nil, h, o, v, of, hand.BestOnly)
		require.NoError(t, err)
		assert.Equal(t, best, got)

		// FirstOnly keeps the first line alone, after what dst held.
		prefix := []hand.Discard{{Tile: tile.Red}}
		got, err = hand.AppendDiscardsOf(prefix, h, o, v, of, hand.FirstOnly|hand.Improvements)
		require.NoError(t, err)
		if len(want) == 0 {
			assert.Equal(t, prefix, got)
			return
		}
		withImprove, err := hand.AppendDiscardsOf(nil, h, o, v, of, hand.Improvements)
		require.NoError(t, err)
		assert.Equal(t, append(prefix, withImprove[0]), got)
	})
}

// FuzzAdvice feeds any hand text and any visible counts to the acceptance and the discard table: bad
// input is an error, never a panic, and a result always adds up (live counts within the four copies
// less those held and seen, the tile cut seen on a discard line; the total their sum, only accepted
// kinds live).
func FuzzAdvice(f *testing.F) {
	f.Add("123m456p789s1123z", []byte{})
	f.Add("1112345678999m", []byte{0, 1, 0, 0, 0, 2})
	f.Add("1m123p456p789s1155s", []byte{0, 0, 0, 0, 9})
	f.Add("22m345p678s55z6z / 777z", []byte{0, 0, 0, 1, 1, 1})
	f.Add("1111m234p567s99s5z", []byte{1})
	f.Fuzz(func(t *testing.T, s string, seen []byte) {
		h, err := hand.Parse(s)
		if err != nil {
			return
		}
		var v tile.Counts
		for i, b := range seen {
			v[i%tile.NumSlots] += b % 8
		}
		check := func(h hand.Hand, a hand.Acceptance, v tile.Counts) {
			all := h.All()
			total := 0
			for k := tile.Character1; int(k) < tile.NumSlots; k++ {
				if !a.Kinds.Has(k) {
					require.Zero(t, a.Live[k], "kind %v not accepted", k)
					continue
				}
				require.LessOrEqual(t, int(a.Live[k])+int(all[k])+int(v[k]), 4)
				total += int(a.Live[k])
			}
			require.Equal(t, total, a.Total)
		}
		switch h.Size() {
		case 13:
			a, err := h.Acceptance(hand.Options{}, v)
			if err != nil {
				require.ErrorIs(t, err, hand.ErrVisible)
				return
			}
			check(h, a, v)
		case 14:
			ds, err := h.Discards(hand.Options{Kinds: tile.SuitedKinds}, v, 0)
			if err != nil {
				require.ErrorIs(t, err, hand.ErrVisible)
				return
			}
			for _, d := range ds {
				h13, err := h.Without(d.Tile)
				require.NoError(t, err)
				check(h13, d.Acceptance, seenAfterCut(v, d.Tile)) // the tile cut is seen
			}
		}
	})
}

// TestDiscardUnusableHonourRegression: discarding an honour outside the usable kinds leaves the other
// honours' acceptance as it was (a rapid case of TestDiscardsMatchDefinition: the honours group was
// taken as accepting nothing).
func TestDiscardUnusableHonourRegression(t *testing.T) {
	h := hand.MustParse("1112459m46p24s145z")
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairs | hand.SevenPairsQuads, Kinds: tile.PlayingKinds.Without(tile.North), ExcludeHeld: true}
	var v tile.Counts
	got, err := h.Discards(o, v, 0)
	require.NoError(t, err)
	want := refDiscards(h, o, v)
	for _, d := range got {
		assert.Equal(t, want[d.Tile], d.Acceptance, "discard %v", d.Tile)
	}
	assert.True(t, want[tile.North].Kinds.Has(tile.East), "the regression case accepts an honour after discarding 4z")
}

// TestMeldedDiscardsMatchDefinition: the discard table of hands with declared melds in dense suits,
// where the four-copy cap often decides (the suits' table costs are only lower bounds there), matches
// the definition, with and without BestOnly.
func TestMeldedDiscardsMatchDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		kinds := tile.Set(0x1ff) << tile.Character1
		if rapid.Bool().Draw(t, "two suits") {
			kinds |= tile.Set(0x1ff) << tile.Circle1
		}
		spec := gen.Spec{Size: 14, MinMelds: 1, MaxMelds: 3, Kinds: kinds}
		spec.Form = rapid.SampledFrom([]gen.Form{gen.Random, gen.Complete}).Draw(t, "form")
		h := gen.Hand(spec).Draw(t, "hand")
		if h.Size() != 14 {
			t.Skip("generated size differs")
		}
		var o hand.Options
		switch rapid.IntRange(0, 2).Draw(t, "kinds") {
		case 1:
			o.Kinds = tile.SuitedKinds
		case 2:
			o.Kinds = kinds
		}
		v := visibleGen(h).Draw(t, "visible")
		got := requireDiscardsMatch(t, h, o, v)
		best, err := hand.AppendDiscards(nil, h, o, v, hand.BestOnly)
		require.NoError(t, err)
		for _, d := range best {
			assert.Equal(t, got[0].Shanten, d.Shanten, "%v", h)
		}
		assert.Equal(t, got[:len(best)], best, "%v", h)
	})
}

// TestMeldedDiscardsCapDecides: hands where a kong or a pung leaves a suit short of the copies its
// table costs assume, so that a kind lowering the lower bound of the distance in another suit (or in
// the suit of the discard) does not lower the distance: their discard tables match the definition.
func TestMeldedDiscardsCapDecides(t *testing.T) {
	tests := []struct {
		hand  string
		kinds tile.Set
	}{
		{"13m24p4s / 3333p 345s@W 567p@E", 0},
		{"11125689m358p / 4444p", tile.SuitedKinds},
		{"11124557m126p / 3333p", 0},
	}
	for _, tt := range tests {
		t.Run(tt.hand, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			o := hand.Options{Shapes: hand.Standard, Kinds: tt.kinds}
			var v tile.Counts
			requireDiscardsMatch(t, h, o, v)
		})
	}
}

// TestCappedAcceptanceMatchesDefinition: the acceptance and the discard table of hands where a
// declared rank's cap decides (handgen.CappedRank), under usable kinds with single kinds left out
// (the analysis then bounds each suit by its slack), a missing suit or every kind, match the
// definition. Each check draws ten hands: such hands are cheap and the cap binds in few of them (a
// slack bound one too large in the capped acceptance went through 100 checks of the other
// properties).
func TestCappedAcceptanceMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		for range 10 {
			h := cappedRankHand().Draw(t, "h")
			var o hand.Options
			switch rapid.IntRange(0, 3).Draw(t, "kinds") {
			case 0, 1:
				k := tile.PlayingKinds
				for range rapid.IntRange(1, 3).Draw(t, "removed") {
					k = k.Without(gen.Tile().Draw(t, "kind"))
				}
				o.Kinds = k
			case 2:
				o.Kinds = tile.SuitedKinds
			}
			o.Shapes = rapid.SampledFrom([]hand.Shape{0, hand.Standard}).Draw(t, "shapes")
			v := visibleGen(h).Draw(t, "visible")
			if h.Size() == 14 {
				requireDiscardsMatch(t, h, o, v)
				continue
			}
			got, err := h.Acceptance(o, v)
			require.NoError(t, err)
			assert.Equal(t, refAcceptance(h, o, v), got, "hand %v options %+v", h, o)
		}
	})
}

// cappedRankHand is [handgen.CappedRank] as hands.
func cappedRankHand() *rapid.Generator[hand.Hand] {
	return rapid.Map(handgen.CappedRank(), func(g handgen.Hand) hand.Hand {
		h, err := hand.FromCounts(g.Concealed, g.Melds, 0)
		if err != nil {
			panic(err)
		}
		return h
	})
}

// TestUnreachableAcceptsNothing: a hand no allowed shape can complete (two usable kinds: no standard
// hand, too few kinds for seven pairs) has shanten Unreachable before and after any draw, so it
// accepts nothing, and neither does any line of its discard table. The engine once accepted the
// usable kinds here.
func TestUnreachableAcceptsNothing(t *testing.T) {
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairsQuads, Kinds: tile.SetOf(tile.Bamboo2, tile.Bamboo3)}
	var visible tile.Counts
	a, err := hand.MustParse("112225688889m7z").Acceptance(o, visible)
	require.NoError(t, err)
	assert.Equal(t, hand.Unreachable, a.Shanten)
	assert.Zero(t, a.Kinds)
	assert.Zero(t, a.Total)
	ds, err := hand.MustParse("1112225688889m7z").Discards(o, visible, 0)
	require.NoError(t, err)
	require.NotEmpty(t, ds)
	for _, d := range ds {
		assert.Equal(t, hand.Unreachable, d.Shanten, "discard %v", d.Tile)
		assert.Zero(t, d.Kinds, "discard %v", d.Tile)
	}
}
