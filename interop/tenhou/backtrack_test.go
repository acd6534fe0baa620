package tenhou_test

import (
	"bytes"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// TestJSONReconstructionBacktracks: seat 0 discards 1m twice and seat 2 pons the second one, after
// seat 3's pon skipped seat 2's turn. When the first 1m is discarded, seat 2's next take is already
// the pon, so reading the lists greedily calls the wrong discard; the reader must undo that call and
// find the only order that uses every list.
func TestJSONReconstructionBacktracks(t *testing.T) {
	used := map[tile.ID]bool{}
	for _, id := range []tile.ID{1, 2, 3, 4, 69, 70, 71} {
		used[id] = true
	}
	next := tile.ID(5)
	filler := func() tile.ID {
		for used[next] {
			next++
		}
		used[next] = true
		return next
	}
	h := interop.Hand{Scores: [4]int{25000, 25000, 25000, 25000}}
	fixed := [4][]tile.ID{{1, 2}, {69}, {3, 4}, {70, 71}}
	for s := range 4 {
		copy(h.Deal[s][:], fixed[s])
		for i := len(fixed[s]); i < 13; i++ {
			h.Deal[s][i] = filler()
		}
	}
	h.Indicator = filler()
	seat := track.Seat
	z0, z1, z2, z3 := filler(), filler(), filler(), filler()
	h.Events = []interop.Event{
		{Kind: interop.EventDraw, Seat: seat(0), Tile: z0},
		{Kind: interop.EventDiscard, Seat: seat(0), Tile: 1},
		{Kind: interop.EventDraw, Seat: seat(1), Tile: z1},
		{Kind: interop.EventDiscard, Seat: seat(1), Tile: 69},
		{Kind: interop.EventPon, Seat: seat(3), From: seat(1), Tile: 69, Consumed: [4]tile.ID{70, 71}},
		{Kind: interop.EventDiscard, Seat: seat(3), Tile: h.Deal[3][2]},
		{Kind: interop.EventDraw, Seat: seat(0), Tile: z2},
		{Kind: interop.EventDiscard, Seat: seat(0), Tile: 2},
		{Kind: interop.EventPon, Seat: seat(2), From: seat(0), Tile: 2, Consumed: [4]tile.ID{3, 4}},
		{Kind: interop.EventDiscard, Seat: seat(2), Tile: h.Deal[2][2]},
		{Kind: interop.EventDraw, Seat: seat(3), Tile: z3},
		{Kind: interop.EventDiscard, Seat: seat(3), Tile: z3, Tsumogiri: true},
		{Kind: interop.EventRyuukyoku, Seat: tile.NoSeat, Ryuukyoku: &interop.Ryuukyoku{Kind: interop.Exhaustive}},
	}
	g := &interop.Game{Rules: &interop.Rules{Red: true, Kuitan: true, Hanchan: true, Human: true}, Hands: []interop.Hand{h}}
	_, err := track.Check(g)
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, tenhou.WriteJSON(&b, g))
	back, err := tenhou.ReadJSON(&b)
	require.NoError(t, err)
	want, got := track.Canonical(g, true).Hands[0].Events, track.Canonical(back, true).Hands[0].Events
	kinds := func(evs []interop.Event) []interop.Kind {
		var ks []interop.Kind
		for _, e := range evs {
			ks = append(ks, e.Kind)
		}
		return ks
	}
	assert.Equal(t, kinds(want), kinds(got))
	i := slices.IndexFunc(got, func(e interop.Event) bool { return e.Kind == interop.EventPon && e.Seat == seat(2) })
	require.Positive(t, i)
	assert.Equal(t, 8, i, "seat 2 pons the second 1m")
	assert.Equal(t, want, got)
}
