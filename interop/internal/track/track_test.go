package track_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// example returns the worked example's hand: draw, riichi, tsumogiri, acceptance, draw, discard,
// pon, discard, ron.
func example(t *testing.T) *interop.Game {
	b, err := os.ReadFile("../../testdata/example/hand.mjlog.xml")
	require.NoError(t, err)
	g, err := tenhou.ReadXML(strings.NewReader(string(b)))
	require.NoError(t, err)
	return g
}

// heldBy returns a tile seat s holds at the start that the example never plays.
func heldBy(h *interop.Hand, s int) tile.ID { return h.Deal[s][0] }

// TestCheckRefusesImpossiblePlay: each rule of the tracker refuses a record that breaks it, and only
// that record.
func TestCheckRefusesImpossiblePlay(t *testing.T) {
	_, err := track.Check(example(t))
	require.NoError(t, err)
	seat := track.Seat
	for _, c := range []struct {
		name string
		edit func(h *interop.Hand)
	}{
		{"tile dealt twice", func(h *interop.Hand) { h.Deal[1][0] = h.Deal[0][0] }},
		{"indicator in a hand", func(h *interop.Hand) { h.Indicator = h.Deal[2][5] }},
		{"discard not held", func(h *interop.Hand) { h.Events[5].Tile = heldBy(h, 2) }},
		{"tsumogiri of a hand tile", func(h *interop.Hand) { h.Events[5].Tsumogiri = true }},
		{"draw with fourteen tiles", func(h *interop.Hand) {
			h.Events = slices.Insert(h.Events, 1, interop.Event{Kind: interop.EventDraw, Seat: seat(0), Tile: tile.IDOf(tile.Red, 3)})
		}},
		{"pon from a seat that did not discard", func(h *interop.Hand) { h.Events[6].From = seat(2) }},
		{"pon with a tile not held", func(h *interop.Hand) { h.Events[6].Consumed[0] = heldBy(h, 2) }},
		{"chi of honours", func(h *interop.Hand) { h.Events[6].Kind = interop.EventChi }},
		{"riichi without its discard", func(h *interop.Hand) { h.Events = slices.Delete(h.Events, 2, 3) }},
		{"acceptance without riichi", func(h *interop.Hand) { h.Events = slices.Delete(h.Events, 1, 2) }},
		{"riichi stick never settled", func(h *interop.Hand) { h.Events = slices.Delete(h.Events, 3, 4) }},
		{"ron from a seat that gave no tile", func(h *interop.Hand) { h.Events[8].From = seat(2) }},
		{"ron on another tile", func(h *interop.Hand) { h.Events[8].Tile = h.Events[5].Tile }},
		{"payment not in hundreds", func(h *interop.Hand) { h.Events[8].Win.Deltas[0] = 4950; h.Events[8].Win.Deltas[3] = -3850 }},
		{"payments that are not zero-sum", func(h *interop.Hand) { h.Events[8].Win.Deltas[1] = 100 }},
		{"yaku out of range", func(h *interop.Hand) { h.Events[8].Win.Yaku[0].ID = 55 }},
		{"event after the end", func(h *interop.Hand) {
			h.Events = append(h.Events, interop.Event{Kind: interop.EventDraw, Seat: seat(1), Tile: tile.IDOf(tile.Red, 3)})
		}},
		{"second winner is the discarder", func(h *interop.Hand) {
			w := h.Events[8]
			w.Seat, w.From = seat(3), seat(3)
			h.Events = append(h.Events, w)
		}},
		{"dora without a kan", func(h *interop.Hand) {
			h.Events = slices.Insert(h.Events, 4, interop.Event{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: tile.IDOf(tile.Red, 3)})
		}},
		{"dora with an actor", func(h *interop.Hand) {
			h.Events = slices.Insert(h.Events, 4, interop.Event{Kind: interop.EventDora, Seat: seat(1), Tile: tile.IDOf(tile.Red, 3)})
		}},
		{"ura indicator already played", func(h *interop.Hand) { h.Ura = []tile.ID{h.Events[0].Tile} }},
		{"hand without a result", func(h *interop.Hand) { h.Events = h.Events[:8] }},
		{"round out of range", func(h *interop.Hand) { h.Round = 16 }},
	} {
		g := example(t)
		c.edit(&g.Hands[0])
		_, err := track.Check(g)
		assert.Error(t, err, c.name)
	}
}

func TestCanonicalForgetsCopiesOnly(t *testing.T) {
	g := example(t)
	c := track.Canonical(g, true)
	h, ch := g.Hands[0], c.Hands[0]
	assert.Equal(t, h.Events[0].Tile.Kind(), ch.Events[0].Tile.Kind())
	assert.True(t, ch.Deal[0][4].IsRed() || slices.ContainsFunc(ch.Deal[0][:], tile.ID.IsRed), "red fives stay red")
	assert.NotSame(t, h.Events[8].Win, ch.Events[8].Win, "a deep copy")
	assert.Equal(t, *h.Events[8].Win, *ch.Events[8].Win)
}

// TestRobbingAClosedKan: a win may rob a closed kan's tile (thirteen orphans on Tenhou), and only a
// tile of that kan, before the replacement draw.
func TestRobbingAClosedKan(t *testing.T) {
	build := func(won tile.ID, afterDraw bool) *interop.Game {
		h := interop.Hand{Scores: [4]int{25000, 25000, 25000, 25000}, Indicator: 100}
		for s := range 4 {
			for i := range 13 {
				h.Deal[s][i] = tile.ID(13*s + i + 1) // seat 0 holds all four 1m
			}
		}
		h.Events = []interop.Event{
			{Kind: interop.EventDraw, Seat: track.Seat(0), Tile: 60},
			{Kind: interop.EventAnkan, Seat: track.Seat(0), Consumed: [4]tile.ID{1, 2, 3, 4}},
			{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: 101},
		}
		if afterDraw {
			h.Events = append(h.Events, interop.Event{Kind: interop.EventDraw, Seat: track.Seat(0), Tile: 61})
		}
		h.Events = append(h.Events, interop.Event{Kind: interop.EventWin, Seat: track.Seat(1), From: track.Seat(0), Tile: won,
			Win: &interop.Win{Pao: tile.NoSeat, Points: 32000, Limit: 5, Deltas: [4]int{-32000, 32000, 0, 0}}})
		return &interop.Game{Hands: []interop.Hand{h}}
	}
	_, err := track.Check(build(3, false))
	assert.NoError(t, err)
	_, err = track.Check(build(60, false))
	assert.Error(t, err, "a tile that is not in the kan")
	_, err = track.Check(build(3, true))
	assert.Error(t, err, "after the replacement draw the kan can no longer be robbed")
}
