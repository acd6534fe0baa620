package mjai

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// Append is the writer on a byte slice.
func Append(dst []byte, g *interop.Game) ([]byte, error) {
	return track.Append(dst, g, fmtMjai, appendLog)
}

// TenhouRules is the riichi variant under Tenhou's preset, the rules of every test match.
func TenhouRules(t testing.TB) variant.Rules {
	o, err := riichi.Preset("tenhou")
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	return r
}

// TenhouGreedy is [TenhouRules] and the library's greedy bot at its table.
func TenhouGreedy(t testing.TB) (variant.Rules, bot.Player) {
	r := TenhouRules(t)
	return r, bot.NewGreedy(r.Table())
}

// MatchSession is the session a [Match] of r deals from seed: East deals first.
func MatchSession(t testing.TB, r variant.Rules, seed uint64) *game.Session {
	sess, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(seed), Dealer: tile.SeatEast})
	require.NoError(t, err)
	return sess
}
