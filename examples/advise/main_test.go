package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

func output(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(args, &out))
	return out.String()
}

// The example: a 13-tile hand one from ready, two East winds seen. A third East makes a pung
// (no copy left), a second South or West a pair.
func TestAcceptanceOutput(t *testing.T) {
	got := output(t, "-hand", "123m456p789s1123z", "-visible", "1z1z")
	assert.Equal(t, `hand 123m456p789s1123z: 13 tiles, shanten 1
seen: 11z
accepts 3 kinds, 6 tiles live:
  1z  0 live
  2z  3 live
  3z  3 live
`, got)
}

// A Sichuan hand holding a tile of its missing suit: discarding it leaves the hand ready on 1s or 5s.
func TestDiscardTableOutput(t *testing.T) {
	got := output(t, "-hand", "1m123p456p789s1155s", "-variant", "sichuan", "-missing", "m")
	lines := strings.Split(got, "\n")
	require.GreaterOrEqual(t, len(lines), 4)
	assert.Equal(t, "hand 1m123456p1155789s: 14 tiles, shanten 0", lines[0])
	assert.Equal(t, "discard  shanten  live  accepts", lines[1])
	assert.Equal(t, "1m             0     4  1s×2 5s×2", lines[2])
	// The 5s cut is seen: of its four copies one stays in the hand and one lies in the river.
	assert.Equal(t, "5s             1    19  1s×2 3s×4 4s×4 5s×2 6s×4 7s×3", lines[3])
	assert.Len(t, lines, 2+12+1, "one line per distinct discard") // 12 kinds, and the final newline
	for _, l := range lines[2:] {
		assert.NotContains(t, l, "m×", "a missing-suit tile accepted: %q", l)
	}
}

// The 14-tile case: with 1z 1z seen, cutting 1m leaves 1m with 3 live (the one cut is seen),
// 16 in all, as Tenhou's and mahjong-helper's tables show.
func TestDiscardCountsTileCut(t *testing.T) {
	got := output(t, "-hand", "123m456p789s11234z", "-visible", "1z1z")
	assert.Contains(t, got, "\n1m             2    16  1m×3 4m×4 1z×0 2z×3 3z×3 4z×3\n")
	assert.Contains(t, got, "\n4p             2    16  4p×3 7p×4 1z×0 2z×3 3z×3 4z×3\n")
	// The same as the acceptance of the hand left, with the 1m among the tiles seen.
	after := output(t, "-hand", "23m456p789s11234z", "-visible", "1z1z1m")
	assert.Contains(t, after, "accepts 6 kinds, 16 tiles live:\n  1m  3 live\n  4m  4 live\n")
}

// With -improve, a discard that keeps the hand ready lists the draws that widen its wait: after
// discarding 6z the hand waits on 2m or 5z (four live); drawing 3m and discarding 2m waits on 1m or 4m.
func TestImprovementOutput(t *testing.T) {
	got := output(t, "-hand", "22m345p678s55z6z / 777z", "-improve")
	lines := strings.Split(got, "\n")
	require.GreaterOrEqual(t, len(lines), 4)
	assert.Equal(t, "6z             0     4  2m×2 5z×2", lines[2])
	assert.Equal(t, "                     4  improved by 3m", lines[3])
	assert.Equal(t, 1, strings.Count(got, "improved by"))
}

// With -glyphs no tile is written in the notation.
func TestGlyphOutput(t *testing.T) {
	got := output(t, "-hand", "1m123p456p789s1155s", "-variant", "sichuan", "-missing", "m", "-glyphs")
	lines := strings.Split(got, "\n")
	assert.Equal(t, "hand "+string(tile.Character1.Glyph())+"🀙🀚🀛🀜🀝🀞🀐🀐🀔🀔🀖🀗🀘: 14 tiles, shanten 0", lines[0])
	assert.True(t, strings.HasPrefix(lines[2], string(tile.Character1.Glyph())))
	for _, l := range lines[2:] {
		for _, suit := range []string{"m×", "p×", "s×", "z×"} {
			assert.NotContains(t, l, suit)
		}
	}
}

// -h prints the flags and an example and exits 0; a bad flag exits 2.
func TestHelp(t *testing.T) {
	for _, h := range []string{"-h", "-help"} {
		var out bytes.Buffer
		err := run([]string{h}, &out)
		require.ErrorIs(t, err, errHelp)
		assert.Equal(t, 0, exitCode(err))
		assert.Contains(t, out.String(), "go run ./examples/advise -hand 123m456p789s1123z -visible 1z1z")
		assert.Contains(t, out.String(), "-missing")
	}
	assert.Equal(t, 2, exitCode(run([]string{"-x"}, new(bytes.Buffer))))
	assert.Equal(t, 0, exitCode(nil))
}

// -missing takes the suit letters and the suit names, as the score example does.
func TestMissingSpellings(t *testing.T) {
	want := output(t, "-hand", "1m123p456p789s1155s", "-variant", "sichuan", "-missing", "m")
	for _, name := range []string{"characters", "m"} {
		assert.Equal(t, want, output(t, "-hand", "1m123p456p789s1155s", "-variant", "sichuan", "-missing", name), name)
	}
}

// With -glyphs a hand with melds is written with the mark and the meld marks, and reads back.
func TestGlyphHandReadsBack(t *testing.T) {
	got := output(t, "-hand", "22m345p678s55z6z / 777z@W", "-glyphs")
	first := strings.SplitN(got, "\n", 2)[0]
	text := strings.TrimSuffix(strings.TrimPrefix(first, "hand "), ": 14 tiles, shanten 0")
	require.NotEqual(t, first, text, first)
	assert.Contains(t, text, " / ")
	h, err := hand.Parse(text)
	require.NoError(t, err, text)
	assert.Equal(t, hand.MustParse("22m345p678s55z6z / 777z@W"), h)
}

func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		args []string
		want error
	}{
		{"no hand", nil, errUsage},
		{"argument", []string{"-hand", "123m456p789s1123z", "extra"}, errUsage},
		{"unknown flag", []string{"-hand", "123m456p789s1123z", "-x"}, errUsage},
		{"bad hand", []string{"-hand", "123x"}, hand.ErrSyntax},
		{"twelve tiles", []string{"-hand", "123m456p789s112z"}, hand.ErrSize},
		{"bad visible", []string{"-hand", "123m456p789s1123z", "-visible", "1q"}, tile.ErrSyntax},
		{"flower seen", []string{"-hand", "123m456p789s1123z", "-visible", "1f"}, errUsage},
		{"fifth copy seen", []string{"-hand", "123m456p789s1123z", "-visible", "111z"}, hand.ErrVisible},
		{"unknown variant", []string{"-hand", "123m456p789s1123z", "-variant", "nope"}, errUsage},
		{"bad missing suit", []string{"-hand", "123m456p789s1123z", "-missing", "z"}, errUsage},
		{"honours are no missing suit", []string{"-hand", "123m456p789s1123z", "-missing", "honors"}, errUsage},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(tt.args, &out)
			require.ErrorIs(t, err, tt.want)
		})
	}
}
