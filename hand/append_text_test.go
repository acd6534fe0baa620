package hand_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
)

// TestAppendText: AppendText appends exactly String's text, red fives and melds included, without
// allocating into a buffer with room.
func TestAppendText(t *testing.T) {
	for _, s := range []string{"23m406m345p678s88s", "11z / 555z [1111m] 6666z+@E 789p", "340m234p34567888s"} {
		h, err := hand.Parse(s)
		require.NoError(t, err)
		b, err := h.AppendText([]byte("x:"))
		require.NoError(t, err)
		assert.Equal(t, "x:"+h.String(), string(b))
		buf := make([]byte, 0, 128)
		assert.Zero(t, testing.AllocsPerRun(100, func() { buf, _ = h.AppendText(buf[:0]) }))
	}
}
