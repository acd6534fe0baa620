package hand_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/tile"
)

// nearReadyGen draws 14-size hands one tile from ready or complete: a ready hand and a tile, or a
// complete hand, with up to a few declared melds; or a hand near seven pairs or thirteen orphans.
func nearReadyGen() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		spec := gen.Spec{Size: 14, MaxMelds: rapid.SampledFrom([]int{0, 0, 0, 1, 2}).Draw(t, "maxMelds")}
		switch rapid.IntRange(0, 3).Draw(t, "way") {
		case 0:
			spec.Size, spec.Form = 13, gen.Ready
			h := gen.Hand(spec).Draw(t, "ready")
			if h.Size() != 13 {
				t.Skip("generated size differs")
			}
			h2, err := h.With(gen.Tile().Draw(t, "drawn"))
			if err != nil {
				t.Skip("a fifth copy")
			}
			return h2
		case 1:
			spec.Form = gen.Complete
			h := gen.Hand(spec).Draw(t, "complete")
			if h.Size() != 14 {
				t.Skip("generated size differs")
			}
			return h
		case 2:
			return specialHandGen().Draw(t, "special")
		}
		// Near thirteen orphans: eleven to thirteen terminal and honour kinds, then any tiles.
		var c tile.Counts
		majors := rapid.Permutation(tile.MajorKinds.Tiles(nil)).Draw(t, "majors")
		n := rapid.IntRange(11, 13).Draw(t, "distinct")
		for _, k := range majors[:n] {
			c[k]++
		}
		for n < 14 {
			k := gen.Tile().Draw(t, "other")
			if c[k] < 4 {
				c[k]++
				n++
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		if err != nil {
			t.Fatalf("hand of %v: %v", c, err)
		}
		return h
	})
}

// riichiLikeOptions draws the options ReadyDiscards answers in one pass (every kind usable, the
// standard and special shapes) or any analysis options.
func riichiLikeOptions() *rapid.Generator[hand.Options] {
	return rapid.Custom(func(t *rapid.T) hand.Options {
		if rapid.Bool().Draw(t, "any") {
			return analysisOptionsGen().Draw(t, "o")
		}
		return hand.Options{Shapes: rapid.SampledFrom([]hand.Shape{
			hand.Standard | hand.SevenPairs | hand.ThirteenOrphans, hand.Standard, hand.SevenPairs,
			hand.ThirteenOrphans, hand.Standard | hand.SevenPairsQuads, 0,
		}).Draw(t, "shapes")}
	})
}

// TestReadyDiscardsMatchDefinition: ReadyDiscards is the set of discards after which Waits (fifth
// copies left out) is not empty, and also those after which the shanten number is 0, for hands near
// ready, near seven pairs or thirteen orphans, and random hands.
func TestReadyDiscardsMatchDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var h hand.Hand
		if rapid.Bool().Draw(t, "random") {
			h = analysisHandGen(14).Draw(t, "h")
		} else {
			h = nearReadyGen().Draw(t, "h")
		}
		o := riichiLikeOptions().Draw(t, "o")
		got := h.ReadyDiscards(o)
		assert.Equal(t, refReadyDiscards(h, o), got, "hand %v options %+v", h, o)
		for k := range h.Concealed().Kinds().All() {
			h2, err := h.Without(k)
			require.NoError(t, err)
			assert.Equal(t, h2.Shanten(o) == 0, got.Has(k), "discard %v of %v options %+v", k, h, o)
		}
	})
}

// TestReadyDiscardsKnown: a few hands written out, and the size rule.
func TestReadyDiscardsKnown(t *testing.T) {
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairs | hand.ThirteenOrphans}
	for _, c := range []struct{ hand, want string }{
		{"123m456p789s11z234m", "1234m456p789s1z"},   // complete: every discard leaves a wait
		{"123m456p789s11z239m", "9m"},                // the 9m only
		{"113355779m1122z5z", "9m5z"},                // seven pairs: either single
		{"19m19p19s1234567z1m", "19m19p19s1234567z"}, // thirteen orphans complete: every discard
		{"19m19p19s1234567z5m", "5m"},                // thirteen orphans ready after the 5m
		{"19m19p19s123456z5m8m", ""},                 // one tile more from thirteen orphans, far from the rest
		{"1111m234p567p789s5z", "1m"},                // the 5z leaves a wait on a fifth 1m only
	} {
		h, err := hand.Parse(c.hand)
		require.NoError(t, err, c.hand)
		var want tile.Set
		if c.want != "" {
			ts, err := tile.ParseTiles(c.want)
			require.NoError(t, err)
			for _, k := range ts {
				want = want.With(k)
			}
		}
		assert.Equal(t, refReadyDiscards(h, o), want, "reference of %s", c.hand)
		assert.Equal(t, want, h.ReadyDiscards(o), c.hand)
	}
	h, err := hand.Parse("123m456p789s11z23m")
	require.NoError(t, err)
	assert.Zero(t, h.ReadyDiscards(o), "a 13-size hand")
	assert.Zero(t, testing.AllocsPerRun(10, func() { _ = h.ReadyDiscards(o) }))
}
