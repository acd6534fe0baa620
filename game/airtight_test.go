package game_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// spoil returns copies of the legal action a, each with one field its kind does not use set, or a
// field it uses set out of range.
func spoil(a game.Action) []game.Action {
	var out []game.Action
	add := func(f func(*game.Action)) {
		b := a
		b.Tiles = append([]tile.Tile(nil), a.Tiles...)
		if a.Tiles == nil {
			b.Tiles = nil
		}
		f(&b)
		out = append(out, b)
	}
	many := make([]tile.Tile, 256)
	for i := range many {
		many[i] = tile.Character1
	}
	add(func(b *game.Action) { b.Seat = tile.Seat(5) })
	add(func(b *game.Action) { b.Kind = game.Win + 1 })
	add(func(b *game.Action) { b.Chow = tile.Tile(200) })
	add(func(b *game.Action) { b.Suit = tile.Suit(9) })
	add(func(b *game.Action) { b.From = tile.Seat(5) })
	switch a.Kind {
	case game.Exchange, game.ChooseSuit, game.Discard, game.Pass, game.Abort, game.SetAside:
		add(func(b *game.Action) { b.From = tile.SeatEast })
	case game.Kong, game.Win:
		if a.From == tile.NoSeat { // on the own turn
			add(func(b *game.Action) { b.From = tile.SeatSouth })
		}
	case game.Chow, game.Pung, game.NoAction:
	}
	switch a.Kind {
	case game.Exchange:
		add(func(b *game.Action) { b.Tile = tile.Character1 })
		add(func(b *game.Action) { b.Chow = tile.Character1 })
		add(func(b *game.Action) { b.Suit = tile.Circles })
		add(func(b *game.Action) { b.Call = true })
		add(func(b *game.Action) { b.Tiles = many })
		add(func(b *game.Action) { b.Tiles = append(b.Tiles, tile.Flower1) })
		add(func(b *game.Action) { b.Tiles[0] = 0 })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{} })
	case game.ChooseSuit:
		add(func(b *game.Action) { b.Tile = tile.Character1 })
		add(func(b *game.Action) { b.Chow = tile.Character1 })
		add(func(b *game.Action) { b.Call = true })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{0} })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{} })
		add(func(b *game.Action) { b.Suit = tile.NoSuit })
	case game.Discard:
		add(func(b *game.Action) { b.Tile = tile.Tile(200) })
		add(func(b *game.Action) { b.Tile = tile.Flower1 })
		add(func(b *game.Action) { b.Chow = tile.Character1 })
		add(func(b *game.Action) { b.Suit = tile.Circles })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{0} })
		add(func(b *game.Action) { b.Tiles = many })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{} })
	case game.Kong, game.Pung, game.Win, game.Chow:
		add(func(b *game.Action) { b.Tile = tile.Tile(200) })
		add(func(b *game.Action) { b.Tile = tile.Tile(43) })
		add(func(b *game.Action) { b.Suit = tile.Bamboo })
		add(func(b *game.Action) { b.Call = true })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{a.Tile} })
		add(func(b *game.Action) { b.Tiles = many })
		if a.Kind == game.Chow {
			add(func(b *game.Action) { b.Chow = tile.Character8 })
			add(func(b *game.Action) { b.Chow = tile.East })
		} else {
			add(func(b *game.Action) { b.Chow = tile.Character1 })
		}
	case game.Pass, game.Abort:
		add(func(b *game.Action) { b.Tile = tile.Character1 })
		add(func(b *game.Action) { b.Chow = tile.Character1 })
		add(func(b *game.Action) { b.Suit = tile.Circles })
		add(func(b *game.Action) { b.Call = true })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{0} })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{} })
	case game.SetAside:
		add(func(b *game.Action) { b.Tile = tile.Flower1 })
		add(func(b *game.Action) { b.Chow = tile.Character1 })
		add(func(b *game.Action) { b.Suit = tile.Circles })
		add(func(b *game.Action) { b.Call = true })
		add(func(b *game.Action) { b.Red = 1 })
		add(func(b *game.Action) { b.Drawn = true })
		add(func(b *game.Action) { b.Tiles = []tile.Tile{0} })
	case game.NoAction:
	}
	return out
}

// Every legal action with one unused field set (or a used one out of range) is refused with ErrInvalid
// and changes nothing, in every phase of both variants; the legal action itself is accepted.
func TestApplyRefusesUnusedFields(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		for seed := range uint64(2) {
			seen := map[[2]game.ActionKind]bool{}
			playChecked(t, r, seed, func(g *game.Game) {
				for s := range g.Pending().All() {
					for _, a := range g.Legal(s) {
						key := [2]game.ActionKind{game.ActionKind(g.Phase()), a.Kind}
						if seen[key] {
							continue
						}
						seen[key] = true
						require.True(t, g.IsLegal(a), "%v", a)
						for _, b := range spoil(a) {
							require.False(t, g.IsLegal(b), "%v", b)
							rejects(t, g, b, game.ErrInvalid)
						}
						require.NoError(t, g.Clone().Apply(a), "%v", a)
					}
				}
			})
		}
	}
}

// anyFields draws an action with every field arbitrary: mostly small values, sometimes out of range.
func anyFields(t *rapid.T) game.Action {
	small := func(label string, hi int) uint8 {
		if rapid.IntRange(0, 9).Draw(t, label+"?") == 0 {
			return uint8(rapid.IntRange(0, 255).Draw(t, label))
		}
		return uint8(rapid.IntRange(0, hi).Draw(t, label))
	}
	a := game.Action{
		Kind: game.ActionKind(small("kind", int(game.Win))),
		Seat: tile.Seat(small("seat", 4) + 1), // +1: 0 is East, 255 wraps to NoSeat
		Call: rapid.IntRange(0, 7).Draw(t, "call") == 0,
	}
	if rapid.Bool().Draw(t, "tile?") {
		a.Tile = tile.Tile(small("tile", 44))
	}
	if rapid.IntRange(0, 3).Draw(t, "chow?") == 0 {
		a.Chow = tile.Tile(small("chow", 44))
	}
	if rapid.IntRange(0, 3).Draw(t, "suit?") == 0 {
		a.Suit = tile.Suit(small("suit", 8))
	}
	if rapid.IntRange(0, 2).Draw(t, "from?") == 0 {
		a.From = tile.Seat(small("from", 5))
	}
	switch rapid.IntRange(0, 3).Draw(t, "tiles?") {
	case 0:
		a.Tiles = []tile.Tile{}
	case 1:
		a.Tiles = rapid.SliceOfN(rapid.Map(rapid.IntRange(0, 44), func(i int) tile.Tile { return tile.Tile(i) }),
			1, 20).Draw(t, "tiles")
	}
	return a
}

// sameGame requires that b, loaded from a's JSON, is the same game as a.
func sameGame(t require.TestingT, a, b *game.Game) {
	require.Equal(t, a.Record(), b.Record())
	require.Equal(t, game.Snapshot(a), game.Snapshot(b))
	require.Equal(t, a.Events(), b.Events())
}

// saveLoad requires that g marshals to JSON and loads back as the same game.
func saveLoad(t require.TestingT, r variant.Rules, g *game.Game) {
	b, err := json.Marshal(g)
	require.NoError(t, err)
	g2, err := game.Load(r, b)
	require.NoError(t, err)
	sameGame(t, g, g2)
}

// After any accepted action, arbitrary in every field, the game saves and loads back equal, and its
// log ends with exactly that action; a refused action changes nothing.
func TestAcceptedActionsSaveAndLoad(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		t.Run(name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
				require.NoError(t, err)
				// A prefix of the hand, long enough to reach every phase, short enough to save often.
				n := rapid.IntRange(1, 300).Draw(t, "steps")
				for steps := 0; steps < n && !g.Over(); steps++ {
					var a game.Action
					arbitrary := rapid.IntRange(0, 2).Draw(t, "any?") == 0
					if arbitrary {
						a = anyFields(t)
					} else {
						var s tile.Seat
						for s = range g.Pending().All() {
							break
						}
						a = rapid.SampledFrom(g.Legal(s)).Draw(t, "legal")
					}
					before := game.Snapshot(g)
					if err := g.Apply(a); err != nil {
						require.Equal(t, before, game.Snapshot(g), "%v changed the game", a)
						continue
					}
					acts := g.Actions()
					require.Equal(t, a, acts[len(acts)-1])
					if arbitrary {
						saveLoad(t, r, g) // an action drawn with arbitrary fields was accepted
					}
				}
				saveLoad(t, r, g)
			})
		})
	}
}

// FuzzApplyAction plays steps legal actions of a seeded hand, then applies an action built from every
// field of the input. An accepted action is the log's last entry and the game saves and loads back
// equal; a refused one wraps a package sentinel and changes nothing.
func FuzzApplyAction(f *testing.F) {
	f.Add(uint64(1), uint8(0), uint8(game.Discard), uint8(0), uint8(tile.Character1), uint8(0), uint8(0), uint8(0), false, false, []byte{})
	f.Add(uint64(2), uint8(3), uint8(game.Pass), uint8(1), uint8(0), uint8(0), uint8(9), uint8(0), false, true, []byte{})
	f.Add(uint64(3), uint8(5), uint8(game.Pung), uint8(2), uint8(0), uint8(200), uint8(0), uint8(0), false, false, []byte{0})
	f.Add(uint64(4), uint8(0), uint8(game.Exchange), uint8(0), uint8(0), uint8(0), uint8(0), uint8(0), false, false, []byte{1, 1, 1})
	f.Add(uint64(5), uint8(7), uint8(game.Chow), uint8(1), uint8(2), uint8(1), uint8(0), uint8(0), true, false, []byte{})
	f.Add(uint64(6), uint8(2), uint8(game.Pung), uint8(1), uint8(0), uint8(0), uint8(0), uint8(tile.SeatWest), false, true, []byte{})
	names := []string{"classic", "sichuan"}
	sentinels := []error{game.ErrInvalid, game.ErrPhase, game.ErrNotYourTurn, game.ErrNotHeld, game.ErrIllegal}
	f.Fuzz(func(t *testing.T, seed uint64, steps, kind, seat, tl, chow, suit, from uint8, call, nilTiles bool, ts []byte) {
		r := rulesOf(t, names[seed%2])
		g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
		require.NoError(t, err)
		for i := range int(steps) {
			if g.Over() {
				break
			}
			var s tile.Seat
			for s = range g.Pending().All() {
				break
			}
			legal := g.Legal(s)
			require.NoError(t, g.Apply(legal[(i*7+int(seed))%len(legal)]))
		}
		// seat+1: the corpus byte 0 is East, as when seats were numbered from 0, and 255 wraps to NoSeat.
		a := game.Action{Kind: game.ActionKind(kind), Seat: tile.Seat(seat + 1), Tile: tile.Tile(tl), Chow: tile.Tile(chow),
			Suit: tile.Suit(suit), From: tile.Seat(from), Call: call}
		if !nilTiles {
			a.Tiles = make([]tile.Tile, len(ts))
			for i, b := range ts {
				a.Tiles[i] = tile.Tile(b)
			}
		} else if len(ts) >= 2 {
			// Without tiles, the bytes give the physical choice: Red and Drawn.
			a.Red, a.Drawn = ts[0], ts[1]&1 != 0
		}
		before := game.Snapshot(g)
		legal := g.IsLegal(a)
		if err := g.Apply(a); err != nil {
			require.False(t, legal, "%v", a)
			known := false
			for _, e := range sentinels {
				known = known || errors.Is(err, e)
			}
			require.True(t, known, "%v: %v", a, err)
			require.Equal(t, before, game.Snapshot(g), "%v changed the game", a)
			return
		}
		require.True(t, legal, "%v", a)
		acts := g.Actions()
		require.Equal(t, a, acts[len(acts)-1])
		saveLoad(t, r, g)
	})
}

// A claim naming the seat it takes from is accepted only when that seat gave up the tile; unset, it
// stands for that seat.
func TestClaimFrom(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		checked := 0
		playChecked(t, rulesOf(t, name), 5, func(g *game.Game) {
			if g.Phase() != game.PhaseClaim && g.Phase() != game.PhaseRob {
				return
			}
			for s := range g.Pending().All() {
				for _, a := range g.Legal(s) {
					if a.Kind == game.Pass {
						require.Equal(t, tile.NoSeat, a.From)
						continue
					}
					require.Equal(t, g.Turn(), a.From, "%v", a)
					unset := a
					unset.From = tile.NoSeat
					require.NoError(t, g.Clone().Apply(unset), "%v", unset)
					wrong := a
					wrong.From = a.From.Next()
					rejects(t, g, wrong, game.ErrIllegal)
					require.ErrorIs(t, g.Clone().Apply(wrong), claim.ErrNotLatest)
					checked++
				}
			}
		})
		require.Positive(t, checked, name)
	}
}
