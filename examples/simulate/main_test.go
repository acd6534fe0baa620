package main

import (
	"bytes"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunDefaultsPlaysEachVariant(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run(nil, &out))
	s := out.String()
	assert.Contains(t, s, "=== classic, seed 1, greedy bots")
	assert.Contains(t, s, "=== sichuan, seed 1, greedy bots")
	assert.Contains(t, s, "hand result (wins and settlement):")
	assert.Contains(t, s, "running totals after hand 1:")
}

func TestRunIsDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	args := []string{"-variant", "sichuan", "-hands", "3", "-bots", "random", "-seed", "9", "-v", "2"}
	require.NoError(t, run(args, &a))
	require.NoError(t, run(args, &b))
	assert.Equal(t, a.String(), b.String())
}

func TestRunWholeSession(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-variant", "sichuan", "-hands", "100", "-v", "0"}, &out))
	assert.Contains(t, out.String(), "--- hand 16:")
	assert.NotContains(t, out.String(), "--- hand 17:")
	assert.Contains(t, out.String(), "\nsession over\n")
}

// -h prints the flags and an example and exits 0; a bad flag exits 2.
func TestRunHelp(t *testing.T) {
	for _, h := range []string{"-h", "-help"} {
		var out bytes.Buffer
		err := run([]string{h}, &out)
		require.Error(t, err)
		assert.Equal(t, 0, exitCode(err))
		assert.Contains(t, out.String(), "go run ./examples/simulate -variant sichuan -hands 16 -v 0")
		assert.Contains(t, out.String(), "-glyphs")
	}
	assert.Equal(t, 2, exitCode(run([]string{"-unknown"}, new(bytes.Buffer))))
	assert.Equal(t, 0, exitCode(nil))
}

func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-variant", "nope"},
		{"-hands", "0"},
		{"-bots", "clever"},
		{"-v", "3"},
		{"-unknown"},
	} {
		var out bytes.Buffer
		assert.Error(t, run(args, &out), "%q", args)
	}
}

// TestRunRiichiGame: a whole riichi game ends and prints its final table, four ranked seats whose final
// scores add up to zero when no stick is lost.
func TestRunRiichiGame(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-variant", "riichi", "-hands", "200", "-v", "0"}, &out))
	s := out.String()
	require.Contains(t, s, "\nsession over\nfinal table (")
	tail := s[strings.Index(s, "final table ("):]
	lines := strings.Split(strings.TrimSpace(tail), "\n")
	require.Len(t, lines, 5)
	sum := 0
	for i, l := range lines[1:] {
		assert.True(t, strings.HasPrefix(strings.TrimSpace(l), strconv.Itoa(i+1)+". "), l)
		f := strings.Fields(l)
		v, err := strconv.ParseFloat(f[len(f)-1], 64)
		require.NoError(t, err)
		sum += int(math.Round(10 * v))
	}
	assert.Zero(t, sum, "tenhou's final scores add up to zero")
}
