package interop_test

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

func read(t *testing.T, name string, f func(*bytes.Reader) (*interop.Game, error)) *interop.Game {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	g, err := f(bytes.NewReader(b))
	require.NoError(t, err, name)
	return g
}

// TestWorkedExampleSameRecord: the worked example of the format notes (one hand written as mjlog,
// tenhou.net/6 JSON and mjai) reads to the same record from
// each format, up to what a format does not carry (copy numbers, dice, rules in mjai).
func TestWorkedExampleSameRecord(t *testing.T) {
	x := read(t, "testdata/example/hand.mjlog.xml", func(r *bytes.Reader) (*interop.Game, error) { return tenhou.ReadXML(r) })
	j := read(t, "testdata/example/hand.json", func(r *bytes.Reader) (*interop.Game, error) { return tenhou.ReadJSON(r) })
	m := read(t, "testdata/example/hand.jsonl", func(r *bytes.Reader) (*interop.Game, error) { return mjai.Read(r) })
	x.Hands[0].Dice = [2]int{}
	cx, cj, cm := track.Canonical(x, true), track.Canonical(j, true), track.Canonical(m, true)
	assert.True(t, reflect.DeepEqual(cx.Hands, cj.Hands), "mjlog and tenhou.net/6 differ")
	assert.Equal(t, cx.Rules, cj.Rules)
	// mjai carries no win value.
	for _, e := range cx.Hands[0].Events {
		if e.Win != nil {
			e.Win.Fu, e.Win.Points, e.Win.Yaku = 0, 0, nil
		}
	}
	assert.True(t, reflect.DeepEqual(cx.Hands, cm.Hands), "mjlog and mjai differ")
	assert.Equal(t, cj.Players, cm.Players)

	// The record itself, event by event.
	h := j.Hands[0]
	seat := tile.SeatAt
	kinds := []interop.Kind{interop.EventDraw, interop.EventRiichi, interop.EventDiscard, interop.EventRiichiAccepted,
		interop.EventDraw, interop.EventDiscard, interop.EventPon, interop.EventDiscard, interop.EventWin}
	require.Len(t, h.Events, len(kinds))
	for i, k := range kinds {
		assert.Equal(t, k, h.Events[i].Kind, "event %d", i)
	}
	assert.True(t, h.Events[2].Tsumogiri)
	pon := h.Events[6]
	assert.Equal(t, seat(3), pon.Seat)
	assert.Equal(t, seat(1), pon.From)
	assert.Equal(t, tile.White, pon.Tile.Kind())
	win := h.Events[8]
	assert.Equal(t, seat(0), win.Seat)
	assert.Equal(t, seat(3), win.From)
	assert.Equal(t, tile.Bamboo4, win.Tile.Kind())
	assert.Equal(t, &interop.Win{Pao: tile.NoSeat, Fu: 40, Points: 3900, Yaku: []interop.Yaku{{ID: 1, Han: 1}, {ID: 54, Han: 1}, {ID: 53, Han: 0}},
		Deltas: [4]int{4900, 0, 0, -3900}}, win.Win)
	assert.Equal(t, []tile.ID{tile.IDOf(tile.Circle8, 0)}, h.Ura)
	assert.Equal(t, tile.IDOf(tile.Circle9, 0), h.Indicator)
	assert.Equal(t, seat(0), tile.SeatAt(h.Round%4))
}
