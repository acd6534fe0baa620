package replay_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

const phoenix = "../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml"

// firstEvent returns the index of the first event of h of kind k.
func firstEvent(t *testing.T, h *interop.Hand, k interop.Kind) int {
	for i := range h.Events {
		if h.Events[i].Kind == k {
			return i
		}
	}
	t.Fatalf("no %v event", k)
	return -1
}

// TestDiffsAreFound: each kind of wrong fact in a log is reported at its hand and event, and the
// other hands still match.
func TestDiffsAreFound(t *testing.T) {
	cases := []struct {
		name   string
		tamper func(t *testing.T, g *interop.Game) (hand, event int)
		what   string
	}{
		{"win points", func(t *testing.T, g *interop.Game) (int, int) {
			h := &g.Hands[0]
			i := firstEvent(t, h, interop.EventWin)
			h.Events[i].Win.Points += 1000
			return 0, i
		}, "win value"},
		{"win payments", func(t *testing.T, g *interop.Game) (int, int) {
			h := &g.Hands[1]
			i := firstEvent(t, h, interop.EventWin)
			w := h.Events[i].Win
			w.Deltas[0], w.Deltas[1] = w.Deltas[0]+100, w.Deltas[1]-100
			return 1, i
		}, "payments"},
		{"yaku", func(t *testing.T, g *interop.Game) (int, int) {
			h := &g.Hands[0]
			i := firstEvent(t, h, interop.EventWin)
			h.Events[i].Win.Yaku[0].ID = 9
			return 0, i
		}, "yaku"},
		{"a discard not held", func(t *testing.T, g *interop.Game) (int, int) {
			h := &g.Hands[2]
			i := firstEvent(t, h, interop.EventDiscard)
			j := i + 1
			for h.Events[j].Kind != interop.EventDiscard || h.Events[j].Seat == h.Events[i].Seat {
				j++
			}
			// Swap two seats' discards: each seat now discards a tile it may not hold.
			h.Events[i].Seat, h.Events[j].Seat = h.Events[j].Seat, h.Events[i].Seat
			return 2, i
		}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := read(t, phoenix)
			hand, event := c.tamper(t, g)
			r, err := replay.Check(g)
			if err != nil {
				// The readers' checks refuse some impossible plays outright.
				require.ErrorIs(t, err, replay.ErrRecord)
				return
			}
			for i, d := range r.Hands {
				if i != hand {
					assert.Nil(t, d, "hand %d", i+1)
					continue
				}
				require.NotNil(t, d)
				assert.Equal(t, hand, d.Hand)
				assert.Equal(t, event, d.Event, d.String())
				if c.what != "" {
					assert.Equal(t, c.what, d.What, d.String())
				}
			}
			assert.False(t, r.Match())
		})
	}
}

// TestNextHandAndFinalResult: a wrong start of the next hand or a wrong final result is reported
// after the hand, not in it.
func TestNextHandAndFinalResult(t *testing.T) {
	g := read(t, phoenix)
	g.Hands[4].Scores[0] += 100
	g.Hands[4].Scores[1] -= 100
	r, err := replay.Check(g)
	require.NoError(t, err)
	require.NotNil(t, r.End)
	assert.Equal(t, 3, r.End.Hand)
	assert.Equal(t, -2, r.End.Event)
	assert.Equal(t, "next hand", r.End.What)
	assert.False(t, r.Match())

	g = read(t, phoenix)
	g.End.Points[0] += 100
	g.End.Points[1] -= 100
	r, err = replay.Check(g)
	require.NoError(t, err)
	require.NotNil(t, r.End)
	assert.Equal(t, "final result", r.End.What)
	for _, d := range r.Hands {
		assert.Nil(t, d)
	}

	g = read(t, phoenix)
	g.Hands = g.Hands[:len(g.Hands)-1] // the game does not end where the log says
	r, err = replay.Check(g)
	require.NoError(t, err)
	require.NotNil(t, r.End)
	assert.Equal(t, "end of game", r.End.What)
	assert.False(t, r.Whole)
}

// TestRulesTheLogNames: a log of a game without red fives replays without them: copy 0 of a five is
// a plain five, so a win's aka dora would be a difference.
func TestRulesTheLogNames(t *testing.T) {
	g := read(t, phoenix)
	r, err := replay.Check(g)
	require.NoError(t, err)
	require.True(t, r.Match())
	g.Rules.Red = false
	r, err = replay.Check(g)
	require.NoError(t, err)
	assert.False(t, r.Match(), "the log's aka dora do not count without red fives")
	g.Rules = nil // no rules stated: the tenhou preset, red fives included
	r, err = replay.Check(g)
	require.NoError(t, err)
	assert.True(t, r.Match())
}

// TestRefusedRecords: records that cannot be set up are errors wrapping ErrRecord.
func TestRefusedRecords(t *testing.T) {
	_, err := replay.Check(nil)
	assert.ErrorIs(t, err, replay.ErrRecord)
	g := read(t, phoenix)
	g.Hands[1].Events[3].Tile = g.Hands[1].Deal[0][0] // a tile seen twice
	_, err = replay.Check(g)
	assert.ErrorIs(t, err, replay.ErrRecord)
	g = read(t, phoenix)
	for len(g.Hands) <= 128 {
		g.Hands = append(g.Hands, g.Hands[0])
	}
	_, err = replay.Check(g)
	assert.ErrorIs(t, err, replay.ErrRecord)
}

// TestExportRefuses: Export needs finished riichi hands of one game.
func TestExportRefuses(t *testing.T) {
	_, err := replay.Export(nil, nil)
	assert.ErrorIs(t, err, replay.ErrRecord)
	rules, err := riichi.New(riichi.Options{})
	require.NoError(t, err)
	g, err := game.New(rules, game.Config{Dealer: tile.SeatEast, Seed: [32]byte{1}})
	require.NoError(t, err)
	_, err = replay.Export([]*game.Game{g}, nil)
	assert.ErrorIs(t, err, replay.ErrRecord, "a hand not over")
	classic, err := variant.Lookup("classic")
	if err == nil {
		c, err := game.New(classic, game.Config{Dealer: tile.SeatEast, Seed: [32]byte{1}})
		require.NoError(t, err)
		_, err = replay.Export([]*game.Game{c}, nil)
		assert.True(t, errors.Is(err, replay.ErrRecord))
	}
}

// TestIllegalActionIsRefused: under no open tanyao a logged open-tanyao win is an action the
// referee refuses, reported at the win.
func TestIllegalActionIsRefused(t *testing.T) {
	g := read(t, "../testdata/logs/2019080322gm-00a9-0000-81e85e04.mjlog.xml")
	g.Rules.Kuitan = false
	r, err := replay.Check(g)
	require.NoError(t, err)
	n := 0
	for _, d := range r.Hands {
		if d != nil {
			n++
			assert.Contains(t, d.Referee, "refused: ")
			assert.Equal(t, interop.EventWin, g.Hands[d.Hand].Events[d.Event].Kind)
		}
	}
	assert.Positive(t, n)
}
