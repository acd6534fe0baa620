package main

import (
	"bytes"
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
