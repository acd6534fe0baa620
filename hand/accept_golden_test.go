package hand_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// Acceptance tables of well-known hands, worked out by hand (the comments give the reasoning).
func TestAcceptanceGolden(t *testing.T) {
	sichuan := hand.Options{Shapes: hand.Standard | hand.SevenPairs, Kinds: tile.SuitedKinds &^ tile.Characters.Kinds()}
	tests := []struct {
		name    string
		hand    string
		o       hand.Options
		visible string
		shanten int
		kinds   string
		live    string // the live copies, one tile per copy
		total   int
	}{
		{
			// The pure Nine Gates waits on all nine characters; the hand holds three 1m, three 9m and
			// one of each other rank, so one 1m, one 9m and three of each other rank are live.
			name: "nine gates", hand: "1112345678999m", shanten: 0,
			kinds: "123456789m", live: "12223334445556667778889m", total: 23,
		},
		{
			// The same wait with 5m seen twice and 9m once: 5m has one copy left, 9m none (still a
			// wait, with no live copy): 23 - 2 - 1.
			name: "nine gates, tiles seen", hand: "1112345678999m", visible: "559m", shanten: 0,
			kinds: "123456789m", live: "12223334445666777888m", total: 20,
		},
		{
			// Four 1m held: sets 111m 234p 567s, pair 99s, and the loose 1m and 5z make it one tile
			// from ready. 2m or 3m make a partial chow with the fourth 1m, 5z a second pair (discard
			// 1m: 9s/5z wait), 9s a pung (discard 1m: 5z wait). 1m cannot be drawn (a fifth copy is
			// never a wait); 1z, 4p, 8s and every other draw leave it one from ready.
			name: "four of a kind held", hand: "1111m234p567s99s5z", shanten: 1,
			kinds: "23m9s5z", live: "22223333m99s555z", total: 13,
		},
		{
			// Sichuan with characters missing: the 1m is useless, so three sets, the pair 11s and
			// the lone 5s are two tiles from a win (shanten 1). A bamboo 3-7 makes a partial set with
			// 5s, a third 1s a pung (then the 5s waits alone); nothing else helps, and no character
			// is usable. 1s: two left, 5s: three, 7s: three (one in 789s), 3s 4s 6s: four each.
			name: "sichuan missing-suit tile", hand: "1m123p456p789s115s", o: sichuan, shanten: 1,
			kinds: "134567s", live: "11333344445556666777s", total: 20,
		},
		{
			name: "sichuan missing-suit tile, 4s seen twice", hand: "1m123p456p789s115s", o: sichuan,
			visible: "44s", shanten: 1,
			kinds: "134567s", live: "113333445556666777s", total: 18,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			v := tile.CountsOf(tile.MustParseTiles(tt.visible))
			a, err := h.Acceptance(tt.o, v)
			require.NoError(t, err)
			assert.Equal(t, tt.shanten, a.Shanten)
			assert.Equal(t, tt.kinds, a.Kinds.String())
			assert.Equal(t, tt.live, a.Live.String())
			assert.Equal(t, tt.total, a.Total)
		})
	}
}

// Discard tables worked out by hand.
func TestDiscardsGolden(t *testing.T) {
	sichuan := hand.Options{Shapes: hand.Standard | hand.SevenPairs, Kinds: tile.SuitedKinds &^ tile.Characters.Kinds()}
	// The missing-suit tile goes first: without it the hand waits on 1s or 5s (two of each left).
	// Every other discard keeps the 1m and leaves the hand one from ready.
	ds, err := hand.MustParse("1m123p456p789s1155s").Discards(sichuan, tile.Counts{}, 0)
	require.NoError(t, err)
	require.NotEmpty(t, ds)
	assert.Equal(t, tile.Character1, ds[0].Tile)
	assert.Equal(t, 0, ds[0].Shanten)
	assert.Equal(t, "15s", ds[0].Kinds.String())
	assert.Equal(t, 4, ds[0].Total)
	for _, d := range ds[1:] {
		assert.Equal(t, 1, d.Shanten, "discard %v", d.Tile)
	}

	// Nine Gates plus a tenth character: discarding the extra 5m gives back the nine-sided wait. The 5m
	// cut is seen: 1 + 3 + 3 + 3 + 2 + 3 + 3 + 3 + 1 = 22 live (not 23 with 3 of 5m).
	ds, err = hand.MustParse("11123455678999m").Discards(hand.Options{}, tile.Counts{}, 0)
	require.NoError(t, err)
	assert.Equal(t, tile.Character5, ds[0].Tile)
	assert.Equal(t, "123456789m", ds[0].Kinds.String())
	assert.Equal(t, 2, int(ds[0].Live[tile.Character5]))
	assert.Equal(t, 22, ds[0].Total)

	// The case: 123m456p789s11234z with 1z 1z seen. Cutting 1m leaves 1m with 3 live, 16 in
	// all: the same as the acceptance of the hand left once the 1m lies in the river, and the figures of
	// Tenhou's and mahjong-helper's tables.
	h := hand.MustParse("123m456p789s11234z")
	seen := tile.CountsOf(tile.MustParseTiles("11z"))
	ds, err = h.Discards(hand.Options{}, seen, 0)
	require.NoError(t, err)
	var cut1m hand.Discard
	for _, d := range ds {
		if d.Tile == tile.Character1 {
			cut1m = d
		}
	}
	require.Equal(t, tile.Character1, cut1m.Tile)
	assert.Equal(t, 2, cut1m.Shanten)
	assert.Equal(t, "14m1234z", cut1m.Kinds.String())
	assert.Equal(t, 3, int(cut1m.Live[tile.Character1]))
	assert.Equal(t, 16, cut1m.Total)
	left := hand.MustParse("23m456p789s11234z")
	after := seen
	after[tile.Character1]++
	a, err := left.Acceptance(hand.Options{}, after)
	require.NoError(t, err)
	assert.Equal(t, a, cut1m.Acceptance)
}
