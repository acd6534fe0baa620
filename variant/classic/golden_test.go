package classic_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

var update = flag.Bool("update", false, "rewrite testdata/classic/hands.golden (display only; expectations stay in hands.txt)")

var goldenDir = filepath.Join("..", "..", "testdata", "classic")

// goldenCase is one line of hands.txt.
type goldenCase struct {
	line int
	name string
	hand hand.Hand
	ctx  score.WinContext
	opt  classic.Options
	want int
	net  [tile.NumSeats]int
}

var flagByName = map[string]score.Flag{
	"last-tile": score.LastTile, "last-discard": score.LastDiscard, "original-call": score.OriginalCall,
	"heavens-blessing": score.HeavensBlessing, "earths-blessing": score.EarthsBlessing,
	"kong-upon-kong": score.KongUponKong,
}

func parseFacts(s string) (score.WinContext, error) {
	w := score.WinContext{Supplier: tile.NoSeat}
	for f := range strings.FieldsSeq(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return w, fmt.Errorf("fact %q", f)
		}
		var err error
		switch k {
		case "winner":
			err = w.Winner.UnmarshalText([]byte(v))
		case "dealer":
			err = w.Dealer.UnmarshalText([]byte(v))
		case "from":
			err = w.Supplier.UnmarshalText([]byte(v))
		case "wind":
			w.Prevailing, err = tile.Parse(v)
		case "tile":
			w.Winning, err = tile.Parse(v)
		case "src":
			err = w.Source.UnmarshalText([]byte(v))
		case "flags":
			for n := range strings.SplitSeq(v, ",") {
				fl, ok := flagByName[n]
				if !ok {
					return w, fmt.Errorf("flag %q", n)
				}
				w.Flags |= fl
			}
		default:
			return w, fmt.Errorf("fact %q", k)
		}
		if err != nil {
			return w, err
		}
	}
	return w, nil
}

func readGolden(t *testing.T) []goldenCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(goldenDir, "hands.txt"))
	require.NoError(t, err)
	var cases []goldenCase
	for i, ln := range strings.Split(string(data), "\n") {
		if ln = strings.TrimSpace(ln); ln == "" || ln[0] == '#' {
			continue
		}
		f := strings.Split(ln, " | ")
		require.Len(t, f, 6, "line %d", i+1)
		c := goldenCase{line: i + 1, name: f[0]}
		c.hand, err = hand.Parse(f[1])
		require.NoError(t, err, "line %d", i+1)
		c.ctx, err = parseFacts(f[2])
		require.NoError(t, err, "line %d", i+1)
		if f[3] != "-" {
			require.NoError(t, json.Unmarshal([]byte(f[3]), &c.opt), "line %d", i+1)
		}
		c.want, err = strconv.Atoi(f[4])
		require.NoError(t, err, "line %d", i+1)
		net := strings.Fields(f[5])
		require.Len(t, net, tile.NumSeats, "line %d", i+1)
		for s, v := range net {
			c.net[s], err = strconv.Atoi(v)
			require.NoError(t, err, "line %d", i+1)
		}
		cases = append(cases, c)
	}
	return cases
}

// TestGolden scores every hand of testdata/classic/hands.txt and checks the value S and the net
// payments worked out by hand; the printed breakdowns are compared with hands.golden, which -update
// rewrites.
func TestGolden(t *testing.T) {
	cases := readGolden(t)
	require.GreaterOrEqual(t, len(cases), 40)
	var out bytes.Buffer
	names := map[string]bool{}
	for _, c := range cases {
		require.False(t, names[c.name], "duplicate case %s", c.name)
		names[c.name] = true
		t.Run(c.name, func(t *testing.T) {
			require.NoError(t, c.opt.Validate())
			res, err := classic.MustNew(c.opt).Score(c.hand, c.ctx)
			require.NoError(t, err, "line %d", c.line)
			assert.Equal(t, c.want, res.Value, "line %d: S\n%s", c.line, res)
			assert.Equal(t, c.net, res.Payments.Net(), "line %d: net\n%s", c.line, res)
			explain.Require(t, res)
			fmt.Fprintf(&out, "== %s\n%s\n", c.name, res)
		})
	}
	golden := filepath.Join(goldenDir, "hands.golden")
	if *update {
		require.NoError(t, os.WriteFile(golden, out.Bytes(), 0o644))
		return
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err, "run go test ./variant/classic -run Golden -update")
	assert.Equal(t, string(want), out.String())
}

// TestGoldenCoversEverySpecialHand checks that the golden file names a case for every special hand.
func TestGoldenCoversEverySpecialHand(t *testing.T) {
	cases := readGolden(t)
	seen := map[string]bool{}
	for _, c := range cases {
		res, err := classic.MustNew(c.opt).Score(c.hand, c.ctx)
		require.NoError(t, err)
		seen[strings.TrimPrefix(strings.SplitN(res.Reading, ":", 2)[0], "")] = true
	}
	for _, n := range classic.SpecialHands() {
		assert.True(t, seen[n], "no golden hand for %s", n)
	}
	assert.True(t, seen["Purity"], "no golden hand for Purity")
}
