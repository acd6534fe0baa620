package hand_test

// Review tests: the package against the reference (internal/handref, through ref_test.go) on generated
// hands, and known hands.

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/internal/handref"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// reviewHandGen draws hands of both sizes with 0-4 declared melds, random, complete or ready, over all
// kinds, one suit, or one suit and the honours.
func reviewHandGen() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		spec := gen.Spec{
			MinMelds: rapid.IntRange(0, 4).Draw(t, "min melds"),
			Form:     gen.Mixed,
		}
		spec.MaxMelds = spec.MinMelds
		switch rapid.IntRange(0, 3).Draw(t, "kinds") {
		case 0:
			spec.Kinds = tile.Circles.Kinds()
		case 1:
			spec.Kinds = tile.Bamboo.Kinds() | tile.HonorKinds
		case 2:
			spec.Kinds = tile.MajorKinds | tile.Characters.Kinds()
		}
		return gen.Hand(spec).Draw(t, "hand")
	})
}

// reviewOptionsGen draws options with any shapes and usable kinds: all, a missing suit, the honours
// removed, or a random subset (which may leave a suit partly usable).
func reviewOptionsGen() *rapid.Generator[hand.Options] {
	return rapid.Custom(func(t *rapid.T) hand.Options {
		var o hand.Options
		o.Shapes = hand.Shape(rapid.IntRange(0, 15).Draw(t, "shapes"))
		o.ExcludeHeld = rapid.Bool().Draw(t, "exclude held")
		switch rapid.IntRange(0, 4).Draw(t, "kinds") {
		case 1:
			o.Kinds = tile.SuitedKinds &^ tile.Characters.Kinds()
		case 2:
			o.Kinds = tile.SuitedKinds
		case 3:
			o.Kinds = tile.Set(rapid.Uint64().Draw(t, "random kinds"))
		case 4:
			o.Kinds = tile.PlayingKinds.Without(tile.Circle5).Without(tile.Green)
		}
		return o
	})
}

func TestReviewIsWinAndWaitsMatchOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := reviewHandGen().Draw(t, "h")
		o := reviewOptionsGen().Draw(t, "o")
		require.Equal(t, refIsWin(h, o), h.IsWin(o), "IsWin %v %+v", h, o)
		require.Equal(t, refWaits(h, o), mustWaits(h, o), "Waits %v %+v", h, o)
		require.Equal(t, refShapes(h), h.Shapes(), "Shapes %v", h)
		if h.Size() == 14 {
			require.Equal(t, h.IsWin(o), h.Shanten(o) == -1, "win iff shanten -1: %v %+v", h, o)
		}
	})
}

func TestReviewArrangementsMatchOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := reviewHandGen().Draw(t, "h")
		want := map[[5]meld.Meld]bool{}
		if h.Size() == 14 {
			for _, a := range refArrangements(h.Concealed(), 4-h.NumMelds()) {
				var r [5]meld.Meld
				copy(r[:], a[:4-h.NumMelds()])
				r[4] = a[4]
				want[r] = true
			}
		}
		got := h.Arrangements()
		n := h.NumMelds()
		seen := map[[5]meld.Meld]bool{}
		type key struct {
			pair  tile.Tile
			chows [tile.NumSlots]int
		}
		var prev *key
		for _, a := range got {
			for i := range n {
				require.Equal(t, h.Meld(i), a.Melds[i], "declared meld %d first: %v", i, h)
			}
			var k key
			k.pair = a.Pair
			for i := n; i < 4; i++ {
				m := a.Melds[i]
				require.True(t, m.IsConcealed(), "%v", a)
				require.Contains(t, []meld.Kind{meld.Chow, meld.Pung}, m.Kind(), "%v", a)
				if i > n {
					p := a.Melds[i-1]
					require.True(t, p.Tile() < m.Tile() || p.Tile() == m.Tile() && (p.Kind() == m.Kind() || p.Kind() == meld.Chow),
						"concealed sets in order: %v", a)
				}
				if m.Kind() == meld.Chow {
					k.chows[m.Tile()]++
				}
			}
			c := canonical(a, n)
			require.False(t, seen[c], "duplicate %v of %v", a, h)
			seen[c] = true
			require.True(t, want[c], "%v is not an arrangement of %v", a, h)
			if prev != nil {
				less := prev.pair < k.pair || prev.pair == k.pair && slices.Compare(prev.chows[:], k.chows[:]) < 0
				require.True(t, less, "documented order: %v", got)
			}
			prev = &k
		}
		require.Len(t, got, len(want), "arrangements of %v", h)
		var it []hand.Arrangement
		for a := range h.AllArrangements() {
			it = append(it, a)
			break // stopping early must be safe
		}
		if len(got) > 0 {
			require.Equal(t, got[:1], it)
		}
	})
}

func TestReviewShantenMatchesOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := reviewHandGen().Draw(t, "h")
		o := reviewOptionsGen().Draw(t, "o")
		require.Equal(t, refShanten(h, o), h.Shanten(o), "Shanten %v %+v", h, o)
		require.Equal(t, refShantenStandard(h, o), h.ShantenStandard(o), "standard %v %+v", h, o)
		pairs := hand.SevenPairs
		if o.Shapes&hand.SevenPairsQuads != 0 {
			pairs = hand.SevenPairsQuads
		}
		require.Equal(t, refShantenOf(h, o, pairs), h.ShantenSevenPairs(o), "seven pairs %v %+v", h, o)
		require.Equal(t, refShantenOf(h, o, hand.ThirteenOrphans), h.ShantenThirteenOrphans(o), "orphans %v %+v", h, o)
		if h.Size() == 13 && h.Shanten(o) != hand.Unreachable {
			oe := o
			oe.ExcludeHeld = true
			require.Equal(t, h.Shanten(o) == 0, mustWaits(h, oe) != 0, "ready iff a real wait: %v %+v", h, o)
		}
	})
}

func TestReviewKnownHands(t *testing.T) {
	all := hand.Options{}
	quads := hand.Options{Shapes: hand.AllShapes | hand.SevenPairsQuads}
	tests := []struct {
		name    string
		in      string
		o       hand.Options
		win     bool
		shapes  hand.Shape
		waits   string
		shanten int
	}{
		{"four quads of honours", "1111222233334z", all, false, 0, "", 3},
		{"pure nine gates", "1112345678999m", all, false, 0, "123456789m", 0},
		{"nine gates complete", "11123455678999m", all, true, hand.Standard, "", -1},
		{"thirteen-sided orphans", "19m19p19s1234567z", all, false, 0, "19m19p19s1234567z", 0},
		{"orphans, pair on an honour", "19m19p19s12345677z", all, true, hand.ThirteenOrphans, "", -1},
		{"orphans, pair on a terminal", "119m19p19s1234567z", all, true, hand.ThirteenOrphans, "", -1},
		{"orphans not allowed", "19m19p19s12345677z", hand.Options{Shapes: hand.Standard | hand.SevenPairs}, false, hand.ThirteenOrphans, "", 5},
		{"seven pairs", "1133557799m1122z", all, true, hand.SevenPairs | hand.SevenPairsQuads, "", -1},
		{"quad in seven pairs", "1133557799m1111z", all, false, hand.SevenPairsQuads, "", 1},
		{"quad in seven pairs allowed", "1133557799m1111z", quads, true, hand.SevenPairsQuads, "", -1},
		{"quad in seven pairs, only quads", "1133557799m1111z", hand.Options{Shapes: hand.SevenPairsQuads}, true, hand.SevenPairsQuads, "", -1},
		{"seven pairs waiting on a quad", "1133557799m111z", quads, false, 0, "1z", 0},
		{"seven pairs with a triple", "1133557799m111z", all, false, 0, "", 1},
		{"four kongs and a single", "5z / [1111m] 2222p+@E 3333s [9999s]", all, false, 0, "5z", 0},
		{"four kongs and the pair", "55z / [1111m] 2222p+@E 3333s [9999s]", all, true, hand.Standard, "", -1},
		{"four kongs, kong outside kinds", "55z / [1111m] 2222p+@E 3333s [9999s]", hand.Options{Kinds: tile.PlayingKinds.Without(tile.Bamboo3)}, false, hand.Standard, "", hand.Unreachable},
		{"melds, seven pairs shape", "1133557799m / 111z", all, false, 0, "", 2},
		{"melds block orphans", "19m19p19s1234z / 777z", all, false, 0, "", 6},
		{"concealed tile outside kinds", "123m456p789s11122z", hand.Options{Kinds: tile.SuitedKinds}, false, hand.Standard, "", 4},
		{"meld outside kinds", "123m456p789s11z / 222z", hand.Options{Kinds: tile.SuitedKinds}, false, hand.Standard, "", hand.Unreachable},
		{"wait outside kinds", "123m456p789s1112z", hand.Options{Kinds: tile.PlayingKinds.Without(tile.South)}, false, 0, "", 1},
		{"only a fifth copy", "123m456p789s1111z", all, false, 0, "1z", 1},
		{"fifth copy excluded", "123m456p789s1111z", hand.Options{ExcludeHeld: true}, false, 0, "", 1},
		{"fifth copy through a meld", "4m / 444m 123p 456p 789p", hand.Options{ExcludeHeld: true}, false, 0, "", 1},
		{"zero hand", "", all, false, 0, "", 13},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h hand.Hand
			if tt.in != "" {
				h = hand.MustParse(tt.in)
			}
			assert.Equal(t, tt.win, h.IsWin(tt.o), "IsWin")
			assert.Equal(t, refIsWin(h, tt.o), h.IsWin(tt.o), "reference IsWin")
			assert.Equal(t, tt.shapes, h.Shapes(), "Shapes")
			want := tile.Set(0)
			if tt.waits != "" {
				ts, err := tile.ParseTiles(tt.waits)
				require.NoError(t, err)
				for _, w := range ts {
					want = want.With(w)
				}
			}
			assert.Equal(t, want, mustWaits(h, tt.o), "Waits")
			assert.Equal(t, refWaits(h, tt.o), mustWaits(h, tt.o), "reference Waits")
			assert.Equal(t, tt.shanten, h.Shanten(tt.o), "Shanten")
			assert.Equal(t, refShanten(h, tt.o), h.Shanten(tt.o), "reference Shanten")
		})
	}
}

func TestReviewZeroHand(t *testing.T) {
	var h hand.Hand
	assert.False(t, h.IsWin(hand.Options{}))
	assert.Zero(t, h.Shapes())
	w, err := h.Waits(hand.Options{})
	require.ErrorIs(t, err, hand.ErrSize, "the zero hand has no 13 tiles")
	assert.Zero(t, w)
	assert.Nil(t, h.Arrangements())
	assert.Equal(t, 13, h.Shanten(hand.Options{}))
	assert.Equal(t, 13, h.ShantenStandard(hand.Options{}))
	assert.Equal(t, 13, h.ShantenSevenPairs(hand.Options{}))
	assert.Equal(t, 13, h.ShantenThirteenOrphans(hand.Options{}))
	assert.Empty(t, h.String())
	assert.True(t, h.IsConcealed())
}

// TestReviewSizeMismatch passes hands of the other size to each function: a 13-size hand is never a win
// and has no arrangement; asking a 14-size hand for waits is an error (ErrSize), not an empty set that
// reads as "not ready".
func TestReviewSizeMismatch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := reviewHandGen().Draw(t, "h")
		o := reviewOptionsGen().Draw(t, "o")
		switch h.Size() {
		case 13:
			require.False(t, h.IsWin(o))
			require.Zero(t, h.Shapes())
			require.Nil(t, h.Arrangements())
			require.GreaterOrEqual(t, h.Shanten(o), 0)
		case 14:
			w, err := h.Waits(o)
			require.ErrorIs(t, err, hand.ErrSize)
			require.Zero(t, w)
		default:
			t.Fatalf("size %d", h.Size())
		}
	})
}

// TestReviewFromCountsNoPanic feeds arbitrary counts (values above four, bonus and none slots) and
// melds to FromCounts and analyses whatever it accepts.
func TestReviewFromCountsNoPanic(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for i := range rapid.IntRange(0, 20).Draw(t, "n") {
			_ = i
			k := rapid.IntRange(0, tile.NumSlots-1).Draw(t, "kind")
			c[k] = uint8(rapid.IntRange(0, 255).Draw(t, "count"))
		}
		var melds []meld.Meld
		for range rapid.IntRange(0, 5).Draw(t, "melds") {
			melds = append(melds, gen.Meld(tile.PlayingKinds).Draw(t, "meld"))
		}
		bonus := tile.Set(rapid.Uint64().Draw(t, "bonus"))
		h, err := hand.FromCounts(c, melds, bonus)
		if err != nil {
			require.Equal(t, hand.Hand{}, h)
			require.True(t, errors.Is(err, hand.ErrSize) || errors.Is(err, hand.ErrTooMany) ||
				errors.Is(err, hand.ErrBonus) || errors.Is(err, hand.ErrSyntax) || errors.Is(err, hand.ErrMeld), "%v", err)
			return
		}
		require.Contains(t, []int{13, 14}, h.Size())
		o := reviewOptionsGen().Draw(t, "o")
		h.IsWin(o)
		h.Shapes()
		mustWaits(h, o)
		h.Arrangements()
		h.Shanten(o)
		_, err = hand.Parse(h.String())
		require.NoError(t, err)
	})
}

// TestReviewMutationsUnchangedOnError checks that With, Without and Declare return the receiver
// unchanged with every error.
func TestReviewMutationsUnchangedOnError(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := reviewHandGen().Draw(t, "h")
		k := tile.Tile(rapid.IntRange(0, 60).Draw(t, "tile"))
		if h2, err := h.With(k); err != nil {
			require.Equal(t, h, h2, "With %v", k)
		} else {
			requireValid(t, h2)
		}
		if h2, err := h.Without(k); err != nil {
			require.Equal(t, h, h2, "Without %v", k)
		} else {
			requireValid(t, h2)
		}
		m := gen.Meld(tile.PlayingKinds).Draw(t, "meld")
		if rapid.Bool().Draw(t, "zero meld") {
			m = meld.Meld{}
		}
		if h2, err := h.Declare(m); err != nil {
			require.Equal(t, h, h2, "Declare %v", m)
		} else {
			requireValid(t, h2)
		}
	})
}

func requireValid(t *rapid.T, h hand.Hand) {
	_, err := hand.FromCounts(h.Concealed(), h.Melds(), h.Bonus())
	require.NoError(t, err, "%v", h)
}

// TestReviewDocForms parses the hand texts the package documentation shows (doc.go, Parse and
// Hand.String) and checks that they round-trip.
func TestReviewDocForms(t *testing.T) {
	for _, s := range []string{
		"123m456p789s11z / 555z",
		"123p11z / [2222m] 6666z+@E 123s@N",
		"123m456p789s1122z 15f",
		"456m456p11z / 555z [1111m] 15f",
		"11z / 555z [1111m] 6666z+@E 789p 15f",
	} {
		h, err := hand.Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, s, h.String())
	}
}

func TestReviewShapeString(t *testing.T) {
	assert.Equal(t, "none", hand.Shape(0).String())
	assert.Equal(t, "standard", hand.Standard.String())
	assert.Equal(t, "standard|seven pairs|thirteen orphans", hand.AllShapes.String())
	assert.Equal(t, "seven pairs with quads", hand.SevenPairsQuads.String())
	assert.Equal(t, "standard|hand.Shape(0xf0)", (hand.Standard | 0xf0).String())
	for s := range 256 {
		assert.NotEmpty(t, hand.Shape(s).String())
	}
}

// TestReviewShantenBySwaps checks the reference's definition of shanten itself against the plain one on
// one-suit 14-tile hands: shanten + 1 is the least number of swaps (discard one tile, take any tile
// within four copies) that make a win, searched breadth first up to two swaps.
func TestReviewShantenBySwaps(t *testing.T) {
	suit := tile.Characters.Kinds()
	o := hand.Options{Kinds: suit, Shapes: hand.Standard | hand.SevenPairsQuads}
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Size: 14, Kinds: suit, Form: rapid.SampledFrom([]gen.Form{gen.Random, gen.Complete}).Draw(t, "form")}).Draw(t, "h")
		level := map[tile.Counts]bool{h.Concealed(): true}
		seen := map[tile.Counts]bool{h.Concealed(): true}
		swaps := -1
		for d := 0; d <= 2 && swaps < 0; d++ {
			for c := range level {
				if handref.Shapes(handref.Hand{Concealed: c})&handref.Shape(o.Shapes) != 0 {
					swaps = d
					break
				}
			}
			next := map[tile.Counts]bool{}
			for c := range level {
				for out := range suit.All() {
					if c[out] == 0 {
						continue
					}
					for in := range suit.All() {
						if in == out || c[in] == 4 {
							continue
						}
						n := c
						n[out]--
						n[in]++
						if !seen[n] {
							seen[n] = true
							next[n] = true
						}
					}
				}
			}
			level = next
		}
		s := h.Shanten(o)
		require.Equal(t, refShanten(h, o), s)
		if swaps >= 0 {
			require.Equal(t, swaps-1, s, "%v", h)
		} else {
			require.Greater(t, s, 1, "%v", h)
		}
	})
}
