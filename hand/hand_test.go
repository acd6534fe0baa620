package hand_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in      string
		wantErr error
		offset  int
	}{
		{"123m456p789s1111z1z", hand.ErrTooMany, 0},
		{"11111m456p789s1122z", hand.ErrTooMany, 0},
		{"123m456p789s11z 1111z+@E", hand.ErrTooMany, 0},
		{"123m456p789s11z 1111z+@Q", hand.ErrSyntax, 23},
		{"123m456p789s1z", hand.ErrSize, 0},
		{"123m456p789s11122z 555z", hand.ErrSize, 0},
		{"123m456p789s1122z 11f", hand.ErrTooMany, 0},
		{"123m456p789s112x", hand.ErrSyntax, 15},
		{"123m456p789s1122z  555z", hand.ErrSyntax, 18},
		{"123m456p789s11z 12z", hand.ErrSyntax, 16},
		{"1m 111m 111m 111m 111m 111m", hand.ErrSize, 23},
		{"123m456p789s1122z 1z", hand.ErrSyntax, 18},
		{"", hand.ErrSyntax, 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := hand.Parse(tt.in)
			require.ErrorIs(t, err, tt.wantErr)
			var pe *hand.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.Equal(t, tt.in, pe.Input)
		})
	}
}

func TestNewErrors(t *testing.T) {
	ts := tile.MustParseTiles
	tests := []struct {
		name      string
		concealed []tile.Tile
		melds     []meld.Meld
		bonus     []tile.Tile
		wantErr   error
	}{
		{"five of a kind", ts("11111m23456789p"), nil, nil, hand.ErrTooMany},
		{"five with a meld", ts("1m23456789p1122z"), []meld.Meld{meld.MustNew(meld.Kong, tile.Character1)}, nil, hand.ErrTooMany},
		{"too few", ts("123m"), nil, nil, hand.ErrSize},
		{"too many", ts("123456789m1234567z"), nil, nil, hand.ErrSize},
		{"bonus as playing", ts("123456789m1234z"), nil, ts("1z"), hand.ErrBonus},
		{"bonus twice", ts("123456789m1234z1f"), nil, ts("1f"), hand.ErrTooMany},
		{"pair meld", ts("123456789m12z"), []meld.Meld{meld.MustNew(meld.Pair, tile.Red)}, nil, hand.ErrMeld},
		{"zero meld", ts("123456789m12z"), []meld.Meld{{}}, nil, hand.ErrMeld},
		{"concealed pung", ts("123456789m12z"), []meld.Meld{meld.MustNew(meld.Pung, tile.Red)}, nil, hand.ErrMeld},
		{"none tile", []tile.Tile{tile.None}, nil, nil, hand.ErrSyntax},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := hand.New(tt.concealed, tt.melds, tt.bonus)
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
	_, err := hand.FromCounts(tile.Counts{}, make([]meld.Meld, 5), 0)
	require.ErrorIs(t, err, hand.ErrSize)
}

func TestWithWithoutDeclare(t *testing.T) {
	h := hand.MustParse("123m456p789s1122z")
	h14, err := h.With(tile.Red)
	require.NoError(t, err)
	assert.Equal(t, 14, h14.Size())
	_, err = h14.With(tile.Red)
	require.ErrorIs(t, err, hand.ErrSize)
	hb, err := h.With(tile.Flower1)
	require.NoError(t, err)
	assert.Equal(t, tile.SetOf(tile.Flower1), hb.Bonus())
	_, err = hb.With(tile.Flower1)
	require.ErrorIs(t, err, hand.ErrTooMany)
	_, err = h.With(tile.None)
	require.ErrorIs(t, err, hand.ErrSyntax)

	_, err = h14.Without(tile.White)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	back, err := h14.Without(tile.Red)
	require.NoError(t, err)
	assert.Equal(t, h, back)

	pung := meld.MustParse("111z")
	h2, err := hand.MustParse("123m456p789s11122z").Declare(pung)
	require.NoError(t, err)
	assert.Equal(t, "123m456p789s22z 111z", h2.String())
	assert.False(t, h2.IsConcealed())
	_, err = h2.Declare(pung)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	_, err = h2.Declare(meld.MustNew(meld.Pung, tile.Red))
	require.ErrorIs(t, err, hand.ErrMeld)
	added, err := pung.Upgrade()
	require.NoError(t, err)
	_, err = h2.Declare(added)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	h3, err := hand.MustParse("123m456p789s1z2z 111z").Declare(added)
	require.NoError(t, err)
	assert.Equal(t, 1, h3.NumMelds())
	assert.Equal(t, added, h3.Meld(0))
	assert.Equal(t, 13, h3.Size())
	_, err = hand.MustParse("123m456p789s1z 111z").Declare(added) // 13 tiles: no replacement to come
	require.ErrorIs(t, err, hand.ErrSize)
	_, err = hand.MustParse("123m456p789s1z2z2z3z").Declare(added)
	require.ErrorIs(t, err, hand.ErrMeld)
	kong := meld.MustNew(meld.Kong, tile.Character1)
	h4, err := hand.MustParse("1111m456p789s1122z").Declare(kong)
	require.NoError(t, err)
	assert.True(t, h4.IsConcealed())
	assert.Equal(t, 13, h4.Size()) // a kong needs a replacement tile
	assert.Equal(t, 14, h4.TileCount())
}

func TestHandTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{MaxMelds: 4, Form: gen.Mixed}).Draw(t, "h")
		s := h.String()
		back, err := hand.Parse(s)
		require.NoError(t, err, s)
		require.Equal(t, h, back, s)
		b, err := h.MarshalText()
		require.NoError(t, err)
		var u hand.Hand
		require.NoError(t, u.UnmarshalText(b))
		require.Equal(t, h, u)
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"123m456p789s11122z", "123m456p11z 555z [1111m] 5555z+@E 123s@N", "123m456p789s1122z 15f",
		"1m 111m 2222m 3333m 456p", "", " ", "123m456p789s1122z  555z", "11111m", "[123m]", "1z+@Q",
		"340m406p789s11122z", "11z 5505p 0550m+@E 406s 789m", "0z", "00000m", "123m406p11z [0000s] 406m@W",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := hand.Parse(s)
		if err != nil {
			var pe *hand.ParseError
			if !assert.ErrorAs(t, err, &pe) {
				return
			}
			assert.True(t, 0 <= pe.Offset && pe.Offset <= len(s), "offset %d", pe.Offset)
			return
		}
		back, err := hand.Parse(h.String())
		require.NoError(t, err)
		require.Equal(t, h, back)
		_ = h.Shanten(hand.Options{})
		_ = h.Waits(hand.Options{})
		_ = h.IsWin(hand.Options{})
	})
}

// TestZeroHandTextRoundTrip: the zero Hand writes "" and "" reads back as the zero Hand, so a record
// holding an empty hand (a summary's unplayed seat, say) saves and loads again.
func TestZeroHandTextRoundTrip(t *testing.T) {
	var zero hand.Hand
	b, err := zero.MarshalText()
	require.NoError(t, err)
	assert.Empty(t, b)
	h := hand.MustParse("123m456p789s1122z")
	require.NoError(t, h.UnmarshalText(b))
	assert.Equal(t, zero, h)
	js, err := json.Marshal([]hand.Hand{zero})
	require.NoError(t, err)
	var back []hand.Hand
	require.NoError(t, json.Unmarshal(js, &back))
	assert.Equal(t, []hand.Hand{zero}, back)
}
