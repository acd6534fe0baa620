package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// deal is [New] with cfg.Seed taken as it is, zero included (for [Replay]).
func deal(rules variant.Rules, cfg Config) (*Game, error) {
	if rules == nil {
		return nil, fmt.Errorf("%w: nil rules", ErrVariant)
	}
	switch {
	case cfg.Dealer == tile.NoSeat:
		return nil, fmt.Errorf("%w: no dealer (set Config.Dealer; it is never defaulted to East)", ErrInvalid)
	case !cfg.Dealer.IsValid():
		return nil, fmt.Errorf("%w: Config.Dealer %v", ErrInvalid, cfg.Dealer)
	}
	for i, sc := range cfg.Scores {
		if sc < -MaxStartScore || sc > MaxStartScore {
			return nil, fmt.Errorf("%w: seat %v's score %d beyond ±MaxStartScore", ErrInvalid, tile.SeatAt(i), sc)
		}
	}
	if cfg.Counters < 0 || cfg.Counters > MaxCounters || cfg.Deposits < 0 || cfg.Deposits > MaxCounters {
		return nil, fmt.Errorf("%w: counters %d, deposits %d (want 0..%d)", ErrInvalid, cfg.Counters, cfg.Deposits, MaxCounters)
	}
	t := rules.Table()
	if t == (variant.Table{}) {
		return nil, fmt.Errorf("%w: %s describes no playable table (the referee cannot play it)", ErrVariant, rules.Name())
	}
	if cfg.Dealer.Index() >= t.Wall.Seats() {
		return nil, fmt.Errorf("%w: Config.Dealer %v at a table of %d", ErrInvalid, cfg.Dealer, t.Wall.Seats())
	}
	for i := t.Wall.Seats(); i < tile.NumSeats; i++ {
		if cfg.Scores[i] != 0 {
			return nil, fmt.Errorf("%w: seat %v's score %d at a table of %d", ErrInvalid, tile.SeatAt(i), cfg.Scores[i], t.Wall.Seats())
		}
	}
	if t.Declarations.Deposit < 0 || t.Declarations.Deposit > maxDeposit {
		return nil, fmt.Errorf("%w: %s's deposit %d beyond 0..%d", ErrVariant, rules.Name(), t.Declarations.Deposit, maxDeposit)
	}
	for i, n := range t.Scoring.RedFives {
		if five := tile.Of(tile.Characters+tile.Suit(i), 5); n > 4 || n > 0 && !t.Wall.Kinds.Has(five) {
			return nil, fmt.Errorf("%w: %s paints %d copies of %s red", ErrVariant, rules.Name(), n, five)
		}
	}
	if t.PassedWins.Rule == variant.PassedWinDefault {
		t.PassedWins.Rule = variant.NoPassedWinRule // a table that names no passed-win rule has none
	}
	cfg.Prevailing = prevailing(cfg.Prevailing, t.Wall.Kinds.Has(tile.East))
	if cfg.Prevailing != tile.None && !cfg.Prevailing.IsWind() {
		return nil, fmt.Errorf("%w: prevailing wind %v", ErrInvalid, cfg.Prevailing)
	}
	g := &Game{ruleset: ruleset{rules: rules, table: t, policy: rules.Claims()}, cfg: cfg, turn: tile.NoSeat,
		window: window{discarder: tile.NoSeat}, turnState: turnState{kongFrom: tile.NoSeat},
		money: money{depositDue: tile.NoSeat, deposits: cfg.Deposits}}
	g.won = wonPolicy{g.policy}
	g.nseats = t.Wall.Seats()
	g.present = 1<<g.nseats - 1
	for i, n := range t.Scoring.RedFives {
		for c := range n {
			id := tile.IDOf(tile.Of(tile.Characters+tile.Suit(i), 5), c)
			g.redIDs[id>>6] |= 1 << (id & 63)
			g.anyRed = true
		}
	}
	if w, ok := g.policy.(shapeWaiter); ok && w.ShapesOnly() {
		g.shapesOnly = true
	}
	g.declarer, _ = rules.(variant.Declarer)
	g.aborter, _ = rules.(variant.Aborter)
	g.restricter, _ = rules.(variant.CallRestricter)
	if t.BeforePlay.Exchange > 0 {
		x, ok := rules.(variant.Exchanger)
		if !ok {
			return nil, fmt.Errorf("%w: %s has an exchange but no Exchanger", ErrVariant, rules.Name())
		}
		g.exch = x
	}
	g.chacha = *cfg.Seed.Source() // kept in the game: one allocation fewer
	g.src = &g.chacha
	var err error
	if len(cfg.Wall) > 0 {
		g.wall, err = wall.NewFixed(t.Wall, cfg.Wall, cfg.Dice)
	} else {
		g.wall, err = wall.New(t.Wall, g.src)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	d, err := g.wall.Deal(cfg.Dealer)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	a := new(logAlloc) // the first capacity of the logs and discards, in one allocation
	g.actions = a.actions[:0]
	g.actionTiles = a.actionTiles[:0]
	g.events = a.events[:0]
	g.eventIDs = a.eventIDs[:0]
	for s := range g.nseats {
		st := &g.seats[s]
		st.river = a.rivers[s*riverCap : s*riverCap : (s+1)*riverCap]
		var c tile.Counts
		for _, id := range d.Hands[s] {
			st.add(id)
			c.Add(id.Kind())
		}
		var bs tile.Set
		if len(d.Bonus[s]) > 0 {
			st.bonus = append([]tile.ID(nil), d.Bonus[s]...)
			for _, id := range d.Bonus[s] {
				bs = bs.With(id.Kind())
			}
		}
		if st.h, err = hand.FromCounts(c, nil, bs); err != nil {
			return nil, fmt.Errorf("%w: dealt hand: %w", ErrInvalid, err)
		}
		g.event(Event{Kind: EventDeal, Seat: tile.SeatAt(s), Tiles: st.ids[:st.n]})
		for _, id := range st.bonus {
			g.event(Event{Kind: EventBonus, Seat: tile.SeatAt(s), Tile: id})
		}
	}
	if g.wall.Dice().IsValid() {
		// The break dice are thrown in the open: every seat sees them (and, where the exchange direction
		// comes from them, can check it).
		g.event(Event{Kind: EventDice, Seat: cfg.Dealer})
	}
	for i := range g.wall.Indicators() {
		id, _ := g.wall.Indicator(i) // face up from the start: the first indicator of a fixed dead wall
		g.event(Event{Kind: EventIndicator, Seat: tile.NoSeat, Tile: id})
	}
	switch {
	case t.BeforePlay.Exchange > 0:
		g.phase, g.waiting = PhaseExchange, g.present
	case t.BeforePlay.MissingSuit:
		g.phase, g.waiting = PhaseMissingSuit, g.present
	default:
		g.startPlay()
	}
	return g, nil
}

// logAlloc is room for a game's logs and discards: a hand usually fits, so that New allocates it once
// instead of once per slice. It holds no pointers.
type logAlloc struct {
	actions     [256]actionRec
	events      [256]eventRec
	actionTiles [tile.NumSeats * 4]tile.Tile // an exchange of up to four tiles each
	eventIDs    [tile.NumSeats * 20]tile.ID
	rivers      [tile.NumSeats * riverCap]river
}

// riverCap is the room for each seat's discards in a gameAlloc.
const riverCap = 24
