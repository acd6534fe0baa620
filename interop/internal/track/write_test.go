package track_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
)

func TestAppendJSON(t *testing.T) {
	assert.Equal(t, `x[]`, string(track.AppendInts([]byte("x"), nil)))
	assert.Equal(t, `[-1,0,250]`, string(track.AppendInts(nil, []int{-1, 0, 250})))
	assert.Equal(t, `"a\"b\u003c"`, string(track.AppendString(nil, `a"b<`)))
}

func TestPlayableAndWrite(t *testing.T) {
	g := example(t)
	require.NoError(t, track.Playable(g, "f"))
	var buf bytes.Buffer
	ok := func(b []byte, _ *interop.Game) []byte { return append(b, "ok"...) }
	require.NoError(t, track.Write(&buf, g, "f", ok))
	assert.Equal(t, "ok", buf.String())

	bad := *g
	bad.Hands = append([]interop.Hand{g.Hands[0], g.Hands[0]}, g.Hands[1:]...)
	bad.Hands[1].Events = bad.Hands[1].Events[:1:1]
	bad.Hands[1].Events = append(bad.Hands[1].Events, bad.Hands[1].Events[0])
	err := track.Playable(&bad, "f")
	var ie *interop.Error
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "f", ie.Format)
	assert.Equal(t, "hand 2", ie.Where)
	assert.ErrorIs(t, err, interop.ErrMalformed)

	buf.Reset()
	assert.Equal(t, err, track.Write(&buf, &bad, "f", ok))
	assert.Zero(t, buf.Len(), "nothing written on failure")
	out, err := track.Append([]byte("x"), &bad, "f", ok)
	assert.Equal(t, "x", string(out), "dst returned unchanged on failure")
	assert.ErrorIs(t, err, interop.ErrMalformed)
}

func TestSortYaku(t *testing.T) {
	ys := []interop.Yaku{{ID: 53, Han: 1}, {ID: 54, Han: 1}, {ID: 52, Han: 2}, {ID: 7, Han: 1}, {ID: 1, Han: 1}, {ID: 52, Han: 1}}
	track.SortYaku(ys)
	var ids, han []int
	for _, y := range ys {
		ids, han = append(ids, y.ID), append(han, y.Han)
	}
	assert.Equal(t, []int{1, 7, 52, 52, 54, 53}, ids)
	assert.Equal(t, []int{1, 1, 2, 1, 1, 1}, han, "stable")
}
