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

// actionRec is an [Action] in the log; its Tiles are actionTiles[off : off+n].
type actionRec struct {
	off, n uint32
	kind   ActionKind
	seat   tile.Seat
	tile   tile.Tile
	chow   tile.Tile
	suit   tile.Suit
	call   bool
	nonNil bool // Tiles was an empty, non-nil slice
	_      uint8
}

func (g *Game) recordAction(a Action) {
	r := actionRec{kind: a.Kind, seat: a.Seat, tile: a.Tile, chow: a.Chow, suit: a.Suit, call: a.Call,
		off: uint32(len(g.actionTiles)), n: uint32(len(a.Tiles)), nonNil: a.Tiles != nil && len(a.Tiles) == 0}
	g.actionTiles = append(g.actionTiles, a.Tiles...)
	g.actions = append(g.actions, r)
}

// action returns the i-th action of the log, with a Tiles slice of its own.
func (g *Game) action(i int) Action {
	r := &g.actions[i]
	a := Action{Kind: r.kind, Seat: r.seat, Tile: r.tile, Chow: r.chow, Suit: r.suit, Call: r.call}
	switch {
	case r.n > 0:
		a.Tiles = append([]tile.Tile(nil), g.actionTiles[r.off:r.off+r.n]...)
	case r.nonNil:
		a.Tiles = []tile.Tile{}
	}
	return a
}

// eventRec is an [Event] in the log; its Tiles are eventIDs[off : off+n].
type eventRec struct {
	value     int
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
)

// event appends e to the log; its Tiles are copied.
func (g *Game) event(e Event) {
	r := eventRec{value: e.Value, off: uint16(len(g.eventIDs)), n: uint8(len(e.Tiles)), kind: e.Kind, seat: e.Seat,
		tile: e.Tile, from: e.From, claim: e.Claim, kongKind: e.KongKind, suit: e.Suit, direction: e.Direction,
		source: e.Source}
	if e.Replacement {
		r.flags |= evReplacement
	}
	if e.Call {
		r.flags |= evCall
	}
	if e.Exhausted {
		r.flags |= evExhausted
	}
	g.eventIDs = append(g.eventIDs, e.Tiles...)
	g.events = append(g.events, r)
}

// eventAt returns the i-th event of the log, with a Tiles slice of its own.
func (g *Game) eventAt(i int) Event {
	r := &g.events[i]
	e := Event{Kind: r.kind, Seat: r.seat, Tile: r.tile, From: r.from, Claim: r.claim, KongKind: r.kongKind,
		Suit: r.suit, Direction: r.direction, Source: r.source, Value: r.value,
		Replacement: r.flags&evReplacement != 0, Call: r.flags&evCall != 0, Exhausted: r.flags&evExhausted != 0}
	if r.n > 0 {
		e.Tiles = append([]tile.ID(nil), g.eventIDs[int(r.off):int(r.off)+int(r.n)]...)
	}
	return e
}
