package meld_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// TestParseGarbageIsCheap: a long bad input is refused without reading it whole or allocating more
// than the error, and the message quotes a short prefix.
func TestParseGarbageIsCheap(t *testing.T) {
	for name, s := range map[string]string{
		"bytes":  strings.Repeat("\xff", 1<<20),
		"digits": strings.Repeat("5", 1<<20) + "m",
		"seat":   "555z@" + strings.Repeat("E", 1<<20),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := meld.Parse(s)
			require.ErrorIs(t, err, meld.ErrInvalid)
			assert.Less(t, len(err.Error()), 400)
			allocs := testing.AllocsPerRun(5, func() { _, _ = meld.Parse(s) })
			assert.LessOrEqual(t, allocs, 4.0)
		})
	}
}

func TestRedFiveMelds(t *testing.T) {
	tests := []struct {
		in, out string
		kind    meld.Kind
		first   tile.Tile
		red     int
	}{
		{"406m", "406m", meld.Chow, tile.Character4, 1},
		{"[340m]", "[340m]", meld.Chow, tile.Character3, 1},
		{"067s@N", "067s@N", meld.Chow, tile.Bamboo5, 1},
		{"5505p", "0555p", meld.Kong, tile.Circle5, 1},
		{"[0000s]", "[0000s]", meld.Kong, tile.Bamboo5, 4},
		{"550p", "055p", meld.Pung, tile.Circle5, 1},
		{"[50m]", "[05m]", meld.Pair, tile.Character5, 1},
		{"0055m+@W", "0055m+@W", meld.Kong, tile.Character5, 2},
		{"[6m0m4m]", "[406m]", meld.Chow, tile.Character4, 1},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := meld.Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.kind, m.Kind())
			assert.Equal(t, tt.first, m.Tile())
			assert.Equal(t, tt.red, m.Red())
			assert.Equal(t, tt.out, m.String())
			b, err := m.MarshalText()
			require.NoError(t, err)
			var back meld.Meld
			require.NoError(t, back.UnmarshalText(b))
			assert.Equal(t, m, back)
			plain, err := m.WithRed(0)
			require.NoError(t, err)
			assert.NotEqual(t, m, plain, "a red five is a different physical tile")
			assert.Equal(t, 0, plain.Red())
		})
	}
	_, err := meld.MustNew(meld.Chow, tile.Character6).WithRed(1)
	require.ErrorIs(t, err, meld.ErrInvalid, "678m holds no five")
	_, err = meld.MustNew(meld.Pung, tile.White).WithRed(1)
	require.ErrorIs(t, err, meld.ErrInvalid, "honours have no red fives")
	_, err = meld.MustNew(meld.Pung, tile.Circle5).WithRed(-1)
	require.ErrorIs(t, err, meld.ErrInvalid)
	_, err = meld.Parse("[000z]")
	require.ErrorIs(t, err, meld.ErrInvalid, "no red honours")
}
