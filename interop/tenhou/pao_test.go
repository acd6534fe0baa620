package tenhou_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// TestOldLogWithPao reads a 2010-era Phoenix game that ends when a player goes below zero: REACH
// step 2 without scores, GO without a lobby, integral owari, and a daisangen tsumo paid by the liable
// seat (pao).
func TestOldLogWithPao(t *testing.T) {
	g, err := tenhou.ReadXML(bytes.NewReader(readFile(t, "../testdata/logs/dnovikoff/pao.xml")))
	require.NoError(t, err)
	require.Len(t, g.Hands, 4)
	last := g.Hands[3].Events[len(g.Hands[3].Events)-1]
	require.Equal(t, interop.EventWin, last.Kind)
	assert.Equal(t, track.Seat(0), last.Win.Pao)
	assert.Equal(t, []interop.Yaku{{ID: 39, Han: 13}}, last.Win.Yaku)
	assert.Equal(t, 5, last.Win.Limit)
	assert.Equal(t, [4]int{-32300, 0, 32300, 0}, last.Win.Deltas, "the liable seat pays the whole tsumo and the honba")
	assert.Equal(t, &interop.End{Points: [4]int{-2100, 23600, 47200, 31300}, Results: [4]int{-520, -160, 570, 110}}, g.End)

	// Writing it gives a normalized log that reads back to the same record, and whose REACH tags
	// now carry the scores the log left out.
	out, err := tenhou.AppendXML(nil, g)
	require.NoError(t, err)
	assert.Contains(t, string(out), `<REACH who="2" ten="250,250,240,250" step="2"/>`)
	assert.Contains(t, string(out), `paoWho="0" sc="302,-323,236,0,149,323,313,0" owari="-21,-52.0,236,-16.0,472,57.0,313,11.0" />`)
	back, err := tenhou.ReadXML(bytes.NewReader(out))
	require.NoError(t, err)
	back.Players = g.Players // mjlog-N carries no names
	assert.True(t, reflect.DeepEqual(g, back))

	// And the JSON of it names the liable seat.
	js, err := tenhou.AppendJSON(nil, g)
	require.NoError(t, err)
	assert.Contains(t, string(js), `["和了",[-32300,0,32300,0],[2,2,0,"役満8000-16000点","大三元(役満)"]]`)
	gj, err := tenhou.ReadJSON(bytes.NewReader(js))
	require.NoError(t, err)
	assert.Equal(t, last.Win.Pao, gj.Hands[3].Events[len(gj.Hands[3].Events)-1].Win.Pao)
}

// TestTournamentLogIsRefusedButItsPlayReads: a 2023 tournament-lobby log (GO type bit 0x100, a
// csrule with 30,000 starts and its own uma) is refused as unsupported rules; with an ordinary GO tag
// its play, with a disconnect (BYE) and a reconnect (a one-name UN) in the middle, reads and
// round-trips, and the exact-tenths owari of 2023 is kept.
func TestTournamentLogIsRefusedButItsPlayReads(t *testing.T) {
	in := readFile(t, "../testdata/logs/dnovikoff/newattr2023.xml")
	_, err := tenhou.ReadXML(bytes.NewReader(in))
	assert.ErrorIs(t, err, interop.ErrUnsupported)
	i, j := bytes.Index(in, []byte("<GO ")), bytes.Index(in, []byte("<UN "))
	plain := append(append(append([]byte{}, in[:i]...), `<GO type="169" lobby="0"/>`...), in[j:]...)
	g, err := tenhou.ReadXML(bytes.NewReader(plain))
	require.NoError(t, err)
	require.Len(t, g.Hands, 4)
	assert.Equal(t, [4]int{30000, 30000, 30000, 30000}, g.Hands[0].Scores)
	assert.Equal(t, [4]int{-107, 107, -107, 107}, g.End.Results)
	assert.Equal(t, "A", g.Players[0].Name, "a reconnect does not rename")
	out, err := tenhou.AppendXML(nil, g)
	require.NoError(t, err)
	assert.Equal(t, normalizeXML(t, plain), string(out))
}
