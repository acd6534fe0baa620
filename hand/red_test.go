package hand_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

func TestRedFiveText(t *testing.T) {
	tests := []struct {
		in, out    string
		m, p, s    int
		concealedP int
	}{
		{"340m406p789s11122z", "340m406p789s11122z", 1, 1, 0, 1},
		{"345m456p789s11122z", "345m456p789s11122z", 0, 0, 0, 0},
		{"50m55p", "", 0, 0, 0, 0}, // too few tiles: an error
		{"34m5055p0s0s789s / 222z", "34m0555p00789s / 222z", 0, 1, 2, 1},
		{"123m456p11z / [0555s] 406m@W", "123m456p11z / [0555s] 406m@W", 1, 0, 1, 0},
		{"11z / 5505p 0550m+@E 406s 789m", "11z / 0555p 0055m+@E 406s 789m", 2, 1, 1, 0},
		{"123m406p789s1122z 5f", "123m406p789s1122z 5f", 0, 1, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			h, err := hand.Parse(tt.in)
			if tt.out == "" {
				require.ErrorIs(t, err, hand.ErrSize)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.out, h.String())
			assert.Equal(t, tt.m, h.RedFivesIn(tile.Characters))
			assert.Equal(t, tt.p, h.RedFivesIn(tile.Circles))
			assert.Equal(t, tt.s, h.RedFivesIn(tile.Bamboo))
			assert.Equal(t, tt.m+tt.p+tt.s, h.RedFives())
			assert.Equal(t, tt.concealedP, h.ConcealedRed(tile.Circles))
			assert.Equal(t, 0, h.RedFivesIn(tile.Winds))
			assert.Equal(t, strings.Count(h.String(), "0"), h.RedFives())

			back, err := hand.Parse(h.String())
			require.NoError(t, err)
			assert.Equal(t, h, back)
			type doc struct{ Hand hand.Hand }
			js, err := json.Marshal(doc{h})
			require.NoError(t, err)
			var d doc
			require.NoError(t, json.Unmarshal(js, &d))
			assert.Equal(t, h, d.Hand)
		})
	}
	for _, bad := range []string{"340m406p789s1112z 0z", "0z123m456p789s111z"} {
		_, err := hand.Parse(bad)
		require.ErrorIs(t, err, hand.ErrSyntax, bad)
	}
}

func TestRedFiveBuild(t *testing.T) {
	h := hand.MustParse("123m456p5599s111z")
	assert.Equal(t, 0, h.RedFives())
	r, err := h.MarkRed(tile.Bamboo, 1)
	require.NoError(t, err)
	assert.Equal(t, "123m456p0599s111z", r.String())
	assert.Equal(t, 1, r.RedFives())
	assert.NotEqual(t, h, r, "a red five is a different physical tile")
	r2, err := h.MarkRed(tile.Bamboo, 2)
	require.NoError(t, err)
	assert.Equal(t, "123m456p0099s111z", r2.String())
	r0, err := r2.MarkRed(tile.Bamboo, 0)
	require.NoError(t, err)
	assert.Equal(t, h, r0)

	_, err = h.MarkRed(tile.Bamboo, 3)
	require.ErrorIs(t, err, hand.ErrRed, "more red fives than fives")
	_, err = h.MarkRed(tile.Characters, 1)
	require.ErrorIs(t, err, hand.ErrRed, "no concealed 5m")
	_, err = h.MarkRed(tile.Circles, -1)
	require.ErrorIs(t, err, hand.ErrRed)
	_, err = h.MarkRed(tile.Dragons, 0)
	require.ErrorIs(t, err, hand.ErrRed)

	// WithRed adds a red five, With a plain one.
	w, err := h.WithRed(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p05599s111z", w.String())
	w, err = r.WithRed(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p00599s111z", w.String())
	w, err = h.With(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p55599s111z", w.String())
	_, err = h.WithRed(tile.Bamboo4)
	require.ErrorIs(t, err, hand.ErrRed)
	_, err = h.WithRed(tile.White)
	require.ErrorIs(t, err, hand.ErrRed)
	full := hand.MustParse("5555m456p999s111z")
	_, err = full.WithRed(tile.Character5)
	require.ErrorIs(t, err, hand.ErrTooMany, "a fifth five, red or not")
}

func TestRedFiveRemove(t *testing.T) {
	// Without removes a plain five while there is one, then a red one.
	h := hand.MustParse("123m456p0599s1112z")
	a, err := h.Without(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p099s1112z", a.String())
	assert.Equal(t, 1, a.RedFives())
	b, err := hand.MustParse("123m456p099s11122z").Without(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p99s11122z", b.String(), "the only five was red")
	assert.Equal(t, 0, b.RedFives())

	// WithoutRed removes a red one explicitly.
	c, err := h.WithoutRed(tile.Bamboo5)
	require.NoError(t, err)
	assert.Equal(t, "123m456p599s1112z", c.String())
	_, err = c.WithoutRed(tile.Bamboo5)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	_, err = h.WithoutRed(tile.Bamboo6)
	require.ErrorIs(t, err, hand.ErrRed)
	_, err = a.WithoutRed(tile.Bamboo5)
	require.ErrorIs(t, err, hand.ErrSize, "a 13-size hand cannot lose a tile")
}

func TestRedFiveDeclare(t *testing.T) {
	h, err := hand.MustParse("055p123m789s1122z").With(tile.Circle5)
	require.NoError(t, err)
	// A pung with one red five takes the red one and two plain ones.
	m, err := meld.NewClaimed(meld.Pung, tile.Circle5, tile.SeatWest)
	require.NoError(t, err)
	red, err := m.WithRed(1)
	require.NoError(t, err)
	got, err := h.Declare(red)
	require.NoError(t, err)
	assert.Equal(t, "123m5p789s1122z / 055p@W", got.String())
	assert.Equal(t, 1, got.RedFives())

	// A plain pung takes plain fives while there are some.
	got, err = h.Declare(m)
	require.NoError(t, err)
	assert.Equal(t, "123m0p789s1122z / 555p@W", got.String())

	// A pung asking for two red fives when the hand holds one is refused.
	two, err := m.WithRed(2)
	require.NoError(t, err)
	_, err = h.Declare(two)
	require.ErrorIs(t, err, hand.ErrNotHeld)

	// A plain chow where the only five is red takes the red one, and records it.
	c, err := hand.MustParse("40p123m789s11122z").With(tile.Circle6)
	require.NoError(t, err)
	got, err = c.Declare(meld.MustNew(meld.Chow, tile.Circle4).AsClaimed(tile.SeatNorth))
	require.NoError(t, err)
	assert.Equal(t, "123m789s11122z / 406p@N", got.String())
	assert.Equal(t, 1, got.RedFivesIn(tile.Circles))
}

func TestRedFiveAddedKong(t *testing.T) {
	h := hand.MustParse("0p123m789s1122z / 555p")
	pung := h.Meld(0)
	up, err := pung.Upgrade()
	require.NoError(t, err)
	// The added tile is red: the kong has one red five more than the pung.
	upRed, err := up.WithRed(1)
	require.NoError(t, err)
	got, err := h.Declare(upRed)
	require.NoError(t, err)
	assert.Equal(t, "123m789s1122z / 0555p+", got.String())
	assert.Equal(t, 1, got.RedFives())
	// A plain added tile is asked for, but the only 5p is red: it is taken and recorded.
	got, err = h.Declare(up)
	require.NoError(t, err)
	assert.Equal(t, "123m789s1122z / 0555p+", got.String())
	// A kong that drops or adds too many red fives is not the pung's.
	two, err := up.WithRed(2)
	require.NoError(t, err)
	_, err = h.Declare(two)
	require.ErrorIs(t, err, hand.ErrMeld)
	p := hand.MustParse("5p123m789s1122z / 055p")
	plainUp, err := p.Meld(0).WithRed(0)
	require.NoError(t, err)
	plainUp, err = plainUp.Upgrade()
	require.NoError(t, err)
	_, err = p.Declare(plainUp)
	require.ErrorIs(t, err, hand.ErrMeld, "the pung's red five cannot leave")
	redUp, err := p.Meld(0).Upgrade()
	require.NoError(t, err)
	redUp2, err := redUp.WithRed(2)
	require.NoError(t, err)
	_, err = p.Declare(redUp2)
	require.ErrorIs(t, err, hand.ErrNotHeld, "the concealed 5p is plain")
	got, err = p.Declare(redUp)
	require.NoError(t, err)
	assert.Equal(t, "123m789s1122z / 0555p+", got.String())
}

// same reports whether the analyses of a and b agree.
func same(t *rapid.T, a, b hand.Hand) {
	for _, o := range []hand.Options{{}, {Shapes: hand.Standard}, {ExcludeHeld: true}} {
		require.Equal(t, a.IsWin(o), b.IsWin(o))
		require.Equal(t, a.ShantenStandard(o), b.ShantenStandard(o))
		require.Equal(t, mustWaits(a, o), mustWaits(b, o))
		require.Equal(t, a.Shanten(o), b.Shanten(o))
	}
	require.Equal(t, a.Shapes(), b.Shapes())
	require.Equal(t, a.Arrangements(), b.Arrangements())
	require.Equal(t, a.Size(), b.Size())
	require.Equal(t, a.All(), b.All())
	require.Equal(t, a.Concealed(), b.Concealed())
	require.Equal(t, a.IsConcealed(), b.IsConcealed())
}

// TestPropRedFiveIsFive: a hand with red fives reads exactly as the same hand with plain fives for
// every shape, wait and shanten computation, and its text round-trips.
func TestPropRedFiveIsFive(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		plain := gen.Hand(gen.Spec{MaxMelds: 4, Form: gen.Mixed, Kinds: tile.SuitedKinds}).Draw(t, "h")
		h := gen.Reddened(plain).Draw(t, "red")
		same(t, plain, h)

		back, err := hand.Parse(h.String())
		require.NoError(t, err, h.String())
		require.Equal(t, h, back, h.String())
		require.Equal(t, strings.Count(h.String(), "0"), h.RedFives())
		sum := 0
		for _, s := range []tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
			n := h.RedFivesIn(s)
			require.LessOrEqual(t, n, h.All().Count(tile.Of(s, 5)), "no more red fives than fives")
			require.LessOrEqual(t, h.ConcealedRed(s), h.Concealed().Count(tile.Of(s, 5)))
			sum += n
			_, err := h.MarkRed(s, h.Concealed().Count(tile.Of(s, 5))+1)
			require.ErrorIs(t, err, hand.ErrRed, "more red fives than fives")
		}
		require.Equal(t, sum, h.RedFives())

		// Removing and adding tiles keeps the analysis of the plain hand and the bound.
		for x := range h.Concealed().Kinds().All() {
			a, errA := h.Without(x)
			b, errB := plain.Without(x)
			require.Equal(t, errA == nil, errB == nil)
			if errA == nil {
				same(t, b, a)
				require.LessOrEqual(t, a.RedFivesIn(x.Suit()), a.All().Count(tile.Of(x.Suit(), 5)))
			}
		}
	})
}

// TestPropRedDeclare: declaring a meld keeps the red fives: the hand's total is unchanged (the meld
// takes them), and the result reads as the plain hand's.
func TestPropRedDeclare(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		plain := gen.Hand(gen.Spec{Size: 14, MaxMelds: 3, Kinds: tile.SuitedKinds}).Draw(t, "h")
		h := gen.Reddened(plain).Draw(t, "red")
		var cands []meld.Meld
		for x := range h.Concealed().Kinds().All() {
			for _, k := range []meld.Kind{meld.Chow, meld.Pung, meld.Kong} {
				if m, err := meld.NewClaimed(k, x, tile.SeatEast); err == nil {
					cands = append(cands, m)
				}
			}
		}
		if len(cands) == 0 {
			return
		}
		m := rapid.SampledFrom(cands).Draw(t, "meld")
		m, err := m.WithRed(rapid.IntRange(0, m.Fives()).Draw(t, "meld red"))
		require.NoError(t, err)
		got, err := h.Declare(m)
		want, errPlain := plain.Declare(m.Plain())
		if errPlain != nil {
			require.Error(t, err)
			return
		}
		if err != nil {
			require.ErrorIs(t, err, hand.ErrNotHeld, "only missing red fives can refuse it")
			require.Greater(t, m.Red(), h.ConcealedRed(m.Tile().Suit()))
			return
		}
		require.Equal(t, h.RedFives(), got.RedFives())
		require.GreaterOrEqual(t, got.Meld(got.NumMelds()-1).Red(), m.Red())
		same(t, want, got)
		back, err := hand.Parse(got.String())
		require.NoError(t, err)
		require.Equal(t, got, back)
	})
}
