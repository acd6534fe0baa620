package hand_test

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// TestFromCountsNeverWraps: 254 concealed copies plus a kong used to count as 2 (uint8 wrap), giving a
// hand whose Shanten was -1 while IsWin was false.
func TestFromCountsNeverWraps(t *testing.T) {
	kong := meld.MustNew(meld.Kong, tile.Character1)
	for _, n := range []uint8{5, 200, 252, 254, 255} {
		var c tile.Counts
		c[tile.Character1] = n
		_, err := hand.FromCounts(c, []meld.Meld{kong}, 0)
		require.ErrorIs(t, err, hand.ErrTooMany, "%d concealed copies", n)
		_, err = hand.FromCounts(c, nil, 0)
		require.ErrorIs(t, err, hand.ErrTooMany, "%d concealed copies", n)
	}
	// The reported case: 254 concealed 1m, twelve more tiles and a kong of 1m. The concealed total
	// (266) and the 1m count with the kong (258) both wrapped in a uint8, to a 13-size hand holding
	// "two" 1m, with Shanten -1 and IsWin false.
	c := tile.CountsOf(tile.MustParseTiles("234567m234567p"))
	c[tile.Character1] = 254
	_, err := hand.FromCounts(c, []meld.Meld{kong}, 0)
	require.ErrorIs(t, err, hand.ErrTooMany)

	// CountsOf saturates, so a long slice of one kind is refused too.
	ts := make([]tile.Tile, 268)
	for i := range ts {
		ts[i] = tile.East
	}
	_, err = hand.FromCounts(tile.CountsOf(ts), nil, 0)
	require.ErrorIs(t, err, hand.ErrTooMany)
	_, err = hand.New(ts, nil, nil)
	require.ErrorIs(t, err, hand.ErrTooMany)
}

// garbage is a megabyte of bytes that no notation accepts.
var garbage = strings.Repeat("\xff", 1<<20)

// hostile inputs of about a megabyte each: every parser path must refuse them cheaply.
var hostile = map[string]string{
	"bytes":          garbage,
	"spaces":         strings.Repeat(" ", 1<<20),
	"digits":         strings.Repeat("1", 1<<20) + "m",
	"tiles then bad": strings.Repeat("1m", 1<<19) + "x",
	"many melds":     "1m /" + strings.Repeat(" 111z", 1<<18),
	"many bonus":     "123m456p789s1122z /" + strings.Repeat(" 1f", 1<<18),
	"long meld":      "1m / " + strings.Repeat("5", 1<<20) + "m",
	"long bonus":     "1m / " + strings.Repeat("1", 1<<20) + "f",
	"many groups":    "1m" + strings.Repeat(" 1f", 1<<18),
	"many marks":     "1m" + strings.Repeat(" / 111z", 1<<18),
	"glyph melds":    "1m /" + strings.Repeat(" 🀀🀀🀀", 1<<18),
	"long seat":      "1m 555z@" + strings.Repeat("E", 1<<20),
	"many zeros":     strings.Repeat("0", 1<<20) + "p",
}

// allocBytes returns the bytes f allocates per call, averaged over n calls.
func allocBytes(n int, f func()) float64 {
	f()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range n {
		f()
	}
	runtime.ReadMemStats(&after)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
}

// TestParseGarbageIsCheap: a megabyte of hostile text is refused with a short error (the input quoted
// once, at most 64 bytes of it) and allocates under 4 KB. It allocated 79 MB and returned an 8 MB
// error before.
func TestParseGarbageIsCheap(t *testing.T) {
	for name, s := range hostile {
		t.Run(name, func(t *testing.T) {
			_, err := hand.Parse(s)
			require.Error(t, err)
			var pe *hand.ParseError
			require.ErrorAs(t, err, &pe)
			msg := err.Error()
			assert.Less(t, len(msg), 600, msg)
			assert.Equal(t, 1, strings.Count(msg, "bytes)"), "the input is quoted once: %s", msg)
			assert.Less(t, allocBytes(10, func() { _, _ = hand.Parse(s) }), 4096.0)
		})
	}
	var h hand.Hand
	err := h.UnmarshalText([]byte(garbage))
	require.ErrorIs(t, err, hand.ErrSyntax)
	assert.Less(t, len(err.Error()), 600)
	b := []byte(garbage)
	assert.Less(t, allocBytes(10, func() { _ = h.UnmarshalText(b) }), 4096.0)
	assert.Equal(t, hand.Hand{}, h, "unchanged on error")
	js, err := json.Marshal(garbage)
	require.NoError(t, err)
	require.Error(t, json.Unmarshal(js, &h))
}

// TestParseErrorSentinels: the errors keep wrapping the sentinels of hand and of the package that
// found the problem.
func TestParseErrorSentinels(t *testing.T) {
	_, err := hand.Parse(garbage)
	require.ErrorIs(t, err, hand.ErrSyntax)
	require.ErrorIs(t, err, tile.ErrSyntax)
	var tpe *tile.ParseError
	require.ErrorAs(t, err, &tpe)
	_, err = hand.Parse("123m / 12x")
	require.ErrorIs(t, err, hand.ErrSyntax)
	require.ErrorIs(t, err, meld.ErrInvalid)
	var pe *hand.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 9, pe.Offset, "the x")
	_, err = hand.Parse(hostile["many melds"])
	require.ErrorIs(t, err, hand.ErrSize)
	_, err = hand.Parse(hostile["many bonus"])
	require.ErrorIs(t, err, hand.ErrTooMany)
	_, err = hand.Parse(hostile["digits"])
	require.ErrorIs(t, err, hand.ErrSize)
	_, err = hand.Parse(hostile["many groups"])
	require.ErrorIs(t, err, hand.ErrSize)
	_, err = hand.Parse("123m456p789s1122z 1f 1f")
	require.ErrorIs(t, err, hand.ErrTooMany)
}

func BenchmarkParseGarbage(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = hand.Parse(garbage)
	}
}

func BenchmarkParseHostile(b *testing.B) {
	for name, s := range hostile {
		b.Run(strings.ReplaceAll(name, " ", "-"), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_, _ = hand.Parse(s)
			}
		})
	}
}

func TestArrangementString(t *testing.T) {
	assert.Equal(t, "-", hand.Arrangement{}.String())
	h := hand.MustParse("123m456p11z / 789s@N 555z")
	as := h.Arrangements()
	require.Len(t, as, 1)
	assert.Equal(t, "789s@N 555z [123m] [456p] [11z]", as[0].String())
	h = hand.MustParse("11122233344455m")
	var got []string
	for a := range h.AllArrangements() {
		got = append(got, a.String())
	}
	assert.Contains(t, got, "[111m] [222m] [333m] [444m] [55m]")
	assert.Contains(t, got, "[123m] [123m] [123m] [444m] [55m]")
}
