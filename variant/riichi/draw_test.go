package riichi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

func sum(d [tile.NumSeats]int) int { return d[0] + d[1] + d[2] + d[3] }

// TestNotenPayments: the table of docs/rules/riichi.md §11 and worked example X11.
func TestNotenPayments(t *testing.T) {
	tests := []struct {
		tenpai [4]bool
		want   [4]int
	}{
		{[4]bool{}, [4]int{}},
		{[4]bool{true, true, true, true}, [4]int{}},
		{[4]bool{false, true, false, false}, [4]int{-1000, 3000, -1000, -1000}},
		{[4]bool{false, true, false, true}, [4]int{-1500, 1500, -1500, 1500}}, // X11
		{[4]bool{true, true, false, true}, [4]int{1000, 1000, -3000, 1000}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, riichi.NotenPayments(tt.tenpai), "%v", tt.tenpai)
	}
}

// TestNagashi: X11's variant (N qualifies, E deals) and a dealer qualifier; rivers that qualify.
func TestNagashi(t *testing.T) {
	nagashi := func(q [4]bool) [4]int {
		d, err := riichi.NagashiPayments(tile.SeatEast, q)
		require.NoError(t, err)
		return d
	}
	assert.Equal(t, [4]int{-4000, -2000, -2000, 8000}, nagashi([4]bool{false, false, false, true}))
	assert.Equal(t, [4]int{12000, -4000, -4000, -4000}, nagashi([4]bool{true, false, false, false}))
	assert.Equal(t, [4]int{-8000, 6000, -4000, 6000}, nagashi([4]bool{false, true, false, true}))
	_, err := riichi.NagashiPayments(tile.NoSeat, [4]bool{true})
	require.ErrorIs(t, err, score.ErrContext, "who pays depends on the dealer")

	river := tile.MustParseTiles("19m19p1z7z")
	assert.True(t, riichi.NagashiRiver(river, make([]bool, 6)))
	assert.False(t, riichi.NagashiRiver(river, []bool{false, false, true, false, false, false}), "a discard was called")
	assert.False(t, riichi.NagashiRiver(tile.MustParseTiles("19m2p"), make([]bool, 3)), "a simple")
	assert.False(t, riichi.NagashiRiver(nil, nil), "no discard")
	assert.False(t, riichi.NagashiRiver(river, nil), "taken flags missing")

	o := riichi.Options{}
	d := riichi.ExhaustiveDraw{Dealer: tile.SeatEast, Tenpai: [4]bool{false, true, false, true}, Nagashi: [4]bool{false, false, false, true}}
	got, keep, err := o.SettleExhaustive(d)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-4000, -2000, -2000, 8000}, got, "nagashi replaces noten payments")
	assert.False(t, keep)
	got, keep, err = preset(t, "ema2016").SettleExhaustive(d)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-1500, 1500, -1500, 1500}, got, "no nagashi in ema2016")
	assert.False(t, keep)
	d.Tenpai[tile.SeatEast.Index()] = true
	_, keep, err = o.SettleExhaustive(d)
	require.NoError(t, err)
	assert.True(t, keep, "the dealer is tenpai")
	_, _, err = o.SettleExhaustive(riichi.ExhaustiveDraw{Tenpai: [4]bool{true}})
	require.ErrorIs(t, err, score.ErrContext, "no dealer set")
}

// TestNagashiDealerKeeps: at an exhaustive draw with nagashi mangan the dealer keeps the deal exactly
// when the dealer is tenpai: a noten dealer whose own river is paid nagashi mangan passes it, a tenpai
// one keeps it, and another player's nagashi changes nothing (docs/rules/riichi.md §11.2,
// docs/rules/riichi.md §12.1). The payments are the nagashi ones in every case.
func TestNagashiDealerKeeps(t *testing.T) {
	tests := []struct {
		name    string
		dealer  tile.Seat
		tenpai  [4]bool
		nagashi [4]bool
		pay     [4]int
		keep    bool
	}{
		{"noten dealer's nagashi", tile.SeatSouth, [4]bool{true, false, true, false}, [4]bool{false, true, false, false},
			[4]int{-4000, 12000, -4000, -4000}, false},
		{"tenpai dealer's nagashi", tile.SeatSouth, [4]bool{false, true, false, false}, [4]bool{false, true, false, false},
			[4]int{-4000, 12000, -4000, -4000}, true},
		{"non-dealer's nagashi, tenpai dealer", tile.SeatEast, [4]bool{true, false, false, false}, [4]bool{false, false, true, false},
			[4]int{-4000, -2000, 8000, -2000}, true},
		{"non-dealer's nagashi, noten dealer", tile.SeatEast, [4]bool{false, true, true, true}, [4]bool{false, false, true, false},
			[4]int{-4000, -2000, 8000, -2000}, false},
		{"both, noten dealer", tile.SeatEast, [4]bool{false, true, false, false}, [4]bool{true, false, true, false},
			[4]int{8000, -6000, 4000, -6000}, false},
	}
	for _, tt := range tests {
		pay, keep, err := riichi.Options{}.SettleExhaustive(riichi.ExhaustiveDraw{Dealer: tt.dealer, Tenpai: tt.tenpai, Nagashi: tt.nagashi})
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.pay, pay, tt.name)
		assert.Equal(t, tt.keep, keep, tt.name)
	}
}

// TestDrawPaymentsSumToZero: every settlement of an exhaustive draw is zero-sum.
func TestDrawPaymentsSumToZero(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var d riichi.ExhaustiveDraw
		d.Dealer = tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer"))
		for s := range 4 {
			d.Tenpai[s] = rapid.Bool().Draw(t, "tenpai")
			d.Nagashi[s] = rapid.Bool().Draw(t, "nagashi")
		}
		o := preset(t, rapid.SampledFrom(fourPlayerPresets()).Draw(t, "preset"))
		got, _, err := o.SettleExhaustive(d)
		require.NoError(t, err)
		assert.Zero(t, sum(got))
	})
}

func TestNineTerminals(t *testing.T) {
	assert.True(t, riichi.NineTerminals(tile.CountsOf(tile.MustParseTiles("19m19p1s1234z2345m"))))
	assert.False(t, riichi.NineTerminals(tile.CountsOf(tile.MustParseTiles("19m19p1s123z23456m"))), "eight kinds")
	assert.False(t, riichi.NineTerminals(tile.CountsOf(tile.MustParseTiles("1111999m1111p11z"))), "many tiles, few kinds")
}

func TestFourWinds(t *testing.T) {
	e := tile.East
	assert.True(t, riichi.FourWinds([4]tile.Tile{e, e, e, e}))
	assert.False(t, riichi.FourWinds([4]tile.Tile{e, e, e, tile.South}))
	assert.False(t, riichi.FourWinds([4]tile.Tile{tile.White, tile.White, tile.White, tile.White}), "a dragon")
	assert.False(t, riichi.FourWinds([4]tile.Tile{}))
}

// TestAbortEnabled: the defaults per preset (docs/rules/riichi.md §11).
func TestAbortEnabled(t *testing.T) {
	all := []riichi.Abort{riichi.NineKinds, riichi.FourWind, riichi.FourRiichi, riichi.FourKans, riichi.TripleRon}
	for _, a := range all {
		assert.True(t, preset(t, "tenhou").Enabled(a), "tenhou %v", a)
		assert.Equal(t, a != riichi.TripleRon, preset(t, "mahjongsoul").Enabled(a), "mahjongsoul %v", a)
		assert.False(t, preset(t, "ema2016").Enabled(a), "ema2016 %v", a)
		assert.False(t, preset(t, "wrc2022").Enabled(a), "wrc2022 %v", a)
	}
	assert.False(t, riichi.Options{}.Enabled(riichi.NoAbort))
	assert.Equal(t, "four-riichi", riichi.FourRiichi.String())
	assert.Equal(t, "riichi.abort(9)", riichi.Abort(9).String())
}

// TestRonWinners: several rons on one discard under each MultipleRon (docs/rules/riichi.md §10).
func TestRonWinners(t *testing.T) {
	E, S, W, N := tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth
	three := [4]bool{false, true, true, true} // E discards; S, W, N ron
	two := [4]bool{true, true, false, false}  // W discards; E, S ron: N is not among them, E nearest
	tests := []struct {
		preset string
		from   tile.Seat
		ron    [4]bool
		want   []tile.Seat
		abort  bool
	}{
		{"tenhou", E, three, nil, true},
		{"tenhou", W, two, []tile.Seat{E, S}, false},
		{"mahjongsoul", E, three, []tile.Seat{S, W, N}, false},
		{"ema2016", E, three, []tile.Seat{S, W, N}, false},
		{"wrc2022", E, three, []tile.Seat{S}, false},
		{"wrc2022", W, two, []tile.Seat{E}, false},
	}
	for _, tt := range tests {
		got, abort := preset(t, tt.preset).RonWinners(tt.from, tt.ron)
		assert.Equal(t, tt.want, got, "%s from %v", tt.preset, tt.from)
		assert.Equal(t, tt.abort, abort)
	}
	noSancha := riichi.Options{Sanchahou: riichi.Off}
	got, abort := noSancha.RonWinners(E, three)
	assert.False(t, abort)
	assert.Equal(t, []tile.Seat{S, W}, got, "the two nearest")
}
