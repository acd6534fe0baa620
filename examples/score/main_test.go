package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRunDefaults: the README's shortest command scores with the defaults (classic, East wins on a
// tile from the wall, East deals, the prevailing wind unset and so East).
func TestRunDefaults(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-hand", "123m456p789s11222z", "-win", "2z"}, &out))
	assert.Contains(t, out.String(), "classic: ")
	assert.Contains(t, out.String(), "pair [11z]")
	var east bytes.Buffer
	require.NoError(t, run([]string{"-hand", "123m456p789s11222z", "-win", "2z", "-prevailing", "E"}, &east))
	assert.Equal(t, east.String(), out.String(), "an unset prevailing wind is East")
}

func TestRunClassicWorkedExample(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"-variant", "classic", "-hand", "234m777m333z55m / [1111m]", "-win", "5m",
		"-source", "wall", "-winner", "W", "-dealer", "W", "-prevailing", "S"}, &out)
	require.NoError(t, err)
	// docs/rules/classic.md §8.11.1: S = 528, each other player pays 1,056.
	assert.Contains(t, out.String(), "the hand is worth 528")
	assert.Contains(t, out.String(), "net [E -1056, S -1056, W +3168, N -1056]")
}

func TestRunSichuan(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"-variant", "sichuan", "-hand", "123m456m789m234p55p", "-win", "5p",
		"-source", "discard", "-winner", "E", "-supplier", "W", "-missing", "bamboo"}, &out)
	require.NoError(t, err)
	// docs/rules/sichuan.md §15.2 (X2): Pair wait, base 2, paid by the discarder.
	assert.Contains(t, out.String(), "net [E +2, S +0, W -2, N +0]")
}

// TestRunFlags: win flags read names joined by ',' or '|'.
func TestRunFlags(t *testing.T) {
	for _, flags := range []string{"last-tile", "last-tile|original-call", "last-tile,original-call"} {
		var out bytes.Buffer
		require.NoError(t, run([]string{"-hand", "123m456p789s11222z", "-win", "2z", "-flags", flags}, &out), flags)
		assert.Contains(t, out.String(), "last tile of the live wall", flags)
	}
}

// TestRunErrors: each mistake is an error that names the flag to set or fix, without a doubled
// "score: score:" prefix.
func TestRunErrors(t *testing.T) {
	const h, sh = "123m456p789s11222z", "123m456m789m234p55p"
	tests := []struct {
		args []string
		want string
	}{
		{[]string{}, "-hand is required"},
		{[]string{"-hand", h}, "-win is required"},
		{[]string{"-hand", h, "-win", "2z", "extra"}, `unexpected argument "extra"`},
		{[]string{"-hand", h, "-win", "2z", "-source", "discard"}, "-supplier is required for a discard win"},
		{[]string{"-hand", h, "-win", "2z", "-source", "robbed-kong"}, "-supplier is required for a robbed-kong win"},
		{[]string{"-hand", h, "-win", "2z", "-source", "wall", "-supplier", "W"}, "-supplier does not apply to a wall win"},
		{[]string{"-variant", "sichuan", "-hand", sh, "-win", "5p"}, "-missing is required for sichuan"},
		{[]string{"-hand", h, "-win", "2z", "-missing", "bamboo"}, "-missing does not apply to classic"},
		{[]string{"-hand", h, "-win", "2z", "-out", "S"}, "-out does not apply to classic"},
		{[]string{"-variant", "sichuan", "-hand", sh, "-win", "5p", "-missing", "bamboo", "-prevailing", "S"},
			"-prevailing does not apply to sichuan"},
		{[]string{"-variant", "nope", "-hand", h, "-win", "2z"}, `-variant: variant: not registered: "nope"`},
		{[]string{"-hand", "123x", "-win", "2z"}, "-hand: hand:"},
		{[]string{"-hand", h, "-win", "9z"}, "-win: tile:"},
		{[]string{"-hand", h, "-win", "2z", "-source", "air"}, "-source: score:"},
		{[]string{"-hand", h, "-win", "2z", "-flags", "lucky"}, "-flags: score:"},
		{[]string{"-hand", h, "-win", "2z", "-winner", "X"}, `-winner "X": a seat is`},
		{[]string{"-hand", h, "-win", "2z", "-dealer", "Q"}, `-dealer "Q": a seat is`},
		{[]string{"-hand", h, "-win", "2z", "-prevailing", "Z"}, "-prevailing: tile:"},
		{[]string{"-hand", h, "-win", "5m"}, "score: facts contradict the hand"},
		{[]string{"-hand", "123m456p789s11223z", "-win", "2z"}, "score: not a winning hand"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		err := run(tt.args, &out)
		require.Error(t, err, "%q", tt.args)
		assert.Contains(t, err.Error(), tt.want, "%q", tt.args)
		assert.NotContains(t, err.Error(), "score: score:", "%q", tt.args)
	}
}

// -h and -help print the flags and an example, and exit 0.
func TestRunHelp(t *testing.T) {
	for _, h := range []string{"-h", "-help"} {
		var out bytes.Buffer
		err := run([]string{h}, &out)
		require.ErrorIs(t, err, errUsage)
		assert.Equal(t, 0, exitCode(err))
		assert.Contains(t, out.String(), "-supplier")
		assert.Contains(t, out.String(), "go run ./examples/score -hand 123m456p789s11222z -win 2z")
	}
	assert.Equal(t, 2, exitCode(run([]string{"-nope"}, new(bytes.Buffer))))
	assert.Equal(t, 0, exitCode(nil))
}

// TestRunHelpExamples: every invocation -h shows scores without an error.
func TestRunHelpExamples(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(examples), "\n")
	require.Len(t, lines, 5)
	for _, line := range lines {
		cmd, ok := strings.CutPrefix(strings.TrimSpace(line), "go run ./examples/score ")
		require.True(t, ok, line)
		var args []string
		for i, part := range strings.Split(cmd, `"`) {
			if i%2 == 1 {
				args = append(args, part) // a quoted argument
				continue
			}
			args = append(args, strings.Fields(part)...)
		}
		var out bytes.Buffer
		require.NoError(t, run(args, &out), line)
		assert.Contains(t, out.String(), "net [", line)
	}
}

// One spelling per fact across the examples: the seat that supplied the winning tile is -supplier in
// every variant (riichi's -from is gone), -source defaults to discard when it is given, and -missing
// reads the suit letters as advise does, or the suit names.
func TestRunOneSpelling(t *testing.T) {
	var want bytes.Buffer
	require.NoError(t, run([]string{"-variant", "sichuan", "-hand", "123m456m789m234p55p", "-win", "5p",
		"-source", "discard", "-winner", "E", "-supplier", "W", "-missing", "bamboo"}, &want))
	for _, args := range [][]string{
		{"-missing", "s", "-source", "discard", "-supplier", "W"},
		{"-missing", "bamboo", "-supplier", "W"},
		{"-missing", "s", "-supplier", "W"},
	} {
		var out bytes.Buffer
		require.NoError(t, run(append([]string{"-variant", "sichuan", "-hand", "123m456m789m234p55p", "-win", "5p",
			"-winner", "E"}, args...), &out), "%q", args)
		assert.Equal(t, want.String(), out.String(), "%q", args)
	}
	for _, bad := range []string{"z", "honors", "x"} {
		err := run([]string{"-variant", "sichuan", "-hand", "123m456m789m234p55p", "-win", "5p", "-missing", bad}, new(bytes.Buffer))
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "-missing")
	}
	for _, gone := range []string{"-from", "-tsumo"} {
		args := []string{"-variant", "riichi", "-hand", "23m456m345p678s88s4m", "-win", "4m", gone}
		if gone == "-from" {
			args = append(args, "E")
		}
		assert.Error(t, run(args, new(bytes.Buffer)), gone)
	}
}

func TestRunRiichi(t *testing.T) {
	var out bytes.Buffer
	// docs/rules/riichi.md §15 X1: pinfu tsumo with riichi, S's own stick on the table.
	err := run([]string{"-variant", "riichi", "-hand", "23m456m345p678s88s4m", "-win", "4m", "-winner", "S",
		"-riichi", "-dora", "9p", "-ura", "1z", "-sticks", "1"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "4 han 20 fu: basic points 20 × 2^(2+4) = 1280")
	assert.Contains(t, out.String(), "net [E -2600, S +5200, W -1300, N -1300]")
	assert.Contains(t, out.String(), "from the table: 1000")

	// X5 under wrc2022 (kiriage): N rons E's 2m, 4 han 30 fu is a mangan.
	out.Reset()
	err = run([]string{"-variant", "riichi", "-preset", "wrc2022", "-hand", "34m234m567p345s66s2m", "-win", "2m",
		"-winner", "N", "-supplier", "E", "-riichi", "-dora", "1z", "-ura", "1z"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "net [E -8000, S +0, W +0, N +8000]")

	// The same under tenhou with Kiriage=on overriding the preset, the ron given by -source and -supplier.
	out.Reset()
	err = run([]string{"-variant", "riichi", "-option", "Kiriage=on", "-hand", "34m234m567p345s66s2m", "-win", "2m",
		"-winner", "N", "-source", "discard", "-supplier", "E", "-riichi", "-dora", "1z", "-ura", "1z"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "mangan")

	// An open riichi dealt into by a player not in riichi is a yakuman (docs/rules/riichi.md §14.1).
	out.Reset()
	err = run([]string{"-variant", "riichi", "-option", "OpenRiichi=on", "-hand", "23m456m345p678s88s4m", "-win", "4m",
		"-winner", "S", "-supplier", "N", "-riichi", "-open-riichi", "-open-deal-in", "-dora", "9p"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "open-riichi-deal-in")
	assert.Contains(t, out.String(), "net [E +0, S +32000, W +0, N -32000]")

	// The dealer's eighth win in a row under Paarenchan=on.
	out.Reset()
	err = run([]string{"-variant", "riichi", "-option", "Paarenchan=on", "-hand", "234m456p678s35s88p4s", "-win", "4s",
		"-winner", "E", "-supplier", "S", "-streak", "7", "-dora", "1z"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "net [E +48000, S -48000, W +0, N +0]")

	// Three players (tenhou-sanma): two Norths set aside are two nuki dora; riichi tsumo with them is a
	// mangan, and the absent North's share is lost (docs/rules/riichi.md §17.5).
	out.Reset()
	err = run([]string{"-variant", "riichi", "-preset", "tenhou-sanma", "-hand", "111m456p345s678s99m", "-win", "9m",
		"-winner", "S", "-source", "wall", "-riichi", "-dora", "1z", "-kita", "2"}, &out)
	require.NoError(t, err)
	assert.Contains(t, out.String(), "nuki                                          2 dora")
	assert.Contains(t, out.String(), "net [E -4000, S +6000, W -2000, N +0]")
}

func TestRunRiichiErrors(t *testing.T) {
	base := []string{"-variant", "riichi", "-hand", "23m456m345p678s88s4m", "-win", "4m", "-winner", "S", "-dora", "9p"}
	var out bytes.Buffer
	require.NoError(t, run(append(append([]string(nil), base...), "-source", "wall"), &out), "the base scores")
	for _, extra := range [][]string{
		{"-source", "wall", "-supplier", "E"},
		{"-riichi", "-double"},
		{"-preset", "nope"},
		{"-option", "Kiriage"},
		{"-option", "Nope=1"},
		{"-dora", "9x"},
		{"-ura", "1z"},
		{"-pao", "Q"},
		{"-supplier", "Q"},
		{"-honba", "-1"},
		{"-streak", "300"},
		{"-kita", "1"},  // four players: no kita
		{"-kita", "-1"}, // out of range
		{"-source", "wall", "-open-riichi"},
	} {
		out.Reset()
		assert.Error(t, run(append(append([]string(nil), base...), extra...), &out), "%q", extra)
	}
	out.Reset()
	err := run([]string{"-hand", "123m456p789s11222z", "-win", "2z", "-dora", "1z"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-dora does not apply to classic")
}
