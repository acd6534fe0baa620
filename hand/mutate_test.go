package hand_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// sentinels are the errors of the package, in the order sentinel reports them.
var sentinels = []error{hand.ErrTooMany, hand.ErrSize, hand.ErrBonus, hand.ErrNotHeld, hand.ErrMeld, hand.ErrSyntax}

// sentinel returns the sentinel err wraps (nil for nil, or for an error wrapping none of them).
func sentinel(err error) error {
	for _, s := range sentinels {
		if errors.Is(err, s) {
			return s
		}
	}
	return nil
}

// rebuild makes a hand from the tiles of h with FromCounts: the definition the changing methods must
// agree with.
func rebuild(c tile.Counts, melds []meld.Meld, bonus tile.Set) (hand.Hand, error) {
	return hand.FromCounts(c, melds, bonus)
}

// refWith is Hand.With by its definition: the hand rebuilt with one more tile.
func refWith(h hand.Hand, t tile.Tile) (hand.Hand, bool, error) {
	switch {
	case t.IsBonus():
		if h.Bonus().Has(t) {
			return h, false, hand.ErrTooMany
		}
		// The size is not checked here, so the result cannot always be rebuilt: checkHand compares it
		// field by field.
		return hand.Hand{}, false, nil
	case !t.IsPlaying():
		return h, false, hand.ErrSyntax
	}
	c := h.Concealed()
	c[t]++
	r, err := rebuild(c, h.Melds(), h.Bonus())
	return r, true, err
}

// refWithout is Hand.Without by its definition.
func refWithout(h hand.Hand, t tile.Tile) (hand.Hand, error) {
	c := h.Concealed()
	if !c.Remove(t) || !t.IsPlaying() {
		return h, hand.ErrNotHeld
	}
	return rebuild(c, h.Melds(), h.Bonus())
}

// refDeclare is Hand.Declare by its definition, and whether its result can be compared.
func refDeclare(h hand.Hand, m meld.Meld) (hand.Hand, bool, error) {
	switch {
	case !m.IsValid(), m.Kind() == meld.Pair, m.IsConcealed() && m.Kind() != meld.Kong:
		return h, true, hand.ErrMeld
	}
	c := h.Concealed()
	melds := h.Melds()
	if m.Origin() == meld.Added {
		if m.Kind() != meld.Kong {
			return h, true, hand.ErrMeld
		}
		i := -1
		for j, p := range melds {
			if p.Kind() == meld.Pung && p.IsExposed() && p.Tile() == m.Tile() {
				i = j
			}
		}
		if i < 0 {
			return h, true, hand.ErrMeld
		}
		if !c.Remove(m.Tile()) {
			return h, true, hand.ErrNotHeld
		}
		melds[i] = m
		r, err := rebuild(c, melds, h.Bonus())
		return r, true, err
	}
	if len(melds) == hand.MaxMelds {
		return h, true, hand.ErrSize
	}
	var need tile.Counts
	m.AddTo(&need)
	if !c.Contains(need) {
		return h, true, hand.ErrNotHeld
	}
	for k := range c {
		c[k] -= need[k]
	}
	r, err := rebuild(c, append(melds, m), h.Bonus())
	return r, true, err
}

// checkHand checks that h is consistent however it was made: its size is its concealed tiles plus three
// per meld, and a valid h equals the hand every constructor builds from its tiles.
func checkHand(t *rapid.T, h hand.Hand) {
	c := h.Concealed()
	require.Equal(t, c.Total()+3*h.NumMelds(), h.Size(), "size of %v", h)
	require.Equal(t, c.Total()+3*h.NumMelds()+numKongs(h), h.All().Total(), "tile count")
	if s := h.Size(); s != 13 && s != 14 {
		return
	}
	r, err := hand.FromCounts(c, h.Melds(), h.Bonus())
	require.NoError(t, err)
	require.True(t, r == h, "FromCounts: %v != %v", r, h)
	r, err = hand.New(c.Tiles(nil), h.Melds(), h.Bonus().Tiles(nil))
	require.NoError(t, err)
	require.True(t, r == h, "New: %v != %v", r, h)
	r, err = hand.Parse(h.String())
	require.NoError(t, err)
	require.True(t, r == h, "Parse: %v != %v", r, h)
	var u hand.Hand
	require.NoError(t, u.UnmarshalText([]byte(h.String())))
	require.True(t, u == h, "UnmarshalText: %v != %v", u, h)
}

func numKongs(h hand.Hand) int {
	n := 0
	for i := range h.NumMelds() {
		if h.Meld(i).Kind() == meld.Kong {
			n++
		}
	}
	return n
}

// anyTile draws a tile value: usually one the hand holds, else any value, valid or not.
func anyTile(t *rapid.T, h hand.Hand, label string) tile.Tile {
	if held := h.Concealed().Tiles(nil); len(held) > 0 && rapid.Bool().Draw(t, label+" held") {
		return rapid.SampledFrom(held).Draw(t, label)
	}
	return tile.Tile(rapid.SampledFrom([]int{0, 1, 5, 9, 10, 19, 27, 28, 31, 34, 35, 38, 42, 43, 200}).Draw(t, label))
}

// anyMeld draws a meld to declare: usually one from the hand's tiles or an upgrade of its pung, else a
// random declared meld, a pair or the zero meld.
func anyMeld(t *rapid.T, h hand.Hand) meld.Meld {
	switch rapid.IntRange(0, 5).Draw(t, "meld source") {
	case 0, 1:
		k := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong, meld.Pair}).Draw(t, "kind")
		m, err := meld.New(k, anyTile(t, h, "meld tile"))
		if err != nil {
			return meld.Meld{}
		}
		if k != meld.Kong || rapid.Bool().Draw(t, "claimed") {
			m = m.AsClaimed(tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "seat")))
		}
		return m
	case 2:
		if h.NumMelds() > 0 {
			up, err := h.Meld(rapid.IntRange(0, h.NumMelds()-1).Draw(t, "upgrade")).Upgrade()
			if err == nil {
				return up
			}
		}
		return meld.Meld{}
	case 3:
		return meld.Meld{}
	default:
		return gen.Meld(tile.PlayingKinds).Draw(t, "random meld")
	}
}

// TestChangeMatchesDefinition plays random With, Without and Declare calls, failing or not, on hands
// built every way, and checks each result and error against the definition by FromCounts, that a
// failing call returns the hand unchanged, and that every hand stays consistent (so the size kept in
// the Hand is right and == compares tiles).
func TestChangeMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var h hand.Hand
		if rapid.IntRange(0, 9).Draw(t, "zero") != 0 {
			h = gen.Hand(gen.Spec{MaxMelds: 4, Form: gen.Mixed}).Draw(t, "h")
		}
		checkHand(t, h)
		for range rapid.IntRange(1, 40).Draw(t, "steps") {
			var got, want hand.Hand
			var gotErr, wantErr error
			compare := true
			switch op := rapid.IntRange(0, 2).Draw(t, "op"); op {
			case 0:
				tl := anyTile(t, h, "with")
				got, gotErr = h.With(tl)
				want, compare, wantErr = refWith(h, tl)
				if tl.IsBonus() && gotErr == nil {
					require.Equal(t, h.Bonus().With(tl), got.Bonus())
					require.Equal(t, h.Concealed(), got.Concealed())
					require.Equal(t, h.Melds(), got.Melds())
				}
			case 1:
				tl := anyTile(t, h, "without")
				got, gotErr = h.Without(tl)
				want, wantErr = refWithout(h, tl)
			default:
				m := anyMeld(t, h)
				got, gotErr = h.Declare(m)
				want, compare, wantErr = refDeclare(h, m)
			}
			require.Equal(t, sentinel(wantErr), sentinel(gotErr), "%v: want %v, got %v", h, wantErr, gotErr)
			if gotErr != nil {
				require.NotNil(t, sentinel(gotErr), "%v wraps no sentinel", gotErr)
				require.True(t, got == h, "a failing call changed the hand")
				continue
			}
			if compare {
				require.True(t, got == want, "%v: want %v, got %v", h, want, got)
			}
			checkHand(t, got)
			h = got
		}
	})
}
