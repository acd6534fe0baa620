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

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// The game's enums write their names in JSON and read back names and, as records written with numbers
// did, numbers in range; anything else is an error wrapping the package's sentinel.
func TestEnumJSON(t *testing.T) {
	t.Run("ActionKind", func(t *testing.T) {
		// The names are the text of records: they never change.
		for k, name := range map[game.ActionKind]string{game.NoAction: "none", game.Exchange: "exchange",
			game.ChooseSuit: "choose-suit", game.Discard: "discard", game.Abort: "abort", game.SetAside: "set-aside",
			game.Pass: "pass", game.Chow: "chow", game.Pung: "pung", game.Kong: "kong", game.Win: "win"} {
			assert.Equal(t, name, k.String())
		}
		for k := game.NoAction; k <= game.Win; k++ {
			b, err := json.Marshal(k)
			require.NoError(t, err)
			assert.Equal(t, strconv.Quote(k.String()), string(b))
			var got game.ActionKind
			require.NoError(t, json.Unmarshal(b, &got), string(b))
			assert.Equal(t, k, got, string(b))
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

// oldActionKinds are the action kinds by the numbers records wrote before kinds had names, written out
// as those numbers: the numbering of the game package's first release, which a number in a record
// keeps meaning whatever the constants' values are now.
var oldActionKinds = map[int]game.ActionKind{
	0: game.NoAction, 1: game.Exchange, 2: game.ChooseSuit, 3: game.Discard, 4: game.Kong, 5: game.Win,
	6: game.Pass, 7: game.Chow, 8: game.Pung, 9: game.Abort, 10: game.SetAside,
}

// An action kind written as a number, in JSON or in text, reads as the kind that number meant in the
// records that wrote numbers: every old number, and nothing past them.
func TestOldActionKindNumbers(t *testing.T) {
	require.Len(t, oldActionKinds, int(game.Win)+1, "one old number for each kind")
	seen := map[game.ActionKind]bool{}
	for n, want := range oldActionKinds {
		require.False(t, seen[want], "%v has two old numbers", want)
		seen[want] = true
		var got, text game.ActionKind
		require.NoError(t, json.Unmarshal([]byte(strconv.Itoa(n)), &got), n)
		assert.Equal(t, want, got, "JSON %d", n)
		require.NoError(t, json.Unmarshal([]byte(strconv.Quote(strconv.Itoa(n))), &got), n)
		assert.Equal(t, want, got, "JSON %q", strconv.Itoa(n))
		require.NoError(t, text.UnmarshalText([]byte(strconv.Itoa(n))), n)
		assert.Equal(t, want, text, "text %d", n)
	}
	for _, in := range []string{`11`, `12`, `255`, `256`} {
		got := game.Chow
		require.ErrorIs(t, json.Unmarshal([]byte(in), &got), game.ErrInvalid, in)
		require.ErrorIs(t, got.UnmarshalText([]byte(in)), game.ErrInvalid, in)
		assert.Equal(t, game.Chow, got, in)
	}
	// A record of actions written with old numbers, with every kind that has one, reads to the actions
	// it meant.
	var as []game.Action
	require.NoError(t, json.Unmarshal([]byte(`[{"kind":4,"seat":"E","tile":"5m"},{"kind":5,"seat":"S"},`+
		`{"kind":6,"seat":"W"},{"kind":7,"seat":"N","tile":"3p","chow":"2p"},{"kind":8,"seat":"E","tile":"9s"},`+
		`{"kind":9,"seat":"S"},{"kind":10,"seat":"W","tile":"4z"},{"kind":3,"seat":"N","tile":"1m"},`+
		`{"kind":2,"seat":"E","suit":"p"},{"kind":1,"seat":"S","tiles":["1m","2m","3m"]}]`), &as))
	kinds := make([]game.ActionKind, len(as))
	for i, a := range as {
		kinds[i] = a.Kind
	}
	assert.Equal(t, []game.ActionKind{game.Kong, game.Win, game.Pass, game.Chow, game.Pung, game.Abort,
		game.SetAside, game.Discard, game.ChooseSuit, game.Exchange}, kinds)
}

var kindField = regexp.MustCompile(`"kind": "([a-z-]+)"`)

// numeric rewrites every action kind of a record as the number records wrote for it.
func numeric(t *testing.T, b []byte) []byte {
	old := map[game.ActionKind]int{}
	for n, k := range oldActionKinds {
		old[k] = n
	}
	return kindField.ReplaceAllFunc(b, func(m []byte) []byte {
		var k game.ActionKind
		require.NoError(t, k.UnmarshalText(kindField.FindSubmatch(m)[1]))
		return []byte(`"kind": ` + strconv.Itoa(old[k]))
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

// Games with every kind of action, saved with the kinds written as the old numbers, load to the same
// games.
func TestOldNumbersLoadGames(t *testing.T) {
	seen := map[game.ActionKind]bool{}
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		r := rulesOf(t, name)
		for seed := range uint64(12) {
			g := playEager(t, r, seed)
			for _, a := range g.Actions() {
				seen[a.Kind] = true
			}
			b, err := json.MarshalIndent(g, "", " ")
			require.NoError(t, err)
			var n game.Game
			require.NoError(t, json.Unmarshal(numeric(t, b), &n), "%s seed %d", name, seed)
			sameGame(t, g, &n)
		}
	}
	for _, k := range []game.ActionKind{game.Exchange, game.ChooseSuit, game.Discard, game.Pass, game.Chow,
		game.Pung, game.Kong, game.Win} {
		assert.True(t, seen[k], "no %v played", k)
	}
}

// playEager plays a hand with greedy players, so that hands are won.
func playEager(t *testing.T, r variant.Rules, seed uint64) *game.Game {
	sc := r.Table().Scoring.StartingScore // riichi needs points to declare
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed), Scores: [4]int{sc, sc, sc, sc}})
	require.NoError(t, err)
	p := bot.NewGreedy(r.Table())
	require.NoError(t, bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}))
	return g
}

// The five kinds that answer a claim window are claim's kinds, and a set's claim is the meld it
// declares; no other kind is a claim.
func TestActionKindClaim(t *testing.T) {
	want := map[game.ActionKind]claim.Kind{game.Pass: claim.Pass, game.Chow: claim.Chow, game.Pung: claim.Pung,
		game.Kong: claim.Kong, game.Win: claim.Win}
	for n := range 256 {
		k := game.ActionKind(n)
		c, ok := k.Claim()
		w, isClaim := want[k]
		require.Equal(t, isClaim, ok, "%v", k)
		if ok {
			assert.Equal(t, w, c, "%v", k)
			assert.Equal(t, k.String(), c.String(), "the claim's name is the kind's")
		}
	}
	for k, m := range map[game.ActionKind]meld.Kind{game.Chow: meld.Chow, game.Pung: meld.Pung, game.Kong: meld.Kong} {
		c, _ := k.Claim()
		assert.Equal(t, m, meld.Kind(c), "%v", k)
	}
}
