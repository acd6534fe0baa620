package track

import (
	"slices"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// Canonical returns a deep copy of g in which every physical tile is replaced by a canonical tile of
// the same kind and redness (copy 0 for a red five, copy 1 otherwise) and each deal is sorted: two
// records of one game read from formats that name different copies compare equal after it.
func Canonical(g *interop.Game, red bool) *interop.Game {
	c := *g
	canon := func(id tile.ID) tile.ID {
		if id == 0 {
			return 0
		}
		if red && id.IsRed() {
			return id
		}
		return tile.IDOf(id.Kind(), 1)
	}
	c.Hands = make([]interop.Hand, len(g.Hands))
	for i, h := range g.Hands {
		h.Indicator = canon(h.Indicator)
		h.Ura = slices.Clone(h.Ura)
		for j := range h.Ura {
			h.Ura[j] = canon(h.Ura[j])
		}
		for s := range h.Deal {
			for j := range h.Deal[s] {
				h.Deal[s][j] = canon(h.Deal[s][j])
			}
			slices.Sort(h.Deal[s][:])
		}
		h.Events = slices.Clone(h.Events)
		for j := range h.Events {
			e := &h.Events[j]
			e.Tile = canon(e.Tile)
			for k := range e.Consumed {
				e.Consumed[k] = canon(e.Consumed[k])
			}
			slices.Sort(e.Consumed[:])
			if e.Win != nil {
				w := *e.Win
				w.Yaku = slices.Clone(w.Yaku)
				e.Win = &w
			}
			if e.Ryuukyoku != nil {
				r := *e.Ryuukyoku
				e.Ryuukyoku = &r
			}
		}
		c.Hands[i] = h
	}
	return &c
}
