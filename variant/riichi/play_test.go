package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

func set(s string) tile.Set {
	var out tile.Set
	for _, t := range tile.MustParseTiles(s) {
		out |= 1 << t
	}
	return out
}

func preset(t require.TestingT, name string) riichi.Options {
	o, err := riichi.Preset(name)
	require.NoError(t, err)
	return o
}

// TestWinningKinds: shape only, and FifthTileAnyHeld decides whether a kind held four times is a wait
// (docs/rules/riichi.md §7).
func TestWinningKinds(t *testing.T) {
	hand_ := riichi.Options{}
	anyHeld := riichi.Options{FifthTileAnyHeld: riichi.On}
	tests := []struct {
		name          string
		hand          string
		handOnly, any string
	}{
		{"nine gates", "1112345678999m", "123456789m", "123456789m"},
		{"seven pairs", "1122m3344p5566s7z", "7z", "7z"},
		{"thirteen orphans, 13-sided", "19m19p19s1234567z", "19m19p19s1234567z", "19m19p19s1234567z"},
		{"no yaku still waits: open hand tanki", "5m / 123p@E 456s@E 789s@E 999m@E", "5m", "5m"},
		{"four concealed: not a wait in either", "1111m234p567s789s", "", ""},
		{"four with a pon: a wait with FifthTileAnyHeld off only", "1m234p567s789s / 111m@E", "1m", ""},
		{"not ready", "1357m2468p1357s1z", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			assert.Equal(t, set(tt.handOnly), hand_.WinningKinds(h))
			assert.Equal(t, set(tt.any), anyHeld.WinningKinds(h))
			assert.Equal(t, tt.handOnly != "", hand_.Tenpai(h))
		})
	}
	assert.Zero(t, hand_.WinningKinds(hand.MustParse("1112345678999m1z")), "a 14-size hand")
}

// TestCheckRiichi: each condition of docs/rules/riichi.md §5 refuses alone.
func TestCheckRiichi(t *testing.T) {
	ready := hand.MustParse("123m456p789s1122z5z") // discard 5z: shanpon 1z/2z
	ok := riichi.RiichiState{Points: 25000, LiveTiles: 20}
	tenhou := riichi.Options{}
	ema := preset(t, "ema2016")
	tests := []struct {
		name    string
		o       riichi.Options
		h       hand.Hand
		discard string
		s       riichi.RiichiState
		ok      bool
	}{
		{"ready, closed", tenhou, ready, "5z", ok, true},
		{"with a closed kan", tenhou, hand.MustParse("456p789s1122z5z / [1111m]"), "5z", ok, true},
		{"open hand", tenhou, hand.MustParse("456p789s1122z5z / 123m@N"), "5z", ok, false},
		{"not ready after the discard", tenhou, ready, "1z", ok, false},
		{"discard not held", tenhou, ready, "9m", ok, false},
		{"999 points", tenhou, ready, "5z", riichi.RiichiState{Points: 999, LiveTiles: 20}, false},
		{"exactly 1,000 points", tenhou, ready, "5z", riichi.RiichiState{Points: 1000, LiveTiles: 20}, true},
		{"no minimum in ema2016", ema, ready, "5z", riichi.RiichiState{Points: -5000, LiveTiles: 20}, true},
		{"3 live tiles", tenhou, ready, "5z", riichi.RiichiState{Points: 25000, LiveTiles: 3}, false},
		{"exactly 4 live tiles", tenhou, ready, "5z", riichi.RiichiState{Points: 25000, LiveTiles: 4}, true},
		{"already in riichi", tenhou, ready, "5z", riichi.RiichiState{Points: 25000, LiveTiles: 20, InRiichi: true}, false},
		{"13 tiles", tenhou, hand.MustParse("123m456p789s1122z"), "1z", ok, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.o.CheckRiichi(tt.h, tile.MustParseTiles(tt.discard)[0], tt.s)
			if tt.ok {
				require.NoError(t, err)
			} else {
				require.ErrorIs(t, err, riichi.ErrRiichi)
			}
		})
	}
	assert.Equal(t, set("5z"), tenhou.RiichiDiscards(ready))
	assert.Equal(t, set("1m4m"), tenhou.RiichiDiscards(hand.MustParse("1234m456p789s1122z")), "keep 234 or 123")
	assert.Zero(t, tenhou.RiichiDiscards(hand.MustParse("123m456p789s1122z")), "13 tiles")
}

// TestRiichiDiscardsProperty: a kind is a riichi discard exactly when CheckRiichi accepts it for a
// closed hand with points and tiles to spare.
func TestRiichiDiscardsProperty(t *testing.T) {
	o := riichi.Options{}
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		for c.Total() < 14 {
			k := tile.Tile(rapid.IntRange(1, 9).Draw(t, "kind"))
			if c.Count(k) < 4 {
				c.Add(k)
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		ds := o.RiichiDiscards(h)
		for k := tile.Tile(1); k <= tile.Red; k++ {
			err := o.CheckRiichi(h, k, riichi.RiichiState{Points: 25000, LiveTiles: 30})
			assert.Equal(t, ds.Has(k), err == nil, "%v discard %v: %v", h, k, err)
		}
	})
}

// TestRiichiAnkan: the examples of docs/rules/riichi.md §5 and a hand the two tests tell apart.
func TestRiichiAnkan(t *testing.T) {
	unchanged := riichi.Options{}
	strict := riichi.Options{RiichiAnkan: riichi.Strict}
	never := riichi.Options{RiichiAnkan: riichi.Never}
	tests := []struct {
		name              string
		h, drawn          string
		unchanged, strict bool
	}{
		{"waits change: refused", "3334567m345p678s", "3m", false, false},
		{"a triplet in every reading: allowed", "111m456p789p234s5s", "1m", true, true},
		{"waits unchanged, but 222m is not a triplet in every reading", "1122234555789m", "2m", true, false},
		{"the drawn tile is not the fourth", "111m456p789p234s5s", "4p", false, false},
		{"a kan of four held before the draw", "1111m456p789p234s", "5s", false, false},
		{"not ready", "111m1357p2468s12z", "1m", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.h)
			x := tile.MustParseTiles(tt.drawn)[0]
			assert.Equal(t, tt.unchanged, unchanged.RiichiAnkanAllowed(h, x))
			assert.Equal(t, tt.strict, strict.RiichiAnkanAllowed(h, x))
			assert.False(t, never.RiichiAnkanAllowed(h, x))
		})
	}
}

// TestRiichiAnkanProperty: Strict allows only what WaitsUnchanged allows, and an allowed kan keeps the
// winning kinds.
func TestRiichiAnkanProperty(t *testing.T) {
	unchanged := riichi.Options{}
	strict := riichi.Options{RiichiAnkan: riichi.Strict}
	rapid.Check(t, func(t *rapid.T) {
		x := tile.Tile(rapid.IntRange(1, 9).Draw(t, "x"))
		var c tile.Counts
		c.Add(x)
		c.Add(x)
		c.Add(x)
		for c.Total() < 13 {
			k := tile.Tile(rapid.IntRange(1, 9).Draw(t, "kind"))
			if k != x && c.Count(k) < 4 {
				c.Add(k)
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		require.NoError(t, err)
		u, s := unchanged.RiichiAnkanAllowed(h, x), strict.RiichiAnkanAllowed(h, x)
		if s {
			assert.True(t, u)
		}
		if u {
			after, err := h.With(x)
			require.NoError(t, err)
			after, err = after.Declare(meld.MustNew(meld.Kong, x))
			require.NoError(t, err)
			assert.Equal(t, unchanged.WinningKinds(h), unchanged.WinningKinds(after))
		}
	})
}

// TestKuikae: the examples of docs/rules/riichi.md §4 under each option.
func TestKuikae(t *testing.T) {
	forbidden := riichi.Options{}
	same := riichi.Options{Kuikae: riichi.KuikaeSameKindOnly}
	allowed := riichi.Options{Kuikae: riichi.KuikaeAllowed}
	tests := []struct {
		name            string
		k               meld.Kind
		claimed, low    string
		forbidden, same string
	}{
		{"chi 3m with 45m: 3m and 6m", meld.Chow, "3m", "3m", "36m", "3m"},
		{"chi 6m with 45m: 6m and 3m", meld.Chow, "6m", "4m", "36m", "6m"},
		{"chi 4m with 35m: only 4m", meld.Chow, "4m", "3m", "4m", "4m"},
		{"chi 7p with 89p: nothing past 9", meld.Chow, "7p", "7p", "7p", "7p"},
		{"chi 3s with 12s: nothing below 1", meld.Chow, "3s", "1s", "3s", "3s"},
		{"pon 5z", meld.Pung, "5z", "5z", "5z", "5z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, l := tile.MustParseTiles(tt.claimed)[0], tile.MustParseTiles(tt.low)[0]
			assert.Equal(t, set(tt.forbidden), forbidden.KuikaeForbidden(tt.k, c, l))
			assert.Equal(t, set(tt.same), same.KuikaeForbidden(tt.k, c, l))
			assert.Zero(t, allowed.KuikaeForbidden(tt.k, c, l))
		})
	}
}
