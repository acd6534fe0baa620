package game_test

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// classicWord matches a word of the classic vocabulary that riichi's text must never use.
var classicWord = regexp.MustCompile(`\b(chow|pung|kong|win|call|original call|kong box)\b`)

// riichiWord matches a word of riichi's vocabulary that the classic text must never use.
var riichiWord = regexp.MustCompile(`\b(chi|pon|kan|ron|tsumo|riichi|dead wall)\b`)

// TestRiichiWordsTable: the riichi rules name riichi's words, the others keep the classic words.
func TestRiichiWordsTable(t *testing.T) {
	assert.Equal(t, variant.RiichiWords, rulesOf(t, "riichi").Table().Words)
	assert.Equal(t, variant.ClassicWords, rulesOf(t, "classic").Table().Words)
	assert.Equal(t, variant.ClassicWords, rulesOf(t, "sichuan").Table().Words)
	assert.Equal(t, "riichi", variant.RiichiWords.String())
	assert.Equal(t, "classic", variant.ClassicWords.String())
	assert.Equal(t, "variant.Words(9)", variant.Words(9).String())
}

// TestActionTextRiichi: each action in riichi's words, and the same action in the classic words; both
// parse back to it.
func TestActionTextRiichi(t *testing.T) {
	E, S, W, N := tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth
	tests := []struct {
		riichi, classic string
		a               game.Action
	}{
		{"E discard 3m", "E discard 3m", game.Action{Kind: game.Discard, Seat: E, Tile: tile.Character3}},
		{"W riichi 7z", "W discard 7z call", game.Action{Kind: game.Discard, Seat: W, Tile: tile.Red, Call: true}},
		{"W riichi 0p drawn", "W discard 0p drawn call", game.Action{Kind: game.Discard, Seat: W, Tile: tile.Circle5,
			Red: 1, Drawn: true, Call: true}},
		{"N kan 5555m", "N kong 5555m", game.Action{Kind: game.Kong, Seat: N, Tile: tile.Character5}},
		{"N kan 5555p from E", "N kong 5555p from E", game.Action{Kind: game.Kong, Seat: N, Tile: tile.Circle5,
			From: E}},
		{"S pon 5p with 0p from E", "S pung 5p with 0p from E", game.Action{Kind: game.Pung, Seat: S,
			Tile: tile.Circle5, Red: 1, From: E}},
		{"S chi 4m 345m from E", "S chow 4m 345m from E", game.Action{Kind: game.Chow, Seat: S, Tile: tile.Character4,
			Chow: tile.Character3, From: E}},
		{"S ron 3m from W", "S win 3m from W", game.Action{Kind: game.Win, Seat: S, Tile: tile.Character3, From: W}},
		{"E tsumo", "E win", game.Action{Kind: game.Win, Seat: E}},
		{"E tsumo 5m", "E win 5m", game.Action{Kind: game.Win, Seat: E, Tile: tile.Character5}},
		{"S pass", "S pass", game.Action{Kind: game.Pass, Seat: S}},
		{"E abort", "E abort", game.Action{Kind: game.Abort, Seat: E}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.riichi, tc.a.Text(variant.RiichiWords))
		assert.Equal(t, tc.classic, tc.a.Text(variant.ClassicWords))
		assert.Equal(t, tc.classic, tc.a.String())
		assert.Equal(t, tc.classic, tc.a.Text(variant.Words(200)), "words out of range are the classic ones")
		for _, text := range []string{tc.riichi, tc.classic} {
			a, err := game.ParseAction(text)
			require.NoError(t, err, text)
			assert.Equal(t, tc.a, a, text)
		}
	}
	// Further spellings of a declaration.
	for _, text := range []string{"W discard 7z riichi", "W riichi 7z"} {
		a, err := game.ParseAction(text)
		require.NoError(t, err, text)
		assert.Equal(t, game.Action{Kind: game.Discard, Seat: W, Tile: tile.Red, Call: true}, a, text)
	}
	a, err := game.ParseAction("S ron 3m")
	require.NoError(t, err)
	assert.Equal(t, game.Action{Kind: game.Win, Seat: S, Tile: tile.Character3}, a, "a ron may leave From unset")
	for _, bad := range []string{
		"E tsumo from S", "E tsumo 5m from S", "E riichi", "E riichi 7z call", "E riichi 7z riichi",
		"E discard 7z riichi call", "E discard 7z call riichi", "E chi", "E pon 5p from", "E kan 11112m",
		"E ron 8f", "E riichi 7z from S", "E Riichi 7z", "E tsumogiri 5m",
	} {
		_, err := game.ParseAction(bad)
		require.ErrorIs(t, err, game.ErrInvalid, bad)
	}
}

// Every well-formed action's riichi text parses back to it and uses no classic word; its classic text
// uses no riichi word.
func TestActionTextRiichiRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := wellFormed(t)
		text := a.Text(variant.RiichiWords)
		b, err := game.ParseAction(text)
		require.NoError(t, err, text)
		if a.Kind == game.Win && a.From == tile.NoSeat {
			require.Regexp(t, `^[ESWN] tsumo\b`, text)
		}
		require.Equal(t, a, b, text)
		require.NotRegexp(t, classicWord, text)
		if a.Kind != game.ChooseSuit && a.Kind != game.Exchange {
			require.NotRegexp(t, riichiWord, a.String())
		}
	})
}

// TestLegalActionsWords: every legal action of every variant, in a game played at random (declaring
// whenever it may), has a text in the variant's words and one in the classic words, each of which
// parses back to it; riichi's text uses no classic word, and the other variants' no riichi word.
func TestLegalActionsWords(t *testing.T) {
	rules := map[string]variant.Rules{}
	greedy := map[string]bot.Player{}
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		rules[name] = rulesOf(t, name)
		greedy[name] = bot.NewGreedy(rules[name].Table())
	}
	declared := 0 // riichi declarations listed: the property must see some
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom([]string{"classic", "sichuan", "riichi"}).Draw(t, "variant")
		seed := rapid.Uint64().Draw(t, "seed")
		r := rules[name]
		words := r.Table().Words
		start := max(r.Table().Scoring.StartingScore, 25000)
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed),
			Scores: [tile.NumSeats]int{start, start, start, start}})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 3))
		for steps := 0; !g.Over(); steps++ {
			require.Less(t, steps, 5000)
			var s tile.Seat
			for x := range g.Pending().All() {
				s = x
				break
			}
			legal := g.Legal(s)
			require.NotEmpty(t, legal)
			for _, a := range legal {
				for _, w := range []variant.Words{words, variant.ClassicWords} {
					text := a.Text(w)
					b, err := game.ParseAction(text)
					require.NoError(t, err, text)
					require.Equal(t, a, b, text)
				}
				if words == variant.RiichiWords {
					if a.Call {
						declared++
					}
					if a.Kind == game.Win {
						want := map[bool]string{true: " tsumo", false: " ron "}[g.Phase() == game.PhaseTurn]
						require.Contains(t, a.Text(words), want, "a win in phase %v", g.Phase())
					}
					require.NotRegexp(t, classicWord, a.Text(words))
				} else {
					require.NotRegexp(t, riichiWord, a.Text(words))
				}
			}
			// The greedy bot's discards reach ready hands; claims and kongs are taken at random.
			a := greedy[name].Choose(bot.Situation{Seat: s, Phase: g.Phase(), Hand: g.Hand(s), Missing: g.Missing(s), Legal: legal})
			for _, l := range legal {
				if l.Call || l.Kind == game.Win || (l.Kind != game.Pass && l.Kind != game.Discard && rng.IntN(3) == 0) {
					a = l
				}
			}
			require.NoError(t, g.Apply(a), "%v", a)
		}
		for _, e := range g.Events() {
			if words == variant.RiichiWords {
				require.NotRegexp(t, classicWord, e.Text(words))
			} else {
				require.NotRegexp(t, riichiWord, e.Text(words))
			}
		}
	})
	assert.Positive(t, declared, "no riichi declaration was listed")
}

// TestEventTextRiichi: each event whose words differ, in both vocabularies.
func TestEventTextRiichi(t *testing.T) {
	E, S, W, N := tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth
	id := func(k tile.Tile, copy uint8) tile.ID { return tile.IDOf(k, copy) }
	tests := []struct {
		e               game.Event
		riichi, classic string
	}{
		{game.Event{Kind: game.EventDiscard, Seat: W, Tile: id(tile.Red, 0), Call: true, Sideways: true},
			"W riichi 7z", "W discard 7z (original call)"},
		{game.Event{Kind: game.EventDiscard, Seat: W, Tile: id(tile.Circle5, 0), Red: true, Drawn: true, Call: true,
			Sideways: true}, "W riichi 0p drawn", "W discard 0p drawn (original call)"},
		{game.Event{Kind: game.EventDiscard, Seat: W, Tile: id(tile.Character3, 1), Sideways: true},
			"W discard 3m (sideways)", "W discard 3m (sideways)"},
		{game.Event{Kind: game.EventDiscard, Seat: E, Tile: id(tile.Character3, 1)}, "E discard 3m", "E discard 3m"},
		{game.Event{Kind: game.EventDraw, Seat: N, Tile: id(tile.Bamboo2, 0), Replacement: true},
			"N draw 2s (dead wall)", "N draw 2s (replacement)"},
		{game.Event{Kind: game.EventKong, Seat: N, Tile: id(tile.Character5, 1), KongKind: variant.ConcealedKong},
			"N kan 5m (closed)", "N kong 5m (concealed)"},
		{game.Event{Kind: game.EventKong, Seat: N, Tile: id(tile.Character6, 1), KongKind: variant.AddedFresh},
			"N kan 6m (added)", "N kong 6m (added-fresh)"},
		{game.Event{Kind: game.EventKong, Seat: N, Tile: id(tile.Character6, 1), KongKind: variant.AddedHeld},
			"N kan 6m (added)", "N kong 6m (added-held)"},
		{game.Event{Kind: game.EventClaim, Seat: S, Tile: id(tile.Circle5, 1), Claim: claim.Pung, From: E},
			"S pon 5p from E", "S claim pung 5p from E"},
		{game.Event{Kind: game.EventClaim, Seat: S, Tile: id(tile.Circle3, 1), Claim: claim.Chow, From: E},
			"S chi 3p from E", "S claim chow 3p from E"},
		{game.Event{Kind: game.EventClaim, Seat: S, Tile: id(tile.Circle3, 1), Claim: claim.Kong, From: E},
			"S kan 3p from E (open)", "S claim kong 3p from E"},
		{game.Event{Kind: game.EventResolve, Seat: S, Tile: id(tile.Circle3, 1), Claim: claim.Pung},
			"S resolve 3p: pon", "S resolve 3p: pung"},
		{game.Event{Kind: game.EventResolve, Seat: S, Tile: id(tile.Circle3, 1), Claim: claim.Win},
			"S resolve 3p: ron", "S resolve 3p: win"},
		{game.Event{Kind: game.EventWin, Seat: S, Tile: id(tile.Character3, 0), Source: score.Discard, Value: 8000},
			"S ron 3m (8000)", "S win 3m (discard, 8000)"},
		{game.Event{Kind: game.EventWin, Seat: S, Tile: id(tile.Character3, 0), Source: score.RobbedKong, Value: 8000},
			"S ron 3m (robbed kan, 8000)", "S win 3m (robbed-kong, 8000)"},
		{game.Event{Kind: game.EventWin, Seat: E, Tile: id(tile.Character3, 0), Source: score.Wall, Value: 2000},
			"E tsumo 3m (2000)", "E win 3m (wall, 2000)"},
		{game.Event{Kind: game.EventWin, Seat: E, Tile: id(tile.Character3, 0), Source: score.Replacement, Value: 2000},
			"E tsumo 3m (dead wall, 2000)", "E win 3m (replacement, 2000)"},
		{game.Event{Kind: game.EventEnd, Exhausted: true}, "end (exhausted)", "end (exhausted)"},
		{game.Event{Kind: game.EventIndicator, Tile: id(tile.East, 0)}, "indicator 1z", "indicator 1z"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.riichi, tc.e.Text(variant.RiichiWords))
		assert.Equal(t, tc.classic, tc.e.Text(variant.ClassicWords))
		assert.Equal(t, tc.classic, tc.e.String())
	}
}

// eventTexts returns the lines of evs in the words w.
func eventTexts(evs []game.Event, w variant.Words) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.Text(w)
	}
	return out
}
