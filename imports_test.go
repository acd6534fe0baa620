package mahjong_test

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const module = "github.com/mahjong-go/mahjong"

// allowed lists, for each package, the module packages it may import. Lower packages never import
// higher ones, and the variants never import each other or the game.
var allowed = map[string][]string{
	"tile":            {},
	"meld":            {"tile"},
	"hand":            {"tile", "meld"},
	"wall":            {"tile"},
	"claim":           {"tile", "meld", "hand"},
	"score":           {"tile", "meld", "hand"},
	"variant":         {"tile", "meld", "hand", "wall", "claim", "score"},
	"variant/classic": {"tile", "meld", "hand", "wall", "claim", "score", "variant"},
	"variant/sichuan": {"tile", "meld", "hand", "wall", "claim", "score", "variant"},
	"variant/riichi":  {"tile", "meld", "hand", "wall", "claim", "score", "variant"},
	"game":            {"tile", "meld", "hand", "wall", "claim", "score", "variant"},
	"game/bot":        {"tile", "meld", "hand", "wall", "claim", "score", "variant", "game"},
	// The log formats: the record on top of tile, its readers and writers on top of the record.
	"interop":                {"tile"},
	"interop/internal/track": {"tile", "interop"},
	"interop/tenhou":         {"tile", "interop", "interop/internal/track"},
	// mjai also speaks the protocol: its bot side plays a game/bot player, and its referee side plays
	// sessions of the game.
	"interop/mjai": {"tile", "meld", "hand", "wall", "claim", "score", "variant", "game", "game/bot", "interop",
		"interop/internal/track"},
	// The stub external mjai bot of interop/mjai's tests: a program on the standard library alone.
	"interop/internal/mjaistub": {},
	// The checks the tests of the log formats share.
	"interop/internal/logtest": {"interop"},
	// The replay plays logs through the referee under the riichi rules, and exports its games.
	"interop/replay": {"tile", "meld", "wall", "claim", "score", "variant", "variant/riichi", "game",
		"interop", "interop/internal/track"},
}

// TestImportDirection checks with `go list` that every package imports only the packages below it.
func TestImportDirection(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	require.NoError(t, err)
	dec := json.NewDecoder(strings.NewReader(string(out)))
	seen := 0
	for dec.More() {
		var p struct {
			ImportPath string
			Imports    []string
		}
		require.NoError(t, dec.Decode(&p))
		rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
		if rel == "" || strings.HasPrefix(rel, "examples/") || strings.HasPrefix(rel, "internal/") {
			continue
		}
		ok, known := allowed[rel]
		if !assert.True(t, known, "package %s is not in the import map", rel) {
			continue
		}
		seen++
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module+"/") {
				continue
			}
			dep := strings.TrimPrefix(imp, module+"/")
			if strings.HasPrefix(dep, "internal/") {
				continue
			}
			assert.Contains(t, ok, dep, "%s must not import %s", rel, dep)
		}
	}
	assert.Positive(t, seen)
}
