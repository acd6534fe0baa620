package game

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// DiceExchanger is an optional interface of a [variant.Exchanger] whose exchange direction may come
// from dice rolled again after the break dice (Sichuan's dice-seat-count mode rolls again on a 5 or a
// 9). ExchangeRolls must return the direction ExchangeDirection returns for the same break dice and
// source, drawing the same values from it, together with the dice it rolled again, in order (none
// where the direction needs no roll). The referee then shows those dice to every seat, in the
// [EventExchanged] event and in [View.ExchangeRolls], as it shows the break dice ([EventDice],
// [View.Dice]): dice are thrown in the open, so every seat can check the direction.
//
// DiceExchanger is exported, unlike the referee's fast paths, because it is no fast path: it changes
// what the seats are shown, and a variant outside the module whose direction comes from dice rolled
// again needs it for its players to see the dice.
type DiceExchanger interface {
	ExchangeRolls(dice wall.Dice, src rand.Source) (variant.Direction, []wall.Dice, error)
}

func (g *Game) checkExchange(a *Action, ids *[maxHeld]tile.ID) error {
	st := &g.seats[a.Seat.Index()]
	if len(a.Tiles) != g.table.BeforePlay.Exchange || len(a.Tiles) > len(ids) {
		return fmt.Errorf("%w: %v: pass exactly %d tiles", ErrIllegal, *a, g.table.BeforePlay.Exchange)
	}
	for i, t := range a.Tiles {
		var id tile.ID
		for _, x := range st.ids[:st.n] {
			if x.Kind() == t && !slices.Contains(ids[:i], x) {
				id = x
				break
			}
		}
		if id == 0 {
			return fmt.Errorf("%w: %v: %v", ErrNotHeld, *a, t)
		}
		ids[i] = id
	}
	if err := g.exch.ValidateExchange(st.h, a.Tiles); err != nil {
		return fmt.Errorf("%w: %v: %w", ErrIllegal, *a, err)
	}
	return nil
}

func (g *Game) doExchange(a *Action, ids []tile.ID) {
	st := &g.seats[a.Seat.Index()]
	st.ngive = uint8(copy(st.give[:], ids))
	st.gave = true
	g.waiting &^= seatBit(a.Seat)
	g.event(Event{Kind: EventExchange, Seat: a.Seat, Tiles: ids})
	if g.Pending() != 0 {
		return
	}
	if x, ok := g.exch.(DiceExchanger); ok {
		// The error (break dice out of range, only from a fixed wall) leaves the direction that
		// ExchangeDirection gives for them.
		g.direction, g.rolls, _ = x.ExchangeRolls(g.wall.Dice(), g.src)
	} else {
		g.direction = g.exch.ExchangeDirection(g.wall.Dice(), g.src)
	}
	g.directionSet = true
	for s := range g.seats {
		for _, id := range g.seats[s].give[:g.seats[s].ngive] {
			g.seats[s].remove(id)
		}
	}
	for s := range g.seats {
		to := g.direction.Target(tile.SeatAt(s))
		for _, id := range g.seats[s].give[:g.seats[s].ngive] {
			g.seats[to.Index()].add(id)
		}
	}
	for s := range g.seats {
		st := &g.seats[s]
		var c tile.Counts
		for _, id := range st.ids[:st.n] {
			c.Add(id.Kind())
		}
		h, err := hand.FromCounts(c, nil, st.h.Bonus())
		if err != nil {
			panic("unreachable: game: exchanged hand: " + err.Error())
		}
		st.h = h
	}
	g.event(Event{Kind: EventExchanged, Seat: tile.NoSeat, Direction: g.direction})
	if g.table.BeforePlay.MissingSuit {
		g.phase, g.waiting = PhaseMissingSuit, g.present
		return
	}
	g.startPlay()
}

func (g *Game) suitAllowed(s tile.Suit) bool {
	return s.IsNumber() && s.Kinds()&g.table.Wall.Kinds != 0
}

func (g *Game) checkSuit(a *Action) error {
	if !g.suitAllowed(a.Suit) {
		return fmt.Errorf("%w: %v: not a suit of the tile set", ErrIllegal, *a)
	}
	return nil
}

func (g *Game) doSuit(a *Action) {
	st := &g.seats[a.Seat.Index()]
	st.missing, st.chose = a.Suit, true
	g.waiting &^= seatBit(a.Seat)
	st.missingKinds = a.Suit.Kinds()
	st.setUsable(g.table.Wall.Kinds & tile.PlayingKinds &^ st.missingKinds)
	g.event(Event{Kind: EventSuit, Seat: a.Seat, Suit: a.Suit})
	if g.Pending() != 0 {
		return
	}
	g.event(Event{Kind: EventSuitsRevealed, Seat: tile.NoSeat})
	g.startPlay()
}
