package game_test

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// repeated returns open, then n copies of elem separated by commas, then close.
func repeated(open, elem, close string, n int) []byte {
	var b bytes.Buffer
	b.WriteString(open)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(elem)
	}
	b.WriteString(close)
	return b.Bytes()
}

// TestHostileRecordsAllocateLittle: loading a hostile game or session record of about 1 MB (a
// million-number wall, a flood of empty actions or summaries, summaries with huge lists of discards,
// wins or kongs, deep nesting, a long name) allocates at most a few times its size, because every list
// is bounded by what the rules allow before it is decoded; each is refused with ErrRecord. The worst
// ratio is logged. (Before the bounds, the million-number wall alone allocated about 45 times its
// size.)
func TestHostileRecordsAllocateLittle(t *testing.T) {
	const n = 1 << 19
	r := rulesOf(t, "classic")
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(1)})
	require.NoError(t, err)
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(1), Dealer: tile.SeatEast})
	require.NoError(t, err)
	var rec map[string]any
	require.NoError(t, json.Unmarshal([]byte(sessionJSON(t, s)), &rec))
	src, _ := json.Marshal(rec["source"])
	session := func(summaries []byte) []byte {
		return append(append([]byte(`{"variant":"classic","config":{"seed":"`+wall.SeedOf(1).String()+`","dealer":"E"},"source":`+
			string(src)+`,"state":{"dealer":"E","hands":1},"scores":[2000,2000,2000,2000],"summaries":`), summaries...), '}')
	}
	hand := func(field string, list []byte) []byte {
		return append(append([]byte(`{"variant":"classic","config":{"dealer":"E","seed":"`+g.Config().Seed.String()+`"`+field),
			list...), []byte(`}`)...)
	}
	played, _ := savedSession(t)
	real, err := json.Marshal(played.Summaries()[0])
	require.NoError(t, err)
	summary := `{"dealer":"E","wins":[],"exhausted":true,"hands":["","","",""],"missing":["","","",""],` +
		`"discards":[[],[],[],[]],"taken":[[],[],[],[]],"kongs":[]}`
	inputs := map[string][]byte{
		"a million-number wall": hand(`,"wall":`, repeated("[", "1", "]}", n)),
		"a flood of actions":    append(hand(`},"actions":`, repeated("[", "{}", "]", n/2)), '}'),
		"a flood of action tiles": append(hand(`},"actions":`, repeated(`[{"kind":"exchange","seat":"E","tiles":`,
			`"1m"`, `]}]`, n/5)), '}'),
		"a flood of bare summaries":  session(repeated("[", `{"dealer":"E"}`, "]", n/14)),
		"a flood of empty summaries": session(repeated("[", `{}`, "]", n/2)),
		"a flood of full summaries":  session(repeated("[", summary, "]", n/len(summary))),
		"a flood of real summaries":  session(repeated("[", string(real), "]", n/len(real))),
		"a summary with a million discards": session([]byte(`[{"dealer":"E","discards":[` +
			string(repeated("[", `"1m"`, "]", n/5)) + `]}]`)),
		"a summary with a million wins":  session(repeated(`[{"dealer":"E","wins":`, "{}", "]}]", n/2)),
		"a summary with a million kongs": session(repeated(`[{"dealer":"E","kongs":`, "{}", "]}]", n/2)),
		"deep nesting":                   session([]byte(strings.Repeat("[", n) + strings.Repeat("]", n))),
		"a long variant name":            []byte(`{"variant":"` + strings.Repeat("x", 2*n) + `"}`),
		"a flood of unknown keys":        repeated(`{"variant":"classic",`, `"x":[1,2]`, `}`, n/9),
	}
	worst := 0.0
	for name, b := range inputs {
		for _, load := range []struct {
			how string
			f   func() error
		}{
			{"Load", func() error { _, err := game.Load(r, b); return err }},
			{"LoadSession", func() error { _, err := game.LoadSession(r, b); return err }},
			{"Session.UnmarshalJSON", func() error { var s game.Session; return s.UnmarshalJSON(b) }},
			{"json.Unmarshal into a Game", func() error { var g game.Game; return json.Unmarshal(b, &g) }},
		} {
			var err error
			a := allocated(func() { err = load.f() })
			// A session's record is read as a game's too (its extra fields ignored); so loads as a game
			// of a session with a good hand in play may succeed.
			gameShaped := !strings.Contains(string(b[:min(len(b), 300)]), `"source"`)
			if name != "a flood of real summaries" && (gameShaped || load.how == "LoadSession" || load.how == "Session.UnmarshalJSON") {
				require.Error(t, err, "%s: %s", name, load.how)
				if !strings.HasPrefix(load.how, "json") {
					require.ErrorIs(t, err, game.ErrRecord, "%s: %s", name, load.how)
				}
			}
			ratio := float64(a) / float64(len(b))
			worst = max(worst, ratio)
			assert.LessOrEqual(t, ratio, 10.0, "%s: %s allocates %d bytes for %d", name, load.how, a, len(b))
		}
	}
	t.Logf("worst allocation: %.2f times the input", worst)
}
