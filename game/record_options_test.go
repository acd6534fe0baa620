package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/wall"
)

// A saved game names its rules' options, so loading it rebuilds the same rules, and replaying it under
// other options is refused instead of silently scoring differently.
func TestRecordKeepsOptions(t *testing.T) {
	rules := mustRules(classic.New(classic.Options{Limit: 500, NoBonusTiles: true}))
	g, err := game.New(rules, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
	require.NoError(t, err)
	p := bot.NewGreedy(rules.Table())
	require.NoError(t, bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}))

	rec := g.Record()
	assert.JSONEq(t, `{"limit":500,"noBonusTiles":true}`, string(rec.Options))

	b, err := json.Marshal(g)
	require.NoError(t, err)
	var loaded game.Game
	require.NoError(t, json.Unmarshal(b, &loaded))
	assert.True(t, variant.SameOptions(rules, loaded.Rules()))
	assert.Equal(t, g.Ledger(), loaded.Ledger())
	assert.Equal(t, g.Events(), loaded.Events())

	def, _ := variant.Lookup("classic")
	_, err = game.Replay(def, rec)
	require.ErrorIs(t, err, game.ErrRecord)

	again, err := game.Replay(mustRules(classic.New(classic.Options{Limit: 500, NoBonusTiles: true})), rec)
	require.NoError(t, err)
	assert.Equal(t, g.Ledger(), again.Ledger())

	rec.Options = json.RawMessage(`{"limit":-1}`)
	_, err = game.Replay(rules, rec)
	require.ErrorIs(t, err, game.ErrRecord)
	require.ErrorIs(t, err, variant.ErrOptions)
}
