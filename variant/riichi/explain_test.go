package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestYakuNamesOnceWithDisplayNames: YakuNames lists each name once, and every yaku name and dora
// item a result prints has an English, a romaji and a Japanese display name.
func TestYakuNamesOnceWithDisplayNames(t *testing.T) {
	names := riichi.YakuNames()
	seen := map[string]bool{}
	for _, n := range append(names, "dora", "aka", "ura") {
		assert.False(t, seen[n], "%s listed twice", n)
		seen[n] = true
		d, ok := riichi.DisplayName(n)
		require.True(t, ok, n)
		assert.NotEmpty(t, d.English, n)
		assert.NotEmpty(t, d.Romaji, n)
		assert.Regexp(t, `^[a-z ]+$`, d.Romaji, n)
		assert.Regexp(t, `\p{Han}|\p{Katakana}`, d.Japanese, n)
	}
	d, _ := riichi.DisplayName("riichi")
	assert.Equal(t, riichi.YakuName{English: "Riichi", Romaji: "riichi", Japanese: "立直"}, d)
	d, _ = riichi.DisplayName("menzen-tsumo")
	assert.Equal(t, riichi.YakuName{English: "Fully concealed self-draw", Romaji: "menzen tsumo", Japanese: "門前清自摸和"}, d)
	_, ok := riichi.DisplayName("raw")
	assert.False(t, ok)

	// Every han and dora item of random wins has a display name.
	r := rules(t, "tenhou")
	for _, x := range randomWins(t, r, 200, 5) {
		res, err := r.Score(x.h, x.w)
		require.NoError(t, err)
		explain.Require(t, res)
		for _, it := range res.Items {
			if it.Unit == score.Han || it.Unit == score.Dora {
				_, ok := riichi.DisplayName(it.Name)
				assert.True(t, ok, it.Name)
			}
		}
	}
}

// TestExplanationShowsTheArithmetic: the explanation of a riichi tsumo goes from han and fu to the
// basic points, to each payment with its rounding, and to the sticks.
func TestExplanationShowsTheArithmetic(t *testing.T) {
	r := rules(t, "tenhou")
	w := riichi.WithFacts(riichi.Tsumo(S, E, tile.East, tile.Character4), riichi.Facts{Riichi: riichi.Riichi})
	w.Deposits = 1
	res, err := r.Score(winHand(t, "23m456m345p678s88s", "4m"), w)
	require.NoError(t, err)
	assert.Equal(t, "4 han 20 fu: basic points 20 × 2^(2+4) = 1280\n"+
		"tsumo: the dealer E pays 2 × 1280 = 2560, rounded up to 2600; each other player 1280, rounded up to 1300\n"+
		"riichi sticks: 1 × 1000 = 1000 from the table", res.Explanation)
	assert.Contains(t, res.String(), res.Explanation+"\n  E pays S 2600 (tsumo)")

	// Riichi declared but no stick to collect (another winner took them): explained, not silent.
	w.Deposits = 0
	res, err = r.Score(winHand(t, "23m456m345p678s88s", "4m"), w)
	require.NoError(t, err)
	assert.Contains(t, res.Explanation, "riichi declared, but no riichi sticks")
	assert.Zero(t, res.Collected)
}
