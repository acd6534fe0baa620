package classic

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/tile"
)

// anySpecial is the special-pattern test without the tile-total conditions of isSpecial.
func anySpecial(h hand.Hand, c *tile.Counts) bool {
	return knitting(c) || tripleKnitting(c) || allPairHonours(h, c) || h.Shapes()&hand.ThirteenOrphans != 0 ||
		gatesOfHeaven(c) || wrigglingSnake(c)
}

// specialKinds are tile sets that make the special patterns likely in random hands.
var specialKinds = []tile.Set{
	tile.PlayingKinds,
	tile.Characters.Kinds() | tile.Circles.Kinds(),
	tile.SuitedKinds,
	tile.Bamboo.Kinds(),
	tile.Characters.Kinds() | tile.SetOf(tile.East, tile.South, tile.West, tile.North),
	tile.TerminalKinds | tile.HonorKinds,
}

// TestPropIsSpecial: the tile-total conditions of isSpecial never reject a special pattern.
func TestPropIsSpecial(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		kinds := rapid.SampledFrom(specialKinds).Draw(t, "kinds")
		c := gen.Counts(14, kinds).Draw(t, "counts")
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		require.Equal(t, anySpecial(h, &c), isSpecial(h, &c), "%v", h)
	})
}

// TestIsSpecialPatterns: each special pattern passes the conditions of isSpecial.
func TestIsSpecialPatterns(t *testing.T) {
	for _, s := range []string{
		"11223344556677m" /* not special: a standard hand */, "1234567m1234567p", "12345m12345p1234s",
		"1199m1199p11s1122z", "19m19p19s12345677z", "11123455678999p", "1123456789s1234z",
	} {
		h := hand.MustParse(s)
		c := h.Concealed()
		require.Equal(t, anySpecial(h, &c), isSpecial(h, &c), s)
	}
	for _, s := range []string{"1234567m1234567p", "12345m12345p1234s", "1199m1199p11s1122z", "19m19p19s12345677z", "11123455678999p", "1123456789s1234z"} {
		h := hand.MustParse(s)
		c := h.Concealed()
		require.True(t, isSpecial(h, &c), s)
	}
}

// TestPropPolicyWaits: the policy's Waits lists exactly the kinds its CanWin accepts, for ready and
// random 13-tile hands, with and without a chow limit, usable kinds and a passed win.
func TestPropPolicyWaits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		kinds := rapid.SampledFrom(specialKinds).Draw(t, "kinds")
		var h hand.Hand
		if rapid.Bool().Draw(t, "special") {
			// One tile short of a special pattern (or of a hand of special-pattern kinds).
			c := gen.Counts(14, kinds).Draw(t, "counts")
			for _, s := range []string{"1234567m1234567p", "12345m12345p1234s", "1199m1199p11s1122z",
				"19m19p19s12345677z", "11123455678999p", "1123456789s1234z"} {
				if rapid.IntRange(0, 3).Draw(t, "pick") == 0 {
					c = hand.MustParse(s).Concealed()
				}
			}
			drop := rapid.SampledFrom(c.Kinds().Tiles(nil)).Draw(t, "drop")
			c.Remove(drop)
			var err error
			h, err = hand.FromCounts(c, nil, 0)
			require.NoError(t, err)
		} else {
			form := rapid.SampledFrom([]gen.Form{gen.Ready, gen.Random}).Draw(t, "form")
			h = gen.Hand(gen.Spec{Size: 13, MaxMelds: 4, Kinds: kinds, Form: form}).Draw(t, "hand")
		}
		o := Options{MaxChows: rapid.SampledFrom([]int{0, 0, 1, 2}).Draw(t, "maxChows")}
		p := MustNew(o).Claims().(policy)
		p.BarPassed = rapid.Bool().Draw(t, "bar")
		f := claim.Facts{PassedWin: rapid.Bool().Draw(t, "passed")}
		if rapid.Bool().Draw(t, "usable") {
			f.Usable = rapid.SampledFrom(specialKinds).Draw(t, "usableKinds")
		}
		var want tile.Set
		for k := tile.Character1; k <= tile.Red; k++ {
			if p.CanWin(h, k, f) {
				want = want.With(k)
			}
		}
		require.Equal(t, want, p.Waits(h, f), "%v %+v", h, f)
	})
}
