package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// garbage are malformed or out-of-range actions; none may be accepted in any phase.
func garbage() []game.Action {
	huge := make([]tile.Tile, 100000)
	for i := range huge {
		huge[i] = tile.Character1
	}
	as := []game.Action{
		{},
		{Kind: game.Discard, Seat: tile.Seat(5), Tile: tile.Character1},
		{Kind: game.Discard, Seat: tile.Seat(255), Tile: tile.Character1},
		{Kind: game.Win + 1, Seat: tile.SeatEast},
		{Kind: game.ActionKind(255), Seat: tile.SeatEast},
		{Kind: game.Exchange, Seat: tile.SeatEast, Tiles: huge},
		{Kind: game.Exchange, Seat: tile.SeatEast, Tiles: []tile.Tile{0, 255, 43}},
		{Kind: game.ChooseSuit, Seat: tile.SeatEast, Suit: tile.Suit(255)},
		{Kind: game.Chow, Seat: tile.SeatSouth, Tile: tile.Tile(255), Chow: tile.Tile(255)},
		{Kind: game.Pung, Seat: tile.SeatSouth, Tile: tile.Tile(200)},
		{Kind: game.Win, Seat: tile.SeatSouth, Tile: tile.Tile(43)},
	}
	for s := range tile.Seats() {
		for _, k := range []game.ActionKind{game.Discard, game.Kong, game.Chow, game.Pung, game.Win} {
			for _, tl := range []tile.Tile{tile.Tile(43), tile.Tile(200), tile.Flower1} {
				as = append(as, game.Action{Kind: k, Seat: s, Tile: tl, Chow: tl})
			}
		}
	}
	return as
}

// Apply with garbage never panics and changes nothing, in every phase of both variants; Legal, View,
// Summary and the other accessors work on a finished game and with invalid seats.
func TestReviewGarbageActions(t *testing.T) {
	bad := garbage()
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		for seed := range uint64(3) {
			seen := map[game.Phase]bool{}
			g := playChecked(t, r, seed, func(g *game.Game) {
				if seen[g.Phase()] {
					return
				}
				seen[g.Phase()] = true
				for _, a := range bad {
					refused(t, g, a)
				}
			})
			require.True(t, g.Over())
			for _, a := range bad {
				refused(t, g, a)
			}
			for _, s := range []tile.Seat{tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth, tile.NoSeat, tile.Seat(200)} {
				require.Empty(t, g.Legal(s))
				v := g.View(s)
				require.Equal(t, game.PhaseOver, v.Phase)
				_, err := json.Marshal(v)
				require.NoError(t, err)
				_ = g.EventsFor(s)
				_ = g.Hand(s)
				_ = g.Out(s)
				_ = g.Missing(s)
			}
			require.Zero(t, g.Pending())
			require.Equal(t, tile.NoSeat, g.Turn())
			sum := g.Summary()
			require.Equal(t, len(g.Wins()), len(sum.Wins))
		}
	}
}

// New refuses nil rules, an invalid dealer, a prevailing wind that is not a wind, and a fixed wall or
// dice that do not fit the tile set.
func TestReviewNewInvalidConfig(t *testing.T) {
	r := rulesOf(t, "classic")
	_, err := game.New(nil, game.Config{})
	require.ErrorIs(t, err, game.ErrVariant)
	_, err = game.New(r, game.Config{Dealer: tile.Seat(5)})
	require.ErrorIs(t, err, game.ErrInvalid)
	_, err = game.New(r, game.Config{Dealer: tile.Seat(200)})
	require.ErrorIs(t, err, game.ErrInvalid)
	for _, p := range []tile.Tile{tile.Character5, tile.Red, tile.Flower1, tile.Tile(200)} {
		_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Prevailing: p})
		require.ErrorIs(t, err, game.ErrInvalid, "prevailing %v", p)
	}
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Wall: []tile.ID{1, 2, 3}, Dice: wall.Dice{1, 1}})
	require.ErrorIs(t, err, game.ErrInvalid)
	good := tile.AppendSet(nil, r.Table().Wall.Kinds)
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Wall: good, Dice: wall.Dice{0, 9}})
	require.ErrorIs(t, err, game.ErrInvalid)
	dup := append([]tile.ID(nil), good...)
	dup[1] = dup[0]
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Wall: dup, Dice: wall.Dice{1, 1}})
	require.ErrorIs(t, err, game.ErrInvalid)
	_, err = game.New(r, game.Config{Dealer: tile.SeatEast, Wall: good, Dice: wall.Dice{1, 1}})
	require.NoError(t, err)
}

// refused checks that a is refused with an error and that the game did not change.
func refused(t *testing.T, g *game.Game, a game.Action) {
	t.Helper()
	before := game.Snapshot(g)
	require.Error(t, g.Apply(a), "%v", a)
	require.Equal(t, before, game.Snapshot(g), "%v changed the game", a)
}

// The views do not depend on the order of the wall: two hands dealt alike whose live walls differ
// show every seat but the drawer the same view and the same events after a draw.
func TestReviewViewsHideTheWall(t *testing.T) {
	hands := fillerHands()
	hands[0] = tiles("123m 456m 789m 111p 9s 8s")
	a := layout{hands: hands, draws: "1s 2s 3s 4s", tail: "5s 6s"}.start(t, classicNoBonus())
	b := layout{hands: hands, draws: "7p 6p 5p 4p", tail: "2p 4s"}.start(t, classicNoBonus())
	for _, g := range []*game.Game{a, b} {
		apply(t, g, act(game.Discard, east, "8s"))
		passAll(t, g)
	}
	require.NotEqual(t, a.View(south).Drawn, b.View(south).Drawn)
	for _, s := range []tile.Seat{east, west, north} {
		va, err := json.Marshal(a.View(s))
		require.NoError(t, err)
		vb, err := json.Marshal(b.View(s))
		require.NoError(t, err)
		require.JSONEq(t, string(va), string(vb), "seat %v", s)
		require.Equal(t, a.EventsFor(s), b.EventsFor(s), "seat %v", s)
	}
}
