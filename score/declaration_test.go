package score_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

func TestDeclarationKindText(t *testing.T) {
	for k := score.NotDeclared; k <= score.DeclaredFirst; k++ {
		b, err := k.MarshalText()
		require.NoError(t, err)
		assert.Equal(t, k.String(), string(b))
		var back score.DeclarationKind
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, k, back)
	}
	_, err := score.DeclarationKind(3).MarshalText()
	require.ErrorIs(t, err, score.ErrContext)
	assert.Equal(t, "score.DeclarationKind(3)", score.DeclarationKind(3).String())
	k := score.Declared
	err = k.UnmarshalText([]byte(strings.Repeat("x", 10000)))
	require.ErrorIs(t, err, score.ErrContext)
	assert.Less(t, len(err.Error()), 300, "a short quote")
	assert.Equal(t, score.Declared, k, "unchanged")
}

// declared is a win with every declaration fact set.
func declared() score.WinContext {
	return score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatSouth, Winning: tile.East,
		Source: score.Discard, Supplier: tile.SeatWest,
		Declaration: score.Declaration{Kind: score.DeclaredFirst, Uninterrupted: true, Open: true},
		FirstDraw:   true, BeforeFirstDraw: true, Furiten: true, OpenDealIn: true, DealerStreak: 9}
}

func TestWinContextJSONRoundTrip(t *testing.T) {
	w := declared()
	b, err := json.Marshal(w)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"declaration":{"kind":"first","uninterrupted":true,"open":true}`)
	assert.NotContains(t, string(b), "status")
	var back score.WinContext
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, w, back)

	b, err = json.Marshal(score.WinContext{Winner: tile.SeatEast, Winning: tile.East})
	require.NoError(t, err)
	assert.NotContains(t, string(b), "declaration", "no declaration, no key")
}

// TestWinContextLegacyStatus: the status number of older contexts reads as the facts it packed.
func TestWinContextLegacyStatus(t *testing.T) {
	for _, tt := range []struct {
		status int
		want   func(*score.WinContext)
	}{
		{0, func(*score.WinContext) {}},
		{1, func(w *score.WinContext) { w.Declaration.Kind = score.Declared }},
		{2 | 4, func(w *score.WinContext) {
			w.Declaration = score.Declaration{Kind: score.DeclaredFirst, Uninterrupted: true}
		}},
		{8, func(w *score.WinContext) { w.FirstDraw = true }},
		{16, func(w *score.WinContext) { w.BeforeFirstDraw = true }},
		{32, func(w *score.WinContext) { w.Furiten = true }},
		{1 | 64, func(w *score.WinContext) { w.Declaration = score.Declaration{Kind: score.Declared, Open: true} }},
		{128, func(w *score.WinContext) { w.OpenDealIn = true }},
		{15 << 8, func(w *score.WinContext) { w.DealerStreak = 15 }},
	} {
		var got score.WinContext
		in := `{"winner":"S","dealer":"E","source":"wall","winning":"1z","status":` + jsonInt(tt.status) + `}`
		require.NoError(t, json.Unmarshal([]byte(in), &got), in)
		want := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Source: score.Wall, Winning: tile.East}
		tt.want(&want)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{
		`{"status":3}`, `{"status":4096}`, `{"status":-1}`, `{"status":70000}`, `{"status":1.5}`,
		`{"status":"1"}`, `{"status":1,"furiten":true}`, `{"status":1,"declaration":{"kind":"declared"}}`,
		`{"declaration":{"kind":"` + strings.Repeat("y", 5000) + `"}}`,
	} {
		w := declared()
		err := json.Unmarshal([]byte(in), &w)
		require.Error(t, err, in)
		assert.Less(t, len(err.Error()), 400, "a short quote")
		assert.Equal(t, declared(), w, "unchanged after %s", in[:min(len(in), 40)])
	}
	for _, in := range []string{`{"status":3}`, `{"status":1,"furiten":true}`} {
		var w score.WinContext
		require.ErrorIs(t, json.Unmarshal([]byte(in), &w), score.ErrContext, in)
	}
}

func jsonInt(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestValidateDeclaration(t *testing.T) {
	base := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Winning: tile.East, Source: score.Wall}
	require.NoError(t, base.Validate())
	for _, edit := range []func(*score.WinContext){
		func(w *score.WinContext) { w.Declaration.Kind = 3 },
		func(w *score.WinContext) { w.Declaration.Uninterrupted = true },
		func(w *score.WinContext) { w.Declaration.Open = true },
		func(w *score.WinContext) { w.DealerStreak = -1 },
	} {
		w := base
		edit(&w)
		require.ErrorIs(t, w.Validate(), score.ErrContext, "%+v", w)
	}
}
