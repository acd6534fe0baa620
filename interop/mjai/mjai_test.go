package mjai_test

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// roundTrip writes g as mjai and reads it back, and checks that the record read writes the same bytes
// (mjai -> record -> mjai is the identity on normalized logs); it returns that record.
func roundTrip(t *testing.T, g *interop.Game) *interop.Game {
	t.Helper()
	out, err := mjai.Append(nil, g)
	require.NoError(t, err)
	back, err := mjai.Read(bytes.NewReader(out))
	require.NoError(t, err)
	again, err := mjai.Append(nil, back)
	require.NoError(t, err)
	assert.Equal(t, string(out), string(again))
	return back
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	return b
}

// TestWorkedExampleRoundTrip: the mjai log of the spec's worked example is already normalized, so
// reading and writing it gives it back byte for byte.
func TestWorkedExampleRoundTrip(t *testing.T) {
	in := readFile(t, "../testdata/example/hand.jsonl")
	g, err := mjai.Read(bytes.NewReader(in))
	require.NoError(t, err)
	out, err := mjai.Append(nil, g)
	require.NoError(t, err)
	assert.Equal(t, string(in), string(out))
	assert.Nil(t, g.Rules, "mjai states no rules")
	w := g.Hands[0].Events[len(g.Hands[0].Events)-1]
	assert.Equal(t, [4]int{4900, 0, 0, -3900}, w.Win.Deltas)
	assert.Equal(t, []tile.ID{tile.IDOf(tile.Circle8, 0)}, g.Hands[0].Ura)
	assert.True(t, g.Hands[0].Deal[0][4].IsRed(), "5pr is the red copy")
}

// TestSampleThroughMjai: the Tenhou sample written as mjai reads back to the same play.
func TestSampleThroughMjai(t *testing.T) {
	g, err := tenhou.ReadXML(bytes.NewReader(readFile(t, "../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")))
	require.NoError(t, err)
	back := roundTrip(t, g)
	want, got := track.Canonical(g, true), track.Canonical(back, true)
	for i := range want.Hands {
		w, b := want.Hands[i], got.Hands[i]
		require.Len(t, b.Events, len(w.Events), "hand %d", i)
		for j := range w.Events {
			we, be := w.Events[j], b.Events[j]
			assert.Equal(t, [4]any{we.Kind, we.Seat, we.Tile, we.Consumed}, [4]any{be.Kind, be.Seat, be.Tile, be.Consumed}, "hand %d event %d", i, j)
			if we.Win != nil {
				assert.Equal(t, we.Win.Deltas, be.Win.Deltas)
			}
			if we.Ryuukyoku != nil {
				assert.Equal(t, *we.Ryuukyoku, *be.Ryuukyoku, "the drawn-hand kind is inferred from the play")
			}
		}
		assert.Equal(t, w.Scores, b.Scores)
		assert.Equal(t, w.Deal, b.Deal)
	}
}

func TestDialects(t *testing.T) {
	in := string(readFile(t, "../testdata/example/hand.jsonl"))
	// mjai.app batches events in arrays, gimite writes uradora_markers, Mortal adds meta, and unknown
	// fields are ignored.
	lines := strings.Split(strings.TrimSpace(in), "\n")
	batched := "[" + lines[0] + "," + lines[1] + "]\n" + strings.Join(lines[2:], "\n")
	batched = strings.Replace(batched, `"ura_markers"`, `"uradora_markers"`, 1)
	batched = strings.Replace(batched, `{"type":"tsumo","actor":0,"pai":"N"}`, `{"type":"tsumo","actor":0,"pai":"N","meta":{"q":[1,2]},"logs":{}}`, 1)
	g1, err := mjai.Read(strings.NewReader(in))
	require.NoError(t, err)
	g2, err := mjai.Read(strings.NewReader(batched))
	require.NoError(t, err)
	assert.Equal(t, g1, g2)
	// A hora without deltas (akochan) takes its payments from the final scores.
	noDeltas := strings.Replace(in, `,"deltas":[4900,0,0,-3900]`, ``, 1)
	noDeltas = strings.Replace(noDeltas, `{"type":"end_game"}`, `{"type":"end_game","scores":[28900,25000,25000,21100]}`, 1)
	g3, err := mjai.Read(strings.NewReader(noDeltas))
	require.NoError(t, err)
	assert.Equal(t, g1.Hands, g3.Hands)
}

func TestRefusals(t *testing.T) {
	in := string(readFile(t, "../testdata/example/hand.jsonl"))
	for _, c := range []struct {
		name, in string
		want     error
	}{
		{"three players", `{"type":"start_game","names":["A","B","C"]}`, interop.ErrThreePlayer},
		{"masked", strings.Replace(in, `"1m","4m","5m"`, `"?","4m","5m"`, 1), interop.ErrMalformed},
		{"not json", "{" + strings.Repeat("x", 5000), interop.ErrMalformed},
		{"unknown type", strings.Replace(in, `"type":"reach"`, `"type":"teleport"`, 1), interop.ErrMalformed},
		{"illegal discard", strings.Replace(in, `"pai":"4s","tsumogiri":false`, `"pai":"9p","tsumogiri":false`, 1), interop.ErrMalformed},
		{"tsumogiri lie", strings.Replace(in, `"pai":"P","tsumogiri":false`, `"pai":"P","tsumogiri":true`, 1), interop.ErrMalformed},
		{"red flag lie", strings.Replace(in, `"consumed":["P","P"]`, `"consumed":["P","5mr"]`, 1), interop.ErrMalformed},
		{"truncated", strings.Join(strings.Split(in, "\n")[:9], "\n"), interop.ErrMalformed},
		{"error event", strings.Replace(in, `{"type":"end_kyoku"}`, `{"type":"error","message":"x"}`, 1), interop.ErrMalformed},
		{"three-player start", strings.Replace(in, `"scores":[25000,25000,25000,25000]`, `"scores":[35000,35000,35000]`, 1), interop.ErrThreePlayer},
	} {
		_, err := mjai.Read(strings.NewReader(c.in))
		var ie *interop.Error
		require.ErrorAs(t, err, &ie, c.name)
		assert.ErrorIs(t, err, c.want, c.name)
		assert.Less(t, len(err.Error()), 300, c.name)
	}
}

// TestNoRedFives: a game without red fives says so in start_game, and its four plain fives of a suit
// read back.
func TestNoRedFives(t *testing.T) {
	in := readFile(t, "../testdata/example/hand.jsonl")
	g, err := mjai.Read(bytes.NewReader(in))
	require.NoError(t, err)
	g.Rules = &interop.Rules{Kuitan: true, Hanchan: true}
	var b bytes.Buffer
	require.NoError(t, mjai.Write(&b, g))
	assert.Contains(t, b.String(), `"aka_flag":false`)
	assert.NotContains(t, b.String(), `5pr`)
	back, err := mjai.Read(&b)
	require.NoError(t, err)
	assert.Equal(t, g.Hands[0].Events, back.Hands[0].Events)
}

// TestGimiteDrawnHand: gimite's ryukyoku names its reason and the tenpai seats; without them the
// kind is inferred from the play and the tenpai seats from the payments.
func TestGimiteDrawnHand(t *testing.T) {
	in := string(readFile(t, "../testdata/example/hand.jsonl"))
	lines := strings.Split(strings.TrimSpace(in), "\n")
	// The dealer's first draw: kyuushu kyuuhai, with or without a reason.
	for _, ryukyoku := range []string{`{"type":"ryukyoku","reason":"kyushukyuhai","deltas":[0,0,0,0]}`, `{"type":"ryukyoku","deltas":[0,0,0,0]}`} {
		log := strings.Join(append(append(slices.Clone(lines[:3]), ryukyoku), `{"type":"end_kyoku"}`, `{"type":"end_game"}`), "\n")
		g, err := mjai.Read(strings.NewReader(log))
		require.NoError(t, err, ryukyoku)
		e := g.Hands[0].Events[len(g.Hands[0].Events)-1]
		assert.Equal(t, interop.NineTerminals, e.Ryuukyoku.Kind, ryukyoku)
		assert.Equal(t, track.Seat(0), e.Seat)
	}
	// After a discard, an exhaustive draw named by its reason takes gimite's tenpai flags.
	log := strings.Join(append(slices.Clone(lines[:4]), `{"type":"dahai","actor":0,"pai":"N","tsumogiri":true}`,
		`{"type":"ryukyoku","reason":"fanpai","tenpais":[true,false,true,false],"deltas":[1500,-1500,1500,-1500]}`,
		`{"type":"end_kyoku"}`, `{"type":"end_game"}`), "\n")
	log = strings.Replace(log, `{"type":"reach","actor":0}`+"\n", "", 1)
	g, err := mjai.Read(strings.NewReader(log))
	require.NoError(t, err)
	r := g.Hands[0].Events[len(g.Hands[0].Events)-1].Ryuukyoku
	assert.Equal(t, interop.Exhaustive, r.Kind)
	assert.Equal(t, [4]bool{true, false, true, false}, r.Shown)
	_, err = mjai.Read(strings.NewReader(strings.Replace(log, `[true,false,true,false]`, `[true]`, 1)))
	assert.ErrorIs(t, err, interop.ErrMalformed)
}
