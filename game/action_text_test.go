package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

func TestActionText(t *testing.T) {
	ts := tile.MustParseTiles
	tests := []struct {
		text string
		a    game.Action
	}{
		{"E exchange 123p", game.Action{Kind: game.Exchange, Seat: tile.SeatEast, Tiles: ts("123p")}},
		{"S exchange 312p1m", game.Action{Kind: game.Exchange, Seat: tile.SeatSouth, Tiles: ts("3p1p2p1m")}},
		{"W exchange 1m1p1m", game.Action{Kind: game.Exchange, Seat: tile.SeatWest, Tiles: ts("1m1p1m")}},
		{"N choose-suit bamboo", game.Action{Kind: game.ChooseSuit, Seat: tile.SeatNorth, Suit: tile.Bamboo}},
		{"E discard 3m", game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character3}},
		{"E discard 7z call", game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Red, Call: true}},
		{"W kong 1111m", game.Action{Kind: game.Kong, Seat: tile.SeatWest, Tile: tile.Character1}},
		{"W kong", game.Action{Kind: game.Kong, Seat: tile.SeatWest}},
		{"N kong 5555p from E", game.Action{Kind: game.Kong, Seat: tile.SeatNorth, Tile: tile.Circle5, From: tile.SeatEast}},
		{"S pung 5p from E", game.Action{Kind: game.Pung, Seat: tile.SeatSouth, Tile: tile.Circle5, From: tile.SeatEast}},
		{"S pung", game.Action{Kind: game.Pung, Seat: tile.SeatSouth}},
		{"S pung from W", game.Action{Kind: game.Pung, Seat: tile.SeatSouth, From: tile.SeatWest}},
		{"S chow 4m 345m from E", game.Action{Kind: game.Chow, Seat: tile.SeatSouth, Tile: tile.Character4,
			Chow: tile.Character3, From: tile.SeatEast}},
		{"S chow 789s", game.Action{Kind: game.Chow, Seat: tile.SeatSouth, Chow: tile.Bamboo7}},
		{"N win 5p from E", game.Action{Kind: game.Win, Seat: tile.SeatNorth, Tile: tile.Circle5, From: tile.SeatEast}},
		{"E win", game.Action{Kind: game.Win, Seat: tile.SeatEast}},
		{"S pass", game.Action{Kind: game.Pass, Seat: tile.SeatSouth}},
		// Physical tiles: a red five is written 0, the tiles a set takes from the hand follow "with".
		{"E discard 0m", game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character5, Red: 1}},
		{"E discard 5m drawn", game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character5, Drawn: true}},
		{"E discard 0p drawn call", game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Circle5, Red: 1,
			Drawn: true, Call: true}},
		{"S pung 5p with 0p from E", game.Action{Kind: game.Pung, Seat: tile.SeatSouth, Tile: tile.Circle5, Red: 1,
			From: tile.SeatEast}},
		{"S chow 345m with 0m from E", game.Action{Kind: game.Chow, Seat: tile.SeatSouth, Chow: tile.Character3, Red: 1,
			From: tile.SeatEast}},
		{"N kong 5555s with 00s", game.Action{Kind: game.Kong, Seat: tile.SeatNorth, Tile: tile.Bamboo5, Red: 2}},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			assert.Equal(t, tc.text, tc.a.String())
			a, err := game.ParseAction(tc.text)
			require.NoError(t, err)
			assert.Equal(t, tc.a, a)
		})
	}
	// Lenient forms: a kong's tile once, a suit by its letter, extra spaces.
	for text, want := range map[string]game.Action{
		"W kong 1m":              {Kind: game.Kong, Seat: tile.SeatWest, Tile: tile.Character1},
		"N choose-suit p":        {Kind: game.ChooseSuit, Seat: tile.SeatNorth, Suit: tile.Circles},
		"  S   pass ":            {Kind: game.Pass, Seat: tile.SeatSouth},
		"E discard 1z call":      {Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.East, Call: true},
		"E discard 5m tsumogiri": {Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character5, Drawn: true},
		"S pung 5p from E with 0p": {Kind: game.Pung, Seat: tile.SeatSouth, Tile: tile.Circle5, Red: 1,
			From: tile.SeatEast},
		"S pung 5p with 05p": {Kind: game.Pung, Seat: tile.SeatSouth, Tile: tile.Circle5, Red: 1},
	} {
		a, err := game.ParseAction(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, a, text)
	}
}

func TestParseActionErrors(t *testing.T) {
	for _, text := range []string{
		"", "E", "X discard 1m", "E none", "E fly 1m", "E discard", "E discard 1m 2m", "E discard 1f",
		"E discard 0z", "E discard 1m call call", "E discard 1m from S", "E pass 1m", "E pass from S",
		"E exchange", "E exchange -", "E exchange 123p 4p", "E exchange 1f23p", "E exchange 111111111111111m",
		"E choose-suit", "E choose-suit none", "E choose-suit bamboo circles", "E kong 1112m", "E kong 11111m",
		"E kong 1m 2m", "E pung 5p from", "E pung 5p from X", "E pung 5p from -", "E pung 5p to E",
		"E chow", "E chow 4m", "E chow 4m 346m", "E chow 789m 9m", "E chow 8m 89m", "E chow 1z 123z",
		"E chow 4m 345m 6m", "E win 5p from E from S", "E win 8f",
		"E exchange " + strings.Repeat("1m", 100),
		strings.Repeat("\xff", 1<<20),
	} {
		_, err := game.ParseAction(text)
		require.ErrorIs(t, err, game.ErrInvalid, "%q", text)
		assert.LessOrEqual(t, len(err.Error()), 400, "%q", text)
	}
}

// wellFormed draws an action whose fields are all in range and used by its kind.
func wellFormed(t *rapid.T) game.Action {
	playing := rapid.Map(rapid.IntRange(int(tile.Character1), int(tile.Red)), func(i int) tile.Tile { return tile.Tile(i) })
	optional := rapid.OneOf(rapid.Just(tile.None), playing)
	from := rapid.Map(rapid.IntRange(0, 4), func(i int) tile.Seat { return tile.Seat(i) })
	a := game.Action{
		Kind: game.ActionKind(rapid.IntRange(int(game.Exchange), int(game.Win)).Draw(t, "kind")),
		Seat: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "seat")),
	}
	switch a.Kind {
	case game.Exchange:
		a.Tiles = rapid.SliceOfN(playing, 1, 14).Draw(t, "tiles")
	case game.ChooseSuit:
		a.Suit = tile.Suit(rapid.IntRange(int(tile.Characters), int(tile.Seasons)).Draw(t, "suit"))
	case game.Discard:
		a.Tile = playing.Draw(t, "tile")
		a.Call = rapid.Bool().Draw(t, "call")
	case game.Kong, game.Pung, game.Win:
		a.Tile = optional.Draw(t, "tile")
		a.From = from.Draw(t, "from")
	case game.Chow:
		a.Tile = optional.Draw(t, "tile")
		a.Chow = tile.Of(rapid.SampledFrom([]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}).Draw(t, "suit"),
			rapid.IntRange(1, 7).Draw(t, "rank"))
		a.From = from.Draw(t, "from")
	case game.SetAside:
		a.Tile = optional.Draw(t, "tile")
	case game.NoAction, game.Pass, game.Abort:
	}
	return a
}

// Every well-formed action's text parses back to it; every other action's text does not parse, or
// parses to a well-formed action whose own text is the same.
func TestActionTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := wellFormed(t)
		require.NoError(t, game.CheckFields(a))
		b, err := game.ParseAction(a.String())
		require.NoError(t, err, a.String())
		require.Equal(t, a, b)

		c := anyFields(t)
		d, err := game.ParseAction(c.String())
		if game.CheckFields(c) == nil {
			require.NoError(t, err, c.String())
			require.Equal(t, c, d)
		} else if err == nil {
			require.NoError(t, game.CheckFields(d))
			require.Equal(t, c.String(), d.String())
		}
	})
}

// Every legal action of a game has a text form that parses back to it.
func TestLegalActionsText(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		playChecked(t, rulesOf(t, name), 4, func(g *game.Game) {
			for s := range g.Pending().All() {
				for _, a := range g.Legal(s) {
					b, err := game.ParseAction(a.String())
					require.NoError(t, err, a.String())
					require.Equal(t, a, b)
				}
			}
		})
	}
}

// TestParseActionKeepsRed (issue 19): a red five in the text is never dropped: "E discard 0m" is the
// red five, and a red mark where no red five can be is refused, never read as the plain tile.
func TestParseActionKeepsRed(t *testing.T) {
	a, err := game.ParseAction("E discard 0m")
	require.NoError(t, err)
	assert.Equal(t, uint8(1), a.Red)
	assert.Equal(t, "E discard 0m", a.String())
	for _, bad := range []string{
		"E discard 0z", "S pung 4p with 0p", "S pung 5p with 0m", "S chow 5m 567m with 0m", "S chow 789m with 0m",
		"E pass with 0m", "E discard 0m with 0m", "S win 5p with 0p", "S pung 5p with 000p", "S pung with 0p",
	} {
		_, err := game.ParseAction(bad)
		require.ErrorIs(t, err, game.ErrInvalid, bad)
	}
	for _, bad := range []game.Action{
		{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character4, Red: 1},
		{Kind: game.Discard, Seat: tile.SeatEast, Tile: tile.Character5, Red: 2},
		{Kind: game.Pass, Seat: tile.SeatEast, Drawn: true},
		{Kind: game.Pung, Seat: tile.SeatEast, Red: 1},
		{Kind: game.Win, Seat: tile.SeatEast, Tile: tile.Character5, Red: 1},
		{Kind: game.Pung, Seat: tile.SeatEast, Tile: tile.Character5, Drawn: true},
	} {
		require.ErrorIs(t, game.CheckFields(bad), game.ErrInvalid, "%#v", bad)
	}
}

// FuzzParseAction: nothing panics; what parses is well formed and its text parses back to it; errors
// wrap ErrInvalid and quote at most 64 bytes of the input.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{
		"E exchange 312p1m", "N choose-suit bamboo", "E discard 7z call", "W kong 1111m", "S pung 5p from E",
		"S chow 4m 345m from E", "N win 5p from E", "E win", "S pass", "E chow 8m 89m", "W kong 1m",
		"E discard 1m from", "", "E exchange " + strings.Repeat("9s", 14),
		"E discard 0m", "E discard 0p drawn call", "S pung 5p with 0p from E", "S chow 345m with 0m from E",
		"N kong 5555s with 00s", "E discard 0z", "S pung 4p with 0p",
		"W riichi 7z", "W riichi 0p drawn", "W discard 7z riichi", "S pon 5p with 0p from E", "S chi 4m 345m from E",
		"N kan 5555p from E", "S ron 3m from W", "E tsumo", "E tsumo 5m from S",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := game.ParseAction(s)
		if err != nil {
			require.ErrorIs(t, err, game.ErrInvalid)
			require.LessOrEqual(t, len(err.Error()), 400)
			return
		}
		require.NoError(t, game.CheckFields(a))
		b, err := game.ParseAction(a.String())
		require.NoError(t, err, a.String())
		require.Equal(t, a, b)
		c, err := game.ParseAction(a.Text(variant.RiichiWords))
		require.NoError(t, err, a.Text(variant.RiichiWords))
		require.Equal(t, a, c)
	})
}
