package game_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// dealerRules are the playable variants: every registered one and a riichi preset.
func dealerRules(t *testing.T) []variant.Rules {
	var out []variant.Rules
	for _, name := range variant.Names() {
		r, err := variant.Lookup(name)
		require.NoError(t, err, name)
		if r.Table() != (variant.Table{}) {
			out = append(out, r)
		}
	}
	return append(out, riichiRules(t, "tenhou"))
}

// A Config that names no dealer is refused, whatever else it sets: the dealer pays and is paid more,
// so it is never taken as East by default. The error wraps ErrInvalid and names the field.
func TestNewRefusesNoDealer(t *testing.T) {
	for _, r := range dealerRules(t) {
		for _, cfg := range []game.Config{
			{},
			{Seed: wall.SeedOf(7)},
			{Seed: wall.SeedOf(7), Scores: [4]int{100, -100}},
		} {
			g, err := game.New(r, cfg)
			require.ErrorIs(t, err, game.ErrInvalid, r.Name())
			assert.Nil(t, g)
			assert.Contains(t, err.Error(), "Config.Dealer", r.Name())
			cfg.Dealer = tile.SeatEast // the same config with a dealer deals
			_, err = game.New(r, cfg)
			require.NoError(t, err, r.Name())
		}
		for _, bad := range []tile.Seat{tile.Seat(5), tile.Seat(200)} {
			_, err := game.New(r, game.Config{Dealer: bad})
			require.ErrorIs(t, err, game.ErrInvalid, "%s dealer %d", r.Name(), bad)
			assert.Contains(t, err.Error(), "Config.Dealer")
		}
	}
}

// The seat Config.Dealer names deals: it is the game's dealer, holds the extra tile and acts first, and
// the hand's summary and every view name it.
func TestConfigDealerDeals(t *testing.T) {
	rs := dealerRules(t)
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(rs).Draw(t, "rules")
		d := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer"))
		g, err := game.New(r, game.Config{Dealer: d, Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
		require.NoError(t, err)
		assert.Equal(t, d, g.Dealer())
		assert.Equal(t, d, g.Config().Dealer)
		assert.Equal(t, d, g.Summary().Dealer)
		for s := range tile.Seats() {
			v := g.View(s)
			assert.Equal(t, d, v.Dealer)
			want := 13
			if s == d {
				want = 14
			}
			assert.Len(t, v.Concealed, want, "seat %v, dealer %v", s, d)
		}
	})
}

// A saved game whose configuration has no dealer (removed, or written as "-") does not load: it is
// refused with ErrRecord (wrapping ErrInvalid), not replayed with East dealing. The same record with
// its dealer loads.
func TestLoadRefusesNoDealer(t *testing.T) {
	for _, path := range []string{"testdata/records/game-classic.json", "testdata/records/game-sichuan.json"} {
		old, err := os.ReadFile(path)
		require.NoError(t, err)
		var g game.Game
		require.NoError(t, json.Unmarshal(old, &g), path)
		for _, edit := range []func(cfg map[string]json.RawMessage){
			func(cfg map[string]json.RawMessage) { delete(cfg, "dealer") },
			func(cfg map[string]json.RawMessage) { cfg["dealer"] = json.RawMessage(`"-"`) },
			func(cfg map[string]json.RawMessage) { cfg["dealer"] = json.RawMessage(`""`) },
		} {
			var rec map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(old, &rec))
			var cfg map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(rec["config"], &cfg))
			edit(cfg)
			b, err := json.Marshal(cfg)
			require.NoError(t, err)
			rec["config"] = b
			b, err = json.Marshal(rec)
			require.NoError(t, err)
			n, err := game.Load(g.Rules(), b)
			require.ErrorIs(t, err, game.ErrRecord, path)
			require.ErrorIs(t, err, game.ErrInvalid, path)
			assert.Nil(t, n)
			var viaJSON game.Game
			require.ErrorIs(t, json.Unmarshal(b, &viaJSON), game.ErrRecord, path)
		}
	}
}
