package track_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// Fresh gives a red five copy 0 and plain fives copies 1..3 in a game with red fives, any copy in
// one without, and refuses a fifth copy and a red five where there are none.
func TestCopiesFresh(t *testing.T) {
	var u track.Copies
	id, err := u.Fresh(tile.Circle5, true, true, "0p")
	require.NoError(t, err)
	assert.Equal(t, tile.IDOf(tile.Circle5, 0), id)
	_, err = u.Fresh(tile.Circle5, true, true, "0p")
	assert.EqualError(t, err, "a fifth copy of 0p")
	for cp := uint8(1); cp < 4; cp++ {
		id, err = u.Fresh(tile.Circle5, false, true, "5p")
		require.NoError(t, err)
		assert.Equal(t, tile.IDOf(tile.Circle5, cp), id)
	}
	_, err = u.Fresh(tile.Circle5, false, true, "5p")
	assert.EqualError(t, err, "a fifth copy of 5p")

	u = track.Copies{}
	_, err = u.Fresh(tile.Circle5, true, false, "0p")
	assert.EqualError(t, err, "red five in a game without red fives")
	id, err = u.Fresh(tile.Circle5, false, false, "5p")
	require.NoError(t, err)
	assert.Equal(t, tile.IDOf(tile.Circle5, 0), id, "copy 0 is a plain five without red fives")
}

// Held finds a held copy not in got, preferring one other than avoid, and the red one only when asked;
// Record appends only events that can happen, up to MaxEvents.
func TestHeldAndRecord(t *testing.T) {
	g := example(t)
	h := &g.Hands[0]
	var tb track.Table
	require.NoError(t, tb.Start(h))
	held := func(k tile.Tile) (n int) {
		for cp := uint8(0); cp < 4; cp++ { // plain copies
			if id := tile.IDOf(k, cp); !id.IsRed() && tb.Holds(0, id) {
				n++
			}
		}
		return n
	}
	var none, two tile.Tile
	for k := range tile.PlayingKinds.All() {
		if held(k) == 0 && !tb.Holds(0, tile.IDOf(k, 0)) && none == tile.None {
			none = k
		}
		if held(k) >= 2 && two == tile.None {
			two = k
		}
	}
	require.NotEqual(t, tile.None, none)
	require.NotEqual(t, tile.None, two)
	_, ok := tb.Held(0, none, false, true, 0, nil)
	assert.False(t, ok)
	a, ok := tb.Held(0, two, false, true, 0, nil)
	require.True(t, ok)
	assert.Equal(t, two, a.Kind())
	assert.False(t, a.IsRed())
	b, ok := tb.Held(0, two, false, true, a, nil)
	require.True(t, ok)
	assert.NotEqual(t, a, b, "avoid is avoided when another copy is held")
	c, ok := tb.Held(0, two, false, true, 0, []tile.ID{a})
	require.True(t, ok)
	assert.NotEqual(t, a, c, "a copy in got is never returned")

	var rec interop.Hand
	bad := interop.Event{Kind: interop.EventDiscard, Seat: tile.SeatAt(0), Tile: heldBy(h, 1)}
	require.Error(t, tb.Record(&rec, bad))
	assert.Empty(t, rec.Events, "nothing appended for an impossible event")
	rec.Events = make([]interop.Event, track.MaxEvents)
	assert.EqualError(t, tb.Record(&rec, h.Events[0]), "too many events in a hand")
	assert.Len(t, rec.Events, track.MaxEvents)
	rec.Events = rec.Events[:0]
	require.NoError(t, tb.Record(&rec, h.Events[0]))
	assert.Equal(t, h.Events[:1], rec.Events)
}
