package mahjong_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

var (
	// quoted finds the backticked and double-quoted spans of a text.
	quoted = regexp.MustCompile("`([^`\n]+)`|\"([^\"\n]+)\"")
	// notationLike is a span made only of notation characters: digits, suit letters, spaces, the
	// brackets of a concealed kong, the '+' of an added kong, "@" with a seat letter and the '/' before
	// a hand's declared melds.
	notationLike = regexp.MustCompile(`^[0-9mpszf \[\]+@ESWN/]+$`)
	// tileGroup is a digit followed by a suit letter: a span holding one is a notation example.
	tileGroup = regexp.MustCompile(`[0-9][mpszf]`)
)

// notationExamples returns the notation examples of a text: every backticked or double-quoted span
// that holds only notation characters and at least one tile.
func notationExamples(text string) []string {
	var out []string
	for _, m := range quoted.FindAllStringSubmatch(text, -1) {
		s := m[1] + m[2]
		if notationLike.MatchString(s) && tileGroup.MatchString(s) {
			out = append(out, s)
		}
	}
	return out
}

// parseNotation parses one example the way a reader would paste it: text with a space or the meld mark
// '/' is a whole hand (hand.Parse), a single token with a meld mark ('[', '+' or '@') is a meld (meld.Parse), and anything
// else is a list of tiles (tile.ParseTiles).
func parseNotation(s string) error {
	switch {
	case strings.ContainsAny(s, " /"):
		_, err := hand.Parse(s)
		return err
	case strings.ContainsAny(s, "[+@"):
		_, err := meld.Parse(s)
		return err
	}
	_, err := tile.ParseTiles(s)
	return err
}

// TestNotationExamplesParse parses every notation example of README.md and doc.go, so an example that
// fails when pasted (such as a hand with five copies of a tile) fails here.
func TestNotationExamplesParse(t *testing.T) {
	for _, file := range []string{"README.md", "doc.go"} {
		b, err := os.ReadFile(file)
		require.NoError(t, err)
		examples := notationExamples(string(b))
		require.NotEmpty(t, examples, "%s has no notation example: the extractor is broken", file)
		for _, ex := range examples {
			assert.NoError(t, parseNotation(ex), "%s: notation example %q", file, ex)
		}
	}
}

// TestNotationExamplesChecker checks the extractor and the parser choice on made-up text, including the
// README's old example with five 1m, which must fail.
func TestNotationExamplesChecker(t *testing.T) {
	text := "A hand `123m456p11z / 555z [1111m] 15f`, a meld `5555z+@W`, tiles \"19m19p\", a seat `@W`, " +
		"a word \"Numbers\", a command `go test -race ./...`, a range `1z`..`7z`."
	examples := notationExamples(text)
	assert.Equal(t, []string{"123m456p11z / 555z [1111m] 15f", "5555z+@W", "19m19p", "1z", "7z"}, examples)

	require.Error(t, parseNotation("123m456p11z / 555z [1111m] 15f"), "five copies of 1m")
	require.Error(t, parseNotation("5555z+@X"), "not a seat")
	require.Error(t, parseNotation("0z"), "not a rank (0 is a red five, of a number suit only)")
	require.NoError(t, parseNotation("0m"), "a red five")
	require.NoError(t, parseNotation("234m456p11z / 555z [1111m] 15f"))
	require.NoError(t, parseNotation("5555z+@W"))
	require.NoError(t, parseNotation("19m19p"))
}
