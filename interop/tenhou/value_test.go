package tenhou

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
)

// TestValueStrings: Tenhou's value strings read into fu, points (a tsumo's total) and limit, and the
// writer gives the same string back.
func TestValueStrings(t *testing.T) {
	for _, c := range []struct {
		s             string
		tsumo, dealer bool
		fu, han, pts  int
		limit         int
	}{
		{"40符2飜3900点", false, false, 40, 2, 3900, 0},
		{"30符1飜1000点", false, false, 30, 1, 1000, 0},
		{"20符3飜700-1300点", true, false, 20, 3, 2700, 0},
		{"30符1飜300-500点", true, false, 30, 1, 1100, 0},
		{"30符4飜3900点∀", true, true, 30, 4, 11700, 0},
		{"満貫8000点", false, false, 0, -1, 8000, 1},
		{"満貫2000-4000点", true, false, 0, -1, 8000, 1},
		{"跳満3000-6000点", true, false, 0, -1, 12000, 2},
		{"倍満24000点", false, true, 0, -1, 24000, 3},
		{"三倍満6000-12000点", true, false, 0, -1, 24000, 4},
		{"役満16000点∀", true, true, 0, -1, 48000, 5},
	} {
		var w interop.Win
		han, err := parseValue(c.s, &w, c.tsumo, c.dealer)
		require.NoError(t, err, c.s)
		assert.Equal(t, [4]int{c.fu, c.han, c.pts, c.limit}, [4]int{w.Fu, han, w.Points, w.Limit}, c.s)
		if han >= 0 {
			w.Yaku = []interop.Yaku{{ID: 1, Han: han}}
		}
		assert.Equal(t, `"`+c.s+`"`, string(appendValue(nil, &w, c.tsumo, c.dealer)), c.s)
	}
	for _, c := range []struct {
		s             string
		tsumo, dealer bool
	}{
		{"40符2飜3900点", true, false},      // a ron value on a tsumo
		{"20符3飜700-1300点", false, false}, // a tsumo split on a ron
		{"20符3飜700-1300点", true, true},   // a non-dealer split for the dealer
		{"4000点∀", true, false},          // no value name
		{"満貫", false, false},
		{"符飜点", false, false},
		{"40符x飜3900点", false, false},
		{"満貫20-4点", true, false},       // not Tenhou's rounding: the writer could not give it back
		{"30符1飜500-300点", true, false}, // the shares swapped
	} {
		var w interop.Win
		_, err := parseValue(c.s, &w, c.tsumo, c.dealer)
		assert.Error(t, err, c.s)
	}
}

func TestCallStrings(t *testing.T) {
	for _, c := range []struct {
		s      string
		kind   interop.Kind
		rel    int
		called int
		own    []int
		added  int
	}{
		{"c375336", interop.EventChi, 3, 37, []int{53, 36}, 0},
		{"p424242", interop.EventPon, 3, 42, []int{42, 42}, 0},
		{"41p4141", interop.EventPon, 2, 41, []int{41, 41}, 0},
		{"1515p15", interop.EventPon, 1, 15, []int{15, 15}, 0},
		{"35p3553", interop.EventPon, 2, 35, []int{35, 53}, 0},
		{"m39393939", interop.EventDaiminkan, 3, 39, []int{39, 39, 39}, 0},
		{"39m393939", interop.EventDaiminkan, 2, 39, []int{39, 39, 39}, 0},
		{"393939m39", interop.EventDaiminkan, 1, 39, []int{39, 39, 39}, 0},
		{"3737k3737", interop.EventKakan, 1, 37, []int{37, 37}, 37},
		{"k12121212", interop.EventKakan, 3, 12, []int{12, 12}, 12},
		{"151515a51", interop.EventAnkan, 0, 0, []int{15, 15, 15, 51}, 0},
	} {
		got, err := parseCall(c.s)
		require.NoError(t, err, c.s)
		assert.Equal(t, callString{kind: c.kind, rel: c.rel, called: c.called, own: c.own, added: c.added}, got, c.s)
	}
	for _, s := range []string{"", "c3753", "c373839x", "p3742", "c111214", "c414243", "x424242", "4242p42p", "42a424242", "c3a3536", "c17181", "3939m393939"} {
		_, err := parseCall(s)
		assert.Error(t, err, s)
	}
}
