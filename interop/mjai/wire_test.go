package mjai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wireLines are messages as Mortal's field set writes them, each of which the codec reads and writes
// back byte for byte.
var wireLines = []string{
	`{"type":"start_game","id":2}`,
	`{"type":"start_kyoku","bakaze":"E","dora_marker":"9p","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5pr","6p","2s","3s","7s","8s","9s","E","E"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"]]}`,
	`{"type":"tsumo","actor":0,"pai":"N"}`,
	`{"type":"tsumo","actor":1,"pai":"?"}`,
	`{"type":"reach","actor":0}`,
	`{"type":"dahai","actor":0,"pai":"N","tsumogiri":true}`,
	`{"type":"reach_accepted","actor":0}`,
	`{"type":"pon","actor":3,"target":1,"pai":"P","consumed":["P","P"]}`,
	`{"type":"chi","actor":1,"target":0,"pai":"4m","consumed":["5mr","6m"]}`,
	`{"type":"daiminkan","actor":2,"target":1,"pai":"5p","consumed":["5pr","5p","5p"]}`,
	`{"type":"kakan","actor":3,"pai":"P","consumed":["P","P","P"]}`,
	`{"type":"ankan","actor":0,"consumed":["5s","5s","5s","5sr"]}`,
	`{"type":"dora","dora_marker":"C"}`,
	`{"type":"hora","actor":0,"target":3,"pai":"4s","deltas":[4900,0,0,-3900],"ura_markers":["8p"]}`,
	`{"type":"hora","actor":0,"target":3}`,
	`{"type":"ryukyoku","deltas":[1500,-1500,1500,-1500]}`,
	`{"type":"ryukyoku"}`,
	`{"type":"end_kyoku"}`,
	`{"type":"end_game"}`,
	`{"type":"none"}`,
	`{"type":"tsumo","actor":1,"pai":"?","can_act":false}`,
}

func TestWireRoundTrip(t *testing.T) {
	var m msg
	for _, line := range wireLines {
		require.NoError(t, parseMsg([]byte(line), &m), line)
		assert.Equal(t, line, string(appendMsg(nil, &m, -1)))
	}
}

// TestWireDialects reads the fields other dialects write: unknown fields (meta, logs, names), gimite's
// uradora_markers and reasons, whitespace, and keys in any order.
func TestWireDialects(t *testing.T) {
	var m msg
	require.NoError(t, parseMsg([]byte(` { "pai" : "5sr", "meta":{"q_values":[1.5,-2e3],"s":"a\"}"},"actor":2, "type":"dahai","tsumogiri":false } `), &m))
	assert.Equal(t, `{"type":"dahai","actor":2,"pai":"5sr","tsumogiri":false}`, string(appendMsg(nil, &m, -1)))
	require.Error(t, parseMsg([]byte(`{"type":"hora","uradora_markers":["1z"]}`), &m))
	require.NoError(t, parseMsg([]byte(`{"type":"hora","actor":1,"target":1,"pai":"C","uradora_markers":["E"],"deltas":[-1,2,3,-4],"yakus":[["reach",1]],"logs":null}`), &m))
	assert.Equal(t, `{"type":"hora","actor":1,"target":1,"pai":"C","deltas":[-1,2,3,-4],"ura_markers":["E"]}`, string(appendMsg(nil, &m, -1)))
	require.NoError(t, parseMsg([]byte(`{"type":"ryukyoku","reason":"fanpai","tenpais":[true,false,false,true]}`), &m))
	require.NoError(t, parseMsg([]byte(`{"type":"start_game","names":["a","b","c","d"],"uri":"x","id":0}`), &m))
	assert.Equal(t, int8(0), m.id)
}

// TestWireMask shows each seat its own tiles only.
func TestWireMask(t *testing.T) {
	var m msg
	require.NoError(t, parseMsg([]byte(`{"type":"tsumo","actor":1,"pai":"5mr"}`), &m))
	assert.Equal(t, `{"type":"tsumo","actor":1,"pai":"?"}`, string(appendMsg(nil, &m, 0)))
	assert.Equal(t, `{"type":"tsumo","actor":1,"pai":"5mr"}`, string(appendMsg(nil, &m, 1)))
	hand := func(p string) string { return strings.TrimSuffix(strings.Repeat(`"`+p+`",`, 13), ",") }
	head := `{"type":"start_kyoku","bakaze":"S","dora_marker":"1m","kyoku":2,"honba":1,"kyotaku":0,"oya":1,"scores":[1,2,3,4],"tehais":`
	require.NoError(t, parseMsg([]byte(head+`[[`+hand("1m")+`],[`+hand("2m")+`],[`+hand("3m")+`],[`+hand("4m")+`]]}`), &m))
	assert.Equal(t, head+`[[`+hand("?")+`],[`+hand("?")+`],[`+hand("3m")+`],[`+hand("?")+`]]}`, string(appendMsg(nil, &m, 2)))
}

func TestWireErrors(t *testing.T) {
	bad := []string{
		``, `null`, `[]`, `{`, `{}`, `{"type":"dance"}`, `{"type":"dahai","actor":4}`, `{"type":"dahai","actor":-1}`,
		`{"type":"dahai","pai":"0m"}`, `{"type":"dahai","pai":"5zr"}`, `{"type":"dahai","pai":"6mr"}`,
		`{"type":"dahai","pai":"5m\u0072"}`, `{"type":"pon","consumed":["1m","1m","1m","1m","1m"]}`,
		`{"type":"none"} x`, `{"type":"none",}`, `{"type":"none" "actor":1}`, `{"type":"dahai","tsumogiri":1}`,
		`{"type":"dahai","actor":01}`, `{"type":"hora","deltas":[1,2,3,4,5]}`, `{"type":"hora","deltas":[99999999999999]}`,
		`{"type":"none","x":[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]}`, `{"type":"none","x":"abc}`,
		`{"type":"start_kyoku","tehais":[[],[],[],[],[]]}`, `{"type":"none","x":nul}`,
	}
	var m msg
	for _, b := range bad {
		assert.Error(t, parseMsg([]byte(b), &m), b)
	}
}

func TestWireNoAllocs(t *testing.T) {
	line := []byte(wireLines[7])
	var m msg
	var buf []byte
	allocs := testing.AllocsPerRun(100, func() {
		_ = parseMsg(line, &m)
		buf = appendMsg(buf[:0], &m, 0)
	})
	assert.Zero(t, allocs)
}

func BenchmarkWireDecode(b *testing.B) {
	line := []byte(`{"type":"dahai","actor":2,"pai":"5pr","tsumogiri":false}`)
	var m msg
	b.ReportAllocs()
	b.SetBytes(int64(len(line)))
	for b.Loop() {
		if err := parseMsg(line, &m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWireDecodeStartKyoku(b *testing.B) {
	line := []byte(wireLines[1])
	var m msg
	b.ReportAllocs()
	for b.Loop() {
		if err := parseMsg(line, &m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkWireEncode(b *testing.B) {
	var m msg
	require.NoError(b, parseMsg([]byte(`{"type":"pon","actor":3,"target":1,"pai":"5m","consumed":["5mr","5m"]}`), &m))
	buf := make([]byte, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		buf = appendMsg(buf[:0], &m, 1)
	}
}

func BenchmarkWireEncodeStartKyoku(b *testing.B) {
	var m msg
	require.NoError(b, parseMsg([]byte(wireLines[1]), &m))
	buf := make([]byte, 0, 1024)
	b.ReportAllocs()
	for b.Loop() {
		buf = appendMsg(buf[:0], &m, 1)
	}
}

// FuzzParseMsg checks that no input panics the decoder and that what it reads writes back to a line
// it reads the same way.
func FuzzParseMsg(f *testing.F) {
	for _, l := range wireLines {
		f.Add([]byte(l))
	}
	f.Add([]byte(`{"type":"none","meta":{"a":[1,{"b":"\\"}]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var m, m2, fast msg
		err := parseGeneric(b, &m)
		fast.reset()
		if parseCommon(b, &fast) {
			require.NoError(t, err, "the fast path reads only what the general parser reads")
			require.Equal(t, m, fast)
		}
		if err != nil {
			return
		}
		out := appendMsg(nil, &m, -1)
		require.NoError(t, parseMsg(out, &m2), "%s", out)
		require.Equal(t, string(out), string(appendMsg(nil, &m2, -1)))
	})
}
