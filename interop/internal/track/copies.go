package track

import (
	"errors"
	"slices"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// Copies records, as a bit set per kind, which physical copies a reader has given out to the tiles a
// log names without ids (the deal, the draws, the indicators).
type Copies [tile.NumKinds + 1]uint8

// Fresh gives out and returns the lowest copy of kind k not given out yet: in a game with red fives
// (redGame), copy 0 of a five for a red five (an error in a game without them) and copies 1..3 for a
// plain one; any copy otherwise. A fifth copy is an error naming the tile as the log does (name).
func (u *Copies) Fresh(k tile.Tile, red, redGame bool, name string) (tile.ID, error) {
	lo, hi := uint8(0), uint8(3)
	if red {
		if !redGame {
			return 0, errors.New("red five in a game without red fives")
		}
		hi = 0
	} else if redGame && (k == tile.Character5 || k == tile.Circle5 || k == tile.Bamboo5) {
		lo = 1
	}
	for cp := lo; cp <= hi; cp++ {
		if u[k]&(1<<cp) == 0 {
			u[k] |= 1 << cp
			return tile.IDOf(k, cp), nil
		}
	}
	return 0, errors.New("a fifth copy of " + name)
}

// Held returns a copy of kind k that seat index s holds concealed and that got does not list,
// preferring one other than avoid; in a game with red fives (redGame) the copy is red exactly when red
// is. It returns 0 and false when s holds no such copy.
func (t *Table) Held(s int, k tile.Tile, red, redGame bool, avoid tile.ID, got []tile.ID) (tile.ID, bool) {
	var found tile.ID
	for cp := uint8(0); cp < 4; cp++ {
		id := tile.IDOf(k, cp)
		if !t.Holds(s, id) || redGame && id.IsRed() != red || slices.Contains(got, id) {
			continue
		}
		if id != avoid {
			return id, true
		}
		found = id
	}
	return found, found != 0
}

// Record follows e (as [Table.Apply]) and appends it to h's events. It refuses an event past
// [MaxEvents] in one hand, and leaves h unchanged when e cannot happen.
func (t *Table) Record(h *interop.Hand, e interop.Event) error {
	if len(h.Events) >= MaxEvents {
		return errors.New("too many events in a hand")
	}
	if err := t.Apply(&e); err != nil {
		return err
	}
	h.Events = append(h.Events, e)
	return nil
}
