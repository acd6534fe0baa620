package tenhou_test

import (
	"bytes"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

const reviewer = "../testdata/logs/mjai-reviewer/"

// readReviewer reads one of mjai-reviewer's single hands and checks that it survives a trip through
// both Tenhou formats.
func readReviewer(t *testing.T, name string) *interop.Hand {
	t.Helper()
	g, err := tenhou.ReadJSON(bytes.NewReader(readFile(t, reviewer+name)))
	require.NoError(t, err, name)
	js, err := tenhou.AppendJSON(nil, g)
	require.NoError(t, err)
	gj, err := tenhou.ReadJSON(bytes.NewReader(js))
	require.NoError(t, err)
	assert.True(t, reflect.DeepEqual(g, gj), "%s: JSON -> record -> JSON -> record changed the record", name)
	xml, err := tenhou.AppendXML(nil, g)
	require.NoError(t, err)
	gx, err := tenhou.ReadXML(bytes.NewReader(xml))
	require.NoError(t, err, "%s\n%s", name, xml)
	gx.Hands[0].Dice = [2]int{}
	assert.True(t, reflect.DeepEqual(g.Hands, gx.Hands), "%s: JSON -> mjlog -> record changed the hands", name)
	return &g.Hands[0]
}

func TestReviewerDoubleRon(t *testing.T) {
	h := readReviewer(t, "double_ron.json")
	evs := h.Events
	a, b := evs[len(evs)-2], evs[len(evs)-1]
	require.Equal(t, interop.EventWin, a.Kind)
	require.Equal(t, interop.EventWin, b.Kind)
	assert.Equal(t, [2]tile.Seat{track.Seat(0), track.Seat(2)}, [2]tile.Seat{a.Seat, b.Seat}, "nearest winner first")
	assert.Equal(t, track.Seat(3), a.From)
	assert.Equal(t, a.Tile, b.Tile, "both ron the same discard")
	assert.Equal(t, [4]int{13000, 0, 0, -12000}, a.Win.Deltas, "the first winner takes the riichi stick")
	assert.Equal(t, [4]int{0, 0, 2000, -2000}, b.Win.Deltas)
	// Seat 3's riichi discard was ronned, so its stick was never paid; seat 0's was.
	var accepted []tile.Seat
	for _, e := range evs {
		if e.Kind == interop.EventRiichiAccepted {
			accepted = append(accepted, e.Seat)
		}
	}
	assert.Equal(t, []tile.Seat{track.Seat(0)}, accepted)
	assert.Equal(t, []interop.Yaku{{ID: 1, Han: 1}, {ID: 52, Han: 3}, {ID: 54, Han: 2}, {ID: 53, Han: 0}}, a.Win.Yaku, "a riichi winner has ura dora, 0 han when absent")
	assert.Equal(t, 2, a.Win.Limit, "haneman")
	assert.Equal(t, 12000, a.Win.Points)
}

func TestReviewerChankanAfterTwoKakan(t *testing.T) {
	h := readReviewer(t, "double_kakan_then_chankan.json")
	evs := h.Events
	w := evs[len(evs)-1]
	k := evs[len(evs)-2]
	require.Equal(t, interop.EventKakan, k.Kind)
	assert.Equal(t, k.Seat, w.From, "the kakan is robbed")
	assert.Equal(t, k.Tile, w.Tile)
	assert.Equal(t, tile.Character2, w.Tile.Kind())
	// The log shows no indicator for the first kakan: none is invented.
	assert.False(t, slices.ContainsFunc(evs, func(e interop.Event) bool { return e.Kind == interop.EventDora }))
}

func TestReviewerRinshan(t *testing.T) {
	h := readReviewer(t, "rinshan.json")
	evs := h.Events
	i := slices.IndexFunc(evs, func(e interop.Event) bool { return e.Kind == interop.EventAnkan })
	require.Positive(t, i)
	assert.Equal(t, interop.EventDora, evs[i+1].Kind, "an ankan reveals at once")
	assert.Equal(t, tile.Character1, evs[i+1].Tile.Kind())
	assert.Equal(t, interop.EventDraw, evs[i+2].Kind)
	w := evs[len(evs)-1]
	assert.Equal(t, w.Seat, w.From)
	assert.Equal(t, evs[i+2].Tile, w.Tile, "won on the replacement draw")
	assert.Len(t, h.Ura, 2, "one ura per indicator")
}

func TestReviewerKyuushu(t *testing.T) {
	h := readReviewer(t, "kyushukyuhai.json")
	e := h.Events[len(h.Events)-1]
	require.Equal(t, interop.EventRyuukyoku, e.Kind)
	assert.Equal(t, interop.NineTerminals, e.Ryuukyoku.Kind)
	assert.Equal(t, track.Seat(0), e.Seat)
	assert.Equal(t, [4]bool{true, false, false, false}, e.Ryuukyoku.Shown)
}

// TestReviewerConfusingCalls: mjai-reviewer's hands where a call could belong to either of two equal
// discards read (the reconstruction backtracks), and survive both Tenhou formats.
func TestReviewerConfusingCalls(t *testing.T) {
	for _, name := range []string{"confusing_nakis_0.json", "confusing_nakis_3.json", "confusing_nakis_4.json",
		"confusing_nakis_5.json", "confusing_nakis_6.json"} {
		h := readReviewer(t, name)
		last := h.Events[len(h.Events)-1]
		assert.True(t, last.Kind == interop.EventWin || last.Kind == interop.EventRyuukyoku, name)
	}
}
