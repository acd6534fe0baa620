package score_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

func TestIndicators(t *testing.T) {
	in, err := score.IndicatorsOf(tile.Circle9, tile.East)
	require.NoError(t, err)
	assert.Equal(t, 2, in.Len())
	assert.Equal(t, "9p1z", in.String())
	var back score.Indicators
	require.NoError(t, back.UnmarshalText([]byte("9p1z")))
	assert.Equal(t, in, back)
	assert.Equal(t, 0, score.Indicators{}.Len())

	_, err = score.IndicatorsOf(tile.Character1, tile.Character1, tile.Character1, tile.Character1, tile.Character1, tile.Character1)
	require.ErrorIs(t, err, score.ErrContext)
	_, err = score.IndicatorsOf(tile.Flower1)
	require.ErrorIs(t, err, score.ErrContext)
	require.ErrorIs(t, score.Indicators{tile.None, tile.East}.Validate(), score.ErrContext)
	require.ErrorIs(t, score.Indicators{tile.Flower2}.Validate(), score.ErrContext)
	require.ErrorIs(t, back.UnmarshalText([]byte("1m2m3m4m5m6m")), score.ErrContext)
	require.ErrorIs(t, back.UnmarshalText([]byte("1x")), score.ErrContext)
	assert.Equal(t, in, back, "unchanged after errors")

	w := score.WinContext{Source: score.Wall, Winning: tile.East, Indicators: in, Counters: 2, Deposits: 1, FirstDraw: true}
	b, err := json.Marshal(w)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"indicators":"9p1z"`)
	assert.NotContains(t, string(b), "hiddenIndicators")
	var w2 score.WinContext
	require.NoError(t, json.Unmarshal(b, &w2))
	assert.Equal(t, w, w2)
}

// TestIndicatorsText: the text form of any valid indicators parses back to them.
func TestIndicatorsText(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ts := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) tile.Tile {
			return tile.Tile(rapid.IntRange(int(tile.Character1), int(tile.Red)).Draw(t, "t"))
		}), 0, len(score.Indicators{})).Draw(t, "tiles")
		in, err := score.IndicatorsOf(ts...)
		require.NoError(t, err)
		b, err := in.MarshalText()
		require.NoError(t, err)
		var back score.Indicators
		require.NoError(t, back.UnmarshalText(b))
		require.Equal(t, in.Len(), back.Len())
		// The text keeps each tile; grouped forms may reorder equal-suit runs, the multiset stays.
		require.ElementsMatch(t, in[:in.Len()], back[:back.Len()])
	})
}

func TestResultStringHanFu(t *testing.T) {
	r := score.Result{Variant: "riichi", Hand: "x", Items: []score.Item{{Name: "riichi", Unit: score.Han, Value: 1}},
		Han: 1, Fu: 30, Raw: 240, Value: 240, Limit: "", Collected: 1000}
	s := r.String()
	assert.Contains(t, s, "1 han 30 fu: basic points 240: worth 240")
	assert.Contains(t, s, "from the table: 1000")
}
