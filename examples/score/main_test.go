package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunClassicWorkedExample(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"-variant", "classic", "-hand", "234m777m333z55m [1111m]", "-win", "5m",
		"-source", "wall", "-winner", "W", "-dealer", "W", "-prevailing", "S"}, &out)
	require.NoError(t, err)
	// docs/rules/classic.md §8.11.1: S = 528, each other player pays 1,056.
	assert.Contains(t, out.String(), "value 528")
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

func TestRunBadInput(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"-variant", "nope", "-hand", "123m", "-win", "1m"},
		{"-hand", "123m", "-win", "1m"},
		{"-hand", "123m456m789m234p55p", "-win", "9z"},
		{"-hand", "123m456m789m234p55p", "-win", "5p", "-source", "air"},
		{"-hand", "123m456m789m234p55p", "-win", "5p", "-flags", "lucky"},
		{"-hand", "123m456m789m234p55p", "-win", "5p", "-winner", "X"},
	} {
		var out bytes.Buffer
		assert.Error(t, run(args, &out), "%q", args)
	}
}
