package replay

import (
	"errors"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// The riichi wall as [wall.NewFixed] takes it for [wall.Riichi] (docs/rules/riichi.md §2): the
// sequence from the break, the deal taking its first 53 tiles and the dead wall its last 14.
const (
	numTiles    = 136
	dealTiles   = 53
	deadStart   = numTiles - wall.DeadWallSize // the first replacement tile
	indicator0  = deadStart + 4                // the first indicator; the ura under it follows
	maxRinshan  = 4                            // replacement tiles in the dead wall
	maxIndicate = 5                            // indicators in the dead wall
)

var (
	errWall = errors.New("the log's tiles do not fit a riichi wall")
)

// wallOf returns the wall order and dice that make the referee deal hand h and draw every tile
// the log draws, in the log's order: the deal in the layout of [wall.Wall.Deal] (dealer's 14th tile
// is the log's first draw), live draws from tile 53 on, replacement draws from the dead wall's start,
// the indicators and the ura under them, and the tiles nobody saw wherever is left, lowest id first.
// A log without dice gets 1+1, which a fixed riichi wall only records.
func wallOf(h *interop.Hand, order *[numTiles]tile.ID) (wall.Dice, error) {
	*order = [numTiles]tile.ID{}
	var used [numTiles + 1]bool
	put := func(pos int, id tile.ID) bool {
		if pos < 0 || pos >= numTiles || order[pos] != 0 || id == 0 || int(id) > numTiles || used[id] {
			return false
		}
		order[pos], used[id] = id, true
		return true
	}
	dealer := track.Dealer(h).Index()
	for s := range 4 {
		k := (s - dealer + 4) % 4 // the deal order from the dealer
		d := &h.Deal[s]
		for r := range 3 {
			for j := range 4 {
				if !put(16*r+4*k+j, d[4*r+j]) {
					return wall.Dice{}, errWall
				}
			}
		}
		if !put(48+k, d[12]) {
			return wall.Dice{}, errWall
		}
	}
	live, rinshan, nind := 52, 0, 0
	if !put(indicator0, h.Indicator) {
		return wall.Dice{}, errWall
	}
	nind = 1
	replacement := false
	for i := range h.Events {
		e := &h.Events[i]
		switch e.Kind {
		case interop.EventDaiminkan, interop.EventAnkan, interop.EventKakan:
			replacement = true
		case interop.EventDraw:
			pos := live
			if replacement {
				pos = deadStart + rinshan
				rinshan++
				if rinshan > maxRinshan {
					return wall.Dice{}, errWall
				}
			} else {
				live++
			}
			replacement = false
			// The live wall ends where the dead wall begins, less one tile for each replacement.
			if !replacementOK(pos, live, rinshan) || !put(pos, e.Tile) {
				return wall.Dice{}, errWall
			}
		case interop.EventDora:
			if nind >= maxIndicate || !put(indicator0+2*nind, e.Tile) {
				return wall.Dice{}, errWall
			}
			nind++
		default: // discards, calls and endings use no wall position
		}
	}
	for i, id := range h.Ura {
		if i >= nind || !put(indicator0+2*i+1, id) {
			return wall.Dice{}, errWall
		}
	}
	next := tile.ID(1)
	for pos := range order {
		if order[pos] != 0 {
			continue
		}
		for used[next] {
			next++
		}
		order[pos], used[next] = next, true
	}
	switch {
	case h.Dice == [2]int{}:
		return wall.Dice{1, 1}, nil
	case h.Dice[0] < 1 || h.Dice[0] > 6 || h.Dice[1] < 1 || h.Dice[1] > 6:
		return wall.Dice{}, errWall
	}
	return wall.Dice{uint8(h.Dice[0]), uint8(h.Dice[1])}, nil
}

// replacementOK reports whether a draw at pos leaves the live wall within its end: live draws end
// where the dead wall begins, one tile earlier for each replacement tile taken.
func replacementOK(pos, live, rinshan int) bool {
	return pos >= deadStart || live <= deadStart-rinshan
}
