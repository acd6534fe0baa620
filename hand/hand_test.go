package hand_test

import (
	"encoding/json"
	"errors"
	"fmt"
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

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in      string
		wantErr error
		offset  int
	}{
		{"123m456p789s1111z1z", hand.ErrTooMany, 0},
		{"11111m456p789s1122z", hand.ErrTooMany, 0},
		{"123m456p789s11z / 1111z+@E", hand.ErrTooMany, 0},
		{"123m456p789s11z / 1111z+@Q", hand.ErrSyntax, 25},
		{"123m456p789s1z", hand.ErrSize, 0},
		{"123m456p789s11122z / 555z", hand.ErrSize, 0},
		{"123m456p789s1122z 11f", hand.ErrTooMany, 0},
		{"123m456p789s112x", hand.ErrSyntax, 15},
		{"123m456p789s11z / 12z", hand.ErrSyntax, 18},
		{"1m / 111m 111m 111m 111m 111m", hand.ErrSize, 25},
		{"123m456p789s1122z / 1z", hand.ErrSyntax, 20},
		{"123m456p789s11z / 555z / 666z", hand.ErrSyntax, 23},
		{"123m456p789s11222z /", hand.ErrSyntax, 20},
		{"123m456p789s11222z 15f /  ", hand.ErrSyntax, 26},
		{"123m456p789s11z 555z@E", hand.ErrSyntax, 20}, // a meld without the mark
		{"123m456p789s11z [1111m]", hand.ErrSyntax, 16},
		{"/ 123m 456p 789s 111z", hand.ErrSyntax, 0},
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

// A hand that is well formed but not a hand of a valid size names neither an offset nor a second
// "hand:" in its message; a syntax error names its offset.
func TestParseErrorMessages(t *testing.T) {
	_, err := hand.Parse("123m456p789s1z")
	require.ErrorIs(t, err, hand.ErrSize)
	msg := err.Error()
	assert.Equal(t, 1, strings.Count(msg, "hand:"), msg)
	assert.NotContains(t, msg, " at ", msg)
	assert.True(t, strings.HasPrefix(msg, `hand: parse "123m456p789s1z": `), msg)
	_, err = hand.Parse("123m456p789s11111z")
	require.ErrorIs(t, err, hand.ErrTooMany)
	assert.Equal(t, 1, strings.Count(err.Error(), "hand:"), err.Error())
	assert.NotContains(t, err.Error(), " at ")
	for _, s := range []string{strings.Repeat("1m", 30), "123m456p789s1122z 12345678f 1f"} {
		_, err = hand.Parse(s)
		require.Error(t, err)
		assert.NotContains(t, err.Error(), " at ", s)
		assert.Equal(t, 1, strings.Count(err.Error(), "hand:"), err.Error())
	}
	_, err = hand.Parse("123m456p789s112x")
	require.ErrorIs(t, err, hand.ErrSyntax)
	assert.Equal(t, 1, strings.Count(err.Error(), "hand:"), err.Error())
	assert.Contains(t, err.Error(), " at 15: ")
}

// Whitespace never changes what a hand text means: spaces between concealed groups (any number, before
// and after the text too) read as the groups without them, and only the mark '/' declares melds. The
// issue's two cases: "123m 456p 789s 11222z" is a concealed hand, and "1122z 123m 456p 789s" holds no
// claimed chow.
func TestParseWhitespace(t *testing.T) {
	h, err := hand.Parse("123m 456p 789s 11222z")
	require.NoError(t, err)
	assert.Equal(t, hand.MustParse("123m456p789s11222z"), h)
	assert.True(t, h.IsConcealed())
	h, err = hand.Parse("1122z 123m 456p 789s")
	require.NoError(t, err)
	assert.Zero(t, h.NumMelds(), "no claimed chow without the mark")
	assert.Equal(t, hand.MustParse("123m456p789s1122z"), h)
	open := hand.MustParse("1122z / 123m 456p 789s")
	assert.Equal(t, 3, open.NumMelds())
	for _, s := range []string{"1122z/123m 456p 789s", "  1122z   /   123m  456p 789s  ", "11z 22z / 123m 456p 789s"} {
		got, err := hand.Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, open, got, s)
	}
	// Upper case and glyphs, melds included.
	for in, want := range map[string]string{
		"123M456P789S11Z / 555Z": "123m456p789s11z / 555z",
		"🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀 / [🀆🀆🀆🀆]":     "123m123p123s11z / [5555z]",
		"🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀 / 🀄🀄🀄🀄+@W 🀢🀣": "123m123p123s11z / 7777z+@W 12f",
		"🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀 / 🀄\uFE0F🀄🀄":  "123m123p123s11z / 777z",
	} {
		got, err := hand.Parse(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got.String(), in)
	}
	// A meld in glyphs that is no meld is an error at its token.
	_, err = hand.Parse("123m123p123s11z / 🀇🀋🀏")
	require.ErrorIs(t, err, meld.ErrInvalid)
	var pe *hand.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 18, pe.Offset)
}

// Hand texts written by earlier versions (melds after single spaces, no mark) still load through
// UnmarshalText (saved records), and never change the reading of a text Parse accepts.
func TestUnmarshalTextLegacy(t *testing.T) {
	var h hand.Hand
	require.NoError(t, h.UnmarshalText([]byte("23467778p 222s@E 999p@S")))
	assert.Equal(t, hand.MustParse("23467778p / 222s@E 999p@S"), h)
	require.NoError(t, h.UnmarshalText([]byte("123p11z [2222m] 6666z+@E 123s@N 15f")))
	assert.Equal(t, "123p11z / [2222m] 6666z+@E 123s@N 15f", h.String())
	require.NoError(t, h.UnmarshalText([]byte("1122z 123m 456p 789s")))
	assert.Zero(t, h.NumMelds(), "a text Parse reads is read as Parse reads it")
	before := h
	require.Error(t, h.UnmarshalText([]byte("123m 12x")))
	assert.Equal(t, before, h)
	_, err := hand.Parse("23467778p 222s@E 999p@S")
	require.ErrorIs(t, err, hand.ErrSyntax, "Parse reads the current form only")
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
	assert.Equal(t, "123m456p789s22z / 111z", h2.String())
	assert.False(t, h2.IsConcealed())
	_, err = h2.Declare(pung)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	_, err = h2.Declare(meld.MustNew(meld.Pung, tile.Red))
	require.ErrorIs(t, err, hand.ErrMeld)
	added, err := pung.Upgrade()
	require.NoError(t, err)
	_, err = h2.Declare(added)
	require.ErrorIs(t, err, hand.ErrNotHeld)
	h3, err := hand.MustParse("123m456p789s1z2z / 111z").Declare(added)
	require.NoError(t, err)
	assert.Equal(t, 1, h3.NumMelds())
	assert.Equal(t, added, h3.Meld(0))
	assert.Equal(t, 13, h3.Size())
	_, err = hand.MustParse("123m456p789s1z / 111z").Declare(added) // 13 tiles: no replacement to come
	require.ErrorIs(t, err, hand.ErrSize)
	_, err = hand.MustParse("123m456p789s1z2z2z3z").Declare(added)
	require.ErrorIs(t, err, hand.ErrMeld)
	kong := meld.MustNew(meld.Kong, tile.Character1)
	h4, err := hand.MustParse("1111m456p789s1122z").Declare(kong)
	require.NoError(t, err)
	assert.True(t, h4.IsConcealed())
	assert.Equal(t, 13, h4.Size()) // a kong needs a replacement tile
	assert.Equal(t, 14, h4.All().Total())
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

// Other spellings of a hand's text read as the same hand: more spaces anywhere a space may be (between
// concealed groups, around the mark, between melds, before and after), upper-case letters, and glyphs
// for a hand without red fives.
func TestHandTextSpellings(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{MaxMelds: 4, Form: gen.Mixed}).Draw(t, "h")
		s := h.String()
		pad := strings.Repeat(" ", rapid.IntRange(1, 3).Draw(t, "pad"))
		conc, melds, _ := strings.Cut(s, " / ")
		var spaced strings.Builder
		spaced.WriteString(pad)
		for i := 0; i < len(conc); i++ {
			spaced.WriteByte(conc[i])
			if c := conc[i]; c == 'm' || c == 'p' || c == 's' || c == 'z' {
				spaced.WriteString(pad) // a space after every group
			}
		}
		if melds != "" {
			spaced.WriteString("/" + pad + strings.ReplaceAll(melds, " ", pad))
		}
		spaced.WriteString(pad)
		for _, in := range []string{spaced.String(), strings.ToUpper(s)} {
			got, err := hand.Parse(in)
			require.NoError(t, err, "%q", in)
			require.Equal(t, h, got, "%q", in)
		}
		if h.RedFives() == 0 {
			var g strings.Builder
			for i := 0; i < len(s); i++ {
				c := s[i]
				if c < '0' || c > '9' {
					if c != 'm' && c != 'p' && c != 's' && c != 'z' && c != 'f' {
						g.WriteByte(c)
					}
					continue
				}
				j := i
				for j < len(s) && '0' <= s[j] && s[j] <= '9' {
					j++
				}
				for _, d := range s[i:j] {
					g.WriteRune(tile.MustParse(string(d) + string(s[j])).Glyph())
				}
				i = j
			}
			got, err := hand.Parse(g.String())
			require.NoError(t, err, "%q", g.String())
			require.Equal(t, h, got, "%q", g.String())
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"123m456p789s11122z", "123m456p11z / 555z [1111m] 5555z+@E 123s@N", "123m456p789s1122z 15f",
		"1m / 111m 2222m 3333m 456p", "", " ", "123m456p789s1122z  555z", "11111m", "[123m]", "1z+@Q",
		"340m406p789s11122z", "11z / 5505p 0550m+@E 406s 789m", "0z", "00000m", "123m406p11z / [0000s] 406m@W",
		"123m 456p 789s 11222z", "1122z 123m 456p 789s", "1122z / 123m 456p 789s", "123M456P789S11Z / 555Z",
		"🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀 / [🀆🀆🀆🀆] 🀢", "123m456p11z 555z [1111m]", "1m / 2m / 3m", "11z /",
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
		// Whitespace never changes the meaning: a second space next to each space reads the same.
		wide, err := hand.Parse(strings.ReplaceAll(s, " ", "  "))
		require.NoError(t, err)
		require.Equal(t, h, wide)
		// UnmarshalText reads what Parse reads as Parse does.
		if len(s) <= 256 && s != "" { // the longest text UnmarshalText reads
			var u hand.Hand
			require.NoError(t, u.UnmarshalText([]byte(s)))
			require.Equal(t, h, u)
		}
		_ = h.Shanten(hand.Options{})
		_ = mustWaits(h, hand.Options{})
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

// mustWaits is h.Waits(o), with the empty set for a hand of another size than 13. It panics unless
// Waits returns an error exactly for those hands, wrapping ErrSize, with the empty set.
func mustWaits(h hand.Hand, o hand.Options) tile.Set {
	w, err := h.Waits(o)
	if (err != nil) != (h.Size() != 13) || err != nil && (!errors.Is(err, hand.ErrSize) || w != 0) {
		panic(fmt.Sprintf("Waits of %v (size %d): %v, %v", h, h.Size(), w, err))
	}
	return w
}
