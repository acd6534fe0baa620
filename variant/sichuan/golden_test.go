package sichuan_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

var update = flag.Bool("update", false, "rewrite testdata/sichuan/hands.golden (display output only)")

const (
	goldenIn  = "../../testdata/sichuan/hands.txt"
	goldenOut = "../../testdata/sichuan/hands.golden"
)

// goldenCase is one block of hands.txt. The expected values (want) are written by hand from the rules
// (docs/rules/sichuan.md) and are never regenerated; only the display output goes to hands.golden.
type goldenCase struct {
	name    string
	line    int
	opts    sichuan.Options
	hands   []string
	wins    []score.WinContext
	ready   []tile.Suit
	settle  *variant.Summary
	want    map[string]string
	display strings.Builder
}

func parseSeat(t *testing.T, s string) tile.Seat {
	t.Helper()
	seat, err := tile.ParseSeat(s)
	require.NoError(t, err, s)
	return seat
}

func parseSuit(t *testing.T, s string) tile.Suit {
	t.Helper()
	switch s {
	case "m":
		return tile.Characters
	case "p":
		return tile.Circles
	case "s":
		return tile.Bamboo
	}
	t.Fatalf("bad suit %q", s)
	return tile.NoSuit
}

func parseSeats(t *testing.T, s string) []tile.Seat {
	var ss []tile.Seat
	for _, f := range strings.Split(s, ",") {
		ss = append(ss, parseSeat(t, f))
	}
	return ss
}

func kv(fields []string) map[string]string {
	m := map[string]string{}
	for _, f := range fields {
		k, v, _ := strings.Cut(f, "=")
		m[k] = v
	}
	return m
}

func parseWin(t *testing.T, rest string) score.WinContext {
	m := kv(strings.Fields(rest))
	w := score.WinContext{Winner: parseSeat(t, m["winner"]), Winning: tile.MustParseTiles(m["tile"])[0], Supplier: tile.NoSeat,
		MissingSuit: parseSuit(t, m["missing"]), Dealer: tile.SeatEast}
	require.NoError(t, w.Source.UnmarshalText([]byte(m["source"])))
	if v, ok := m["from"]; ok {
		w.Supplier = parseSeat(t, v)
	}
	if v, ok := m["out"]; ok {
		for _, s := range parseSeats(t, v) {
			w.Out[s.Index()] = true
		}
	}
	if v, ok := m["flags"]; ok {
		for _, f := range strings.Split(v, ",") {
			switch f {
			case "last-tile":
				w.Flags |= score.LastTile
			case "after-kong-discard":
				w.Flags |= score.AfterKongDiscard
			case "exposed-kong-replacement":
				w.Flags |= score.ExposedKongReplacement
			default:
				t.Fatalf("bad flag %q", f)
			}
		}
	}
	return w
}

func parseKong(t *testing.T, rest string) variant.Kong {
	f := strings.Fields(rest)
	m := kv(f[3:])
	k := variant.Kong{Seat: parseSeat(t, f[0]), Tile: tile.MustParseTiles(f[1])[0], Supplier: tile.NoSeat}
	switch f[2] {
	case "concealed":
		k.Kind = variant.ConcealedKong
	case "exposed":
		k.Kind = variant.ExposedKong
	case "added-fresh":
		k.Kind = variant.AddedFresh
	case "added-held":
		k.Kind = variant.AddedHeld
	default:
		t.Fatalf("bad kong kind %q", f[2])
	}
	k.Turn, _ = strconv.Atoi(m["turn"])
	for _, s := range parseSeats(t, m["in"]) {
		k.StillIn[s.Index()] = true
	}
	if v, ok := m["from"]; ok {
		k.Supplier = parseSeat(t, v)
	}
	if v, ok := m["shot"]; ok {
		k.Shot = append(k.Shot, parseSeats(t, v)...)
	}
	_, k.Robbed = m["robbed"]
	return k
}

func readGolden(t *testing.T) []*goldenCase {
	f, err := os.Open(goldenIn)
	require.NoError(t, err)
	defer f.Close()
	var cases []*goldenCase
	var c *goldenCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if name, ok := strings.CutPrefix(line, "=== "); ok {
			c = &goldenCase{name: name, line: n, want: map[string]string{}}
			cases = append(cases, c)
			continue
		}
		require.NotNil(t, c, "line %d outside a case", n)
		key, rest, _ := strings.Cut(line, ":")
		rest = strings.TrimSpace(rest)
		switch key {
		case "options":
			require.NoError(t, json.Unmarshal([]byte(rest), &c.opts), "line %d", n)
		case "hand":
			c.hands = append(c.hands, rest)
		case "win":
			c.wins = append(c.wins, parseWin(t, rest))
		case "ready":
			c.ready = append(c.ready, parseSuit(t, kv(strings.Fields(rest))["missing"]))
		case "settle":
			m := kv(strings.Fields(rest))
			c.settle = &variant.Summary{Dealer: tile.SeatEast, Exhausted: m["exhausted"] == "true"}
		case "player":
			// player: SEAT | missing | hand | discards | out
			p := strings.Split(rest, "|")
			for i := range p {
				p[i] = strings.TrimSpace(p[i])
			}
			s := parseSeat(t, p[0])
			c.settle.Missing[s.Index()] = parseSuit(t, p[1])
			c.settle.Hands[s.Index()] = hand.MustParse(p[2])
			if p[3] != "" {
				c.settle.Discards[s.Index()] = tile.MustParseTiles(p[3])
			}
			if len(p) > 4 && p[4] == "out" {
				c.settle.Wins = append(c.settle.Wins, variant.Win{Context: score.WinContext{Winner: s, Source: score.Wall,
					Supplier: tile.NoSeat}, Group: len(c.settle.Wins) + 1})
			}
		case "won":
			// won: SEATS, the players who won during the hand, in order (each by a self-draw).
			for _, s := range parseSeats(t, rest) {
				c.settle.Wins = append(c.settle.Wins, variant.Win{Context: score.WinContext{Winner: s,
					Source: score.Wall}, Group: len(c.settle.Wins) + 1})
			}
		case "kong":
			c.settle.Kongs = append(c.settle.Kongs, parseKong(t, rest))
		case "want":
			for k, v := range kv(strings.Fields(rest)) {
				c.want[k] = v
			}
		default:
			t.Fatalf("line %d: unknown key %q", n, key)
		}
	}
	require.NoError(t, sc.Err())
	return cases
}

func ints(t *testing.T, s string) []int {
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(f)
		require.NoError(t, err, s)
		out = append(out, v)
	}
	return out
}

func runGolden(t *testing.T, c *goldenCase) {
	r := sichuan.MustNew(c.opts)
	switch {
	case c.settle != nil:
		l, err := r.Settle(*c.settle)
		require.NoError(t, err)
		c.display.WriteString(l.String())
		want := ints(t, c.want["net"])
		assert.Equal(t, [4]int(want), l.Net(), "net")
	case len(c.ready) > 0:
		h := hand.MustParse(c.hands[0])
		ws := r.Waits(h, c.ready[0])
		v, best := r.ReadyValue(h, c.ready[0])
		fmt.Fprintf(&c.display, "%s missing %v: waits %v", h, c.ready[0], ws)
		for wt := range ws.All() {
			fmt.Fprintf(&c.display, " %v=%d", wt, r.WaitValue(h, c.ready[0], wt))
		}
		fmt.Fprintf(&c.display, "; ready value %d on %v\n", v, best)
		want := tile.Set(0)
		if c.want["waits"] != "-" {
			want = tile.SetOf(tile.MustParseTiles(c.want["waits"])...)
		}
		assert.Equal(t, want, ws, "waits")
		assert.Equal(t, c.want["value"], strconv.Itoa(v), "ready value")
	default:
		require.Len(t, c.hands, len(c.wins))
		var total score.Ledger
		var fans, bases []int
		var sum variant.Summary
		for i, w := range c.wins {
			res, err := r.Score(hand.MustParse(c.hands[i]), w)
			if e, ok := c.want["err"]; ok {
				want := map[string]error{"notwin": score.ErrNotWin, "context": score.ErrContext}[e]
				require.Error(t, want)
				require.ErrorIs(t, err, want)
				fmt.Fprintf(&c.display, "error: %v\n", errors.Is(err, want))
				return
			}
			require.NoError(t, err)
			explain.Require(t, res)
			c.display.WriteString(res.String())
			total = append(total, res.Payments...)
			fans = append(fans, res.Fan)
			bases = append(bases, res.Value)
			sum.Wins = append(sum.Wins, variant.Win{Context: w, Result: res, Group: 1})
		}
		if v, ok := c.want["fan"]; ok {
			assert.Equal(t, ints(t, v), fans, "fan")
		}
		assert.Equal(t, ints(t, c.want["base"]), bases, "base")
		assert.Equal(t, [4]int(ints(t, c.want["net"])), total.Net(), "net")
		if v, ok := c.want["dealer"]; ok {
			sum.Dealer = tile.SeatEast
			next, _ := r.Advance(variant.Session{Dealer: tile.SeatEast}, sum)
			assert.Equal(t, parseSeat(t, v), next.Dealer, "next dealer")
		}
	}
}

func TestGolden(t *testing.T) {
	cases := readGolden(t)
	require.GreaterOrEqual(t, len(cases), 40)
	var out strings.Builder
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { runGolden(t, c) })
		fmt.Fprintf(&out, "=== %s\n%s\n", c.name, c.display.String())
	}
	if *update {
		require.NoError(t, os.WriteFile(goldenOut, []byte(out.String()), 0o644))
		return
	}
	want, err := os.ReadFile(goldenOut)
	require.NoError(t, err, "run go test -run Golden -update to create %s", goldenOut)
	assert.Equal(t, string(want), out.String(), "display output differs; run go test -run Golden -update")
}
