package game_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// lowerCamel is the form of every JSON key of a view.
var lowerCamel = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// viewKeys walks the JSON value v found at path and reports every rule a view's JSON must keep: keys in
// lower camel case, no null anywhere (a list is [] or left out), no number large enough to be a bit
// mask of tile kinds. It returns every key it met, with its path.
func viewKeys(t *testing.T, path string, v any, keys map[string]bool) {
	t.Helper()
	switch x := v.(type) {
	case nil:
		t.Errorf("%s is null", path)
	case map[string]any:
		for k, e := range x {
			if !lowerCamel.MatchString(k) {
				t.Errorf("%s.%s: key not in lower camel case", path, k)
			}
			keys[k] = true
			viewKeys(t, path+"."+k, e, keys)
		}
	case []any:
		for i, e := range x {
			viewKeys(t, fmt.Sprintf("%s[%d]", path, i), e, keys)
		}
	case float64:
		// A score is at most a few million; a set of kinds as a number is at least 2 (1m) and usually
		// far above 2^32. No count, score or die in a view comes near 2^31.
		if x >= 1<<31 {
			t.Errorf("%s = %v: a bit mask?", path, x)
		}
	}
}

// snapshotViews plays a hand of the variant at random and returns the JSON of the views of every seat
// (and of no seat) at the start, in each phase met, and at the end.
func snapshotViews(t *testing.T, name string, seed uint64) [][]byte {
	t.Helper()
	r := rulesOf(t, name)
	start := max(r.Table().Scoring.StartingScore, 25000)
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed),
		Scores: [tile.NumSeats]int{start, start, start, start}})
	require.NoError(t, err)
	var out [][]byte
	snap := func() {
		for _, s := range []tile.Seat{tile.NoSeat, tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth} {
			b, err := json.Marshal(g.View(s))
			require.NoError(t, err)
			out = append(out, b)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 5))
	seen := map[game.Phase]int{}
	for steps := 0; !g.Over(); steps++ {
		require.Less(t, steps, 5000)
		if seen[g.Phase()] < 2 || steps%40 == 0 {
			snap()
		}
		seen[g.Phase()]++
		var s tile.Seat
		for x := range g.Pending().All() {
			s = x
			break
		}
		legal := g.Legal(s)
		a := legal[rng.IntN(len(legal))]
		for _, l := range legal {
			if l.Call || l.Kind == game.Win || l.Kind == game.Pung || l.Kind == game.Kong || l.Kind == game.Chow {
				a = l
			}
		}
		require.NoError(t, g.Apply(a), "%v", a)
	}
	snap()
	return out
}

// TestViewJSONForm (issue 19): the views of every variant, in every phase, marshal with keys in lower
// camel case, no null (empty lists are []), no bit mask as a number, the analysis options' kinds as a
// list of tiles, and riichi's and classic's views without Sichuan's exchange direction.
func TestViewJSONForm(t *testing.T) {
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		t.Run(name, func(t *testing.T) {
			direction := false
			for seed := range uint64(4) {
				for _, b := range snapshotViews(t, name, seed) {
					var v any
					require.NoError(t, json.Unmarshal(b, &v))
					keys := map[string]bool{}
					viewKeys(t, "view", v, keys)
					m := v.(map[string]any)
					for _, k := range []string{"concealed", "tiles", "wins", "payments", "legal", "players"} {
						assert.IsType(t, []any{}, m[k], "%s is a list", k)
					}
					for _, p := range m["players"].([]any) {
						assert.IsType(t, []any{}, p.(map[string]any)["melds"])
						assert.IsType(t, []any{}, p.(map[string]any)["river"])
					}
					if o, ok := m["options"].(map[string]any)["kinds"]; ok {
						var kinds []tile.Tile
						require.NoError(t, json.Unmarshal(mustJSON(t, o), &kinds), "kinds is a list of tiles")
						assert.NotEmpty(t, kinds)
					}
					if name != "sichuan" {
						for _, k := range []string{"direction", "directionSet", "exchangeRolls", "passing", "missing",
							"chose", "passed", "missingSuit"} {
							assert.False(t, keys[k], "%s view with Sichuan's %q: %s", name, k, b)
						}
					}
					direction = direction || keys["direction"]

					var back game.View
					require.NoError(t, json.Unmarshal(b, &back))
					assert.Equal(t, m["directionSet"] == true, back.DirectionSet)
				}
			}
			assert.Equal(t, name == "sichuan", direction, "the direction is shown once known, where there is one")
		})
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// TestSetJSON: a set of kinds marshals as the list of its kinds and reads back; malformed lists are
// refused and leave the set unchanged.
func TestSetJSON(t *testing.T) {
	s := tile.SetOf(tile.Character1, tile.Circle9, tile.Red)
	b, err := json.Marshal(s)
	require.NoError(t, err)
	assert.JSONEq(t, `["1m","9p","7z"]`, string(b))
	var back tile.Set
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, s, back)
	b, err = json.Marshal(tile.Set(0))
	require.NoError(t, err)
	assert.Equal(t, `[]`, string(b))

	o, err := json.Marshal(hand.Options{Shapes: hand.Standard, Kinds: tile.SuitedKinds &^ tile.SetOf(tile.Bamboo1)})
	require.NoError(t, err)
	var om map[string]any
	require.NoError(t, json.Unmarshal(o, &om))
	assert.Len(t, om["kinds"], 26)
	assert.Equal(t, "standard", om["shapes"])
	var ob hand.Options
	require.NoError(t, json.Unmarshal(o, &ob))
	assert.Equal(t, hand.Options{Shapes: hand.Standard, Kinds: tile.SuitedKinds &^ tile.SetOf(tile.Bamboo1)}, ob)

	for _, bad := range []string{`34359738366`, `"1m"`, `["1m","1m"]`, `["0m"]`, `["-"]`, `[1]`, `["1M"]`,
		string(mustJSON(t, slices.Repeat([]string{"1m"}, 43)))} {
		got := s
		require.ErrorIs(t, json.Unmarshal([]byte(bad), &got), tile.ErrSyntax, bad)
		assert.Equal(t, s, got, bad)
	}
}
