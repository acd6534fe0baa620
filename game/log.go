package game

import (
	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// The game keeps its action and event logs in compact records without pointers (a few bytes each, the
// slices' tiles in a shared pool), so a hand's logs cost a few small allocations that the garbage
// collector need not scan. [Game.Actions] and [Game.Events] expand them.

// actionRec is an [Action] in the log; its Tiles are actionTiles[off : off+n]. It takes twelve bytes.
type actionRec struct {
	off   uint16
	n     uint8
	kind  ActionKind
	seat  tile.Seat
	tile  tile.Tile
	chow  tile.Tile
	suit  tile.Suit
	from  tile.Seat
	flags uint8
	red   uint8
}

// The flags of an actionRec.
const (
	acCall uint8 = 1 << iota
	acDrawn
)

func (g *Game) recordAction(a *Action) {
	r := actionRec{kind: a.Kind, seat: a.Seat, tile: a.Tile, chow: a.Chow, suit: a.Suit, from: a.From, red: a.Red}
	if a.Call {
		r.flags = acCall
	}
	if a.Drawn {
		r.flags |= acDrawn
	}
	if len(a.Tiles) > 0 {
		// An action's tiles are at most maxActionTiles (checkFields), and a hand records one exchange
		// per seat: the count fits in 8 bits and the offsets in 16.
		r.off, r.n = uint16(len(g.actionTiles)), uint8(len(a.Tiles))
		g.actionTiles = append(g.actionTiles, a.Tiles...)
	}
	g.actions = append(g.actions, r)
}

// action returns the i-th action of the log, with a Tiles slice of its own.
func (g *Game) action(i int) Action {
	r := &g.actions[i]
	a := Action{Kind: r.kind, Seat: r.seat, Tile: r.tile, Chow: r.chow, Suit: r.suit, From: r.from,
		Call: r.flags&acCall != 0, Drawn: r.flags&acDrawn != 0, Red: r.red}
	if r.n > 0 {
		a.Tiles = append([]tile.Tile(nil), g.actionTiles[int(r.off):int(r.off)+int(r.n)]...)
	}
	return a
}

// eventRec is an [Event] in the log, in fourteen bytes. Its Tiles are eventIDs[off : off+n]; an event
// with a Value (a win, which has no Tiles) keeps it in eventValues[off].
type eventRec struct {
	off       uint16
	n         uint8
	kind      EventKind
	seat      tile.Seat
	tile      tile.ID
	from      tile.Seat
	claim     claim.Kind
	kongKind  variant.KongKind
	suit      tile.Suit
	direction variant.Direction
	source    score.Source
	flags     uint8
}

// The flags of an eventRec.
const (
	evReplacement uint8 = 1 << iota
	evCall
	evExhausted
	evValue
	evDrawn
	evSideways
)

// event appends e to the log; its Tiles are copied. An event has Tiles or a Value, never both.
func (g *Game) event(e Event) {
	r := eventRec{kind: e.Kind, seat: e.Seat, tile: e.Tile, from: e.From, claim: e.Claim, kongKind: e.KongKind,
		suit: e.Suit, direction: e.Direction, source: e.Source}
	if e.Replacement {
		r.flags |= evReplacement
	}
	if e.Call {
		r.flags |= evCall
	}
	if e.Exhausted {
		r.flags |= evExhausted
	}
	if e.Drawn {
		r.flags |= evDrawn
	}
	if e.Sideways {
		r.flags |= evSideways
	}
	switch {
	case len(e.Tiles) > 0 && e.Value != 0:
		panic("unreachable: game: an event with both tiles and a value")
	case len(e.Tiles) > 0:
		r.off, r.n = uint16(len(g.eventIDs)), uint8(len(e.Tiles))
		g.eventIDs = append(g.eventIDs, e.Tiles...)
	case e.Value != 0:
		r.off = uint16(len(g.eventValues))
		r.flags |= evValue
		if g.eventValues == nil {
			g.eventValues = make([]int, 0, 16) // room for the values of a hand's wins at once
		}
		g.eventValues = append(g.eventValues, e.Value)
	}
	g.events = append(g.events, r)
}

// simpleEvent appends the event of kind k by seat s with tile id and flags: the log's most frequent
// events (draws, discards, resolutions), without building an [Event].
func (g *Game) simpleEvent(k EventKind, s tile.Seat, id tile.ID, c claim.Kind, flags uint8) {
	g.events = append(g.events, eventRec{kind: k, seat: s, tile: id, claim: c, flags: flags})
}

// eventAt returns the i-th event of the log, with a Tiles slice of its own.
func (g *Game) eventAt(i int) Event {
	r := &g.events[i]
	e := Event{Kind: r.kind, Seat: r.seat, Tile: r.tile, From: r.from, Claim: r.claim, KongKind: r.kongKind,
		Suit: r.suit, Direction: r.direction, Source: r.source,
		Replacement: r.flags&evReplacement != 0, Call: r.flags&evCall != 0, Exhausted: r.flags&evExhausted != 0,
		Drawn: r.flags&evDrawn != 0, Sideways: r.flags&evSideways != 0, Red: g.isRed(r.tile)}
	switch {
	case r.n > 0:
		e.Tiles = append([]tile.ID(nil), g.eventIDs[int(r.off):int(r.off)+int(r.n)]...)
	case r.flags&evValue != 0:
		e.Value = g.eventValues[r.off]
	}
	return e
}
