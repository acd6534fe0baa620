package game_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// revealed returns the missing suits an event log reveals, and whether it reveals them.
func revealed(log []game.Event) ([tile.NumSeats]tile.Suit, bool) {
	for _, e := range log {
		if e.Kind == game.EventSuitsRevealed {
			return e.Suits, true
		}
	}
	return [tile.NumSeats]tile.Suit{}, false
}

// A Sichuan hand's missing suits: until the last seat chooses, each seat's log shows its own choice only
// and no seat's view shows another's; the last choice is followed by a public event that gives every seat
// all four suits, which the views then show too. The private choices stay private.
func TestEventsForSuitsRevealed(t *testing.T) {
	g, err := game.New(rulesOf(t, "sichuan"), game.Config{Seed: wall.SeedOf(11), Dealer: tile.SeatSouth})
	require.NoError(t, err)
	for g.Phase() == game.PhaseExchange {
		s := g.Pending().First()
		require.NoError(t, g.Apply(g.Legal(s)[0]))
	}
	require.Equal(t, game.PhaseMissingSuit, g.Phase())
	want := [tile.NumSeats]tile.Suit{tile.Circles, tile.Bamboo, tile.Characters, tile.Circles}
	order := []tile.Seat{tile.SeatWest, tile.SeatEast, tile.SeatNorth, tile.SeatSouth}
	for i, s := range order {
		require.NoError(t, g.Apply(game.Action{Kind: game.ChooseSuit, Seat: s, Suit: want[s.Index()]}))
		if i == len(order)-1 {
			break
		}
		for v := range tile.Seats() {
			_, ok := revealed(g.EventsFor(v))
			assert.False(t, ok, "seat %v after %d choices", v, i+1)
			for _, e := range g.EventsFor(v) {
				if e.Kind == game.EventSuit {
					assert.Equal(t, v, e.Seat, "seat %v sees %v", v, e)
				}
			}
			for o, p := range g.View(v).Players {
				if tile.SeatAt(o) != v {
					assert.Equal(t, tile.NoSuit, p.Missing, "seat %v sees %v's suit", v, tile.SeatAt(o))
				}
			}
		}
	}
	require.Equal(t, game.PhaseTurn, g.Phase())
	for v := range tile.Seats() {
		log := g.EventsFor(v)
		got, ok := revealed(log)
		require.True(t, ok, "seat %v", v)
		assert.Equal(t, want, got, "seat %v", v)
		for o, p := range g.View(v).Players {
			assert.Equal(t, want[o], p.Missing, "seat %v's view of %v", v, tile.SeatAt(o))
		}
		n := 0
		for _, e := range log {
			if e.Kind == game.EventSuit {
				n++
				assert.Equal(t, v, e.Seat)
			}
		}
		assert.Equal(t, 1, n, "seat %v sees its own choice only", v)
	}
	i := slices.IndexFunc(g.Events(), func(e game.Event) bool { return e.Kind == game.EventSuitsRevealed })
	require.GreaterOrEqual(t, i, 0)
	e := g.Events()[i]
	assert.Equal(t, game.EventSuit, g.Events()[i-1].Kind, "the reveal follows the last choice")
	assert.True(t, e.Public())
	assert.Equal(t, "suits-revealed circles bamboo characters circles", e.String())
	b, err := json.Marshal(e)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"suits":["circles","bamboo","characters","circles"]`)
	var back game.Event
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, e, back)
	// Other events carry no suits, so their JSON has none.
	b, err = json.Marshal(g.Events()[0])
	require.NoError(t, err)
	assert.NotContains(t, string(b), "suits")
}

// checkSeatLog checks the events seat s has seen so far (prev) against what it sees now: the log only
// grows; another seat's event is public and names no tile some other seat still in holds concealed; no
// other seat's exchange or missing-suit choice shows, and no missing suit at all before the reveal; the
// reveal gives every seat's missing suit as the game has it, and the seat's view agrees with its log.
func checkSeatLog(t *rapid.T, g *game.Game, s tile.Seat, prev []game.Event) []game.Event {
	log := g.EventsFor(s)
	if len(log) < len(prev) || !slices.EqualFunc(log[:len(prev)], prev, sameEvent) {
		t.Fatalf("seat %v's log changed behind what it saw:\nwas %v\nnow %v", s, prev, log)
	}
	var hidden []tile.ID // the concealed tiles of the other seats still in, but the one open to robbing
	for o := range tile.Seats() {
		if o != s && !g.Out(o) {
			hidden = append(hidden, game.HeldIDs(g, o)...)
		}
	}
	hidden = slices.DeleteFunc(hidden, func(id tile.ID) bool { return id == game.OpenID(g) })
	reveal := false
	for _, e := range log[len(prev):] {
		switch {
		case e.Kind == game.EventSuitsRevealed:
			reveal = true
		case e.Suits != [tile.NumSeats]tile.Suit{}:
			t.Fatalf("seat %v sees suits in %v", s, e)
		}
		if e.Seat == s {
			continue
		}
		switch e.Kind {
		case game.EventDeal, game.EventDraw, game.EventExchange, game.EventSuit:
			t.Fatalf("seat %v sees %v's private %v", s, e.Seat, e)
		default:
			if !e.Public() {
				t.Fatalf("seat %v sees %v's private %v", s, e.Seat, e)
			}
		}
		for _, id := range e.Tiles {
			if slices.Contains(hidden, id) {
				t.Fatalf("seat %v sees %v, concealed by another seat", s, e)
			}
		}
		// Another seat's tile shows its face only: the first copy of its kind with that face.
		if e.Tile != game.FaceID(g, e.Tile) || e.Red != g.IsRed(e.Tile) {
			t.Fatalf("seat %v sees %v's tile %v, not its face", s, e.Seat, e.Tile)
		}
	}
	suits, ok := revealed(log)
	if reveal && !ok {
		t.Fatalf("no reveal found")
	}
	v := g.View(s)
	checkSeatDice(t, g, s, log, v)
	for o := range tile.Seats() {
		switch {
		case ok && suits[o.Index()] != g.Missing(o):
			t.Fatalf("seat %v learns %v for %v, whose missing suit is %v", s, suits[o.Index()], o, g.Missing(o))
		case ok && !suits[o.Index()].IsNumber():
			t.Fatalf("seat %v learns no missing suit for %v: %v", s, o, suits[o.Index()])
		case o != s && v.Players[o.Index()].Missing != suits[o.Index()]:
			t.Fatalf("seat %v's view shows %v for %v, its log %v", s, v.Players[o.Index()].Missing, o, suits[o.Index()])
		}
	}
	return log
}

// checkSeatDice checks that seat s sees the dice every seat sees: the break dice in one public event
// of its log and in its view, and once the tiles are passed, the dice rolled again for the direction
// in the exchanged event and in its view.
func checkSeatDice(t *rapid.T, g *game.Game, s tile.Seat, log []game.Event, v game.View) {
	var dice []game.Event
	for _, e := range log {
		switch e.Kind {
		case game.EventDice:
			dice = append(dice, e)
		case game.EventExchanged:
			if !slices.Equal(e.Rolls, v.ExchangeRolls) || e.Direction != v.Direction || !v.DirectionSet {
				t.Fatalf("seat %v: exchanged %v, view rolls %v direction %v", s, e, v.ExchangeRolls, v.Direction)
			}
		default:
		}
	}
	if len(dice) != 1 || dice[0].Dice != game.BreakDice(g) || !dice[0].Public() || dice[0].Seat != g.Dealer() {
		t.Fatalf("seat %v sees the break dice events %v, want one of %v", s, dice, game.BreakDice(g))
	}
	if v.Dice != game.BreakDice(g) {
		t.Fatalf("seat %v's view shows the break dice %v, want %v", s, v.Dice, game.BreakDice(g))
	}
}

// sameEvent reports whether two events are equal, field by field (TestEventFields keeps it complete).
func sameEvent(a, b game.Event) bool {
	return a.Kind == b.Kind && a.Seat == b.Seat && a.Tile == b.Tile && slices.Equal(a.Tiles, b.Tiles) &&
		a.From == b.From && a.Claim == b.Claim && a.KongKind == b.KongKind && a.Suit == b.Suit &&
		a.Suits == b.Suits && a.Direction == b.Direction && a.Source == b.Source && a.Value == b.Value &&
		a.Replacement == b.Replacement && a.Call == b.Call && a.Exhausted == b.Exhausted && a.Dice == b.Dice &&
		slices.Equal(a.Rolls, b.Rolls) && a.Red == b.Red && a.Drawn == b.Drawn && a.Sideways == b.Sideways
}

// In random hands with random legal play, no seat's event log ever shows another seat's concealed tiles,
// exchange choice or missing suit; a seat's log only grows; and once the missing suits are revealed every
// seat's log gives all four, matching Game.Missing and the seat's view.
func TestEventsForProperty(t *testing.T) {
	// Sichuan hands are dealt half the time under the dice-seat-count exchange, whose re-rolls are public.
	dice := mustRules(sichuan.New(sichuan.Options{ExchangeDirection: sichuan.DiceSeatCount}))
	for _, rules := range []variant.Rules{rulesOf(t, "sichuan"), rulesOf(t, "classic")} {
		t.Run(rules.Name(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				r := rules
				if r.Name() == "sichuan" && rapid.Bool().Draw(t, "dice mode") {
					r = dice
				}
				g, err := game.New(r, game.Config{
					Seed:   wall.SeedOf(rapid.Uint64().Draw(t, "seed")),
					Dealer: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")),
				})
				require.NoError(t, err)
				var logs [tile.NumSeats][]game.Event
				for steps := 0; ; steps++ {
					if steps >= 3000 {
						t.Fatalf("the hand does not end")
					}
					for s := range logs {
						logs[s] = checkSeatLog(t, g, tile.SeatAt(s), logs[s])
					}
					if g.Over() {
						break
					}
					var seats []tile.Seat
					for s := range g.Pending().All() {
						seats = append(seats, s)
					}
					s := rapid.SampledFrom(seats).Draw(t, "seat")
					legal := g.Legal(s)
					a := rapid.SampledFrom(legal).Draw(t, "action")
					for _, l := range legal { // wins, kongs and pungs show more of the hands
						if l.Kind == game.Win || (l.Kind == game.Kong || l.Kind == game.Pung) && a.Kind == game.Pass {
							a = l
						}
					}
					if err := g.Apply(a); err != nil {
						t.Fatalf("legal %v refused: %v", a, err)
					}
				}
				// EventsFor is the definition: the whole log filtered by Public and seat.
				for s := range tile.Seats() {
					want := slices.DeleteFunc(g.Events(), func(e game.Event) bool { return !e.Public() && e.Seat != s })
					for i := range want {
						if want[i].Seat != s {
							want[i].Tile = game.FaceID(g, want[i].Tile)
						}
					}
					require.True(t, slices.EqualFunc(want, g.EventsFor(s), sameEvent), "seat %v", s)
				}
				if r.Table().BeforePlay.MissingSuit {
					for s := range logs {
						_, ok := revealed(logs[s])
						require.True(t, ok, "seat %d never learnt the missing suits", s)
					}
				}
			})
		})
	}
}

// TestEventFields keeps sameEvent complete: it compares each of Event's fields.
func TestEventFields(t *testing.T) {
	require.Equal(t, 20, reflect.TypeFor[game.Event]().NumField(), "update sameEvent")
}
