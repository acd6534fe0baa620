package game_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
)

// The game's enums write their names in JSON and read back names and, as records written with numbers
// did, numbers in range; anything else is an error wrapping the package's sentinel.
func TestEnumJSON(t *testing.T) {
	t.Run("ActionKind", func(t *testing.T) {
		for k := game.NoAction; k <= game.SetAside; k++ {
			b, err := json.Marshal(k)
			require.NoError(t, err)
			assert.Equal(t, strconv.Quote(k.String()), string(b))
			for _, in := range []string{string(b), strconv.Itoa(int(k))} {
				var got game.ActionKind
				require.NoError(t, json.Unmarshal([]byte(in), &got), in)
				assert.Equal(t, k, got, in)
			}
		}
		for _, in := range []string{`11`, `255`, `-1`, `1.5`, `"fly"`, `""`, `"11"`, `true`, `[1]`} {
			got := game.Pass
			err := json.Unmarshal([]byte(in), &got)
			require.ErrorIs(t, err, game.ErrInvalid, in)
			assert.Equal(t, game.Pass, got, in)
		}
	})
	t.Run("Phase", func(t *testing.T) {
		for p := game.PhaseNone; p <= game.PhaseOver; p++ {
			b, err := json.Marshal(p)
			require.NoError(t, err)
			assert.Equal(t, strconv.Quote(p.String()), string(b))
			for _, in := range []string{string(b), strconv.Itoa(int(p))} {
				var got game.Phase
				require.NoError(t, json.Unmarshal([]byte(in), &got), in)
				assert.Equal(t, p, got, in)
			}
		}
		for _, in := range []string{`7`, `300`, `"later"`, `{}`} {
			got := game.PhaseTurn
			require.ErrorIs(t, json.Unmarshal([]byte(in), &got), game.ErrRecord, in)
			assert.Equal(t, game.PhaseTurn, got, in)
		}
	})
	t.Run("EventKind", func(t *testing.T) {
		last := game.EventNone
		for ; !strings.HasPrefix((last + 1).String(), "game."); last++ {
		}
		for k := game.EventNone; k <= last; k++ {
			b, err := json.Marshal(k)
			require.NoError(t, err)
			assert.Equal(t, strconv.Quote(k.String()), string(b))
			for _, in := range []string{string(b), strconv.Itoa(int(k))} {
				var got game.EventKind
				require.NoError(t, json.Unmarshal([]byte(in), &got), in)
				assert.Equal(t, k, got, in)
			}
		}
		for _, in := range []string{strconv.Itoa(int(last) + 1), `"deals"`, `-3`} {
			got := game.EventWin
			require.ErrorIs(t, json.Unmarshal([]byte(in), &got), game.ErrRecord, in)
			assert.Equal(t, game.EventWin, got, in)
		}
	})
	// An event log and a view round-trip through JSON with names.
	g := playRandom(t, rulesOf(t, "sichuan"), 3)
	b, err := json.Marshal(g.Events())
	require.NoError(t, err)
	var evs []game.Event
	require.NoError(t, json.Unmarshal(b, &evs))
	assert.Equal(t, g.Events(), evs)
	assert.Contains(t, string(b), `"kind":"discard"`)
}

var kindField = regexp.MustCompile(`"kind": "([a-z-]+)"`)

// numeric rewrites every action kind of a record as its number.
func numeric(t *testing.T, b []byte) []byte {
	return kindField.ReplaceAllFunc(b, func(m []byte) []byte {
		var k game.ActionKind
		require.NoError(t, k.UnmarshalText(kindField.FindSubmatch(m)[1]))
		return []byte(`"kind": ` + strconv.Itoa(int(k)))
	})
}

// Games and sessions saved by the module before this version (testdata/records, written by the code of
// the first release of the game package) still load, with kinds written as names or as numbers, and
// save back to records that load to the same game or session.
func TestOldRecordsLoad(t *testing.T) {
	games, err := filepath.Glob("testdata/records/game-*.json")
	require.NoError(t, err)
	require.NotEmpty(t, games)
	for _, path := range games {
		old, err := os.ReadFile(path)
		require.NoError(t, err)
		var g game.Game
		require.NoError(t, json.Unmarshal(old, &g), path)
		require.NotEmpty(t, g.Actions(), path)
		var n game.Game
		num := numeric(t, old)
		require.NotEqual(t, string(old), string(num))
		require.NoError(t, json.Unmarshal(num, &n), path)
		sameGame(t, &g, &n)
		saveLoad(t, g.Rules(), &g)
	}
	sessions, err := filepath.Glob("testdata/records/session-*.json")
	require.NoError(t, err)
	require.NotEmpty(t, sessions)
	for _, path := range sessions {
		old, err := os.ReadFile(path)
		require.NoError(t, err)
		var s game.Session
		require.NoError(t, json.Unmarshal(old, &s), path)
		require.NotNil(t, s.Current(), path)
		var n game.Session
		require.NoError(t, json.Unmarshal(numeric(t, old), &n), path)
		requireSameSession(t, &s, &n)
		var again game.Session
		require.NoError(t, json.Unmarshal([]byte(sessionJSON(t, &s)), &again), path)
		requireSameSession(t, &s, &again)
	}
}
